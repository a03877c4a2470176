"""Card abilities: which ones trigger in a window, and how their effects resolve.

The effect verbs of the card format (``cards/model.py``)::

    gain N | lose N|"all" | steal N | capture N (by, from) | deal_damage N (target)
    stun | destroy | heal N|"full" | ready | exhaust | ward | enrage  (target)
    draw N | chains N | return_to_hand (target) | ready_and_fight (target)
    lasting {kind, ...} (duration, target) | repeat "preceding"|"card-effect" (if)
    unsupported "what is missing"   — stops the engine with NotYetSupported

Modifiers: ``if`` (a condition), ``if_you_do`` (kf:glossary/if-you-do), ``may``
(kf:glossary/may: a yes/no prompt), ``who`` (you, opponent, event-player,
event-opponent), ``target`` (selectors below).

Conditions are ``[left, op, right]`` with numbers or the names in ``OPERANDS``; no text
from a scenario is ever evaluated as code.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from judge.kernel import EngineLimit, Event, Triggered

from . import rules as R

if TYPE_CHECKING:
    from .cards.model import Ability
    from .game import KeyForgeGame

ONE = ("creature", "enemy-creature", "friendly-creature", "other-creature", "other-friendly-creature")
EACH = (
    "each-creature",
    "each-enemy-creature",
    "each-friendly-creature",
    "each-other-creature",
    "each-other-friendly-creature",
)
CONTEXT = ("self", "event-creature")
SELECTORS = ONE + EACH + CONTEXT
WHO = ("you", "opponent", "event-player", "event-opponent")
DURATIONS = {"turn": "end-of-turn", "until-your-next-turn": "start-of-turn"}
LASTING_KINDS = ("prevent-damage", "reap-steal", "ability", "key-cost")
OPS: dict[str, Callable[[int, int], bool]] = {
    ">": operator.gt,
    ">=": operator.ge,
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
}
OPERANDS = {
    f"{side}.{what}" for side in ("you", "opponent") for what in ("amber", "keys", "chains", "creatures", "hand")
}
MODIFIERS = ("if", "if_you_do", "may", "who", "target", "by", "from", "duration")
STATICS = {"enters_ready": (), "key_cost": ("for",), "power": ("affects", "house"), "play_only_if": ()}
MAX_REPEATS = 50


# -- validation (used by the card model) ----------------------------------------------------
def check_effect(eff: dict) -> None:
    verbs = [k for k in eff if k in VERBS]
    if len(verbs) != 1:
        raise ValueError(f"an effect needs exactly one verb of {', '.join(VERBS)}: {eff}")
    extra = [k for k in eff if k not in VERBS and k not in MODIFIERS]
    if extra:
        raise ValueError(f"unknown effect keys {extra}; modifiers: {', '.join(MODIFIERS)}")
    if "target" in eff and eff["target"] not in SELECTORS:
        raise ValueError(f"unknown target {eff['target']!r}; known: {', '.join(SELECTORS)}")
    if "by" in eff and eff["by"] not in ("self",) + ONE:
        raise ValueError(f"unknown capturer {eff['by']!r}")
    if "who" in eff and eff["who"] not in WHO:
        raise ValueError(f"unknown player {eff['who']!r}; known: {', '.join(WHO)}")
    if "duration" in eff and eff["duration"] not in DURATIONS:
        raise ValueError(f"unknown duration {eff['duration']!r}; known: {', '.join(DURATIONS)}")
    if "repeat" in eff and eff["repeat"] not in ("preceding", "card-effect"):
        raise ValueError("repeat must be 'preceding' or 'card-effect'")
    if "lasting" in eff and (not isinstance(eff["lasting"], dict) or eff["lasting"].get("kind") not in LASTING_KINDS):
        raise ValueError(f"lasting needs a kind of {', '.join(LASTING_KINDS)}")
    if "if" in eff:
        check_condition(eff["if"])


def check_condition(cond: Any) -> None:
    if not (isinstance(cond, list) and len(cond) == 3 and cond[1] in OPS):
        raise ValueError(f"a condition is [left, op, right] with op in {', '.join(OPS)}: {cond!r}")
    for side in (cond[0], cond[2]):
        if not isinstance(side, int) and side not in OPERANDS:
            raise ValueError(f"unknown operand {side!r}; known: numbers and {', '.join(sorted(OPERANDS))}")


def check_static(s: dict) -> None:
    keys = [k for k in s if k in STATICS]
    if len(keys) != 1 or any(k not in STATICS and k not in STATICS[keys[0]] for k in s):
        raise ValueError(f"a constant ability has one of {', '.join(STATICS)} (with its modifiers): {s}")
    if "play_only_if" in s:
        check_condition(s["play_only_if"])


def condition_holds(g: KeyForgeGame, cond: list, player: str) -> bool:
    def value(x):
        if isinstance(x, int):
            return x
        side, what = x.split(".")
        p = player if side == "you" else g.opponent(player)
        if what in ("creatures", "hand"):
            return len(g.state.get(f"players.{p}.{'battleline' if what == 'creatures' else 'hand'}"))
        return g.player(p)[what]

    return OPS[cond[1]](value(cond[0]), value(cond[2]))


# -- triggers ---------------------------------------------------------------------------
SELF_IN_WINDOW = {"play": "play", "reap": "reap", "fight": "fight", "before-fight": "before-fight"}
WATCHERS = {"reap": "after-creature-reaps", "play": "after-card-played", "after-key-forged": "after-key-forged"}


def collect_triggers(g: KeyForgeGame, window: str, event: Event) -> list[Triggered]:
    """Every ability that triggers in ``window`` (kf:rules/ability-resolution-order)."""
    out: list[Triggered] = []
    card = event.data.get("card")
    if window in SELF_IN_WINDOW and card:
        alive = g.zone_of(card) is None or g.in_play(card)  # an action card resolving has no zone
        if window != "fight" or g.is_creature(card):
            out += _own(g, card, SELF_IN_WINDOW[window], event) if alive else []
    if window == "before-fight":
        from .keywords import before_fight_keywords

        out += before_fight_keywords(g, card, event.data["defender"])
    if window == "destroyed":
        for iid in event.data["cards"]:
            out += _own(g, iid, "destroyed", event)
    if window in WATCHERS:
        subject = g.controller(card) if card else event.data.get("player")
        out += _watchers(g, WATCHERS[window], subject, event, exclude=card)
    if window == "after-destroyed":
        for iid in event.data["cards"]:
            info = event.data["info"][iid]
            if not info["creature"]:
                continue
            sub = Event("creature-destroyed", {"card": iid, "player": info["controller"]})
            out += _watchers(g, "after-creature-destroyed", info["controller"], sub, key_suffix=f"@{iid}",
                             label_suffix=f" ({g.name(iid)})")
    return out


def _own(g: KeyForgeGame, iid: str, trigger: str, event: Event) -> list[Triggered]:
    """The card's own bold abilities (kf:rules/play-abilities, kf:glossary/reap, kf:glossary/fight, kf:glossary/before,
    kf:glossary/destroyed)."""
    cites = {
        "play": [R.PLAY_ABILITIES, R.PLAY],
        "reap": [R.REAP],
        "fight": [R.FIGHT],
        "before-fight": [R.BEFORE],
        "destroyed": [R.DESTROYED],
    }[trigger]
    return [
        Triggered(
            f"{iid}/{trigger}/{n}",
            f"{g.name(iid)} – {trigger}",
            g.controller(iid),
            _resolver(g, iid, ab, trigger, event, g.controller(iid)),
            cites + g.cdef(iid).cites,
        )
        for n, ab in enumerate(g.cdef(iid).abilities_for(trigger))
    ]


def _watchers(
    g: KeyForgeGame,
    trigger: str,
    subject: str | None,
    event: Event,
    exclude: str | None = None,
    key_suffix: str = "",
    label_suffix: str = "",
) -> list[Triggered]:
    """kf:rules/constant-abilities, kf:glossary/lasting-effects — Constant "after ..." abilities of cards in play, and
    lasting effects that carry one."""
    from .cards.model import Ability

    out = []
    for src in g.creatures() + g.artifacts():
        if src == exclude:
            continue
        for n, ab in enumerate(g.cdef(src).abilities_for(trigger)):
            if _whose(ab.whose, g.controller(src), subject):
                out.append(
                    Triggered(
                        f"{src}/{trigger}/{n}{key_suffix}",
                        f"{g.name(src)} – {trigger}{label_suffix}",
                        g.controller(src),
                        _resolver(g, src, ab, trigger, event, g.controller(src)),
                        [R.CONSTANT_ABILITIES] + g.cdef(src).cites,
                    )
                )
    for e in g.lasting.active("ability"):
        ab = Ability.model_validate(e["ability"])
        if trigger in ab.triggers and _whose(ab.whose, e["controller"], subject):
            out.append(
                Triggered(
                    f"{e['id']}/{trigger}{key_suffix}",
                    f"{e['source']} – {trigger}{label_suffix}",
                    e["controller"],
                    _resolver(g, e["source_id"], ab, trigger, event, e["controller"]),
                    [R.LASTING_EFFECTS],
                )
            )
    return out


def _whose(whose: str, watcher: str, subject: str | None) -> bool:
    return whose == "any" or (whose == "friendly") == (watcher == subject)


def _resolver(g, source, ability, trigger, event, controller):
    return lambda: resolve_ability(g, source, ability, trigger, event, controller)


# -- resolving effects ------------------------------------------------------------------
@dataclass
class Ctx:
    source: str
    controller: str
    event: Event | None
    done: bool = True  # did the previous effect fully happen (kf:glossary/if-you-do)
    repeats: int = 0


def resolve_ability(
    g: KeyForgeGame, source: str, ability: Ability, trigger: str, event: Event | None, controller: str | None = None
) -> None:
    ctx = Ctx(source, controller or g.controller(source), event)
    resolve_effects(g, ability.effects, ctx)


def resolve_effects(g: KeyForgeGame, effects: list[dict], ctx: Ctx) -> None:
    """Resolve as much as possible, in order (kf:rules/resolve-as-much-as-possible)."""
    for i, eff in enumerate(effects):
        if "repeat" in eff:
            _repeat(g, effects, i, ctx)
            continue
        if not _gate(g, eff, ctx):
            continue
        verb = next(k for k in eff if k in VERBS)
        ctx.done = bool(VERBS[verb](g, eff, ctx))


def _gate(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/if-you-do, kf:glossary/may, kf:rules/resolve-as-much-as-possible — whether an effect resolves."""
    name = g.name(ctx.source)
    if eff.get("if_you_do") and not ctx.done:
        g.record(
            "if-you-do-fails",
            [R.IF_YOU_DO],
            f"{name}: der vorige Teil ist nicht vollständig geschehen, der Rest entfällt",
            f"{name}: the preceding part did not fully happen, so this part does not resolve",
        )
        return False
    if "if" in eff and not condition_holds(g, eff["if"], ctx.controller):
        g.record(
            "condition-fails",
            [R.RESOLVE_AS_MUCH_AS_POSSIBLE, R.ABILITY],
            f"{name}: Bedingung {' '.join(map(str, eff['if']))} nicht erfüllt",
            f"{name}: condition {' '.join(map(str, eff['if']))} not met",
        )
        return False
    if eff.get("may"):
        return (
            g.ask(
                f"may:{name}",
                f"{name}: Effekt nutzen?",
                f"{name}: use this effect?",
                [("yes", "yes"), ("no", "no")],
                [R.MAY],
            )
            == "yes"
        )
    return True


