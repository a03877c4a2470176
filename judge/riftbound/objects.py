"""Game objects and what they have right now (rb:119–183, rb:634–639, rb:701–729).

An object's might, keywords and tags come from its printed card, then the layers
(rb:637): property-changing effects (tags, a set might, rb:637.1), ability-changing effects
(granted keywords, rb:637.2), then arithmetic (might, rb:637.3): buffs (rb:703), lasting
"+N this turn" effects and passive abilities, Assault while attacking (rb:719.1.c) and
Shield while defending (rb:726.1.c). Effects in the same layer apply in timestamp order
(rb:639). Might below 0 counts as 0 (rb:139.2.b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards.model import VALUED_KEYWORDS, parse_keyword

if TYPE_CHECKING:
    from .game import RiftboundGame

MIGHTY = 5  # rb:708


def _passives(g: "RiftboundGame", kind: str) -> tuple:
    """Every passive ability of ``kind`` that works now: on permanents, legends (rb:167.6) and
    battlefields on the board (rb:569.1), each with its source and controller."""
    return _all_passives(g).get(kind, ())


def _all_passives(g: "RiftboundGame") -> dict[str, tuple]:
    """``_passives`` of every kind, found in one pass and remembered until the state changes
    (``RiftboundGame.derived``)."""
    derived = g.derived()
    found = derived.get("passives")
    if found is None:
        d = g.state.data
        cards = d["cards"]
        out: dict[str, list] = {}
        legends = [i for p in d["order"] for i in d["players"][p]["legend"]]  # rb:167.6: legends have them too
        for iid in list(g.permanents_now()) + legends:
            for kind, abilities in g.info(iid).statics.items():
                out.setdefault(kind, []).extend((iid, cards[iid]["controller"], ab) for ab in abilities)
        for bf, data in d["battlefields"].items():
            info = g.def_info(data["card"])
            for kind, abilities in info.statics.items() if info else ():
                out.setdefault(kind, []).extend(("bf:" + bf, data["controller"], ab) for ab in abilities)
        found = derived["passives"] = {kind: tuple(v) for kind, v in out.items()}
    return found


def affected(g: "RiftboundGame", source: str, controller: str | None, ab, iid: str) -> bool:
    """Whether a passive ability's ``affects`` covers unit ``iid`` — and, if it says so, the
    unit meets the condition each affected unit must meet, read with it as "I" (``each_if``,
    rb:568.3.a: "while a friendly unit defends alone, it gets +2 might")."""
    if not _covers(g, source, controller, ab, iid):
        return False
    if ab.each_if is not None:
        from .targets import holds

        return holds(g, ab.each_if, {"source": iid, "controller": g.controller(iid)})
    return True


def _covers(g: "RiftboundGame", source: str, controller: str | None, ab, iid: str) -> bool:
    what = ab.affects or "self"
    if source.startswith("bf:"):  # a battlefield's "here" (rb:053.3)
        here = source[3:]
        return g.location(iid) == here and (what in ("units-here", "self") or _side_ok(g, what, controller, iid))
    if what == "self":
        return iid == source
    if not g.is_unit(iid) or not g.on_board(iid):
        return False
    if what.startswith("other-") and iid == source:
        return False
    if not _side_ok(g, what, g.controller(source), iid):
        return False
    if "-at-my-battlefield" in what or what.endswith("-here"):
        loc = g.location(source)
        if loc in (None, "base") or g.location(iid) != loc:
            return False
    if ab.condition and isinstance(ab.condition, dict) and ab.condition.get("tag"):
        return ab.condition["tag"] in tags(g, iid)
    return True


def _side_ok(g: "RiftboundGame", what: str, controller: str | None, iid: str) -> bool:
    if "friendly" in what:
        return controller is not None and g.friendly(g.controller(iid), controller)
    if "enemy" in what:
        return controller is not None and not g.friendly(g.controller(iid), controller)
    return True


def _condition_holds(g: "RiftboundGame", source: str, controller: str | None, ab) -> bool:
    cond = ab.condition
    if cond is None or (isinstance(cond, dict) and set(cond) == {"tag"}):
        return True
    from .targets import holds

    return holds(g, cond, {"source": source, "controller": controller})


def tags(g: "RiftboundGame", iid: str) -> list[str]:
    """rb:139.1, rb:637.1.c — printed tags plus tags granted by passive abilities."""
    derived = g.derived()
    key = ("tags", iid)
    out = derived.get(key)
    if out is None:
        out = list(g.defn(iid).tags)
        if g.on_board(iid):
            for src, ctl, ab in _passives(g, "tags"):
                if src != iid and affected(g, src, ctl, ab, iid) and _condition_holds(g, src, ctl, ab):
                    out += [t for t in ab.tags if t not in out]
            from .effects_rxb import gained_tag  # "I gain that tag" (the tag chosen as I was played)

            out += [t for t in gained_tag(g, iid) if t not in out]
        derived[key] = out
    return list(out)


def keywords(g: "RiftboundGame", iid: str) -> dict[str, int]:
    """rb:713 — the keywords an object has, with values: printed, granted by lasting effects
    (rb:713.3.a) and by passive abilities (rb:637.2). Valued keywords add up (rb:719.2,
    rb:721.2, rb:726.2); the others are redundant (rb:717.4, rb:727.2 …)."""
    derived = g.derived()
    key = ("keywords", iid)
    out = derived.get(key)
    if out is None:
        out = derived[key] = _keywords(g, iid)
    return dict(out)


def _keywords(g: "RiftboundGame", iid: str, skip=None) -> dict[str, int]:
    """``skip``: passive abilities left out (a passive that depends on keywords reads them
    before it applies, rb:638.1.b; ruv_conditions.ruv_has_before)."""
    card = g.card(iid)
    out = dict(g.info(iid).keywords)

    def add(name: str, value: int):
        out[name] = out.get(name, 0) + value if name in VALUED_KEYWORDS else 1

    if card.get("hidden_turn") is not None and g.zone(iid).startswith("hidden:"):
        if g.state.data["turn"]["number"] > card["hidden_turn"]:
            add("Reaction", 1)  # rb:723.1.b: from the next turn on, it has [Reaction]
    for e in g.state.data["effects"]:  # lasting effects, timestamp order (rb:639)
        if e.get("kind") == "grant" and e["target"] == iid and e["zid"] == card["zid"]:
            for name, value in e["keywords"].items():
                add(name, value)
    if g.on_board(iid) and g.is_unit(iid):
        for src, ctl, ab in _passives(g, "keywords"):
            if skip is not None and skip(ab):
                continue
            if affected(g, src, ctl, ab, iid) and _condition_holds(g, src, ctl, ab):
                times = 1 if ab.per is None else _count(g, src, ctl, ab.per)  # "[Assault] equal to the number of …"
                for k, v in ab.grants.items():
                    if v * times > 0:
                        add(parse_keyword(k)[0], v * times)
        if g.info(iid).statics.get("rsf-assault-per-enemy-here"):  # "I have [Assault] equal to the number of
            loc = g.location(iid)  # enemy units here": at my battlefield (rb:053.3), none in the base
            n = sum(1 for u in g.units_at(loc) if not g.friendly(g.controller(u), card["controller"])) \
                if loc in g.battlefields() else 0
            for _ in g.info(iid).statics["rsf-assault-per-enemy-here"]:
                if n:
                    add("Assault", n)  # rb:719.2: values add up
        for src, ctl, ab in _passives(g, "keywords-if-missing"):  # "… if they didn't already": after the rest
            if skip is not None and skip(ab):
                continue
            if affected(g, src, ctl, ab, iid) and _condition_holds(g, src, ctl, ab):
                for k, v in ab.grants.items():
                    if parse_keyword(k)[0] not in out:
                        add(parse_keyword(k)[0], v)
    return out


def opponents_play_to_base(g: "RiftboundGame", player: str) -> bool:
    """"While I'm at a battlefield, opponents can only play units to their base" (rb:568): an
    opponent's passive restricts where ``player``'s units may be played (rb:559.2)."""
    return any(ctl and not g.friendly(ctl, player) and _condition_holds(g, src, ctl, ab)
               for src, ctl, ab in _passives(g, "opponents-play-units-to-base"))


def readying_prevented(g: "RiftboundGame", iid: str) -> bool:
    """"Spells and abilities can't ready enemy units and gear" (rb:568): an opponent's passive
    keeps spells and abilities from readying ``iid`` (the awaken phase is neither)."""
    if g.defn(iid).type not in ("unit", "gear"):
        return False
    return any(ctl and not g.friendly(ctl, g.controller(iid)) and _condition_holds(g, src, ctl, ab)
               for src, ctl, ab in _passives(g, "no-readying-enemies"))


def has(g: "RiftboundGame", iid: str, keyword: str) -> bool:
    return keyword in keywords(g, iid)


def base_might(g: "RiftboundGame", iid: str) -> int:
    """rb:711 — a unit's printed might (what counts outside the board)."""
    return g.defn(iid).might or 0


