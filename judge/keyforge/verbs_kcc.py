"""Engine pieces added for the compiled Call of the Archons cards of the compiler's 'kcc' family.

Verbs (functions (g, eff, ctx) -> bool, registered in ``VERBS``; ``verbs.py`` merges the table)::

    kcc_control_held true        take control of the target until the card whose ability it is
                                 leaves play ("take control of an enemy flank creature until
                                 Harland Mindlock leaves play"; kf:glossary/control)
    kcc_damage_per_aember N      deal each target N damage for each æmber on it ("deal 1D to each
                                 enemy creature for each A on it"; kf:glossary/for-each)
    kcc_fight_times N            ready and fight with the target N times, each time against a different
                                 enemy creature (kcc_fights.fight_times; kf:glossary/ready-and-fight)

``{"repeat": "preceding", "kcc_as_you_like": true}`` (``abilities._repeat`` hands it to
``repeat_as_you_like``): the preceding effects once more, as often as the resolving player likes,
while each of them still has a legal target ("you may repeat this effect as many times as you
like, as long as it is possible to repeat the entire effect"; kf:glossary/repeat).

Amounts (``select.amount`` hands them here)::

    kcc.destroyed_controlled     the cards the preceding effect destroyed that the player it is read
                                 for controlled when they were destroyed ("each player gains 1A for
                                 each creature they controlled that was destroyed this way")
    kcc.shuffled_owned           the cards the preceding effect shuffled into that player's deck
                                 (a card goes into its owner's deck)
    {"kcc_sum": [amount, ...]}   the amounts added up ("Logos cards in play": creatures and
                                 artifacts, and upgrades)

The lasting effect ``kcc-control`` (kept in the state with the others, ended by ``zones._released``
when its source leaves play, and when the creature itself leaves play) gives the creature back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from judge.i18n import joined, verbatim
from judge.kernel import EngineLimit

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

from .kcc_done import OPERANDS as _DONE  # noqa: E402  (what was done this turn / on the previous turn)

OPERANDS = {"kcc.destroyed_controlled", "kcc.shuffled_owned"} | _DONE


# -- amounts ---------------------------------------------------------------------------------
def amount(g: KeyForgeGame, value: Any, player: str, ctx: Ctx | None) -> int:
    """kf:glossary/this-way, kf:glossary/for-each — the counts above, for ``player``."""
    from .select import amount as read

    if isinstance(value, dict):  # {"kcc_sum": [...]}
        return sum(read(g, v, player, ctx) for v in value["kcc_sum"])
    if value in _DONE:
        from .kcc_done import read as done

        return done(g, value, player, ctx)
    if ctx is None:
        return 0
    if value == "kcc.destroyed_controlled":
        return sum(1 for c in ctx.destroyed if (g.last_seen.get(c) or {}).get("controller", g.owner(c)) == player)
    return sum(1 for c in ctx.memory.get("kcc_shuffled") or [] if g.owner(c) == player)


def check_sum(v: dict) -> None:
    from .vocabulary import check_amount

    if set(v) != {"kcc_sum"} or not isinstance(v["kcc_sum"], list) or len(v["kcc_sum"]) < 2:
        raise ValueError(f"kcc_sum is a list of two or more amounts: {v!r}")
    for part in v["kcc_sum"]:
        check_amount(part)


# -- taking control until the source leaves play -----------------------------------------------
def kcc_control_held(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/control, kf:glossary/lasting-effects — the resolving player takes control of
    the target; a lasting effect remembers who had it, and ends (giving it back) when the card
    whose ability this is leaves play. Should the card already be out of play when the ability
    resolves, the control would end at once: nothing is taken."""
    from .abilities import select

    targets = select(g, eff["target"], ctx, "control")
    if not targets:
        return False
    if g.zone_of(ctx.source) is not None and not g.in_play(ctx.source):
        g.record("no-control", [R.CONTROL, R.LASTING_EFFECTS, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{source} ist nicht mehr im Spiel: die Kontrolle endete sofort, nichts wird übernommen",
                   source=g.name(ctx.source)))
        return False
    return hold_control(g, targets[0], ctx.controller, ctx.source)


def hold_control(g: KeyForgeGame, t: str, player: str, source: str) -> bool:
    """``player`` takes control of ``t`` until ``source`` leaves play (a lasting ``kcc-control``)."""
    from .zones import take_control

    before = g.controller(t)
    if not take_control(g, t, player, [R.ABILITY, R.LASTING_EFFECTS]):
        return False
    g.lasting.add({"kind": "kcc-control", "creature": t, "back_to": before, "given_to": player,
                   "source": g.name(source), "source_id": source, "controller": player,
                   "until": "source-leaves-play"})
    g.record("control-until", [R.CONTROL, R.LASTING_EFFECTS],
             M("{player} kontrolliert {card}, bis {source} das Spiel verlässt",
               player=player, card=g.name(t), source=g.name(source)))
    return True


