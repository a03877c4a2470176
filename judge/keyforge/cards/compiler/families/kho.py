"""Transformer methods for the 'kho' family (grammar/kho.lark): houses. A card's house changed or
added: the constant ability ``kho_house`` (an upgrade's "this creature belongs to …") and the verb
``kho_house`` (a lasting change, verbs_kho.py); the engine reads both in kho_houses.py. "Belongs to
house X" replaces the card's own house (docs/rulings.md, KeyForge "a card that belongs to house X")."""

from __future__ import annotations

from ..transform import HOUSE_KEYS, Sentence


def _house(tok) -> str:
    h = str(tok).lower()
    return HOUSE_KEYS.get(h, h)


class Rules:
    def kho_st_attached_all(self, items):
        return {"kho_house": "all", "affects": "attached"}

    def kho_st_attached_yours(self, items):
        # "you" is the upgrade's controller (text.affects reads the condition for them)
        return {"kho_house": _house(items[0]), "affects": "attached", "if": {"attached": {"side": "friendly"}}}

    def kho_note_instead(self, items):
        """"(Instead of its original house.)": the engine's "belongs to house X" replaces the card's
        own house (kho_houses.house_now); the note adds nothing to do."""
        return Sentence("static", static=[])

    def kho_l_turn(self, items):
        items = [i for i in items if i is not None]
        house = _house(items[0])
        effects = [{"kho_house": house, "target": "previous-target", "kho_duration": "turn"}]
        if len(items) > 1:  # "… and cannot be dealt damage" (lasting prevent-damage on the same creature)
            effects.append({"lasting": {"kind": "prevent-damage"}, "target": "previous-target", "duration": "turn"})
        return Sentence("effects", effects=effects)

    def kho_l_while_yours(self, items):
        return Sentence("effects", effects=[{"kho_house": _house(items[0]), "target": "previous-target",
                                             "kho_duration": "while-yours"}])

    def kho_they(self, items):
        return None

    def kho_belong(self, items):
        return None

    def kho_no_damage(self, items):
        return True
