"""The definition the engine runs, read back in words for `judge card`, the card page and
``GET /api/v1/cards/<key>``: one line per ability — its trigger, then each instruction in order
with its conditions — and one per constant ability, keyword line and gigantic note. It renders
the card format (``model.py``) and nothing else: it says what the data says, so a judge can hold
it against the printed text. A key without its own wording is named as the card format names it
(``move aember``), never left out.

Every line is said by messages of the ``keyforge`` catalogue, in German, English and Polish
(``{"kind", "trigger", "de", "en", "pl"}``). This module says the keyword, gigantic and constant
lines; ``abilities`` says an ability, ``words`` the values, amounts, targets and conditions they
name, ``forms`` the Polish forms of a target's words.
"""

from __future__ import annotations

from typing import Any

from judge.i18n import LANGS, Text, joined

from ...i18n import MP, M
from ..model import CardDef
from .abilities import MODIFIERS, TRIGGERS, VERBS, ability_text, instruction, trigger_name
from .words import amount, condition, target, value, words

__all__ = [
    "MODIFIERS",
    "TRIGGERS",
    "VERBS",
    "ability_line",
    "amount",
    "condition",
    "describe",
    "instruction",
    "keyword",
    "keyword_de",
    "static_line",
    "target",
    "trigger_name",
    "value",
    "words",
]

#: the keywords as the German glossary and the Polish rulebook name them (kf:glossary/elusive, ...);
#: English says the card format's word
KEYWORDS = {"elusive": MP("card-format keyword", "Schwer zu fassen"), "skirmish": MP("card-format keyword", "Scharmützel"),
            "taunt": MP("card-format keyword", "Spott"), "poison": MP("card-format keyword", "Gift"),
            "hazardous": MP("card-format keyword", "Gefährlich"), "assault": MP("card-format keyword", "Ansturm"),
            "deploy": MP("card-format keyword", "Stationieren"), "alpha": MP("card-format keyword", "Alpha"),
            "omega": MP("card-format keyword", "Omega")}


def keyword(kw: str) -> Text:
    """A keyword of the card format ("assault 2") in words; one the tables do not know is quoted
    in German and Polish („word“) and said as the format writes it in English."""
    word, _, n = kw.partition(" ")
    name = KEYWORDS.get(word) or M("„{word}“", word=word)
    return joined([name, n], " ") if n else name


def keyword_de(kw: str) -> str:
    return keyword(kw)["de"]


def _line(kind: str, trigger: list, said: Text) -> dict:
    """A reading line: its words in every language."""
    out: dict = {"kind": kind, "trigger": trigger}
    out.update((lang, said[lang]) for lang in LANGS)
    return out


def ability_line(ability) -> dict:
    return _line("ability", ability.triggers, ability_text(ability))


#: constant abilities by their key, said with their value ``v`` (a number or words)
STATIC_TEXTS = {
    "cannot_fight": lambda v: M("sie kann nicht kämpfen"),
    "cannot_reap": lambda v: M("sie kann nicht ernten"),
    "enters_ready": lambda v: M("sie kommt spielbereit ins Spiel"),
    "enters_stunned": lambda v: M("sie kommt betäubt ins Spiel"),
    "kmm_enters_enraged": lambda v: M("sie kommt wütend ins Spiel"),
    "kmc_taunt_reach": lambda v: M("ihr Spott schützt auch die Nachbarn ihrer Nachbarn"),
    "kmc_blank_artifacts": lambda v: M("der Textkasten jedes Artefakts gilt als leer (außer Merkmale)"),
    "kmm_no_destroyed_abilities": lambda v: M("„Zerstört:“-Fähigkeiten lösen nicht aus"),
    "kmm_capture_icon_may_steal": lambda v: M("ein Erbeuten-Bonussymbol, das du abhandelst, darf stattdessen {v} Æmber "
                                              "stehlen", v=v),
    "kmm_icon_may_be_capture": lambda v: M("ein Bonussymbol, das du abhandelst, darf stattdessen als Erbeuten-Symbol "
                                           "abgehandelt werden"),
    "kmm_opponent_no_bonus": lambda v: M("dein Gegner kann Bonussymbole auf Karten, die er spielt, nicht abhandeln"),
    "taken_from_supply": lambda v: M("Æmber, das aus deinem Vorrat gestohlen oder erbeutet würde, kommt stattdessen aus "
                                     "der allgemeinen Reserve"),
    "cannot_be_stolen": lambda v: M("dein Æmber kann nicht gestohlen werden"),
    "key_cost": lambda v: M("Schlüssel kosten {v} mehr", v=v),
    "power": lambda v: M("{v} Stärke", v=v),
    "armor": lambda v: M("{v} Rüstung", v=v),
    "use_any_house": lambda v: M("sie kann verwendet werden, als gehöre sie jeder Fraktion an"),
    "kga_skip_forge_step": lambda v: M("du überspringst deinen Schritt „Schlüssel schmieden“"),
    "kga_gets_forge_aember": lambda v: M("du erhältst alles Æmber, das dein Gegner beim Schmieden von Schlüsseln "
                                         "ausgibt"),
    "kab_must_fight": lambda v: M("Kreaturen müssen kämpfen, wenn sie verwendet werden, falls möglich"),
    "kab_cannot_be_used": lambda v: M("sie kann nicht verwendet werden"),
    "kxw_play_upgrades_as_active": lambda v: M("du darfst Aufwertungen spielen, als gehörten sie der aktiven Fraktion "
                                               "an"),
    "play_only_if": lambda v: M("sie kann nur gespielt werden, wenn {v}", v=v),
    "play_as_copy": lambda v: M("sie kommt als Kopie von {v} ins Spiel", v=v),
    "must_choose_house": lambda v: M("du musst {v} als aktive Fraktion wählen", v=v),
    "kca_fights_only": lambda v: M("sie kann nur Kreaturen angreifen, die passen: {v}", v=v),
    "kca_fought_only_by": lambda v: M("nur Kreaturen, die passen ({v}), können sie angreifen", v=v),
    "kga_spend_as_pool": lambda v: M("Æmber darauf darf für Schlüssel ausgegeben werden, als wäre es im Vorrat "
                                     "(von: {v})", v=v),
    "kga_play_as_upgrade": lambda v: M("sie darf statt als Kreatur als Aufwertung gespielt werden, mit dem Text: "
                                       "{v}", v=v),
    "kca_attack_ignores": lambda v: M("beim Angreifen ignoriert sie {v} der angegriffenen Kreatur", v=v),
}
#: what a constant ability that grants keywords affects ("affects"; none: the creature itself)
AFFECTS = {None: MP("affects", "diese Kreatur"), "self": MP("affects: self", "diese Kreatur"),
           "attached": MP("affects", "die Kreatur mit dieser Aufwertung"), "neighbors": MP("affects", "ihre Nachbarn"),
           "friendly-creatures": MP("affects", "befreundete Kreaturen"),
           "other-friendly-creatures": MP("affects", "andere befreundete Kreaturen"),
           "enemy-creatures": MP("affects", "feindliche Kreaturen"), "each-creature": MP("affects", "jede Kreatur"),
           "other-creatures": MP("affects", "andere Kreaturen"),
           "kab-right-of-self": MP("affects", "die Kreaturen rechts von ihr in der Schlachtreihe"),
           "kab-left-of-self": MP("affects", "die Kreaturen links von ihr in der Schlachtreihe")}


