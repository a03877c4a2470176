"""Instructions the compiler reads since branch rxb (Unleashed, second half; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rxb_move_me_to_weaker_enemy`` — "Move me to an occupied enemy battlefield if my Might is
  greater than the total Might of enemy units there" (Maduli the Gatekeeper): the places are the
  battlefields an opponent controls (rb:181) with units of opponents there whose might together
  (rb:637) is less than mine as the ability resolves; its controller picks one if several (prompt
  ``destination:<card>``, rb:612.1) and I move there by the ability (rb:612; rb:612.2 and
  rb:610.2.a as any move by an effect). None such: nothing moves (rb:563.2.c.6). Value: ``true``.

Further down, each with its card and rules: an activated ability's own discount (``ability_energy``,
Lillia), the tag chosen as a unit is played (Ivern), the defender's kill (``rxb_defender_kills_here``,
Atakhan) and the discount by the unit an additional cost kills (Atakhan), "when they hold, return it"
(``rxb_when_they_hold_return``, Ashe), what an object banished (``rxb_banish_trash_with_this``,
``rxb_play_banished_with_this``, Cursed Sarcophagus; ``rxb_banished_with_me``, Jhin), a copy
(``rxb_become_copy``, Mirror Image, LeBlanc), and ``check_card``: what these keys need around them.
"""

from __future__ import annotations

from . import objects
from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .i18n import M

VALUE_CHECKS["rxb_move_me_to_weaker_enemy"] = lambda v: "" if v is True else "true"


@verb("rxb_move_me_to_weaker_enemy", targets=False)
def _rxb_move_me_to_weaker_enemy(g, ctx, e, targets, cites):
    """rb:612 — I move to an enemy battlefield whose enemy units have less might in total than I."""
    from .effects_ruv import may_move
    from .effects_units import _open_to
    from .movement import move_units

    me, who = ctx.source, ctx.controller
    if not (g.card(me) and g.on_board(me) and g.is_unit(me)) or not may_move(g, who, me):
        return False
    mine = objects.might(g, me)
    places = []
    for bf in g.battlefields():
        owner = g.battlefield(bf)["controller"]
        enemies = [u for u in g.battlefield(bf)["units"] if not g.friendly(g.controller(u), g.controller(me))]
        if bf == g.location(me) or owner is None or g.friendly(owner, g.controller(me)) or not enemies:
            continue  # an enemy battlefield (rb:181), occupied by enemy units
        if mine > sum(objects.might(g, u) for u in enemies) and _open_to(g, me, bf):
            places.append(bf)
    why = cites + ["rb:181", "rb:637", "rb:612.1"]
    if not places:
        g.record("no-move", why + ["rb:563.2.c.6"],
                 M("{card} kann nirgendwohin bewegt werden", card=g.name(me)))
        return False
    dest = places[0] if len(places) == 1 else g.ask(
        f"destination:{ctx.name}", M("Wohin bewegt sich {card}?", card=g.name(me)),
        [(p, g.where(p, g.controller(me))["en"]) for p in places], why, who)
    return move_units(g, g.controller(me), [me], dest, why + ["rb:612"], standard=False)


# -- "this ability costs [1] less for each friendly unit with [Temporary]" (Lillia - Bashful Bloom) -----

def check_less_each(spec, energy: int) -> None:
    """An activated ability's discount ``rxb_less_each``: {"energy": N, "per": {"all": "unit", …}}
    (what is counted, as a passive's ``per``), refused when the definition loads."""
    from .checks import check_per

    if not (isinstance(spec, dict) and set(spec) == {"energy", "per"} and isinstance(spec["energy"], int)
            and not isinstance(spec["energy"], bool) and 1 <= spec["energy"] <= 99):
        raise ValueError("rxb_less_each: {'energy': N (1 or more), 'per': an 'all' selector}")
    if not energy:
        raise ValueError("rxb_less_each: a discount on an ability that costs no energy")
    check_per("might", spec["per"])  # the same objects a passive counts (checks.check_per)


