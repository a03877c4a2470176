"""The play phase (soi:spielablauf/zugablauf/spielphase): play cards from hand, activate
champions, recruit and fast-play from the center row, focus once per turn."""

from __future__ import annotations

from judge.deckbuilding.i18n import M, MN
from judge.i18n import Text

from . import rules as R
from .effects_cards import copy_played_later
from .game import ShardsGame


def _in_play_phase(g: ShardsGame, what: Text) -> None:
    if g.phase != "play":
        g.refuse(R.TURN, M("{what} geht nur in der Spielphase (jetzt: Angriffsphase)", what=what))


def play(g: ShardsGame, player: str, ref: str) -> None:
    """soi:spielaktionen/karte-ausspielen — into the play area, effects top to bottom; a
    champion stays in play (soi:kartentypen-und-tafeln/championkarten)."""
    _in_play_phase(g, M("Karten ausspielen"))
    cid = g.find(ref, g.pile(player, "hand"))
    if cid is None:
        played = g.find(ref, g.pile(player, "played") + g.pile(player, "champions"))
        g.refuse(R.PLAY, M("{ref} ist nicht in {player}s Hand (schon ausgespielt)", ref=ref, player=player) if played
                 else M("{ref} ist nicht in {player}s Hand", ref=ref, player=player))
    d = g.cdef(cid)
    pile = "champions" if d.type == "champion" else "played"
    g.move(cid, f"players.{player}.hand", f"players.{player}.{pile}", pile)
    g.state.insert("played_this_turn", -1, cid)
    if d.type == "champion":
        g.record("play", [R.CHAMPIONS, R.PLAY], M("{player} spielt den Champion {card} aus; er bleibt im Spielbereich",
                                                  player=player, card=d.name), actor=player)
        g.run_card(player, cid, d.effects)  # "when played" (Evokatus: draw a card)
        return
    g.record("play", [R.PLAY, R.ALLIES], M("{player} spielt {card} aus", player=player, card=d.name), actor=player)
    g.run_card(player, cid, d.effects)
    copy_played_later(g, player, cid)


def activate(g: ShardsGame, player: str, ref: str) -> None:
    """soi:kartentypen-und-tafeln/championkarten — at most once per turn; everything after and
    under "Aktivieren" happens (soi:faq/02), mastery bonuses checked now."""
    _in_play_phase(g, M("Aktivieren"))
    cid = g.find(ref, g.pile(player, "champions"))
    if cid is None:
        g.refuse(R.CHAMPIONS, M("{player} hat keinen Champion {ref} im Spiel", player=player, ref=ref))
    if cid in g.pile(player, "activated"):
        g.refuse(R.CHAMPIONS, M("{card} wurde in diesem Zug schon aktiviert (höchstens 1x pro Zug)", card=g.name(cid)))
    g.state.insert(f"players.{player}.activated", -1, cid)
    g.record("activate", [R.CHAMPIONS, R.G_ACTIVATE], M("{player} aktiviert {card} (dreht die Karte seitlich)",
                                                        player=player, card=g.name(cid)), actor=player)
    for a in g.cdef(cid).abilities:
        g.run_card(player, cid, a.get("effects", []))


def _row_card(g: ShardsGame, player: str, ref: str, rule: str) -> str:
    cid = g.find(ref, g.row())
    if cid is None:
        if g.find(ref, g.pile(player, "fast_played")) is not None:
            # soi:kartentypen-und-tafeln/soeldnerverbuendete: a mercenary is fast-played once, and
            # a fast-played mercenary may not also be recruited afterwards
            g.refuse(R.MERCENARIES, M("{ref} wurde in diesem Zug schon schnellausgespielt: ein Söldner wird nur 1x "
                                      "schnellausgespielt und danach nicht zusätzlich rekrutiert", ref=ref))
        g.refuse(rule, M("{ref} liegt nicht in der zentralen Auslage", ref=ref))
    return cid


