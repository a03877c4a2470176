"""Transformer methods for the 'kho' family (grammar/kho.lark): houses. A card's house changed or
added: the constant ability ``kho_house`` (an upgrade's "this creature belongs to …") and the verb
``kho_house`` (a lasting change, verbs_kho.py); the engine reads both in kho_houses.py. "Belongs to
house X" replaces the card's own house (docs/rulings.md, KeyForge 41)."""

from __future__ import annotations

import re

from ..transform import HOUSE_KEYS, Sentence

#: "if there are exactly 3 or exactly 4 houses represented among creatures in play, …": the count, then
#: what is counted; an elliptic sentence after it gives the count only ("if there are exactly 5, …")
_COUNTED = re.compile(r"^if there are (?:exactly \d+(?: or exactly \d+)*|\d+ or more) (?P<what>[^,]+),")
_ELLIPTIC = re.compile(r"^if there are (?P<count>exactly \d+(?: or exactly \d+)*|\d+ or more),")


#: the reminder after a change of house, and what it is read as only there (``elided``)
NOTE = "(instead of its original house.)"
NOTE_AFTER_CHANGE = "(instead of its original house, after a change of house.)"
_HOUSE_CHANGE = re.compile(r"\b(?:belongs? to house|considered to be (?:in|of) house) [a-z ]+\.$")


def elided(sentence: str, before: str | None) -> str:
    """A sentence read with the one before it in the same ability.

    * "(Instead of its original house.)" is reminder text only right after a sentence that changes a
      card's house ("… it belongs to house Logos."): there it becomes ``NOTE_AFTER_CHANGE``, which the
      grammar reads; anywhere else it stays as printed and does not compile.
    * An elliptic count completed by the sentence before it in the same ability: "If there are exactly
    5, gain 2A." after "If there are exactly 3 or exactly 4 houses represented among creatures in play,
      gain 1A." counts the same (the English omits what it repeats).

    Anything else is left as it is."""
    if sentence == NOTE:
        return NOTE_AFTER_CHANGE if before and _HOUSE_CHANGE.search(before) else sentence
    m, prev = _ELLIPTIC.match(sentence), _COUNTED.match(before or "")
    if m is None or prev is None:
        return sentence
    return f"if there are {m.group('count')} {prev.group('what')}," + sentence[m.end():]


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
        """"(Instead of its original house.)" right after a change of house (``elided``): the engine's "belongs to house X" replaces the card's
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

    # -- "that house" named by a card; the next turn's choice of house ------------------------------
    def kho_must_fought(self, items):
        """In a "Fight:" ability: the house of the creature the fight attacked (verbs_kho.kho_house_of),
        which the opponent must choose on their next turn (lasting must-choose-house)."""
        return Sentence("effects", effects=[
            {"kho_house_of": "defender"},
            {"lasting": {"kind": "must-choose-house", "house": "chosen"}, "duration": "opponent-next-turn"}])

    def kho_must_its_house(self, items):
        """"its controller" may be either player: the effect is on that player's next turn
        (duration kho-their-next-turn, lasting.py)."""
        return Sentence("effects", effects=[
            {"kho_house_of": "previous", "if": {"not": {"previous": {"destroyed": True}}}},
            {"lasting": {"kind": "must-choose-house", "house": "chosen"}, "who": "previous-controller",
             "duration": "kho-their-next-turn", "if_you_do": True}])

    def kho_if_opp_chooses(self, items):
        """A watcher for the opponent's next turn: after they choose the house this ability chose
        (lasting ``ability``, its event house fixed when it is made, lasting.py)."""
        effects = items[0]
        if any("choose_house" in e or "target" in e or "who" in e for e in effects):
            raise ValueError("'if your opponent chooses that house' with a target or a player is not compiled")
        ability = {"trigger": "after-house-chosen", "whose": "enemy", "event": {"house": "chosen"}, "effects": effects}
        return Sentence("effects", effects=[{"lasting": {"kind": "ability", "ability": ability},
                                             "duration": "opponent-next-turn"}])

    def kho_w_same_house(self, items):
        """kf:timing/step-2/after-house-chosen — any player's choice; "their opponent" is the chooser's
        opponent, and "their next turn" that opponent's next turn (the one after this)."""
        return Sentence("watcher", ability={"trigger": "after-house-chosen", "effects": [
            {"kho_house_of": "event"},
            {"lasting": {"kind": "cannot-choose-house", "house": "chosen"}, "who": "event-opponent",
             "duration": "kho-their-next-turn", "if_you_do": True}]})

    # -- playing cards not of the active house (kho_play.py) ----------------------------------------
    def kho_st_play_center(self, items):
        """"During your turn": only the active player plays cards (kf:turn/step-3)."""
        return {"kho_may_play": 1, "if": {"self": {"where": "center"}}}

    def kho_st_play_house(self, items):
        """"During each turn in which <house> is not your active house, you may play one <house> card":
        the allowance is asked for only for a card not of the active house (kho_play.py)."""
        first, second = _house(items[0]), _house(items[1])
        if first != second:
            raise ValueError("'in which X is not your active house, … one Y card' with two houses is not compiled")
        return {"kho_may_play": 1, "house": first}

    def kho_l_play_houses_in_play(self, items):
        return {"lasting": {"kind": "kho-may-play-houses"}, "duration": "turn"}

    # -- houses counted ------------------------------------------------------------------------------
    def kho_c_creature_houses(self, items):
        """kf:rules/houses — houses represented among creatures in play (select.py play.creature_houses)."""
        op, numbers = items[0]
        conds = [["play.creature_houses", op, n] for n in numbers]
        return conds[0] if len(conds) == 1 else {"any": conds}

    def kho_exactly(self, items):
        return ("==", [int(str(i)) for i in items])

    def kho_at_least(self, items):
        return (">=", [int(str(items[0]))])

    # -- Sneklifter; houses among cards in play ------------------------------------------------------
    def kho_l_while_yours_unless(self, items):
        return Sentence("effects", effects=[{"kho_house": _house(items[0]), "target": "previous-target",
                                             "kho_duration": "while-yours", "kho_unless_identity": True}])

    def kho_gain_per_card_house(self, items):
        """kf:rules/houses — the æmber is counted once, then capped ("to a maximum of 6"); the houses of
        every card in play, both sides (kho_houses.operand)."""
        n, cap = items[0], int(str(items[1]))
        count = f"kho.card_houses_except.{_house(items[2])}" if len(items) > 2 else "kho.card_houses"
        if not isinstance(n, int):
            raise ValueError("a gain per house that is not a number is not compiled")
        return [{"gain": {"at_most": cap, "of": count if n == 1 else {"times": n, "of": count}}}]

    def kho_w_return_from_discard(self, items):
        """The card names its own discard pile: the ability works from there (kho_discard.py)."""
        return Sentence("watcher", ability={"trigger": "kho-after-house-chosen-from-discard", "whose": "friendly",
                                            "event": {"house": _house(items[0])},
                                            "effects": [{"kho_return_from_discard": True, "may": True}]})
