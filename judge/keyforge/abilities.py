"""Card abilities: which ones trigger in a window, and how their effects resolve.

An effect is a dict with one verb (``verbs.VERBS``; each verb's own keys are listed in
``verbs.PARAMS``) and modifiers shared by all verbs::

    if          a condition (``select.py``) — otherwise the effect is skipped
    otherwise   only if the preceding effect was skipped because its ``if`` failed ("Otherwise,
                ..."; ``"instead"``: "If ..., do X instead", kf:glossary/replacement-effects)
    if_you_do   only if the preceding effect fully happened (kf:glossary/if-you-do)
    may         the resolving player is asked yes/no (kf:glossary/may)
    who         you | opponent | event-player | event-opponent
    target      a selector (``select.py``)
    for_each    an amount: resolve the effect that many times, choosing anew each time
                (kf:glossary/for-each)
    as_if_yours use/trigger a card as if you controlled it (kf:glossary/as-if-you-controlled-it)

Triggers (``cards/model.py``): bold abilities of the card itself (play, reap, fight,
before-fight, destroyed, leaves-play, action, omni) and constant "after ..."/"each time"
abilities that watch the board (after-card-played, after-creature-enters-play,
after-creature-reaps, after-creature-fights, after-card-used, after-creature-destroyed,
after-key-forged, after-house-chosen, start-of-turn, end-of-turn). A watcher says whose
cards it watches (``whose``) and may filter the event's card (``event``: a target dict,
e.g. ``{"type": "action"}``, ``{"where": "neighbor"}`` or ``{"other": true}`` for "another
creature"; without it a watcher sees its own card's reap or fight too).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.kernel import EngineLimit, Event, Triggered

from . import rules as R
from . import text
from .i18n import M
from .keywords import before_fight_keywords
from .select import OPERANDS, OPS, _fits, amount, choose, condition_holds  # noqa: F401
from .verbs import VERBS
from .windows import trigger_label
from .vocabulary import check_condition  # noqa: F401

if TYPE_CHECKING:
    from .cards.model import Ability
    from .game import KeyForgeGame

from .vocabulary import (  # noqa: E402,F401  (the card format's words live in vocabulary.py)
    AFFECTS,
    DURATIONS,
    LASTING_KINDS,
    MAX_REPEATS,
    MODIFIERS,
    STATICS,
    WHO,
    check_effect,
    check_static,
)

# -- triggers ---------------------------------------------------------------------------
SELF_IN_WINDOW = {
    "play": "play",
    "reap": "reap",
    "fight": "fight",
    "before-fight": "before-fight",
    "leaves-play": "leaves-play",
    "armor-prevented": "after-armor-prevents",
}
WATCHERS = {
    "reap": ("after-creature-reaps", "after-card-used"),
    "fight": ("after-creature-fights", "after-card-used"),
    "after-used": ("after-card-used",),
    "play": ("after-card-played",),
    "enters-play": ("after-creature-enters-play",),
    "after-key-forged": ("after-key-forged",),
    "after-house-chosen": ("after-house-chosen",),
    "aember-reaped": ("after-aember-reaped",),
    "bonus-damage": ("after-bonus-icon-damage",),
    "bonus-draw": ("after-bonus-icon-draw",),
    "action-played": ("after-action-played",),
    "kwc-aember-stolen": ("kwc-after-aember-stolen",),
    "start-of-turn": ("start-of-turn",),
    "end-of-turn": ("end-of-turn",),
    "kga-ready-step-ends": ("kga-end-of-ready-step",),  # kga_watch.py
    "kmc-discarded-from-hand": ("kmc-after-discarded-from-hand",),  # the hand's player (kmc.discarded_from_hand)
}


#: Watchers that also see their own card's event: "after a creature reaps" / "each time a
#: creature fights" — the card is a creature in play when it reaps or fights, and its
#: constant ability is active while it is in play (kf:rules/constant-abilities); the timing
#: chart triggers every "after a creature reaps/fights/is used" effect in that step
#: (kf:timing/reap/after-reap, kf:timing/fight/after-fight). A card that means only the
#: others says "another creature" (``"event": {"other": true}``; docs/rulings.md, KeyForge 36).
SEES_ITS_OWN_EVENT = frozenset(
    {"after-creature-reaps", "after-creature-fights", "after-card-used", "after-aember-reaped",
     "after-bonus-icon-damage"}
)


def _self_cites(trigger: str, card: str | None) -> dict[str, list[str]]:
    """Extra citations for a watcher that sees its own card's reap or fight
    (kf:timing/reap/after-reap, kf:timing/fight/after-fight, kf:rules/constant-abilities)."""
    if not card or trigger not in ("after-creature-reaps", "after-creature-fights"):
        return {}
    return {card: [R.TIMING_REAP if trigger == "after-creature-reaps" else R.TIMING_FIGHT]}


def collect_triggers(g: KeyForgeGame, window: str, event: Event) -> list[Triggered]:
    """Every ability that triggers in ``window`` (kf:rules/ability-resolution-order)."""
    out: list[Triggered] = []
    card = event.data.get("card")
    if window in SELF_IN_WINDOW and card:
        alive = g.zone_of(card) is None or g.in_play(card)  # an action card resolving has no zone
        if window not in ("fight", "armor-prevented") or g.is_creature(card):
            out += _own(g, card, SELF_IN_WINDOW[window], event) if alive else []
    if window == "before-fight":
        out += before_fight_keywords(g, card, event.data["defender"])
    if window == "destroyed" and not _destroyed_blocked(g):
        for iid in event.data["cards"]:
            out += _own(g, iid, "destroyed", event)
    for trigger in WATCHERS.get(window, ()):
        subject = event.data.get("player") if trigger in ("start-of-turn", "end-of-turn", "kmc-after-discarded-from-hand") \
            or not card else None
        subject = subject or g.controller(card)
        exclude = None if trigger in SEES_ITS_OWN_EVENT else card
        out += _watchers(g, trigger, subject, event, exclude=exclude, more=_self_cites(trigger, card))
    if window == "play" and card and g.is_creature(card):
        out += _watchers(g, "after-creature-enters-play", g.controller(card), event, exclude=card)
    if window in ("play", "kwb-attached"):  # "after you attach <this upgrade> to …" (verbs_kwb.py)
        from .verbs_kwb import ATTACHED, attached_event

        attached = event if window == "kwb-attached" else attached_event(g, event)
        if attached is not None:
            out += _watchers(g, ATTACHED, attached.data["player"], attached)
    if window == "play" and card and g.cdef(card).type == "upgrade" and g.in_play(card):
        # kf:rules/upgrades — a played upgrade enters play attached to a creature ("after an upgrade enters play")
        out += _watchers(g, "after-upgrade-enters-play", g.controller(card), event, exclude=card)
    if window == "after-house-chosen":  # abilities that work from the discard pile (kho_discard.py)
        from .kho_discard import triggers as from_discard

        out += from_discard(g, event)
    if window == "after-destroyed":
        for iid in event.data["cards"]:
            info = event.data["info"][iid]
            if not info["creature"]:
                continue
            sub = Event("creature-destroyed", {"card": iid, "player": info["controller"], **info})
            out += _watchers(g, "after-creature-destroyed", info["controller"], sub, key_suffix=f"@{iid}",
                             label_suffix=f" ({g.name(iid)})")
    return out


def _destroyed_blocked(g: KeyForgeGame) -> bool:
    """kf:glossary/destroyed, kf:rules/constant-abilities — while a card in play says "Destroyed effects
    cannot trigger" (Purifier of Souls), no "Destroyed:" ability triggers, printed or gained."""
    blocker = next((c for c in g.cards_in_play() if text.statics(g, c, "kmm_no_destroyed_abilities")), None)
    if blocker is None:
        return False
    g.record("destroyed-blocked", [R.DESTROYED, R.CONSTANT_ABILITIES],
             M("{blocker}: „Zerstört:“-Fähigkeiten lösen nicht aus", blocker=g.name(blocker)))
    return True


