"""Transformer methods for the 'zones' family of clauses (grammar/zones.lark): cards between zones: draw, discard, archive, purge, return, shuffle, play from the deck."""

from __future__ import annotations

from lark import Token

from ..transform import _who_amount, _with_who, _noun


class Rules:
    """Methods named like the family's grammar aliases; each returns a card-format piece
    (an effect dict, a list of them, a constant ability, a condition, a target)."""

    def draw(self, items):
        who, n = _who_amount(items)
        return _with_who({"draw": n}, who)

    def discard_random(self, items):
        e = {"discard": 1, "random": True}
        return _with_who(e, items[0]) if items else e

    def discard_hand(self, items):
        return {"discard": items[0]}

    def discard_kind(self, items):
        raise ValueError("discarding a kind of card from hand is not compiled")

    def discard_top(self, items):
        return {"discard": items[0] if items else 1, "from": "deck-top"}

    def archive_hand(self, items):
        return {"archive": items[0]}

    def archive_top(self, items):
        return {"archive": items[0] if items else 1, "from": "deck-top"}

    def archive_target(self, items):
        return {"archive": True, "target": items[0]}

    def play_top(self, items):
        return {"play": "deck-top"}

    def return_hand(self, items):
        return {"return_to_hand": True, "target": items[0]}

    def shuffle_deck(self, items):
        return {"shuffle_into_deck": True, "target": items[0]}

    def top_deck(self, items):
        return {"to_deck": "top", "target": items[0]}

    def purge_discard(self, items):
        n, up_to = items[0]
        spec = {"kind": "card", "zone": "discard", "player": "any"}
        spec["up_to" if up_to else "count"] = n
        return {"purge": True, "target": spec}

    def purge_discard_kind(self, items):
        return {"purge": True, "target": dict(items[0], zone="discard", player="any")}

    def return_discard(self, items):
        spec = dict(items[0], zone="discard", player="you")
        return {"return_to_hand": True, "target": spec}

    def return_discard_each(self, items):
        spec = {"zone": "discard", "player": "you", "each": True}
        for it in items:
            if isinstance(it, tuple):
                spec[it[0]] = it[1]
            elif isinstance(it, Token) and it.type == "CARD_NOUN":
                spec.update(_noun(str(it)))
        return {"return_to_hand": True, "target": spec}

    def put_archives(self, items):
        return {"archive": True, "target": items[0], "into": "owner"}

    def hand_dest(self, items):
        return None

    def deck_dest(self, items):
        return None
