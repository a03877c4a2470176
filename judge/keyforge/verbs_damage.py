"""Effect verbs about damage, healing, creature states and fighting added for compiled card text (kf:glossary/damage).

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; the keys it takes besides the shared modifiers are listed in ``PARAMS``.
``verbs.py`` merges these tables into the engine's vocabulary.

* ``unstun``         remove the stun from each target (kf:glossary/stun)
* ``choose_one``     ``[[effects], [effects], ...]``: "X or Y" — one option is chosen, then it resolves
* ``move_to_flank``  move each target to the flank of its controller's battleline the active player picks
* ``fight_with``     use a creature to fight without readying it ("fight with a friendly creature")
* ``heal_up_to``     heal a creature by an amount up to N the active player picks ("heal up to 2 damage")
* ``swap_two``       two creatures in one battleline change places ("swap the positions of two creatures")
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def _targets(g, eff, ctx, verb, default="self"):
    from .abilities import select

    return select(g, eff.get("target", default), ctx, verb)


def unstun(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/stun — "unstun": the stun status card is removed (a creature without one
    is unchanged)."""
    targets = _targets(g, eff, ctx, "unstun", default="creature")
    return _remove_status(g, targets, "stunned", R.STUN, ("not-stunned", "ist nicht betäubt", "is not stunned"),
                          ("unstun", "Die Betäubung von {} wird entfernt", "{}'s stun is removed"))


def _remove_status(g: KeyForgeGame, targets: list[str], key: str, rule: str, absent: tuple[str, str, str],
                   removed: tuple[str, str, str]) -> bool:
    """Take a status (stun, ward) off each target that has it; one without it is unchanged and the
    trace says so (kf:rules/resolve-as-much-as-possible). Whether any was removed."""
    done = False
    for t in targets:
        name = g.name(t)
        if not g.card(t).get(key):
            g.record(absent[0], [rule, R.RESOLVE_AS_MUCH_AS_POSSIBLE], f"{name} {absent[1]}", f"{name} {absent[2]}")
            continue
        g.state.set(f"cards.{t}.{key}", False)
        g.record(removed[0], [rule, R.ABILITY], removed[1].format(name), removed[2].format(name))
        done = True
    return done


def _describe(effects: list[dict]) -> str:
    """A short label for an option: its verbs, amounts and targets."""
    from .verbs import VERBS

    parts = []
    for e in effects:
        verb = next(k for k in e if k in VERBS)
        text = verb if e[verb] is True else f"{verb} {e[verb]}"
        t = e.get("target")
        if isinstance(t, dict):
            text += " (" + ", ".join(k if v is True else f"{k}={v}" for k, v in t.items()) + ")"
        elif t:
            text += f" ({t})"
        parts.append(text)
    return "; ".join(parts)