def ability_energy(g, player: str, iid: str, c) -> int:
    """rb:577.3.b → rb:560.4, rb:560.5 — the energy an activated ability costs: its printed energy less
    its own discount for each object counted now, never below 0."""
    if c.rxb_less_each is None:
        return c.energy
    from .objects import _count

    n = _count(g, iid, player, c.rxb_less_each["per"])
    energy = max(0, c.energy - c.rxb_less_each["energy"] * n)
    g.record("cost", ["rb:577.3.b", "rb:560.4", "rb:560.5"],
             M("Gesamtkosten von {card}: {energy} Energie", card=g.name(iid), energy=energy), actor=player)
    return energy


# -- "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag." (Ivern - Friend to All) ---------

def _mentions(value, key: str) -> bool:
    if isinstance(value, dict):
        return key in value or any(_mentions(v, key) for v in value.values())
    if isinstance(value, list):
        return any(_mentions(v, key) for v in value)
    return False


def check_card(d) -> None:
    """What branch rxb's keys need around them on the card, refused when it loads: the choice and the tag it
    gives come together (a tag gained that was never chosen would be nothing the engine could act on);
    "if I didn't die alone" only in the card's own death trigger; "when they hold, return it" after a
    player chosen; a copy of a unit chosen only where the ability chooses one."""
    from .targets import slots

    for a in d.abilities:
        if _mentions(a.effects, "rxb_died_alone") and a.trigger != "dies":
            raise ValueError("rxb_died_alone: read in the card's own death trigger (Deathknell, rb:720.1.c)")
        verbs = [next(iter(k for k in e if k not in ("if", "may", "target", "who")), None) for e in a.effects]
        if "rxb_when_they_hold_return" in verbs and "choose_player" not in verbs[:verbs.index("rxb_when_they_hold_return")]:
            raise ValueError("rxb_when_they_hold_return: after a player chosen (choose_player)")
        for e in a.effects:
            if "rxb_become_copy" in e:
                ref = e["rxb_become_copy"]
                n = int(ref.split(":")[1]) if ":" in ref else 0
                if n >= len(slots(a.effects)):
                    raise ValueError(f"rxb_become_copy: {ref!r} names no unit the ability chooses")
    kinds = [a.static for a in d.abilities]
    if "rxb-gain-chosen-tag" in kinds and "rxb-chosen-tag" not in kinds:
        raise ValueError("rxb-gain-chosen-tag: 'I gain that tag' needs the tag chosen as I am played (rxb-chosen-tag)")
    for a in d.abilities:
        if a.static == "rxb-chosen-tag" and (len(a.tags) < 2 or a.affects is not None or a.condition is not None):
            raise ValueError("rxb-chosen-tag: two or more tags to choose from, no 'affects', no 'if'")
        if a.static == "rxb-gain-chosen-tag" and (a.affects not in (None, "self") or a.condition is not None or a.tags):
            raise ValueError("rxb-gain-chosen-tag: about the card itself, always (no 'if', no 'tags')")
        if a.static in ("rxb-chosen-tag", "rxb-gain-chosen-tag") and d.type != "unit":
            raise ValueError(f"{a.static}: a unit's (the tag it gains is read on the board)")


def choose_as_played(g, player: str, d, iid: str, chosen: list | None = None) -> None:
    """rb:559.1 — a choice the card asks for "as you play me" is made now, with the other choices of
    playing it; kept until it enters (``bind_played_choice``). The targets chosen (rb:559.3) are noted
    for "this costs [2] less if you choose a Bird, …" (rxb_conditions ``rxb_chose_tags``)."""
    if any(isinstance(ab.condition, dict) and "rxb_chose_tags" in ab.condition for ab in d.known_abilities()):
        g.state.set(f"cards.{iid}.rxb_chosen", [p[0] for slot in chosen or [] for p in slot])
    for ab in d.known_abilities():
        if ab.static != "rxb-chosen-tag":
            continue
        tag = g.ask(f"tag:{d.name}", M("{card}: welches Tag wählen?", card=d.name), [(t, t) for t in ab.tags],
                    ["rb:559.1"], player)
        g.state.set(f"cards.{iid}.rxb_tag", {"tag": tag, "zid": None})


