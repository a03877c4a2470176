"""Triggers the compiler reads since branch rxb, merged into ``trigger_events`` (LISTENS, LABELS,
WHICH, ``fires``).

* ``rxb-player-plays`` — a battlefield's "When a player plays a spell, they may …" (Abandoned Hall),
  "When a player plays a unit here, they may …" (Valley of Idols), "The first time a player plays a
  non-token unit here each turn, they may …" (Star Spring): any player plays a card (rb:595.4.a) or
  a token (rb:176.1.a) that meets ``which``; that player controls the triggered ability and carries
  it out — the card's "they" (rb:163.9 a battlefield's triggered ability, rb:583.3; as
  ``rsd-chosen-here-first``, docs/rulings.md, Riftbound 101). ``which`` reads ``type``, ``token``,
  ``at`` (``here``: played to this battlefield, rb:053.3) and ``rxb_first_each_turn`` (that
  player's first such play at this battlefield this turn: ``turn.rxb_played_here``, a record of the
  turn, rb:517.5).
* ``rxb-returned-from-here`` — a battlefield's "When a unit here is returned to a player's hand, that
  player may …" (Ripper's Bay): a unit leaves this battlefield for a hand, by whatever effect (the
  event ``leaves-board`` with its ``to``, zones.put); the hand is its owner's (rb:107.1.d), and that
  player controls the triggered ability (as above). A token returned ceases to exist after it is put
  there (rb:177.1): it was returned all the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

LISTENS = {"played": ("rxb-player-plays",), "leaves-board": ("rxb-returned-from-here",)}
LABELS = {"rxb-player-plays": M("wenn ein Spieler eine Karte spielt"),
          "rxb-returned-from-here": M("wenn eine Einheit von hier auf die Hand eines Spielers zurückkehrt")}
WHICH = {"rxb-player-plays": ("type", "token", "at", "rxb_first_each_turn")}
FLAGS = ("rxb_first_each_turn",)


def check(trigger: str | None, which: dict) -> None:
    """What only these triggers read, refused when a definition loads."""
    if trigger == "rxb-player-plays" and which.get("at") not in (None, "here"):
        raise ValueError("which.at of 'rxb-player-plays': only 'here' (played to this battlefield)")
    if which.get("rxb_first_each_turn") and not (which.get("at") == "here" and "type" in which):
        raise ValueError("which.rxb_first_each_turn: with a type and at 'here' (\"the first time a player plays a "
                         "non-token unit here each turn\")")


def fires(g: RiftboundGame, name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    from . import trigger_events as TE

    if ab.trigger == "rxb-returned-from-here":
        # a unit leaves this battlefield (rb:053.3) for a hand: its owner's (rb:107.1.d); that player
        # controls the ability (docs/rulings.md, Riftbound 101)
        unit = data.get("unit")
        if not (source.startswith("bf:") and data.get("from") == source and data.get("to") == "hand"
                and g.card(unit) and g.defn(unit).type == "unit"):
            return None
        return g.owner(unit)

    if ab.trigger != "rxb-player-plays" or not source.startswith("bf:"):
        return None  # a battlefield's ability (rb:163.9)
    who = data.get("player")
    if who is None:
        return None
    which = {k: v for k, v in ab.which.items() if k != "rxb_first_each_turn"}
    if not TE.matches(g, which, TE.describe(g, data["card"]), data, source, who):
        return None
    if ab.which.get("rxb_first_each_turn"):
        seen = list(g.state.get("turn.rxb_played_here") or [])
        key = [who, source, ab.which.get("type"), bool(ab.which.get("token", True))]
        if key in seen:
            return None  # not that player's first such play here this turn
        g.state.set("turn.rxb_played_here", seen + [key])
    return who
