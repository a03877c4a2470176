"""Riftbound for the scenario builder: the actions the player who may act could try next, a
blank board, and the card library by name.

The player who may act is the priority holder while a chain exists, the focus holder in
an open showdown, the turn player in the neutral open state (rb:512.2, rb:513). Candidates:
pass (rb:540.4, rb:553.4) or end the turn (rb:516.6); play each card in hand, in the
champion zone or hidden at a battlefield the player controls (rb:554–563; a unit to the
base or to each battlefield, rb:559.2); activate each activated ability (rb:576–581); hide
a card with Hidden at each battlefield (rb:723.1); move each unit to its base or to each
other battlefield (rb:140, rb:608–615). The engine decides which are allowed now
(``judge.legal``): timing, costs (rb:595.2.a), exhausted units are refused there, citing
their rules. The library has English names only. Labels are messages of the ``riftbound``
catalogue (context "action menu").
"""

from __future__ import annotations

from functools import lru_cache

from judge.legal import Candidate, distinct, find_by_name

from .cards.library import library
from .cards.model import RbCardDef, parse_keyword
from .i18n import MP
from .setup import build_state


def blank() -> dict:
    """A duel (rb:644) on turn 3 in alice's action phase: two players with empty bases, and
    two battlefields (one each brought, rb:103.4), neither controlled yet."""
    return {
        "game": "riftbound", "edition": "de", "title": "Neues Szenario",
        "board": {"mode": "duel", "turn_player": "alice", "turn": 3, "phase": "action",
                  "players": {p: {"score": 0, "hand": [], "base": [], "runes": [], "pool": {"energy": 0, "power": {}}}
                              for p in ("alice", "bob")},
                  "battlefields": [{"id": "north", "owner": "alice", "units": {}},
                                   {"id": "south", "owner": "bob", "units": {}}]},
        "actions": [], "choices": {},
    }


def _keyword_names(d: RbCardDef) -> set[str]:
    out = set()
    for k in d.keywords:
        try:
            out.add(parse_keyword(k)[0])
        except ValueError:
            continue
    return out


def candidates(scenario, state: dict) -> list[Candidate]:
    """rb:512.1.b — what the player who may act now could do."""
    who = state.get("priority") or state.get("focus")
    if not who or state.get("winner"):
        return []
    _, defs = build_state(scenario)

    def card(name: str) -> RbCardDef | None:
        return defs.get(name) or (library().get(name) if library().resolve(name) else None)

    bfs = list(state["battlefields"])
    waiting = bool(state["chain"]) or state.get("showdown") is not None
    turn = [Candidate({"type": "pass", "player": who}, MP("action menu", "Passen"), "turn")] if waiting else \
        [Candidate({"type": "end-turn", "player": who}, MP("action menu", "Zug beenden"), "turn")]
    return turn + _plays(state, who, bfs, card) + _activations(state, who, card) + _hides(state, who, bfs, card) + \
        _moves(state, who, bfs, card)


def _where(dest: str):
    return MP("action menu", "in die Basis") if dest == "base" else MP("action menu", "nach {battlefield}",
                                                                          battlefield=dest)


def _plays(state: dict, who: str, bfs: list[str], card) -> list[Candidate]:
    """rb:554–563, rb:107.6.a — cards in hand and in the champion zone, cards hidden at a
    battlefield the player controls (rb:723.1.d: played there)."""
    me = state["players"][who]
    out = []
    for zone in ("hand", "champion"):
        for name in distinct(me[zone]):
            d = card(name)
            action = {"type": "play", "player": who, "card": name}
            refine = []
            if d is not None and d.type == "unit":
                for dest in ["base", *bfs]:
                    label = MP("action menu", "{card} spielen ({where})", card=name, where=_where(dest)) \
                        if zone == "hand" else \
                        MP("action menu", "{card} spielen aus der Champion-Zone ({where})", card=name, where=_where(dest))
                    refine.append(Candidate({**action, "to": dest}, label, "play"))
            label = MP("action menu", "{card} spielen", card=name) if zone == "hand" else \
                MP("action menu", "{card} spielen aus der Champion-Zone", card=name)
            out.append(Candidate(action, label, "play", refine))
    for bf, b in state["battlefields"].items():
        if b.get("hidden") and b.get("controller") == who:
            out.append(Candidate({"type": "play", "player": who, "card": b["hidden"]},
                                 MP("action menu", "{card} aus dem Versteck auf {battlefield} spielen", card=b["hidden"],
                                    battlefield=bf), "play"))
    return out


