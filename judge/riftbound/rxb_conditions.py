"""Operands the compiler reads since branch rxb (``targets.operand``).

* ``you.rxb_bird_cat_dog_poro`` — "for each of the following tags among your units — Bird, Cat,
  Dog, and Poro" (Daisy!), "while your units have all 4 tags", "if your units have all of the
  following tags among them — Bird, Cat, Dog, and Poro" (Ivern - Friend to All): how many of those
  four tags the player's own units on the board carry between them (rb:135 tags, rb:179 control;
  ``ruv_conditions.tags_among``, which branch ruv's "+1 might for each of the following tags"
  counts with). The grammar reads the printed list and takes this operand only for exactly these
  four tags (grammar/rxb.lark).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

#: the tags the operand counts, as the catalogue's cards carry them
BIRD_CAT_DOG_PORO = ("Bird", "Cat", "Dog", "Poro")
OPERANDS = ("rxb_bird_cat_dog_poro",)


def count(g: "RiftboundGame", what: str, player: str) -> int:
    from .ruv_conditions import tags_among

    if what == "rxb_bird_cat_dog_poro":
        return tags_among(g, player, list(BIRD_CAT_DOG_PORO))
    raise ValueError(f"unknown operand {what!r}")
