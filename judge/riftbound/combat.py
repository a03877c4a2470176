"""Combat (rb:620–628): the showdown step (rb:625), the combat damage step (rb:626), the
resolution step (rb:627) and a cleanup (rb:628).

The combat steps are not numbered in the document; where rb:626.1.a.1 says "Weiter zu
Schritt 4" the engine goes to the fourth step, the cleanup (docs/rulings.md).
"""

from __future__ import annotations

from itertools import islice, permutations
from typing import TYPE_CHECKING

from . import actions, objects
from .i18n import M, MN
from .showdown import start_showdown

if TYPE_CHECKING:
    from .game import RiftboundGame

MAX_ORDERS = 5040  # permutations looked at per assignment (7 units in one priority class)


def start_combat(g: "RiftboundGame", bf: str, cites: list[str] | None = None) -> None:
    """rb:621, rb:625.1 — the showdown step: the player who contested the battlefield
    attacks (rb:625.1.a.1), the other defends (rb:625.1.b); units get their designation and
    Assault/Shield count from now (rb:625.1.b.1, rb:625.1.b.2). "When I attack"/"When I
    defend" abilities form the initial chain (rb:625.1.c, rb:551.1), the focus player's
    first, then the other relevant players' in turn order (rb:551.1.a); the attacking player
    becomes the active player (rb:625.1.e)."""
    b = g.battlefield(bf)
    sides = list(dict.fromkeys(g.controller(u) for u in b["units"]))
    attacker = b["contested"] if b["contested"] in sides else g.turn_player if g.turn_player in sides else sides[0]
    defender = next(p for p in sides if p != attacker)
    g.state.set(f"battlefields.{bf}.combat", "active")
    g.state.set("combat", {"battlefield": bf, "attacker": attacker, "defender": defender})
    for u in b["units"]:
        g.state.set(f"cards.{u}.role", "attacker" if g.controller(u) == attacker else "defender")
    g.record("combat", (cites or []) + ["rb:621", "rb:625.1", "rb:625.1.a.1", "rb:625.1.b"],
             M("Kampf auf {bf}: {attacker} greift an, {defender} verteidigt", bf=g.bf_label(bf), attacker=attacker,
               defender=defender), actor=attacker, window="showdown")
    for u in b["units"]:
        kws = objects.keywords(g, u)
        role = g.card(u)["role"]
        bonus, rule, word = (kws.get("Assault", 0), "rb:625.1.b.1", "Sturmangriff/Assault") if role == "attacker" \
            else (kws.get("Shield", 0), "rb:625.1.b.2", "Schild/Shield")
        if bonus:
            g.record("might", [rule, "rb:719.1.c" if role == "attacker" else "rb:726.1.c"],
                     M("{card}: {keyword} {bonus} → {might} Macht", card=g.name(u), keyword=word, bonus=bonus,
                       might=objects.might(g, u)), window="showdown")
    start_showdown(g, bf, combat=True, cites=["rb:625.1", "rb:548.1", "rb:516.4.f"])
    from .abilities import event, flush

    event(g, "combat-start", battlefield=bf, attacker=attacker, defender=defender)
    for u in list(b["units"]):
        role = "attack" if g.controller(u) == attacker else "defend"
        alone = len(_side(g, bf, role + "er")) == 1  # attacks or defends alone (rb:568.3.a/ex1)
        event(g, role, unit=u, player=g.controller(u), alone=alone)
    kinds = {item.get("trigger") for _, item in g.pending}
    which = (["rb:625.1.c.1"] if kinds & {"attack", "unit-attacks"} else []) + (
        ["rb:625.1.c.2"] if kinds & {"defend", "unit-defends", "defend-here"} else [])
    if flush(g):
        g.priority.give(attacker)
        g.record("initial-chain", ["rb:625.1.c"] + which + ["rb:625.1.d", "rb:625.1.e", "rb:551.1"],
                 M("Anfangskette gebildet; {attacker} ist aktiver Spieler", attacker=attacker),
                 actor=attacker, window="showdown")
    else:
        g.record("no-initial-chain", ["rb:551.1.b", "rb:625.1.d.1"], M("Keine Anfangskette: der Showdown bleibt offen"),
                 window="showdown")


