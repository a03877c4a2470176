"""Æmber and keys: gain, lose, steal, capture, forge (kf:glossary/aember and friends)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from judge.kernel import Event, Replacement

from . import kga_spend
from . import rules as R
from .i18n import M
from .lasting import for_player
from .select import amount, condition_holds
from .text import abilities, source_ctx, statics

if TYPE_CHECKING:
    from .game import KeyForgeGame

STANDARD_KEY_COST = 6
KEYS_TO_WIN = 3


def gain(g: KeyForgeGame, player: str, n: int, cites: list[str], why: Mapping[str, str] | str = "") -> int:
    """kf:glossary/aember — gained æmber goes to the player's pool; ``why`` (a message, said
    right after the amount) says how."""
    if n <= 0:
        return 0
    g.state.add(f"players.{player}.amber", n)
    g.record(
        "gain",
        cites + [R.AEMBER],
        M("{player} erhält {n} Æmber{why}", player=player, n=n, why=why),
        actor=player,
    )
    return n


def lose(g: KeyForgeGame, player: str, n: int | str, cites: list[str]) -> int:
    """kf:glossary/aember — The player loses æmber from their pool (to the common supply)."""
    have = g.player(player)["amber"]
    lost = have if n == "all" else min(int(n), have)
    g.state.add(f"players.{player}.amber", -lost)
    g.record("lose", cites + [R.AEMBER], M("{player} verliert {lost} Æmber", player=player, lost=lost))
    return lost


def protected_by(g: KeyForgeGame, player: str, key: str) -> str | None:
    """A card in play whose constant ability ``key`` covers ``player``'s pool ("your æmber
    cannot be stolen", "æmber stolen or captured from your pool is taken from the common
    supply instead"); on an upgrade, "your" is the controller of its creature."""
    for src in g.cards_in_play():
        for s in statics(g, src, key):
            if "if" in s and not condition_holds(g, s["if"], g.controller(src), source_ctx(g, src)):
                continue  # "while it has æmber on it, your æmber cannot be stolen"
            holder = g.card(src).get("attached_to") or src
            if g.controller(holder) == player:
                return src
    return None


def steal(g: KeyForgeGame, thief: str, n: int, cites: list[str]) -> int:
    """kf:glossary/steal — from the opponent's pool to the thief's; only what is there.
    Replacement effects (kf:glossary/replacement-effects): a pool that cannot be stolen from
    loses nothing and nothing is replaced; "captured instead" by a creature
    of the active player; "taken from the common supply instead" still counts as stolen."""
    victim = g.opponent(thief)
    guard = protected_by(g, victim, "cannot_be_stolen")
    if guard:
        g.record(
            "cannot-steal",
            cites + [R.STEAL, R.CANNOT_VS_MUST],
            M("{guard}: das Æmber von {victim} kann nicht gestohlen werden", guard=g.name(guard), victim=victim),
        )
        return 0
    diverter = next((c for c in g.cards_in_play() if statics(g, c, "steal_becomes_capture")), None)
    if diverter:
        g.record(
            "replaced",
            cites + [R.STEAL, R.REPLACEMENT_EFFECTS],
            M("{diverter}: das Æmber wird stattdessen von einer Kreatur des aktiven Spielers erbeutet",
              diverter=g.name(diverter)),
        )
        takers = g.creatures(g.active_player())
        if not takers:
            return 0
        taker = takers[0] if len(takers) == 1 else g.ask(
            f"capture:{g.name(diverter)}", M("Welche Kreatur erbeutet?"), [(c, g.name(c)) for c in takers], [R.REPLACEMENT_EFFECTS, R.ACTIVE_PLAYER])
        capture(g, taker, n, [R.REPLACEMENT_EFFECTS], from_player=victim)
        return 0
    # Only what the pool holds is stolen (kf:glossary/steal); "taken from the common supply
    # instead" replaces that amount and no more — from an empty pool nothing would be
    # stolen, so nothing is replaced and nothing is stolen (kf:glossary/replacement-effects).
    taken = min(n, g.player(victim)["amber"])
    supply = protected_by(g, victim, "taken_from_supply") if taken else None
    if not supply:
        g.state.add(f"players.{victim}.amber", -taken)
    g.state.add(f"players.{thief}.amber", taken)
    instead = M(" (aus der allgemeinen Reserve statt aus dem Vorrat, {supply})", supply=g.name(supply)) if supply else ""
    only = M(" (nur {taken} vorhanden)", taken=taken) if taken < n else ""
    g.record(
        "steal",
        cites + [R.STEAL] + ([R.REPLACEMENT_EFFECTS] if supply else []),
        M("{thief} stiehlt {taken} Æmber von {victim}{instead}{only}",
          thief=thief, taken=taken, victim=victim, instead=instead, only=only),
        actor=thief,
    )
    if taken:
        from .verbs_kwc import after_stolen

        after_stolen(g, thief, victim, taken)
    return taken


