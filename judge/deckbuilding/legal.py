"""What the deck-building games share in the scenario builder: card names in German and
English for labels, a blank board, and the card library by name. Names no game and cites
no rule (each game's ``legal.py`` proposes its actions)."""

from __future__ import annotations

from judge.legal import find_by_name

from .cards import DbCardDef, Library


class Names:
    """The definitions of a scenario's cards (inline ones included) and the library's, by name."""

    def __init__(self, defs: dict[str, DbCardDef], lib: Library):
        self.defs, self.lib = defs, lib

    def get(self, name: str) -> DbCardDef | None:
        if name in self.defs:
            return self.defs[name]
        key = self.lib.resolve(name)
        return self.lib.cards[key] if key else None

    def said(self, name: str) -> dict[str, str] | str:
        """A card's name as a field of a catalogue message: the printed German name in German,
        the English one where known (else the German one); a card nobody defines by its name."""
        d = self.get(name)
        return d.names() if d else name


def blank(game: str, board: dict) -> dict:
    """A blank scenario: alice and bob, alice's turn, nothing in play (``board`` adds the game's fields)."""
    return {"game": game, "edition": "de", "title": "Neues Szenario",
            "board": {"players": {"alice": {}, "bob": {}}, "order": ["alice", "bob"], "turn_player": "alice",
                      "center_row": [], "center_deck": [], **board},
            "actions": [], "choices": {}}


def find_cards(lib: Library, query: str, limit: int, stats: tuple[str, ...]) -> list[dict]:
    """The library's cards by German or English name, misspelt names tolerated."""
    entries = [{"name": d.name, "names": {k: v for k, v in (("de", d.name), ("en", d.en)) if v}, "type": d.type,
                "faction": d.faction, "stats": {k: getattr(d, k) for k in stats}, "text": None}
               for d in lib.cards.values()]
    return find_by_name(entries, query, limit)
