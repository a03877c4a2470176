"""The play phase (soi:spielablauf/zugablauf/spielphase): play cards from hand, activate
champions, recruit and fast-play from the center row, focus once per turn."""

from __future__ import annotations

from . import rules as R
from .effects_cards import copy_played_later
from .game import ShardsGame


def _in_play_phase(g: ShardsGame, what: str) -> None:
    if g.phase != "play":
        g.refuse(R.TURN, f"{what} geht nur in der Spielphase (jetzt: Angriffsphase)",
                 f"{what} is only possible in the play phase (now: the attack phase)")


def play(g: ShardsGame, player: str, ref: str) -> None:
    """soi:spielaktionen/karte-ausspielen — into the play area, effects top to bottom; a
    champion stays in play (soi:kartentypen-und-tafeln/championkarten)."""
    _in_play_phase(g, "Karten ausspielen")
    cid = g.find(ref, g.pile(player, "hand"))
    if cid is None:
        played = g.find(ref, g.pile(player, "played") + g.pile(player, "champions"))
        g.refuse(R.PLAY, f"{ref} ist nicht in {player}s Hand" + (" (schon ausgespielt)" if played else ""),
                 f"{ref} is not in {player}'s hand" + (" (already played)" if played else ""))
    d = g.cdef(cid)
    pile = "champions" if d.type == "champion" else "played"
    g.move(cid, f"players.{player}.hand", f"players.{player}.{pile}", pile)
    g.state.insert("played_this_turn", -1, cid)
    if d.type == "champion":
        g.record("play", [R.CHAMPIONS, R.PLAY], f"{player} spielt den Champion {d.name} aus; er bleibt im Spielbereich",
                 f"{player} plays the champion {d.name}; it stays in the play area", actor=player)
        g.run_card(player, cid, d.effects)  # "when played" (Evokatus: draw a card)
        return
    g.record("play", [R.PLAY, R.ALLIES], f"{player} spielt {d.name} aus", f"{player} plays {d.name}", actor=player)
    g.run_card(player, cid, d.effects)
    copy_played_later(g, player, cid)


def activate(g: ShardsGame, player: str, ref: str) -> None:
    """soi:kartentypen-und-tafeln/championkarten — at most once per turn; everything after and
    under "Aktivieren" happens (soi:faq/02), mastery bonuses checked now."""
    _in_play_phase(g, "Aktivieren")
    cid = g.find(ref, g.pile(player, "champions"))
    if cid is None:
        g.refuse(R.CHAMPIONS, f"{player} hat keinen Champion {ref} im Spiel", f"{player} has no champion {ref} in play")
    if cid in g.pile(player, "activated"):
        g.refuse(R.CHAMPIONS, f"{g.name(cid)} wurde in diesem Zug schon aktiviert (höchstens 1x pro Zug)",
                 f"{g.name(cid)} was already activated this turn (at most once per turn)")
    g.state.insert(f"players.{player}.activated", -1, cid)
    g.record("activate", [R.CHAMPIONS, R.G_ACTIVATE], f"{player} aktiviert {g.name(cid)} (dreht die Karte seitlich)",
             f"{player} activates {g.name(cid)} (turns the card sideways)", actor=player)
    for a in g.cdef(cid).abilities:
        g.run_card(player, cid, a.get("effects", []))


def _row_card(g: ShardsGame, player: str, ref: str, rule: str) -> str:
    cid = g.find(ref, g.row())
    if cid is None:
        if g.find(ref, g.pile(player, "fast_played")) is not None:
            # soi:kartentypen-und-tafeln/soeldnerverbuendete: a mercenary is fast-played once, and
            # a fast-played mercenary may not also be recruited afterwards
            g.refuse(R.MERCENARIES, f"{ref} wurde in diesem Zug schon schnellausgespielt: ein Söldner wird nur 1x "
                     "schnellausgespielt und danach nicht zusätzlich rekrutiert",
                     f"{ref} was fast-played this turn: a mercenary is fast-played once and may not also be "
                     "recruited afterwards")
        g.refuse(rule, f"{ref} liegt nicht in der zentralen Auslage", f"{ref} is not in the center row")
    return cid


def _pay(g: ShardsGame, player: str, cid: str, rule: str) -> int:
    cost = g.cdef(cid).cost
    have = g.state.get(f"players.{player}.gems")
    if have < cost:
        g.refuse(rule, f"{g.name(cid)} kostet {cost} Kristalle, {player} hat {have}",
                 f"{g.name(cid)} costs {cost} gems, {player} has {have}")
    g.state.add(f"players.{player}.gems", -cost)
    return cost


