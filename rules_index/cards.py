"""Card names the rules documents mention, in every language, for lookups.

The facts come from the vendored card files: ``sources/cards/keyforge-faq-cards.json``
(the 99 cards the KeyForge FAQs name, with English, German and Polish names and the
FAQ's own spellings) and ``sources/cards/keyforge-errata-cards.json`` (the 21 further
cards the errata sections correct; printed facts from a public card database, names from
the rulebooks' errata titles, ``name_de_printed`` where an erratum renames a card). Names
resolve to the English name, the canonical key; a misprinted name that belongs to another
card (AoA 124 was printed as "Back-up der Biomatrix") resolves to that other card.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .analysis import fold  # lower case, accents stripped ("wächterin" → "wachterin")

CARD_DIR = Path(__file__).parent / "sources" / "cards"
#: the KeyForge card fact files, in precedence order for names
CARD_FILES = (CARD_DIR / "keyforge-faq-cards.json", CARD_DIR / "keyforge-errata-cards.json")


@lru_cache(maxsize=1)
def keyforge_facts() -> tuple[dict, ...]:
    """Every KeyForge card's printed facts, from all card files; a card (set and number)
    listed twice is an error."""
    cards: list[dict] = []
    seen: dict[tuple[str, int], str] = {}
    for path in CARD_FILES:
        for c in json.loads(path.read_text(encoding="utf-8")):
            key = (c["set_code_en"], int(c["number"]))
            if key in seen:
                raise ValueError(f"{key[0]} {key[1]} is listed twice ({seen[key]} and {path.name})")
            seen[key] = path.name
            cards.append(c)
    return tuple(cards)


def norm(s: str) -> str:
    return " ".join(re.findall(r"\w+", s.casefold()))


def written_as_name(text: str, name: str, first_word: bool = True) -> bool:
    """Whether a card name stands in ``text`` as a name: a name of two words or more wherever it
    stands as whole words; a one-word name ("Pitlord", "Retreat", "Control") only where it is
    written with a capital ("Can I play Retreat …", not "Can I retreat …" nor "I control …"): many
    one-word names are ordinary words too. ``first_word``: whether the question's first word,
    capitalised anyway, counts ("Gniew na wyczerpanego Obijaka …" names Anger)."""
    key = norm(name)
    if " " in key:
        return f" {key} " in f" {norm(text)} "
    written = re.findall(r"\w+", text)
    return any(w.casefold() == key and w[:1].isupper() for w in written[0 if first_word else 1:])


#: a card name is found despite a slip only when it is long enough that a slip cannot make
#: it an ordinary word: from 8 letters one edit, from 12 letters two (accents never count)
NEAR_MIN = 8


def near_edits(name: str) -> int:
    return 2 if len(name) >= 12 else 1


#: set codes as the rulebooks print them in card citations ("RdA 267", "Zew Archontów 267")
PRINTED_SET_CODES = {
    "de": {"RdA": "CotA", "ZdA": "AoA", "KW": "WC"},
    "pl": {"Zew Archontów": "CotA", "Czas Wstąpienia": "AoA", "Zderzenie Światów": "WC", "Masowa Mutacja": "MM"},
}
#: every way players and the documents write a set (normalised) → English set code
SET_CODES = {
    norm(written): code
    for written, code in [
        ("CotA", "CotA"), ("Call of the Archons", "CotA"), ("Ruf der Archonten", "CotA"),
        ("AoA", "AoA"), ("Age of Ascension", "AoA"), ("Zeitalter des Aufstiegs", "AoA"),
        ("WC", "WC"), ("Worlds Collide", "WC"), ("Kollidierende Welten", "WC"),
        ("MM", "MM"), ("Mass Mutation", "MM"), ("Massenmutation", "MM"),
        *((w, c) for printed in PRINTED_SET_CODES.values() for w, c in printed.items()),
    ]
}  # fmt: skip


_SET_NUMBER = re.compile(
    r"(?<= )(?:" + "|".join(re.escape(s) for s in sorted(SET_CODES, key=len, reverse=True)) + r") \d{1,3}(?= )"
)


def set_and_number(name: str) -> tuple[str, int] | None:
    """"CotA 267", "RdA 267", "Zew Archontów 64", "Czas Wstąpienia 006" → ("CotA", 267) …; None
    if ``name`` is not a set and a number."""
    m = re.fullmatch(r"(\D+?)\s*0*(\d+)", norm(name))
    if m and m.group(1).strip() in SET_CODES:
        return SET_CODES[m.group(1).strip()], int(m.group(2))
    return None


@dataclass
class CardNames:
    cards: list[dict]
    by_name: dict[str, str]  # normalised name in any language → English name

    def resolve(self, name: str) -> str | None:
        """A card name in any language, or "CotA 267"/"RdA 267", → its English name."""
        n = norm(name)
        if n in self.by_name:
            return self.by_name[n]
        found = set_and_number(name)
        for c in self.cards if found else ():
            if (c["set_code_en"], int(c["number"])) == found:
                return c["name_en"]
        return None

    def find_in(self, text: str, fuzzy: bool = True) -> list[str]:
        """English names of every card whose name (any language, ≥ 4 letters) or set and
        number ("RdA 208", "Czas Wstąpienia 6") occurs in ``text``; longer names first. With
        ``fuzzy``, a long name written with a slip or two counts too ("Łączuch bólu", as an
        FAQ prints it, for "Łańcuch bólu"; "Speicherwachterin")."""
        tokens = norm(text).split()
        longest = self._longest_name
        matched: list[str] = []
        for i in range(len(tokens)):
            for n in range(1, min(longest, len(tokens) - i) + 1):
                name = " ".join(tokens[i:i + n])
                if len(name) >= 4 and name in self.by_name:
                    matched.append(name)
        found: list[str] = []
        for name in sorted(matched, key=lambda n: (-len(n), n)):
            if self.by_name[name] not in found:
                found.append(self.by_name[name])
        if fuzzy:
            for name in self._near(tokens, {n for m in matched for n in m.split()}):
                if self.by_name[name] not in found:
                    found.append(self.by_name[name])
        padded = f" {' '.join(tokens)} "
        for m in _SET_NUMBER.finditer(padded):
            en = self.resolve(m.group(0))
            if en and en not in found:
                found.append(en)
        return found

    def _near(self, tokens: list[str], taken: set[str]) -> list[str]:
        """Names within a small edit distance of a run of the text's words (``near_edits``),
        accents aside; words already part of an exact match are not looked at again."""
        from rapidfuzz import process
        from rapidfuzz.distance import Levenshtein

        index = self.__dict__.get("_near_index")
        if index is None:  # (word count, first letter) → (folded names, names); a slip rarely hits the first letter
            groups: dict[tuple[int, str], list[str]] = {}
            for name in self.by_name:
                if len(name) >= NEAR_MIN:
                    groups.setdefault((len(name.split()), fold(name)[0]), []).append(name)
            index = self.__dict__["_near_index"] = {k: ([fold(x) for x in names], names) for k, names in groups.items()}
            self.__dict__["_near_counts"] = sorted({k[0] for k in index})
        counts = self.__dict__["_near_counts"]
        folded = [fold(t) for t in tokens]
        out: list[str] = []
        for i in range(len(tokens)):
            for n in counts:
                group = index.get((n, folded[i][:1]))
                if group is None or i + n > len(tokens) or any(t in taken or len(t) < 3 for t in tokens[i:i + n]):
                    continue  # (a word of one or two letters is "im", "na", "of": "Æmber im Vorrat" is no Æmber Imp)
                phrase = " ".join(folded[i:i + n])
                if len(phrase) < NEAR_MIN:
                    continue
                keys, names = group
                for _, dist, k in process.extract(phrase, keys, scorer=Levenshtein.distance, score_cutoff=2, limit=3):
                    if dist <= near_edits(names[k]):
                        out.append(names[k])
        return out

    @property
    def _longest_name(self) -> int:
        n = self.__dict__.get("_longest")
        if n is None:
            n = self.__dict__["_longest"] = max((len(k.split()) for k in self.by_name), default=1)
        return n

    def all_names(self) -> list[str]:
        return sorted({n for c in self.cards for n in names_of(c)})


def names_of(card: dict) -> list[str]:
    out = [card["name_en"], card.get("name_de") or "", card.get("name_pl") or ""]
    out += card.get("name_de_as_written_in_faq") or []
    out += card.get("name_pl_as_written_in_faq") or []
    out += [card.get("name_de_printed") or ""]
    return [n for n in out if n]


@lru_cache(maxsize=1)
def card_names() -> CardNames:
    cards = list(keyforge_facts())
    by_name: dict[str, str] = {}
    for c in cards:
        for n in names_of(c):
            by_name.setdefault(norm(n), c["name_en"])
    return CardNames(cards, by_name)


#: the deck-building games' card libraries (German name, English name): the engine's data
DECKBUILDER_CARDS = {"asc": Path(__file__).parents[1] / "judge" / "ascension" / "cards" / "cards.json",
                     "soi": Path(__file__).parents[1] / "judge" / "shards" / "cards" / "cards.json"}


@lru_cache(maxsize=None)
def deckbuilder_names(game: str) -> CardNames:
    """Ascension's or Shards' card names (German as printed, English) → the German name."""
    by_name: dict[str, str] = {}
    path = DECKBUILDER_CARDS.get(game)
    for c in json.loads(path.read_text(encoding="utf-8")) if path and path.exists() else []:
        for n in (c["name"], c.get("en")):
            if n:
                by_name.setdefault(norm(n), c["name"])
    return CardNames([], by_name)
