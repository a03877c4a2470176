"""Attacking champions and players (soi:spielaktionen/champions-und-spieler-angreifen), shields
(soi:spielaktionen/einsatz-von-schildkarten), and leaving the game at 0 health."""

from __future__ import annotations

from . import rules as R
from .game import ShardsGame


def destroy(g: ShardsGame, cid: str, why: str) -> None:
    """soi:glossary/zerstoere — into the discard pile of the player who controlled it."""
    owner = g.card(cid)["owner"]
    g.move(cid, f"players.{owner}.champions", f"players.{owner}.discard", "discard")
    if cid in g.pile(owner, "activated"):
        g.state.remove(f"players.{owner}.activated", cid)
    if cid in g.state.data["champion_damage"]:
        g.state.delete(f"champion_damage.{cid}")
    g.record("destroyed", [R.G_DESTROY, R.CHAMPIONS], f"{g.name(cid)} wird zerstört ({why}) und kommt auf {owner}s "
             "Ablagestapel", f"{g.name(cid)} is destroyed ({why}) and goes to {owner}'s discard pile")


def attack_champion(g: ShardsGame, player: str, ref: str, amount: int | None) -> None:
    """Power spent on a champion at any time of the turn; it is destroyed once the damage this
    turn reaches its health; the damage does not carry over to the next turn
    (soi:kartentypen-und-tafeln/championkarten). Shields do not protect champions (soi:faq/03)."""
    if g.phase != "play":
        g.refuse(R.ATTACK, "Champions werden in der Spielphase angegriffen", "champions are attacked in the play phase")
    targets = [c for opp in g.opponents(player) for c in g.pile(opp, "champions")]
    cid = g.find(ref, targets)
    if cid is None:
        g.refuse(R.ATTACK, f"Kein gegnerischer Champion {ref} im Spiel", f"no opposing champion {ref} in play")
    protected(g, cid)
    health = g.cdef(cid).health
    taken = g.state.data["champion_damage"].get(cid, 0)
    p = f"players.{player}"
    infinite = g.state.get(f"{p}.infinite")
    need = health - taken
    amount = amount or need
    if not infinite:
        have = g.state.get(f"{p}.power")
        if have < amount:
            g.refuse(R.ATTACK, f"{player} hat {have} Macht, nicht {amount}", f"{player} has {have} power, not {amount}")
        g.state.add(f"{p}.power", -amount)
    g.state.set(f"champion_damage.{cid}", taken + amount)
    g.record("attack-champion", [R.ATTACK, R.CHAMPIONS], f"{player} fügt {g.name(cid)} {amount} Schaden zu "
             f"({taken + amount} von {health} in diesem Zug); Schilde schützen keine Champions",
             f"{player} deals {amount} damage to {g.name(cid)} ({taken + amount} of {health} this turn); shields do not "
             "protect champions", actor=player, faq=[R.FAQ_NO_SHIELD_FOR_CHAMPIONS])
    if taken + amount >= health:
        destroy(g, cid, f"{taken + amount} Schaden / damage")


def _guard(g: ShardsGame, player: str, besides: str | None = None) -> str | None:
    """A champion of ``player`` in play that keeps the player and their other champions from
    being attacked (Zetta)."""
    return next((c for c in g.pile(player, "champions") if c != besides
                 and any(s.get("guard") for s in g.cdef(c).static)), None)


def protected(g: ShardsGame, cid: str) -> None:
    """Refuse an attack with power on a champion its card text protects (the card text wins,
    soi:spielablauf/allgemeine-regeln): it cannot be attacked at all (Li Hin), or not while a
    condition holds for its controller (Drakonarius while they control General Decurion), or
    another champion of its controller guards it (Zetta). A card effect that destroys a
    champion is no attack (soi:faq/05)."""
    from judge.deckbuilding import conditions

    owner = g.card(cid)["owner"]
    for s in g.cdef(cid).static:
        immune = s.get("immune")
        if immune is None:
            continue
        cond = immune.get("while")
        if cond is None or conditions.holds(g, owner, cid, cond):
            why = ("" if cond is None else " ({} / {})".format(*g.describer().condition(cond)))
            g.refuse(R.GENERAL, f"{g.name(cid)} kann nicht mit Macht angegriffen werden{why.split(' / ')[0]}"
                     + (")" if why else "") + " (Kartentext geht vor; Karteneffekte können ihn zerstören)",
                     f"{g.name(cid)} cannot be attacked with power" + (" (" + why.split(" / ")[1] if why else "")
                     + " (the card text wins; card effects may still destroy it)", faq=[R.FAQ_UNITY_DESTROY])
    guard = _guard(g, owner, besides=cid)
    if guard:
        g.refuse(R.GENERAL, f"{g.name(cid)} kann nicht angegriffen werden, solange {g.name(guard)} im Spiel ist "
                 "(Kartentext geht vor)", f"{g.name(cid)} cannot be attacked while {g.name(guard)} is in play (the "
                 "card text wins)")