def recruit(g: ShardsGame, player: str, ref: str) -> None:
    """soi:kartentypen-und-tafeln/verbuendetenkarten — pay the gems, the card goes to the discard
    pile; the row is refilled at once, before anything else (soi:spielablauf/allgemeine-regeln)."""
    _in_play_phase(g, "Rekrutieren")
    cid = _row_card(g, player, ref, R.ALLIES)
    cost = _pay(g, player, cid, R.ALLIES)
    recruit_card(g, player, cid, cost)


def recruit_card(g: ShardsGame, player: str, cid: str, cost: int, to: str = "discard", why: str | None = None) -> None:
    """A card of the center row becomes the player's: to the discard pile, or where a card
    text says (the hand; directly into play for the next such card after Numeri Drones: the
    card text wins, soi:spielablauf/allgemeine-regeln); the row is refilled at once."""
    from judge.deckbuilding import conditions

    pending = g.pile(player, "next_recruit")
    k = next((i for i, r in enumerate(pending) if conditions.matches(g, player, None, cid, r["for"])), None)
    into_play = k is not None and g.cdef(cid).type == "champion"
    if into_play:
        entry = pending[k]
        g.state.set(f"players.{player}.next_recruit", pending[:k] + pending[k + 1:])
        to = "champions"
    slot = g.take_from_row(cid, player, f"players.{player}.{to}", to)
    paid = (f"für {cost} Kristalle", f"for {cost} gems") if why is None else (f"ohne Kosten ({why})", f"for free ({why})")
    where = {"discard": ("die Karte kommt auf den Ablagestapel", "it goes to the discard pile"),
             "hand": ("die Karte kommt auf die Hand (Kartentext geht vor)", "it goes to the hand (the card text wins)"),
             "champions": (f"der Champion kommt direkt ins Spiel ({entry['source']}; Kartentext geht vor)" if into_play
                           else "", f"the champion comes directly into play ({entry['source']}; the card text wins)"
                           if into_play else "")}[to]
    g.record("recruit", [R.ALLIES, R.GENERAL, R.G_GEMS] + ([R.CHAMPIONS] if into_play else []),
             f"{player} rekrutiert {g.name(cid)} {paid[0]}; {where[0]}",
             f"{player} recruits {g.name(cid)} {paid[1]}; {where[1]}", actor=player)
    g.refill(slot)


def fast_play(g: ShardsGame, player: str, ref: str) -> None:
    """soi:kartentypen-und-tafeln/soeldnerverbuendete — a mercenary in the center row: pay its
    gems, put it into the play area, its effect happens at once; it counts as an ally played
    this turn (soi:faq/04) and goes under the center deck at the end of the turn."""
    _in_play_phase(g, "Schnellausspielen")
    cid = _row_card(g, player, ref, R.MERCENARIES)
    d = g.cdef(cid)
    if not d.mercenary:
        g.refuse(R.MERCENARIES, f"{d.name} ist kein Söldner: nur Söldner werden schnellausgespielt",
                 f"{d.name} is not a mercenary: only mercenaries are fast-played")
    cost = _pay(g, player, cid, R.MERCENARIES)
    slot = g.take_from_row(cid, player, f"players.{player}.fast_played", "fast_played")
    g.state.insert("played_this_turn", -1, cid)
    g.record("fast-play", [R.MERCENARIES, R.G_FAST_PLAY], f"{player} spielt {d.name} für {cost} Kristalle schnell aus",
             f"{player} fast-plays {d.name} for {cost} gems", actor=player, faq=[R.FAQ_FAST_PLAY_UNITY])
    g.refill(slot)
    g.run_card(player, cid, d.effects)
    copy_played_later(g, player, cid)


def focus(g: ShardsGame, player: str) -> None:
    """soi:kartentypen-und-tafeln/charaktertafel — once per turn: pay 1 gem, gain 1 mastery."""
    _in_play_phase(g, "Fokus")
    p = f"players.{player}"
    if g.state.get(f"{p}.focus_used"):
        g.refuse(R.BOARD, "Fokus wurde in diesem Zug schon genutzt (1x pro Zug)", "focus was already used this turn (once per turn)")
    if g.state.get(f"{p}.gems") < 1:
        g.refuse(R.BOARD, f"{player} hat keinen Kristall für den Fokus", f"{player} has no gem to pay for focus")
    if g.state.get(f"{p}.mastery") >= R.MASTERY_MAX:
        g.refuse(R.MASTERY, "Mehr als 30 Erfahrung gibt es nicht", "mastery cannot exceed 30")
    g.state.add(f"{p}.gems", -1)
    g.state.add(f"{p}.mastery", 1)
    g.state.set(f"{p}.focus_used", True)
    g.record("focus", [R.BOARD, R.MASTERY], f"{player} nutzt Fokus: zahlt 1 Kristall, erhält 1 Erfahrung",
             f"{player} uses focus: pays 1 gem, gains 1 mastery", actor=player)
