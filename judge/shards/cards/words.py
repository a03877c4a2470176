"""Shards of Infinity's words for what a card does (``judge.deckbuilding.describe``): the
German terms are the rulebook's (Kristalle, Macht, Erfahrung, Leben, Verbündeter, Champion,
Söldner, bannen, rekrutieren, Einheit, Multitalent). Faction names: "Nachtschatten" for
Undergrowth and "Ordens-" for the Order are the German rulebook's (soi:faq/04, the first
page); Homodeus and Wraethe keep their names."""

from __future__ import annotations

from judge.deckbuilding.describe import Describer, Noun, Text, Words

NOUNS = {
    "ally": Noun("Verbündeter", "Verbündeten", "Verbündete", "Verbündeten", "m", "ally", "allies"),
    "champion": Noun("Champion", "Champion", "Champions", "Champions", "m", "champion", "champions"),
}
MERCENARY = Noun("Söldner", "Söldner", "Söldner", "Söldnern", "m", "mercenary", "mercenaries")
FACTIONS = {"homodeus": ("Homodeus", "Homodeus"), "undergrowth": ("Nachtschatten", "Undergrowth"),
            "order": ("Ordens", "Order"), "wraethe": ("Wraethe", "Wraethe")}
RESOURCES = {"gems": ("Kristalle", "gems", "Kristall", "gem"), "power": ("Macht", "power", "Macht", "power"),
             "mastery": ("Erfahrung", "mastery", "Erfahrung", "mastery"), "health": ("Leben", "health", "Leben", "health")}
KEYWORDS = {"unify": ("Einheit", "Unify"), "dominion": ("Multitalent", "Dominion"),
            "inspire": ("Inspiration", "Inspire"), "echo": ("Echo", "Echo")}
WHERE = {"hand": ("aus deiner Hand", "from your hand"), "discard": ("aus deinem Ablagestapel", "from your discard pile")}


def _gain(value: dict, e: dict, d: Describer) -> Text:
    parts = []
    for k, n in value.items():
        if n == "infinite":
            parts.append((f"unendlich viel {RESOURCES[k][0]}", f"infinite {RESOURCES[k][1]}"))
        else:
            parts.append(d.amount(n, RESOURCES[k]))
    return "Erhalte " + " und ".join(p[0] for p in parts), "Gain " + " and ".join(p[1] for p in parts)


def _banish(value: dict, e: dict, d: Describer) -> Text:
    n = value.get("count", 1)
    de = " und/oder ".join(WHERE[w][0] for w in value["from"])
    en = " and/or ".join(WHERE[w][1] for w in value["from"])
    if n == 1:
        return f"Banne eine Karte {de}", f"Banish a card {en}"
    return f"Banne bis zu {n} Karten {de}", f"Banish up to {n} cards {en}"


def _mastery(value: dict, e: dict, d: Describer) -> Text:
    parts = []
    for lvl, block in sorted(value["levels"].items(), key=lambda kv: int(kv[0])):
        de, en = d.inline(block)
        if lvl == "0":
            parts.append((de, en))
        else:
            instead = len(parts) > 0
            parts.append((f"ab {lvl} Erfahrung{' stattdessen' if instead else ''}: {de}",
                          f"at {lvl} mastery{' instead' if instead else ''}: {en}"))
    return "; ".join(p[0] for p in parts), "; ".join(p[1] for p in parts)


def _destroy(value, e: dict, d: Describer) -> Text:
    if value == "all":
        return "Zerstöre alle gegnerischen Champions", "Destroy every enemy champion"
    return "Zerstöre einen gegnerischen Champion", "Destroy an enemy champion"


def _return(value: dict, e: dict, d: Describer) -> Text:
    n, pre, adj = d.noun(value["filter"])
    art = {"m": "einen", "f": "eine", "n": "ein"}[n.gender]
    return (f"Nimm {art} {pre}{n.acc} aus deinem Ablagestapel auf die Hand",
            f"Return {'an' if (adj + n.en)[0].lower() in 'aeiou' else 'a'} {adj}{n.en} from your discard pile to your hand")


