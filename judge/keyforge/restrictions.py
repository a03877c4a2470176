"""What may be played, discarded and used in step 3, and what changes that.

* House (kf:turn/step-3): only cards of the active house, "unless a card ability says
  otherwise" — "you may play one non-<house> card" / "use up to N other <house> cards"
  effects (``lasting.py``) and "can be used as if it belonged to any house".
* First-turn rule (kf:turn/step-3): the first player plays or discards at most one card
  *from hand* in their first turn; card effects change it: a card that an effect lets
  through is not held back by it, and cards played from elsewhere do not
  count.
* Alpha (kf:glossary/alpha): only if nothing else was played, used or discarded in this
  step (docs/rulings.md, KeyForge 7: "turn" in the published answer means the step).
* Omega (kf:glossary/omega): after it, no more cards are played, used or discarded in the step.
* Rule of six (kf:rules/rule-of-six): no card (by title) is played or used more than six
  times per turn; a copy counts as the card it copies.
* A card's own play condition ("cannot be played unless ..."); "you cannot play creatures"
  and "your opponent cannot play action cards on their next turn" (``cannot_play``).
* An upgrade needs a creature in play to attach to (kf:rules/upgrades).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.i18n import Text, verbatim

from . import rules as R
from .i18n import MP, M
from .lasting import allowance, for_player
from .select import condition_holds
from .text import reaching, statics

if TYPE_CHECKING:
    from .game import KeyForgeGame

MAX_PER_TURN = 6

Block = tuple[str, Text]  # (rule, why: a catalogue message)


#: the card format's "fight"/"reap", said in the sentences that name them as they stand (German and
#: English keep the English word); Polish needs the verb ("nie może walczyć") or the noun ("do walki")
HOW_VERB = {"fight": MP("englisches Verb", "fight"), "reap": MP("englisches Verb", "reap")}
HOW_NOUN = {"fight": MP("englisches Verb als Nomen", "fight"), "reap": MP("englisches Verb als Nomen", "reap")}


def how_verb(how: str) -> Text:
    return HOW_VERB.get(how) or verbatim(how)


def how_noun(how: str) -> Text:
    return HOW_NOUN.get(how) or verbatim(how)


def step_over(g: KeyForgeGame) -> Block | None:
    if g.state.get("turn.step_ended"):
        return (R.OMEGA, M("Omega hat diesen Schritt beendet"))
    return None


def _as_active(g: KeyForgeGame, iid: str, player: str) -> bool:
    """"You may play upgrades as if they were in the active house" (kxw.py): no allowance is used up."""
    from .kxw import plays_as_active

    return plays_as_active(g, iid, player)


def check_from_hand(
    g: KeyForgeGame, iid: str, verb: Text, *, discarding: bool = False
) -> dict | None:
    """The checks playing and discarding from hand share (kf:turn/step-3), before anything
    changes. Returns the allowance that lets a card of another house be played."""
    player = g.active_player()
    name = g.name(iid)
    if g.step_label() != "main":
        g.refuse(R.STEP_3_PLAY_DISCARD_USE, M("Karten werden in Schritt 3 {verb}", verb=verb))
    if g.zone_of(iid) != (player, "hand"):
        g.refuse(R.PLAYING_CARDS, M("{name} ist nicht auf der Hand von {player}", name=name, player=player))
    over = step_over(g)
    if over:
        g.refuse(*over)
    found = None
    if not g.belongs_to(iid, g.active_house()) and (discarding or not _as_active(g, iid, player)):
        found = None if discarding else allowance(g, "may-play", iid, player)
        if found is None and not discarding:  # constant and house-wide allowances (kho_play.py)
            from .kho_play import allowance as kho_allowance

            found = kho_allowance(g, iid, player)
        if found is None:
            g.refuse(
                R.STEP_3_PLAY_DISCARD_USE,
                M("{name} gehört zur Fraktion {house}, aktiv ist {active}",
                  name=name, house=g.house_of(iid), active=g.active_house()),
            )
    if g.state.get("turn.first_turn") and g.state.get("turn.played_or_discarded") >= 1 and found is None:
        g.refuse(
            R.FIRST_TURN_RULE,
            M("Regel für den ersten Zug: nur 1 Karte von der Hand spielen oder ablegen"),
        )
    return found


def play_blocked(g: KeyForgeGame, iid: str, player: str) -> Block | None:
    """Why ``iid`` cannot be played now, from wherever (None if it can)."""
    card = g.cdef(iid)
    over = step_over(g)
    if over:
        return over
    if card.keyword("alpha") and (g.state.get("turn.step_actions") or 0) > 0:
        return (
            R.ALPHA,
            M("{name} hat Alpha: in diesem Schritt wurde schon eine Karte gespielt, verwendet oder abgelegt",
              name=card.name),
        )
    six = six_times(g, iid)
    if six:
        return six
    forbidden = cannot_play(g, iid, player)
    if forbidden:
        return forbidden
    conds = card.static_value("play_only_if")
    if g.printed(iid) is not card:  # a copy: the printed card's own condition still applies
        conds = g.printed(iid).static_value("play_only_if") + conds
    for cond in conds:
        if not condition_holds(g, cond["play_only_if"], player):
            return (
                R.PLAYING_CARDS,
                M("{name} kann jetzt nicht gespielt werden (Spielbedingung der Karte)", name=card.name),
            )
    from .kcc_costs import blocked as cost_blocked  # "you must lose 3A in order to play Truebaru"

    cost = cost_blocked(g, iid, player, "play")
    if cost:
        return cost
    if card.type == "upgrade" and not g.creatures():
        return (
            R.UPGRADES,
            M("{name} kann an keine Kreatur angelegt werden", name=card.name),
        )
    return None


def cannot_play(g: KeyForgeGame, iid: str, player: str) -> Block | None:
    """kf:glossary/cannot-vs-must ("cannot" wins over "may" and "must") — "you cannot play
    creatures" (a constant ability of a card in play: ``cannot_play``: a card type or any,
    ``for``: you | opponent | each) and "your opponent cannot play action cards on their next
    turn" (a lasting ``cannot-play`` effect, kf:glossary/lasting-effects)."""
    limit = play_limit(g, player)
    if limit:
        return limit
    from .kmc import named_block

    named = named_block(g, iid)  # "cards with that name cannot be played" (Etan's Jar)
    if named:
        return named
    kind = g.cdef(iid).type
    for src, s in g.statics_in_play("cannot_play"):
        whom, mine = s.get("for", "you"), g.controller(src) == player
        if s.get("kwb_more_creatures") and not len(g.creatures(player)) > len(g.creatures(g.opponent(player))):
            continue  # "if a player has more creatures in play than their opponent, they cannot …": that player only
        if (whom == "each" or (whom == "you") == mine) and s["cannot_play"] in ("any", kind):
            return (
                R.CANNOT_VS_MUST,
                M("{src}: {player} kann keine Karte vom Typ {kind} spielen",
                  src=g.name(src), player=player, kind=kind),
            )
    for e in for_player(g, "cannot-play", player):
        if e.get("type", kind) == kind:
            return (
                R.CANNOT_VS_MUST,
                M("{source}: {player} kann in diesem Zug keine Karte vom Typ {kind} spielen",
                  source=e['source'], player=player, kind=kind),
            )
    return None