def might(g: "RiftboundGame", iid: str) -> int:
    """rb:139.2, rb:637, rb:710 — a unit's current might on the board; outside the board its
    printed might (rb:711)."""
    derived = g.derived()
    key = ("might", iid)
    value = derived.get(key)
    if value is None:
        value = derived[key] = _might(g, iid)
    return value


def _might(g: "RiftboundGame", iid: str) -> int:
    card = g.card(iid)
    if not g.on_board(iid):
        return base_might(g, iid) if g.zone(iid) != "gone" else 0
    value = base_might(g, iid)
    mods = 0
    floored = []
    for e in g.state.data["effects"]:  # lasting effects, timestamp order (rb:639)
        if e.get("target") != iid or e.get("zid") != card["zid"]:
            continue
        if e["kind"] == "set-might":  # rb:637.1.a.1
            value = e["amount"]
        elif e["kind"] == "might" and "minimum" in e:
            floored.append(e)
        elif e["kind"] == "might":  # rb:637.3
            mods += e["amount"]
    if card.get("buff", 0):  # rb:703; "buffs give an additional +1 might" this turn (effects_units)
        mods += card["buff"] + sum(e["amount"] for e in g.state.data["effects"] if e.get("kind") == "buffs-give"
                                   and g.friendly(card["controller"], e["controller"]))
    for src, ctl, ab in _passives(g, "might"):
        if affected(g, src, ctl, ab, iid) and _condition_holds(g, src, ctl, ab):
            if ab.minimum is not None:  # "-8 might, to a minimum of 1 might": after the others (rb:638.1.c)
                floored.append({"amount": ab.amount or 0, "minimum": ab.minimum})
                continue
            mods += (ab.amount or 0) * (_count(g, src, ctl, ab.per) if ab.per is not None else 1)
    kws = keywords(g, iid)
    if card.get("role") == "attacker":
        mods += kws.get("Assault", 0)  # rb:719.1.c, rb:625.1.b.1
    if card.get("role") == "defender":
        mods += kws.get("Shield", 0)  # rb:726.1.c, rb:625.1.b.2
    for e in floored:  # "-N might, to a minimum of M": its result depends on every other change
        now = value + mods  # (rb:638.1.c), so it applies after them, in timestamp order (rb:639)
        if now > e["minimum"]:
            mods += max(e["amount"], e["minimum"] - now)
    return max(0, value + mods)  # rb:139.2.b


