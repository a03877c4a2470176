"""Abilities (rb:564–585): triggered abilities collected when something happens and put onto
the chain, activated abilities, replacement effects. Passive abilities are read where
their numbers are needed (``objects.py``, ``play.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.i18n import Text, joined, verbatim
from judge.kernel import Event, Replacement, order_items

from . import effects as E, objects, targets as T, trigger_events as TE
from .i18n import M
from .states import make_relevant, open_chain_round

if TYPE_CHECKING:
    from .game import RiftboundGame

#: the trigger words in the labels of chain items (a catalogue message each)
TRIGGER_LABELS = {
    "play-me": M("wenn gespielt"), "attack": M("wenn ich angreife"), "defend": M("wenn ich verteidige"),
    "dies": M("wenn ich sterbe"), "conquer-here": M("wenn du hier eroberst"), "hold-here": M("wenn du hier hältst"),
    "conquer": M("wenn du eroberst"), "start-of-beginning": M("zu Beginn deiner Anfangsphase"),
    "end-of-turn": M("am Ende deines Zuges"), "play-spell": M("wenn du einen Zauber spielst"),
    "discard": M("wenn du abwirfst"), "stun-enemy": M("wenn du einen Gegner betäubst"),
    "becomes-mighty": M("wenn mächtig"), **TE.LABELS,
}
#: event name → the trigger words that listen to it
LISTENS = {"played": ("play-me", "play-spell"), "attack": ("attack",), "defend": ("defend",), "dies": ("dies",),
           "conquer": ("conquer-here", "conquer"), "hold": ("hold-here",), "beginning": ("start-of-beginning",),
           "end-of-turn": ("end-of-turn",), "discard": ("discard",), "stun-enemy": ("stun-enemy",),
           "becomes-mighty": ("becomes-mighty",)}
for _name, _triggers in TE.LISTENS.items():  # the triggers family's (trigger_events.py)
    LISTENS[_name] = LISTENS.get(_name, ()) + _triggers
LISTENS["combat-start"] = LISTENS.get("combat-start", ()) + ("rve-combat-start-attacker", "rve-combat-start-defender")
TRIGGER_LABELS.update({"rve-combat-start-attacker": M("wenn hier ein Kampf beginnt (Angreifer)"),
                       "rve-combat-start-defender": M("wenn hier ein Kampf beginnt (Verteidiger)")})


#: the words after a card's name in the labels of chain items ("Jinx – wenn gespielt", "… – Fähigkeit",
#: "… – später"), by their German and English (made on first use)
_LABEL_WORDS: dict[tuple[str, str], Text] = {}


def label_words() -> dict[tuple[str, str], Text]:
    if not _LABEL_WORDS:
        words = list(TRIGGER_LABELS.values()) + [M("Todesstoß"), M("Fähigkeit"), M("später")]
        _LABEL_WORDS.update(((w["de"], w["en"]), w) for w in words)
    return _LABEL_WORDS


def label_text(label: str, label_de: str | None = None) -> Text:
    """A chain item's or an ability's label as a message, from the two forms the game state keeps
    (``label``; ``label_de`` where the German differs): its parts between " – " are names, the
    same in every language, and words of the catalogue (the trigger words, "Fähigkeit",
    "später"), said in the message's language. Words that are no catalogue message (none the
    engine builds now) are data of the state: said in German as ``label_de`` has them, in
    English and Polish as ``label`` has them."""
    if label_de is None or label_de == label:
        return verbatim(label)
    de_parts, en_parts = label_de.split(" – "), label.split(" – ")
    words = label_words()
    if len(de_parts) != len(en_parts):
        return _as_kept(label_de, label)
    return joined([verbatim(e) if d == e else words.get((d, e)) or _as_kept(d, e) for d, e in zip(de_parts, en_parts)],
                  " – ")


def _as_kept(label_de: str, label: str) -> Text:
    """A label's words as the state keeps them, by language (the English one said in Polish too)."""
    return verbatim({lang: label_de if lang == "de" else label for lang in ("de", "en")})


def item_label(item: dict) -> Text:
    """The label of an item on the chain, said in a message (``label_text``)."""
    return label_text(item["label"], item.get("label_de"))


