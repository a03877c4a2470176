"""The five steps of a turn (kf:rules/turn-sequence, kf:turn/step-1 … step-5).

1 forge a key ("start of turn", forge, "after a key is forged"), 2 choose a house
("after you choose a house", take archives), 3 play/discard/use (``play.py``,
``use.py``), 4 ready cards, 5 draw up to six (chains), then "end of turn".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.i18n import Text, joined
from judge.kernel import Event

from . import rules as R
from .amber import forge_step, key_cost
from .i18n import M
from .kga_spend import available
from .kga_watch import end_of_ready_step
from .lasting import for_player
from .text import statics
from .zones import put, take_out

if TYPE_CHECKING:
    from .game import KeyForgeGame

HAND_SIZE = 6


def start_turn(g: KeyForgeGame) -> None:
    """kf:turn/step-1 — "start of turn" effects, forge a key if possible, then step 2."""
    player = g.active_player()
    g.state.set("turn.step", "forge")
    for e in g.lasting.expire("start-of-turn", player):
        g.record(
            "effect-ends",
            [R.LASTING_EFFECTS],
            M("Andauernder Effekt von {source} endet", source=e['source']),
        )
    g.engine.window(
        "start-of-turn", Event("start-of-turn", {"player": player}), [R.TIMING_START_OF_TURN, R.STEP_1_FORGE]
    )
    forge_step(g)
    if g.state.get("winner") is None:
        g.state.set("turn.step", "choose-house")
        g.record(
            "next-step",
            [R.STEP_2_CHOOSE_HOUSE],
            M("Weiter mit Schritt 2: Fraktion wählen"),
        )


def allowed_houses(g: KeyForgeGame, player: str) -> list[str]:
    """kf:glossary/choosing-a-house — the houses on the identity card, plus the house of
    any card the player controls in play (kf:glossary/control; kf:turn/step-2: "a card that
    belongs to that house" — every house for a card that belongs to all houses, kho_houses.py)."""
    from .cards.model import HOUSES

    houses = list(g.player(player)["houses"])
    for iid in g.creatures(player) + g.artifacts(player):
        for h in HOUSES if g.all_houses(iid) else (g.house_of(iid),):
            if h not in houses:
                houses.append(h)
    return houses


def house_choice(g: KeyForgeGame, player: str) -> tuple[list[str], list[str], list[tuple[str, str]]]:
    """(allowed, must, why-not) — the houses the player may choose, the ones they must
    choose among (empty: free choice), and the "cannot" effects that removed houses.
    "Cannot" wins over "must" (kf:glossary/cannot-vs-must); a "must" for a
    house the player cannot choose at all does not apply; with several
    "must"s, any of them (kf:glossary/choosing-a-house)."""
    base = allowed_houses(g, player)
    cannot = [(e["house"], e["source"]) for e in for_player(g, "cannot-choose-house", player)]
    allowed = [h for h in base if h not in {h for h, _ in cannot}]
    must = []
    for e in for_player(g, "must-choose-house", player):  # "must choose that house … on their next turn"
        if e["house"] in allowed and e["house"] not in must:
            must.append(e["house"])
    for src in g.creatures(player) + g.artifacts(player):
        for s in statics(g, src, "must_choose_house"):
            if s["must_choose_house"] in allowed and s["must_choose_house"] not in must:
                must.append(s["must_choose_house"])
    return allowed, must, cannot


def choose_house(g: KeyForgeGame, house: str | None, take_archives: bool | None = None) -> None:
    """kf:turn/step-2 — the active house decides what may be played, discarded and used."""
    player = g.active_player()
    if g.step_label() != "choose-house":
        g.refuse(
            R.STEP_2_CHOOSE_HOUSE,
            M("Eine Fraktion wird nur in Schritt 2 gewählt (jetzt: {step_label})", step_label=g.step_label()),
        )
    allowed, must, cannot = house_choice(g, player)
    blocked = dict(cannot)
    if house in blocked:
        g.refuse(
            R.CANNOT_VS_MUST,
            M("{player} kann {house} nicht wählen ({blocked}); „kann nicht“ hat Vorrang",
              player=player, house=house, blocked=blocked[house]),
        )
    if house is not None and house not in allowed:
        g.refuse(
            R.CHOOSING_A_HOUSE,
            M("{player} kann {house} nicht wählen (möglich: {allowed})",
              player=player, house=house, allowed=", ".join(allowed)),
        )
    if must and house not in must:
        g.refuse(
            R.CHOOSING_A_HOUSE,
            M("{player} muss {houses} wählen", player=player, houses=_either(must)),
        )
    if house is None and allowed:
        g.refuse(R.CHOOSING_A_HOUSE, M("Es muss eine Fraktion gewählt werden"))
    g.state.set(f"players.{player}.house", house)
    cites = [R.STEP_2_CHOOSE_HOUSE, R.ACTIVE_HOUSE, R.TIMING_CHOOSE_HOUSE]
    if cannot or must:
        cites += [R.CHOOSING_A_HOUSE] + ([R.CANNOT_VS_MUST] if cannot else [])
    g.record(
        "choose-house",
        cites,
        M("{player} wählt {house} als aktive Fraktion", player=player, house=house) if house
        else M("{player} kann keine Fraktion wählen", player=player),
        actor=player,
        choice=house,
    )
    g.engine.window(
        "after-house-chosen",
        Event("house-chosen", {"player": player, "house": house}),
        [R.TIMING_AFTER_HOUSE_CHOSEN],
    )
    archives = list(g.state.get(f"players.{player}.archives"))
    if archives:
        if take_archives is None:
            take_archives = g.yes_no(
                "archives",
                M("Alle Karten aus dem Archiv auf die Hand nehmen?"), [R.ARCHIVES, R.STEP_2_CHOOSE_HOUSE],
            )
        if take_archives:
            take_archive_cards(g, player, archives)
    g.state.set("turn.step", "main")
    g.state.set("turn.step_actions", 0)
    g.state.set("turn.step_ended", False)
    g.record(
        "next-step",
        [R.STEP_3_PLAY_DISCARD_USE],
        M("Weiter mit Schritt 3: spielen, ablegen, verwenden"),
    )


def _either(houses: list[str]) -> Text:
    """"A or B or C", the "or" said in the message's language."""
    parts: list = []
    for h in houses:
        parts += [M(" oder "), h] if parts else [h]
    return joined(parts, "")


def take_archive_cards(g: KeyForgeGame, player: str, archives: list[str]) -> None:
    """kf:glossary/archives — every card into the hand; a card of another owner goes to
    its owner's hand (kf:glossary/leaves-play: cards always go to their owner's zone)."""
    for iid in archives:
        take_out(g, iid)
        g.state.set(f"cards.{iid}.to_owner_hand", False) if g.card(iid).get("to_owner_hand") else None
        put(g, iid, g.owner(iid), "hand")
    others = [g.name(i) for i in archives if g.owner(i) != player]
    g.record(
        "take-archives",
        [R.ARCHIVES, R.TIMING_TAKE_ARCHIVES] + ([R.LEAVES_PLAY] if others else []),
        M("{player} nimmt das Archiv auf die Hand", player=player)
        + (M("; {others} gehen auf die Hand ihres Besitzers", others=", ".join(others)) if others else ""),
        actor=player,
    )


def end_turn(g: KeyForgeGame) -> None:
    """kf:turn/step-4, kf:turn/step-5, kf:glossary/end-of-turn, kf:glossary/lasting-effects — Steps 4 and 5, "end of
    turn", then the opponent's turn starts (up to step 2)."""
    player = g.active_player()
    if g.step_label() == "choose-house":
        g.refuse(R.STEP_2_CHOOSE_HOUSE, M("Zuerst muss eine Fraktion gewählt werden"))
    g.state.set("turn.step", "ready")
    for iid in g.creatures(player) + list(g.state.get(f"players.{player}.artifacts")):
        g.state.set(f"cards.{iid}.exhausted", False)
    g.record(
        "ready-cards",
        [R.STEP_4_READY, R.TIMING_READY],
        M("{player} macht alle erschöpften Karten spielbereit", player=player),
        actor=player,
    )
    end_of_ready_step(g, player)  # "at the end of your "ready cards" step" (kga_watch.py)
    g.state.set("turn.step", "draw")
    draw_up(g, player)
    announce_check(g, player)
    g.engine.window("end-of-turn", Event("end-of-turn", {"player": player}), [R.TIMING_END_OF_TURN, R.END_OF_TURN])
    for e in g.lasting.expire("end-of-turn", player):
        g.record(
            "effect-ends",
            [R.LASTING_EFFECTS],
            M("Andauernder Effekt von {source} endet mit dem Zug", source=e['source']),
        )
    for e in g.lasting.active():  # kf:glossary/lasting-effects — "until the end of your next turn"
        if e.get("until") == "kwb-end-of-next-turn" and e.get("player") == player \
                and (e.get("kwb_made_turn") or 0) < g.state.get("turn.number"):
            g.lasting.remove(e["id"])
            g.record("effect-ends", [R.LASTING_EFFECTS],
                     M("Andauernder Effekt von {source} endet mit dem nächsten Zug seines Spielers",
                       source=e['source']))
    for iid in g.creatures():
        for key, reset in (("armor_used", 0), ("elusive_used", False)):
            g.state.set(f"cards.{iid}.{key}", reset)
    g.state.set(f"players.{player}.house", None)
    g.state.set("turn.first_turn", False)
    g.state.set("turn.played_or_discarded", 0)
    g.state.set(f"players.{player}.forged_last_turn", g.state.get("turn.forged"))
    from .verbs_kwc import end_turn_stolen

    end_turn_stolen(g, player)
    g.state.set("turn.forged", 0)
    for p in g.players():
        if g.state.get(f"players.{p}.creatures_destroyed"):
            g.state.set(f"players.{p}.creatures_destroyed", 0)
    g.state.set("turn.step_actions", 0)
    g.state.set("turn.step_ended", False)
    g.state.set("turn.uses", {})
    from .kcc_done import turn_ends  # "if your opponent played 3 or more creatures on their previous turn"

    turn_ends(g, player)
    if g.state.get("turn.done"):
        g.state.set("turn.done", {})  # what was done this turn (restrictions.note_done)
    nxt = g.opponent(player)
    g.state.set("turn.active_player", nxt)
    g.state.add("turn.number", 1)
    g.record(
        "turn-ends",
        [R.TURN, R.ARMOR, R.ELUSIVE],
        M("Der Zug von {player} endet; {nxt} ist am Zug", player=player, nxt=nxt),
    )
    start_turn(g)


def announce_check(g: KeyForgeGame, player: str) -> None:
    """kf:turn/step-5 — a player who ends their turn with enough æmber to forge a key
    (at the current cost) announces "Check!"."""
    cost = key_cost(g, player)
    if available(g, player) >= cost:  # the pool and æmber on cards spent as if in it (kf:turn/step-1)
        g.record(
            "check",
            [R.STEP_5_DRAW, R.KEY_COST],
            M("{player} ruft „Check!“ ({amber} Æmber, Schlüssel kostet {cost})",
              player=player, amber=g.player(player)['amber'], cost=cost),
            actor=player,
        )


def chain_penalty(chains: int) -> int:
    """kf:glossary/chains — 1–6: one card fewer, 7–12: two, 13–18: three, 19–24: four."""
    return 0 if chains <= 0 else min((chains - 1) // 6 + 1, 4)


def hand_size(g: KeyForgeGame, player: str) -> int:
    """kf:turn/step-5, kf:rules/constant-abilities — six cards, changed by constant abilities in
    play ("refill your hand to 1 additional card", "your opponent refills their hand to 1 less
    card"), read from the board as it is now."""
    from .select import amount, condition_holds
    from .text import source_ctx

    size = HAND_SIZE
    for src, s in g.statics_in_play("hand_size"):
        if "if" in s and not condition_holds(g, s["if"], g.controller(src), source_ctx(g, src)):
            continue
        whom, mine = s.get("for", "you"), g.controller(src) == player
        if whom == "each" or (whom == "you" and mine) or (whom == "opponent" and not mine):
            size += amount(g, s["hand_size"], g.controller(src), source_ctx(g, src))
    return max(size, 0)


def draw_up(g: KeyForgeGame, player: str) -> None:
    """kf:turn/step-5 — draw up to six (or the hand size constant abilities make it); chains
    lower that and one chain is shed if they stopped a draw that would have happened
    (kf:glossary/chains)."""
    hand = len(g.state.get(f"players.{player}.hand"))
    chains = g.player(player)["chains"]
    size = hand_size(g, player)
    if size != HAND_SIZE:
        g.record("hand-size", [R.STEP_5_DRAW, R.CONSTANT_ABILITIES], M("{player} füllt die Hand auf {size} Karten auf",
                                                                       player=player, size=size))
    if hand >= size:
        g.record(
            "draw",
            [R.STEP_5_DRAW],
            M("{player} hat {hand} Karten und zieht nicht", player=player, hand=hand),
        )
        return
    target = size - chain_penalty(chains)
    drawn = draw(g, player, max(target - hand, 0), [R.STEP_5_DRAW, R.TIMING_DRAW])
    if chains:
        g.state.add(f"players.{player}.chains", -1)
        g.record(
            "shed-chain",
            [R.CHAINS, R.STEP_5_DRAW],
            M("{player} zieht wegen Ketten nur {drawn} und sprengt 1 Kette", player=player, drawn=drawn),
        )


def draw(g: KeyForgeGame, player: str, n: int, cites: list[str]) -> int:
    """Draw ``n`` cards from the top of the deck; an empty deck is refilled from the
    discard pile (kf:glossary/discard-pile; the engine keeps the pile's order where a
    real game would shuffle)."""
    drawn = 0
    for _ in range(n):
        deck = g.state.get(f"players.{player}.deck")
        if not deck:
            pile = list(g.state.get(f"players.{player}.discard"))
            if not pile:
                break
            g.state.set(f"players.{player}.discard", [])
            g.state.set(f"players.{player}.deck", pile)
            g.record(
                "reshuffle",
                [R.DISCARD_PILE],
                M("{player} mischt den Ablagestapel zu einem neuen Deck", player=player),
            )
        top = g.state.get(f"players.{player}.deck")[0]
        g.state.remove(f"players.{player}.deck", top)
        g.state.insert(f"players.{player}.hand", -1, top)
        drawn += 1
    g.record("draw", cites, M("{player} zieht {drawn} Karte(n)", player=player, drawn=drawn), actor=player)
    return drawn