def capture(g: KeyForgeGame, creature: str, n: int, cites: list[str], from_player: str | None = None) -> int:
    """kf:glossary/capture — æmber moves from a pool onto the capturing creature.

    By default it comes from the opponent of the creature's controller; "from its own
    side" effects name the controller instead. A pool whose æmber "is taken from the
    common supply instead" loses nothing (kf:glossary/replacement-effects)."""
    controller = g.controller(creature)
    source = from_player or g.opponent(controller)
    # As with stealing: only what the pool holds would be captured, and only that is
    # taken from the supply instead (kf:glossary/capture, kf:glossary/replacement-effects).
    taken = min(n, g.player(source)["amber"])
    supply = protected_by(g, source, "taken_from_supply") if taken else None
    if not supply:
        g.state.add(f"players.{source}.amber", -taken)
    g.state.add(f"cards.{creature}.amber", taken)
    where = (M("aus der allgemeinen Reserve ({supply})", supply=g.name(supply)) if supply
             else M("aus dem Vorrat von {source}", source=source))
    g.record(
        "capture",
        cites + [R.CAPTURE] + ([R.REPLACEMENT_EFFECTS] if supply else []),
        M("{creature} erbeutet {taken} Æmber {where}", creature=g.name(creature), taken=taken, where=where),
        actor=controller,
    )
    return taken


def reap_gain(g: KeyForgeGame, player: str, creature: str) -> None:
    """kf:glossary/reap — reaping gains 1 æmber; replacement effects may change that
    (kf:glossary/replacement-effects, e.g. "stolen instead")."""
    event = g.engine.replace(Event("reap-gain", {"player": player, "amount": 1, "creature": creature}))
    if event is None:
        return
    if event.name == "steal":
        steal(g, player, event.data["amount"], [R.REPLACEMENT_EFFECTS])
        return
    n = gain(g, player, event.data["amount"], [R.REAP, R.TIMING_REAP_GAIN], M(" durch Ernten"))
    if n and any(_reaped_watchers(g)):
        # "after a player gains æmber by reaping": only that æmber can be taken
        g.engine.window(
            "aember-reaped",
            Event("aember-reaped", {"player": player, "amount": n, "left": n, "card": creature}),
            [R.REAP, R.TIMING_REAP_GAIN],
        )


def _reaped_watchers(g: KeyForgeGame):
    return (True for c in g.cards_in_play() if abilities(g, c, "after-aember-reaped"))


def replacements(g: KeyForgeGame, event: Event) -> list[Replacement]:
    """kf:glossary/replacement-effects — Replacement effects from lasting effects that apply to ``event``."""
    out = []
    if event.name == "reap-gain":
        for e in g.lasting.active("reap-steal"):
            if e["controller"] == event.data["player"]:
                out.append(
                    Replacement(
                        e["id"],
                        f"{e['source']}: stehlen statt erhalten / steal instead of gain",
                        lambda ev: Event("steal", dict(ev.data)),
                        [R.REPLACEMENT_EFFECTS, R.LASTING_EFFECTS],
                        M("{source}: das Æmber aus dem Ernten wird stattdessen gestohlen", source=e['source']),
                    )
                )
    return out


def key_cost(g: KeyForgeGame, player: str) -> int:
    """kf:glossary/cost — 6 æmber, modified by constant abilities and lasting effects, read
    from the board as it is now ("+1 for each Dis creature" follows the board)."""
    cost = STANDARD_KEY_COST
    for src, s in g.statics_in_play("key_cost"):
        if "if" in s and not condition_holds(g, s["if"], g.controller(src), source_ctx(g, src)):
            continue  # "while this creature is on a flank, each key costs -1" (kf:rules/constant-abilities)
        whom = s.get("for", "opponent")
        mine = g.controller(src) == player
        if whom == "each" or (whom == "you" and mine) or (whom == "opponent" and not mine):
            cost += amount(g, s["key_cost"], g.controller(src), source_ctx(g, src))  # "for each damage on it"
    for e in g.effects("key-cost"):
        if e.get("players") == "each" or e.get("affects_player", e.get("affects")) in (None, player):
            cost += amount(g, e["amount"], e["controller"])  # "keys cost +3" (players: each) / "your opponent's keys"
    return max(cost, 0)