def _own(g: KeyForgeGame, iid: str, trigger: str, event: Event) -> list[Triggered]:
    """The card's own bold abilities, printed or gained (kf:rules/play-abilities, kf:glossary/reap,
    kf:glossary/fight, kf:glossary/before, kf:glossary/destroyed, kf:rules/upgrades)."""
    cites = {
        "play": [R.PLAY_ABILITIES, R.PLAY],
        "reap": [R.REAP],
        "fight": [R.FIGHT],
        "before-fight": [R.BEFORE],
        "destroyed": [R.DESTROYED],
        "leaves-play": [R.LEAVES_PLAY],
        "after-armor-prevents": [R.ARMOR],
    }[trigger]
    from .verbs_kwc import also_as

    return [
        Triggered(
            key,
            trigger_label(g.name(iid), trigger),
            g.controller(iid),
            _resolver(g, iid, ab, trigger, event, g.controller(iid), granter),
            cites + more,
        )
        for key, ab, more, granter in text.abilities(g, iid, trigger) + also_as(g, iid, trigger)
    ]


def _watchers(
    g: KeyForgeGame,
    trigger: str,
    subject: str | None,
    event: Event,
    exclude: str | None = None,
    key_suffix: str = "",
    label_suffix: str = "",
    more: dict[str, list[str]] | None = None,
) -> list[Triggered]:
    """kf:rules/constant-abilities, kf:glossary/lasting-effects — Constant "after ..." abilities of cards in play, and
    lasting effects that carry one. ``more``: further citations for a given source card."""
    out = []
    # only a card with such a printed ability, or one a constant ability or lasting effect gives it, watches
    watching = g.cards_in_play() if trigger in g.printed_triggers or not text.nothing_gives(g, "gains") else []
    for src in watching:
        if src == exclude:
            continue
        for key, ab, cites, granter in text.abilities(g, src, trigger):
            if _whose(ab.whose, g.controller(src), subject) and _event_fits(g, ab, src, event, g.controller(src)):
                out.append(
                    Triggered(
                        f"{key}{key_suffix}",
                        trigger_label(g.name(src), trigger, label_suffix),
                        g.controller(src),
                        _resolver(g, src, ab, trigger, event, g.controller(src), granter),
                        [R.CONSTANT_ABILITIES] + cites + (more or {}).get(src, [])
                        + ([R.UPGRADES] if g.card(src).get("attached_to") else []),  # an upgrade's own watcher
                    )
                )
    for e in g.effects("ability"):
        ab = text.ability(e["ability"])
        if trigger in ab.triggers and _whose(ab.whose, e["controller"], subject):
            if not _event_fits(g, ab, e["source_id"], event, e["controller"]):
                continue
            if e.get("other") and event.data.get("card") == e["source_id"]:
                continue
            out.append(
                Triggered(
                    f"{e['id']}/{trigger}{key_suffix}",
                    trigger_label(e["source"], trigger, label_suffix),
                    e["controller"],
                    _resolver(g, e["source_id"], ab, trigger, event, e["controller"]),
                    [R.LASTING_EFFECTS],
                )
            )
    return out