def _sources(g: "RiftboundGame", event_name: str, data: dict):
    """(source, controller, ability index, ability) of everything that may trigger:
    permanents and legends on the board (rb:584), battlefields, cards in other zones whose
    ability says it works there (rb:585.2), and a dying unit itself (rb:720.1.d)."""
    d = g.state.data
    cards = d["cards"]
    for iid in g.permanents_now():
        yield from _of(g, iid, cards[iid]["controller"], "board")
    for p in d["order"]:
        mine = d["players"][p]
        for iid in mine["legend"]:
            yield from _of(g, iid, p, "board")
        for iid in mine["trash"]:
            if event_name == "leaves-board" and iid == data.get("unit"):
                continue  # its own "when this leaves the board" is found below, wherever it went
            if event_name == "dies" and iid == data.get("unit"):
                yield from ((s, c, k, ab) for s, c, k, ab in _of(g, iid, data["player"], "board") if ab.trigger == "dies")
            else:
                yield from _of(g, iid, p, "trash")
    if event_name == "leaves-board" and cards.get(data.get("unit")):  # rb:563.2.c.9: it looks back
        iid = data["unit"]
        yield from ((s, c, k, ab) for s, c, k, ab in _of(g, iid, data["player"], "board") if ab.trigger == "leaves-board")
    for bf, b in d["battlefields"].items():
        info = g.def_info(b["card"])
        for k, ab in info.all_triggers if info else ():
            yield "bf:" + bf, b["controller"], k, ab


def _of(g, iid, controller, zone):
    for k, ab in g.info(iid).triggers.get(zone, ()):
        yield iid, controller, k, ab


def _fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    """Whether ability ``ab`` of ``source`` triggers on this event; returns its controller."""
    t = ab.trigger
    if t not in LISTENS.get(name, ()):
        return None
    if t in TE.TRIGGERS:
        return TE.fires(g, name, data, source, controller, ab)
    if t in ("rve-combat-start-attacker", "rve-combat-start-defender"):  # rb:625.1: that player controls it
        return data[t.rsplit("-", 1)[1]] if source == "bf:" + data["battlefield"] else None
    if t == "play-me":
        if data.get("card") != source or not g.on_board(source):
            return None
        return controller if TE.matches(g, ab.which, TE.describe(g, source), data, source, controller) else None
    if t in ("attack", "defend", "dies"):
        return controller if data.get("unit") == source else None
    if t in ("conquer-here", "hold-here"):
        return data["player"] if source == "bf:" + data["battlefield"] else None
    if t == "becomes-mighty":
        unit = data["unit"]
        if ab.affects in (None, "self"):
            return controller if unit == source else None
        if ab.affects == "your-units":  # "when a unit you control becomes Mighty": not a teammate's
            return controller if controller and g.controller(unit) == controller else None
        return controller if controller and g.friendly(g.controller(unit), controller) else None
    who = data.get("player")
    if t == "play-spell" and data.get("type") != "spell":
        return None
    if ab.whose == "any":
        if controller is None and source.startswith("bf:"):
            # a battlefield nobody controls (rb:181.2.b): "at the start of each player's Beginning
            # Phase" — the player whose phase it is carries it out (docs/rulings.md, Riftbound 47)
            return who if t == "start-of-beginning" else None
        return controller
    if ab.whose == "opponent":
        return controller if who and not g.friendly(who, controller) else None
    return controller if who == controller else None


def event(g: "RiftboundGame", name: str, **data) -> None:
    """rb:583.3 — something happened: every ability it triggers waits to go onto the chain
    (``flush``) once the current instruction, spell or step is complete (rb:151.3)."""
    for source, controller, k, ab in _sources(g, name, data):
        who = _fires(g, name, data, source, controller, ab)
        if who is None:
            continue
        if ab.condition is not None and not T.holds(g, ab.condition, T.Ctx(
                source=source, controller=who, label=source, event=_plain(data))):
            continue  # "While I'm at a battlefield, … at the end of your turn": it triggers only while it holds
        if ab.rve_once_each_turn:  # "Once each turn, when …" (effects_rve.py)
            from .effects_rve import once_each_turn

            if not once_each_turn(g, source, k):
                continue
        card = source if not source.startswith("bf:") else None
        label_name = g.name(source) if card else g.bf_label(source[3:])
        words = M("Todesstoß") if ab.deathknell else TRIGGER_LABELS[ab.trigger]
        from .effects_rd import rd_deathknell_times  # "your Deathknell effects trigger an additional time"

        from .effects_run import run_conquer_times  # "your conquer effects for conquering here …"

        times = rd_deathknell_times(g, who) if ab.deathknell else run_conquer_times(g, name, data, who)
        for _ in range(times):
            _pend(g, who, name, data, source, k, ab, card, label_name, words)
    _keyword_triggers(g, name, data)
    _rd_rest_of_event(g, name, data)