def bind_played_choice(g, iid: str) -> None:
    """rb:563.1 — the permanent that enters is the object the choice was made for (rb:563.2.c.4: a card
    that leaves the board and comes back is a new object, whose earlier choice is gone)."""
    chosen = g.card(iid).get("rxb_tag")
    if chosen and chosen.get("zid") is None:
        g.state.set(f"cards.{iid}.rxb_tag", {"tag": chosen["tag"], "zid": g.card(iid)["zid"]})


def gained_tag(g, iid: str) -> list[str]:
    """rb:637.1.c — "I gain that tag": the tag chosen as this object was played, while it is on the board."""
    card = g.card(iid)
    chosen = card.get("rxb_tag") if card else None
    if not chosen or chosen.get("zid") != card["zid"] or not g.on_board(iid):
        return []
    if not any(ab.static == "rxb-gain-chosen-tag" for ab in g.defn(iid).known_abilities()):
        return []
    return [chosen["tag"]]


# -- "When I attack, the defender must kill one of their units here." (Atakhan) ---------------------------

VALUE_CHECKS["rxb_defender_kills_here"] = lambda v: "" if v is True else "true"


@verb("rxb_defender_kills_here", targets=False)
def _rxb_defender_kills_here(g, ctx, e, targets, cites):
    """rb:625.1.b, rb:604.1 — the defender of the combat at my battlefield picks one of the units they
    control there (prompt ``kill:<card>:<player>``) and kills it; none there: nothing (rb:563.2.c.6)."""
    from . import actions
    from .costs import pick

    combat = g.state.data.get("combat")
    # "here": where I am; if I left the board since, where I attacked (the combat's battlefield)
    here = g.location(ctx.source) if g.card(ctx.source) and g.on_board(ctx.source) else (combat or {}).get("battlefield")
    if not combat or combat.get("battlefield") != here:
        g.record("kill-none", cites + ["rb:625.1.b", "rb:563.2.c.6"],
                 M("{player} kontrolliert nichts, das getötet werden kann", player=ctx.controller))
        return False
    defender = combat["defender"]
    pool = list(g.units_at(here, defender))
    if not pool:
        g.record("kill-none", cites + ["rb:563.2.c.6"], M("{player} kontrolliert nichts, das getötet werden kann",
                                                          player=defender), actor=defender)
        return False
    chosen = pick(g, defender, pool, None, f"kill:{ctx.name}:{defender}", M("Was tötest du?"),
                  cites + ["rb:625.1.b", "rb:604.1"])
    return actions.kill(g, chosen, cites + ["rb:625.1.b", "rb:604.1", "rb:604.1.a.1"])


# -- "You may kill a friendly unit as an additional cost to play me. If you do, I cost [1] less for each
# Energy it costs and [O] less for each Power it costs." (Atakhan; docs/rulings.md, Riftbound 102) ---------

def check_paid_discount(ab) -> None:
    spec = ab.rxb_paid_discount
    from .cards.model import DOMAINS

    if not (ab.static == "additional-cost" and ab.optional and set(ab.cost) == {"kill"}
            and ab.cost["kill"] == "friendly-unit"):
        raise ValueError("rxb_paid_discount: on an optional additional cost that kills a friendly unit")
    if not (isinstance(spec, dict) and set(spec) == {"energy", "power"} and isinstance(spec["energy"], int)
            and not isinstance(spec["energy"], bool) and 1 <= spec["energy"] <= 9 and spec["power"] in DOMAINS):
        raise ValueError("rxb_paid_discount: {'energy': N, 'power': a domain}")


