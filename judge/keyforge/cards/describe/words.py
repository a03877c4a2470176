"""What an effect names, in words: values, amounts, targets, conditions, places. Each is a
``judge.i18n.Text`` of the ``keyforge`` catalogue, said in German, English and Polish.

German quotes a card-format word it has no wording for („previous“), English says it as the
format writes it, Polish quotes it like German. A target is said in the role its verb gives it
(``role``: the Polish case, ``forms.CASES``); German and English say it the same in every role.
"""

from __future__ import annotations

from typing import Any

from judge.i18n import Text, catalogue, joined, verbatim

from ...i18n import MP, M
from ...select import NAMED
from . import forms


def words(key: str) -> str:
    """A card-format key as words ("move_aember" → "move aember")."""
    return key.replace("_", " ").replace("-", " ")


def format_word(w: str) -> Text:
    """A card-format word: quoted in German and Polish („previous“), as it is in English."""
    return M("„{word}“", word=w)


class EnglishShaped(Text):
    """A message whose English is reshaped as a whole ("a other creature" → "another creature",
    "a enemy" → "an enemy"): German and Polish are said as the message says them."""

    __slots__ = ("shape",)

    def __init__(self, inner: Any, shape):
        base = verbatim(inner)
        super().__init__(base.catalogue, base.msgid, base.params)
        self.shape = shape

    def __getitem__(self, lang: str) -> str:
        said = super().__getitem__(lang)
        return self.shape(said) if lang == "en" else said


#: the values of a player a condition or amount reads (select.OPERANDS "you.amber", ...), in words:
#: German and English say the format's word ("creatures destroyed"; amber as Æmber / æmber)
OPERANDS = {
    "amber": MP("operand", "Æmber"), "keys": MP("operand", "keys"), "chains": MP("operand", "chains"),
    "creatures": MP("operand", "creatures"), "artifacts": MP("operand", "artifacts"),
    "hand": MP("operand", "hand"), "deck": MP("operand", "deck"), "discard": MP("operand", "discard"),
    "archives": MP("operand", "archives"), "forged_last_turn": MP("operand", "forged last turn"),
    "key_cost": MP("operand", "key cost"), "creatures_destroyed": MP("operand", "creatures destroyed"),
    "creature_houses": MP("operand", "creature houses"), "creature_amber": MP("operand", "creature Æmber"),
    "forged_this_turn": MP("operand", "forged this turn"), "played": MP("operand", "played"),
    "creatures_played": MP("operand", "creatures played"), "fights": MP("operand", "fights"),
    "reaps": MP("operand", "reaps"), "unforged_keys": MP("operand", "unforged keys"),
    "kwc_stole_last_turn": MP("operand", "kwc stole last turn"),
    "kmc_creatures_used": MP("operand", "kmc creatures used"),
}  # fmt: skip
SIDE_WORDS = {"you", "opponent"}


def _operand(what: str) -> Text:
    known = OPERANDS.get(what)
    if known is not None:
        return known
    if "amber" in words(what):  # a value the table does not know: Æmber / æmber, else the format's words
        return M("{before}Æmber{after}", before=words(what).partition("amber")[0],
                 after=words(what).partition("amber")[2])
    return verbatim(words(what))


def value(v: Any) -> Text:
    """A value in words: numbers as they stand, a player's value ("opponent.amber") named, a
    dict or list spelled out, another card-format word quoted (German, Polish)."""
    if isinstance(v, bool):
        return MP("value", "ja") if v else MP("value", "nein")
    if isinstance(v, int):
        return verbatim(str(v))
    if isinstance(v, str):
        side, dot, what = v.partition(".")
        if dot and side in SIDE_WORDS:
            return M("{what} von dir", what=_operand(what)) if side == "you" else M("{what} des Gegners",
                                                                                   what=_operand(what))
        if dot and side == "self":
            return M("„self.{what}“", what=words(what))
        return format_word(words(v))
    if isinstance(v, list):
        return joined([value(x) for x in v], " ")
    if isinstance(v, dict):
        if set(v) == {"count"}:
            return M("die Anzahl: {t}", t=target(v["count"], role="count"))
        return joined([format_word(words(k)) if x is True else joined([format_word(words(k)), value(x)], " ")
                       for k, x in v.items()], ", ")
    return verbatim(str(v))


def amount(v: Any) -> Text:
    """How much: a number, "one for each of …", "half of …", a player's value read when the
    effect resolves ("[your æmber]")."""
    if isinstance(v, dict) and set(v) == {"count"}:
        return M("je eins für {t}", t=target(v["count"], plural=True, role="acc"))
    if isinstance(v, dict) and "half" in v:
        return M("die Hälfte von {x}", x=amount(v["half"]))
    if isinstance(v, str) and v.partition(".")[0] in SIDE_WORDS:  # a number read off the board when the effect resolves
        if v == "you":
            return MP("player as an amount", "[ von dir]")
        if v == "opponent":
            return MP("player as an amount", "[ des Gegners]")
        return joined(["[", value(v), "]"], "")
    return value(v)