def six_times(g: KeyForgeGame, iid: str) -> Block | None:
    """kf:rules/rule-of-six"""
    name = g.name(iid)
    if (g.state.get("turn.uses") or {}).get(name, 0) >= MAX_PER_TURN:
        return (
            R.RULE_OF_SIX,
            M("{name} wurde in diesem Zug schon 6-mal gespielt oder verwendet", name=name),
        )
    return None


def count(g: KeyForgeGame, iid: str) -> None:
    """One more play or use of this title this turn, one more action this step."""
    uses = dict(g.state.get("turn.uses") or {})
    uses[g.name(iid)] = uses.get(g.name(iid), 0) + 1
    g.state.set("turn.uses", uses)
    g.state.add("turn.step_actions", 1)


def note_played(g: KeyForgeGame, iid: str, from_hand: bool) -> None:
    count(g, iid)
    if from_hand:
        g.state.add("turn.played_or_discarded", 1)
    note_done(g, "played")
    if g.cdef(iid).type == "creature":
        note_done(g, "creatures_played")
    from .kcc_done import note_played as note_houses  # "if you have played 7 or more Sanctum cards this turn"

    note_houses(g, iid)


#: what the active player did this turn, for cards that ask ("if you have used a creature to
#: fight this turn", "if you played exactly one card this turn"); select.py reads them as
#: ``you.played``, ``you.creatures_played``, ``you.fights``, ``you.reaps``. A fight or reap
#: counts when it happens: a stunned creature that is used only unstuns (kf:glossary/stun).
DONE = ("played", "creatures_played", "fights", "reaps")


