"""Branch rxb (Unleashed cards, second half): the phrasings of grammar/rxb.lark in the card format
(verbs in judge/riftbound/effects_rxb.py, triggers in judge/riftbound/rxb_triggers.py)."""

from __future__ import annotations

from lark import Token

from ..transform import Sentence  # noqa: F401  (the sentence kinds the rules below build)


class Rules:
    def rxb_token_icon_might(self, items):
        """The might printed with the energy icon's number: the same token as "N might" (see the
        grammar's comment); handed to the cards family's ``token`` as that count."""
        out = []
        for it in items:
            if isinstance(it, Token) and it.type == "ENERGY":
                out.append(int(str(it)[1:]))
            else:
                out.append(it)
        return self.token(out)
