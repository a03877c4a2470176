"""Ask about a real card: a question that names a card of the game it is about leads with that
card — its page, its published rulings (FAQ entries, errata, the Core Rules' examples naming
it), the scenarios that play it — and then the rules its text uses (its keywords and the terms
of its text, each found in the game's glossary).

A card counts as named when its name stands as whole words in the question, or the question
is the name (``judge.cardgames.named``: no fuzzy matching, so that it costs little on every question), and the card belongs to the game the
question is about; with no game known, only a name of two words or more counts — single words
like "Banish", "Control" or "Solo" are card names of one game and rules terms of another — and a
one-word name counts only where it is written as a name ("Can I play Retreat", not "I control";
``rules_index.cards.written_as_name``).
"""

from __future__ import annotations

import re

from judge import cardgames
from rules_index.cards import written_as_name
from rules_index.index import Index

from .cards import card_view

MAX_CARDS = 3
#: KeyForge glossary entries whose term is too common in card text to say what the card uses
_KF_TOO_COMMON = {"ability", "may", "cost", "x", "turn", "damage", "play", "use", "friendly", "enemy", "keys",
                  "aember", "if-you-do", "for-each", "this-way", "traits", "rarity", "before", "attack"}
#: KeyForge ability triggers printed as "Play:", "Reap:" … → their glossary entry
_KF_TRIGGERS = {"play": "kf:glossary/play", "reap": "kf:glossary/reap", "fight": "kf:glossary/fight",
                "destroyed": "kf:glossary/destroyed", "action": "kf:glossary/action-ability",
                "omni": "kf:glossary/omni", "before fight": "kf:glossary/before"}
#: Riftbound keywords and keyword actions → the Core Rules' rule for them (rb:717–729 the
#: keyword glossary; Stun rb:599, Add rb:605, Buff rb:701, Mighty rb:706)
_RB_KEYWORDS = {"Accelerate": "rb:717", "Action": "rb:718", "Assault": "rb:719", "Deathknell": "rb:720",
                "Deflect": "rb:721", "Ganking": "rb:722", "Hidden": "rb:723", "Legion": "rb:724",
                "Reaction": "rb:725", "Shield": "rb:726", "Tank": "rb:727", "Temporary": "rb:728",
                "Vision": "rb:729", "Stun": "rb:599", "Add": "rb:605", "Buff": "rb:701", "Mighty": "rb:706"}


def named_cards(question: str, assumed: str | None, only: str | None = None) -> list[cardgames.Found]:
    """The cards ``question`` names, in the game it is about (``assumed``; ``only``: a filter)."""
    game = cardgames.game_of(only) if only else None
    out = []
    for found, why in cardgames.named(question, game=game.game if game else None):
        code = found.game.code
        if (only or assumed) and code != (only or assumed):
            continue
        names = found.game.cards.names(found.card)
        if not (only or assumed) and why == "named" and not any(
                len(n.split()) > 1 and n.casefold() in question.casefold() for n in names):
            continue
        if why == "named" and not any(written_as_name(question, n) for n in names):
            continue  # "I control …" names no card "Control"
        out.append(found)
    return out[:MAX_CARDS]


def text_rules(index: Index, view: dict) -> list[str]:
    """The rule IDs a card's printed text uses: its keywords and the glossary terms of its text."""
    game = view["game"]
    ids: list[str] = []
    if game == "keyforge":
        text = (view.get("text_en") or "").casefold()
        for trigger, rid in _KF_TRIGGERS.items():
            if re.search(rf"(^|\n|\. ){re.escape(trigger)}( / \w+)*:", text):
                ids.append(rid)
        for kw in view.get("keywords") or []:
            ids.append(f"kf:glossary/{re.sub(r'[^a-z]+', '-', str(kw).casefold()).strip('-')}")
        for r in index:
            if r.game == "kf" and r.kind == "glossary":
                slug = r.id.rsplit("/", 1)[1]
                if slug not in _KF_TOO_COMMON and re.search(rf"\b{re.escape(slug.replace('-', ' '))}", text):
                    ids.append(r.id)
    elif game == "riftbound":
        text = view.get("text_en") or ""
        for kw, rid in _RB_KEYWORDS.items():
            if kw in (view.get("keywords") or []) or re.search(rf"\b{kw}\b", text, re.IGNORECASE):
                ids.append(rid)
    else:  # Ascension and Shards: the German glossary terms of the card's description in our words
        code = "asc" if game == "ascension" else "soi"
        text = ((view.get("description") or {}).get("de") or "").casefold()
        for r in index:
            if r.game == code and r.kind == "glossary":
                term = re.sub(r"\s*\(.*\)$", "", r.text().title).casefold()
                if term and re.search(rf"\b{re.escape(term[:max(4, len(term) - 2)])}", text):
                    ids.append(r.id)
    return [rid for rid in dict.fromkeys(ids) if rid in index.rules]


def card_answers(index: Index, question: str, assumed: str | None, only: str | None, ui: str | None) -> list[dict]:
    """What ask shows first for each card the question names."""
    out = []
    for found in named_cards(question, assumed, only):
        view = card_view(found)
        names = view.get("names") or {}
        name = names.get(ui) or view.get(f"name_{ui}") or view.get("name_en") or view.get("name")
        rulings = [f["id"] for f in view.get("faq") or []] + [e["id"] for e in view.get("errata") or []] + \
                  [e["id"] for e in view.get("examples") or []]
        rules = []
        for rid in text_rules(index, view):
            t = index[rid].text(ui)
            rules.append({"id": rid, "title": t.title, "lang": t.lang})
        out.append({"game": view["game"], "game_title": view["game_title"], "key": view["key"], "name": name,
                    "name_en": view.get("name_en"), "url": view["url"], "type": view.get("type"),
                    "text_en": view.get("text_en"), "rulings": rulings,
                    "scenarios": [{"path": s["path"], "url": s["url"], "title": s.get("title")}
                                  for s in (view.get("scenarios") or [])[:5]],
                    "scenario_count": len(view.get("scenarios") or []), "rules": rules})
    return out
