"""The trace's explanations as the pages show them, in the language they are written in:
card names in that language (KeyForge: the catalogue's German and Polish names; Ascension
and Shards cards keep their printed German names and Riftbound cards their English ones,
as the engine names them), KeyForge trigger and window codes in German and Polish text as the
cards print them ("Zorn – Spielen", "Zeitpunkt „Ernten“", "Moment „Zbieranie”"), and "docs/rulings.md" as a link to the
ruling on /rulings. The trace JSON itself is left as the engine wrote it."""

from __future__ import annotations

import re
from typing import Any

from judge.keyforge.windows import WINDOWS

from ..i18n.catalogue import tr
from ..i18n.trace import ACTION_TYPES, HOUSES, named
from .rulings import link_parts

KF_ZONES = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")
# KeyForge ability triggers and windows as the cards and the timing chart name them: the engine's
# own table (judge/keyforge/windows.py), which now names them in the trace itself; a text written
# before that (a stored result) still gets them here
TRIGGERS = WINDOWS
_TRIGGER_CODES = "|".join(sorted(map(re.escape, TRIGGERS), key=len, reverse=True))
_AFTER_DASH = re.compile(rf" – ({_TRIGGER_CODES})(?![\w-])")
#: a window's code in the quotation marks of each language's text („…“ German, „…” Polish)
_WINDOW_QUOTED = {lang: re.compile(rf"„({_TRIGGER_CODES}){close}") for lang, close in (("de", "“"), ("pl", "”"))}
_HOUSE = re.compile(r"(wählt |Fraktion |aktiv ist |muss |kann )(brobnar|dis|logos|mars|sanctum|shadows|untamed|saurian|"
                    r"staralliance)(?![\w-])")
_ACTION = re.compile(r"(Aktion \d+ )\(([a-z-]+)\)")


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    if isinstance(node, dict):
        return [s for k, v in node.items() if k in ("card", "name", "upgrades", *KF_ZONES) for s in _strings(v)]
    return []


def _keyforge_names(data: dict) -> list[dict]:
    from judge.keyforge.cards.library import library
    from rules_index.catalogue import catalogue

    lib, cat = library(), catalogue()
    refs = []
    board = data.get("board") if isinstance(data.get("board"), dict) else {}
    for pb in (board.get("players") or {}).values() if isinstance(board.get("players"), dict) else []:
        if isinstance(pb, dict):
            refs += [s for zone in KF_ZONES for s in _strings(pb.get(zone))]
    for a in data.get("actions") or []:
        if isinstance(a, dict):
            refs += [a[k] for k in ("card", "target") if isinstance(a.get(k), str)]
    out, seen = [], set()
    for ref in refs:
        en = lib.resolve(ref.rsplit("#", 1)[0])
        if not en or en in seen:
            continue
        seen.add(en)
        card = cat.resolve(en)
        names = dict(getattr(lib.cards.get(en), "names", None) or {})
        entry = {"en": en, "de": (card.name_de if card else None) or names.get("de"),
                 "pl": (card.name_pl if card else None) or names.get("pl")}
        if entry["de"] or entry["pl"]:
            out.append(entry)
    return out


def card_names(game: str | None, data: Any) -> list[dict]:
    """The KeyForge cards of a scenario with their names by language ({"en", "de", "pl"}); only
    cards that have a name in another language. Never fails: names are an aid."""
    if not isinstance(data, dict):
        return []
    try:
        if game == "keyforge":
            return _keyforge_names(data)
    except Exception:
        return []
    return []


class Localizer:
    """Puts a text's card names (and, for KeyForge German, trigger codes) into the text's
    language."""

    def __init__(self, names: list[dict], game: str | None = "keyforge"):
        self.game = game
        self.maps: dict[str, tuple[re.Pattern, dict[str, str]] | None] = {}
        for lang in ("de", "en", "pl"):
            table = {}
            for card in names:
                target = card.get(lang) or card.get("en")
                for other in ("en", "de", "pl"):
                    src = card.get(other)
                    if src and target and src != target and src not in table:
                        table[src] = target
            if table:
                alternation = "|".join(map(re.escape, sorted(table, key=len, reverse=True)))
                self.maps[lang] = (re.compile(rf"(?<![\w-])({alternation})(?![\w-])"), table)
            else:
                self.maps[lang] = None

    def text(self, text: str | None, lang: str) -> str:
        if not text:
            return text or ""
        m = self.maps.get(lang)
        if m:
            pattern, table = m
            text = pattern.sub(lambda x: table[x.group(1)], text)
        if lang in _WINDOW_QUOTED and self.game in ("keyforge", None):
            text = _AFTER_DASH.sub(lambda x: " – " + TRIGGERS[x.group(1)][lang], text)
            text = _WINDOW_QUOTED[lang].sub(lambda x: x.group(0).replace(x.group(1), TRIGGERS[x.group(1)][lang]),
                                            text)
        if lang == "de" and self.game in ("keyforge", None):  # the German engine's own phrasings
            text = _HOUSE.sub(lambda x: x.group(1) + tr("de", HOUSES[x.group(2)]), text)
        if lang == "de":
            text = _ACTION.sub(lambda x: f"{x.group(1)}({named(ACTION_TYPES, x.group(2), 'de')})", text)
        return text

    def parts(self, text: str | None, lang: str, cites: list[str]) -> list[tuple[str, str | None]]:
        """The text localized, as (text, link or None) parts (rulings mentions linked)."""
        shown = self.text(text, lang)
        return link_parts(shown, cites, lang) if "docs/rulings.md" in shown else [(shown, None)] if shown else []