def _side(g: "RiftboundGame", bf: str, role: str) -> list[str]:
    return [u for u in g.battlefield(bf)["units"] if g.card(u).get("role") == role]


def damage_step(g: "RiftboundGame", bf: str) -> None:
    with g.in_window("combat-damage"):
        _damage_step(g, bf)


def _damage_step(g: "RiftboundGame", bf: str) -> None:
    """rb:626 — attackers and defenders deal combat damage with their current might
    (rb:626.1); each side's might is summed (stunned units add none, rb:599.1.b) and each
    player, the attacker first, assigns it to the other side's units (rb:626.1.d)."""
    attackers, defenders = _side(g, bf, "attacker"), _side(g, bf, "defender")
    sd = g.state.data["combat"]
    if not attackers and not defenders:
        g.record("no-combat", ["rb:626.1.a.1", "rb:628"], M("Keine angreifenden und keine verteidigenden Einheiten: kein "
                                                            "Kampf hat stattgefunden; weiter zu Schritt 4 (Cleanup)"))
        _remove_planned(g, "combat-resolution")
        _end_combat(g, bf, ["rb:626.1.a.1", "rb:181.4.d"])
        g.agenda.now({"do": "cleanup", "cites": ["rb:628"]})
        return
    if not attackers or not defenders:
        g.record("no-damage", ["rb:626.1.a"], M("Nur eine Seite hat noch Einheiten: kein Kampfschaden"))
        return
    from .effects_rve import deals_no_combat_damage  # "I don't deal combat damage unless …"

    silent = [u for u in attackers + defenders if g.info(u).statics.get("run-no-combat-damage")]
    total_a = sum(0 if g.card(u)["stunned"] or u in silent or deals_no_combat_damage(g, u) else objects.might(g, u)
                  for u in attackers)
    total_d = sum(0 if g.card(u)["stunned"] or u in silent or deals_no_combat_damage(g, u) else objects.might(g, u)
                  for u in defenders)
    if silent:  # "I don't deal combat damage": the card overrides rb:626.1.b/c (rb:002)
        g.record("no-combat-damage", ["rb:002", "rb:626.1.b", "rb:626.1.c"],
                 M("Tragen keinen Kampfschaden bei: {units}", units=", ".join(g.name(u) for u in silent)))
    g.record("combat-damage", ["rb:626.1.b", "rb:626.1.c", "rb:599.1.b"],
             M("Kampfschaden: Angreifer {attackers}, Verteidiger {defenders}", attackers=total_a, defenders=total_d))
    plan_a = assign(g, sd["attacker"], total_a, defenders)
    plan_d = assign(g, sd["defender"], total_d, attackers)
    for who, plan in ((sd["attacker"], plan_a), (sd["defender"], plan_d)):
        for u, n in plan.items():
            if n:
                actions.deal_damage(g, u, n, ["rb:626.1.d"], combat=True)


def assign(g: "RiftboundGame", player: str, total: int, units: list[str]) -> dict[str, int]:
    """rb:626.1.d — ``player`` distributes ``total`` among ``units``: units with Tank first
    (rb:626.1.d.1, rb:727.1.b), units that must be assigned last last (rb:626.1.d.3); each
    unit gets lethal damage before the next gets any (rb:626.1.d.2); within one priority the
    player picks the order (rb:626.1.d.4). The legal assignments are the prompt's options."""
    if total <= 0 or not units:
        return {}
    classes = {0: [], 1: [], 2: []}
    from .effects_rve import ignores_tank  # "You ignore Tank while assigning combat damage here"

    no_tank = ignores_tank(g, player, g.location(units[0]))
    for u in units:
        rank = 0 if objects.has(g, u, "Tank") and not no_tank else 2 if any(a.static == "last-assigned" for a in g.defn(u).known_abilities()) else 1
        classes[rank].append(u)
    plans: dict[str, dict[str, int]] = {}
    for order in _orders(classes):
        plan, left = {}, total
        for u in order:
            need = max(objects.might(g, u) - g.card(u)["damage"], 1)  # rb:626.1.d.1.a: lethal damage
            plan[u] = min(need, left)
            left -= plan[u]
        if left:
            plan[order[-1]] += left
        key = ",".join(f"{u}={plan[u]}" for u in units if plan.get(u))
        plans.setdefault(key, plan)
    options = [(k, ", ".join(f"{g.name(u)}: {n}" for u, n in p.items() if n)) for k, p in plans.items()]
    cites = ["rb:626.1.d", "rb:626.1.d.2"] + (["rb:626.1.d.1", "rb:727.1.c.2"] if classes[0] else []) \
        + (["rb:626.1.d.3"] if classes[2] else [])
    if len(options) == 1:
        g.only_choice(f"assign:{player}", player, options[0][0], options[0][1], cites,
                      M("{player} weist zu: {assignment} (einzige erlaubte Verteilung)", player=player,
                        assignment=options[0][1]), event="assign")
        return plans[options[0][0]]
    key = g.ask(f"assign:{player}", M("Wie verteilt der Spieler den Kampfschaden?"), options,
                cites + ["rb:626.1.d.4"], player)
    return plans[key]


