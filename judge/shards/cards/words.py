"""Shards of Infinity's words for what a card does (``judge.deckbuilding.describe``): the
German terms are the rulebook's (Kristalle, Macht, Erfahrung, Leben, Verbündeter, Champion,
Söldner, bannen, rekrutieren, Einheit, Multitalent). Faction names: "Nachtschatten" for
Undergrowth and "Ordens-" for the Order are the German rulebook's (soi:faq/04, the first
page); Homodeus and Wraethe keep their names. The Polish terms are the web catalogue's
(klejnoty, moc, mistrzostwo, zdrowie, sprzymierzeniec, czempion, najemnik, Jedność); the
factions keep their English names in Polish (no Polish document names them)."""

from __future__ import annotations

from judge.deckbuilding.describe import Describer, Noun, Unit, Words, both, capital, draw
from judge.deckbuilding.i18n import MN, MP, M
from judge.i18n import Text, joined

NOUNS = {
    "ally": Noun("m", MP("card type", "Verbündeter"), MP("card types", "Verbündete"),
                 MP("a card of a type", "Verbündeten"), MP("another card of a type", "Verbündeten"),
                 MP("each card of a type", "Verbündeten"), MP("each other card of a type", "Verbündeten"),
                 MP("cards of a type", "Verbündete"), MP("cards of a type", "Verbündeten"),
                 MP("every card of a type", "Verbündeten"), MP("of another card of a type", "Verbündeten")),
    "champion": Noun("m", MP("card type", "Champion"), MP("card types", "Champions"),
                     MP("a card of a type", "Champion"), MP("another card of a type", "Champion"),
                     MP("each card of a type", "Champion"), MP("each other card of a type", "Champion"),
                     MP("cards of a type", "Champions"), MP("cards of a type", "Champions"),
                     MP("every card of a type", "Champion"), MP("of another card of a type", "Champion")),
}
MERCENARY = Noun("m", MP("card type", "Söldner"), MP("card types", "Söldner"), MP("a card of a type", "Söldner"),
                 MP("another card of a type", "Söldner"), MP("each card of a type", "Söldner"),
                 MP("each other card of a type", "Söldner"), MP("cards of a type", "Söldner"),
                 MP("cards of a type", "Söldnern"), MP("every card of a type", "Söldner"),
                 MP("of another card of a type", "Söldner"))
FACTIONS = {"homodeus": MP("faction", "Homodeus"), "undergrowth": MP("faction", "Nachtschatten"),
            "order": MP("faction", "Ordens"), "wraethe": MP("faction", "Wraethe")}
RESOURCES = {"gems": Unit(lambda n: MN("{n} Kristall", "{n} Kristalle", n=n),
                          lambda n: MN("{n} Kristalle", "{n} Kristalle", n=n)),
             "power": Unit(lambda n: MN("{n} Macht", "{n} Macht", n=n)),
             "mastery": Unit(lambda n: MN("{n} Erfahrung", "{n} Erfahrung", n=n)),
             "health": Unit(lambda n: MN("{n} Leben", "{n} Leben", n=n))}
#: what "infinite" gives, as the trace names it (judge.shards.effects.INFINITE)
INFINITE = {"gems": MP("unendlich viel", "Kristalle"), "power": MP("unendlich viel", "Macht"),
            "mastery": MP("unendlich viel", "Erfahrung"), "health": MP("unendlich viel", "Leben")}
KEYWORDS = {"unify": MP("keyword", "Einheit"), "dominion": MP("keyword", "Multitalent"),
            "inspire": MP("keyword", "Inspiration"), "echo": MP("keyword", "Echo")}
WHERE = {"hand": MP("cards banished from", "aus deiner Hand"),
         "discard": MP("cards banished from", "aus deinem Ablagestapel")}


def _gain(value: dict, e: dict, d: Describer) -> Text:
    parts = [M("unendlich viel {what}", what=INFINITE[k]) if n == "infinite" else d.amount(n, RESOURCES[k])
             for k, n in value.items()]
    return M("Erhalte {what}", what=both(parts))