#: "affects" said after a constant ability, as the card format names it (German quotes the
#: format's words, English says them, Polish names the cards)
AFFECTS_NAMED = {"self": MP("affects, as the format names it", "„self“"),
                 "attached": MP("affects, as the format names it", "„attached“"),
                 "neighbors": MP("affects, as the format names it", "„neighbors“"),
                 "friendly-creatures": MP("affects, as the format names it", "„friendly creatures“"),
                 "other-friendly-creatures": MP("affects, as the format names it", "„other friendly creatures“"),
                 "enemy-creatures": MP("affects, as the format names it", "„enemy creatures“"),
                 "each-creature": MP("affects, as the format names it", "„each creature“"),
                 "other-creatures": MP("affects, as the format names it", "„other creatures“")}




def static_text(s: dict) -> Text:
    """A constant ability in words (without "Constant:"); abilities it grants are read like the card's own."""
    main = next(iter(s))
    others = {k: v for k, v in s.items() if k != main}
    if main == "gains" and isinstance(s["gains"], dict):
        from ..model import Ability

        gains = s["gains"]
        affects = others.pop("affects", None)
        granted = [MP("granted ability", "„{ability}“", ability=ability_text(Ability.model_validate(a)))
                   for a in gains.get("abilities", [])]
        # constant abilities gained in quotes (kga_gained.py), read like the card's own
        granted += [MP("granted ability", "„{ability}“", ability=joined([static_text(x), "."], ""))
                    for x in gains.get("kga_statics", [])]
        said: Any = M("{affects} erhält {keywords}", affects=AFFECTS.get(affects) or value(affects), keywords=joined(
            [keyword(k) for k in gains.get("keywords", [])] + granted
            + [value(k) for k in gains if k not in ("abilities", "keywords", "kga_statics")], ", "))
    elif main in STATIC_TEXTS:
        v = s[main]
        if main == "play_only_if":
            said = STATIC_TEXTS[main](condition(v))
        elif main == "kga_play_as_upgrade":  # the upgrade's text, read like a card's own
            lines = [static_text(x) for x in v.get("static", [])]
            said = STATIC_TEXTS[main](joined(lines, "; ") if lines else value(v))
        elif main == "play_as_copy":
            said = STATIC_TEXTS[main](target(v, role="gen"))
        else:
            said = STATIC_TEXTS[main](v if isinstance(v, int) and not isinstance(v, bool) else value(v))
        if set(others) == {"affects"} and others["affects"] in AFFECTS_NAMED:
            return M("{what} („affects“ {affects})", what=said, affects=AFFECTS_NAMED[others["affects"]])
    else:
        return value(s)
    if others:
        said = joined([said, joined(["(", value(others), ")"], "")], " ")
    return said


def static_line(s: dict) -> dict:
    return _line("constant", [], M("Dauerhaft: {what}.", what=static_text(s)))


def describe(card: CardDef) -> list[dict]:
    """The lines a person reads: keywords, gigantic, constant abilities, then each ability
    (``{"kind", "trigger", "de", "en", "pl"}``)."""
    out = []
    if card.keywords:
        out.append(_line("keywords", [], M("Schlüsselwörter: {keywords}.",
                                           keywords=joined([keyword(k) for k in card.keywords], ", "))))
    if card.gigantic:
        out.append(_line("gigantic", [], M("Gigantisch: nur zusammen mit der anderen Hälfte aus der Hand spielbar, "
                                           "als eine Kreatur.")))
    out += [static_line(s) for s in card.static]
    out += [ability_line(a) for a in card.abilities]
    for u in card.unsupported:
        out.append(_line("unsupported", [], M("NICHT KOMPILIERT — die Engine hält hier an: „{text}“", text=u)))
    return out
