"""Shards of Infinity for the scenario builder: the actions the turn player could try next, a
blank board, the card library.

Candidates in the play phase (soi:spielablauf/zugablauf/spielphase): play each card in hand
(soi:spielaktionen/karte-ausspielen); activate each champion (soi:glossary/aktivieren, once
per turn); recruit each card of the center row (soi:kartentypen-und-tafeln/verbuendetenkarten)
and fast-play each mercenary there (soi:glossary/schnellausspielen); focus
(soi:kartentypen-und-tafeln/charaktertafel: 1 gem for 1 mastery, once per turn); attack each
opposing champion (soi:spielaktionen/champions-und-spieler-angreifen); then the attack phase
(soi:spielablauf/zugablauf/angriffsphase) and the end of the turn
(soi:spielaktionen/deinen-zug-beenden). Gems and power are counted by the engine
(``judge.legal``): an unaffordable card is refused there, citing the rule.
"""

from __future__ import annotations

from judge.deckbuilding import legal as shared
from judge.deckbuilding.i18n import M
from judge.legal import Candidate, distinct

from .cards.library import library
from .game import build_state


def blank() -> dict:
    """Two players at 50 health and no mastery, alice's play phase."""
    return shared.blank("shards", {"phase": "play"})


def candidates(scenario, state: dict) -> list[Candidate]:
    """soi:spielablauf/zugablauf — what the turn player could do next."""
    if state.get("game_over") or state.get("winner"):
        return []
    names = shared.Names(build_state(scenario)[1], library())
    player = state["turn"]["player"]
    me = state["players"][player]
    opponents = [p for p, d in state["players"].items() if p != player and not d.get("eliminated")]
    out = [Candidate({"type": "end-turn"}, M("Zug beenden"), "turn")]
    if len(opponents) == 1:
        out.append(Candidate({"type": "attack"}, M("{player} angreifen (alle Macht)", player=opponents[0]),
                             "attack"))
    else:
        power = me["power"] if isinstance(me["power"], int) else 1
        out += [Candidate({"type": "attack", "assign": {p: power}}, M("{player} angreifen (alle Macht)", player=p),
                          "attack") for p in opponents]
    out.append(Candidate({"type": "focus"}, M("Fokus (1 Kristall für 1 Erfahrung)"), "focus"))
    for name in distinct(me["hand"]):
        out.append(Candidate({"type": "play", "card": name}, M("{card} ausspielen", card=names.said(name)),
                             "play"))
    for name in distinct(me["champions"]):
        out.append(Candidate({"type": "activate", "card": name}, M("{card} aktivieren", card=names.said(name)),
                             "use"))
    for name in distinct(state["center"]["row"]):
        card = names.said(name)
        out.append(Candidate({"type": "recruit", "card": name}, M("{card} rekrutieren", card=card), "acquire"))
        d = names.get(name)
        if d is not None and d.mercenary:
            out.append(Candidate({"type": "fast-play", "card": name}, M("{card} schnell ausspielen", card=card),
                                 "acquire"))
    for p in opponents:
        for name in distinct(state["players"][p]["champions"]):
            out.append(Candidate({"type": "attack-champion", "card": name},
                                 M("Champion {card} von {player} angreifen", card=names.said(name), player=p),
                                 "attack"))
    return out


def find_cards(query: str, limit: int) -> list[dict]:
    return shared.find_cards(library(), query, limit, ("cost", "health", "shield", "mercenary"))
