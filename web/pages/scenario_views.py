"""View models of the scenario pages: the board drawing, the trace as a timeline grouped
by turn step and timing window, and explorer outcomes side by side. Plain dicts; the
templates escape everything."""

from __future__ import annotations

import json
import re
from typing import Any

from ..i18n import STEP_NAMES, WINDOW_NAMES
from ..i18n.catalogue import tr
from ..i18n.trace import ACTION_TYPES, EVENT_NAMES, named, scalar


def _card_facts(ref: Any) -> dict:
    """Printed facts of a card reference (a name, or an inline definition)."""
    from judge.keyforge.cards.model import CardDef

    if isinstance(ref, CardDef):
        return {"name": ref.name, "en": ref.name, "house": ref.house, "type": ref.type, "power": ref.power,
                "armor": ref.armor, "keywords": list(ref.keywords), "inline": True}
    from judge.keyforge.cards.library import library

    lib = library()
    en = lib.resolve(ref)
    card = lib.cards.get(en) if en else None
    if card is None:
        return {"name": ref, "en": en or ref, "house": None, "type": None, "power": None, "armor": 0,
                "keywords": [], "inline": False}
    return {"name": ref, "en": card.name, "house": card.house, "type": card.type, "power": card.power,
            "armor": card.armor, "keywords": list(card.keywords), "inline": False}


def _creature(entry: Any) -> dict:
    from judge.keyforge.board import CreatureEntry

    e = entry if isinstance(entry, CreatureEntry) else None
    facts = _card_facts(e.card if e else entry)
    power = facts["power"]
    if e and power is not None:
        power += e.power_counters
    status = []
    if e:
        status += [k for k in ("exhausted", "stunned", "ward", "enraged") if getattr(e, k)]
    return dict(facts, power=power, damage=e.damage if e else 0,
                status=status, captured=e.captured_amber if e else 0, counters=e.power_counters if e else 0,
                upgrades=[_card_facts(u)["name"] for u in (e.upgrades if e else [])],
                destroyed=bool(e and power is not None and e.damage >= power > 0))


def _artifact(entry: Any) -> dict:
    from judge.keyforge.board import ArtifactEntry

    e = entry if isinstance(entry, ArtifactEntry) else None
    facts = _card_facts(e.card if e else entry)
    return dict(facts, status=["exhausted"] if e and e.exhausted else [])


def field_value(v: Any) -> str:
    """An action's field as the board lists it: text as it is, a list of names joined, else JSON."""
    if isinstance(v, str):
        return v
    if isinstance(v, list) and all(isinstance(x, (str, int, float)) for x in v):
        return ", ".join(map(str, v))
    return json.dumps(v, ensure_ascii=False)


def _name(ref: Any) -> str:
    return getattr(ref, "name", None) or str(ref)


def board_view(scenario) -> dict:
    """The board of a validated scenario, per player, for the drawing (each game its own)."""
    if scenario.game == "riftbound":
        from .views_riftbound import board_view as riftbound_board

        return riftbound_board(scenario)
    if scenario.game in DECKBUILDING:
        from .views_deckbuilding import board_view as deck_board

        return deck_board(scenario)
    b = scenario.board
    players = []
    for name, pb in b.players.items():
        players.append({
            "name": name, "active": name == b.active_player, "house": pb.house, "houses": list(pb.houses),
            "amber": pb.amber, "forged": pb.keys, "chains": pb.chains,
            "hand": [_name(c) for c in pb.hand], "deck": len(pb.deck), "discard": len(pb.discard),
            "archives": len(pb.archives), "purged": len(pb.purged),
            "battleline": [_creature(c) for c in pb.battleline],
            "artifacts": [_artifact(a) for a in pb.artifacts],
        })
    players.sort(key=lambda p: not p["active"])  # the active player's side first
    actions = []
    for a in scenario.actions:
        d = a.model_dump(exclude_none=True)
        kind = d.pop("type")
        actions.append({"type": kind, "text": " · ".join(f"{k}: {v}" for k, v in d.items()),
                        "fields": [(k, field_value(v)) for k, v in d.items()]})
    return {"title": scenario.title, "description": scenario.description, "game": scenario.game,
            "edition": scenario.edition, "mode": scenario.mode, "faq": list(scenario.faq),
            "active": b.active_player, "step": b.turn_step, "first_turn": b.first_turn,
            "players": players, "actions": actions}