def released(g: KeyForgeGame, effect: dict) -> None:
    """kf:glossary/control, kf:glossary/lasting-effects — a ``kcc-control`` ends: the creature goes
    back to the player who controlled it before, unless a later control effect gave it to another
    player meanwhile (the most recent control effect wins)."""
    from .zones import take_control

    if effect.get("kind") != "kcc-control":
        return
    t = effect["creature"]
    if not g.in_play(t) or g.controller(t) != effect["given_to"]:
        return
    take_control(g, t, effect["back_to"], [R.LASTING_EFFECTS, R.LEAVES_PLAY])


# -- repeating as often as you like ------------------------------------------------------------
def _possible(g: KeyForgeGame, effects: list[dict], ctx: Ctx) -> bool:
    """Every effect of the part to repeat has a legal target now (kf:glossary/repeat: only the
    entire effect may be repeated). Each chooses its own cards: "destroy an enemy creature and a
    friendly creature" needs one of each, not marked for destruction (select.matches)."""
    from .select import matches

    verb_of = {"destroy": "destroy", "sacrifice": "sacrifice"}
    for e in effects:
        verb = next((v for v in verb_of if v in e), "")
        for t in e.get("targets") or [e.get("target")]:
            if t is None or not matches(g, t, ctx, ctx.controller, verb):
                return False
    return True


def repeat_as_you_like(g: KeyForgeGame, part: list[dict], ctx: Ctx) -> bool:
    """kf:glossary/repeat, kf:glossary/may — after the effect resolved once, the resolving player may
    resolve it again, and again, as long as the entire effect can be resolved (each of its parts
    has a legal target); the player stops whenever they like."""
    from .abilities import resolve_effects
    from .vocabulary import MAX_REPEATS

    name = g.name(ctx.source)
    done = False
    for n in range(MAX_REPEATS + 1):
        if g.zone_of(ctx.source) is not None and not g.in_play(ctx.source):
            g.record("no-repeat", [R.REPEAT], M("{name} hat das Spiel verlassen: keine Wiederholung", name=name))
            return done
        if not _possible(g, part, ctx):
            g.record("no-repeat", [R.REPEAT, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                     M("{name}: der ganze Effekt ist nicht mehr möglich, keine Wiederholung", name=name))
            return done
        if not g.yes_no(f"may:{name}", M("{name}: Effekt wiederholen?", name=name), [R.MAY]):
            return done
        if n == MAX_REPEATS:
            raise EngineLimit(f"{name}: more than {MAX_REPEATS} repeats")
        g.record("repeat", [R.REPEAT, R.MAY], M("{name}: der Effekt wird wiederholt ({time}.)", name=name, time=n + 1))
        resolve_effects(g, [dict(e) for e in part], ctx)
        done = True
    return done


# -- damage for each æmber on the creature ------------------------------------------------------
def kcc_damage_per_aember(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/damage, kf:glossary/for-each — "deal 1D to each enemy creature for each A on it":
    each creature is dealt that much for each æmber on it as the effect begins, all at the same time
    (a creature with none is dealt none); "those creatures" after it are all of them."""
    from .abilities import select
    from .damage import deal_damage

    n = amount_of_eff(g, eff["kcc_damage_per_aember"], ctx)
    targets = select(g, eff["target"], ctx, "deal_damage")
    hits = [(t, n * (g.card(t).get("amber") or 0)) for t in targets]
    hits = [(t, d) for t, d in hits if d > 0]
    if hits:
        g.record("damage-per-aember", [R.DAMAGE, R.FOR_EACH],
                 joined([verbatim(g.name(ctx.source)),
                         joined([M("{card} {n} Schaden", card=g.name(t), n=d) for t, d in hits], ", ")], ": "))
        deal_damage(g, hits, [R.ABILITY], source=ctx.source)
    return bool(hits)


def amount_of_eff(g: KeyForgeGame, value: Any, ctx: Ctx) -> int:
    from .abilities import amount_of

    return amount_of(g, value, ctx)


def kcc_fight_times(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ready-and-fight — one creature readied and fighting N times, each time against an
    enemy creature it has not attacked in this effect (kcc_fights.fight_times)."""
    from .abilities import select
    from .kcc_fights import fight_times

    targets = select(g, eff["target"], ctx, "ready_and_fight")
    n = amount_of_eff(g, eff["kcc_fight_times"], ctx)
    return bool(targets) and fight_times(g, targets[0], n, ctx) == n


VERBS: dict[str, Callable] = {"kcc_control_held": kcc_control_held, "kcc_damage_per_aember": kcc_damage_per_aember,
                              "kcc_fight_times": kcc_fight_times}
PARAMS: dict[str, tuple[str, ...]] = {"kcc_control_held": (), "kcc_damage_per_aember": (), "kcc_fight_times": ()}