def _many(n: int) -> bool:
    """Whether Polish counts ``n`` things with the genitive plural (5 kart, 12 kart, 22 karty: no),
    as the Polish catalogue's plural rule says."""
    return catalogue("keyforge").translations("pl").plural(n) == 2


#: the modifiers of a target said after its noun (German, English and Polish alike)
_AFTER = {"each", "up_to", "count", "most_powerful", "least_powerful", "other", "damaged", "exhausted", "side",
          "house", "trait", "type", "kind"}


def target(t: Any, plural: bool = False, role: str = "acc") -> Text:
    """A target (a selector string or a dict) in words, in the role ``role`` (Polish case; "count":
    the cards counted, "liczba wszystkich przyjaznych stworzeń", in the genitive plural)."""
    if t is None or (isinstance(t, str) and t in forms.CONTEXTS):
        return forms.CONTEXTS[t]["gen" if role == "count" else role]()
    spec = dict(NAMED[t]) if isinstance(t, str) and t in NAMED else t if isinstance(t, dict) else None
    if spec is None:
        return format_word(words(str(t)))
    # how many: a, each, up to N, N
    quant, count = "a", 1
    if spec.get("each") or plural:
        quant = "each"
    elif spec.get("up_to"):
        quant, count = "up_to", spec["up_to"]
    elif isinstance(spec.get("count"), int) and spec["count"] > 1:
        quant, count = "count", spec["count"]
    many_things = quant in ("up_to", "count") and count != 1
    many = _many(count) if isinstance(count, int) else False  # "up to any": "stworzenia w dowolnej liczbie"
    case = role
    if role == "count":
        case, many_things, many = "gen", True, True
    kind = spec.get("type") or spec.get("kind") or "creature"
    if kind in forms.NOUNS:
        gender, slots = forms.NOUNS[kind]
        said = slots[forms.noun_slot(case, many_things, many)]()
    else:
        gender, slots = forms.OTHER_NOUN
        said = slots[forms.noun_slot(case, many_things, many)](words(kind))
    agree = forms.form(case, many_things, gender, many)
    # house and trait: before the noun in German and English, right after it in Polish
    if spec.get("trait"):
        said = MP("trait", "{name} {rest}", name=spec["trait"].capitalize(), rest=said)
    if spec.get("house") == "chosen":
        said = M("Chosen {rest}", rest=said)
    elif spec.get("house"):
        said = MP("house", "{name} {rest}", name=spec["house"].capitalize(), rest=said)
    # after the noun in German: next to it, from a zone, the other filters
    rest = {x: y for x, y in spec.items() if x not in _AFTER}
    if spec.get("where") == "neighbor":
        rest.pop("where")
        said = M("{rest} daneben", rest=said)
    if spec.get("zone") and spec["zone"] != "play":
        rest.pop("zone"), rest.pop("player", None)
        said = _from_zone(said, spec["zone"], spec.get("player", "you"))
    if rest:
        said = joined([said, joined(["(", value(rest), ")"], "")], " ")
    # before the noun: side, damaged/exhausted, other, least/most powerful, how many
    side = spec.get("side", "")
    if side in ("enemy", "friendly"):
        said = forms.ADJECTIVES[side][agree](said)
    for key in ("exhausted", "damaged", "other"):
        if spec.get(key):
            said = forms.ADJECTIVES[key][agree](said)
    if spec.get("least_powerful"):
        said = M("schwächste {rest}", rest=said)
    if spec.get("most_powerful"):
        said = M("stärkste {rest}", rest=said)
    if quant == "each":
        said = forms.ADJECTIVES["each"][agree](said)
    elif quant == "up_to":
        said = (M("bis zu {n} {rest}", n=count, rest=said) if isinstance(count, int) else
                MP("up to, not a number", "bis zu {n} {rest}", rest=said,
                   n=MP("up to how many", "any") if count == "any" else verbatim(count)))
    elif quant == "count":
        said = joined([count, said], " ")
    else:
        said = MP("target", "eine {rest}", rest=said)
    return EnglishShaped(said, _english_article)


def _english_article(said: str) -> str:
    if said.startswith("a other "):
        return "another " + said[8:]
    if said.startswith("a ") and said[2:3] in "aeiou":
        return "an " + said[2:]
    return said


#: "from your hand", by whose zone it is (German: "aus deinem Bereich „hand“")
_ZONES = {
    ("you", "hand"): lambda r: M("{rest} aus deinem Bereich „hand“", rest=r),
    ("you", "discard"): lambda r: M("{rest} aus deinem Bereich „discard“", rest=r),
    ("you", "archives"): lambda r: M("{rest} aus deinem Bereich „archives“", rest=r),
    ("you", "deck"): lambda r: M("{rest} aus deinem Bereich „deck“", rest=r),
    ("you", "purged"): lambda r: M("{rest} aus deinem Bereich „purged“", rest=r),
    ("opponent", "hand"): lambda r: M("{rest} aus des Gegners Bereich „hand“", rest=r),
    ("opponent", "discard"): lambda r: M("{rest} aus des Gegners Bereich „discard“", rest=r),
    ("opponent", "archives"): lambda r: M("{rest} aus des Gegners Bereich „archives“", rest=r),
    ("opponent", "deck"): lambda r: M("{rest} aus des Gegners Bereich „deck“", rest=r),
    ("opponent", "purged"): lambda r: M("{rest} aus des Gegners Bereich „purged“", rest=r),
    ("any", "hand"): lambda r: M("{rest} aus jedem Bereich „hand“", rest=r),
    ("any", "discard"): lambda r: M("{rest} aus jedem Bereich „discard“", rest=r),
    ("any", "archives"): lambda r: M("{rest} aus jedem Bereich „archives“", rest=r),
    ("any", "deck"): lambda r: M("{rest} aus jedem Bereich „deck“", rest=r),
    ("any", "purged"): lambda r: M("{rest} aus jedem Bereich „purged“", rest=r),
}