def _event_fits(g: KeyForgeGame, ab: Ability, src: str, event: Event, controller: str) -> bool:
    """The watcher's filter on the event's card (``event``); "a neighbor of X" is read at
    the time the event began (the neighbour need not survive the fight)."""
    if not ab.event:
        return True
    spec = dict(ab.event)
    if "house" in spec and "house" in event.data and "card" not in event.data:
        return event.data["house"] == spec["house"]  # "after you choose <house> as your active house"
    card = event.data.get("card")
    if not card or g.card(card) is None:
        return False
    if spec.pop("where", None) == "neighbor":
        before = event.data.get("neighbors")
        near = before if before is not None else g.neighbors(card)
        if src not in near:
            return False
    if "house" in spec and event.data.get("house"):
        if event.data["house"] != spec.pop("house"):
            return False
    if "flank" in spec:
        if event.data.get("flank") not in (spec.pop("flank"), "both"):
            return False
    if spec.pop("fighting", None) == "self" and event.data.get("fought_with") != src:
        return False
    if spec.pop("kab_attacked", False) and g.last_fight != {"attacker": src, "defender": card}:
        return False  # "after self attacks and destroys a creature": the card it attacked (kf:glossary/fight)
    if spec.pop("kwc_in_fight", False) and not event.data.get("fought_with"):
        return False  # "destroyed while fighting": by the damage of a fight (kf:glossary/fight)
    if spec.pop("kwc_assault_of", None) == "self" and event.data.get("kwc_assault_by") != src:
        return False  # "destroyed by <this creature>'s assault damage" (kf:glossary/assault)
    if spec.pop("is_self", False) and card != src:
        return False
    if spec.pop("attached", False) and card != g.card(src).get("attached_to"):
        return False  # "after this creature is used" on an upgrade (kf:rules/upgrades)
    host_spec = spec.pop("kwb_host", None)  # "after you attach <this upgrade> to <a creature>" (verbs_kwb.py)
    if host_spec is not None:
        host = event.data.get("host")
        if not host or not g.is_creature(host) or not _fits(g, host, host_spec, Ctx(src, controller, event), controller):
            return False
    ctx = Ctx(src, controller, event)
    return _fits(g, card, spec, ctx, controller) if spec else True


