"""Conditions that Unleashed (UNL) and Vendetta (VEN) card text reads since branch ruv
(targets.holds and targets.check_condition hand them here; their names carry the prefix ``ruv``).

* ``{"ruv_played": {"who": "you"|"opponent", "type": "unit"|"gear"|"spell"}}`` — "if you've
  played a spell this turn", "if an opponent has played another spell this turn": a card of that
  type (tokens are no cards, rb:555.2, rb:176: not counted) that the player (any opponent, rb:115.1)
  has played this turn. A card has been played once playing it is complete (rb:555.1; a spell
  once it has resolved, rb:595.4.a; a countered spell was not played, rb:595.4.b), so a spell
  still on the chain is not among them ("another spell" than one on the chain). Noted by
  ``note_played`` when chain.played says a card has been played; the record belongs to the turn
  (turn.py replaces it each turn, rb:517.5). A board's ``played_this_turn`` count names no types
  and is not among them.
* ``{"ruv_first_played": "gear"}`` — "the first time you play a non-token gear each turn", read as
  the "played" event triggers: the card just played is the first card of that type its controller
  has played this turn (the record notes it before the event, chain.played).
* ``{"ruv_chose_enemy_unit": true}`` — "if you've chosen an enemy unit this turn": the player
  chose a unit enemy to them as a target of a spell or ability this turn (rb:559.3.c.1; noted by
  ``note_chosen`` where targets.py raises the "chosen" event).
* ``{"ruv_paid_me": label}`` — "if you do, I enter ready" after "you may pay … as an additional
  cost to play me": the permanent's controller chose to pay that optional cost as it was played
  (rb:560.4.d.1; play.py keeps the choice on the card until it leaves the board).
* ``{"ruv_has_before": KEYWORD}`` — "units here with [Temporary] have [Shield]", read per unit
  (``each_if``): the unit has the keyword from everything but the passive abilities that read
  keywords this way themselves — a passive that depends on another keyword effect applies after
  it (rb:638, rb:638.1.b: applying the other changes which objects it affects), and reading its
  own grant would make it depend on itself.

Object kind ``ruv-unit-gear-rune`` — "ready up to 4 units, gear, and/or runes": any player's units
and gear on the board (rb:132.4.a) and runes (rb:154: on the board until recycled).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

#: selector keys (targets.SELECTOR_KEYS): "an enemy unit there" (at the battlefield the slot before
#: chose), "a unit … at a different location" (not there), "each other enemy unit there" (not an
#: object a slot of this card chose), "a battlefield you control" (rb:181), "with my name" (the
#: source's name, rb:131.1), a unit's "here" (where the source is: a battlefield or its base),
#: "… with the same controller" (a joint requirement of the units chosen, rb:559.3; ``joint_ok``)
SELECTOR_KEYS = ("ruv_there", "ruv_elsewhere", "ruv_not_chosen", "ruv_controlled", "ruv_my_name", "ruv_where_i_am",
                 "ruv_same_controller")
#: object kinds of selectors (targets.candidates, targets.still_legal)
KINDS = ("ruv-unit-gear-rune",)
KEYS = ("ruv_played", "ruv_paid_me", "ruv_has_before", "ruv_chose_enemy_unit", "ruv_first_played")
TYPES = ("unit", "gear", "spell")


def knows(cond: Any) -> bool:
    return isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: dict, where: str) -> None:
    (key, value), = cond.items()
    if key == "ruv_has_before":
        from .cards.model import parse_keyword

        if not isinstance(value, str) or " " in value:
            raise ValueError(f"{where}.ruv_has_before: a keyword's name (no value)")
        parse_keyword(value)
    if key == "ruv_played" and not (isinstance(value, dict) and set(value) == {"who", "type"}
                                    and value["who"] in ("you", "opponent") and value["type"] in TYPES):
        raise ValueError(f'{where}.ruv_played: {{"who": "you"|"opponent", "type": {"|".join(TYPES)}}}')
    if key == "ruv_first_played" and value not in TYPES:
        raise ValueError(f"{where}.ruv_first_played: {'|'.join(TYPES)}")
    if key == "ruv_chose_enemy_unit" and value is not True:
        raise ValueError(f"{where}.ruv_chose_enemy_unit: true")
    if key == "ruv_paid_me" and not (isinstance(value, str) and value):
        raise ValueError(f"{where}.ruv_paid_me: the label of an optional additional cost")


def note_played(g: "RiftboundGame", iid: str, player: str) -> None:
    """A card has been played (rb:555.1, rb:595.4.a): noted with its type for the rest of the turn."""
    record = list(g.state.get("turn.ruv_played") or [])
    g.state.set("turn.ruv_played", record + [{"player": player, "type": g.defn(iid).type}])


def played(g: "RiftboundGame", player: str, card_type: str) -> int:
    return sum(1 for r in g.state.get("turn.ruv_played") or [] if r["player"] == player and r["type"] == card_type)


def tags_among(g: "RiftboundGame", player: str, tags: list[str]) -> int:
    """How many of ``tags`` the player's units on the board carry between them (rb:135, rb:179)."""
    from . import objects

    have = set()
    for u in g.units_on_board():
        if g.controller(u) == player:
            have |= set(objects.tags(g, u))
    return sum(1 for t in tags if t in have)


