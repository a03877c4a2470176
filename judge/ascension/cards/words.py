"""Ascension's words for what a card does (``judge.deckbuilding.describe``): the German
terms are the rulebook's (Runen, Stärke, Ehre, Konstrukt, verbannen, Leere, zentrale
Auslage), the faction names its faction lists (Erleuchtet, Lebensbund, Mechana, Leere)."""

from __future__ import annotations

from judge.deckbuilding.describe import Describer, Noun, Text, Words

NOUNS = {
    "hero": Noun("Held", "Helden", "Helden", "Helden", "m", "hero", "heroes"),
    "construct": Noun("Konstrukt", "Konstrukt", "Konstrukte", "Konstrukten", "n", "construct", "constructs"),
    "monster": Noun("Monster", "Monster", "Monster", "Monstern", "n", "monster", "monsters"),
}
FACTIONS = {"enlightened": ("Erleuchtet", "Enlightened"), "lifebound": ("Lebensbund", "Lifebound"),
            "mechana": ("Mechana", "Mechana"), "void": ("Leere", "Void")}
RESOURCES = {"runes": ("Runen", "runes", "Rune", "rune"), "power": ("Stärke", "power", "Stärke", "power"),
             "honor": ("Ehre", "honor", "Ehre", "honor")}
WHERE = {"center": ("aus der zentralen Auslage", "in the center row"), "hand": ("aus deiner Hand", "in your hand"),
         "discard": ("aus deinem Ablagestapel", "in your discard pile")}


def _gain(value: dict, e: dict, d: Describer) -> Text:
    parts = [d.amount(n, RESOURCES[k]) for k, n in value.items()]
    return "Erhalte " + " und ".join(p[0] for p in parts), "Gain " + " and ".join(p[1] for p in parts)


def _restricted(value: dict, e: dict, d: Describer) -> Text:
    n, pre, adj = d.noun(value["for"])
    return (f"Erhalte {value['amount']} Runen, die du nur für {pre}{n.pl} ausgeben darfst",
            f"Gain {value['amount']} runes you may spend only on {adj}{n.en_pl}")


def _draw(n: int, e: dict, d: Describer) -> Text:
    return ("Ziehe eine Karte", "Draw a card") if n == 1 else (f"Ziehe {n} Karten", f"Draw {n} cards")


def _discard(value: dict, e: dict, d: Describer) -> Text:
    de, en = d.inline(value["effects"])
    return (f"Lege eine Karte aus deiner Hand ab; wenn du das tust: {de}",
            f"Discard a card from your hand; if you do: {en}")


def _banish(value: dict, e: dict, d: Describer) -> Text:
    where = value["from"]
    de = " oder ".join(WHERE[w][0] for w in where)
    en = " or ".join(WHERE[w][1] for w in where)
    return f"Verbanne eine Karte {de}", f"Banish a card {en}"


def _defeat(value: dict, e: dict, d: Describer) -> Text:
    n = value["max_power"]
    return (f"Besiege ein Monster mit höchstens {n} Stärke, ohne Stärke auszugeben",
            f"Defeat a monster with {n} power or less without spending power")


def _acquire(value: dict, e: dict, d: Describer) -> Text:
    n = NOUNS.get(value.get("type"), Noun("Karte", "Karte", "Karten", "Karten", "f", "card", "card"))
    art = {"m": "einen", "f": "eine", "n": "ein"}[n.gender]
    cost = value.get("max_cost")
    de = f"Erwirb {art} {n.acc}" + (f" mit höchstens {cost} Kosten" if cost is not None else "") + " ohne Kosten"
    en = f"Acquire {'an' if n.en[0] in 'aeiou' else 'a'} {n.en}" + (f" costing {cost} or less" if cost is not None else "") \
        + " for free"
    if value.get("to") == "deck":
        it = {"m": "ihn", "f": "sie", "n": "es"}[n.gender]
        de, en = de + f" und lege {it} oben auf deinen Nachziehstapel", en + " and put it on top of your deck"
    return de, en


VERBS = {
    "gain": _gain,
    "restricted_runes": _restricted,
    "draw": _draw,
    "discard": _discard,
    "banish": _banish,
    "defeat": _defeat,
    "acquire": _acquire,
    "acquire_or_defeat": lambda v, e, d: ("Erwirb oder besiege ohne Kosten eine andere Karte der zentralen Auslage",
                                          "Acquire or defeat any other card in the center row for free"),
    "extra_turn": lambda v, e, d: ("Mache nach diesem Zug einen weiteren Zug", "Take another turn after this one"),
    "take_random": lambda v, e, d: ("Nimm aus der Hand jedes Gegners eine zufällige Karte auf deine Hand",
                                    "Take a random card from each opponent's hand into your hand"),
    "opponents_keep_one_construct": lambda v, e, d: (
        "Jeder Gegner behält ein Konstrukt seiner Wahl und legt seine anderen Konstrukte ab",
        "Each opponent keeps one construct of their choice and discards the others"),
    "opponents_discard_construct": lambda v, e, d: (
        "Jeder Gegner legt ein Konstrukt, das er kontrolliert, auf seinen Ablagestapel",
        "Each opponent puts a construct they control into their discard pile"),
    "put_into_play": lambda v, e, d: ("Bringe die erworbene Karte direkt ins Spiel",
                                      "Put the acquired card directly into play"),
    "copy": lambda v, e, d: (f"Kopiere den Effekt eines anderen {NOUNS[v['type']].acc if v['type'] == 'hero' else NOUNS[v['type']].nom + 's'}, "
                             "den du in diesem Zug ausgespielt hast",
                             f"Copy the effect of another {NOUNS[v['type']].en} you played this turn"),
    "discount": lambda v, e, d: (
        f"Das nächste {d.noun(v['for'])[1]}{d.noun(v['for'])[0].nom}, das du in diesem Zug erwirbst, kostet "
        f"{v['amount']} Rune(n) weniger",
        f"The next {d.noun(v['for'])[2]}{d.noun(v['for'])[0].en} you acquire this turn costs {v['amount']} rune(s) less"),
    "if": lambda v, e, d: _if(v, e, d),
    "choose": lambda v, e, d: (" oder ".join(d.inline(b)[0] for b in v["options"]),
                               " or ".join(d.inline(b)[1] for b in v["options"])),
}


def _if(cond: dict, e: dict, d: Describer) -> Text:
    c_de, c_en = d.condition(cond)
    t_de, t_en = d.inline(e.get("then", []))
    de, en = f"{c_de[0].upper() + c_de[1:]}: {t_de}", f"{c_en[0].upper() + c_en[1:]}: {t_en}"
    if e.get("else"):
        o_de, o_en = d.inline(e["else"])
        de, en = f"{de}; sonst: {o_de}", f"{en}; otherwise: {o_en}"
    return de, en


STATICS = {
    "treat_as": lambda v, d: (f"Du darfst jedes {NOUNS[v['type']].nom} als {FACTIONS[v['faction']][0]}-"
                              f"{NOUNS[v['type']].nom} behandeln",
                              f"You may treat every {NOUNS[v['type']].en} as a {FACTIONS[v['faction']][1]} "
                              f"{NOUNS[v['type']].en}"),
    "unbanishable": lambda v, d: ("Kann nur verbannt werden, indem es besiegt wird",
                                  "Can't be banished unless it is defeated"),
}

WORDS = Words(nouns=NOUNS, factions=FACTIONS, resources=RESOURCES, keywords={}, verbs=VERBS, statics=STATICS)
