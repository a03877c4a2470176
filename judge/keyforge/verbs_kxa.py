"""Effect verbs of the cards the compiler's 'kxa' family reads (hard CotA/AoA cards).

``{"kxa_refill_hand": "you" | "opponent"}`` — Punctuated Equilibrium: "…, then refills their hand as if
it were the end of their turn": that player refills their hand as in their own "draw cards" step
(kf:turn/step-5: up to six cards, or the hand size constant abilities make it; chains draw fewer and
one is shed, kf:glossary/chains, which applies whenever a hand is refilled). Nothing else of the end
of the turn happens (no ready step, no "end of turn" abilities).

``{"kxa_lose_power_counters": N, "target": …}`` — Cybergiant Rig's "this creature loses a +1 power counter":
N of the +1 power counters on each target are removed, as many as it has (kf:glossary/power-counter).

``{"kxa_purge_for_damage": N, "target": "previous-target"}`` — Destructive Analysis: "You may purge any
number of cards from your archives to deal an additional 2D to the same creature for each card purged this
way": the player chooses which of their archived cards to purge (none is a choice), then N damage is dealt to
the creature the preceding effect chose once for each card purged (kf:glossary/for-each: the effect is
resolved again for each, here on that one creature), as long as it is in play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def kxa_refill_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .turn import draw_up

    player = ctx.controller if eff["kxa_refill_hand"] == "you" else g.opponent(ctx.controller)
    before = len(g.state.get(f"players.{player}.hand"))
    g.record("kxa-refill-hand", [R.STEP_5_DRAW, R.ABILITY],
             M("{source}: {player} füllt die Hand auf, als wäre es das Ende des eigenen Zuges",
               source=g.name(ctx.source), player=player))
    draw_up(g, player)
    ctx.this_way = len(g.state.get(f"players.{player}.hand")) - before
    return True


def kxa_lose_power_counters(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .verbs import _n, _targets

    n = _n(g, eff["kxa_lose_power_counters"], ctx)
    lost = 0
    for t in _targets(g, eff, ctx, "kxa_lose_power_counters"):
        have = g.card(t).get("power_counters") or 0
        k = min(n, have)
        if k:
            g.state.add(f"cards.{t}.power_counters", -k)
            lost += k
        g.record("kxa-power-counters-lost", [R.POWER_COUNTER, R.ABILITY],
                 M("{card} verliert {k} +1-Stärke-Marker", card=g.name(t), k=k))
    ctx.this_way = lost
    return lost > 0


#: the archived cards of the player resolving the ability, any number of them (select.py)
_ARCHIVED = {"up_to": "any", "kind": "card", "zone": "archives", "player": "you"}


def kxa_purge_for_damage(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .verbs import _n, _targets, deal_damage_verb
    from .verbs_cards import purge

    same = _targets(g, eff, ctx, "kxa_purge_for_damage")  # "the same creature": before the purge chooses
    amount = _n(g, eff["kxa_purge_for_damage"], ctx)
    purge(g, {"purge": True, "target": _ARCHIVED}, ctx)
    times = ctx.this_way
    g.record("for-each", [R.FOR_EACH, R.PURGE],
             M("{source}: {times} Karte(n) verbannt, also {times}-mal {amount} Schaden an dieselbe Kreatur",
               source=g.name(ctx.source), times=times, amount=amount))
    done = 0
    for _ in range(times):
        ctx.previous = [c for c in same if g.in_play(c)]
        if not ctx.previous:
            break
        deal_damage_verb(g, {"deal_damage": amount, "target": "previous-target"}, ctx)
        done += 1
    ctx.previous = list(same)
    ctx.this_way = times
    return done == times


def check(eff: dict) -> None:
    """The card format's check of a ``kxa_*`` verb (vocabulary.check_effect)."""
    if "kxa_refill_hand" in eff and eff["kxa_refill_hand"] not in ("you", "opponent"):
        raise ValueError(f"kxa_refill_hand is 'you' or 'opponent': {eff['kxa_refill_hand']!r}")
    for key in ("kxa_lose_power_counters", "kxa_purge_for_damage"):
        if key in eff and not (isinstance(eff[key], int) and not isinstance(eff[key], bool) and eff[key] >= 1):
            raise ValueError(f"{key} is a number of 1 or more: {eff[key]!r}")
    if "kxa_purge_for_damage" in eff and eff.get("target") != "previous-target":
        raise ValueError(f"kxa_purge_for_damage deals its damage to the preceding effect's creature: {eff}")


VERBS: dict[str, Callable] = {"kxa_refill_hand": kxa_refill_hand, "kxa_lose_power_counters": kxa_lose_power_counters,
                              "kxa_purge_for_damage": kxa_purge_for_damage}
PARAMS: dict[str, tuple[str, ...]] = {}