def _count(g: "RiftboundGame", source: str, controller: str | None, per: dict) -> int:
    """How many objects a passive's "for each …" finds now (rb:568; ``checks.check_per``); or a
    number the controller has ("increased by your points": ``checks.PER_OPERANDS``)."""
    from .targets import Ctx, candidates, operand

    if isinstance(per, str):
        return operand(g, Ctx(source=source, controller=controller or "", label=source), per)
    return len(candidates(g, Ctx(source=source, controller=controller or "", label=source), per))


def is_mighty(g: "RiftboundGame", iid: str) -> bool:
    """rb:708 — might 5 or more (printed might outside the board, rb:711)."""
    return might(g, iid) >= MIGHTY


def lethal(g: "RiftboundGame", iid: str) -> bool:
    """rb:139.2.a, rb:520 — nonzero damage equal to or above its might."""
    damage = g.card(iid).get("damage", 0)
    return damage > 0 and damage >= might(g, iid)


def bonus_damage(g: "RiftboundGame", player: str) -> int:
    """'Your spells and abilities deal N bonus damage' (each instance, not combat damage)."""
    return sum(ab.amount or 0 for src, ctl, ab in _passives(g, "bonus-damage") if ctl == player
               and _condition_holds(g, src, ctl, ab))


#: the layer each kind of passive ability works in (rb:637)
LAYERS = {"tags": "rb:637.1.c", "keywords": "rb:637.2.a", "keywords-if-missing": "rb:637.2.a", "might": "rb:637.3.a",
          "bonus-damage": "rb:568"}


def in_force(g: "RiftboundGame") -> list[dict]:
    """Passive abilities that change objects right now (rb:567, rb:568, rb:569.1): their
    source, what they do, the units they apply to, and the layer (rb:637)."""
    out = []
    for kind in ("tags", "keywords", "keywords-if-missing", "might", "bonus-damage"):
        for src, ctl, ab in _passives(g, kind):
            if not _condition_holds(g, src, ctl, ab):
                continue
            if kind == "bonus-damage":
                units = []
            else:
                units = [u for u in g.units_on_board() if (kind != "tags" or u != src)
                         and affected(g, src, ctl, ab, u)]
                if not units:
                    continue
            name = g.bf_label(src[3:]) if src.startswith("bf:") else g.name(src)
            if kind == "tags":
                what = "Tags " + ", ".join(ab.tags)
            elif kind in ("keywords", "keywords-if-missing"):
                what = ", ".join(f"[{k}]" for k in ab.grants)
            elif kind == "might":
                what = f"{ab.amount or 0:+d} might"
            else:
                what = f"{ab.amount or 0} bonus damage"
            cond = ab.condition is not None and not (isinstance(ab.condition, dict) and set(ab.condition) == {"tag"}) \
                or ab.each_if is not None
            out.append({"source": name, "kind": kind, "what": what, "units": [g.name(u) for u in units],
                        "cites": ["rb:568", "rb:568.1"] + (["rb:568.3", "rb:568.3.a"] if cond else []) + [LAYERS[kind]]})
    return out


