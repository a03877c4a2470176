"""What a card does, in German and English sentences made from its definition: the text a
card page shows, the labels of a choice, and the explanation of a condition in the trace.
Made from the data the engine plays, so it says what the engine does (our words, not the
printed card text).

The shared part (filters, counts, conditions, amounts, lists of effects) is here; each game
gives its vocabulary and one function per verb (``Words``). Names no game and cites no rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .format import ZONES

Text = tuple[str, str]  # (German, English)


@dataclass(frozen=True)
class Noun:
    """A German noun's forms (nominative and accusative singular, nominative and dative
    plural, gender m/f/n) and the English singular and plural."""

    nom: str
    acc: str
    pl: str
    dat_pl: str
    gender: str
    en: str
    en_pl: str


CARD = Noun("Karte", "Karte", "Karten", "Karten", "f", "card", "cards")


@dataclass
class Words:
    nouns: dict[str, Noun]  # card type -> noun
    factions: dict[str, Text]  # faction -> (German compound prefix without the hyphen, English)
    resources: dict[str, tuple]  # resource -> (German, English[, German singular, English singular])
    keywords: dict[str, Text]  # keyword -> (German, English) name
    verbs: dict[str, Callable[[Any, dict, "Describer"], Text]] = field(default_factory=dict)
    statics: dict[str, Callable[[Any, "Describer"], Text]] = field(default_factory=dict)
    #: a filter's ``mercenary: true`` as a noun, if the game has mercenaries
    mercenary: Noun | None = None


_ART_ACC = {"m": "einen", "f": "eine", "n": "ein"}
_OTHER_ACC = {"m": "weiteren", "f": "weitere", "n": "weiteres"}
_REL_ACC = {"m": "den", "f": "die", "n": "das"}


class Describer:
    def __init__(self, words: Words):
        self.w = words

    # -- nouns ---------------------------------------------------------------------------
    def noun(self, flt: dict) -> tuple[Noun, str, str]:
        """The noun a filter names, with its German compound prefix and English adjective."""
        n = self.w.nouns.get(flt.get("type"), CARD)
        if flt.get("mercenary") and self.w.mercenary:
            n = self.w.mercenary
        de_prefix, en_adj = "", ""
        if flt.get("faction"):
            de, en = self.w.factions.get(flt["faction"], (flt["faction"], flt["faction"]))
            de_prefix, en_adj = de + "-", en + " "
        if flt.get("name"):
            return Noun(flt["name"], flt["name"], flt["name"], flt["name"], "m", flt["name"], flt["name"]), "", ""
        return n, de_prefix, en_adj

    def some(self, flt: dict, least: int = 1) -> Text:
        """'einen weiteren Lebensbund-Helden' / 'another Lifebound hero'; 'mindestens 2 Konstrukte' / '2 or more constructs'."""
        n, pre, adj = self.noun(flt)
        other = flt.get("other")
        if least == 1:
            de = f"{_ART_ACC[n.gender]} {_OTHER_ACC[n.gender] + ' ' if other else ''}{pre}{n.acc}"
            en = f"{'another' if other else _a(adj + n.en)} {adj}{n.en}"
            return de, en
        return (f"mindestens {least} {'weitere ' if other else ''}{pre}{n.pl}",
                f"{least} or more {'other ' if other else ''}{adj}{n.en_pl}")

    # -- counts, conditions, amounts ---------------------------------------------------
    def per(self, spec: dict) -> Text:
        """'je Mechana-Konstrukt, das du kontrollierst' / 'for each Mechana construct you control'."""
        zone = next(z for z in ZONES if z in spec)
        n, pre, adj = self.noun(spec[zone])
        other_de, other_en = ("weitere" if n.gender == "f" else "weiteren" if n.gender == "m" else "weitere", "other ") \
            if spec[zone].get("other") else ("", "")
        noun_de = f"{other_de + ' ' if other_de else ''}{pre}{n.acc if n.gender == 'm' else n.nom}"
        if spec.get("distinct") == "faction":
            return (f"je Fraktion unter den {pre}{n.dat_pl}, die du kontrollierst" if zone == "control" else
                    f"je Fraktion unter den {pre}{n.dat_pl} {self._zone_de(zone, plural=True)}",
                    f"for each faction among the {adj}{n.en_pl} {self._zone_en(zone)}")
        rel = _REL_ACC[n.gender]
        de = {"played": f"je {noun_de}, {rel} du in diesem Zug ausgespielt hast",
              "control": f"je {noun_de}, {rel} du kontrollierst",
              "discard": f"je {noun_de} in deinem Ablagestapel",
              "hand": f"je {noun_de} in deiner Hand"}[zone]
        en = f"for each {other_en}{adj}{n.en} {self._zone_en(zone)}"
        return de, en

    @staticmethod
    def _zone_de(zone: str, plural: bool = False) -> str:
        return {"played": "dieses Zuges", "control": "im Spiel", "discard": "in deinem Ablagestapel",
                "hand": "in deiner Hand"}[zone]

    @staticmethod
    def _zone_en(zone: str) -> str:
        return {"played": "you played this turn", "control": "you control", "discard": "in your discard pile",
                "hand": "in your hand"}[zone]

    def condition(self, cond: dict) -> Text:
        """'wenn du mindestens 2 Konstrukte kontrollierst' / 'if you control 2 or more constructs'."""
        if "all" in cond:
            parts = [self.condition(c) for c in cond["all"]]
            return " und ".join(p[0] for p in parts), " and ".join(p[1] for p in parts)
        if "keyword" in cond:
            de, en = self.w.keywords.get(cond["keyword"], (cond["keyword"], cond["keyword"]))
            return f"mit {de}", f"with {en}"
        if "at_least" in cond:
            parts = [(f"mindestens {self.amount(v, self.w.resources[k])[0]}", f"at least {self.amount(v, self.w.resources[k])[1]}")
                     for k, v in cond["at_least"].items()]
            return ("wenn du " + " und ".join(p[0] for p in parts) + " hast",
                    "if you have " + " and ".join(p[1] for p in parts))
        zone = next(z for z in ZONES if z in cond)
        de, en = self.some(cond[zone], cond.get("min", 1))
        if cond.get("distinct") == "faction":
            n, pre, adj = self.noun(cond[zone])
            k = cond.get("min", 1)
            return (f"wenn deine {pre}{n.pl} {self._zone_de(zone)} mindestens {k} Fraktionen angehören",
                    f"if your {adj}{n.en_pl} {self._zone_en(zone)} belong to {k} or more factions")
        return {"played": (f"wenn du in diesem Zug {de} ausgespielt hast", f"if you have played {en} this turn"),
                "control": (f"wenn du {de} kontrollierst", f"if you control {en}"),
                "discard": (f"wenn in deinem Ablagestapel {de.replace('einen ', 'ein ')} liegt",
                            f"if there is {en} in your discard pile"),
                "hand": (f"wenn du {de} auf der Hand hast", f"if you have {en} in your hand")}[zone]

    def amount(self, value, unit: Text) -> Text:
        """'2 Macht' / '2 power'; '1 Stärke je …' / '1 power for each …'; '2 Macht, plus 2 je …'."""
        if isinstance(value, int):
            if value == 1 and len(unit) == 4:
                return _words(value, unit[2]), _words(value, unit[3])
            return _words(value, unit[0]), _words(value, unit[1])
        de_per, en_per = self.per(value["per"])
        each, base = value.get("each", 1), value.get("base", 0)
        if base:
            return f"{_words(base, unit[0])}, plus {each} {de_per}", f"{_words(base, unit[1])}, plus {each} more {en_per}"
        return _words(each, unit[0], de_per), _words(each, unit[1], en_per)

    # -- effects -------------------------------------------------------------------------
    def effect(self, e: dict) -> Text:
        verb = next((k for k in e if k in self.w.verbs), None)
        if verb is None:
            return "?", "?"
        de, en = self.w.verbs[verb](e[verb], e, self)
        if e.get("optional"):
            de, en = f"{de} (nach Wahl)", f"You may {en[0].lower() + en[1:]}"
        return de, en

    def effects(self, effects: list[dict]) -> Text:
        parts = [self.effect(e) for e in effects]
        return " ".join(_sentence(p[0]) for p in parts), " ".join(_sentence(p[1]) for p in parts)

    def inline(self, effects: list[dict]) -> Text:
        """A list of effects as one clause (lower case start, no final stop), for a label."""
        de, en = self.effects(effects)
        return _clause(de), _clause(en)

    def static(self, s: dict) -> Text:
        verb = next(iter(s))
        fn = self.w.statics.get(verb)
        return fn(s[verb], self) if fn else (verb, verb)


def _words(*parts) -> str:
    return " ".join(str(p) for p in parts if p != "")


def _a(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _clause(text: str) -> str:
    text = text.strip().rstrip(".")
    return text[0].lower() + text[1:] if text and not text[:2].isupper() else text


def spoken(text: Text) -> dict[str, str]:
    """A described text as a field of a catalogue message (``judge.deckbuilding.i18n.M``): its
    German in German, its English in English and, since the descriptions have no Polish words
    yet, in Polish too (``judge.i18n.say``)."""
    return dict(zip(("de", "en"), text))


def sentence(text: str) -> str:
    return _sentence(text)


def clause(text: str) -> str:
    return _clause(text)