def _pend(g, who, name, data, source, k, ab, card, label_name, words: Text) -> None:
    """A triggered ability waits to go onto the chain (rb:583.3). Its label names the card and
    the trigger ``words``; the state keeps it in English and German (``label``, ``label_de``),
    ``label_text`` says it in every language."""
    g.pending.append((who, {
        "kind": "ability", "label": f"{label_name} – {words['en']}", "label_de": f"{label_name} – {words['de']}",
        "controller": who, "source": source, "card_name": g.name(source) if card else g.state.data[
            "battlefields"][source[3:]]["card"], "ability": k, "event": _plain(data), "targets": [],
        "cites": ["rb:720.1.c"] if ab.deathknell else ["rb:583.1", "rb:583.3"], "trigger": ab.trigger,
        "paid": (g.card(source).get("paid") or {}) if card and ab.trigger == "play-me" else {},
    }))


def _rd_rest_of_event(g, name, data) -> None:
    """The delayed triggered abilities an event sets off (rb:583)."""
    from .effects_run import run_dies_fires as _run_dies_fires
    for e in list(g.lasting.active("delayed")):
        if e["when"] == "damaged" and name == "damaged" and data.get("unit") == e["target"] \
                and g.card(e["target"])["zid"] == e["zid"]:
            g.lasting.remove(e["id"])
            g.pending.append((e["controller"], _delayed_item(e, data)))
        elif e["when"] == "rd-any-damaged" and name == "damaged" and g.card(data.get("unit") or "") is not None:
            g.pending.append((e["controller"], _delayed_item(e, data)))  # each time, all turn (effects_rd)
        elif e["when"] == "rd-end-of-turn" and name == "end-of-turn":  # "… at the end of this turn" (effects_rd)
            g.lasting.remove(e["id"])
            g.pending.append((e["controller"], _delayed_item(e, data)))
        elif e["when"] == "run-dies" and _run_dies_fires(g, e, name, data):  # "when it dies this turn"
            g.lasting.remove(e["id"])
            g.pending.append((e["controller"], _delayed_item(e, data)))
        elif e["when"].startswith("rsf-"):  # branch rsf's (effects_rsf.rsf_delayed)
            from .effects_rsf import rsf_delayed

            if rsf_delayed(g, name, data, e):
                g.pending.append((e["controller"], _delayed_item(e, data)))
        elif e["when"].startswith("ruv-"):  # branch ruv's, once ("the next time you play a unit", effects_ruv)
            from .effects_ruv import ruv_delayed

            if ruv_delayed(g, name, data, e):
                g.lasting.remove(e["id"])
                g.pending.append((e["controller"], _delayed_item(e, data)))
        elif e["when"].startswith("rxb-"):  # branch rxb's, once ("when they hold, return it", effects_rxb)
            from .effects_rxb import rxb_delayed

            if (fired := rxb_delayed(g, name, data, e)) is not None:
                g.lasting.remove(e["id"])
                g.pending.append((e["controller"], _delayed_item(e, fired)))
        elif e["when"] == "conquer" and name == "conquer" and data.get("player") == e["who"]:
            g.lasting.remove(e["id"])
            g.pending.append((e["controller"], _delayed_item(e, {**data, "banished": e.get("banished")})))


def _keyword_triggers(g: "RiftboundGame", name: str, data: dict) -> None:
    """Keywords that are triggered abilities: Vision when the permanent is played, once per
    instance (rb:729.1.c, rb:729.2); Temporary at the start of its controller's beginning
    phase, before scoring (rb:728.1.b)."""
    if name == "played" and g.card(data["card"]) and g.on_board(data["card"]):
        iid = data["card"]
        for k in range(objects.keywords(g, iid).get("Vision", 0) and _instances(g, iid, "Vision")):
            g.pending.append((g.controller(iid), _keyword_item(g, iid, "Vision", [{"vision": True}], ["rb:729.1.b"])))
    if name == "beginning":
        for iid in g.permanents(data["player"]):
            if objects.has(g, iid, "Temporary"):
                g.pending.append((g.controller(iid), _keyword_item(
                    g, iid, "Temporary", [{"kill": True, "target": "self"}], ["rb:728.1.b", "rb:728.1.c"])))