def choose_one(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability, kf:glossary/active-player — "X or Y" ("choose one: X, or Y"): the
    active player, who makes the choices of a resolving ability, picks one option; only that
    option resolves, as much as it can (kf:rules/resolve-as-much-as-possible)."""
    from .abilities import resolve_effects

    options = eff["choose_one"]
    name = g.name(ctx.source)
    labels = [f"{i + 1}: {_describe(o)}" for i, o in enumerate(options)]
    pick = g.ask(f"choose-one:{name}", f"{name}: welche Möglichkeit?", f"{name}: which option?",
                 [(str(i + 1), label) for i, label in enumerate(labels)], [R.ABILITY, R.ACTIVE_PLAYER])
    chosen = options[int(pick) - 1]
    g.record("option-chosen", [R.ABILITY, R.ACTIVE_PLAYER], f"{name}: Möglichkeit {labels[int(pick) - 1]}",
             f"{name}: option {labels[int(pick) - 1]}")
    ctx.done = True
    resolve_effects(g, chosen, ctx)
    return ctx.done


def move_to_flank(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/move, kf:glossary/flank — "move it to either flank of its controller's
    battleline": the creature leaves its place and is put on the flank the active player
    chooses (kf:glossary/active-player); it stays under the control of the same player."""
    moved = False
    for t in _targets(g, eff, ctx, "move_to_flank", default="creature"):
        if not g.is_creature(t):
            continue
        player, name = g.controller(t), g.name(t)
        line = g.creatures(player)
        side = g.ask(f"flank:{name}", f"An welche Flanke wird {name} verschoben?", f"Which flank does {name} move to?",
                     [("left", "left"), ("right", "right")], [R.FLANK, R.ACTIVE_PLAYER])
        line.remove(t)
        line.insert(0 if side == "left" else len(line), t)
        g.state.set(f"players.{player}.battleline", line)
        de, en = ("linke", "left") if side == "left" else ("rechte", "right")
        g.record("move-to-flank", [R.MOVE, R.FLANK, R.BATTLELINE, R.ABILITY],
                 f"{name} wird an die {de} Flanke der Schlachtreihe von {player} verschoben",
                 f"{name} moves to the {en} flank of {player}'s battleline", choice=side)
        moved = True
    return moved


def fight_with(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ready-and-fight, kf:rules/using-cards-through-abilities — "fight with a
    creature": the ability lets the creature be used to fight (any house), but every other
    condition of using it still applies: an exhausted creature cannot be used, so nothing
    happens (it is not readied); a stunned one only exhausts and loses its stun
    (kf:glossary/stun)."""
    from judge.kernel import RuleViolation

    from .use import check_can_use, fight, legal_fight_targets

    targets = _targets(g, eff, ctx, "fight_with", default="friendly-creature")
    if not targets:
        return False
    iid = targets[0]
    why = None
    if not g.is_creature(iid):
        why = (R.RESOLVE_AS_MUCH_AS_POSSIBLE, "ist keine Kreatur im Spiel", "is not a creature in play")
    elif not g.card(iid).get("stunned") and not legal_fight_targets(g, iid):
        why = (R.FIGHT_SECTION, "hat keine feindliche Kreatur, die sie angreifen kann", "has no enemy creature to attack")
    else:
        try:  # exhausted, "cannot be used to fight", ...: checked before anything changes
            check_can_use(g, iid, "fight", via_ability=True, player=ctx.controller)
        except RuleViolation as v:
            why = (v.rule, v.message["de"], v.message["en"])
    if why:
        g.record("cannot-fight", [why[0], R.USING_CARDS_THROUGH_ABILITIES, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 f"{g.name(iid)}: {why[1]}: nichts geschieht", f"{g.name(iid)}: {why[2]}: nothing happens")
        return False
    g.last_fight = None
    fight(g, iid, via_ability=True)
    if g.last_fight:
        ctx.memory["attacked"] = g.last_fight["defender"]  # "the attacked creature"
    return True


def heal_up_to(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/heal — "heal up to N damage from a creature": the active player picks how
    much (at most N and at most the damage on it); "this way" is the damage healed
    (kf:glossary/this-way: "if you healed 3 damage", "deal that amount of damage")."""
    from .damage import heal
    from .verbs import _n

    most = _n(g, eff["heal_up_to"], ctx)
    ctx.this_way = 0
    targets = _targets(g, eff, ctx, "heal_up_to", default="creature")
    for t in targets:
        top = min(most, g.card(t).get("damage") or 0)
        n = int(g.ask(f"heal:{g.name(ctx.source)}", f"Wie viel Schaden wird von {g.name(t)} geheilt?",
                      f"How much damage is healed from {g.name(t)}?", [(str(k), str(k)) for k in range(top, -1, -1)],
                      [R.HEAL, R.ACTIVE_PLAYER])) if top else 0
        ctx.this_way += heal(g, t, n, [R.ABILITY])
    return ctx.this_way > 0


def swap_two(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/swap — "swap the positions of two creatures in a battleline": the active
    player chooses two creatures controlled by the same player; they change places."""
    name = g.name(ctx.source)
    first_options = [c for c in g.creatures() if len(g.creatures(g.controller(c))) > 1]
    if not first_options:
        g.record("no-swap", [R.SWAP, R.RESOLVE_AS_MUCH_AS_POSSIBLE], f"{name}: keine Schlachtreihe mit zwei Kreaturen",
                 f"{name}: no battleline has two creatures")
        return False
    first = g.ask(f"target:{name}", f"{name} (swap): welche Kreatur? (1/2)", f"{name} (swap): which creature? (1/2)",
                  [(c, g.name(c)) for c in first_options], [R.SWAP, R.ACTIVE_PLAYER])
    player = g.controller(first)
    line = g.creatures(player)
    second = g.ask(f"target:{name}", f"{name} (swap): welche Kreatur? (2/2)", f"{name} (swap): which creature? (2/2)",
                   [(c, g.name(c)) for c in line if c != first], [R.SWAP, R.ACTIVE_PLAYER])
    i, j = line.index(first), line.index(second)
    line[i], line[j] = line[j], line[i]
    g.state.set(f"players.{player}.battleline", line)
    g.record("swap", [R.SWAP, R.ABILITY], f"{g.name(first)} und {g.name(second)} tauschen die Plätze",
             f"{g.name(first)} and {g.name(second)} swap places")
    ctx.previous = [first, second]
    return True


def remove_ward(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ward — "remove a ward from a creature": its ward goes (a creature without one is
    unchanged); "it" for the next effect is the creature chosen either way."""
    targets = _targets(g, eff, ctx, "remove_ward", default="creature")
    done = _remove_status(g, targets, "ward", R.WARD, ("not-warded", "ist nicht beschützt", "is not warded"),
                          ("ward-removed", "Der Schutz-Marker von {} wird entfernt", "{}'s ward is removed"))
    ctx.previous = list(targets)
    return done


VERBS: dict[str, Callable] = {
    "unstun": unstun,
    "remove_ward": remove_ward,
    "choose_one": choose_one,
    "move_to_flank": move_to_flank,
    "fight_with": fight_with,
    "heal_up_to": heal_up_to,
    "swap_two": swap_two,
}
PARAMS: dict[str, tuple[str, ...]] = {}