def show(value: Any) -> str:
    """A state value as short text (lists and objects as compact JSON)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


DECKBUILDING = ("ascension", "shards")


def _names(game: str, kind: str) -> dict:
    """The step (phase) or window names of a game's trace."""
    if game == "riftbound":
        from . import views_riftbound as v
    elif game in DECKBUILDING:
        from . import views_deckbuilding as v
    else:
        return STEP_NAMES if kind == "PHASES" else WINDOW_NAMES
    return getattr(v, kind)


def step_label(step: str, ui: str, game: str = "keyforge") -> str:
    msg = _names(game, "PHASES").get(step)
    return tr(ui, msg) if msg else step


def window_label(window: str | None, ui: str, game: str = "keyforge") -> str:
    if window is None:
        return "—"
    msg = _names(game, "WINDOWS").get(window)
    return tr(ui, msg) if msg else window


def _cite(rule_id: str, rules: dict, faq: bool, ui: str = "de") -> dict:
    """A cited rule: the engine's note of it, in the page's language where the rule document has
    a text in it (a Polish page shows the Polish rulebook's words); ``lang``: the note's language."""
    from ..core.engine import rule_note

    note = rules.get(rule_id) or {"id": rule_id, "title": rule_id, "text": "", "known": False}
    if note.get("known") and note.get("lang") != ui:
        better = rule_note(rule_id, ui)
        note = better if better.get("lang") == ui else note
    return dict(note, faq=faq)


#: how the kernel's "choice" step begins in a language (``judge/kernel/engine.py``: "{player} wählt
#: {picked}: …", "Zufällig: {picked}: …"), before the option it names by its key
CHOSEN = {"de": r"(.*? wählt |Zufällig: )", "pl": r"(.*? wybiera |Losowo: )"}


def timeline(result: dict, ui: str, game: str = "keyforge", loc=None, data=None) -> list[dict]:
    """Steps grouped by turn step, then by timing window (consecutive runs). A game with a
    stack adds each step's context: round state, priority and focus, the chain, the board.
    Explanations come as (text, link) parts in the page's language only (English where the
    engine has no text in it; the Polish line beside it where the step has one), card names
    in that language (``loc``: a ``web.pages.trace_text.Localizer``); event codes with their names;
    the state changes as sentences (``web.pages.change_text``) with the raw changes beside them
    (``data``: the scenario, for its battlefields' names)."""
    from .change_text import ChangeText
    from .trace_text import Localizer
    from .views_deckbuilding import context_view as deck_context_view
    from .views_riftbound import context_view

    loc = loc or Localizer([], game)
    said = ChangeText(result, game, ui, loc, data)
    rules = result.get("rules") or {}
    sections: list[dict] = []
    before = None
    for s in result.get("steps") or []:
        if not sections or sections[-1]["step"] != s["step"]:
            sections.append({"step": s["step"], "label": step_label(s["step"], ui, game), "windows": []})
        windows = sections[-1]["windows"]
        if not windows or windows[-1]["window"] != s["window"]:
            windows.append({"window": s["window"], "label": window_label(s["window"], ui, game), "steps": []})
        ctx = s.get("context")
        context = deck_context_view(ctx, before, ui) if ctx and ctx.get("kind") == "deck" else context_view(ctx, before, ui)
        before = s.get("context")
        cites = list(s.get("cites") or []) + list(s.get("faq") or [])
        explain = s.get("explain") or {}
        lang = ui if explain.get(ui) else "en"  # a step without text in the UI's language says so (lang)
        choice = None if s.get("choice") is None else said.choice(s["choice"])
        text = explain.get(lang, "")
        if lang in CHOSEN and choice and not choice["code"] and isinstance(s["choice"], str):
            # "alice wählt left: …" → "alice wählt links: …" (the engine names an option by its key)
            text = re.sub(rf"^{CHOSEN[lang]}{re.escape(s['choice'])}(?=:| \(| als )",
                          lambda m, shown=choice["text"]: m.group(1) + shown, text, count=1)
        windows[-1]["steps"].append({
            "context": context,
            "seq": s["seq"], "event": s["event"], "event_name": named(EVENT_NAMES, s["event"], ui),
            "actor": s.get("actor"), "chooser": s.get("chooser"), "choice": choice,
            "explain": loc.parts(text, lang, cites), "lang": lang,
            "changes": said.sentences(s.get("changes") or []),
            "raw_changes": [{"path": c["path"], "before": raw(c.get("before")), "after": raw(c.get("after"))}
                            for c in s.get("changes") or []],
            "cites": [_cite(c, rules, False, ui) for c in s.get("cites") or []]
            + [_cite(f, rules, True, ui) for f in s.get("faq") or []],
        })
    return sections


