"""KeyForge for the scenario builder: the actions the active player could try next, a blank
board, and the card catalogue by name.

The candidates follow the turn (kf:rules/turn-sequence): in step 2 choose a house
(kf:turn/step-2, kf:glossary/choosing-a-house); in step 3 play or discard each card in
hand and use each card in play (kf:turn/step-3, kf:rules/using-cards) — reap, fight (one
candidate per enemy creature), its "Action:" and "Omni:" abilities — or end the turn
(kf:turn/step-4). Whether each is allowed is the engine's decision (``judge.legal``): a
card of another house, an exhausted creature, a taunt-protected target are refused there,
citing their rules. Labels are messages of the ``keyforge`` catalogue (context "action
menu"); they name the cards in each language the card data has (``names``: German, Polish),
in English as the scenario names them.
"""

from __future__ import annotations

from judge.legal import Candidate, distinct

from .cards.library import library
from .cards.model import HOUSES, CardDef
from .i18n import MP
from .setup import build_state

#: the houses as the cards print them, a message each (the Polish as the Polish cards say them)
HOUSE_NAMES = {
    "brobnar": MP("house", "Brobnar"), "dis": MP("house", "Dis"), "logos": MP("house", "Logos"),
    "mars": MP("house", "Mars"), "sanctum": MP("house", "Sanctum"), "shadows": MP("house", "Schatten"),
    "untamed": MP("house", "Ungezähmte"), "saurian": MP("house", "Saurianer"),
    "staralliance": MP("house", "Sternenallianz"),
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

    def said(self, name: str, label: str | None = None) -> dict[str, str]:
        """A card's name, or a ``label`` naming it ("Troll (c3)"), in each language the card data
        names it in (``names``), in English as the scenario names it (a message field)."""
        label = label or name
        d = self.get(name)
        out = {lang: label.replace(name, n, 1) for lang, n in (d.names if d else {}).items() if n}
        out["en"] = label
        return out

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
    return [Candidate({"type": "end-turn"}, MP("action menu", "Zug beenden"), "turn")] + \
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
        return [Candidate({"type": "choose-house", "house": None},
                          MP("action menu", "Keine Fraktion wählen (keine verfügbar)"), "turn")]
    out = []
    for h in houses:
        house = HOUSE_NAMES.get(h, h)
        action = {"type": "choose-house", "house": h}
        refine = [Candidate({**action, "take_archives": take},
                            MP("action menu", "Fraktion {house} wählen ({archives})", house=house, archives=archives),
                            "turn")
                  for take, archives in ((True, MP("action menu", "Archiv auf die Hand")),
                                         (False, MP("action menu", "Archiv bleibt")))] if archives else []
        out.append(Candidate(action, MP("action menu", "Fraktion {house} wählen", house=house), "turn", refine))
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
        card = cards.said(name)
        action = {"type": "play", "card": name}
        refine = []
        if d is not None and d.type == "creature" and line:
            refine = [Candidate({**action, "flank": "left"}, MP("action menu", "{card} spielen (linke Flanke)", card=card),
                                "play"),
                      Candidate({**action, "flank": "right"},
                                MP("action menu", "{card} spielen (rechte Flanke)", card=card), "play")]
        elif d is not None and d.type == "upgrade":
            refine = [Candidate({**action, "target": iid}, MP("action menu", "{card} auf {target} spielen", card=card,
                                                             target=cards.said(n, labels[iid])), "play")
                      for iid, n in creatures + enemies]
        plays.append(Candidate(action, MP("action menu", "{card} spielen", card=card), "play", refine))
        discards.append(Candidate({"type": "discard", "card": name}, MP("action menu", "{card} ablegen", card=card),
                                  "discard"))
    return plays + discards


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
        card = cards.said(name, labels[iid])
        stunned = bool(state["cards"][iid].get("stunned"))
        if stunned:
            out.append(Candidate({"type": "fight", "card": iid},
                                 MP("action menu", "Mit {card} kämpfen (entfernt nur die Betäubung)", card=card),
                                 "fight"))
        else:
            targets = [Candidate({"type": "fight", "card": iid, "target": t},
                                 MP("action menu", "Mit {card} gegen {target} kämpfen", card=card,
                                    target=cards.said(tn, labels[t])), "fight") for t, tn in enemies]
            out.append(Candidate({"type": "fight", "card": iid}, MP("action menu", "Mit {card} kämpfen", card=card),
                                 "fight", targets))
        out.append(Candidate({"type": "reap", "card": iid}, MP("action menu", "Mit {card} ernten", card=card), "reap"))
        out += _abilities(iid, name, card, cards)
    artifacts = _in_play(state, player, "artifacts")
    names = _named(artifacts)
    for iid, name in artifacts:
        out += _abilities(iid, name, cards.said(name, names[iid]), cards)
    return out


def _abilities(iid: str, name: str, card: dict[str, str], cards: _Cards) -> list[Candidate]:
    """kf:glossary/action-ability, kf:glossary/omni — ``card``: how the labels name it."""
    out = []
    if cards.has(name, "action"):
        out.append(Candidate({"type": "use-action", "card": iid}, MP("action menu", "Aktion von {card} verwenden",
                                                                     card=card), "use"))
    if cards.has(name, "omni"):
        out.append(Candidate({"type": "use-omni", "card": iid}, MP("action menu", "Omni-Fähigkeit von {card} verwenden",
                                                                   card=card), "use"))
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