def _mine(state: dict, who: str) -> list[tuple[str, dict]]:
    """The player's cards on the board (base and battlefields), by instance ID."""
    return [(iid, c) for iid, c in state["cards"].items() if c.get("controller") == who and "location" in c]


def _activations(state: dict, who: str, card) -> list[Candidate]:
    """rb:576–578 — each activated ability of a card the player controls on the board, and of
    their legend."""
    sources = [(iid, c["card"]) for iid, c in _mine(state, who)] + \
        [(name, name) for name in state["players"][who]["legend"]]
    out = []
    for ref, name in sources:
        d = card(name)
        acts = [k for k, ab in enumerate(d.abilities) if ab.kind == "activated"] if d else []
        for n, k in enumerate(acts):
            label = MP("action menu", "{card} aktivieren (Fähigkeit {n})", card=name, n=n + 1) if len(acts) > 1 \
                else MP("action menu", "{card} aktivieren", card=name)
            out.append(Candidate({"type": "activate", "player": who, "card": ref, "ability": k}, label, "use"))
    return out


def _hides(state: dict, who: str, bfs: list[str], card) -> list[Candidate]:
    """rb:723.1, rb:597 — a card with Hidden from hand, facedown at a battlefield."""
    out = []
    for name in distinct(state["players"][who]["hand"]):
        d = card(name)
        if d is None or "Hidden" not in _keyword_names(d):
            continue
        for bf in bfs:
            out.append(Candidate({"type": "hide", "player": who, "card": name, "battlefield": bf},
                                 MP("action menu", "{card} auf {battlefield} verstecken", card=name, battlefield=bf),
                                 "hide"))
    return out


def _moves(state: dict, who: str, bfs: list[str], card) -> list[Candidate]:
    """rb:140, rb:610 — a standard move of one unit: from the base to a battlefield, from a
    battlefield to the base, or (Ganking, rb:140.4.c) to another battlefield."""
    mine = [(iid, c) for iid, c in _mine(state, who) if "might" in c]
    names = [c["card"] for _, c in mine]
    out = []
    for iid, c in mine:
        label = c["card"] if names.count(c["card"]) == 1 else f"{c['card']} ({iid})"
        for dest in ["base", *bfs]:
            if dest == c["location"]:
                continue
            out.append(Candidate({"type": "move", "player": who, "units": [iid], "to": dest},
                                 MP("action menu", "{card} {where} bewegen", card=label, where=_where(dest)), "move"))
    return out


def find_cards(query: str, limit: int) -> list[dict]:
    """The library's cards (English names), by name, misspelt names tolerated."""
    return find_by_name(_entries(), query, limit)


def _entries() -> list[dict]:
    return list(_every_entry())


@lru_cache(maxsize=1)
def _every_entry() -> tuple[dict, ...]:
    """Every card the library knows — the basics and the whole catalogue, whose definitions the
    library makes only when first asked for (``library().cards`` holds just those made so far)."""
    lib = library()
    return tuple({"name": d.name, "names": {"en": d.name}, "type": d.type, "domain": list(d.domains),
                  "stats": {k: v for k, v in (("energy", d.energy), ("power", len(d.power)), ("might", d.might))
                            if v is not None},
                  "text": d.text} for d in (lib.get(name) for name in lib.all_names()))
