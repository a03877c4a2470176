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
from .i18n import M

if TYPE_CHECKING:
    from judge.i18n import Text

    from .abilities import Ctx
    from .game import KeyForgeGame


def _targets(g, eff, ctx, verb, default="self"):
    from .abilities import select

    return select(g, eff.get("target", default), ctx, verb)


def unstun(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/stun — "unstun": the stun status card is removed (a creature without one
    is unchanged)."""
    targets = _targets(g, eff, ctx, "unstun", default="creature")
    return _remove_status(g, targets, "stunned", R.STUN,
                          ("not-stunned", lambda card: M("{card} ist nicht betäubt", card=card)),
                          ("unstun", lambda card: M("Die Betäubung von {card} wird entfernt", card=card)))


def _remove_status(g: KeyForgeGame, targets: list[str], key: str, rule: str, absent: tuple[str, Callable[[str], Text]],
                   removed: tuple[str, Callable[[str], Text]]) -> bool:
    """Take a status (stun, ward) off each target that has it; one without it is unchanged and the
    trace says so (kf:rules/resolve-as-much-as-possible). Whether any was removed. ``absent`` and
    ``removed``: the event and what is said (of the card's name)."""
    done = False
    for t in targets:
        name = g.name(t)
        if not g.card(t).get(key):
            g.record(absent[0], [rule, R.RESOLVE_AS_MUCH_AS_POSSIBLE], absent[1](name))
            continue
        g.state.set(f"cards.{t}.{key}", False)
        g.record(removed[0], [rule, R.ABILITY], removed[1](name))
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
    pick = g.ask(f"choose-one:{name}", M("{name}: welche Möglichkeit?", name=name), [(str(i + 1), label) for i, label in enumerate(labels)], [R.ABILITY, R.ACTIVE_PLAYER])
    chosen = options[int(pick) - 1]
    g.record("option-chosen", [R.ABILITY, R.ACTIVE_PLAYER],
             M("{name}: Möglichkeit {option}", name=name, option=labels[int(pick) - 1]))
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
        side = g.ask(f"flank:{name}", M("An welche Flanke wird {name} verschoben?", name=name), [("left", "left"), ("right", "right")], [R.FLANK, R.ACTIVE_PLAYER])
        line.remove(t)
        line.insert(0 if side == "left" else len(line), t)
        g.state.set(f"players.{player}.battleline", line)
        g.record("move-to-flank", [R.MOVE, R.FLANK, R.BATTLELINE, R.ABILITY],
                 M("{name} wird an die linke Flanke der Schlachtreihe von {player} verschoben",
                   name=name, player=player)
                 if side == "left" else
                 M("{name} wird an die rechte Flanke der Schlachtreihe von {player} verschoben",
                   name=name, player=player),
                 choice=side)
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
        why = (R.RESOLVE_AS_MUCH_AS_POSSIBLE, M("ist keine Kreatur im Spiel"))
    elif not g.card(iid).get("stunned") and not legal_fight_targets(g, iid):
        why = (R.FIGHT_SECTION, M("hat keine feindliche Kreatur, die sie angreifen kann"))
    else:
        try:  # exhausted, "cannot be used to fight", ...: checked before anything changes
            check_can_use(g, iid, "fight", via_ability=True, player=ctx.controller)
        except RuleViolation as v:
            why = (v.rule, v.message)
    if why:
        g.record("cannot-fight", [why[0], R.USING_CARDS_THROUGH_ABILITIES, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{card}: {why}: nichts geschieht", card=g.name(iid), why=why[1]))
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
        n = int(g.ask(f"heal:{g.name(ctx.source)}", M("Wie viel Schaden wird von {card} geheilt?", card=g.name(t)),
                      [(str(k), str(k)) for k in range(top, -1, -1)], [R.HEAL, R.ACTIVE_PLAYER])) if top else 0
        ctx.this_way += heal(g, t, n, [R.ABILITY])
    return ctx.this_way > 0


def swap_two(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/swap — "swap the positions of two creatures in a battleline": the active
    player chooses two creatures controlled by the same player; they change places."""
    name = g.name(ctx.source)
    first_options = [c for c in g.creatures() if len(g.creatures(g.controller(c))) > 1]
    if not first_options:
        g.record("no-swap", [R.SWAP, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{name}: keine Schlachtreihe mit zwei Kreaturen", name=name))
        return False
    first = g.ask(f"target:{name}", M("{name} (swap): welche Kreatur? (1/2)", name=name), [(c, g.name(c)) for c in first_options], [R.SWAP, R.ACTIVE_PLAYER])
    player = g.controller(first)
    line = g.creatures(player)
    second = g.ask(f"target:{name}", M("{name} (swap): welche Kreatur? (2/2)", name=name), [(c, g.name(c)) for c in line if c != first], [R.SWAP, R.ACTIVE_PLAYER])
    i, j = line.index(first), line.index(second)
    line[i], line[j] = line[j], line[i]
    g.state.set(f"players.{player}.battleline", line)
    g.record("swap", [R.SWAP, R.ABILITY],
             M("{first} und {second} tauschen die Plätze", first=g.name(first), second=g.name(second)))
    ctx.previous = [first, second]
    return True


def remove_ward(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ward — "remove a ward from a creature": its ward goes (a creature without one is
    unchanged); "it" for the next effect is the creature chosen either way."""
    targets = _targets(g, eff, ctx, "remove_ward", default="creature")
    done = _remove_status(g, targets, "ward", R.WARD,
                          ("not-warded", lambda card: M("{card} ist nicht beschützt", card=card)),
                          ("ward-removed", lambda card: M("Der Schutz-Marker von {card} wird entfernt", card=card)))
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
