"""Branch ruv (Unleashed and Vendetta cards): the phrasings of grammar/ruv.lark in the card format
(verbs and conditions in judge/riftbound/effects_ruv.py)."""

from __future__ import annotations

from ..transform import Sentence


def ruv_spell_modes(s: Sentence) -> Sentence:
    """A spell's "choose one – A. B." (or "A or B"): the mode is chosen as the spell is played
    (rb:559.1, rb:182.2.b), so its options may choose targets — ``ruv_modes``, where a triggered
    ability's ``one_of`` picks as it resolves (rb:559.3.b)."""
    if not (s.kind == "effects" and len(s.effects) == 1 and set(s.effects[0]) <= {"one_of", "duration"}
            and "one_of" in s.effects[0]):
        return s
    modes = [list(o) for o in s.effects[0]["one_of"]]
    if "duration" in s.effects[0]:
        # "… .give an enemy unit -2 might this turn": the modes are cut at the full stops, so the
        # closing "this turn" can only belong to the last mode's last instruction
        last = modes[-1][-1]
        if "duration" in last or not ({"might", "grant"} & set(last)):
            raise ValueError("'this turn' after a choice of modes whose last instruction lasts no time")
        modes[-1][-1] = {**last, "duration": s.effects[0]["duration"]}
    return Sentence("effects", effects=[{"ruv_modes": modes}])


class Rules:
    pass
