"""KeyForge for the scenario builder: the actions the active player could try next, a blank
board, and the card catalogue by name.

The candidates follow the turn (kf:rules/turn-sequence): in step 2 choose a house
(kf:turn/step-2, kf:glossary/choosing-a-house); in step 3 play or discard each card in
hand and use each card in play (kf:turn/step-3, kf:rules/using-cards) — reap, fight (one
candidate per enemy creature), its "Action:" and "Omni:" abilities — or end the turn
(kf:turn/step-4). Whether each is allowed is the engine's decision (``judge.legal``): a
card of another house, an exhausted creature, a taunt-protected target are refused there,
citing their rules. Labels use the cards' German names (catalogue ``name_de``).
"""

from __future__ import annotations

from judge.legal import Candidate, distinct

from .cards.library import library
from .cards.model import HOUSES, CardDef
from .setup import build_state

#: the houses as the German and the English cards print them
HOUSE_NAMES = {
    "brobnar": ("Brobnar", "Brobnar"), "dis": ("Dis", "Dis"), "logos": ("Logos", "Logos"), "mars": ("Mars", "Mars"),
    "sanctum": ("Sanctum", "Sanctum"), "shadows": ("Schatten", "Shadows"), "untamed": ("Ungezähmte", "Untamed"),
    "saurian": ("Saurianer", "Saurian"), "staralliance": ("Sternenallianz", "Star Alliance"),
}


def blank() -> dict:
    """kf:turn/step-3 — alice is the active player in step 3 with Brobnar chosen (the board
    needs an active house in that step); each player's houses follow the cards put on the
    board (their identity cards may be set in ``houses``)."""
    return {
        "game": "keyforge", "edition": "de", "title": "Neues Szenario",
        "board": {"active_player": "alice", "turn_step": "main",
                  "players": {"alice": {"house": "brobnar", "amber": 0, "keys": 0, "hand": [], "battleline": [],
                                        "artifacts": []},
                              "bob": {"amber": 0, "keys": 0, "hand": [], "battleline": [], "artifacts": []}}},
        "actions": [], "choices": {},
    }


class _Cards:
    """The definitions of the scenario's cards by name (inline ones included), and their names."""

    def __init__(self, defs: dict[str, CardDef]):
        self.defs = defs

    def get(self, name: str) -> CardDef | None:
        if name in self.defs:
            return self.defs[name]
        try:
            return library().get(name)
        except Exception:  # unknown or not encoded: the engine says so when it is tried
            return None

    def de(self, name: str) -> str:
        d = self.get(name)
        return (d.names.get("de") if d else None) or name

    def has(self, name: str, trigger: str) -> bool:
        d = self.get(name)
        return bool(d) and any(trigger in ab.triggers for ab in d.abilities)


def _in_play(state: dict, player: str, zone: str) -> list[tuple[str, str]]:
    """(instance ID, name) of a player's creatures or artifacts, in the zone's order."""
    cards = state["cards"]
    free = [iid for iid, c in cards.items() if c.get("controller") == player and not c.get("attached_to")
            and (("power" in c) == (zone == "battleline"))]
    out = []
    for name in state["players"][player][zone]:
        iid = next((i for i in free if cards[i]["card"] == name), None)
        if iid is not None:
            free.remove(iid)
            out.append((iid, name))
    return out


def _named(entries: list[tuple[str, str]]) -> dict[str, str]:
    """How a label names each card of one side: its name, with its instance ID when the name is
    not unique there."""
    names = [n for _, n in entries]
    return {iid: n if names.count(n) == 1 else f"{n} ({iid})" for iid, n in entries}


def candidates(scenario, state: dict) -> list[Candidate]:
    """kf:glossary/active-player — what the active player could do next."""
    initial, defs = build_state(scenario)
    cards = _Cards(defs)
    player = state["turn"]["active_player"]
    step = state["turn"]["step"]
    if step == "choose-house":
        return _houses(state, player, initial.data["players"][player]["houses"],
                       bool(state["players"][player]["archives"]))
    if step != "main":
        return []
    return [Candidate({"type": "end-turn"}, "Zug beenden", "End the turn", "turn")] + \
        _hand(state, player, cards) + _uses(state, player, cards)


def _houses(state: dict, player: str, identity: list[str], archives: bool) -> list[Candidate]:
    """kf:turn/step-2, kf:glossary/choosing-a-house — the houses on the identity card and of
    the cards the player controls in play; with cards in the archives, taking them into the
    hand or not (kf:glossary/archives)."""
    houses = list(identity)
    for c in state["cards"].values():
        if c.get("controller") == player and len(c.get("houses") or []) == 1 and c["houses"][0] not in houses:
            houses.append(c["houses"][0])
    if not houses:
        return [Candidate({"type": "choose-house", "house": None}, "Keine Fraktion wählen (keine verfügbar)",
                          "Choose no house (none available)", "turn")]
    out = []
    for h in houses:
        de, en = HOUSE_NAMES.get(h, (h, h))
        action = {"type": "choose-house", "house": h}
        refine = [Candidate({**action, "take_archives": take}, f"Fraktion {de} wählen ({de_take})",
                            f"Choose house {en} ({en_take})", "turn")
                  for take, de_take, en_take in ((True, "Archiv auf die Hand", "take the archives"),
                                                 (False, "Archiv bleibt", "leave the archives"))] if archives else []
        out.append(Candidate(action, f"Fraktion {de} wählen", f"Choose house {en}", "turn", refine))
    return out


