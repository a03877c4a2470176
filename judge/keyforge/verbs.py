"""What each effect verb of the card format does. Every verb returns whether it fully
happened (for "if you do", kf:glossary/if-you-do)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import amber
from . import rules as R
from .damage import deal_damage, heal
from .destroyed import destroy, leave_play

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def _targets(g, eff, ctx, verb):
    from .abilities import select

    return select(g, eff.get("target", "self"), ctx, verb)


def _who(g, eff, ctx):
    from .abilities import who

    return who(g, eff, ctx)


def gain(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/aember"""
    return (
        amber.gain(
            g, _who(g, eff, ctx), eff["gain"], [R.ABILITY], f" ({g.name(ctx.source)})", f" ({g.name(ctx.source)})"
        )
        > 0
    )


def lose(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/aember"""
    return amber.lose(g, _who(g, eff, ctx), eff["lose"], [R.ABILITY]) > 0


def steal(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/steal"""
    return amber.steal(g, ctx.controller, eff["steal"], [R.ABILITY]) == eff["steal"]


def capture(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/capture — by the card itself unless the effect names another creature."""
    by = eff.get("by", "self")
    capturers = _targets(g, {"target": by}, ctx, "capture")
    if not capturers:
        return False
    creature = capturers[0]
    source = g.controller(creature) if eff.get("from") == "own-side" else None
    return amber.capture(g, creature, eff["capture"], [R.ABILITY], from_player=source) == eff["capture"]


def deal_damage_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/damage"""
    targets = _targets(g, eff, ctx, "deal_damage")
    deal_damage(g, [(t, eff["deal_damage"]) for t in targets], [R.ABILITY])
    return bool(targets)


def stun(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/stun — a stunned creature cannot be stunned again."""
    done = False
    for t in _targets(g, eff, ctx, "stun"):
        if g.card(t).get("stunned"):
            g.record(
                "already-stunned",
                [R.STUN],
                f"{g.name(t)} ist bereits betäubt: nichts geschieht",
                f"{g.name(t)} is already stunned: nothing happens",
            )
            continue
        g.state.set(f"cards.{t}.stunned", True)
        g.record("stun", [R.STUN], f"{g.name(t)} wird betäubt", f"{g.name(t)} is stunned")
        done = True
    return done


def destroy_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/destroyed"""
    return bool(destroy(g, _targets(g, eff, ctx, "destroy"), [R.ABILITY]))


def heal_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/heal"""
    return any([heal(g, t, eff["heal"], [R.ABILITY]) for t in _targets(g, eff, ctx, "heal")])


def _flag(key: str, value: bool, cite: str, de: str, en: str):
    """kf:rules/ready-and-exhausted, kf:glossary/ward, kf:glossary/enrage — verbs that set a status on creatures."""

    def verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
        targets = _targets(g, eff, ctx, key)
        for t in targets:
            g.state.set(f"cards.{t}.{key}", value)
            g.record(key, [cite, R.ABILITY], f"{g.name(t)} {de}", f"{g.name(t)} {en}")
        return bool(targets)

    return verb


def draw(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:turn/step-5 (drawing)"""
    from .turn import draw as draw_cards

    return draw_cards(g, _who(g, eff, ctx), eff["draw"], [R.ABILITY]) == eff["draw"]


def chains(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/chains"""
    player = _who(g, eff, ctx)
    g.state.add(f"players.{player}.chains", eff["chains"])
    g.record(
        "chains",
        [R.CHAINS, R.ABILITY],
        f"{player} erhält {eff['chains']} Ketten",
        f"{player} gains {eff['chains']} chains",
    )
    return True


def return_to_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play"""
    targets = _targets(g, eff, ctx, "return_to_hand")
    for t in targets:
        leave_play(g, t, "hand", [R.ABILITY], "zurück auf die Hand", "returned to hand")
    return bool(targets)


def ready_and_fight(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .use import ready_and_fight as rf

    targets = _targets(g, eff, ctx, "ready_and_fight")
    return bool(targets) and rf(g, targets[0])


def lasting(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/lasting-effects — lasts for its duration, even if its card leaves play."""
    from .abilities import DURATIONS

    data = dict(eff["lasting"])
    duration = eff.get("duration", "turn")
    if "target" in eff:
        targets = _targets(g, eff, ctx, "lasting")
        if not targets:
            return False
        data["creature"] = targets[0]
    effect = {
        **data,
        "source": g.name(ctx.source),
        "source_id": ctx.source,
        "controller": ctx.controller,
        "until": DURATIONS[duration],
    }
    if duration == "until-your-next-turn":
        effect["player"] = ctx.controller
    g.lasting.add(effect)
    on = f" auf {g.name(data['creature'])}" if "creature" in data else ""
    on_en = f" on {g.name(data['creature'])}" if "creature" in data else ""
    g.record(
        "lasting-effect",
        [R.LASTING_EFFECTS],
        f"{g.name(ctx.source)}: andauernder Effekt „{data['kind']}“{on} ({duration})",
        f"{g.name(ctx.source)}: lasting effect '{data['kind']}'{on_en} ({duration})",
    )
    return True


def unsupported(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .game import NotYetSupported

    raise NotYetSupported(f"{g.name(ctx.source)}: {eff['unsupported']} (not encoded yet)")


VERBS: dict[str, Callable] = {
    "gain": gain,
    "lose": lose,
    "steal": steal,
    "capture": capture,
    "deal_damage": deal_damage_verb,
    "stun": stun,
    "destroy": destroy_verb,
    "heal": heal_verb,
    "ready": _flag("exhausted", False, R.READY_AND_EXHAUSTED, "wird spielbereit", "is readied"),
    "exhaust": _flag("exhausted", True, R.READY_AND_EXHAUSTED, "wird erschöpft", "is exhausted"),
    "ward": _flag("ward", True, R.WARD, "wird beschützt", "is warded"),
    "enrage": _flag("enraged", True, R.ENRAGE, "wird wütend", "is enraged"),
    "draw": draw,
    "chains": chains,
    "return_to_hand": return_to_hand,
    "ready_and_fight": ready_and_fight,
    "lasting": lasting,
    "repeat": None,
    "unsupported": unsupported,
}
