"""Build the game state from a scenario's board (rb:110–118 give the order of a real
setup; a scenario starts mid-game, so the board says where everything is)."""

from __future__ import annotations

import re
from functools import lru_cache

from judge.kernel import State

from .board import RbUnitEntry
from .cards.library import library
from .cards.model import RbCardDef
from .scenario import card_refs

WORD = re.compile(r"\w+")


@lru_cache(maxsize=1024)  # names and references a scenario uses (a few hundred in the corpus); pure
def slug(name: str) -> str:
    """A card name as an instance ID: lower case, words joined by '-' ("Jinx, Rebel" → jinx-rebel)."""
    return "-".join(WORD.findall(name.casefold()))


def inline_defs(scenario) -> dict[str, RbCardDef]:
    return {ref.name: ref for _, ref in card_refs(scenario) if isinstance(ref, RbCardDef)}


def build_state(scenario) -> tuple[State, dict[str, RbCardDef]]:
    lib = library()
    inline = inline_defs(scenario)
    defs: dict[str, RbCardDef] = dict(inline)
    cards: dict[str, dict] = {}
    counts: dict[str, int] = {}

    def cdef(ref) -> RbCardDef:
        if isinstance(ref, RbCardDef):
            return ref
        return inline.get(ref) or lib.get(ref)

    def instance(ref, owner: str, zone: str, controller: str | None = None, **extra) -> str:
        d = cdef(ref)
        defs.setdefault(d.name, d)
        base = slug(d.name)
        counts[base] = counts.get(base, 0) + 1
        iid = base if counts[base] == 1 else f"{base}-{counts[base]}"
        cards[iid] = {"card": d.name, "owner": owner, "controller": controller or owner, "zone": zone,
                      "exhausted": False, "damage": 0, "buff": 0, "stunned": False, "role": None, "zid": 0, **extra}
        if d.token:
            cards[iid]["token"] = True
        return iid

    def on_board(entry, owner: str, zone: str, controller: str) -> str:
        if isinstance(entry, RbUnitEntry):
            # played this turn (rb:595.4.a): it counts for its controller's cards played this turn (rb:724.1.c)
            extra = {"played_turn": board.turn} if entry.played_this_turn else {}
            if entry.played_this_turn:
                players[controller]["played"] += 1
            return instance(entry.card, entry.owner or owner, zone, controller, exhausted=entry.exhausted,
                            damage=entry.damage, buff=1 if entry.buff else 0, stunned=entry.stunned, **extra)
        return instance(entry, owner, zone, controller)

    board = scenario.board
    order = list(board.order or board.players)
    players: dict[str, dict] = {}
    for name, pb in board.players.items():
        p = players[name] = {"score": pb.score, "scored": [], "played": pb.played_this_turn, "conquered": False,
             "pool": {"energy": pb.pool.energy, "power": {k.lower(): v for k, v in pb.pool.power.items() if v}}}
        turns = pb.turns if pb.turns is not None else (  # the turns begun (rxv_turns.py)
            (1 if name == board.turn_player else 0) if name in board.first_turn else None)
        if turns is not None:
            p["turns"] = turns
        for zone in ("hand", "deck", "trash", "banish"):
            p[zone] = [instance(r, name, zone) for r in getattr(pb, zone)]
        p["champion"] = [instance(pb.champion, name, "champion")] if pb.champion else []
        # rb:103.2.a.1: the card that starts in the champion zone is the chosen champion, wherever it goes
        p["chosen_champion"] = p["champion"][0] if p["champion"] else None
        p["legend"] = [instance(pb.legend, name, "legend")] if pb.legend else []
        p["base"] = [on_board(e, name, "base", name) for e in pb.base]
        p["runes"] = []
        for r in pb.runes:
            domain, exhausted = (r, False) if isinstance(r, str) else (r.domain, r.exhausted)
            p["runes"].append(instance(f"{domain.capitalize()} Rune", name, "runes", exhausted=exhausted))
        p["rune_deck"] = [instance(f"{d.capitalize()} Rune", name, "rune_deck") for d in pb.rune_deck]
        legend = defs[cards[p["legend"][0]]["card"]] if p["legend"] else None
        p["identity"] = list(legend.domains) if legend else []  # rb:103.1.b
    battlefields: dict[str, dict] = {}
    for b in board.battlefields:
        d = cdef(b.card)
        defs.setdefault(d.name, d)
        bid = b.id or slug(d.name)
        if bid in battlefields:
            bid = f"{bid}-{len(battlefields) + 1}"
        units = []
        for controller, entries in b.units.items():
            units += [on_board(e, controller, f"bf:{bid}", controller) for e in entries]
        hidden = None
        if b.hidden:
            hidden = instance(b.hidden.card, b.hidden.player, f"hidden:{bid}", b.hidden.player,
                              hidden_turn=board.turn if b.hidden.this_turn else board.turn - 1)
        sides = {cards[u]["controller"] for u in units}
        controller = b.controller if b.controller is not None else (next(iter(sides)) if len(sides) == 1 else None)
        battlefields[bid] = {"card": d.name, "owner": b.owner, "controller": controller, "contested": None,
                             "units": units, "hidden": hidden, "combat": "pending" if len(sides) >= 2 else None}
    mode = board.mode
    turn: dict = {"number": board.turn, "player": board.turn_player,
                  "phase": "action" if board.phase == "action" else "awaken", "first": list(board.first_turn),
                  "excluded": []}
    damaged = [f"{iid}@{c['zid']}" for iid, c in cards.items() if c.get("damage")]
    if damaged:  # marked damage was dealt this turn (rb:139.3.b; rxv_combat.py)
        turn["rxv_damaged"] = damaged
    data = {
        "mode": mode,
        "victory": 11 if mode == "2v2" else 8,  # rb:644.3, rb:646.3, rb:648.3
        "order": order,
        "teams": dict(board.teams) or None,
        # first-turn rules: the second (duel, rb:644.7) or last player (rb:646.7, rb:648.7) channels one more
        # rune; the first player skips the first draw in ffa3 and 2v2 (rb:646.7, rb:648.7 as read in docs/rulings.md)
        "extra_rune": order[1] if mode in ("duel", "match") else order[-1],
        "skip_first_draw": order[0] if mode in ("ffa3", "2v2") else None,
        "turn": turn,
        "players": players,
        "battlefields": battlefields,
        "cards": cards,
        "chain": [],
        "seq": 0,
        "priority": None,
        "showdown": None,
        "showdowns": 0,
        "invited": None,
        "focus": None,
        "combat": None,
        "agenda": [],
        "effects": [],
        "effect_seq": 0,
        "decks": {},
        "winner": None,
    }
    return State(data), defs
