"""Effects of constructs in play that wait for an event (asc:konstrukte: a construct acts in
every turn it is in play; the card text says when, asc:spielablauf/allgemeine-regeln):

- ``acquire`` a card acquired (Kurierrakete X-99), ``defeat`` a monster defeated
  (Leeren-Dürster: in the center row), ``play`` a card played from hand (Snapdragon: a
  Lifebound hero), ``enter`` a construct put into play (Burrower Mark II: a Mechana one);
- ``first``: only the first such event of the turn ("the first time each turn"), ``once``:
  once per turn, ``self``: the construct's own entering counts ("including this one"),
  ``optional``: the player may decline (prompt ``trigger:<construct>``).

After an acquisition or a defeat they come last, after the refill and the reward
(asc:faq/10, step 4). Every event of the turn is logged (``players.<p>.log``) so that "the
first time each turn" looks at the whole turn, also at events before the construct came
into play.
"""

from __future__ import annotations

from judge.deckbuilding import conditions
from judge.deckbuilding.game import NotEncoded

from . import rules as R
from .game import AscensionGame
from judge.deckbuilding.i18n import M


def fire(g: AscensionGame, player: str, event: str, card: str | None, where: str | None = None) -> None:
    g.log_event(player, event, card, where)
    with g.in_window("triggered"):
        for cid in list(g.pile(player, "constructs")):
            for n, t in enumerate(g.cdef(cid).triggers):
                if t["on"] == event and card is not None and _applies(g, player, cid, t, card, where):
                    _run(g, player, cid, n, t, card, event)


def entered(g: AscensionGame, player: str, cid: str) -> None:
    """A construct came into play: played from hand or put into play by a card."""
    fire(g, player, "enter", cid, "play")


def _filter(t: dict) -> dict:
    return {k: v for k, v in (t.get("if") or {}).items() if k != "from"}


def _applies(g: AscensionGame, player: str, cid: str, t: dict, card: str, where: str | None) -> bool:
    if card == cid and not t.get("self"):
        return False
    want_from = (t.get("if") or {}).get("from")
    if want_from and where != want_from:
        return False
    if not conditions.matches(g, player, cid, card, _filter(t)):
        return False
    if t.get("first") and not _first(g, player, t, card):
        return False
    return True


def _first(g: AscensionGame, player: str, t: dict, card: str) -> bool:
    """Whether ``card``'s event is the first of the turn that the trigger's filter names."""
    want_from = (t.get("if") or {}).get("from")
    for entry in g.pile(player, "log"):
        if entry["event"] != t["on"] or entry["card"] is None:
            continue
        if want_from and entry["from"] != want_from:
            continue
        if entry["card"] == card:
            return True  # nothing matching came before it
        if entry["card"] in g.state.data["cards"] and conditions.matches(g, player, None, entry["card"], _filter(t)):
            return False
    return True


def _run(g: AscensionGame, player: str, cid: str, n: int, t: dict, card: str, event: str) -> None:
    if event == "acquire" and g.card(card)["owner"] != player:
        # asc:varianten/teamspiel gives the card to the teammate; whether the buyer's
        # "when you acquire" construct then applies the rulebook does not say
        raise NotEncoded(f"{g.name(cid)}: {g.name(card)} was given to {g.card(card)['owner']} "
                         "(team variant); the rulebook does not say whether the buyer's construct applies")
    key = f"{cid}#t{n}"
    if (t.get("once") or t.get("first")) and key in g.pile(player, "used"):
        return
    cites = [R.CONSTRUCTS, R.ORDER, R.FAQ_ORDER] if event in ("acquire", "defeat") else [R.CONSTRUCTS, R.GENERAL]
    if t.get("optional") and not g.ask_yes_no(
            f"trigger:{g.name(cid)}", M("{construct} für {card} nutzen?", construct=g.name(cid), card=g.name(card)),
            cites=cites, chooser=player):
        return
    if t.get("once") or t.get("first"):
        g.state.insert(f"players.{player}.used", -1, key)
    step = M(" (Reihenfolge 4)") if event in ("acquire", "defeat") else ""
    first = M(" (das erste Mal in diesem Zug)") if t.get("first") else ""
    g.record("triggered", cites, M("{construct} wird ausgelöst durch {card}{first}{step}", construct=g.name(cid),
                                   card=g.name(card), first=first, step=step), actor=player)
    g.run_effects(player, cid, [dict(e, _acquired=card) for e in t["effects"]])
