"""Transformer methods for the 'decks' family of clauses (grammar/decks.lark): searching a deck
and discard pile (kf:glossary/search) and shuffling (verbs_decks.py)."""

from __future__ import annotations



def _filter(items) -> dict:
    """adjectives and a noun → a filter on a card out of play (``type`` for the kind of card)."""
    spec: dict = {}
    for it in items:
        if isinstance(it, tuple):
            k, v = it[0], it[1]
            if k == "side":
                raise ValueError("'friendly'/'enemy' names no card in a deck")
            if k == "kind":
                continue  # "card": any kind
            spec[k] = v
    return spec


class Rules:
    def dk_to_hand(self, items):
        return None

    def dk_z_deck(self, items):
        return ["deck"]

    def dk_z_deck_discard(self, items):
        return ["deck", "discard"]

    def dk_one(self, items):
        return (1, _filter(items))

    def dk_any(self, items):
        return ("any", _filter(items))

    def dk_one_named(self, items):
        """"a war grumpus": a card of that name; a phrase that names no card is not compiled."""
        from rules_index.catalogue import catalogue

        phrase = str(items[0]).strip()
        names = {c.name_en.casefold(): c.name_en for c in catalogue().cards.values() if c.name_en}
        if phrase not in names:
            raise ValueError(f"'{phrase}' is not a card name")
        return (1, {"name": names[phrase]})

    def dk_search(self, items):
        zones = next(i for i in items if isinstance(i, list))
        count, match = next(i for i in items if isinstance(i, tuple))
        return {"search": {"zones": zones, "match": match, "count": count}}

    def dk_shuffle(self, items):
        return {"shuffle_deck": True}

    def dk_shuffle_discard(self, items):
        return {"shuffle_deck": ["discard"]}

    def dk_shuffle_hand_discard(self, items):
        return {"shuffle_deck": ["hand", "discard"]}

    def dk_shuffle_from_discard(self, items):
        spec = dict(items[0])
        if spec.pop("creature_or_artifact", None):
            raise ValueError("'creature or artifact' out of play is not compiled")
        spec.update(zone="discard", player="you", kind="card")
        if spec.get("count") == 1:
            spec.pop("count")
        return {"shuffle_deck": True, "target": spec}
