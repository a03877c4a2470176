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
    out = [Candidate({"type": "end-turn"}, "Zug beenden", "End the turn", "turn")]
    for name in distinct(me["hand"]):
        de, en = names.pair(name)
        out.append(Candidate({"type": "play", "card": name}, f"{de} spielen", f"Play {en}", "play"))
    for name in distinct(me["constructs"]):
        de, en = names.pair(name)
        d = names.get(name)
        n = len(d.abilities) if d else 0
        for k in range(n):
            which = (f" (Fähigkeit {k + 1})", f" (ability {k + 1})") if n > 1 else ("", "")
            out.append(Candidate({"type": "use", "card": name, "ability": k}, f"{de} nutzen{which[0]}",
                                 f"Use {en}{which[1]}", "use"))
    row = distinct(state["center"]["row"])
    buy = [n for n in row if (names.get(n) is None or names.get(n).type != "monster")] + list(ALWAYS)
    fight = [n for n in row if names.get(n) is not None and names.get(n).type == "monster"] + [CULTIST]
    for name in buy:
        de, en = names.pair(name)
        out.append(Candidate({"type": "acquire", "card": name}, f"{de} erwerben", f"Acquire {en}", "acquire"))
    for name in fight:
        de, en = names.pair(name)
        out.append(Candidate({"type": "defeat", "card": name}, f"{de} besiegen", f"Defeat {en}", "defeat"))
    return out


def find_cards(query: str, limit: int) -> list[dict]:
    return shared.find_cards(library(), query, limit, ("cost", "honor", "power"))
