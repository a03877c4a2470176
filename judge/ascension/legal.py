"""Ascension for the scenario builder: the actions the turn player could try next
(asc:spielablauf/zugablauf: play cards, use constructs, acquire heroes and constructs,
defeat monsters, in any order; then end the turn), a blank board, the card library.

Candidates: play each card in hand (asc:helden, asc:konstrukte); use each ability of each
construct in play (asc:konstrukte, once per turn each); acquire each hero or construct of
the center row and the always-available Mystic and Heavy Infantry
(asc:spielablauf/helden-und-konstrukte-kaufen); defeat each monster of the row and the
Cultist (asc:spielablauf/monster-besiegen); end the turn (asc:spielablauf/deinen-zug-beenden).
Runes and power are counted by the engine (``judge.legal``): an unaffordable card is
refused there, citing the rule.
"""

from __future__ import annotations

from judge.deckbuilding import legal as shared
from judge.deckbuilding.i18n import M
from judge.legal import Candidate, distinct

from .cards.library import library
from .game import ALWAYS, CULTIST, build_state


def blank() -> dict:
    """asc:spielvorbereitung — two players, alice first; a full honor pool (30 per player)."""
    return shared.blank("ascension", {})


def candidates(scenario, state: dict) -> list[Candidate]:
    """asc:spielablauf/zugablauf — what the turn player could do next (asc:faq/05: only the
    player whose turn it is acts)."""
    if state.get("game_over") or state.get("winner"):
        return []
    names = shared.Names(build_state(scenario)[1], library())
    player = state["turn"]["player"]
    me = state["players"][player]
    out = [Candidate({"type": "end-turn"}, M("Zug beenden"), "turn")]
    for name in distinct(me["hand"]):
        out.append(Candidate({"type": "play", "card": name}, M("{card} spielen", card=names.said(name)), "play"))
    for name in distinct(me["constructs"]):
        card = names.said(name)
        d = names.get(name)
        n = len(d.abilities) if d else 0
        for k in range(n):
            label = M("{card} nutzen (Fähigkeit {k})", card=card, k=k + 1) if n > 1 else M("{card} nutzen", card=card)
            out.append(Candidate({"type": "use", "card": name, "ability": k}, label, "use"))
    row = distinct(state["center"]["row"])
    buy = [n for n in row if (names.get(n) is None or names.get(n).type != "monster")] + list(ALWAYS)
    fight = [n for n in row if names.get(n) is not None and names.get(n).type == "monster"] + [CULTIST]
    for name in buy:
        out.append(Candidate({"type": "acquire", "card": name}, M("{card} erwerben", card=names.said(name)),
                             "acquire"))
    for name in fight:
        out.append(Candidate({"type": "defeat", "card": name}, M("{card} besiegen", card=names.said(name)),
                             "defeat"))
    return out


def find_cards(query: str, limit: int) -> list[dict]:
    return shared.find_cards(library(), query, limit, ("cost", "honor", "power"))