def _hand(state: dict, player: str, cards: _Cards) -> list[Candidate]:
    """kf:turn/step-3, kf:glossary/play, kf:glossary/flank — play or discard each card in hand;
    a creature onto either flank of a battleline that is not empty, an upgrade onto a creature."""
    line = state["players"][player]["battleline"]
    creatures = _in_play(state, player, "battleline")
    opponent = next(p for p in state["players"] if p != player)
    enemies = _in_play(state, opponent, "battleline")
    labels = {**_named(creatures), **{iid: f"{n} ({opponent})" for iid, n in _named(enemies).items()}}
    plays, discards = [], []
    for name in distinct(state["players"][player]["hand"]):
        d = cards.get(name)
        de = cards.de(name)
        action = {"type": "play", "card": name}
        refine = []
        if d is not None and d.type == "creature" and line:
            refine = [Candidate({**action, "flank": "left"}, f"{de} spielen (linke Flanke)",
                                f"Play {name} (left flank)", "play"),
                      Candidate({**action, "flank": "right"}, f"{de} spielen (rechte Flanke)",
                                f"Play {name} (right flank)", "play")]
        elif d is not None and d.type == "upgrade":
            refine = [Candidate({**action, "target": iid}, f"{de} auf {_de(cards, labels[iid], n)} spielen",
                                f"Play {name} on {labels[iid]}", "play") for iid, n in creatures + enemies]
        plays.append(Candidate(action, f"{de} spielen", f"Play {name}", "play", refine))
        discards.append(Candidate({"type": "discard", "card": name}, f"{de} ablegen", f"Discard {name}", "discard"))
    return plays + discards


def _de(cards: _Cards, label: str, name: str) -> str:
    """A label naming a card in play, in German."""
    return label.replace(name, cards.de(name), 1)


def _uses(state: dict, player: str, cards: _Cards) -> list[Candidate]:
    """kf:rules/using-cards — each creature may reap, fight (kf:glossary/fight: one candidate
    per enemy creature; a stunned creature's use only removes its stun, kf:glossary/stun) or
    use its "Action:"/"Omni:" ability; each artifact its abilities."""
    opponent = next(p for p in state["players"] if p != player)
    mine = _in_play(state, player, "battleline")
    enemies = _in_play(state, opponent, "battleline")
    labels = {**_named(mine), **_named(enemies)}  # a target is always an enemy creature
    out = []
    for iid, name in mine:
        en, de = labels[iid], _de(cards, labels[iid], name)
        stunned = bool(state["cards"][iid].get("stunned"))
        if stunned:
            out.append(Candidate({"type": "fight", "card": iid}, f"Mit {de} kämpfen (entfernt nur die Betäubung)",
                                 f"Fight with {en} (only removes the stun)", "fight"))
        else:
            targets = [Candidate({"type": "fight", "card": iid, "target": t},
                                 f"Mit {de} gegen {_de(cards, labels[t], tn)} kämpfen", f"Fight {labels[t]} with {en}",
                                 "fight") for t, tn in enemies]
            out.append(Candidate({"type": "fight", "card": iid}, f"Mit {de} kämpfen", f"Fight with {en}", "fight",
                                 targets))
        out.append(Candidate({"type": "reap", "card": iid}, f"Mit {de} ernten", f"Reap with {en}", "reap"))
        out += _abilities(iid, name, de, en, cards)
    artifacts = _in_play(state, player, "artifacts")
    names = _named(artifacts)
    for iid, name in artifacts:
        out += _abilities(iid, name, _de(cards, names[iid], name), names[iid], cards)
    return out


def _abilities(iid: str, name: str, de: str, en: str, cards: _Cards) -> list[Candidate]:
    """kf:glossary/action-ability, kf:glossary/omni"""
    out = []
    if cards.has(name, "action"):
        out.append(Candidate({"type": "use-action", "card": iid}, f"Aktion von {de} verwenden",
                             f"Use {en}'s action ability", "use"))
    if cards.has(name, "omni"):
        out.append(Candidate({"type": "use-omni", "card": iid}, f"Omni-Fähigkeit von {de} verwenden",
                             f"Use {en}'s omni ability", "use"))
    return out


def find_cards(query: str, limit: int) -> list[dict]:
    """Cards of the sets the rulebooks cover matching a name in English, German or Polish —
    the catalogue search of /api/v1/cards (exact, misspelt, a word of the name)."""
    from rules_index.catalogue import catalogue

    cat = catalogue()
    found = [c for c, _ in cat.search(query, limit=limit * 4)] if query.strip() else list(cat.cards.values())
    out = []
    for c in found:
        if not c.covered:
            continue
        out.append({"name": c.name_en, "names": {k: v for k, v in (("de", c.name_de), ("en", c.name_en),
                                                                   ("pl", c.name_pl)) if v},
                    "type": c.type, "house": c.house if c.house in HOUSES else c.house.replace(" ", ""),
                    "stats": {"power": c.power, "armor": c.armor, "amber": c.amber}, "text": c.text_en or None})
        if len(out) >= limit:
            break
    return out
