"""What a card does, in sentences made from its definition: the text a card page shows, the
labels of a choice, and the explanation of a condition in the trace. Made from the data the
engine plays, so it says what the engine does (our words, not the printed card text).

Every piece is a message of the ``deckbuilding`` catalogue (``judge.deckbuilding.i18n``), said
in German, English and Polish; a description is a ``judge.i18n.Text`` built from them. German is
the source language, so the German templates pick articles and pronouns by the German gender of
a card type (``Noun.gender``); the Polish templates need no agreement with a card name or type:
each word a template fills in comes from a ``Noun`` field that already carries the Polish case
(and the agreeing words) its role needs (``Noun``), and a card named by name is "karta {name}".

The shared part (filters, counts, conditions, amounts, lists of effects) is here; each game
gives its vocabulary and one function per verb (``Words``). Names no game and cites no rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.i18n import LANGS, Text, joined, verbatim

from .format import ZONES
from .i18n import MN, MP, M


@dataclass(frozen=True)
class Noun:
    """A card type as the descriptions name it. ``gender`` (German m/f/n) picks the German
    article and pronoun of a template; every other field is the type's word in one role: a
    catalogue message whose German is the form the German template needs, whose English is
    singular or plural as the role says, and whose Polish is the case the Polish template needs,
    with the words that agree with it ("innego bohatera", "każdy konstrukt")."""

    gender: str
    nom: Text  # the type on its own: Konstrukt / construct / konstrukt
    nom_pl: Text  # several, as a label: Konstrukte / constructs / konstrukty
    acc: Text  # (ein) Konstrukt / construct / konstrukt (Polish accusative)
    other: Text  # (ein weiteres) Konstrukt / construct / inny konstrukt
    each: Text  # (je) Konstrukt / construct / każdy konstrukt
    each_other: Text  # (je weitere) Konstrukt / construct / każdy inny konstrukt
    gen_pl: Text  # (mindestens 2) Konstrukte / constructs / konstruktów (Polish genitive plural)
    dat_pl: Text  # (unter den) Konstrukten / constructs / konstruktów
    each_pl: Text  # (den Effekt jedes) Konstrukt / construct / konstruktów
    gen_other: Text  # (den Effekt eines anderen) Konstrukts / construct / innego konstruktu


def card_noun() -> Noun:
    return Noun(
        "f", MP("card type", "Karte"), MP("card types", "Karten"), MP("a card of a type", "Karte"),
        MP("another card of a type", "Karte"), MP("each card of a type", "Karte"),
        MP("each other card of a type", "Karte"), MP("cards of a type", "Karten"), MP("cards of a type", "Karten"),
        MP("every card of a type", "Karte"), MP("of another card of a type", "Karte"))


CARD = card_noun()


def named_noun(name: str) -> Noun:
    """A filter that names a card: German says the name (as a masculine noun), Polish "karta …"."""
    return Noun(
        "m", MP("card type", "{name}", name=name), MP("card types", "{name}", name=name),
        MP("a card of a type", "{name}", name=name), MP("another card of a type", "{name}", name=name),
        MP("each card of a type", "{name}", name=name), MP("each other card of a type", "{name}", name=name),
        MP("cards of a type", "{name}", name=name), MP("cards of a type", "{name}", name=name),
        MP("every card of a type", "{name}", name=name), MP("of another card of a type", "{name}", name=name))


@dataclass(frozen=True)
class Unit:
    """A resource in amounts: ``count(n)`` as a count says it (German and English singular for
    1), ``plural(n)`` with the plural word whatever the number (as an amount "for each …" has always
    said it)."""

    count: Callable[[int], Text]
    plural: Callable[[int], Text] | None = None

    def many(self, n: int) -> Text:
        return (self.plural or self.count)(n)


@dataclass
class Words:
    nouns: dict[str, Noun]  # card type -> noun
    factions: dict[str, Text]  # faction -> its name
    resources: dict[str, Unit]  # resource -> its amounts
    keywords: dict[str, Text]  # keyword -> its name
    verbs: dict[str, Callable[[Any, dict, Describer], Text]] = field(default_factory=dict)
    statics: dict[str, Callable[[Any, Describer], Text]] = field(default_factory=dict)
    #: a filter's ``mercenary: true`` as a noun, if the game has mercenaries
    mercenary: Noun | None = None


class Shaped(Text):
    """A message said with ``shape`` applied to what it says in ``langs`` (a sentence begins
    upper case and ends with a stop, a clause begins lower case, English "a" before a vowel)."""

    __slots__ = ("langs", "shape")

    def __init__(self, inner: Any, shape: Callable[[str], str], langs: tuple[str, ...] = LANGS):
        base = verbatim(inner)
        super().__init__(base.catalogue, base.msgid, base.params)
        self.shape, self.langs = shape, langs

    def __getitem__(self, lang: str) -> str:
        said = super().__getitem__(lang)
        return self.shape(said) if lang in self.langs else said


def both(parts: list[Any]) -> Text:
    """'A und B und C' / 'A and B and C' / 'A i B i C'."""
    out = parts[0]
    for p in parts[1:]:
        out = M("{a} und {b}", a=out, b=p)
    return out


def either(parts: list[Any]) -> Text:
    """'A oder B' / 'A or B' / 'A lub B'."""
    out = parts[0]
    for p in parts[1:]:
        out = M("{a} oder {b}", a=out, b=p)
    return out


def draw(n: int) -> Text:
    """'Ziehe eine Karte' / 'Ziehe 2 Karten'."""
    return M("Ziehe eine Karte") if n == 1 else MN("Ziehe {n} Karten", "Ziehe {n} Karten", n=n)


class Describer:
    def __init__(self, words: Words):
        self.w = words

    # -- nouns ---------------------------------------------------------------------------
    def noun(self, flt: dict) -> tuple[Noun, Any]:
        """The noun a filter names and its faction (a ``Text`` said before the noun in German
        and English, after it in Polish; "" without a faction)."""
        if flt.get("name"):
            return named_noun(flt["name"]), ""
        n = self.w.nouns.get(flt.get("type"), CARD)
        if flt.get("mercenary") and self.w.mercenary:
            n = self.w.mercenary
        faction = ""
        if flt.get("faction"):
            name = self.w.factions.get(flt["faction"], flt["faction"])
            faction = M("{faction}-", faction=name)
        return n, faction

    def kind(self, flt: dict) -> Text:
        """'Mechana-Konstrukt' / 'Mechana construct' / 'konstrukt frakcji Mechana' (a trace's label)."""
        n, faction = self.noun(flt)
        return M("{faction}{noun}", faction=faction, noun=n.nom)

    def kinds(self, flt: dict) -> Text:
        """'Mechana-Konstrukte' / 'Mechana constructs' / 'konstrukty frakcji Mechana'."""
        n, faction = self.noun(flt)
        return M("{faction}{noun}", faction=faction, noun=n.nom_pl)

    @staticmethod
    def a(n: Noun, faction: Any) -> Text:
        """'einen Lebensbund-Helden' / 'a Lifebound hero' / 'bohatera frakcji Lifebound'."""
        said = (M("einen {faction}{noun}", faction=faction, noun=n.acc) if n.gender == "m" else
                M("eine {faction}{noun}", faction=faction, noun=n.acc) if n.gender == "f" else
                M("ein {faction}{noun}", faction=faction, noun=n.acc))
        return Shaped(said, _an, ("en",))

    def some(self, flt: dict, least: int = 1, lying: bool = False) -> Text:
        """'einen weiteren Lebensbund-Helden' / 'another Lifebound hero'; 'mindestens 2 Konstrukte' /
        '2 or more constructs'. ``lying``: the article a discard pile's card has always had ("ein")."""
        n, faction = self.noun(flt)
        other = flt.get("other")
        if least == 1:
            if not other:
                if lying and n.gender == "m":
                    return Shaped(M("ein {faction}{noun}", faction=faction, noun=n.acc), _an, ("en",))
                return self.a(n, faction)
            if lying and n.gender == "m":
                return M("ein weiteren {faction}{noun}", faction=faction, noun=n.other)
            return (M("einen weiteren {faction}{noun}", faction=faction, noun=n.other) if n.gender == "m" else
                    M("eine weitere {faction}{noun}", faction=faction, noun=n.other) if n.gender == "f" else
                    M("ein weiteres {faction}{noun}", faction=faction, noun=n.other))
        if other:
            return M("mindestens {n} weitere {faction}{noun}", n=least, faction=faction, noun=n.gen_pl)
        return M("mindestens {n} {faction}{noun}", n=least, faction=faction, noun=n.gen_pl)

    # -- counts, conditions, amounts ---------------------------------------------------
    def per(self, spec: dict) -> Text:
        """'je Mechana-Konstrukt, das du kontrollierst' / 'for each Mechana construct you control'."""
        zone = next(z for z in ZONES if z in spec)
        n, faction = self.noun(spec[zone])
        if spec.get("distinct") == "faction":
            if zone == "control":
                return M("je Fraktion unter den {faction}{noun}, die du kontrollierst", faction=faction, noun=n.dat_pl)
            return M("je Fraktion unter den {faction}{noun} {zone}", faction=faction, noun=n.dat_pl,
                     zone=self._zone(zone))
        g = n.gender
        if spec[zone].get("other"):
            noun = n.each_other
            if zone == "played":
                return (M("je weiteren {faction}{noun}, den du in diesem Zug ausgespielt hast", faction=faction, noun=noun)
                        if g == "m" else
                        M("je weitere {faction}{noun}, die du in diesem Zug ausgespielt hast", faction=faction, noun=noun)
                        if g == "f" else
                        M("je weitere {faction}{noun}, das du in diesem Zug ausgespielt hast", faction=faction, noun=noun))
            if zone == "control":
                return (M("je weiteren {faction}{noun}, den du kontrollierst", faction=faction, noun=noun) if g == "m" else
                        M("je weitere {faction}{noun}, die du kontrollierst", faction=faction, noun=noun) if g == "f" else
                        M("je weitere {faction}{noun}, das du kontrollierst", faction=faction, noun=noun))
            if zone == "discard":
                return (M("je weiteren {faction}{noun} in deinem Ablagestapel", faction=faction, noun=noun) if g == "m"
                        else M("je weitere {faction}{noun} in deinem Ablagestapel", faction=faction, noun=noun))
            return (M("je weiteren {faction}{noun} in deiner Hand", faction=faction, noun=noun) if g == "m"
                    else M("je weitere {faction}{noun} in deiner Hand", faction=faction, noun=noun))
        noun = n.each
        if zone == "played":
            return (M("je {faction}{noun}, den du in diesem Zug ausgespielt hast", faction=faction, noun=noun) if g == "m"
                    else M("je {faction}{noun}, die du in diesem Zug ausgespielt hast", faction=faction, noun=noun)
                    if g == "f" else
                    M("je {faction}{noun}, das du in diesem Zug ausgespielt hast", faction=faction, noun=noun))
        if zone == "control":
            return (M("je {faction}{noun}, den du kontrollierst", faction=faction, noun=noun) if g == "m" else
                    M("je {faction}{noun}, die du kontrollierst", faction=faction, noun=noun) if g == "f" else
                    M("je {faction}{noun}, das du kontrollierst", faction=faction, noun=noun))
        if zone == "discard":
            return M("je {faction}{noun} in deinem Ablagestapel", faction=faction, noun=noun)
        return M("je {faction}{noun} in deiner Hand", faction=faction, noun=noun)

    @staticmethod
    def _zone(zone: str) -> Text:
        """Where the cards are, after a plural noun: 'im Spiel' / 'you control' / 'pod twoją kontrolą'."""
        return {"played": MP("cards in a zone", "dieses Zuges"), "control": MP("cards in a zone", "im Spiel"),
                "discard": MP("cards in a zone", "in deinem Ablagestapel"),
                "hand": MP("cards in a zone", "in deiner Hand")}[zone]

    def condition(self, cond: dict, lead: str = "if") -> Text:
        """'wenn du mindestens 2 Konstrukte kontrollierst' / 'if you control 2 or more constructs';
        ``lead="while"``: 'solange …' / 'while …' (the first part of a list of conditions)."""
        if "all" in cond:
            return both([self.condition(c, lead if i == 0 else "if") for i, c in enumerate(cond["all"])])
        if "keyword" in cond:
            return M("mit {keyword}", keyword=self.w.keywords.get(cond["keyword"], cond["keyword"]))
        clause = self._condition(cond)
        return M("solange {clause}", clause=clause) if lead == "while" else M("wenn {clause}", clause=clause)

    def _condition(self, cond: dict) -> Text:
        if "at_least" in cond:
            parts = [M("mindestens {amount}", amount=self.amount(v, self.w.resources[k]))
                     for k, v in cond["at_least"].items()]
            return M("du {what} hast", what=both(parts))
        zone = next(z for z in ZONES if z in cond)
        if cond.get("distinct") == "faction":
            n, faction = self.noun(cond[zone])
            return M("deine {faction}{noun} {zone} mindestens {n} Fraktionen angehören", faction=faction,
                     noun=n.gen_pl, zone=self._zone(zone), n=cond.get("min", 1))
        what = self.some(cond[zone], cond.get("min", 1), lying=zone == "discard")
        return {"played": M("du in diesem Zug {what} ausgespielt hast", what=what),
                "control": M("du {what} kontrollierst", what=what),
                "discard": M("in deinem Ablagestapel {what} liegt", what=what),
                "hand": M("du {what} auf der Hand hast", what=what)}[zone]

    def amount(self, value, unit: Unit | None) -> Text:
        """'2 Macht' / '2 power'; '1 Stärke je …' / '1 power for each …'; '2 Macht, plus 2 je …'.
        Without a unit: the number alone ('1 je …')."""
        if isinstance(value, int):
            return unit.count(value) if unit else verbatim(value)
        per = self.per(value["per"])
        each, base = value.get("each", 1), value.get("base", 0)
        if base:
            return M("{base}, plus {each} {per}", base=unit.many(base) if unit else base, each=each, per=per)
        return M("{amount} {per}", amount=unit.many(each) if unit else each, per=per)

    # -- effects -------------------------------------------------------------------------
    def effect(self, e: dict) -> Text:
        verb = next((k for k in e if k in self.w.verbs), None)
        if verb is None:
            return verbatim("?")
        said = self.w.verbs[verb](e[verb], e, self)
        if e.get("optional"):
            said = M("{effect} (nach Wahl)", effect=Shaped(said, _lower_first, ("en",)))
        return said

    def effects(self, effects: list[dict]) -> Text:
        return joined([sentence(self.effect(e)) for e in effects], " ")

    def inline(self, effects: list[dict]) -> Text:
        """A list of effects as one clause (lower case start, no final stop), for a label."""
        return clause(self.effects(effects))

    def static(self, s: dict) -> Text:
        verb = next(iter(s))
        fn = self.w.statics.get(verb)
        return fn(s[verb], self) if fn else verbatim(verb)


def _an(text: str) -> str:
    """English: "a" before a vowel is "an"."""
    return "an " + text[2:] if text.startswith("a ") and text[2:3].lower() in "aeiou" and text[2:3] else text


def _lower_first(text: str) -> str:
    return text[0].lower() + text[1:] if text else text


def _upper_first(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _clause(text: str) -> str:
    text = text.strip().rstrip(".")
    return text[0].lower() + text[1:] if text and not text[:2].isupper() else text


def spoken(text: Text) -> Text:
    """A described text as a field of a catalogue message: said in the message's language."""
    return text


def sentence(text: Any) -> Any:
    """A sentence: upper case start, a final stop (a string, or a message in every language)."""
    return _sentence(text) if isinstance(text, str) else Shaped(text, _sentence)


def clause(text: Any) -> Any:
    """A clause: lower case start (unless an abbreviation), no final stop."""
    return _clause(text) if isinstance(text, str) else Shaped(text, _clause)


def capital(text: Any) -> Text:
    """Its first letter upper case, the rest as it is."""
    return Shaped(text, _upper_first)


def lower(text: Any) -> Text:
    """Its first letter lower case, the rest as it is."""
    return Shaped(text, _lower_first)