def _from_zone(said: Text, zone: Any, player: str) -> Text:
    key = (player if player in ("opponent", "any") else "you", zone)
    if isinstance(zone, str) and key in _ZONES:
        return _ZONES[key](said)
    if key[0] == "opponent":
        return M("{rest} aus des Gegners Bereich {zone}", rest=said, zone=value(zone))
    if key[0] == "any":
        return M("{rest} aus jedem Bereich {zone}", rest=said, zone=value(zone))
    return M("{rest} aus deinem Bereich {zone}", rest=said, zone=value(zone))


def _filter(f: Any) -> Text:
    """A filter on a card ({"stunned": false, "where": "flank"}) in words."""
    if not isinstance(f, dict):
        return value(f)
    out = []
    for k, v in f.items():
        name = format_word(words(k))
        out.append(name if v is True else M("nicht {name}", name=name) if v is False else joined([name, value(v)], " "))
    return joined(out, ", ")


#: whose card a condition looks at
CONDITION_CARDS = {"previous": lambda f: M("die eben gewählte Karte: {filter}", filter=f),
                   "self": lambda f: M("diese Karte: {filter}", filter=f),
                   "attached": lambda f: M("die Kreatur mit dieser Aufwertung: {filter}", filter=f)}


def condition(c: Any) -> Text:
    """A condition of the card format in words ("your opponent's æmber >= 7", "that card is not stunned")."""
    if isinstance(c, list) and len(c) == 3:
        return joined([value(c[0]), c[1], value(c[2])], " ")
    if isinstance(c, dict) and len(c) == 1:
        (k, v), = c.items()
        if k in CONDITION_CARDS:
            return CONDITION_CARDS[k](_filter(v))
        if k == "exists":
            return M("es gibt {t}", t=target(v, role="nom"))
        if k == "not":
            return M("nicht ({condition})", condition=condition(v))
        if k in ("all", "any") and isinstance(v, list):
            out = condition(v[0]) if v else verbatim("")
            for x in v[1:]:
                out = M("{a} und {b}", a=out, b=condition(x)) if k == "all" else M("{a} oder {b}", a=out,
                                                                                    b=condition(x))
            return out
        if k == "my_turn":
            return M("du bist am Zug") if v is not False else M("du bist nicht am Zug")
    return value(c)


#: where æmber moves from or to (``move_aember``): the supply or a pool, in the role of "from" and "to"
PLACES = {
    ("supply", "from"): lambda: MP("æmber from", "die allgemeine Reserve"),
    ("supply", "to"): lambda: MP("æmber to", "die allgemeine Reserve"),
    ("pool", "from"): lambda: MP("æmber from", "deinen Vorrat"),
    ("pool", "to"): lambda: MP("æmber to", "deinen Vorrat"),
    ("opponent-pool", "from"): lambda: MP("æmber from", "den Vorrat des Gegners"),
    ("opponent-pool", "to"): lambda: MP("æmber to", "den Vorrat des Gegners"),
}


def place(v: Any, way: str, opponent_pool: bool = False) -> Text:
    """Where æmber moves ``way`` ("from", "to"): the supply, a pool, a zone or a card (a target)."""
    if v == "pool" and opponent_pool:
        return PLACES[("opponent-pool", way)]()
    if isinstance(v, str) and (v, way) in PLACES:
        return PLACES[(v, way)]()
    if isinstance(v, str) and v.replace("-", "").isalpha() and v not in NAMED and v not in forms.CONTEXTS:
        return value(v)  # a zone: "deck-top", "hand", "archives"
    return target(v, role="nom")  # Polish: "(z: {src} → do: {dst})"


DURATIONS = {"turn": MP("duration", "für den Rest des Zuges"),
             "opponent-next-turn": MP("duration", "während des nächsten Zuges des Gegners"),
             "until-your-next-turn": MP("duration", "bis zum Beginn deines nächsten Zuges"),
             "while-in-play": MP("duration", "solange diese Karte im Spiel ist"),
             "kwb-until-end-of-your-next-turn": MP("duration", "bis zum Ende deines nächsten Zuges")}


def duration(d: Any) -> Text:
    return DURATIONS.get(d) or value(d)


__all__ = ["amount", "condition", "duration", "format_word", "place", "target", "value", "words"]