def _pay(g: ShardsGame, player: str, cid: str, rule: str) -> int:
    cost = g.cdef(cid).cost
    have = g.state.get(f"players.{player}.gems")
    if have < cost:
        g.refuse(rule, MN("{card} kostet {n} Kristalle, {player} hat {has}",
                          "{card} kostet {n} Kristalle, {player} hat {has}",
                          card=g.name(cid), n=cost, player=player, has=have))
    g.state.add(f"players.{player}.gems", -cost)
    return cost


def recruit(g: ShardsGame, player: str, ref: str) -> None:
    """soi:kartentypen-und-tafeln/verbuendetenkarten — pay the gems, the card goes to the discard
    pile; the row is refilled at once, before anything else (soi:spielablauf/allgemeine-regeln)."""
    _in_play_phase(g, M("Rekrutieren"))
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
    paid = MN("für {n} Kristalle", "für {n} Kristalle", n=cost) if why is None else M("ohne Kosten ({why})", why=why)
    if to == "discard":
        where = M("die Karte kommt auf den Ablagestapel")
    elif to == "hand":
        where = M("die Karte kommt auf die Hand (Kartentext geht vor)")
    else:
        where = M("der Champion kommt direkt ins Spiel ({source}; Kartentext geht vor)", source=entry["source"]) \
            if into_play else ""
    g.record("recruit", [R.ALLIES, R.GENERAL, R.G_GEMS] + ([R.CHAMPIONS] if into_play else []),
             M("{player} rekrutiert {card} {paid}; {where}", player=player, card=g.name(cid), paid=paid, where=where),
             actor=player)
    g.refill(slot)


def fast_play(g: ShardsGame, player: str, ref: str) -> None:
    """soi:kartentypen-und-tafeln/soeldnerverbuendete — a mercenary in the center row: pay its
    gems, put it into the play area, its effect happens at once; it counts as an ally played
    this turn (soi:faq/04) and goes under the center deck at the end of the turn."""
    _in_play_phase(g, M("Schnellausspielen"))
    cid = _row_card(g, player, ref, R.MERCENARIES)
    d = g.cdef(cid)
    if not d.mercenary:
        g.refuse(R.MERCENARIES, M("{card} ist kein Söldner: nur Söldner werden schnellausgespielt", card=d.name))
    cost = _pay(g, player, cid, R.MERCENARIES)
    slot = g.take_from_row(cid, player, f"players.{player}.fast_played", "fast_played")
    g.state.insert("played_this_turn", -1, cid)
    g.record("fast-play", [R.MERCENARIES, R.G_FAST_PLAY],
             MN("{player} spielt {card} für {n} Kristalle schnell aus",
                "{player} spielt {card} für {n} Kristalle schnell aus",
                player=player, card=d.name, n=cost), actor=player, faq=[R.FAQ_FAST_PLAY_UNITY])
    g.refill(slot)
    g.run_card(player, cid, d.effects)
    copy_played_later(g, player, cid)


def focus(g: ShardsGame, player: str) -> None:
    """soi:kartentypen-und-tafeln/charaktertafel — once per turn: pay 1 gem, gain 1 mastery."""
    _in_play_phase(g, M("Fokus"))
    p = f"players.{player}"
    if g.state.get(f"{p}.focus_used"):
        g.refuse(R.BOARD, M("Fokus wurde in diesem Zug schon genutzt (1x pro Zug)"))
    if g.state.get(f"{p}.gems") < 1:
        g.refuse(R.BOARD, M("{player} hat keinen Kristall für den Fokus", player=player))
    if g.state.get(f"{p}.mastery") >= R.MASTERY_MAX:
        g.refuse(R.MASTERY, M("Mehr als 30 Erfahrung gibt es nicht"))
    g.state.add(f"{p}.gems", -1)
    g.state.add(f"{p}.mastery", 1)
    g.state.set(f"{p}.focus_used", True)
    g.record("focus", [R.BOARD, R.MASTERY], M("{player} nutzt Fokus: zahlt 1 Kristall, erhält 1 Erfahrung",
                                              player=player), actor=player)