def holds(g: "RiftboundGame", cond: dict, ctx: "Ctx") -> bool:
    (key, value), = cond.items()
    if key == "ruv_played":
        who = [ctx.controller] if value["who"] == "you" else g.opponents(ctx.controller)
        return any(played(g, p, value["type"]) for p in who)
    if key == "ruv_first_played":  # the card just played is the first of its type this turn (rb:595.4.a)
        return played(g, ctx.controller, value) == 1
    if key == "ruv_chose_enemy_unit":  # rb:559.3.c.1
        return ctx.controller in (g.state.get("turn.ruv_chose_enemy") or [])
    if key == "ruv_paid_me":  # rb:560.4.d.1
        card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        return bool(card and (card.get("paid") or {}).get(value))
    if key == "ruv_has_before":  # rb:713, rb:638.1.b
        from . import objects

        src = ctx.source
        if src.startswith("bf:") or not g.card(src) or not g.on_board(src):
            return False
        return value in objects._keywords(g, src, skip=reads_keywords)
    raise ValueError(f"unknown condition {cond!r}")


def reads_keywords(ab) -> bool:
    """A passive ability that gives keywords to the units that have another keyword."""
    return "ruv_has_before" in repr(ab.each_if)


def candidates(g: "RiftboundGame", ctx: "Ctx", sel: dict) -> list[str]:
    kind = sel.get("choose") or sel.get("all")
    if kind == "ruv-unit-gear-rune":
        out = [i for i in g.permanents() if g.defn(i).type in ("unit", "gear")]
        return out + [i for p in g.players() for i in g.state.get(f"players.{p}.runes")]
    raise ValueError(f"unknown object kind {kind!r}")


def by_chosen_battlefield(g: "RiftboundGame", sel: dict, pool: list[str], chosen: list[str]) -> list[str]:
    """The units of ``pool`` at (``ruv_there``) or not at (``ruv_elsewhere``) the battlefield the
    slot before chose (rb:559.3: chosen as the card is played; rb:563.2.c.2: still so as it
    resolves). With no battlefield chosen (or it is gone), "there" has none and "elsewhere" all."""
    bfs = {b for b in chosen if b in g.battlefields()}
    if sel.get("ruv_there"):
        return [i for i in pool if g.card(i) and g.location(i) in bfs]
    return [i for i in pool if g.card(i) and g.location(i) not in bfs]


def not_chosen(ctx: "Ctx", iid: str) -> bool:
    return all(iid != p[0] for slot in ctx.targets for p in slot)


def note_chosen(g: "RiftboundGame", player: str, iid: str) -> None:
    """A unit was chosen as a target by ``player`` (rb:559.3.c.1): noted if it is enemy to them."""
    if not g.friendly(g.controller(iid), player):
        chose = list(g.state.get("turn.ruv_chose_enemy") or [])
        if player not in chose:
            g.state.set("turn.ruv_chose_enemy", chose + [player])


def joint_ok(g: "RiftboundGame", sel: dict, ids: list[str]) -> bool:
    """Whether the objects chosen together meet ``ruv_same_controller`` (one controller, rb:179)."""
    return not sel.get("ruv_same_controller") or len({g.controller(i) for i in ids if g.card(i)}) <= 1


def fits(g: "RiftboundGame", sel: dict, picked: list[str], left: list[str]) -> list[str]:
    """The candidates that may join ``picked`` without breaking ``ruv_same_controller``."""
    if not sel.get("ruv_same_controller") or not picked:
        return left
    return [i for i in left if g.controller(i) == g.controller(picked[0])]