def _whose(whose: str, watcher: str, subject: str | None) -> bool:
    return whose == "any" or (whose == "friendly") == (watcher == subject)


def _resolver(g, source, ability, trigger, event, controller, granter=None):
    if ability.instead:  # kf:glossary/replacement-effects: resolves when the card would be discarded
        from .destroyed import replace_destruction

        return lambda: replace_destruction(g, source, ability, controller, granter)
    return lambda: resolve_ability(g, source, ability, trigger, event, controller, granter=granter)


# -- resolving effects ------------------------------------------------------------------
@dataclass
class Ctx:
    source: str
    controller: str
    event: Event | None
    done: bool = True  # did the previous effect fully happen (kf:glossary/if-you-do)
    repeats: int = 0
    as_if: bool = False  # used "as if it were yours" (kf:glossary/as-if-you-controlled-it)
    previous: list[str] = field(default_factory=list)  # cards the preceding effect chose
    chosen: list[str] = field(default_factory=list)  # every card this ability chose
    this_way: int = 0  # how many the preceding effect affected (kf:glossary/this-way)
    destroyed: list[str] = field(default_factory=list)  # cards the preceding effect destroyed
    memory: dict[str, Any] = field(default_factory=dict)
    granter: str | None = None  # the card whose text gives this ability ("... and destroy <upgrade>")
    skipped_if: bool = False  # the preceding effect's "if" failed ("otherwise", kf:glossary/replacement-effects)
    if_held: bool = True  # the last "if" checked held ("same_if": one condition governs several effects)
    rest: list[dict] = field(default_factory=list)  # the effects after the one resolving now


def resolve_ability(
    g: KeyForgeGame,
    source: str,
    ability: Ability,
    trigger: str,
    event: Event | None,
    controller: str | None = None,
    as_if: bool = False,
    granter: str | None = None,
) -> None:
    ctx = Ctx(source, controller or g.controller(source), event, as_if=as_if, granter=granter)
    resolve_effects(g, ability.effects, ctx)


