"""Triggers the compiler reads since branch rxv, merged into ``trigger_events`` (LISTENS, LABELS,
WHICH, ``fires``).

* ``rxv-activated`` — "When you play … an activated ability with Energy cost [7] or more" (Nasus -
  Curator of the Sands): the ability's controller activated an activated ability (rb:577.3:
  activating uses the steps of playing, rb:577) whose printed energy cost (rb:577.2; a printed
  cost, as for cards, rb:130.2 and docs/rulings.md 41) is at least ``which.energy_min``. The event
  ``rsf-activated`` (play.activate) names the player, the card and that energy cost; an ability
  that adds resources while a cost is paid (costs._reaction_add) costs no energy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

LISTENS = {"rsf-activated": ("rxv-activated",)}
LABELS = {"rxv-activated": M("wenn du eine aktivierbare Fähigkeit aktivierst")}
WHICH = {"rxv-activated": ("energy_min",)}


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    if ab.trigger == "rxv-activated":  # rb:577.3, by the ability's controller ("you")
        if not controller or controller != data.get("player"):
            return None
        return controller if data.get("energy", 0) >= ab.which.get("energy_min", 0) else None
    return None
