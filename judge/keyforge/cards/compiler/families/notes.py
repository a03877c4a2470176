"""Transformer methods for the 'notes' family (grammar/notes.lark): text in parentheses that is
not the reminder text of a keyword (text.py keeps it). Each is compiled only where it holds of
what the engine does; a note the grammar does not know keeps its sentence uncompiled."""

from __future__ import annotations

from ..transform import Sentence


def _halves(value) -> bool:
    """Whether a piece of an effect halves an amount ({"half": …}, anywhere inside it)."""
    if isinstance(value, dict):
        return "half" in value or any(_halves(v) for v in value.values())
    if isinstance(value, list):
        return any(_halves(v) for v in value)
    return False


class Rules:
    def nt_rounded_down(self, items):
        """"(rounding down the loss/gain)": the engine halves amounts rounded down (select.amount);
        the note is read only on a sentence that halves something."""
        effects = items[0]
        if not _halves(effects):
            raise ValueError("'rounding down' on a sentence that halves nothing is not compiled")
        return Sentence("effects", effects=effects)

    def nt_choose_anew(self, items):
        """"(You may choose a different creature each time.)" after "for each …, deal 2D to a
        creature": the engine resolves a "for each" effect once per count, choosing anew each time
        (abilities.py, kf:glossary/for-each); the note adds nothing to do."""
        return Sentence("effects", effects=[])

    def nt_still_played(self, items):
        """"(Cards can still be played and discarded.)" after "your opponent cannot use any cards":
        the engine's cannot-use effect stops using only (restrictions.py, kf:glossary/use)."""
        return Sentence("effects", effects=[])
