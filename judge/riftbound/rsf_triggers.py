"""Triggers the compiler reads since branch rsf (Spiritforged), merged into
``trigger_events`` (LISTENS, LABELS, ``fires``).

* ``rsf-win-combat-me`` — "When I win a combat": my controller won a combat I was in and I am
  still there; ``rsf-win-combat`` — "When you win a combat": the ability's controller won one.
  ``rsf-win-combat-me-first`` — "The first time I win a combat each turn": as "when I win a combat",
  only for my first win this turn (the turn's wins: ``turn.rsf_wins``, a record of the turn).
  Winning a combat is not defined by the Core Rules; the reading (docs/rulings.md, "Winning a
  combat"): after the resolution step removes the units with lethal damage (rb:627.1), a combat
  player wins it when units of theirs remain at the battlefield and none of the other
  player's do (the cards' reminder text: "You win if only your units remain after combat").
  The event (``rsf-won-combat``, from ``combat._resolution_step``) names the winner, the
  battlefield and the winner's units that remain.
* ``rsf-gear-ability`` — "When you use an activated ability of a gear": the ability's controller
  activated an ability of a gear (rb:577.3: announced and paid; one that adds resources too,
  also while paying a cost, rb:605.3). The event ``rsf-activated`` (play.activate,
  costs._reaction_add) names the player and the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

LISTENS = {"rsf-won-combat": ("rsf-win-combat-me", "rsf-win-combat", "rsf-win-combat-me-first"), "rsf-activated": ("rsf-gear-ability",)}
LABELS = {"rsf-win-combat-me": M("wenn ich einen Kampf gewinne"),
          "rsf-win-combat-me-first": M("wenn ich zum ersten Mal in einem Zug einen Kampf gewinne"),
          "rsf-win-combat": M("wenn du einen Kampf gewinnst"),
          "rsf-gear-ability": M("wenn du eine aktivierbare Fähigkeit einer Ausrüstung nutzt")}


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    t = ab.trigger
    if t == "rsf-win-combat-me-first" and (g.state.get("turn.rsf_wins") or []).count(source) != 1:
        return None  # not my first win this turn
    if t in ("rsf-win-combat-me", "rsf-win-combat-me-first"):  # a unit of the winner's that remains (rb:627.1)
        ok = source in data.get("units", ()) and g.card(source) and g.on_board(source) \
            and g.controller(source) == data["player"]
        return controller if ok else None
    if t == "rsf-win-combat":  # the ability's controller is the winner (not a teammate, "you")
        return controller if controller and controller == data["player"] else None
    if t == "rsf-gear-ability":  # rb:577.3, of a gear (rb:142), by the ability's controller
        card = data.get("card")
        ok = controller and controller == data["player"] and g.card(card) and g.defn(card).type == "gear"
        return controller if ok else None
    return None


def won_combat(g: "RiftboundGame", bf: str, attackers: list[str], defenders: list[str]) -> None:
    """After rb:627.1: if only one combat player's units remain at ``bf``, that player won the
    combat (docs/rulings.md); the event triggers "when I/you win a combat"."""
    if bool(attackers) == bool(defenders):
        return
    sd = g.state.data["combat"]
    winner, units = (sd["attacker"], attackers) if attackers else (sd["defender"], defenders)
    g.record("rsf-won-combat", ["rb:627.1"], M("{winner} gewinnt den Kampf um {bf}: nur noch Einheiten von {winner} "
                                               "sind dort", winner=winner, bf=g.bf_label(bf)), actor=winner)
    g.state.set("turn.rsf_wins", list(g.state.get("turn.rsf_wins") or []) + list(units))
    from .abilities import event

    event(g, "rsf-won-combat", player=winner, battlefield=bf, units=list(units))
