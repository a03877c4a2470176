"""Conditions and counts the Unleashed cards ask about (branch run; read by targets.holds and
targets.operand, checked by targets.check_condition).

* ``run-your-beginning-phase`` — "if it's your Beginning Phase": the turn is the ability
  controller's and its Beginning Phase is running (rb:515.2: the beginning step and the scoring
  step, rb:515.2.a–b; turn.phase ``beginning``).
* ``run-opponent-controls-stunned`` — "if an opponent controls a stunned unit" (rb:599.1.a; a
  teammate is no opponent, rb:648.8.d).
* ``run-ally-died-in-your-beginning`` — "if a friendly unit died during your Beginning Phase this
  turn": a unit friendly to the ability's controller (as it was when it died, rb:563.2.c.9) was
  killed (rb:604) while that player's Beginning Phase ran this turn. Noted by ``note_death``
  (called where turn_record notes every death) in ``turn.run_died_beginning``; the turn record
  starts empty with each turn (rb:517.5).
* ``run-played-to-battlefield`` — "if you play me to a battlefield, I enter ready": the place the
  card is played to (rb:559.2, noted by play.enter as it enters, rb:563.1) is a battlefield.
* ``run-event-at-battlefield`` — "when you stun an enemy unit at a battlefield": the triggering
  event happened at a battlefield (``event_battlefield``).
* operand ``you.run_other_units_might`` — "your other units have total Might N or more": the
  might of every unit the controller controls on the board but the card with the ability,
  summed (rb:637).
* operand ``you.run_units_at_battlefields`` — "exactly 4 units at battlefields": the units the
  controller controls at battlefields (not in the base, rb:166; rb:179).
* operand ``you.run_energy_spent_on_it`` — "when you play a spell, if you spent [4] or more": the
  energy paid for the card the triggering event is about (rb:159.2: energy is spent to play
  cards; rb:561.1: the cost paid). Noted by ``note_spent`` as the card's cost is paid.
* operand ``you.run_most_energy_on_a_spell`` — "if you've spent [4] or more to play a spell this
  turn": the most energy the controller paid for one spell this turn (``turn.run_spell_energy``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

WORDS = ("run-your-beginning-phase", "run-opponent-controls-stunned", "run-ally-died-in-your-beginning",
         "run-played-to-battlefield", "run-event-at-battlefield")
OPERANDS = ("run_other_units_might", "run_energy_spent_on_it", "run_most_energy_on_a_spell",
            "run_units_at_battlefields")


def note_death(g: "RiftboundGame", controller: str) -> None:
    """A unit controlled by ``controller`` died: noted if it was during a Beginning Phase."""
    if g.state.get("turn.phase") == "beginning":
        g.state.set("turn.run_died_beginning", list(g.state.get("turn.run_died_beginning") or []) + [controller])


def note_spent(g: "RiftboundGame", player: str, iid: str, card_type: str, energy: int) -> None:
    """The energy ``player`` paid for card ``iid`` (rb:561.1): on the card while it is this
    object, and for a spell the most paid for one spell this turn."""
    g.state.set(f"cards.{iid}.run_energy_spent", energy)
    if card_type == "spell":
        most = dict(g.state.get("turn.run_spell_energy") or {})
        if energy > most.get(player, -1):
            most[player] = energy
            g.state.set("turn.run_spell_energy", most)


def event_battlefield(g: "RiftboundGame", event: dict) -> str | None:
    """"That battlefield": the battlefield a triggering event names — where a unit moved to
    ("when I move to a battlefield", rb:609), else where the unit was ("when you stun an enemy
    unit at a battlefield", rb:599); None if that is no battlefield (a base, rb:166)."""
    where = event.get("to") if "to" in event else event.get("where")
    return where if where in g.battlefields() else None


def holds(g: "RiftboundGame", word: str, controller: str, source: str = "", event: dict | None = None) -> bool:
    if word == "run-event-at-battlefield":
        return event_battlefield(g, event or {}) is not None
    if word == "run-played-to-battlefield":
        card = g.card(source) if source and not source.startswith("bf:") else None
        return bool(card) and card.get("run_entering") not in (None, "base")
    if word == "run-your-beginning-phase":
        return g.turn_player == controller and g.state.get("turn.phase") == "beginning"
    if word == "run-opponent-controls-stunned":
        return any(g.card(u).get("stunned") and not g.friendly(g.controller(u), controller)
                   for u in g.units_on_board())
    if word == "run-ally-died-in-your-beginning":
        return g.turn_player == controller and any(
            g.friendly(p, controller) for p in g.state.get("turn.run_died_beginning") or [])
    raise ValueError(f"unknown condition {word!r}")


def count(g: "RiftboundGame", what: str, source: str, controller: str, event: dict) -> int:
    if what == "run_other_units_might":
        from . import objects

        return sum(objects.might(g, u) for u in g.units_on_board(controller) if u != source)
    if what == "run_units_at_battlefields":
        return sum(1 for u in g.units_on_board(controller) if g.location(u) in g.battlefields())
    if what == "run_energy_spent_on_it":
        card = g.card(event.get("card") or "")
        return int(card.get("run_energy_spent") or 0) if card else 0
    if what == "run_most_energy_on_a_spell":
        return int((g.state.get("turn.run_spell_energy") or {}).get(controller, 0))
    raise ValueError(f"unknown operand {what!r}")


def shielded_by_a_mightier_unit_here(g: "RiftboundGame", iid: str) -> bool:
    """"Your units here with less Might than me can't be chosen by enemy spells and abilities"
    (a passive ability, rb:568, over choosing, rb:559.3): unit ``iid`` is controlled by the
    controller of a permanent with it (their own units: "your", rb:179), stands at the same
    battlefield (rb:053.3; in the base there is no "here", docs/rulings.md Riftbound 46) and
    has less might than that permanent now (rb:637). The caller has checked that the chooser
    is an enemy (not friendly to the unit's controller)."""
    from . import objects

    loc = g.location(iid)
    if not (g.is_unit(iid) and loc in g.battlefields()):
        return False
    for src, ctl, _ab in objects._passives(g, "run-unchoosable-smaller-here"):
        if src.startswith("bf:") or src == iid or g.location(src) != loc or g.controller(iid) != ctl:
            continue
        if objects.might(g, iid) < objects.might(g, src):
            return True
    return False
