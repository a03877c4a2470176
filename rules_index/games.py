"""Which game a question is about: by name ("Riftbound: …", "bei Ascension …"), else by
words only one game's documents use (Æmber, Schlachtfeld, Ehre, Erfahrung/Meisterschaft).

The vocabulary is derived from the index: a stem counts for a game when at least
``MIN_DF`` of that game's records use it and no record of another game does; a short list of
words in the languages the documents do not have (English and Polish for the German-only
games) is added by hand. A question naming a game is about that game; one with game words
of one game only, or clearly more of one game, is assumed to be about it.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .search import SearchEngine

MIN_DF = 3
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


class GameDetector:
    def __init__(self, engine: "SearchEngine"):
        from .search import STOPWORDS, analyse, stem

        self._analyse, self._stem = analyse, stem
        # German is the one language every game's documents share: a stem that recurs in one
        # game's German text and never in another's is that game's word. (Any Polish word
        # would otherwise count for KeyForge, the only game with a Polish document.)
        df: dict[str, Counter] = {}
        for (rid, lang), stems in engine._vocabulary().items():
            if lang != "de":
                continue
            game = engine.index[rid].game
            for s in stems:
                df.setdefault(s, Counter())[game] += 1
        common = {stem(w, lang) for words in STOPWORDS.values() for w in words for lang in ("de", "pl", "en")}
        self.words: dict[str, str] = {}
        for s, counts in df.items():
            if len(counts) == 1 and len(s) > 3 and s not in common:
                (game, n), = counts.items()
                if n >= MIN_DF:
                    self.words[s] = game
        # the Polish KeyForge glossary's headings are KeyForge's Polish words
        for r in engine.index:
            if r.game == "kf" and r.kind == "glossary" and "pl" in r.texts:
                for s in analyse(re.sub(r"\(.*?\)", "", r.texts["pl"].title), "pl"):
                    if len(s) > 3 and s not in common:
                        self.words.setdefault(s, "kf")
        # words of one game in other languages; a word listed for two games tells nothing
        listed: dict[str, set[str]] = {}
        for game, text in EXTRA.items():
            for w in text.split():
                for lang in ("de", "pl", "en"):
                    listed.setdefault(stem(w, lang), set()).add(game)
        for s, games in listed.items():
            if len(games) == 1:
                self.words.setdefault(s, next(iter(games)))
        self.names = {g: re.compile(rf"(?<!\w)({p})(?!\w)", re.I) for g, p in NAMES.items()}

    def detect(self, query: str) -> tuple[str | None, str]:
        """(game, why): why is "name" or "words"; (None, "") when it cannot tell."""
        named = [g for g, rx in self.names.items() if rx.search(query)]
        if len(named) == 1:
            return named[0], "name"
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