def _instances(g: "RiftboundGame", iid: str, keyword: str) -> int:
    """How many instances of a non-valued keyword an object has (rb:729.2: Vision triggers
    once per instance): printed, plus each grant."""
    n = 1 if keyword in g.defn(iid).keyword_values() else 0
    n += sum(1 for e in g.lasting.active("grant") if e["target"] == iid and keyword in e["keywords"])
    n += sum(1 for src, ctl, ab in objects._passives(g, "keywords")
             if keyword in ab.grants and objects.affected(g, src, ctl, ab, iid))
    return max(n, 1)


def _keyword_item(g, iid, keyword, effects, cites) -> dict:
    return {"kind": "ability", "label": f"{g.name(iid)} – {keyword}", "label_de": f"{g.name(iid)} – {keyword}",
            "controller": g.controller(iid), "source": iid, "card_name": None, "ability": None,
            "effects": effects, "event": {}, "targets": [], "cites": cites, "trigger": keyword.lower()}


def _delayed_item(e: dict, data: dict) -> dict:
    return {"kind": "ability", "label": f"{e['label']} – later", "label_de": f"{e['label']} – später",
            "controller": e["controller"], "source": e["source"], "card_name": None, "ability": None,
            "effects": e["effects"], "event": _plain(data), "targets": [],
            "cites": ["rb:583.1", "rb:583.3"] + (["rb:603.3.a"] if e["when"] == "conquer" else [])
            + (["rb:517.1.a"] if e["when"] == "rd-end-of-turn" else [])}


def _plain(data: dict) -> dict:
    # "was": a dying unit as it was on the board (actions.kill; "if I was Mighty", rb:563.2.c.9)
    return {k: v for k, v in data.items() if isinstance(v, (str, int, bool, list, type(None)))
            or k == "was" and isinstance(v, dict)}


def definition(g: "RiftboundGame", item: dict):
    """The ability an item on the chain stands for (it exists apart from its source,
    rb:533.2)."""
    if item.get("effects") is not None:
        return None
    return g.defs[item["card_name"]].abilities[item["ability"]]


def flush(g: "RiftboundGame") -> bool:
    """rb:541, rb:543.2, rb:583.3.b — put the waiting triggered abilities onto the chain:
    each player in turn order from the turn player orders their own (rb:583.3.b.1); targets
    are chosen as each goes on (rb:559.3.b, rb:559.3.d.2). Returns whether any went on."""
    if not g.pending:
        return False
    started = not g.chain
    while g.pending:  # choosing targets as they go on may trigger more ("when you choose a friendly unit")
        waiting, g.pending = g.pending, []
        for player in g.in_order_from(g.turn_player):
            mine = [item for who, item in waiting if who == player]
            if not mine:
                continue
            keyed = {str(k): item for k, item in enumerate(mine)}
            order = order_items(g.engine, f"order:{player}", player, [(k, i["label"]) for k, i in keyed.items()],
                                ["rb:583.3.b"], M("Welche ausgelöste Fähigkeit kommt zuerst auf die Kette?"))
            for k in order:
                push_ability(g, keyed[k])
    if started:
        open_chain_round(g, g.chain.top()["controller"])  # rb:537, rb:512.2.c
    return True


def push_ability(g: "RiftboundGame", item: dict, given: list | None = None) -> None:
    """An ability goes onto the chain (rb:533.2, rb:583.3); its controller becomes relevant
    (rb:541.3)."""
    ab = definition(g, item)
    effects = item["effects"] if ab is None else ab.effects
    ctx = T.Ctx(source=item["source"], controller=item["controller"], label=item["label"], event=item["event"],
                here=_here(g, item["source"]), label_de=item.get("label_de"))
    chosen = []
    ctx.targets = chosen  # what earlier slots chose ("another unit", targets.choose)
    for n, (index, sel) in enumerate(T.slots(effects)):
        try:
            chosen.append(T.choose(g, ctx, sel, given[n] if given and n < len(given) else None,
                                   f"target:{item['label'].split(' – ')[0]}", ["rb:559.3.b", "rb:559.3.c.1"]))
        except Exception as e:  # no legal target: the instruction will not be carried out (rb:559.3.c.2)
            from judge.kernel import RuleViolation

            if not isinstance(e, RuleViolation):
                raise
            chosen.append([])
    item = dict(item, targets=chosen)
    g.chain.push(item)
    if g.priority.is_open:
        make_relevant(g, item["controller"])
    g.record("chain-add", item["cites"] + ["rb:533.2", "rb:541.1"], M("{label} kommt auf die Kette", label=item_label(item)),
             actor=item["controller"])