def choose_paid_unit(g, player: str, d, iid: str, paid: dict, location, cost_choices: dict | None) -> dict:
    """The unit an optional "kill a friendly unit" cost kills is chosen as the total cost is worked out
    when the discount depends on it (rb:560 before rb:561; docs/rulings.md, Riftbound 102); paying kills
    that unit (rb:561.2, costs.pay_nonstandard). Returns the cost choices with it."""
    from .costs import cost_pool, pick

    out = dict(cost_choices or {})
    for ab in d.known_abilities():
        if ab.rxb_paid_discount is None or not paid.get(ab.label or "optional"):
            continue
        pool = cost_pool(g, player, "kill", ab.cost["kill"])
        if location not in (None, "base"):
            mine = g.units_at(location, player)
            if len(mine) == 1 and mine[0] in pool and len(pool) > 1:
                pool.remove(mine[0])  # rb:561.3/ex1: would lose the chosen battlefield
        if not pool:
            continue  # nothing to kill: refused with the cost (costs.check_nonstandard)
        chosen = pick(g, player, pool, out.get(ab.label or "cost"), f"cost:{d.name}", M("Was wird getötet?"),
                      cites=["rb:560.4.d.1", "rb:561.3"])
        out[ab.label or "cost"] = chosen
        g.state.set(f"cards.{iid}.rxb_paid_unit", chosen)
    return out


def paid_unit_discount(g, player: str, d, iid: str, paid: dict, energy: int, power: list[str], cites: list[str]):
    """rb:560.4, rb:560.4.d.1, rb:560.5 — "if you do, I cost [1] less for each Energy it costs and [O] less
    for each Power it costs": the printed energy cost (rb:130.2) and power icons (rb:130.3) of the unit chosen
    to be killed, as energy and as power icons of that domain taken off; never below 0."""
    for ab in d.known_abilities():
        if ab.rxb_paid_discount is None or not paid.get(ab.label or "optional"):
            continue
        unit = g.card(iid).get("rxb_paid_unit")
        if not unit:
            continue
        spec, ud = ab.rxb_paid_discount, g.defn(unit)
        energy = max(0, energy - spec["energy"] * ud.energy)
        power = list(power)
        for _ in range(len(ud.power)):
            if spec["power"] in power:
                power.remove(spec["power"])
        cites += ["rb:560.4", "rb:560.4.d.1", "rb:560.5"]
    return energy, power


# -- "… Choose a card revealed this way and banish it. When they hold, return it to their hand." (Ashe -
# Focused): a delayed triggered ability (rb:583) that waits, with no end, for the chosen opponent to hold
# (rb:630.2) and then returns the card banished to its owner's hand (rb:109) --------------------------------