def resolve_effects(g: KeyForgeGame, effects: list[dict], ctx: Ctx) -> None:
    """Resolve as much as possible, in order (kf:rules/resolve-as-much-as-possible)."""
    for i, eff in enumerate(effects):
        ctx.rest = effects[i + 1:]
        if "repeat" in eff:
            _repeat(g, effects, i, ctx)
            continue
        if not _gate(g, eff, ctx):
            continue
        verb = next(k for k in eff if k in VERBS)
        times = amount_of(g, eff["for_each"], ctx) if "for_each" in eff else 1
        if "for_each" in eff:
            g.record(
                "for-each",
                [R.FOR_EACH],
                M("{name}: der Effekt wird {times}-mal abgehandelt, jedes Mal mit eigener Wahl",
                  name=g.name(ctx.source), times=times),
            )
        done = times > 0
        # "for each card purged this way, its owner gains 1A" (kf:glossary/for-each): once per card of
        # the preceding effect, "its owner/controller" being that card's
        per_card = list(ctx.previous) if (eff.get("for_each") == "this-way" and len(ctx.previous) == times
                                          and eff.get("who") in ("previous-owner", "previous-controller")) else None
        for k in range(times):
            if per_card:
                ctx.previous = [per_card[k]]
            done = bool(VERBS[verb](g, eff, ctx)) and done
        if per_card:
            ctx.previous = per_card
        ctx.done = done


def amount_of(g: KeyForgeGame, value: Any, ctx: Ctx) -> int:
    return amount(g, value, ctx.controller, ctx)


