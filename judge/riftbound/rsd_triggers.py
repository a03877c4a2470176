"""Triggers the compiler reads since branch rsd, merged into ``trigger_events`` (LISTENS, LABELS,
``fires``).

* ``rsd-you-defend`` — "When you defend at a battlefield": a combat starts (rb:625.1) and the
  ability's controller is its defender (rb:625.1.b; the event ``combat-start`` names the
  battlefield, the attacker and the defender). Its instructions read the battlefield as
  ``rsd-event-battlefield`` (a move's ``to``: "move me there").
* ``rsd-chosen-here-first`` — a battlefield's "When a player chooses a friendly unit here with a
  spell for the first time each turn, they draw 1": a player chooses (rb:559.3.c.1) a unit of
  theirs or an ally's (rb:648.8.d) at this battlefield as a target of a spell; the first such
  choice of that player at this battlefield this turn (``turn.rsd_chosen_here``, a record of the
  turn). The chooser controls the triggered ability ("they": its instructions' "you").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

LISTENS = {"combat-start": ("rsd-you-defend",), "chosen": ("rsd-chosen-here-first",)}
LABELS = {"rsd-you-defend": M("wenn du auf einem Schlachtfeld verteidigst"),
          "rsd-chosen-here-first": M("wenn ein Spieler zum ersten Mal in einem Zug eine befreundete Einheit hier mit "
                                    "einem Zauber wählt")}


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    if ab.trigger == "rsd-you-defend":  # rb:625.1.b: the defending player is the ability's controller
        return controller if controller and controller == data.get("defender") else None
    if ab.trigger == "rsd-chosen-here-first":  # rb:559.3.c.1 with a spell, a friendly unit at this battlefield
        unit, who = data.get("unit"), data.get("player")
        if not (data.get("spell") and source.startswith("bf:") and g.card(unit) and g.location(unit) == source[3:]
                and g.friendly(g.controller(unit), who)):
            return None
        seen = list(g.state.get("turn.rsd_chosen_here") or [])
        if [who, source] in seen:
            return None  # not the first time this turn
        g.state.set("turn.rsd_chosen_here", seen + [[who, source]])
        return who
    return None
