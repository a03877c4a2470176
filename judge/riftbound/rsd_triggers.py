"""Triggers the compiler reads since branch rsd, merged into ``trigger_events`` (LISTENS, LABELS,
``fires``).

* ``rsd-you-defend`` — "When you defend at a battlefield": a combat starts (rb:625.1) and the
  ability's controller is its defender (rb:625.1.b; the event ``combat-start`` names the
  battlefield, the attacker and the defender). Its instructions read the battlefield as
  ``rsd-event-battlefield`` (a move's ``to``: "move me there").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

LISTENS = {"combat-start": ("rsd-you-defend",)}
LABELS = {"rsd-you-defend": ("wenn du auf einem Schlachtfeld verteidigst", "when you defend at a battlefield")}


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    if ab.trigger == "rsd-you-defend":  # rb:625.1.b: the defending player is the ability's controller
        return controller if controller and controller == data.get("defender") else None
    return None