def _orders(classes: dict[int, list[str]]):
    def perms(units):
        return list(islice(permutations(units), MAX_ORDERS)) or [()]

    for a in perms(classes[0]):
        for b in perms(classes[1]):
            for c in perms(classes[2]):
                yield list(a) + list(b) + list(c)


def resolution_step(g: "RiftboundGame", bf: str) -> None:
    with g.in_window("combat-resolution"):
        _resolution_step(g, bf)


def _resolution_step(g: "RiftboundGame", bf: str) -> None:
    """rb:627 — remove units with lethal damage (rb:627.1); if both sides remain the
    attackers are recalled (rb:627.2); if only attackers remain the battlefield is conquered
    (rb:627.3); the battlefield is no longer contested (rb:627.4); marked damage is removed
    from every unit everywhere (rb:627.5); then a cleanup (rb:628)."""
    dying = [u for u in g.battlefield(bf)["units"] if objects.lethal(g, u)]
    from .rxb_conditions import dying_together  # "if I didn't die alone": they die together

    with dying_together(g, [(u, bf) for u in dying]):
        for u in list(g.battlefield(bf)["units"]):
            if objects.lethal(g, u):
                actions.kill(g, u, ["rb:627.1", "rb:627.1.a"], passive=True)
    attackers, defenders = _side(g, bf, "attacker"), _side(g, bf, "defender")
    sd = g.state.data["combat"]
    from .rsf_triggers import won_combat

    won_combat(g, bf, attackers, defenders)  # "when I win a combat" (docs/rulings.md)
    if attackers and defenders:
        from .movement import recall

        for u in attackers:
            recall(g, u, ["rb:627.2"])
    elif attackers:
        from .scoring import take_control

        g.record("conquered", ["rb:627.3", "rb:627.3.a"], M("{player} erobert {bf}", player=sd["attacker"],
                                                            bf=g.bf_label(bf)), actor=sd["attacker"])
        take_control(g, bf, sd["attacker"], ["rb:627.3.a", "rb:181.4.c"])
    elif not defenders:
        g.state.set(f"battlefields.{bf}.controller", None)
    _end_combat(g, bf, ["rb:627.4"])
    for u in g.units_on_board():
        if g.card(u)["damage"]:
            g.state.set(f"cards.{u}.damage", 0)
    g.record("damage-removed", ["rb:627.5", "rb:139.3.b.2"], M("Aller markierte Schaden wird entfernt"))
    g.agenda.now({"do": "cleanup", "cites": ["rb:628"]})


def _end_combat(g: "RiftboundGame", bf: str, cites: list[str]) -> None:
    g.state.set(f"battlefields.{bf}.contested", None)
    g.state.set(f"battlefields.{bf}.combat", None)
    g.state.set("combat", None)
    g.record("combat-ends", cites, M("{bf} ist nicht mehr umkämpft", bf=g.bf_label(bf)), window="combat-resolution")
    gone = g.lasting.expire("end-of-combat")  # "… this combat" ends with it (effects._lasting)
    if gone:
        g.record("expiry-combat", cites, MN("{n} Effekt(e) \"in diesem Kampf\" enden",
                                            "{n} Effekt(e) \"in diesem Kampf\" enden", n=len(gone)),
                 window="combat-resolution")


def _remove_planned(g: "RiftboundGame", step: str) -> None:
    for s in list(g.agenda.steps):
        if s["do"] == step:
            g.state.remove("agenda", s)
            return
