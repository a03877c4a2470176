"""Æmber and keys: gain, lose, steal, capture, forge (kf:glossary/aember and friends)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel import Event, Replacement

from . import rules as R

if TYPE_CHECKING:
    from .game import KeyForgeGame

STANDARD_KEY_COST = 6
KEYS_TO_WIN = 3


def gain(g: KeyForgeGame, player: str, n: int, cites: list[str], why_de: str = "", why_en: str = "") -> int:
    """kf:glossary/aember — gained æmber goes to the player's pool."""
    if n <= 0:
        return 0
    g.state.add(f"players.{player}.amber", n)
    g.record(
        "gain",
        cites + [R.AEMBER],
        f"{player} erhält {n} Æmber{why_de}",
        f"{player} gains {n} æmber{why_en}",
        actor=player,
    )
    return n


def lose(g: KeyForgeGame, player: str, n: int | str, cites: list[str]) -> int:
    """kf:glossary/aember — The player loses æmber from their pool (to the common supply)."""
    have = g.player(player)["amber"]
    lost = have if n == "all" else min(int(n), have)
    g.state.add(f"players.{player}.amber", -lost)
    g.record("lose", cites + [R.AEMBER], f"{player} verliert {lost} Æmber", f"{player} loses {lost} æmber")
    return lost


def steal(g: KeyForgeGame, thief: str, n: int, cites: list[str]) -> int:
    """kf:glossary/steal — from the opponent's pool to the thief's; only what is there."""
    victim = g.opponent(thief)
    taken = min(n, g.player(victim)["amber"])
    g.state.add(f"players.{victim}.amber", -taken)
    g.state.add(f"players.{thief}.amber", taken)
    g.record(
        "steal",
        cites + [R.STEAL],
        f"{thief} stiehlt {taken} Æmber von {victim}" + (f" (nur {taken} vorhanden)" if taken < n else ""),
        f"{thief} steals {taken} æmber from {victim}" + (f" (only {taken} there)" if taken < n else ""),
        actor=thief,
    )
    return taken


def capture(g: KeyForgeGame, creature: str, n: int, cites: list[str], from_player: str | None = None) -> int:
    """kf:glossary/capture — æmber moves from a pool onto the capturing creature.

    By default it comes from the opponent of the creature's controller; "from its own
    side" effects name the controller instead."""
    controller = g.controller(creature)
    source = from_player or g.opponent(controller)
    taken = min(n, g.player(source)["amber"])
    g.state.add(f"players.{source}.amber", -taken)
    g.state.add(f"cards.{creature}.amber", taken)
    g.record(
        "capture",
        cites + [R.CAPTURE],
        f"{g.name(creature)} erbeutet {taken} Æmber aus dem Vorrat von {source}",
        f"{g.name(creature)} captures {taken} æmber from {source}'s pool",
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
    else:
        gain(g, player, event.data["amount"], [R.REAP, R.TIMING_REAP_GAIN], " durch Ernten", " by reaping")


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
                        {
                            "de": f"{e['source']}: das Æmber aus dem Ernten wird stattdessen gestohlen",
                            "en": f"{e['source']}: the æmber from reaping is stolen instead",
                        },
                    )
                )
    return out


def key_cost(g: KeyForgeGame, player: str) -> int:
    """kf:glossary/cost — 6 æmber, modified by constant abilities and lasting effects."""
    cost = STANDARD_KEY_COST
    for src, s in g.statics_in_play("key_cost"):
        whom = s.get("for", "opponent")
        mine = g.controller(src) == player
        if whom == "each" or (whom == "you" and mine) or (whom == "opponent" and not mine):
            cost += s["key_cost"]
    for e in g.lasting.active("key-cost"):
        if e.get("affects") in (None, player):
            cost += e["amount"]
    return max(cost, 0)


def forge_step(g: KeyForgeGame) -> None:
    """kf:turn/step-1 — if the active player can forge a key, they must (at most one)."""
    player = g.active_player()
    cost = key_cost(g, player)
    have = g.player(player)["amber"]
    cites = [R.STEP_1_FORGE, R.FORGE, R.KEY_COST, R.TIMING_KEY_CHECK]
    if have < cost:
        g.record(
            "no-forge",
            cites,
            f"{player} hat {have} Æmber, der Schlüssel kostet {cost}: kein Schlüssel",
            f"{player} has {have} æmber, a key costs {cost}: no key forged",
            actor=player,
        )
        return
    g.state.add(f"players.{player}.amber", -cost)
    g.state.add(f"players.{player}.keys", 1)
    g.state.add("turn.forged", 1)
    keys = g.player(player)["keys"]
    g.record(
        "forge",
        cites + [R.TIMING_FORGE],
        f"{player} gibt {cost} Æmber aus und schmiedet Schlüssel {keys}",
        f"{player} spends {cost} æmber and forges key {keys}",
        actor=player,
    )
    if keys >= KEYS_TO_WIN:
        g.state.set("winner", player)
        g.record(
            "win",
            [R.KEYS, R.STEP_1_FORGE],
            f"{player} hat den 3. Schlüssel geschmiedet und gewinnt",
            f"{player} forged their third key and wins",
            actor=player,
        )
        return
    g.engine.window("after-key-forged", Event("key-forged", {"player": player}), [R.TIMING_AFTER_KEY_FORGED])
