"""Transformer methods for the 'kcc' family (grammar/kcc.lark): the rest of Call of the Archons.
Each docstring says what the printed words mean and what the engine does with the card format
(engine pieces of this family: ``judge/keyforge/verbs_kcc.py``)."""

from __future__ import annotations

from ..transform import Sentence


def cards_in_play_count(spec: dict) -> dict:
    """kf:glossary/control — "cards a player has in play" are every card they control in play:
    creatures and artifacts (a target of kind "card") and upgrades, added up (``kcc_sum``)."""
    return {"kcc_sum": [{"count": dict(spec)}, {"count": {**spec, "kind": "upgrade"}}]}


def _times(n: int, operand: str):
    return operand if n == 1 else {"times": n, "of": operand}


class Rules:
    # -- targets ------------------------------------------------------------------------------
    def kcc_t_artifact_or_flank(self, items):
        """One card that is an artifact, or a creature on a flank (``kwb_any``: either filter)."""
        return {"kind": "card", "kwb_any": [{"type": "artifact"}, {"where": "flank"}]}

    # -- effects ------------------------------------------------------------------------------
    def kcc_each_gains_destroyed(self, items):
        """kf:glossary/this-way, kf:glossary/control — each player, the active one first, gains that
        much for each card the preceding effect destroyed that they controlled when it was destroyed
        (``each_player`` with the count ``kcc.destroyed_controlled``, read for that player)."""
        return {"each_player": {"gain": _times(items[0], "kcc.destroyed_controlled")}}

    def kcc_each_gains_shuffled(self, items):
        """kf:glossary/this-way, kf:glossary/leaves-play — each player gains that much for each card
        the preceding effect shuffled into their deck (a card goes into its owner's deck)."""
        return {"each_player": {"gain": _times(items[0], "kcc.shuffled_owned")}}

    def kcc_damage_revealed(self, items):
        """kf:glossary/this-way — as much damage as the preceding "reveal" revealed cards. Read only
        after a reveal of cards of that very kind (checked in compile: ``_kcc_after``)."""
        target, revealed = items
        if isinstance(target, dict) and (target.get("each") or target.get("up_to") or target.get("count", 1) != 1):
            raise ValueError("damage equal to a count to other than one creature is not compiled")
        return {"deal_damage": "this-way", "target": target, "_kcc_after": {"reveal": revealed}}

    def kcc_excess_you_have(self, items):
        """kf:glossary/for-each, kf:glossary/control — as many times as you control creatures more
        than your opponent ("creatures you have" are those you control); none when you have no more."""
        effects = items[0]
        if len(effects) != 1 or "for_each" in effects[0]:
            raise ValueError("'for each … in excess' over more than one effect is not compiled")
        return {**effects[0], "for_each": {"all_but": "opponent.creatures", "of": "you.creatures"}}

    def kcc_control_until_leaves(self, items):
        """kf:glossary/control, kf:glossary/lasting-effects — you take control of the card; when the
        card whose ability this is leaves play, the control ends and it goes back (verbs_kcc)."""
        return {"kcc_control_held": True, "target": items[0]}

    def kcc_repeat_as_you_like(self, items):
        """kf:glossary/repeat, kf:glossary/may — the preceding effect again, as often as the resolving
        player likes, while the entire effect can be resolved (each part has a legal target)."""
        return {"repeat": "preceding", "kcc_as_you_like": True}

    def kcc_capture_once_each(self, items):
        """kf:glossary/capture — "each creature cannot capture more than 1A this way": each time the
        capture before it resolves, a creature is chosen that has not captured for it yet
        (``kcc_distinct``). Only where each capture is of 1A."""
        if items[0] != 1:
            raise ValueError("'cannot capture more than NA this way' other than 1A is not compiled")
        return Sentence("modifier", effects=[{"kcc_distinct": True, "_applies_to": ("capture",)}])


def after_preceding(s: Sentence, label: str | None, effects: list[dict]) -> str:
    """A sentence that counts what the effect before it did ("… equal to the number of Mars cards
    revealed this way") is read only right after that effect in the same bold ability, and only
    when every card it did that to is of the kind counted; then ``this-way`` is that number.
    Returns why not ("" when it is read so)."""
    for e in s.effects:
        want = e.pop("_kcc_after", None)
        if want is None:
            continue
        (verb, spec), = want.items()
        prev = effects[-1] if label is not None and effects else {}
        target = prev.get("target")
        if verb not in prev or not isinstance(target, dict):
            return f"'{verb}ed this way' needs a preceding {verb} effect in the same ability"
        if any(target.get(k) != v for k, v in spec.items() if k != "each"):
            return f"the cards counted ({spec}) are not those the {verb} took ({target})"
    return ""
