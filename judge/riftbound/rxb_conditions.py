"""Operands the compiler reads since branch rxb (``targets.operand``).

* ``you.rxb_bird_cat_dog_poro`` — "for each of the following tags among your units — Bird, Cat,
  Dog, and Poro" (Daisy!), "while your units have all 4 tags", "if your units have all of the
  following tags among them — Bird, Cat, Dog, and Poro" (Ivern - Friend to All): how many of those
  four tags the player's own units on the board carry between them (rb:135 tags, rb:179 control;
  ``ruv_conditions.tags_among``, which branch ruv's "+1 might for each of the following tags"
  counts with). The grammar reads the printed list and takes this operand only for exactly these
  four tags (grammar/rxb.lark).

Conditions (``targets.holds``):

* ``{"rxb_died_alone": false}`` — Loyal Poro's "Deathknell – If I didn't die alone, draw 1" (its
  reminder text: "I wasn't alone if there were other friendly units here"): when the unit with the
  ability died, other units friendly to it were at the place it died — those still there, and
  those that died at the same time there (rb:520, rb:627.1, rb:604.4). ``true``: it died alone
  (Lonely Poro's "If I died alone"; docs/rulings.md, Riftbound 93). Read from the death's
  ``rxo_alone`` (``effects_rxo.death_facts``: one record of who died together).
* ``{"rxb_chose_tags": [tags]}`` — Undying Loyalty's "This costs [2] less if you choose a Bird, Cat,
  Dog, or Poro": a card chosen as this card was played (rb:559.3, noted by
  ``effects_rxb.choose_as_played``) has one of the tags (rb:135); read by the card's own discount
  (rb:560.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import RiftboundGame

#: the tags the operand counts, as the catalogue's cards carry them
BIRD_CAT_DOG_PORO = ("Bird", "Cat", "Dog", "Poro")
OPERANDS = ("rxb_bird_cat_dog_poro",)


def count(g: RiftboundGame, what: str, player: str) -> int:
    from .ruv_conditions import tags_among

    if what == "rxb_bird_cat_dog_poro":
        return tags_among(g, player, list(BIRD_CAT_DOG_PORO))
    raise ValueError(f"unknown operand {what!r}")


KEYS = ("rxb_died_alone", "rxb_chose_tags")


def knows(cond: Any) -> bool:
    return isinstance(cond, dict) and len(cond) == 1 and next(iter(cond)) in KEYS


def check(cond: dict, where: str) -> None:
    (key, value), = cond.items()
    if key == "rxb_chose_tags":
        if not (isinstance(value, list) and value and all(isinstance(t, str) and t for t in value)):
            raise ValueError(f"{where}.{key}: a list of tags")
        return
    if not isinstance(value, bool):
        raise ValueError(f"{where}.{key}: true or false")


def holds(g: RiftboundGame, cond: dict, ctx) -> bool:
    (key, value), = cond.items()
    if key == "rxb_died_alone":  # the dying unit's own Deathknell: the event is its death (rb:720.1.c)
        if ctx.event.get("unit") != ctx.source or "rxo_alone" not in ctx.event:
            return False
        return ctx.event["rxo_alone"] is value
    if key == "rxb_chose_tags":  # "if you choose a Bird, Cat, Dog, or Poro": a target chosen as it was played
        card = g.card(ctx.source)
        return any(g.card(i) and set(value) & set(g.defn(i).tags) for i in (card or {}).get("rxb_chosen") or [])
    raise ValueError(f"unknown condition {cond!r}")