def any_number_of_buffs(g: "RiftboundGame", iid: str) -> bool:
    """"I can have any number of buffs" (Lee Sin, Ascetic): the card's own text sets aside the
    one-buff limit (rb:702.3) while it is on the board (rb:569.1)."""
    return any(src == iid and _condition_holds(g, src, ctl, ab) for src, ctl, ab in _passives(g, "any-number-of-buffs"))


def cant_be_readied(g: "RiftboundGame", iid: str) -> bool:
    """"I can't be readied" (rb:568): not even in its controller's awaken phase, which readies
    what can be readied (rb:515.1.a)."""
    return any(src == iid and _condition_holds(g, src, ctl, ab) for src, ctl, ab in _passives(g, "cant-ready"))


def cant_move_to_base(g: "RiftboundGame", iid: str) -> bool:
    """"Units can't move from here to base", "I can't move to base": a passive that forbids a
    unit's moves to its base (rb:568; a recall is not a move and is not stopped, rb:618.3)."""
    return any(affected(g, src, ctl, ab, iid) and _condition_holds(g, src, ctl, ab)
               for src, ctl, ab in _passives(g, "cant-move-to-base"))


def unchoosable_by(g: "RiftboundGame", iid: str, chooser: str) -> bool:
    """"I can't be chosen by enemy spells and abilities" (rb:568): a spell or ability of a
    player who is not friendly to the unit's controller cannot choose it (rb:559.3)."""
    if not g.on_board(iid) or g.friendly(g.controller(iid), chooser):
        return False
    if any(src == iid and _condition_holds(g, src, ctl, ab) for src, ctl, ab in _passives(g, "unchoosable")):
        return True
    # "your units here with less might than me can't be chosen …" (Alpha Wildclaw; run_conditions.py)
    from .run_conditions import shielded_by_a_mightier_unit_here

    return shielded_by_a_mightier_unit_here(g, iid)


def enters_exhausted(g: "RiftboundGame", iid: str, player: str, exhausted: bool) -> tuple[bool, list[str]]:
    """How a permanent enters the board: ``exhausted`` as the rules say (a unit exhausted,
    rb:563.1.c; gear ready, rb:563.1.d; Accelerate, rb:717.6), changed by passive abilities —
    friendly permanents' "other friendly units enter ready" (rb:569.1: only while on the board)
    and then the card's own "I enter ready" / "This enters exhausted", which describes its own
    context as it enters (rb:570.1), each only while its condition holds (rb:568.3). Returns
    the state and the rules that decided it."""
    from .targets import holds

    cites: list[str] = []
    d = g.defn(iid)
    found = [(src, ab) for kind in ("enter-ready", "enter-exhausted") for src, ctl, ab in _passives(g, kind)
             if src != iid and not src.startswith("bf:") and ctl and g.friendly(ctl, player) and d.type == "unit"
             and ab.affects in ("friendly-units", "other-friendly-units")  # "your tokens enter ready": each_if
             and (ab.each_if is None or holds(g, ab.each_if, {"source": iid, "controller": player}))]
    found += [(iid, ab) for kind in ("enter-ready", "enter-exhausted") for ab in g.info(iid).statics.get(kind, ())
              if ab.affects in (None, "self")]
    for src, ab in found:
        if holds(g, ab.condition, {"source": src, "controller": player}):
            exhausted = ab.static == "enter-exhausted"
            cites = ["rb:568", "rb:570.1" if src == iid else "rb:569.1"] + (["rb:568.3.a"] if ab.condition else [])
    if d.type == "unit":  # "units you play this turn enter ready", "the next unit you play …" (a lasting effect)
        for e in g.lasting.active("enter-ready"):
            if g.friendly(e["who"], player):
                exhausted = False
                cites = ["rb:563.1.c", "rb:517.2.b"]  # a lasting effect of this turn
                if e.get("next"):
                    g.lasting.remove(e["id"])
                break
    return exhausted, cites