def _repeat(g: KeyForgeGame, effects: list[dict], i: int, ctx: Ctx) -> None:
    """kf:glossary/repeat-preceding-effect — the effects before the repeat, once more.
    kf:glossary/repeat — the whole effect again: the German edition includes the repeat
    instruction itself (it can repeat again), the Polish edition excludes it (once)."""
    eff = effects[i]
    name = g.name(ctx.source)
    if "if" in eff and not condition_holds(g, eff["if"], ctx.controller):
        g.record(
            "no-repeat",
            [R.REPEAT_PRECEDING if eff["repeat"] == "preceding" else R.REPEAT],
            f"{name}: Bedingung für die Wiederholung nicht erfüllt",
            f"{name}: the repeat condition is not met",
        )
        return
    if g.zone_of(ctx.source) is not None and not g.in_play(ctx.source):
        g.record(
            "no-repeat",
            [R.REPEAT],
            f"{name} hat das Spiel verlassen: keine Wiederholung",
            f"{name} has left play: the effect cannot be repeated",
        )
        return
    ctx.repeats += 1
    if ctx.repeats > MAX_REPEATS:
        raise EngineLimit(f"{name}: more than {MAX_REPEATS} repeats")
    if eff["repeat"] == "preceding":
        g.record(
            "repeat",
            [R.REPEAT_PRECEDING],
            f"{name}: der oben genannte Effekt wird wiederholt (ohne die Wiederholung)",
            f"{name}: the preceding effect is repeated (without the repeat)",
        )
        resolve_effects(g, effects[:i], ctx)
    elif g.edition == "de":
        g.record(
            "repeat",
            [R.REPEAT],
            f"{name}: der gesamte Effekt wird wiederholt, einschließlich der Wiederholung (DE)",
            f"{name}: the whole effect is repeated, including the repeat instruction (German edition)",
        )
        resolve_effects(g, effects, ctx)
    else:
        g.record(
            "repeat",
            [R.REPEAT],
            f"{name}: der gesamte Effekt wird wiederholt, ohne die Wiederholung (PL)",
            f"{name}: the whole effect is repeated, excluding the repeat instruction (Polish edition)",
        )
        resolve_effects(g, effects[:i] + effects[i + 1 :], ctx)