def attack(g: ShardsGame, player: str, assign: dict[str, int]) -> None:
    """soi:spielablauf/zugablauf/angriffsphase — assign the remaining power to opponents (split
    as you like); each attacked player may show shield cards from hand (any number, kept in
    hand: soi:faq/06, soi:faq/07); health goes down by the rest; 0 or less leaves the game."""
    if g.phase != "play":
        g.refuse(R.ATTACK_PHASE, "Der Angriff wurde in diesem Zug schon ausgeführt", "the attack was already made this turn")
    p = f"players.{player}"
    infinite = g.state.get(f"{p}.infinite")
    power = g.state.get(f"{p}.power")
    opponents = g.opponents(player)
    if not assign:
        if len(opponents) != 1:
            g.refuse(R.ATTACK_PHASE, "Mit mehreren Gegnern: assign sagt, wer wie viel Schaden erhält",
                     "with several opponents: assign says who takes how much damage")
        # everything left goes to the only opponent (with infinite power: an unlimited amount)
        assign = {opponents[0]: max(power, 1) if infinite else power}
    for who in assign:
        if who not in opponents:
            g.refuse(R.ATTACK_PHASE, f"{who} ist kein Gegner im Spiel", f"{who} is not an opponent in the game")
        guard = _guard(g, who) if assign[who] > 0 else None
        if guard:
            g.refuse(R.GENERAL, f"{who} kann nicht angegriffen werden, solange {g.name(guard)} im Spiel ist "
                     "(Kartentext geht vor)", f"{who} cannot be attacked while {g.name(guard)} is in play (the card "
                     "text wins)")
    total = sum(assign.values())
    if not infinite and total > power:
        g.refuse(R.ATTACK_PHASE, f"{player} hat {power} Macht, verteilt aber {total}",
                 f"{player} has {power} power but assigns {total}")
    g.state.set("turn.phase", "attack")
    g.state.set(f"{p}.power", 0 if not infinite else power)
    # with infinite power every opponent assigned any power takes unlimited damage (docs/rulings.md)
    shown = {k: ("unendlich / infinite" if infinite and v > 0 else str(v)) for k, v in assign.items()}
    g.record("attack", [R.ATTACK_PHASE, R.ATTACK], f"Angriffsphase: {player} verteilt " + ", ".join(
        f"{v} an {k}" for k, v in shown.items()) + (" (unendlich viel Macht)" if infinite else ""),
        f"attack phase: {player} assigns " + ", ".join(f"{v} to {k}" for k, v in shown.items())
        + (" (infinite power)" if infinite else ""), actor=player)
    for who, amount in assign.items():
        if amount <= 0:  # not attacked: no damage, no shields to show
            continue
        shielded = _show_shields(g, who)
        if infinite:
            lost = g.state.get(f"players.{who}.health")
            g.record("damage", [R.ATTACK_PHASE, R.MASTERY_BONUS], f"{who} erleidet unendlich viel Schaden",
                     f"{who} takes infinite damage")
        else:
            lost = max(0, amount - shielded)
            g.record("damage", [R.ATTACK_PHASE, R.SHIELDS], f"{who} erleidet {lost} Schaden ({amount} − {shielded} Schild)",
                     f"{who} takes {lost} damage ({amount} − {shielded} shield)")
        g.state.add(f"players.{who}.health", -lost)
        if g.state.get(f"players.{who}.health") <= 0:
            g.state.set(f"players.{who}.eliminated", True)
            g.record("eliminated", [R.ATTACK_PHASE, R.G_HEALTH, R.BOARD], f"{who} hat 0 oder weniger Leben und scheidet aus",
                     f"{who} has 0 or less health and leaves the game")
    left = [q for q in g.players() if not g.state.get(f"players.{q}.eliminated")]
    if len(left) == 1 and len(g.players()) > 1:
        g.state.set("winner", left[0])
        g.state.set("game_over", True)
        g.record("game-end", [R.ATTACK_PHASE, R.G_HEALTH], f"{left[0]} ist als Einzige(r) übrig und gewinnt",
                 f"{left[0]} is the last one left and wins")


def _show_shields(g: ShardsGame, who: str) -> int:
    """The attacked player shows shield cards from hand, one prompt per card until "done"."""
    shown: list[str] = []
    while True:
        options = [(c, f"{g.name(c)} ({g.cdef(c).shield})") for c in g.pile(who, "hand")
                   if g.cdef(c).shield and c not in shown]
        if not options:
            break
        options.append(("done", "fertig / done"))
        pick = g.ask(f"shield:{who}", f"Welche Schildkarte zeigt {who} vor?", f"Which shield card does {who} show?",
                     options, [R.SHIELDS, R.FAQ_SEVERAL_SHIELDS], who)
        if pick == "done":
            break
        shown.append(pick)
    total = sum(g.cdef(c).shield for c in shown)
    if shown:
        g.record("shields", [R.SHIELDS], f"{who} zeigt {', '.join(g.names(shown))} vor: {total} Schild; die Karten "
                 "bleiben auf der Hand", f"{who} shows {', '.join(g.names(shown))}: {total} shield; the cards stay "
                 "in hand", actor=who, faq=[R.FAQ_SHIELD_KEPT])
    return total