def _here(g: "RiftboundGame", source: str) -> str | None:
    if source.startswith("bf:"):
        return source[3:]
    loc = g.location(source) if g.card(source) else None
    return loc if loc not in (None, "base") else None


def resolve_ability(g: "RiftboundGame", item: dict) -> None:
    """rb:543.1, rb:577.3.c.2 — carry out an ability's instructions; it then ceases to exist
    (rb:543.1.a.3)."""
    ab = definition(g, item)
    instructions = item["effects"] if ab is None else ab.effects
    ctx = T.Ctx(source=item["source"], controller=item["controller"], label=item["label"], event=item["event"],
                here=item.get("here") or _here(g, item["source"]), targets=item["targets"], item=item,
                paid=item.get("paid", {}), label_de=item.get("label_de"),
                selectors=[sel for _, sel in T.slots(instructions)])
    if ab is not None and ab.optional and not g.ask_yes_no(
            f"may:{item['label']}", M("{label}: Effekt nutzen?", label=item_label(item)), ["rb:583.2.b"], item["controller"]):
        return
    if ab is not None and ab.legion:
        if not T.holds(g, "legion", ctx):
            g.record("legion-unmet", ["rb:724.1.c"], M("{label}: Legion-Bedingung nicht erfüllt", label=item_label(item)))
            return
        g.record("legion-met", ["rb:724.1.c", "rb:724.2"], M("{label}: Legion-Bedingung erfüllt", label=item_label(item)))
    E.run(g, ctx, instructions, item["cites"])


def replacements(g: "RiftboundGame", event: Event) -> list[Replacement]:
    """rb:571–575 — replacement effects on an event that would happen."""
    out = []
    if event.name == "damage":  # "prevent all spell and ability damage this turn" (effects_units)
        from .effects_rd import rd_damage_replacements
        from .effects_units import damage_replacements

        from .effects_rsf import rsf_damage_replacements
        from .effects_rve import damage_replacements as rve_damage_replacements  # "… enemy spells and abilities …"

        from .effects_rxa import damage_replacements as rxa_damage_replacements  # "double all damage … to it"

        return damage_replacements(g, event) + rd_damage_replacements(g, event) + rve_damage_replacements(g, event) + \
            rsf_damage_replacements(g, event) + rxa_damage_replacements(g, event)
    if event.name != "die":
        return out
    unit = event.data["card"]
    from .effects_rd import rd_death_replacements  # "the next time it dies this turn, … instead"

    out += rd_death_replacements(g, event)
    from .effects_rog_costs import rog_buffed_death_replacements, rog_death_replacements  # "… you may pay … instead"
    from .effects_run import run_death_replacements  # "if it would die this turn, banish it instead"

    out += run_death_replacements(g, event)
    out += rog_death_replacements(g, event) + rog_buffed_death_replacements(g, event)
    for iid in g.permanents():
        for ab in g.defn(iid).known_abilities():
            if ab.instead == "ally-unit-dies" and iid != unit and g.is_unit(unit) \
                    and g.friendly(g.controller(unit), g.controller(iid)) \
                    and not (ab.once and g.card(iid).get("replaced_once")):  # "the next time": only once
                out.append(Replacement(
                    f"{iid}/instead", g.name(iid), _instead(g, iid, ab, unit), ["rb:573.1", "rb:572"],
                    M("{card}: statt {unit} stirbt {card}", card=g.name(iid), unit=g.name(unit))))
    return out


def _instead(g, source, ab, unit):
    def apply(ev: Event):
        if ab.once:  # "the next time … would die" (rb:573.1/ex1): this replacement is used up
            g.state.set(f"cards.{source}.replaced_once", True)
        ctx = T.Ctx(source=source, controller=g.controller(source), label=g.name(source),
                    event={"unit": unit})
        E.run(g, ctx, ab.effects, ["rb:573.1"])
        return None

    return apply