def raw(value: Any) -> str:
    """A state value exactly as the trace JSON has it (for the technical view)."""
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _players_line(final_state: dict) -> list[dict]:
    return [{"name": p, "amber": d.get("amber"), "forged": d.get("keys"), "score": d.get("score")}
            for p, d in (final_state.get("players") or {}).items()]


def option_label(option: dict, ui: str) -> str:
    """An option's label in the UI's language: a label in words has ``label_<lang>`` beside the
    English ``label`` (a name has only ``label``); the key where there is no label."""
    return option.get(f"label_{ui}") or option.get("label") or option.get("key") or ""


def outcomes_view(out: dict, ui: str = "de", loc=None) -> list[dict]:
    """Explorer outcomes, each with the differing values it has and the choices leading to it."""
    diffs = out.get("differences") or {}
    labels = {(p.get("id"), o.get("key")): option_label(o, ui) for p in out.get("prompts") or [] if isinstance(p, dict)
              for o in p.get("options") or []}
    text = (lambda v: loc.text(v, ui)) if loc else (lambda v: v)
    views = []
    for n, o in enumerate(out.get("outcomes") or []):
        r = o["result"]
        refused = r.get("refused")
        views.append({
            "n": n + 1, "outcome": r.get("outcome"), "winner": r.get("winner"), "refused": refused,
            "refused_text": refused_text(refused, ui, loc) if refused else None,
            "players": _players_line(r.get("final_state") or {}),
            "differs": [{"path": k, "value": scalar(show(v[n]), ui)} for k, v in diffs.items()],
            "paths": [[{"prompt": c["prompt"], "answer": show(c["answer"]), "auto": c.get("auto"),
                        "label": text(labels.get((c["prompt"], c["answer"]))) if isinstance(c["answer"], str) else None}
                       for c in path]
                      for path in o.get("choices") or []],
        })
    return views


def prompt_view(p: dict, ui: str, loc=None) -> dict:
    """A prompt (asked by the explorer, or left unanswered): the question in the UI's language
    (English when the engine has no text in it), the options' labels with their card names."""
    question = p.get("question") or {}
    lang = ui if question.get(ui) else "en"
    text = (lambda v, lg=ui: loc.text(v, lg)) if loc else (lambda v, lg=ui: v)
    first = (p.get("options") or [{}])[0].get("key", "")
    return {"id": p.get("id"), "chooser": p.get("chooser"), "question": text(question.get(lang, ""), lang),
            "lang": lang, "example": json.dumps({"choices": {p.get("id"): first}}, ensure_ascii=False),
            "options": [{"key": o.get("key"), "label": text(option_label(o, ui))} for o in p.get("options") or []]}


def prompts_view(out: dict, ui: str, loc=None) -> list[dict]:
    """The prompts the explorer branched on: who chooses, the question, the options."""
    return [prompt_view(p, ui, loc) for p in out.get("prompts") or [] if isinstance(p, dict)]


def refused_text(refused: dict, ui: str, loc=None) -> dict:
    """A refused action: its type's name and the engine's reason in the UI's language."""
    msg = refused.get("message") or {}
    lang = ui if msg.get(ui) else "en"
    return {"type": named(ACTION_TYPES, refused.get("type"), ui), "lang": lang,
            "text": loc.text(msg.get(lang, ""), lang) if loc else msg.get(lang, "")}