VALUE_CHECKS["rxb_when_they_hold_return"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rxb_return_banished_to_hand"] = lambda v: "" if v is True else "true"


@verb("rxb_when_they_hold_return", targets=False)
def _rxb_when_they_hold_return(g, ctx, e, targets, cites):
    """rb:583 — set up "when they hold, return it to their hand": "they" are the players chosen before
    (``choose_player``), "it" each card the previous instruction banished (``ctx.previous``)."""
    cards = [i for i in ctx.previous if g.card(i) and g.zone(i) == "banish"]
    players = [p for p in ctx.chosen_players if p in g.players()]
    if not cards or not players:
        return False
    for p in players:
        for iid in cards:
            g.lasting.add({"kind": "delayed", "when": "rxb-hold", "who": p, "rxb_card": iid, "zid": g.card(iid)["zid"],
                           "source": ctx.source, "controller": ctx.controller, "until": "never", "label": ctx.label,
                           "effects": [{"rxb_return_banished_to_hand": True}]})
            g.record("delayed", cites + ["rb:583", "rb:630.2"],
                     M("{source}: wenn {player} hält, kehrt {card} auf die Hand zurück", source=source_label(ctx),
                       player=p, card=g.name(iid)), actor=ctx.controller)
    return True


def rxb_delayed(g, name: str, data: dict, e: dict) -> dict | None:
    """Whether the event sets off branch rxb's delayed ability ``e`` (once): the event's data for it."""
    if e["when"] == "rxb-hold" and name == "hold" and data.get("player") == e["who"]:
        return {**data, "rxb_card": e["rxb_card"], "rxb_zid": e["zid"]}
    return None


@verb("rxb_return_banished_to_hand", targets=False)
def _rxb_return_banished_to_hand(g, ctx, e, targets, cites):
    """rb:109 — the card banished returns to its owner's hand, if it is still that banished card."""
    from .zones import put

    iid = ctx.event.get("rxb_card")
    if not iid or not g.card(iid) or g.zone(iid) != "banish" or g.card(iid)["zid"] != ctx.event.get("rxb_zid"):
        return False
    put(g, iid, "hand")
    g.record("return-to-hand", cites + ["rb:109", "rb:630.2"],
             M("{card} kehrt aus der Verbannung auf die Hand von {player} zurück", card=g.name(iid),
               player=g.owner(iid)), actor=ctx.controller)
    return True


# -- Cursed Sarcophagus: "When you play this, banish all units from your trash. / [T]: Play a unit banished
# with this. (You must pay its costs.)" — what this object banished (rb:603), kept with it while it is the
# same object (rb:563.2.c.4): a card banished by another effect, or by an earlier object of this card, is not
# "banished with this" (as rb:603.3.a/ex1: each effect knows only the card it banished itself) -------------

VALUE_CHECKS["rxb_banish_trash_with_this"] = lambda v: "" if v == "unit" else '"unit"'
VALUE_CHECKS["rxb_play_banished_with_this"] = lambda v: "" if v == "unit" else '"unit"'


@verb("rxb_banish_trash_with_this", targets=False)
def _rxb_banish_trash_with_this(g, ctx, e, targets, cites):
    """rb:603 — every card of that type in the controller's trash is banished, noted as banished with the
    source (``cards.<source>.rxb_with``)."""
    from . import actions

    src = g.card(ctx.source)
    cards = [i for i in g.state.get(f"players.{ctx.controller}.trash") if g.defn(i).type == e["rxb_banish_trash_with_this"]]
    if not cards:
        g.record("banish-none", cites + ["rb:563.2.c.6"], M("Keine spielbare Karte: nichts geschieht"))
        return False
    noted = []
    for iid in cards:
        actions.banish(g, iid, cites + ["rb:603.3"])
        noted.append([iid, g.card(iid)["zid"]])
    if src:
        old = src.get("rxb_with") or {}
        kept = old.get("cards", []) if old.get("zid") == src["zid"] else []
        g.state.set(f"cards.{ctx.source}.rxb_with", {"zid": src["zid"], "cards": kept + noted})
    ctx.previous = [i for i, _ in noted]
    return True


def banished_with(g, source: str) -> list[str]:
    """The cards this object banished that are still those banished cards (rb:563.2.c.4)."""
    src = g.card(source)
    rec = (src or {}).get("rxb_with") or {}
    if not src or rec.get("zid") != src["zid"]:
        return []
    return [i for i, zid in rec.get("cards", []) if g.card(i) and g.zone(i) == "banish" and g.card(i)["zid"] == zid]


@verb("rxb_play_banished_with_this", targets=False)
def _rxb_play_banished_with_this(g, ctx, e, targets, cites):
    """rb:595.3 — play a card of that type banished with this, as part of the resolution, paying its costs
    (rb:560, rb:561; nothing said changes them); none: nothing happens (rb:595.3.c)."""
    from .effects_play import _limited_play

    pool = [i for i in banished_with(g, ctx.source) if g.defn(i).type == e["rxb_play_banished_with_this"]]
    if not pool:
        g.record("play-none", cites + ["rb:595.3.c"], M("Keine spielbare Karte: nichts geschieht"))
        return False
    names = list(dict.fromkeys(g.name(i) for i in pool))
    pick = names[0] if len(names) == 1 else g.ask(f"play:{ctx.name}", M("Welche Karte spielen?"),
                                                   [(n, n) for n in names], cites + ["rb:595.3"], ctx.controller)
    iid = next(i for i in pool if g.name(i) == pick)
    return _limited_play(g, ctx, ctx.controller, iid, None, cites + ["rb:595.3"], ignore_cost=False,
                         ignore_energy=False, reduce=0)


# -- "Play a ready Reflection unit token to your base. It becomes a copy of that unit." (Mirror Image) ---------

VALUE_CHECKS["rxb_become_copy"] = lambda v: "" if isinstance(v, str) and v.startswith("target") else '"target" or "target:N"'


@verb("rxb_become_copy")
def _rxb_become_copy(g, ctx, e, targets, cites):
    """rb:637.1.b, rb:637.1.b.1 — the unit ``target`` names (the token just played) becomes a copy of the unit
    chosen before (the value: ``target`` / ``target:N``): every property, its rules text included, is that
    unit's printed card's (its definition; what effects did to that unit are no properties of its card). It
    stays the same object where it is, a token if it was one (rb:170). A chosen unit no longer there: no
    copy (rb:563.2.c.5)."""
    from .targets import resolve_ref

    index = next((k for k, x in enumerate(ctx.effects) if x is e), None)
    originals = [i for i in resolve_ref(g, ctx, e["rxb_become_copy"], ctx.effects, index)
                 if g.card(i) and g.on_board(i) and g.is_unit(i)]
    copies = [i for i in targets or [] if g.card(i) and g.on_board(i) and g.is_unit(i)]
    if not originals or not copies:
        g.record("no-copy", cites + ["rb:563.2.c.5"], M("{source}: nichts wird kopiert", source=source_label(ctx)))
        return False
    what = g.card(originals[0])["card"]
    for iid in copies:
        before = g.name(iid)
        g.state.set(f"cards.{iid}.card", what)
        g.record("copy", cites + ["rb:637.1.b", "rb:637.1.b.1"],
                 M("{card} wird eine Kopie von {original}", card=before, original=what), actor=ctx.controller)
    ctx.previous = copies
    return True


# -- Jhin - Virtuoso: "When you play a spell, if you spent [4] or more, you may banish it. Then, if there are four
# spells banished with me, put each in its trash, channel 4 runes, and draw 1." ----------------------------------

VALUE_CHECKS["rxb_banished_with_me"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 9 \
    else "a count from 1 to 9"


@verb("rxb_banished_with_me", targets=False)
def _rxb_banished_with_me(g, ctx, e, targets, cites):
    """rb:603 — the spell the triggering play is about, if this ability just banished it, is banished with the
    source (kept with that object, rb:563.2.c.4); then, if N spells are banished with it, each goes to its
    owner's trash (rb:107.1.d), and its controller channels 4 runes (rb:606) and draws 1 (rb:591)."""
    from .effects import VERBS
    from .zones import put

    src = g.card(ctx.source)
    card = ctx.event.get("card")
    if src and card and g.card(card) and g.zone(card) == "banish" and ctx.done:
        rec = src.get("rxb_with") or {}
        kept = rec.get("cards", []) if rec.get("zid") == src["zid"] else []
        if [card, g.card(card)["zid"]] not in kept:
            g.state.set(f"cards.{ctx.source}.rxb_with", {"zid": src["zid"], "cards": kept + [[card, g.card(card)["zid"]]]})
    spells = [i for i in banished_with(g, ctx.source) if g.defn(i).type == "spell"]
    if len(spells) < e["rxb_banished_with_me"]:
        g.record("banished-with", cites + ["rb:603"], M("{source}: {n} Zauber damit verbannt", source=source_label(ctx),
                                                         n=len(spells)), actor=ctx.controller)
        return False
    for iid in spells:
        put(g, iid, "trash")
        g.record("to-trash", cites + ["rb:107.1.d"], M("{card} kommt in den Ablagestapel", card=g.name(iid)),
                 actor=ctx.controller)
    for e2 in ({"channel": 4}, {"draw": 1}):  # "channel 4 runes, and draw 1" (its controller, rb:606, rb:591)
        VERBS[next(iter(e2))](g, ctx, e2, None, cites + ["rb:606", "rb:591"])
    return True