def forge_step(g: KeyForgeGame) -> None:
    """kf:turn/step-1 — if the active player can forge a key, they must (at most one)."""
    player = g.active_player()
    skip = for_player(g, "skip-forge", player)
    if skip:  # "your opponent skips the "forge a key" step on their next turn" (kf:glossary/lasting-effects)
        g.record(
            "forge-step-skipped",
            [R.STEP_1_FORGE, R.LASTING_EFFECTS],
            M("{source}: {player} überspringt den Schritt „Schlüssel schmieden“",
              source=skip[0]['source'], player=player),
            actor=player,
        )
        return
    sting = kga_spend.forge_step_skipped(g, player)
    if sting:  # "Skip your "forge a key" step" (kf:rules/constant-abilities)
        g.record(
            "forge-step-skipped",
            [R.STEP_1_FORGE, R.CONSTANT_ABILITIES],
            M("{sting}: {player} überspringt den Schritt „Schlüssel schmieden“", sting=g.name(sting), player=player),
            actor=player,
        )
        return
    cost = key_cost(g, player)
    have = kga_spend.available(g, player)  # the pool and æmber on cards spent as if in it (kf:turn/step-1)
    cites = [R.STEP_1_FORGE, R.FORGE, R.KEY_COST, R.TIMING_KEY_CHECK]
    if have < cost:
        g.record(
            "no-forge",
            cites,
            M("{player} hat {have} Æmber, der Schlüssel kostet {cost}: kein Schlüssel",
              player=player, have=have, cost=cost),
            actor=player,
        )
        return
    forge_key(g, player, cost, cites + [R.TIMING_FORGE])


def forge_blocked(g: KeyForgeGame, player: str) -> str | None:
    """kf:rules/constant-abilities, kf:glossary/cannot-vs-must — a card in play that says this
    player cannot forge the key they would forge next: ``cannot_forge_key`` 1/2/3 ("players cannot
    forge their first key") or "ahead" ("… while they have more forged keys than their opponent").
    Returns that card, or None."""
    keys = g.player(player)["keys"]
    for src, s in g.statics_in_play("cannot_forge_key"):
        rule = s["cannot_forge_key"]
        if rule == keys + 1 or (rule == "ahead" and keys > g.player(g.opponent(player))["keys"]):
            return src
    return None


def forge_key(g: KeyForgeGame, player: str, cost: int, cites: list[str]) -> bool:
    """kf:glossary/forge — spend ``cost`` æmber and forge a key (not possible without the
    æmber); the third key wins at once (kf:glossary/keys); then "after a key is forged"."""
    have = kga_spend.available(g, player)
    blocked = forge_blocked(g, player)
    if blocked:
        g.record(
            "cannot-forge",
            cites + [R.FORGE, R.CONSTANT_ABILITIES, R.CANNOT_VS_MUST],
            M("{blocked}: {player} kann diesen Schlüssel nicht schmieden", blocked=g.name(blocked), player=player),
        )
        return False
    if have < cost:
        g.record(
            "no-forge",
            cites + [R.FORGE, R.KEY_COST],
            M("{player} hat {have} Æmber, der Schlüssel kostet {cost}: kein Schlüssel",
              player=player, have=have, cost=cost),
        )
        return False
    from .verbs_kwc import keyforgery_stops

    if keyforgery_stops(g, player):  # "when your opponent would forge a key, …" (Keyforgery)
        return False
    kga_spend.pay(g, player, cost, cites)  # from the pool (and cards spent as if in it, kf:turn/step-1)
    g.state.add(f"players.{player}.keys", 1)
    if player == g.active_player():
        g.state.add("turn.forged", 1)
    keys = g.player(player)["keys"]
    g.record(
        "forge",
        cites + [R.FORGE],
        M("{player} gibt {cost} Æmber aus und schmiedet Schlüssel {keys}", player=player, cost=cost, keys=keys),
        actor=player,
    )
    if keys >= KEYS_TO_WIN:
        g.state.set("winner", player)
        g.record(
            "win",
            [R.KEYS, R.FORGE],
            M("{player} hat den 3. Schlüssel geschmiedet und gewinnt", player=player),
            actor=player,
        )
        return True
    g.engine.window("after-key-forged", Event("key-forged", {"player": player}), [R.TIMING_AFTER_KEY_FORGED])
    return True
