"""Playing and discarding cards in step 3 (kf:rules/playing-cards, kf:glossary/play,
kf:rules/discarding-cards).

Play order (kf:timing/play): the card enters play (creature on a flank, artifact behind
the battleline) or is revealed (action); its æmber bonus is gained; then its "Play:"
abilities and "after a card is played" abilities trigger together. An action card goes
to the discard pile after it has resolved as much as it can.

The documents differ on the bonus: the text of kf:rules/aember-bonus says it comes
"first of all", while both timing charts (kf:timing/play) put the card into play first.
The engine follows the charts in both editions (docs/rulings.md, KeyForge 2) and the
bonus step says so in the trace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event

from . import rules as R
from .abilities import condition_holds
from .amber import gain

if TYPE_CHECKING:
    from .game import KeyForgeGame


def check_from_hand(g: KeyForgeGame, iid: str, verb_de: str, verb_en: str) -> None:
    """The checks playing and discarding share (kf:turn/step-3), before anything changes."""
    player = g.active_player()
    name = g.name(iid)
    if g.step_label() != "main":
        g.refuse(R.STEP_3_PLAY_DISCARD_USE, f"Karten werden in Schritt 3 {verb_de}", f"Cards are {verb_en} in step 3")
    if g.zone_of(iid) != (player, "hand"):
        g.refuse(R.PLAYING_CARDS, f"{name} ist nicht auf der Hand von {player}", f"{name} is not in {player}'s hand")
    if g.house_of(iid) != g.active_house():
        g.refuse(
            R.STEP_3_PLAY_DISCARD_USE,
            f"{name} gehört zur Fraktion {g.house_of(iid)}, aktiv ist {g.active_house()}",
            f"{name} belongs to house {g.house_of(iid)}; the active house is {g.active_house()}",
        )
    if g.state.get("turn.first_turn") and g.state.get("turn.played_or_discarded") >= 1:
        g.refuse(
            R.FIRST_TURN_RULE,
            "Regel für den ersten Zug: nur 1 Karte von der Hand spielen oder ablegen",
            "First-turn rule: only one card may be played or discarded from hand",
        )


def play(g: KeyForgeGame, iid: str, flank: str | None = None) -> None:
    """kf:glossary/play — play a card from hand (checks first; nothing changes if refused)."""
    check_from_hand(g, iid, "gespielt", "played")
    card = g.cdef(iid)
    player = g.active_player()
    for cond in card.static_value("play_only_if"):
        if not condition_holds(g, cond["play_only_if"], player):
            g.refuse(
                R.PLAYING_CARDS,
                f"{card.name} kann jetzt nicht gespielt werden (Spielbedingung der Karte)",
                f"{card.name} cannot be played now (the card's play condition is not met)",
            )
    if card.type == "upgrade":
        from .game import NotYetSupported

        raise NotYetSupported("playing upgrades is not encoded yet")
    if flank not in (None, "left", "right"):
        g.refuse(
            R.FLANK,
            f"Flanke muss links oder rechts sein, nicht {flank!r}",
            f"flank must be left or right, not {flank!r}",
        )
    g.state.remove(f"players.{player}.hand", iid)
    g.state.add("turn.played_or_discarded", 1)
    g.record(
        "play",
        [R.PLAY, R.PLAYING_CARDS, R.STEP_3_PLAY_DISCARD_USE],
        f"{player} spielt {card.name}",
        f"{player} plays {card.name}",
        actor=player,
    )
    _enter(g, iid, flank)
    _bonus(g, iid)
    g.engine.window("play", Event("played", {"card": iid, "player": player}), [R.TIMING_PLAY, R.PLAY_ABILITIES])
    if card.type == "action":
        g.state.insert(f"players.{g.owner(iid)}.discard", -1, iid)
        g.record(
            "to-discard",
            [R.ACTION_CARDS],
            f"{card.name} kommt nach dem Abhandeln auf den Ablagestapel",
            f"{card.name} goes to the discard pile after resolving",
        )
    g.engine.check_state()


def _bonus(g: KeyForgeGame, iid: str) -> None:
    """kf:rules/aember-bonus — the player gains the card's æmber bonus."""
    n = g.cdef(iid).amber
    if n:
        gain(
            g,
            g.active_player(),
            n,
            [R.TIMING_AEMBER_BONUS, R.AEMBER_BONUS],
            f" (Æmber-Bonus von {g.name(iid)}; nach dem Ins-Spiel-Bringen, wie die Timing-Übersicht,"
            " nicht „als Allererstes“ wie der Regeltext – siehe docs/rulings.md)",
            f" ({g.name(iid)}'s æmber bonus; after the card enters play as the timing chart has it,"
            " not 'first of all' as the rule text says – see docs/rulings.md)",
        )


def _enter(g: KeyForgeGame, iid: str, flank: str | None) -> None:
    """Put the card into play or reveal it (kf:timing/play/put-into-play): a creature on a
    flank (kf:rules/creatures, kf:glossary/flank), an artifact (kf:rules/artifacts), an
    action is revealed (kf:rules/action-cards)."""
    card = g.cdef(iid)
    player = g.active_player()
    if card.type == "action":
        g.record(
            "reveal",
            [R.ACTION_CARDS, R.TIMING_PUT_INTO_PLAY],
            f"{card.name} wird aufgedeckt und abgehandelt",
            f"{card.name} is revealed and resolves",
        )
        return
    ready = bool(card.static_value("enters_ready"))
    g.state.set(f"cards.{iid}.controller", player)
    g.state.set(f"cards.{iid}.exhausted", not ready)
    ready_de = " spielbereit (Kartentext)" if ready else " erschöpft"
    ready_en = " ready (card text)" if ready else " exhausted"
    if card.type == "artifact":
        g.state.insert(f"players.{player}.artifacts", -1, iid)
        g.record(
            "enters-play",
            [R.ARTIFACTS, R.READY_AND_EXHAUSTED, R.TIMING_PUT_INTO_PLAY],
            f"{card.name} kommt{ready_de} ins Spiel",
            f"{card.name} enters play{ready_en}",
        )
        return
    line = g.creatures(player)
    if not line:
        side = "left"
    elif flank:
        side = flank
    else:
        side = g.ask(
            f"flank:{card.name}",
            f"An welche Flanke kommt {card.name}?",
            f"Which flank does {card.name} go to?",
            [("left", "left"), ("right", "right")],
            [R.FLANK, R.CREATURES],
        )
    g.state.insert(f"players.{player}.battleline", 0 if side == "left" else -1, iid)
    side_de = "linke" if side == "left" else "rechte"
    g.record(
        "enters-play",
        [R.CREATURES, R.FLANK, R.READY_AND_EXHAUSTED, R.TIMING_PUT_INTO_PLAY],
        f"{card.name} kommt{ready_de} an die {side_de} Flanke",
        f"{card.name} enters play{ready_en} on the {side} flank",
        choice=side,
    )


def discard(g: KeyForgeGame, iid: str) -> None:
    """kf:rules/discarding-cards — discard a card of the active house from hand."""
    check_from_hand(g, iid, "abgelegt", "discarded")
    player = g.active_player()
    g.state.remove(f"players.{player}.hand", iid)
    g.state.insert(f"players.{player}.discard", -1, iid)
    g.state.add("turn.played_or_discarded", 1)
    g.record(
        "discard",
        [R.DISCARDING_CARDS, R.DISCARD_PILE],
        f"{player} legt {g.name(iid)} von der Hand ab",
        f"{player} discards {g.name(iid)} from hand",
        actor=player,
    )
