"""Which game a question is about: by name ("Riftbound: …", "bei Ascension …"), else by
words only one game's documents use (Æmber, Schlachtfeld, Ehre, Erfahrung/Meisterschaft).

The vocabulary is derived from the index: a stem counts for a game when at least
``MIN_DF`` of that game's German records use it and it is ``DOMINANCE`` times as frequent
there (per record) as in any other game's, and used by at least ``DOMINANCE / 2`` times as
many records of its game as of all others together ("Schlachtfeld": 157 Riftbound records, 3
KeyForge ones that mention the word in passing; not "leer": 15 of Ascension's 48, 13 elsewhere). Words in the languages a game's documents do not
have come from the term bridges (the English and Polish words of a German term that is the
game's word) and from a short list by hand; the Polish KeyForge glossary headings count for
KeyForge unless their German heading is a word other games use too ("karta", "łańcuch").
A word claimed by two games tells nothing. A question naming a game is about that game; one
naming a card of one game only ("Stalwart Poro", "Młot na klucze", "Restringuntus") is assumed to
be about that card's game; one with game words of one game only, or clearly more of one game, is
assumed to be about it.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cards import CardNames
    from .search import SearchEngine

MIN_DF = 3
MIN_SHARE = 0.004  # ... and at least this share of its records (1,456 Riftbound records: 6)
DOMINANCE = 8.0  # a game's word: this many times as frequent (per record) as in any other game
NAMES = {
    "kf": r"key\s*-?forge",
    "rb": r"rift\s*-?bound",
    "asc": r"ascension|ascensio|ascenzji|ascensii",
    "soi": r"shards(\s+of\s+infinity)?|shardsie|shardach|shardów",
}
#: words of one game in the languages its documents are not written in
EXTRA = {
    "kf": "æmber aember amber bursztyn archon archont archonci archontów forge forged creature creatures kreatura "
          "kreatury kreatur",
    "rb": "battlefield battlefields pole bitwy showdown legend legenda energy energia might "
          "conquer hold podbój unit units jednostka jednostki jednostkę spell spells zaklęcie zaklęcia gear sprzęt",
    "asc": "honor honour honoru honorem construct constructs konstrukt konstrukty void pustka cultist kultysta "
           "mystic mistyczka monster potwór potwora",
    "soi": "mastery mistrzostwo mistrzostwa mercenary mercenaries najemnik najemnika gems kryształ kryształy "
           "champion championa champions fast-play",
}


#: a one-word card name names its game when it is at least this long and no rule document, term
#: table or stop word list uses it ("Restringuntus", "Pitlord"; not "Banish", "Control", "Solo":
#: card names of one game that are rules words of another)
CARD_WORD_MIN = 5


class GameDetector:
    def __init__(self, engine: "SearchEngine"):
        from .search import STOPWORDS, analyse, stem

        self._analyse, self._stem = analyse, stem
        # German is the one language every game's documents share: a stem that recurs in one
        # game's German text far more often than in any other's is that game's word. (Any
        # Polish word would otherwise count for KeyForge, the only game with a Polish document.)
        df: dict[str, dict[str, int]] = {}  # stem → game → records (plain dicts: 30,000 of them)
        rows: Counter = Counter()
        for (rid, lang), stems in engine._vocabulary().items():
            if lang != "de":
                continue
            game = engine.index[rid].game
            rows[game] += 1
            for s in stems:
                by_game = df.get(s)
                if by_game is None:
                    df[s] = {game: 1}
                else:
                    by_game[game] = by_game.get(game, 0) + 1
        common = {stem(w, lang) for words in STOPWORDS.values() for w in words for lang in ("de", "pl", "en")}
        # the words indexed beside an icon placeholder ("{R}": Runen runy runes) are no game's own
        from .analysis import ICON_WORDS

        common |= {s for words in ICON_WORDS.values() for w in words.split() for lang in ("de", "pl", "en")
                   for s in analyse(w, lang)}
        self.words: dict[str, str] = {}
        for s, counts in df.items():
            if len(s) <= 3 or s in common:
                continue
            (game, n), *others = sorted(counts.items(), key=lambda kv: -kv[1])
            rate = n / rows[game]
            if n >= max(MIN_DF, MIN_SHARE * rows[game]) and n >= DOMINANCE * sum(m for _, m in others) / 2 \
                    and all(rate >= DOMINANCE * m / rows[g] for g, m in others):
                self.words[s] = game

        def shared(s: str) -> bool:  # a German stem that more than one game uses
            return s in df and len(df[s]) > 1 and s not in self.words

        # words of one game in other languages; a word listed for two games tells nothing
        listed: dict[str, set[str]] = {}
        # the Polish KeyForge glossary's headings are KeyForge's Polish words, unless the
        # German heading they stand for is a word every game uses
        for r in engine.index:
            if r.game == "kf" and r.kind == "glossary" and "pl" in r.texts:
                for part in re.sub(r"\(.*?\)", "", r.texts["pl"].title).split(","):
                    own = analyse(part, "pl")  # one word for one word
                    if len(own) == 1 and len(own[0]) > 3 and own[0] not in common and \
                            not any(shared(d) for d in engine._bridge.get(own[0], ())):
                        listed.setdefault(own[0], set()).add("kf")
        # the term bridges: the English and Polish words of a German term that is a game's word
        from .terms import all_terms

        # (one word for one word: "end of turn" says nothing of "turn")
        for english, by_lang in all_terms().items():
            german = [analyse(t, "de") for t in by_lang.get("de", [])]
            games = {self.words.get(g[0]) if len(g) == 1 else None for g in german}
            if len(games) == 1 and None not in games:
                game = games.pop()
                for lang, terms in (("en", [english]), ("pl", by_lang.get("pl", []))):
                    for t in terms:
                        own = analyse(t, lang)
                        if len(own) == 1 and len(own[0]) > 3 and own[0] not in common:
                            listed.setdefault(own[0], set()).add(game)
        for game, text in EXTRA.items():
            for w in text.split():
                for lang in ("de", "pl", "en"):
                    listed.setdefault(stem(w, lang), set()).add(game)
        for s, games in listed.items():
            if len(games) == 1:
                self.words.setdefault(s, next(iter(games)))
        self.names = {g: re.compile(rf"(?<!\w)({p})(?!\w)", re.I) for g, p in NAMES.items()}
        self._engine, self._common = engine, common

    @cached_property
    def cards(self) -> dict[str, str]:
        """Normalised card name → its game, for the names that name one game's card only: every
        name of two words or more, and the one-word names no other game's records, term table or
        stop word list use (``CARD_WORD_MIN``; ``card_game`` wants them written as names). KeyForge's
        names in English, German and Polish; Riftbound's English names (the Core Rules use them);
        Ascension's and Shards' German and English ones."""
        from .cards import card_names, deckbuilder_names
        from .riftbound_catalogue import rb_catalogue
        from .terms import all_terms

        claimed: dict[str, set[str]] = {}
        tables = [("kf", card_names().by_name), ("rb", rb_catalogue().by_name),
                  ("asc", deckbuilder_names("asc").by_name), ("soi", deckbuilder_names("soi").by_name)]
        for game, by_name in tables:
            for name in by_name:
                claimed.setdefault(name, set()).add(game)
        used_by: dict[str, set[str]] = {}  # stem → the games whose records use it
        for (rid, _), stems in self._engine._vocabulary().items():
            game = self._engine.index[rid].game
            for s in stems:
                used_by.setdefault(s, set()).add(game)
        termed = {w.casefold() for english, by_lang in all_terms().items()
                  for t in [english, *(x for ts in by_lang.values() for x in ts)] for w in t.split()}
        out = {}
        for name, games in claimed.items():
            if len(games) != 1:
                continue
            game = next(iter(games))
            if " " not in name:
                stems = {self._stem(name, lang) for lang in ("de", "pl", "en")}
                if len(name) < CARD_WORD_MIN or name in termed or stems & self._common or \
                        any(used_by.get(s, set()) - {game} or self.words.get(s, game) != game for s in stems):
                    continue
            out[name] = game
        return out

    def card_game(self, query: str) -> str | None:
        """The game of the cards ``query`` names (whole words, ``cards.CardNames.find_in``; a
        one-word name only as a name and not as the first word: ``cards.written_as_name``), when
        they are one game's only."""
        from .cards import written_as_name

        games = {self.cards[n] for n in self._card_names.find_in(query, fuzzy=False)
                 if " " in n or written_as_name(query, n, first_word=False)}
        return games.pop() if len(games) == 1 else None

    @cached_property
    def _card_names(self) -> "CardNames":
        from .cards import CardNames

        return CardNames([], {name: name for name in self.cards})

    def detect(self, query: str) -> tuple[str | None, str]:
        """(game, why): why is "name", "card" or "words"; (None, "") when it cannot tell."""
        named = [g for g, rx in self.names.items() if rx.search(query)]
        if len(named) == 1:
            return named[0], "name"
        by_card = self.card_game(query)
        if by_card:
            return by_card, "card"
        counts: Counter = Counter()
        for w in re.findall(r"[\wÆæ]+", query.lower()):
            games = {self.words.get(self._stem(w, lang)) for lang in ("de", "pl", "en")} - {None}
            if len(games) == 1:
                counts[games.pop()] += 1
        if not counts:
            return None, ""
        (best, n), *rest = counts.most_common()
        if not rest or n >= 2 * rest[0][1] + 1:
            return best, "words"
        return None, ""