def _banish(value: dict, e: dict, d: Describer) -> Text:
    n = value.get("count", 1)
    where = WHERE[value["from"][0]]
    for w in value["from"][1:]:
        where = M("{a} und/oder {b}", a=where, b=WHERE[w])
    if n == 1:
        return M("Banne eine Karte {where}", where=where)
    return M("Banne bis zu {n} Karten {where}", n=n, where=where)


def _mastery(value: dict, e: dict, d: Describer) -> Text:
    parts = []
    for lvl, block in sorted(value["levels"].items(), key=lambda kv: int(kv[0])):
        then = d.inline(block)
        if lvl == "0":
            parts.append(then)
        elif parts:
            parts.append(M("ab {n} Erfahrung stattdessen: {then}", n=lvl, then=then))
        else:
            parts.append(M("ab {n} Erfahrung: {then}", n=lvl, then=then))
    return joined(parts, "; ")


def _destroy(value, e: dict, d: Describer) -> Text:
    if value == "all":
        return M("Zerstöre alle gegnerischen Champions")
    return M("Zerstöre einen gegnerischen Champion")


def _return(value: dict, e: dict, d: Describer) -> Text:
    n, faction = d.noun(value["filter"])
    return M("Nimm {what} aus deinem Ablagestapel auf die Hand", what=d.a(n, faction))


def _recruit(value: dict, e: dict, d: Describer) -> Text:
    said = M("Rekrutiere ohne Kosten eine Karte der zentralen Auslage mit höchstens {cost} Kosten",
             cost=value["max_cost"])
    if value.get("to", "discard") == "hand":
        said = M("{recruit}; sie kommt auf deine Hand", recruit=said)
    return said


def _next_recruit(value: dict, e: dict, d: Describer) -> Text:
    n, faction = d.noun(value["for"])
    return M("Der nächste {faction}{noun}, den du in diesem Zug rekrutierst, kommt direkt ins Spiel",
             faction=faction, noun=n.nom)


def _copy(value: dict, e: dict, d: Describer) -> Text:
    n, faction = d.noun(value["filter"])
    if value.get("each"):
        said = M("Kopiere den Effekt jedes {faction}{noun}, den du in diesem Zug ausgespielt hast", faction=faction,
                 noun=n.each_pl)
        if value.get("later"):
            said = M("{copy} oder noch ausspielst", copy=said)
        return said
    said = M("Kopiere den Effekt eines anderen {faction}{noun}, den du in diesem Zug ausgespielt hast",
             faction=faction, noun=n.gen_other)
    times = value.get("times", 1)
    if times > 1:
        said = M("{copy}, {n}-mal", copy=said, n=times)
    return said


def _if(cond: dict, e: dict, d: Describer) -> Text:
    then = d.inline(e.get("then", []))
    if "keyword" in cond:
        said = joined([KEYWORDS.get(cond["keyword"], cond["keyword"]), then], ": ")
    else:
        said = joined([capital(d.condition(cond)), then], ": ")
    if e.get("else"):
        said = M("{otherwise}; {effect} stattdessen", otherwise=d.inline(e["else"]), effect=said)
    return said


VERBS = {
    "gain": _gain,
    "draw": lambda n, e, d: draw(n),
    "banish": _banish,
    "mastery": _mastery,
    "destroy_champion": _destroy,
    "return": _return,
    "recruit": _recruit,
    "next_recruit": _next_recruit,
    "copy": _copy,
    "opponent_loses": lambda v, e, d: M("Ein Gegner deiner Wahl verliert {n} Erfahrung", n=v["mastery"]),
    "double": lambda v, e, d: M("Verdopple deine Macht"),
    "if": _if,
}


def _immune(v: dict, d: Describer) -> Text:
    if v.get("while"):
        return M("Kann nicht mit Macht angegriffen werden, {condition}", condition=d.condition(v["while"], "while"))
    return M("Kann nicht mit Macht angegriffen werden (Karteneffekte können ihn zerstören)")


STATICS = {
    "immune": _immune,
    "guard": lambda v, d: M("Solange diese Karte im Spiel ist, können weder du noch deine anderen Champions "
                            "angegriffen werden"),
}

WORDS = Words(nouns=NOUNS, factions=FACTIONS, resources=RESOURCES, keywords=KEYWORDS, verbs=VERBS, statics=STATICS,
              mercenary=MERCENARY)
