"""View models of the Riftbound board and trace context, for the scenario pages: plain
dicts, the templates escape everything."""

from __future__ import annotations

from typing import Any

from ..i18n.catalogue import NP_, tr
from .scenario_views import field_value

PHASES = {  # rb:514–517
    "awaken": NP_("Riftbound phase", "Erweckungsphase"),
    "beginning": NP_("Riftbound phase", "Anfangsphase"),
    "channel": NP_("Riftbound phase", "Kanalisierungsphase"),
    "draw": NP_("Riftbound phase", "Ziehphase"),
    "action": NP_("Riftbound phase", "Aktionsphase"),
    "ending": NP_("Riftbound phase", "Ende des Zuges"),
}
WINDOWS = {
    "chain": NP_("Riftbound window", "Kette (geschlossener Zustand)"),
    "showdown": NP_("Riftbound window", "Showdown"),
    "combat": NP_("Riftbound window", "Kampf"),
    "combat-damage": NP_("Riftbound window", "Kampfschadensschritt"),
    "combat-resolution": NP_("Riftbound window", "Auflösungsschritt des Kampfes"),
    "cleanup": NP_("Riftbound window", "Aufräumen („Cleanup“)"),  # the German rules keep the word "Cleanup"
    "scoring": NP_("Riftbound window", "Wertungsschritt"),
    "expiry": NP_("Riftbound window", "Verfallsschritt"),
    **PHASES,
}
STATES = {
    "neutral-open": NP_("Riftbound chain state", "neutral offen"),
    "neutral-closed": NP_("Riftbound chain state", "neutral geschlossen"),
    "showdown-open": NP_("Riftbound chain state", "Showdown offen"),
    "showdown-closed": NP_("Riftbound chain state", "Showdown geschlossen"),
}


def _card(entry: Any) -> dict:
    from judge.riftbound.cards.library import library
    from judge.riftbound.cards.model import RbCardDef

    ref = getattr(entry, "card", entry)
    d = ref if isinstance(ref, RbCardDef) else library().cards.get(library().resolve(ref) or "")
    status = [k for k in ("exhausted", "stunned") if getattr(entry, k, False)] + (["buff"] if getattr(entry, "buff", False) else [])
    might = None if d is None or d.might is None else d.might + (1 if getattr(entry, "buff", False) else 0)
    return {"name": d.name if d else str(ref), "type": d.type if d else None, "might": might,
            "damage": getattr(entry, "damage", 0), "status": status,
            "keywords": list(d.keywords) if d else [], "inline": isinstance(ref, RbCardDef)}


def _name(ref: Any) -> str:
    return getattr(ref, "name", None) or str(ref)


def board_view(scenario) -> dict:
    """The board of a validated Riftbound scenario: players and battlefields."""
    b = scenario.board
    players = []
    for name, pb in b.players.items():
        runes = [(r, False) if isinstance(r, str) else (r.domain, r.exhausted) for r in pb.runes]
        players.append({
            "name": name, "active": name == b.turn_player, "score": pb.score, "team": b.teams.get(name),
            "hand": [_name(c) for c in pb.hand], "deck": len(pb.deck), "trash": len(pb.trash), "banish": len(pb.banish),
            "legend": _name(pb.legend) if pb.legend else None, "champion": _name(pb.champion) if pb.champion else None,
            "base": [_card(e) for e in pb.base],
            "runes_ready": [d for d, ex in runes if not ex], "runes_exhausted": [d for d, ex in runes if ex],
            "rune_deck": len(pb.rune_deck), "pool": {"energy": pb.pool.energy, "power": dict(pb.pool.power)},
        })
    players.sort(key=lambda p: not p["active"])
    from judge.riftbound.setup import slug

    battlefields = []
    for bf in b.battlefields:
        card = _name(bf.card)
        battlefields.append({
            "id": bf.id or slug(card), "name": card, "controller": bf.controller,
            "units": [{"player": p, "cards": [_card(e) for e in entries]} for p, entries in bf.units.items()],
            "hidden": bool(bf.hidden), "hidden_by": bf.hidden.player if bf.hidden else None,
        })
    actions = []
    for a in scenario.actions:
        d = a.model_dump(exclude_none=True)
        kind = d.pop("type")
        actions.append({"type": kind, "text": " · ".join(f"{k}: {v}" for k, v in d.items()),
                        "fields": [(k, field_value(v)) for k, v in d.items()]})
    return {"game": "riftbound", "title": scenario.title, "description": scenario.description,
            "edition": scenario.edition, "mode": b.mode, "turn_player": b.turn_player, "phase": b.phase,
            "turn": b.turn, "players": players, "battlefields": battlefields, "actions": actions,
            "examples": list(scenario.examples)}


def context_view(ctx: dict | None, before: dict | None, ui: str) -> dict | None:
    """A step's context for the timeline: the round state, who holds priority and focus, the
    chain as a stack (newest on top), and each battlefield's units; ``changed`` says whether
    the chain or the battlefields differ from the step before (the page draws them then)."""
    if not ctx:
        return None
    chain = [dict(item, top=(n == len(ctx["chain"]) - 1)) for n, item in enumerate(ctx.get("chain") or [])]
    chain.reverse()
    bfs = [{"id": k, "controller": v.get("controller"), "contested": v.get("contested"),
            "units": [{"player": p, "cards": cards} for p, cards in (v.get("units") or {}).items()],
            "hidden": v.get("hidden")} for k, v in (ctx.get("battlefields") or {}).items()]
    keys = ("chain", "battlefields", "showdown", "combat", "score")
    changed = before is None or any(ctx.get(k) != before.get(k) for k in keys)
    state = ctx.get("state", "")
    return {"state": state, "state_label": tr(ui, STATES[state]) if state in STATES else state, "priority": ctx.get("priority"),
            "focus": ctx.get("focus"), "relevant": ctx.get("relevant") or [], "chain": chain,
            "showdown": ctx.get("showdown"), "combat": ctx.get("combat"), "battlefields": bfs,
            "score": ctx.get("score") or {}, "changed": changed}
