"""Ascension's words for what a card does (``judge.deckbuilding.describe``): the German
terms are the rulebook's (Runen, Stärke, Ehre, Konstrukt, verbannen, Leere, zentrale
Auslage), the faction names its faction lists (Erleuchtet, Lebensbund, Mechana, Leere); the
Polish ones the web catalogue's (runy, siła, honor, bohater, konstrukt, potwór, wygnać, rząd
centralny); the factions keep their English names in Polish (no Polish document names them)."""

from __future__ import annotations

from judge.deckbuilding.describe import CARD, Describer, Noun, Unit, Words, both, capital, draw, either
from judge.deckbuilding.i18n import MN, MP, M
from judge.i18n import Text, joined

NOUNS = {
    "hero": Noun("m", MP("card type", "Held"), MP("card types", "Helden"), MP("a card of a type", "Helden"),
                 MP("another card of a type", "Helden"), MP("each card of a type", "Helden"),
                 MP("each other card of a type", "Helden"), MP("cards of a type", "Helden"),
                 MP("cards of a type", "Helden"), MP("every card of a type", "Helden"),
                 MP("of another card of a type", "Helden")),
    "construct": Noun("n", MP("card type", "Konstrukt"), MP("card types", "Konstrukte"),
                      MP("a card of a type", "Konstrukt"), MP("another card of a type", "Konstrukt"),
                      MP("each card of a type", "Konstrukt"), MP("each other card of a type", "Konstrukt"),
                      MP("cards of a type", "Konstrukte"), MP("cards of a type", "Konstrukten"),
                      MP("every card of a type", "Konstrukt"), MP("of another card of a type", "Konstrukts")),
    "monster": Noun("n", MP("card type", "Monster"), MP("card types", "Monster"), MP("a card of a type", "Monster"),
                    MP("another card of a type", "Monster"), MP("each card of a type", "Monster"),
                    MP("each other card of a type", "Monster"), MP("cards of a type", "Monster"),
                    MP("cards of a type", "Monstern"), MP("every card of a type", "Monster"),
                    MP("of another card of a type", "Monsters")),
}
FACTIONS = {"enlightened": MP("faction", "Erleuchtet"), "lifebound": MP("faction", "Lebensbund"),
            "mechana": MP("faction", "Mechana"), "void": MP("faction", "Leere")}
RESOURCES = {"runes": Unit(lambda n: MN("{n} Rune", "{n} Runen", n=n), lambda n: MN("{n} Runen", "{n} Runen", n=n)),
             "power": Unit(lambda n: MN("{n} Stärke", "{n} Stärke", n=n)),
             "honor": Unit(lambda n: MN("{n} Ehre", "{n} Ehre", n=n))}
WHERE = {"center": MP("a card banished from", "aus der zentralen Auslage"),
         "hand": MP("a card banished from", "aus deiner Hand"),
         "discard": MP("a card banished from", "aus deinem Ablagestapel")}


def _gain(value: dict, e: dict, d: Describer) -> Text:
    return M("Erhalte {what}", what=both([d.amount(n, RESOURCES[k]) for k, n in value.items()]))


def _restricted(value: dict, e: dict, d: Describer) -> Text:
    n, faction = d.noun(value["for"])
    return MN("Erhalte {n} Runen, die du nur für {faction}{noun} ausgeben darfst",
              "Erhalte {n} Runen, die du nur für {faction}{noun} ausgeben darfst", n=value["amount"],
              faction=faction, noun=n.gen_pl)


def _discard(value: dict, e: dict, d: Describer) -> Text:
    return M("Lege eine Karte aus deiner Hand ab; wenn du das tust: {then}", then=d.inline(value["effects"]))


def _banish(value: dict, e: dict, d: Describer) -> Text:
    return M("Verbanne eine Karte {where}", where=either([WHERE[w] for w in value["from"]]))


def _acquire(value: dict, e: dict, d: Describer) -> Text:
    n = NOUNS.get(value.get("type"), CARD)
    what = d.a(n, "")
    cost = value.get("max_cost")
    said = M("Erwirb {what} ohne Kosten", what=what) if cost is None else \
        M("Erwirb {what} mit höchstens {cost} Kosten ohne Kosten", what=what, cost=cost)
    if value.get("to") == "deck":
        said = (M("{acquire} und lege ihn oben auf deinen Nachziehstapel", acquire=said) if n.gender == "m" else
                M("{acquire} und lege sie oben auf deinen Nachziehstapel", acquire=said) if n.gender == "f" else
                M("{acquire} und lege es oben auf deinen Nachziehstapel", acquire=said))
    return said


def _copy(v: dict, e: dict, d: Describer) -> Text:
    return M("Kopiere den Effekt eines anderen {faction}{noun}, den du in diesem Zug ausgespielt hast", faction="",
             noun=NOUNS[v["type"]].gen_other)


def _discount(v: dict, e: dict, d: Describer) -> Text:
    n, faction = d.noun(v["for"])
    return MN("Das nächste {faction}{noun}, das du in diesem Zug erwirbst, kostet {n} Rune(n) weniger",
              "Das nächste {faction}{noun}, das du in diesem Zug erwirbst, kostet {n} Rune(n) weniger",
              faction=faction, noun=n.nom, n=v["amount"])


VERBS = {
    "gain": _gain,
    "restricted_runes": _restricted,
    "draw": lambda n, e, d: draw(n),
    "discard": _discard,
    "banish": _banish,
    "defeat": lambda v, e, d: M("Besiege ein Monster mit höchstens {n} Stärke, ohne Stärke auszugeben",
                                n=v["max_power"]),
    "acquire": _acquire,
    "acquire_or_defeat": lambda v, e, d: M("Erwirb oder besiege ohne Kosten eine andere Karte der zentralen Auslage"),
    "extra_turn": lambda v, e, d: M("Mache nach diesem Zug einen weiteren Zug"),
    "take_random": lambda v, e, d: M("Nimm aus der Hand jedes Gegners eine zufällige Karte auf deine Hand"),
    "opponents_keep_one_construct": lambda v, e, d: M(
        "Jeder Gegner behält ein Konstrukt seiner Wahl und legt seine anderen Konstrukte ab"),
    "opponents_discard_construct": lambda v, e, d: M(
        "Jeder Gegner legt ein Konstrukt, das er kontrolliert, auf seinen Ablagestapel"),
    "put_into_play": lambda v, e, d: M("Bringe die erworbene Karte direkt ins Spiel"),
    "copy": _copy,
    "discount": _discount,
    "if": lambda v, e, d: _if(v, e, d),
    "choose": lambda v, e, d: either([d.inline(b) for b in v["options"]]),
}


def _if(cond: dict, e: dict, d: Describer) -> Text:
    said = joined([capital(d.condition(cond)), d.inline(e.get("then", []))], ": ")
    if e.get("else"):
        said = M("{effect}; sonst: {otherwise}", effect=said, otherwise=d.inline(e["else"]))
    return said


STATICS = {
    "treat_as": lambda v, d: M("Du darfst jedes {noun} als {faction}{noun} behandeln", noun=NOUNS[v["type"]].nom,
                               faction=M("{faction}-", faction=FACTIONS[v["faction"]])),
    "unbanishable": lambda v, d: M("Kann nur verbannt werden, indem es besiegt wird"),
}

WORDS = Words(nouns=NOUNS, factions=FACTIONS, resources=RESOURCES, keywords={}, verbs=VERBS, statics=STATICS)