def _recruit(value: dict, e: dict, d: Describer) -> Text:
    to = value.get("to", "discard")
    de = f"Rekrutiere ohne Kosten eine Karte der zentralen Auslage mit höchstens {value['max_cost']} Kosten"
    en = f"Recruit a card of the center row costing {value['max_cost']} or less for free"
    if to == "hand":
        de, en = de + "; sie kommt auf deine Hand", en + "; it goes to your hand"
    return de, en


def _next_recruit(value: dict, e: dict, d: Describer) -> Text:
    n, pre, adj = d.noun(value["for"])
    return (f"Der nächste {pre}{n.nom}, den du in diesem Zug rekrutierst, kommt direkt ins Spiel",
            f"The next {adj}{n.en} you recruit this turn comes directly into play")


def _copy(value: dict, e: dict, d: Describer) -> Text:
    n, pre, adj = d.noun(value["filter"])
    if value.get("each"):
        de = f"Kopiere den Effekt jedes {pre}{n.acc if n.gender == 'm' else n.nom}, den du in diesem Zug ausgespielt hast"
        en = f"Copy the effect of each {adj}{n.en} you played this turn"
        if value.get("later"):
            de, en = de + " oder noch ausspielst", en + " or play later this turn"
        return de, en
    times = value.get("times", 1)
    de = f"Kopiere den Effekt eines anderen {pre}{n.acc}, den du in diesem Zug ausgespielt hast"
    en = f"Copy the effect of another {adj}{n.en} you played this turn"
    if times > 1:
        de, en = de + f", {times}-mal", en + f", {times} times"
    return de, en


def _if(cond: dict, e: dict, d: Describer) -> Text:
    c_de, c_en = d.condition(cond)
    t_de, t_en = d.inline(e.get("then", []))
    if "keyword" in cond:
        de, en = f"{c_de[4:]}: {t_de}", f"{c_en[5:]}: {t_en}"
    else:
        de, en = f"{c_de[0].upper() + c_de[1:]}: {t_de}", f"{c_en[0].upper() + c_en[1:]}: {t_en}"
    if e.get("else"):
        o_de, o_en = d.inline(e["else"])
        de, en = f"{o_de}; {de} stattdessen", f"{o_en}; {en} instead"
    return de, en


VERBS = {
    "gain": _gain,
    "draw": lambda n, e, d: ("Ziehe eine Karte", "Draw a card") if n == 1 else (f"Ziehe {n} Karten", f"Draw {n} cards"),
    "banish": _banish,
    "mastery": _mastery,
    "destroy_champion": _destroy,
    "return": _return,
    "recruit": _recruit,
    "next_recruit": _next_recruit,
    "copy": _copy,
    "opponent_loses": lambda v, e, d: (f"Ein Gegner deiner Wahl verliert {v['mastery']} Erfahrung",
                                       f"An opponent of your choice loses {v['mastery']} mastery"),
    "double": lambda v, e, d: ("Verdopple deine Macht", "Double your power"),
    "if": _if,
}


def _immune(v: dict, d: Describer) -> Text:
    if v.get("while"):
        c_de, c_en = d.condition(v["while"])
        return (f"Kann nicht mit Macht angegriffen werden, {c_de.replace('wenn', 'solange', 1)}",
                f"Can't be attacked with power {c_en.replace('if', 'while', 1)}")
    return ("Kann nicht mit Macht angegriffen werden (Karteneffekte können ihn zerstören)",
            "Can't be attacked with power (card effects can still destroy it)")


STATICS = {
    "immune": _immune,
    "guard": lambda v, d: ("Solange diese Karte im Spiel ist, können weder du noch deine anderen Champions angegriffen "
                           "werden",
                           "While it is in play, neither you nor your other champions can be attacked"),
}

WORDS = Words(nouns=NOUNS, factions=FACTIONS, resources=RESOURCES, keywords=KEYWORDS, verbs=VERBS, statics=STATICS,
              mercenary=MERCENARY)