def _gate(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/if-you-do, kf:glossary/may, kf:rules/resolve-as-much-as-possible — whether an effect resolves."""
    name = g.name(ctx.source)
    skipped, ctx.skipped_if = ctx.skipped_if, False
    if eff.get("otherwise"):
        cites = [R.REPLACEMENT_EFFECTS] if eff["otherwise"] == "instead" else [R.ABILITY]
        if not skipped:
            g.record("otherwise-skipped", cites + [R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                     M("{name}: die Bedingung galt, die Alternative entfällt", name=name))
            return False
        g.record("otherwise", cites, M("{name}: die Bedingung galt nicht, stattdessen wird die Alternative abgehandelt",
                                       name=name))
    if eff.get("if_you_do"):
        ctx.if_held = ctx.done  # "If you do, X and Y": Y follows the same check (``same_if``)
    if eff.get("if_you_do") and not ctx.done:
        g.record(
            "if-you-do-fails",
            [R.IF_YOU_DO],
            M("{name}: der vorige Teil ist nicht vollständig geschehen, der Rest entfällt", name=name),
        )
        ctx.skipped_if = True  # "If you do, X. Otherwise, Y": you did not, so Y resolves
        return False
    if eff.get("if_you_do"):
        g.record(
            "if-you-do",
            [R.IF_YOU_DO],
            M("{name}: der vorige Teil ist geschehen, also wird dieser Teil abgehandelt", name=name),
        )
    if "if" in eff:
        ctx.if_held = condition_holds(g, eff["if"], ctx.controller, ctx)
    # "If you have 3A or more, lose 3A and draw a card": the condition is checked once, when
    # the sentence begins; the later effects it governs follow that check (``same_if``)
    if ("if" in eff or eff.get("same_if")) and not ctx.if_held:
        g.record(
            "condition-fails",
            [R.RESOLVE_AS_MUCH_AS_POSSIBLE, R.ABILITY],
            M("{name}: Bedingung nicht erfüllt", name=name),
        )
        ctx.done = False
        ctx.skipped_if = True
        return False
    if eff.get("may"):
        if not g.yes_no(f"may:{name}", M("{name}: Effekt nutzen?", name=name), [R.MAY]):
            ctx.done = False
            return False
    return True


def _repeat(g: KeyForgeGame, effects: list[dict], i: int, ctx: Ctx) -> None:
    """kf:glossary/repeat-preceding-effect — the effects before the repeat, once more
    (or only those ``effects`` names, by index). kf:glossary/repeat — the whole effect
    again: the German edition includes the repeat instruction itself (it can repeat
    again), the Polish edition excludes it (once)."""
    eff = effects[i]
    if eff.get("kcc_as_you_like"):  # "you may repeat this effect as many times as you like, …" (verbs_kcc.py)
        from .verbs_kcc import repeat_as_you_like

        repeat_as_you_like(g, effects[:i], ctx)
        return
    name = g.name(ctx.source)
    rid = R.REPEAT_PRECEDING if eff["repeat"] == "preceding" else R.REPEAT
    if eff.get("if_you_do"):
        ctx.if_held = ctx.done  # "If you do, X and Y": Y follows the same check (``same_if``)
    if eff.get("if_you_do") and not ctx.done:
        g.record("no-repeat", [rid, R.IF_YOU_DO], M("{name}: keine Wiederholung", name=name))
        return
    if "if" in eff and not condition_holds(g, eff["if"], ctx.controller, ctx):
        g.record(
            "no-repeat",
            [rid],
            M("{name}: Bedingung für die Wiederholung nicht erfüllt", name=name),
        )
        return
    if eff.get("may") and not g.yes_no(f"may:{name}", M("{name}: wiederholen?", name=name), [R.MAY]):
        return
    if g.zone_of(ctx.source) is not None and not g.in_play(ctx.source):
        g.record(
            "no-repeat",
            [R.REPEAT],
            M("{name} hat das Spiel verlassen: keine Wiederholung", name=name),
        )
        return
    ctx.repeats += 1
    if ctx.repeats > MAX_REPEATS:
        raise EngineLimit(f"{name}: more than {MAX_REPEATS} repeats")
    if eff["repeat"] == "preceding":
        part = [effects[n] for n in eff["effects"]] if "effects" in eff else effects[:i]
        g.record(
            "repeat",
            [R.REPEAT_PRECEDING],
            M("{name}: der oben genannte Effekt wird wiederholt (ohne die Wiederholung)", name=name),
        )
        if eff.get("kxa_swapped"):  # "your opponent repeats the preceding effect on you" (verbs_kxa.swapped)
            from .verbs_kxa import swapped

            ctx = swapped(g, ctx)
        resolve_effects(g, part, ctx)
    elif g.edition == "de":
        g.record(
            "repeat",
            [R.REPEAT],
            M("{name}: der gesamte Effekt wird wiederholt, einschließlich der Wiederholung (DE)", name=name),
        )
        resolve_effects(g, effects, ctx)
    else:
        g.record(
            "repeat",
            [R.REPEAT],
            M("{name}: der gesamte Effekt wird wiederholt, ohne die Wiederholung (PL)", name=name),
        )
        resolve_effects(g, effects[:i] + effects[i + 1 :], ctx)


# -- choosing what an effect affects ----------------------------------------------------
def select(g: KeyForgeGame, selector: Any, ctx: Ctx, verb: str) -> list[str]:
    """What an effect affects (kf:glossary/friendly, kf:glossary/enemy), chosen by the active
    player (kf:glossary/active-player); remembered for "that creature" and "this way"."""
    found = choose(g, selector, ctx, verb)
    ctx.previous = list(found)
    ctx.chosen += [c for c in found if c not in ctx.chosen]
    return found


def who(g: KeyForgeGame, eff: dict, ctx: Ctx) -> str:
    """The player an effect names: ``you`` (who resolves it), ``opponent``, the event's player
    or their opponent, or the controller/owner of the card the preceding effect chose ("Destroy
    a creature. Its controller gains 1A": its controller when it was last in play,
    kf:glossary/control, kf:glossary/leaves-play)."""
    w = eff.get("who", "you")
    if w in ("previous-controller", "previous-owner"):
        if not ctx.previous:
            return ctx.controller
        card = ctx.previous[0]
        if w == "previous-owner":
            return g.owner(card)
        seen = g.last_seen.get(card) if not g.in_play(card) else None
        return seen["controller"] if seen else g.controller(card)
    if w.startswith("event-"):
        p = ctx.event.data["player"]
        return p if w == "event-player" else g.opponent(p)
    return ctx.controller if w == "you" else g.opponent(ctx.controller)
