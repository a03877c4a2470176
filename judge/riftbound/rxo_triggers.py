"""Triggers the compiler reads since branch rxo, merged into ``trigger_events`` (LISTENS, LABELS,
``fires``).

* ``rxo-enemies-die`` — "When one or more enemy units die": once for the units that die at the
  same time (rb:520: every unit with lethal damage in a cleanup; rb:627.1: in a combat's
  resolution; rb:604.4: one kill instruction), if one of them was an enemy of the ability's
  controller as it was on the board (rb:563.2.c.9; rb:648.8.d: a teammate's is no enemy). It
  triggers on the first enemy unit of that moment (effects_rxo.first_enemy_death_of_batch).
* ``rxo-recycle-rune`` — "When you recycle a rune": once for each rune its controller recycles
  (rb:594.1.b; paying power with a rune recycles it, rb:157.2.b); the event ``rxo-rune-recycled``
  of ``actions.recycle``, one per rune.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

LISTENS = {"dies": ("rxo-enemies-die",), "rxo-rune-recycled": ("rxo-recycle-rune",)}
LABELS = {"rxo-enemies-die": M("wenn gegnerische Einheiten sterben"),
          "rxo-recycle-rune": M("wenn du eine Rune recycelst")}


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    if controller is None:
        return None
    if ab.trigger == "rxo-enemies-die":  # rb:520, rb:627.1, rb:604.4: those that die at the same time
        from .effects_rxo import first_enemy_death_of_batch

        return controller if first_enemy_death_of_batch(g, data, controller) else None
    if ab.trigger == "rxo-recycle-rune":  # rb:594.1.b: the player who recycles it
        return controller if data.get("player") == controller else None
    return None
