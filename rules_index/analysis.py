"""Text analysis shared by the full-text index and the questions asked of it.

Words are lower-cased, stop words dropped and each word stemmed with the Snowball stemmer of
its language (German, Polish, English), then folded (diacritics stripped, æ → ae), which is
what SQLite FTS5 indexes.

German glues words into compounds ("Siegespunktzahl", "Ablagestapel", "Zugende"); a question
says "Siegpunktzahl" or "Punkte" and never meets them. ``Decompounder`` splits a German word
into parts that are themselves words of the documents (with the linking letters German puts
between them: "Sieg·es·punkt·zahl"), and the index holds the stems of the parts beside the
stem of the whole word. The vocabulary the splits are checked against is the documents' own,
so a split never invents a word the rules do not use.

Icon placeholders (``{R}``, ``{Shield}``) are indexed with the words they stand for in each
language (``ICON_WORDS``), so that a question saying "Runen" or "tarcza" meets them.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

import snowballstemmer

WORD = re.compile(r"[\wÆæ]+", re.UNICODE)

STOPWORDS = {
    "de": set("""aber alle allem allen aller alles als also am an ander andere anderen anderer anderes auch auf aus bei
        bin bis bist da damit dann das dass dem den denn der des dich die dies diese diesem diesen dieser dieses dir du
        durch ein eine einem einen einer eines er es etwas euch euer für gegen hab habe haben hat hatte hätte ich ihm
        ihn ihr ihre ihrem ihren ihrer im in ist ja jede jedem jeden jeder jedes kann kein keine können man mein meine
        meinem meinen meiner mich mir mit nach nicht noch nun nur ob oder ohne sein seine seinem seinen seiner sich sie
        sind so solche soll sollte sondern sonst um und uns unser unter viel vom von vor war waren was weil welche wenn
        werde werden wie wieder wir wird wo wurde zu zum zur über dein deine deinem deinen deiner passiert""".split()),
    "pl": set("""a aby ale bo by być czy dla do gdy go i ich ile im jak jaki jako je jeden jego jej jest jeśli jeżeli już
        ku lub ma mam mi mnie mogę moja moje mój może na nad nie nim niż o od oraz po pod przez przy się są ta tak tam
        te tego tej ten to tu ty tylko w we wszystko z za ze że co czy mój twój twoja twoje twojego""".split()),
    "en": set("""a an and are as at be but by can do does for from has have how i if in into is it its me my of on or
        so that the their then there these they this to was what when which while who why will with you your
        happens happen out get gets got does did many much times""".split()),
}

STEMMERS = {"de": "german", "pl": "polish", "en": "english"}

#: a compound's parts: at least this long (shorter pieces are too often accidental)
PART_MIN = 4
#: a word shorter than this is not split
COMPOUND_MIN = 9
#: letters German puts between the parts of a compound ("Sieg·es·punkt", "Karte·n·text")
LINKERS = ("", "s", "es", "n", "en", "e", "er")


@lru_cache(maxsize=None)
def _stemmer(lang: str):
    return snowballstemmer.stemmer(STEMMERS[lang])


@lru_cache(maxsize=1 << 17)
def fold(s: str) -> str:
    """Lower-case and strip diacritics (FTS5's ``remove_diacritics 2`` does the same); a word
    is folded once (a search folds every alternative of every query word several times)."""
    if s.isascii():
        return s.lower()
    s = unicodedata.normalize("NFKD", s.lower())
    return "".join(c for c in s if not unicodedata.combining(c)).replace("æ", "ae").replace("ł", "l")


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


@lru_cache(maxsize=200_000)
def stem(word: str, lang: str) -> str:
    return fold(_stemmer(lang).stemWord(word.lower()))


#: letters only one of the question languages writes
_LETTERS = {"pl": set("ąćęłńśźż"), "de": set("äöüß")}


def question_language(ws: list[str]) -> str | None:
    """The language a question's words are most likely in ("de", "pl", "en"), or None when
    nothing tells: by its stop words (a word that is a stop word of several languages counts
    for none) and by the letters only one language writes. A word is a stop word only in its
    own language — in an English question "die" and "dies" are what happens to a unit, and
    "go" is not the Polish pronoun."""
    score = dict.fromkeys(STOPWORDS, 0.0)
    for w in ws:
        in_ = [lang for lang, stop in STOPWORDS.items() if w in stop]
        if len(in_) == 1:
            score[in_[0]] += 1
        for lang, letters in _LETTERS.items():
            if not letters.isdisjoint(w):
                score[lang] += 1
    ranked = sorted(score.items(), key=lambda kv: -kv[1])
    if ranked[0][1] >= 1 and ranked[0][1] >= 2 * ranked[1][1]:
        return ranked[0][0]
    return None


def analyse(text: str, lang: str) -> list[str]:
    """Text → its stems (stop words dropped)."""
    stop = STOPWORDS.get(lang, set())
    return [stem(w, lang) for w in words(text) if w not in stop]


class Decompounder:
    """Splits German compounds into parts the documents use as words of their own."""

    def __init__(self, vocabulary: set[str]):
        self.vocabulary = vocabulary

    @classmethod
    def from_texts(cls, texts: list[str], min_count: int = 1) -> "Decompounder":
        counts = Counter(w for t in texts for w in words(t) if len(w) >= PART_MIN and not w.isdigit())
        return cls({w for w, n in counts.items() if n >= min_count})

    def _known(self, piece: str) -> bool:
        return len(piece) >= PART_MIN and piece in self.vocabulary

    @lru_cache(maxsize=50_000)
    def split(self, word: str) -> tuple[str, ...]:
        """The parts of ``word`` (lower case), or () when it is not a compound of known words.
        The last part is the compound's head ("Punktzahl" in "Siegespunktzahl"); a part
        that is a compound itself is split too."""
        if len(word) < COMPOUND_MIN or not word.isalpha():
            return ()
        best: tuple[str, ...] = ()
        for i in range(len(word) - PART_MIN, PART_MIN - 1, -1):  # longest head part first
            head, tail = word[:i], word[i:]
            if not (self._known(tail) or self.split(tail)):
                continue
            for link in LINKERS:
                stem_part = head[: len(head) - len(link)] if link and head.endswith(link) else (head if not link else "")
                if stem_part and (self._known(stem_part) or self.split(stem_part)):
                    tail_parts = self.split(tail) or (tail,)
                    head_parts = self.split(stem_part) or (stem_part,)
                    parts = head_parts + tail_parts
                    if not best or len(parts) < len(best):
                        best = parts
                    break
            if best:
                break
        return best

    def stems(self, word: str) -> list[str]:
        """The German stems of a compound's parts and of each part's compound with the head
        ("Siegespunktzahl" → sieg, punktzahl, punkt, zahl)."""
        parts = self.split(word.lower())
        if not parts:
            return []
        out = [stem(p, "de") for p in parts]
        if len(parts) > 2:
            out.append(stem("".join(parts[-2:]), "de"))
        return out


#: icon placeholders of the parsed documents → the words a user types, in each language
ICON_WORDS = {
    "{Shield}": "Schild Schilde tarcza shield", "{Gem}": "Kristall Kristalle kryształ gem",
    "{Mastery}": "Erfahrung mistrzostwo mastery", "{Health}": "Leben życie health",
    "{P}": "Stärke Macht moc siła power", "{R}": "Runen runy runes", "{H}": "Ehre honor honour",
    "{D}": "Schaden obrażenia damage", "{Defense}": "Verteidigung obrona defense", "{?}": "",
}


def expand_icons(text: str) -> str:
    for icon, words in ICON_WORDS.items():
        if icon in text:
            text = text.replace(icon, f"{icon} ({words})" if words else "")
    return text
