"""Verbs the compiler reads since branch rxa (Unleashed, first half of the set; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rxa_play_killed_cost`` — "Play a unit from your trash that costs no more Energy and no more
  Power than the killed unit, ignoring its cost" (Heedless Resurrection): the unit killed to pay
  the spell's additional cost (rb:560.2.a.1, rb:604.1.a.1; kept on the chain item as it was by
  ``play.py``) sets the limits: a card of the zone whose printed Energy cost and number of Power
  icons (rb:130) are no more than that unit's is played as part of the resolution (rb:595.3), its
  cost ignored (rb:560.1.a) when the value says ``ignore_cost``. Value: ``{"type": "unit", "from":
  "trash", "ignore_cost": true}``.
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import VERBS, on_each_unit_this_turn, source_label, verb
from .i18n import M

_ZONES = ("trash", "hand")


def _check_play_killed(v) -> str:
    if not (isinstance(v, dict) and set(v) <= {"type", "from", "ignore_cost"} and v.get("type") in ("unit", "gear", "spell")
            and v.get("from") in _ZONES and isinstance(v.get("ignore_cost", False), bool)):
        return '{"type": "unit", "from": "trash", "ignore_cost": true}'
    return ""


VALUE_CHECKS["rxa_play_killed_cost"] = _check_play_killed


@verb("rxa_play_killed_cost", targets=False)
def _rxa_play_killed_cost(g, ctx, e, targets, cites):
    """rb:595.3 — a card no dearer than the killed unit (rb:130), played as part of the resolution."""
    killed = (ctx.item or {}).get("rxa_killed")
    if killed is None:  # the spell was not played by paying its kill cost here (a chain stated on the board)
        g.record("play-none", cites + ["rb:560.2.a.1", "rb:595.3.c"],
                 M("Keine getötete Einheit bekannt: nichts wird gespielt"))
        return False
    value = e["rxa_play_killed_cost"]
    spec = {"type": value["type"], "from": value["from"], "energy_max": killed["energy"], "power_max": killed["power"]}
    g.record("limit", cites + ["rb:130", "rb:560.2.a.1"],
             M("Höchstens {energy} Energie und {power} Power: die Kosten der getöteten Einheit",
               energy=killed["energy"], power=killed["power"]), actor=ctx.controller)
    return VERBS["play"](g, ctx, {"play": spec, "ignore_cost": bool(value.get("ignore_cost"))}, targets, cites)


# * ``rxa_double_damage`` (true, ``target``) — "Double all damage that would be dealt to it this turn"
#   (Lotus Trap): until the end of the turn (rb:517.2.b) each instance of damage that would be dealt
#   to that unit (the same object, rb:563.2.c.4), combat damage too, is dealt twice over — a
#   replacement effect (rb:572, rb:573) on the damage event, bonus damage included (it is part of the
#   instance, rb:139.3.a). Two such effects double it twice (each replaces the event once, rb:574).

VALUE_CHECKS["rxa_double_damage"] = lambda v: "" if v is True else "true"


@verb("rxa_double_damage")
def _rxa_double_damage(g, ctx, e, targets, cites):
    return on_each_unit_this_turn(
        g, ctx, targets, "rxa-double-damage", cites + ["rb:572", "rb:573"],
        lambda iid: M("{source}: Schaden an {card} wird in diesem Zug verdoppelt", source=source_label(ctx),
                      card=g.name(iid)), record="double-damage")


def damage_replacements(g, event) -> list:
    """The doublings on the unit about to take damage (``abilities.replacements``)."""
    from judge.kernel import Event, Replacement

    unit = event.data["card"]
    out = []
    for e in g.lasting.active("rxa-double-damage"):
        if e["target"] != unit or (g.card(unit) or {}).get("zid") != e["zid"]:
            continue
        out.append(Replacement(f"{e['id']}/rxa-double", e["label"],
                               lambda ev: Event(ev.name, {**ev.data, "amount": ev.data["amount"] * 2}),
                               ["rb:572", "rb:573", "rb:574"],
                               M("{source}: der Schaden an {card} wird verdoppelt", source=e["label"], card=g.name(unit))))
    return out


# * ``rxa_swap_if_any_has`` (a keyword, ``target`` "they") — "If at least one of them has
#   [Temporary], move each to the other's location" (Smoke and Mirrors): the two units the spell
#   chose, if either has the keyword now (rb:713), change places — two moves at once (rb:609.3,
#   rb:612), each only where the other could go (rb:612.2). Units no longer on the board, or at
#   one location, do not move (rb:563.2.c.6).

def _check_swap(v) -> str:
    from .cards.model import KEYWORDS

    return "" if v in KEYWORDS else "a keyword"


VALUE_CHECKS["rxa_swap_if_any_has"] = _check_swap


@verb("rxa_swap_if_any_has")
def _rxa_swap_if_any_has(g, ctx, e, targets, cites):
    from . import objects
    from .effects_units import swap_places

    units = [i for i in targets or [] if g.card(i) and g.on_board(i) and g.is_unit(i)]
    kw = e["rxa_swap_if_any_has"]
    if len(units) != 2:
        g.record("no-move", cites + ["rb:563.2.c.6"], M("{source}: nicht beide Einheiten sind noch da",
                                                          source=source_label(ctx)))
        return False
    if not any(objects.has(g, u, kw) for u in units):
        g.record("condition-false", cites + ["rb:713"], M("{source}: keine der beiden hat {keyword}",
                                                          source=source_label(ctx), keyword=kw))
        return False
    return swap_places(g, ctx, *units, cites)


# * ``rxa_move_to_controlled`` (true, ``target``) — "Move a unit you control to a battlefield you
#   control" (Call to Battle): the spell's controller picks, as it resolves, a battlefield they
#   control (rb:181) other than where the unit is, that it may move to (rb:612.1, rb:612.2); the
#   battlefield is kept for "the same battlefield" below (``ctx.rog["rxa_battlefield"]``).
# * ``rxa_they_move_one_there`` (true) — "They move a unit they control to the same battlefield": the
#   player chosen before (rb:559.1, ``choose_player``) picks one of the units they control that may
#   move there and moves it (rb:612; they carry out the instruction, so they move it). Without that
#   battlefield, or a unit to move, nothing happens (rb:563.2.c.6).

VALUE_CHECKS["rxa_move_to_controlled"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rxa_they_move_one_there"] = lambda v: "" if v is True else "true"


@verb("rxa_move_to_controlled")
def _rxa_move_to_controlled(g, ctx, e, targets, cites):
    from .effects_units import _open_to

    units = [i for i in targets or [] if g.card(i) and g.on_board(i) and g.is_unit(i)]
    if not units:
        return False
    unit = units[0]
    places = [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == ctx.controller
              and bf != g.location(unit) and _open_to(g, unit, bf)]
    if not places:
        g.record("no-move", cites + ["rb:612.1", "rb:181"],
                 M("{card} kann auf kein Schlachtfeld von {player} bewegt werden", card=g.name(unit),
                   player=ctx.controller))
        return False
    dest = places[0] if len(places) == 1 else g.ask(
        f"destination:{ctx.name}", M("Wohin bewegt sich {card}?", card=g.name(unit)),
        [(p, g.where(p, ctx.controller)["en"]) for p in places], cites + ["rb:612.1"], ctx.controller)
    done = VERBS["move"](g, ctx, {"move": True, "to": dest}, [unit], cites + ["rb:181"])
    if done:
        ctx.rog["rxa_battlefield"] = dest
    return done


@verb("rxa_they_move_one_there", targets=False)
def _rxa_they_move_one_there(g, ctx, e, targets, cites):
    from .effects_units import _open_to
    from .movement import move_units

    where = ctx.rog.get("rxa_battlefield")
    if where not in g.battlefields():
        g.record("no-move", cites + ["rb:563.2.c.6"], M("{source}: kein Schlachtfeld, auf das bewegt wurde",
                                                          source=source_label(ctx)))
        return False
    done = False
    for p in ctx.chosen_players:
        pool = [u for u in g.units_on_board(p) if g.controller(u) == p and g.location(u) != where
                and _open_to(g, u, where)]
        if not pool:
            g.record("no-move", cites + ["rb:563.2.c.6"], M("{player} hat keine Einheit, die sich dorthin bewegen kann",
                                                              player=p))
            continue
        pick = pool[0] if len(pool) == 1 else g.ask(
            f"rxa-move:{ctx.name}", M("Welche Einheit bewegt {player} nach {bf}?", player=p, bf=g.bf_label(where)),
            [(u, g.name(u)) for u in pool], cites + ["rb:182", "rb:612"], p)
        done |= move_units(g, p, [pick], where, cites + ["rb:612"], standard=False, by=p)
    return done


# * activation cost ``rxa_exhaust: "friendly-unit"`` — "Exhaust a unit you control, [T]: …" (Forgotten
#   Signpost): a ready unit of the player's own (rb:592.4) is exhausted to pay (rb:561.2). The
#   targets are chosen before the costs are paid (rb:577.3.b: as rb:559 before rb:560–561), so "a
#   different unit" the ability moves is never the one exhausted: the unit paid with is picked among
#   the others. It is kept on the chain item (``rxa_exhausted``) for the ability's instruction.
# * ``rxa_move_to_exhausted`` (true, ``target``) — "Move a different unit you control to the location
#   of the unit you exhausted to pay for this ability": where that unit is as the ability resolves
#   (rb:612.1); a unit no longer on the board has no location (rb:563.2.c.8): nothing moves.

VALUE_CHECKS["rxa_move_to_exhausted"] = lambda v: "" if v is True else "true"


def pay_exhaust_unit(g, player: str, item: dict, which: str, chosen: list, choice, name: str) -> None:
    from . import actions, costs

    picked = {p[0] for slot in chosen for p in slot}
    pool = [u for u in costs.cost_pool(g, player, "exhaust", which) if u not in picked]
    if not pool:
        g.refuse("rb:592.4", M("{card}: keine andere bereite Einheit zum Erschöpfen für die Kosten", card=name))
    unit = costs.pick(g, player, pool, choice, f"cost:{name}", M("Was wird erschöpft?"), cites=["rb:561.2", "rb:592.4"])
    actions.exhaust(g, unit, ["rb:561.2", "rb:592.4"])
    item["rxa_exhausted"] = unit


@verb("rxa_move_to_exhausted")
def _rxa_move_to_exhausted(g, ctx, e, targets, cites):
    paid = (ctx.item or {}).get("rxa_exhausted")
    if not (paid and g.card(paid) and g.on_board(paid)):
        g.record("no-move", cites + ["rb:563.2.c.8"], M("{source}: die erschöpfte Einheit hat keinen Ort mehr",
                                                          source=source_label(ctx)))
        return False
    units = [i for i in targets or [] if i != paid]
    return VERBS["move"](g, ctx, {"move": True, "to": g.location(paid)}, units, cites + ["rb:612.1"])


# * ``rxa_become_copy_of_me`` (true, ``target`` "it") — "play two Reflection unit tokens here. They
#   become copies of me." (Keeper of Masks): each object named becomes a copy of the card with the
#   ability (rb:637.1.b): all its properties, the rules text included, are replaced by those of that
#   card (rb:637.1.b.1) — its name, might, keywords and abilities; it stays the token it is (rb:170)
#   and was not played as that card (its play effects do not trigger: the Reflection token's
#   reminder text). Effects already on it keep applying (they name the object, not its text).

VALUE_CHECKS["rxa_become_copy_of_me"] = lambda v: "" if v is True else "true"


@verb("rxa_become_copy_of_me")
def _rxa_become_copy_of_me(g, ctx, e, targets, cites):
    if ctx.source.startswith("bf:") or not g.card(ctx.source):
        return False
    original = g.name(ctx.source)
    done = False
    for iid in targets or []:
        if not (g.card(iid) and g.on_board(iid)) or iid == ctx.source:
            continue
        was = g.name(iid)
        g.state.set(f"cards.{iid}.card", original)
        g.since_expiry += 1
        g.record("copy", cites + ["rb:637.1.b", "rb:637.1.b.1"],
                 M("{card} wird eine Kopie von {original}", card=was, original=original), actor=ctx.controller)
        done = True
    return done


# * passive ``rxa-extra-token-copy`` — "Once each turn, if you would play a token unit while I'm at a
#   battlefield, you may play that token and an additional copy of it instead" (Zilean - Time Mage):
#   a replacement effect (rb:572, rb:573) on its controller playing a token unit (rb:176.1.a), which
#   that player may apply (rb:573: "may … instead") while the card is at a battlefield, at most once
#   each turn (a record of the turn, ``turn.rxa_extra_token``): one more token of the same kind,
#   played the same way to the same place.

def extra_token_copies(g, player: str, d) -> int:
    if d.type != "unit":
        return 0
    used = list(g.state.get("turn.rxa_extra_token") or [])
    for src in g.permanents(player):
        if src in used or g.controller(src) != player or g.location(src) in (None, "base"):
            continue
        if not any(ab.static == "rxa-extra-token-copy" for ab in g.defn(src).known_abilities()):
            continue
        if not g.ask_yes_no(f"may:{g.name(src)}", M("{card}: einen zusätzlichen Token {token} spielen?",
                                                    card=g.name(src), token=d.name),
                            ["rb:572", "rb:573"], player):
            continue
        g.state.set("turn.rxa_extra_token", used + [src])
        g.record("replaced", ["rb:572", "rb:573", "rb:176.1.a"],
                 M("{card}: statt eines Tokens {token} werden zwei gespielt", card=g.name(src), token=d.name),
                 actor=player)
        return 1
    return 0
