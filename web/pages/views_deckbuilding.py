"""View models of the deck-building boards (Ascension, Shards of Infinity) for the scenario
pages: center row, hands, decks, discard piles, constructs or champions, honor or health and
mastery. Plain dicts; the templates escape everything."""

from __future__ import annotations

from typing import Any

from ..i18n.catalogue import NP_, tr
from .scenario_views import field_value

PHASES = {
    "main": NP_("deck-building phase", "Zug"),
    "play": NP_("deck-building phase", "Spielphase"), "attack": NP_("deck-building phase", "Angriffsphase"),
    "end": NP_("deck-building phase", "Schlussphase"),
}
WINDOWS = {
    **PHASES,
    "effect": NP_("deck-building window", "Effekt der Karte"),
    "reward": NP_("deck-building window", "Belohnung"),
    "triggered": NP_("deck-building window", "Ausgelöste Effekte"),
    "end-of-turn": NP_("deck-building window", "Zugende"),
}


def _card(ref: Any, lib) -> dict:
    from judge.deckbuilding.cards import DbCardDef

    ref = getattr(ref, "card", ref)
    d = ref if isinstance(ref, DbCardDef) else lib.cards.get(lib.resolve(ref) or "")
    if d is None:
        return {"name": str(ref), "type": None, "facts": [], "inline": False}
    facts = [(k, getattr(d, k)) for k in ("cost", "power", "honor", "health", "shield") if getattr(d, k)]
    return {"name": d.name, "en": d.en, "type": d.type, "faction": d.faction, "facts": facts,
            "inline": isinstance(ref, DbCardDef)}


def board_view(scenario) -> dict:
    game = scenario.game
    if game == "ascension":
        from judge.ascension.cards.library import library
    else:
        from judge.shards.cards.library import library
    lib = library()
    b = scenario.board
    turn_player = b.turn_player or (b.order or list(b.players))[0]
    players = []
    for name, pb in b.players.items():
        p = {"name": name, "active": name == turn_player,
             "hand": [_card(c, lib) for c in pb.hand], "deck": len(pb.deck), "discard": len(pb.discard),
             "played": [_card(c, lib) for c in pb.played]}
        if game == "ascension":
            p.update(honor=pb.honor, runes=pb.runes, power=pb.power, team=b.teams.get(name),
                     in_play=[_card(c, lib) for c in pb.constructs])
        else:
            p.update(health=pb.health, mastery=pb.mastery, gems=pb.gems, power=pb.power,
                     in_play=[_card(c, lib) for c in pb.champions] + [_card(c, lib) for c in pb.fast_played])
        players.append(p)
    players.sort(key=lambda p: not p["active"])
    actions = []
    for a in scenario.actions:
        d = a.model_dump(exclude_none=True)
        kind = d.pop("type")
        actions.append({"type": kind, "text": " · ".join(f"{k}: {v}" for k, v in d.items()),
                        "fields": [(k, field_value(v)) for k, v in d.items()]})
    view = {"game": game, "title": scenario.title, "description": scenario.description, "edition": scenario.edition,
            "faq": list(scenario.faq), "turn_player": turn_player, "turn": b.turn,
            "phase": getattr(b, "phase", "main"), "players": players, "actions": actions,
            "center_row": [None if c is None else _card(c, lib) for c in b.center_row],
            "center_deck": len(b.center_deck)}
    if game == "ascension":
        view.update(honor_pool=b.honor_pool, void=len(b.void), variant=b.variant, last_round=b.last_round,
                    always={"Mystikerin": b.mystics, "Schwere Infanterie": b.heavy_infantry})
    return view


RESOURCES = {"honor": NP_("deck-building resource", "Ehre"), "runes": NP_("deck-building resource", "Runen"),
             "power": NP_("deck-building resource", "Stärke/Macht"),
             "hand": NP_("deck-building resource", "Hand"), "health": NP_("deck-building resource", "Leben"),
             "mastery": NP_("deck-building resource", "Erfahrung"),
             "gems": NP_("deck-building resource", "Kristalle")}


def context_view(ctx: dict, before: dict | None, ui: str) -> dict:
    """A step's board for the timeline: the center row and each player's resources, drawn
    when they differ from the step before."""
    changed = before is None or ctx.get("row") != before.get("row") or ctx.get("players") != before.get("players")
    ascension = any("honor" in vals for vals in (ctx.get("players") or {}).values())
    names = dict(RESOURCES, power=NP_("deck-building resource", "Stärke") if ascension  # Shards: Macht
                 else NP_("deck-building resource", "Macht"))
    players = [{"name": p, "turn": p == ctx.get("turn_player"),
                "stats": [(tr(ui, names[k]) if k in names else k, v) for k, v in vals.items()]}
               for p, vals in (ctx.get("players") or {}).items()]
    return {"kind": "deck", "changed": changed, "row": ctx.get("row") or [], "players": players}
