"""Attacking champions and players (soi:spielaktionen/champions-und-spieler-angreifen), shields
(soi:spielaktionen/einsatz-von-schildkarten), and leaving the game at 0 health."""

from __future__ import annotations

from judge.deckbuilding.describe import spoken
from judge.deckbuilding.i18n import M
from judge.i18n import Text, joined
from judge.kernel.choices import DONE

from . import rules as R
from .game import ShardsGame


def destroy(g: ShardsGame, cid: str, why: Text | str) -> None:
    """soi:glossary/zerstoere — into the discard pile of the player who controlled it."""
    owner = g.card(cid)["owner"]
    g.move(cid, f"players.{owner}.champions", f"players.{owner}.discard", "discard")
    if cid in g.pile(owner, "activated"):
        g.state.remove(f"players.{owner}.activated", cid)
    if cid in g.state.data["champion_damage"]:
        g.state.delete(f"champion_damage.{cid}")
    g.record("destroyed", [R.G_DESTROY, R.CHAMPIONS], M("{card} wird zerstört ({why}) und kommt auf {player}s "
                                                        "Ablagestapel", card=g.name(cid), why=why, player=owner))


def attack_champion(g: ShardsGame, player: str, ref: str, amount: int | None) -> None:
    """Power spent on a champion at any time of the turn; it is destroyed once the damage this
    turn reaches its health; the damage does not carry over to the next turn
    (soi:kartentypen-und-tafeln/championkarten). Shields do not protect champions (soi:faq/03)."""
    if g.phase != "play":
        g.refuse(R.ATTACK, M("Champions werden in der Spielphase angegriffen"))
    targets = [c for opp in g.opponents(player) for c in g.pile(opp, "champions")]
    cid = g.find(ref, targets)
    if cid is None:
        g.refuse(R.ATTACK, M("Kein gegnerischer Champion {ref} im Spiel", ref=ref))
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
            g.refuse(R.ATTACK, M("{player} hat {has} Macht, nicht {n}", player=player, has=have, n=amount))
        g.state.add(f"{p}.power", -amount)
    g.state.set(f"champion_damage.{cid}", taken + amount)
    g.record("attack-champion", [R.ATTACK, R.CHAMPIONS],
             M("{player} fügt {card} {n} Schaden zu ({total} von {health} in diesem Zug); Schilde schützen keine "
               "Champions", player=player, card=g.name(cid), n=amount, total=taken + amount, health=health),
             actor=player, faq=[R.FAQ_NO_SHIELD_FOR_CHAMPIONS])
    if taken + amount >= health:
        destroy(g, cid, M("{n} Schaden / damage", n=taken + amount))


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
            why = "" if cond is None else joined([" (", spoken(g.describer().condition(cond)), ")"], "")
            g.refuse(R.GENERAL, M("{card} kann nicht mit Macht angegriffen werden{why} (Kartentext geht vor; "
                                  "Karteneffekte können ihn zerstören)", card=g.name(cid), why=why),
                     faq=[R.FAQ_UNITY_DESTROY])
    guard = _guard(g, owner, besides=cid)
    if guard:
        g.refuse(R.GENERAL, M("{target} kann nicht angegriffen werden, solange {guard} im Spiel ist (Kartentext geht "
                              "vor)", target=g.name(cid), guard=g.name(guard)))