# -- choosing what an effect affects ----------------------------------------------------
def select(g: KeyForgeGame, selector: str, ctx: Ctx, verb: str) -> list[str]:
    """What an effect affects (kf:glossary/friendly, kf:glossary/enemy); the active player
    chooses (kf:glossary/active-player); with no legal target nothing happens
    (kf:rules/resolve-as-much-as-possible)."""
    if selector == "self":
        return [ctx.source] if g.in_play(ctx.source) else []
    if selector == "event-creature":
        card = ctx.event.data.get("card") if ctx.event else None
        return [card] if card and g.is_creature(card) else []
    me = ctx.controller
    # a creature already marked for destruction cannot be chosen to be destroyed again
    # (kf:glossary/destroyed); other effects (heal, damage) still reach it
    pool = [c for c in g.creatures() if verb != "destroy" or not g.card(c).get("marked")]
    base = selector.removeprefix("each-")
    keep = {
        "creature": lambda c: True,
        "enemy-creature": lambda c: g.controller(c) != me,
        "friendly-creature": lambda c: g.controller(c) == me,
        "other-creature": lambda c: c != ctx.source,
        "other-friendly-creature": lambda c: g.controller(c) == me and c != ctx.source,
    }[base]
    found = [c for c in pool if keep(c)]
    if selector in EACH:
        return found
    if not found:
        g.record(
            "no-target",
            [R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            f"{g.name(ctx.source)}: kein mögliches Ziel ({selector})",
            f"{g.name(ctx.source)}: no legal target ({selector})",
        )
        return []
    name = g.name(ctx.source)
    return [
        g.ask(
            f"target:{name}",
            f"{name} ({verb}): welche Kreatur?",
            f"{name} ({verb}): which creature?",
            [(c, g.name(c)) for c in found],
            [R.ABILITY, R.ACTIVE_PLAYER],
        )
    ]


def who(g: KeyForgeGame, eff: dict, ctx: Ctx) -> str:
    w = eff.get("who", "you")
    if w.startswith("event-"):
        p = ctx.event.data["player"]
        return p if w == "event-player" else g.opponent(p)
    return ctx.controller if w == "you" else g.opponent(ctx.controller)


from .verbs import VERBS  # noqa: E402  (the verbs use the helpers above)