def note_done(g: KeyForgeGame, what: str) -> None:
    done = dict(g.state.get("turn.done") or {})
    done[what] = done.get(what, 0) + 1
    g.state.set("turn.done", done)


def play_limit(g: KeyForgeGame, player: str) -> Block | None:
    """kf:glossary/cannot-vs-must — "your opponent cannot play more than 2 cards each turn"
    (``play_limit``: N, ``for``: you | opponent | each), counted over the whole turn."""
    played = (g.state.get("turn.done") or {}).get("played", 0) if player == g.active_player() else 0
    for src, s in g.statics_in_play("play_limit"):
        whom, mine = s.get("for", "you"), g.controller(src) == player
        if (whom == "each" or (whom == "you") == mine) and played >= s["play_limit"]:
            return (
                R.CANNOT_VS_MUST,
                M("{src}: {player} hat in diesem Zug schon {played} Karten gespielt (höchstens {play_limit})",
                  src=g.name(src), player=player, played=played, play_limit=s['play_limit']),
            )
    return None


def use_allowed(g: KeyForgeGame, iid: str, player: str, *, omni: bool, how: str | None = None) -> dict | bool:
    """Whether ``iid`` may be used despite its house: an omni ability, "can be used as if it
    belonged to any house", or a "you may use ... <house> cards" effect (returned, to be
    used up)."""
    if omni or g.belongs_to(iid, g.active_house()) or statics(g, iid, "use_any_house"):
        return True
    if how == "fight" and g.is_creature(iid) and only_fight(g, iid):  # "as if in the active house, but can only fight"
        return True
    found = allowance(g, "may-use", iid, player, how)
    return found if found is not None else False


def only_fight(g: KeyForgeGame, iid: str) -> str | None:
    """kf:glossary/cannot-vs-must, kf:glossary/lasting-effects — Horseman of War: "For the remainder of the
    turn, each friendly creature can be used as if they were in the active house, but can only fight."
    (``kxa_only_fight``, a lasting ``modify`` on each friendly creature): the name of what says so, if
    anything reaches the creature — it may fight whatever its house, and be used no other way."""
    found = next(iter(reaching(g, iid, "kxa_only_fight")), None)
    if found is None:
        return None
    src = found[0]
    effect = next((e for e in g.effects("modify") if e["id"] == src), None)
    return effect["source"] if effect else g.name(src)


def cannot_use(g: KeyForgeGame, iid: str, how: str, player: str) -> Block | None:
    """"Cannot fight/reap" on the card, or a lasting "cannot use creatures to ..." effect
    (kf:glossary/cannot-vs-must: cannot wins over may)."""
    from .verbs_kab import cannot_be_used

    only = only_fight(g, iid) if how != "fight" and g.is_creature(iid) else None
    if only:  # "… can be used as if they were in the active house, but can only fight" (kxa_only_fight)
        return (R.CANNOT_VS_MUST, M("{card} kann in diesem Zug nur kämpfen ({by})", card=g.name(iid), by=only))
    blocked = cannot_be_used(g, iid)  # "self cannot be used while it has a non-Mars neighbor"
    if blocked:
        by = "" if blocked[0] == iid else f" ({g.name(blocked[0])})"
        return (R.CANNOT_VS_MUST, M("{card} kann nicht verwendet werden{by}", card=g.name(iid), by=by))
    if how in ("fight", "reap"):  # its own "cannot reap", or another card's ("self's neighbors cannot reap")
        for src, _, _ in reaching(g, iid, f"cannot_{how}"):
            by = "" if src == iid else f" ({g.name(src)})"
            return (R.CANNOT_VS_MUST, M("{card} kann nicht {how}{by}", card=g.name(iid), how=how_verb(how), by=by))
    for e in for_player(g, "cannot-use", player):
        if e.get("not_house") and g.belongs_to(iid, e["not_house"]):  # "non-Shadows creatures cannot ..."
            continue
        if e.get("house") and not g.belongs_to(iid, e["house"]):  # "creatures of the chosen house cannot …"
            continue
        if e.get("how", "any") in (how, "any") and (g.is_creature(iid) or e.get("how") not in ("fight", "reap")):
            return (
                R.CANNOT_VS_MUST,
                M("{source}: {player} kann in diesem Zug keine Kreaturen zum {how} verwenden",
                  source=e['source'], player=player, how=how_noun(how)),
            )
    return None