def attack(g: ShardsGame, player: str, assign: dict[str, int]) -> None:
    """soi:spielablauf/zugablauf/angriffsphase — assign the remaining power to opponents (split
    as you like); each attacked player may show shield cards from hand (any number, kept in
    hand: soi:faq/06, soi:faq/07); health goes down by the rest; 0 or less leaves the game."""
    if g.phase != "play":
        g.refuse(R.ATTACK_PHASE, M("Der Angriff wurde in diesem Zug schon ausgeführt"))
    p = f"players.{player}"
    infinite = g.state.get(f"{p}.infinite")
    power = g.state.get(f"{p}.power")
    opponents = g.opponents(player)
    if not assign:
        if len(opponents) != 1:
            g.refuse(R.ATTACK_PHASE, M("Mit mehreren Gegnern: assign sagt, wer wie viel Schaden erhält"))
        # everything left goes to the only opponent (with infinite power: an unlimited amount)
        assign = {opponents[0]: max(power, 1) if infinite else power}
    for who in assign:
        if who not in opponents:
            g.refuse(R.ATTACK_PHASE, M("{player} ist kein Gegner im Spiel", player=who))
        guard = _guard(g, who) if assign[who] > 0 else None
        if guard:
            g.refuse(R.GENERAL, M("{target} kann nicht angegriffen werden, solange {guard} im Spiel ist (Kartentext "
                                  "geht vor)", target=who, guard=g.name(guard)))
    total = sum(assign.values())
    if not infinite and total > power:
        g.refuse(R.ATTACK_PHASE, M("{player} hat {has} Macht, verteilt aber {n}", player=player, has=power, n=total))
    g.state.set("turn.phase", "attack")
    g.state.set(f"{p}.power", 0 if not infinite else power)
    # with infinite power every opponent assigned any power takes unlimited damage (docs/rulings.md)
    shown = joined([M("{n} an {player}", n=M("unendlich") if infinite and v > 0 else str(v), player=k)
                    for k, v in assign.items()], ", ")
    said = M("Angriffsphase: {player} verteilt {shares} (unendlich viel Macht)", player=player, shares=shown) \
        if infinite else M("Angriffsphase: {player} verteilt {shares}", player=player, shares=shown)
    g.record("attack", [R.ATTACK_PHASE, R.ATTACK], said, actor=player)
    for who, amount in assign.items():
        if amount <= 0:  # not attacked: no damage, no shields to show
            continue
        shielded = _show_shields(g, who)
        if infinite:
            lost = g.state.get(f"players.{who}.health")
            g.record("damage", [R.ATTACK_PHASE, R.MASTERY_BONUS],
                     M("{player} erleidet unendlich viel Schaden", player=who))
        else:
            lost = max(0, amount - shielded)
            g.record("damage", [R.ATTACK_PHASE, R.SHIELDS],
                     M("{player} erleidet {n} Schaden ({amount} − {shield} Schild)", player=who, n=lost, amount=amount,
                       shield=shielded))
        g.state.add(f"players.{who}.health", -lost)
        if g.state.get(f"players.{who}.health") <= 0:
            g.state.set(f"players.{who}.eliminated", True)
            g.record("eliminated", [R.ATTACK_PHASE, R.G_HEALTH, R.BOARD],
                     M("{player} hat 0 oder weniger Leben und scheidet aus", player=who))
    left = [q for q in g.players() if not g.state.get(f"players.{q}.eliminated")]
    if len(left) == 1 and len(g.players()) > 1:
        g.state.set("winner", left[0])
        g.state.set("game_over", True)
        g.record("game-end", [R.ATTACK_PHASE, R.G_HEALTH], M("{player} ist als Einzige(r) übrig und gewinnt",
                                                             player=left[0]))


def _show_shields(g: ShardsGame, who: str) -> int:
    """The attacked player shows shield cards from hand, one prompt per card until "done"."""
    shown: list[str] = []
    while True:
        options = [(c, f"{g.name(c)} ({g.cdef(c).shield})") for c in g.pile(who, "hand")
                   if g.cdef(c).shield and c not in shown]
        if not options:
            break
        options.append(DONE)
        pick = g.ask(f"shield:{who}", M("Welche Schildkarte zeigt {player} vor?", player=who), options=options,
                     cites=[R.SHIELDS, R.FAQ_SEVERAL_SHIELDS], chooser=who)
        if pick == "done":
            break
        shown.append(pick)
    total = sum(g.cdef(c).shield for c in shown)
    if shown:
        g.record("shields", [R.SHIELDS], M("{player} zeigt {cards} vor: {n} Schild; die Karten bleiben auf der Hand",
                                           player=who, cards=", ".join(g.names(shown)), n=total),
                 actor=who, faq=[R.FAQ_SHIELD_KEPT])
    return total
