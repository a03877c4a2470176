"""Conditions the compiler reads since branch rxa (``targets.check_condition`` / ``targets.holds``).

* ``{"rxa_revealed_tag": [tags]}`` — "Then if you revealed a Bird, Cat, Dog, or Poro, do this: …"
  (Ivern - Nurturer): a card this ability revealed earlier in its resolution (rb:600.1, shown to
  every player, rb:600.2.a; noted by ``effects_cards.from_seen`` as ``ctx.rog["rxa_revealed"]``)
  has one of the tags (rb:139.1: tags are printed on the card; a card in the hand has its printed
  ones). Nothing revealed: it does not hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

KEYS = ("rxa_revealed_tag",)


def knows(cond: Any) -> bool:
    return isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: dict, where: str) -> None:
    (key, value), = cond.items()
    if key == "rxa_revealed_tag":
        if not (isinstance(value, list) and value and all(isinstance(t, str) and t for t in value)):
            raise ValueError(f"{where}.{key}: {value!r} is not a list of tags")


def holds(g: "RiftboundGame", cond: dict, ctx: "Ctx") -> bool:
    (key, value), = cond.items()
    if key == "rxa_revealed_tag":  # rb:600.1, rb:139.1
        revealed = ctx.rog.get("rxa_revealed", [])
        return any(t in g.defn(i).tags for i in revealed if g.card(i) for t in value)
    raise ValueError(f"unknown condition {cond!r}")


def note_revealed(ctx: "Ctx", cards: list[str]) -> None:
    """``cards`` were revealed by the instruction now resolving (rb:600.1): the later instructions
    of the same ability may ask what was revealed."""
    ctx.rog["rxa_revealed"] = ctx.rog.get("rxa_revealed", []) + list(cards)
