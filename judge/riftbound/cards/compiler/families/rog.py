"""Origins phrasings read since branch h-rb-ogn (grammar/rog.lark): each turns into card-format
pieces the engine acts on (``judge/riftbound/effects_rog.py``, ``conditions_rog.py``)."""

from __future__ import annotations


class Rules:
    def rog_c_kills_it(self, _):
        # the previous instruction's damage left the unit with lethal damage (rb:139.2.a)
        return "rog-kills-it"
