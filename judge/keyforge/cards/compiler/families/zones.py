"""Transformer methods for the 'zones' family of clauses (grammar/zones.lark): cards between zones: draw, discard, archive, purge, return, shuffle, look, reveal, play from the deck."""

from __future__ import annotations

from ..transform import Sentence, _who_amount, _with_who


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

    def discard_top(self, items):
        return {"discard": items[0] if items else 1, "from": "deck-top"}

    def archive_hand(self, items):
        return {"archive": items[0]}

    def archive_top(self, items):
        return {"archive": items[0] if items else 1, "from": "deck-top"}

    def archive_target(self, items):
        t = items[0]
        if isinstance(t, dict) and t.get("kind") == "card" and t.get("each"):
            raise ValueError("'archive each card' names no zone (in play it would say creature or artifact)")
        return {"archive": True, "target": t}

    def play_top(self, items):
        return {"play": "deck-top"}

    def return_hand(self, items):
        return {"return_to_hand": True, "target": items[0]}

    def shuffle_deck(self, items):
        return {"shuffle_into_deck": True, "target": items[0]}

    def top_deck(self, items):
        return {"to_deck": "top", "target": items[0]}

    def put_archives(self, items):
        # "into your archives" names the zone: a creature its owner does not control goes
        # there, not to its owner's archives (kf:glossary/leaves-play)
        return {"archive": True, "target": items[0], "into": "you"}

    def put_archives_owner(self, items):
        return {"archive": True, "target": items[0], "into": "owner"}

    def hand_dest(self, items):
        return None

    def deck_dest(self, items):
        return None

    # -- cards out of play: "a Mars creature from your hand" --------------------------------
    def zn_cards(self, items):
        """A filter over cards: ``type`` for "creature"/"artifact"/... (a card out of play can
        be any kind of card, so the noun must be a filter there); ``kind`` for the pool in play."""
        spec: dict = {}
        for it in items:
            if isinstance(it, tuple):
                spec[it[0]] = it[1]
        return spec

    def zn_named_self(self, items):
        return {"name": "self"}  # "an Angry Mob" on Angry Mob: a card with the card's own name

    def zn_for_each_copy(self, items):
        return ("tail", "for_each", {"kind": "card", "zone": "discard", "player": "you", "name": "self", "each": True})

    def zn_purge_random(self, items):
        return _with_who({"purge_random": 1}, items[0])

    def zn_n_creature(self, items):
        return ("type", "creature")

    def zn_n_card(self, items):
        return ("kind", "card")

    def zn_n_artifact(self, items):
        return ("type", "artifact")

    def zn_n_upgrade(self, items):
        return ("type", "upgrade")

    def zn_n_action(self, items):
        return ("type", "action")

    def zn_n_creature_or_artifact(self, items):
        return ("creature_or_artifact", True)

    def zn_n_trait(self, items):
        return ("trait", str(items[0]).lower())

    def zn_from_discard(self, items):
        return {"zone": "discard", "player": "you"}

    def zn_from_hand(self, items):
        return {"zone": "hand", "player": "you"}

    def zn_from_archives(self, items):
        return {"zone": "archives", "player": "you"}

    def zn_from_any_discard(self, items):
        return {"zone": "discard", "player": "any"}

    def zn_from_play(self, items):
        return {"zone": "play"}

    def zn_from_play_or_discard(self, items):
        return {"zone": ["play", "discard"], "player": "you"}

    def zn_from_hand_or_archives(self, items):
        return {"zone": ["hand", "archives"], "player": "you"}

    def _where(self, cards: dict, zone: dict) -> dict:
        """The target dict for cards in a zone (select.py)."""
        spec = {k: v for k, v in cards.items() if k != "creature_or_artifact"}
        if zone["zone"] == "play":  # in play: the kind of card picks the pool
            kind = "card" if cards.get("creature_or_artifact") or spec.get("kind") == "card" else spec.pop("type", "creature")
            if kind not in ("creature", "artifact", "card", "upgrade"):
                raise ValueError(f"{kind} cards are not in play")
            spec.pop("kind", None)
            spec.pop("type", None)
            if kind != "creature":
                spec["kind"] = kind
            if spec.get("count") == 1 and len(spec) > 1:
                spec.pop("count")
            return spec
        if cards.get("creature_or_artifact"):
            raise ValueError("'creature or artifact' out of play is not compiled")
        if isinstance(zone["zone"], list) and "play" in zone["zone"] and spec.get("type", "creature") != "creature":
            raise ValueError("only creatures are read both in play and out of it")
        spec.update(zone, kind="card")
        if spec.get("count") == 1:
            spec.pop("count")
        return spec

    @staticmethod
    def _plain_from_hand(spec: dict) -> int | None:
        """"a card" / "2 cards" from your hand: the count, as ``archive``/``discard`` N reads it."""
        rest = {k: v for k, v in spec.items() if k != "count"}
        n = spec.get("count", 1)
        return n if rest == {"zone": "hand", "player": "you", "kind": "card"} and isinstance(n, int) else None

    def zn_archive_from(self, items):
        spec = self._where(items[0], items[1])
        n = self._plain_from_hand(spec)
        return {"archive": n} if n else {"archive": True, "target": spec}

    def zn_archive_self_up_to(self, items):
        return [{"archive": True, "target": "self"},
                {"archive": True, "target": {"zone": "hand", "player": "you", "kind": "card", "up_to": items[0]}}]

    def zn_archive_self_top(self, items):
        return [{"archive": True, "target": "self"}, {"archive": 1, "from": "deck-top"}]

    def zn_archive_random(self, items):
        return {"archive": items[0], "random": True}

    def zn_discard_random(self, items):
        return {"discard": items[0], "random": True}

    def zn_discard_from(self, items):
        spec = self._where(items[0], items[1])
        if spec.get("zone") == "play":
            raise ValueError("discarding a card in play is not compiled")
        n = self._plain_from_hand(spec)
        return {"discard": n} if n else {"discard": True, "target": spec}

    def zn_discard_previous(self, items):
        return {"discard": True, "target": "previous-target"}

    def zn_purge_from(self, items):
        return {"purge": True, "target": self._where(items[0], items[1])}

    def zn_return_from(self, items):
        return {"return_to_hand": True, "target": self._zone_only(items, ("discard", "play"))}

    def zn_top_from(self, items):
        return {"to_deck": "top", "target": self._zone_only(items, ("discard", "play"))}

    def _zone_only(self, items, zones):
        spec = self._where(items[0], items[1])
        where = spec.get("zone", "play")
        if any(z not in zones for z in (where if isinstance(where, list) else [where])):
            raise ValueError(f"from {where} is not compiled here")
        return spec

    def zn_play_previous(self, items):
        return {"play_card": True, "target": "previous-target"}

    def zn_discard_all_archives(self, items):
        return _with_who({"discard": "all", "from": "archives"}, items[0])

    def zn_put_into_play(self, items):
        return {"put_into_play": True, "target": items[0]}

    def zn_archive_opponent(self, items):
        return {"archive": True, "target": items[0], "into": "opponent"}

    def zn_archive_per_key(self, items):
        return {"archive": True, "target": items[0], "for_each": "opponent.keys", "into": "you"}

    def zn_archive_purged(self, items):
        return {"archive": True, "target": {"kind": "card", "zone": "purged", "player": "you"}}

    def zn_looked_purge_one(self, items):
        return {"move_looked": 1, "into": "purged", "match": self._filter(items[0])}

    def zn_looked_purge_match(self, items):
        return {"move_looked": "rest", "into": "purged", "match": self._filter(items[0])}

    def zn_purge_archived(self, items):
        return {"purge": True, "target": {"kind": "card", "zone": "archives", "player": "you"}}

    def zn_put_under(self, items):
        return {"put_under": 1, "from": "hand"}

    def zn_play_under(self, items):
        return {"play": "under-self"}

    def zn_play_from_discard(self, items):
        return {"play_card": True, "target": self._where(items[0], {"zone": "discard", "player": "you"})}

    def zn_t_one_neighbor(self, items):
        return {"where": "neighbor", "of": items[0]}

    def zn_previous_to_hand(self, items):
        return {"return_to_hand": True, "target": "previous-target"}

    # -- looking at and revealing -----------------------------------------------------------------
    def zn_one(self, items):
        return 1

    def zn_count(self, items):
        return items[0]

    def zn_look_top(self, items):
        n, who = items
        return _with_who({"look_at": n, "from": "deck-top"}, who)

    def zn_look_hand(self, items):
        return _with_who({"look_at": "all", "from": "hand"}, items[0])

    def zn_reveal_top(self, items):
        return {**self.zn_look_top(items), "revealed": True}

    def zn_reveal_hand(self, items):
        return {**self.zn_look_hand(items), "revealed": True}

    def zn_reveal_pick(self, items):
        return {"reveal": True, "target": self._where(items[0], {"zone": "hand", "player": "you"})}

    def zn_looked_hand(self, items):
        return {"move_looked": items[0], "into": "hand"}

    def zn_looked_hand_bottom(self, items):
        return [{"move_looked": items[0], "into": "hand"}, {"move_looked": items[1], "into": "deck-bottom"}]

    def zn_looked_bottom(self, items):
        return {"move_looked": items[0], "into": "deck-bottom"}

    def zn_looked_archive(self, items):
        return {"move_looked": items[0], "into": "archives"}

    def zn_looked_discard(self, items):
        return {"move_looked": items[0], "into": "discard"}

    def zn_looked_discard_rest(self, items):
        return {"move_looked": "rest", "into": "discard"}

    def zn_looked_back(self, items):
        return {"move_looked": "rest", "into": "deck-top"}

    def zn_looked_discard_match(self, items):
        match = self._where(items[0], {"zone": "hand"})
        for k in ("zone", "player", "kind", "each"):
            match.pop(k, None)
        return {"move_looked": "rest", "into": "discard", "match": match}

    # -- choosing a house, discarding until, archives ----------------------------------------------
    def zn_choose_house(self, items):
        return {"choose_house": True}

    def zn_choose_opponent_house(self, items):
        return {"choose_house": "opponent-identity"}

    def zn_p_chosen_house(self, items):
        return ("house", "chosen")

    def zn_discard_until(self, items):
        return {"discard_until": self._filter(items[0])}

    def zn_owner_hand(self, items):
        return {"archived_to_owner_hand": True}

    def zn_this_way(self, items):
        return ("tail", "this_way", None)  # kf:glossary/this-way: "for each card revealed this way"

    def zn_if_sentence(self, items):
        cond, effects = items[0], items[1]
        if any(k in e for e in effects for k in ("if", "otherwise", "if_you_do")):
            raise ValueError("a condition on a part that has its own is not compiled")
        return Sentence("effects", effects=[{**e, "if": cond} for e in effects])

    def zn_c_previous_chosen_house(self, items):
        return {"previous": {"house": "chosen"}}

    def zn_c_previous_is(self, items):
        return {"previous": self._filter(items[0])}

    def _filter(self, cards: dict) -> dict:
        """A filter on one card wherever it is (no zone, no count)."""
        spec = self._where(cards, {"zone": "hand"})
        for k in ("zone", "player", "kind", "count"):
            spec.pop(k, None)
        return spec
