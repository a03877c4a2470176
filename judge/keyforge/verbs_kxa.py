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

``{"kxa_lasting_each": <lasting>, "target": …, "duration": …}`` — Scout: "For the remainder of the turn, up to
2 friendly creatures gain skirmish.": the creatures are chosen, then the lasting effect is made on each of them
(kf:glossary/lasting-effects); "those creatures" after it are the ones chosen.

``{"kxa_fight_each": true, "target": "previous-target"}`` — Scout: "Then, fight with those creatures one at a
time.": the active player picks which fights next (kf:glossary/active-player); each fights as "fight with a
creature" does (verbs_damage.fight_with: any house, but an exhausted creature cannot be used,
kf:rules/using-cards-through-abilities), the next only after the fight before it has resolved.

``{"kxa_destroy_lower_each": <creatures>, "target": <creature filter>}`` — Exterminate! Exterminate!: "For each
friendly Mars creature you control, destroy a non-Mars creature with lower power.": the effect is resolved once
for each of the first creatures in play as it begins (kf:glossary/for-each, in the order the active player picks),
each time destroying one creature of the filter whose power is lower than that creature's power then, if there is
one (kf:rules/resolve-as-much-as-possible); each destruction resolves before the next is chosen.

``{"kxa_destroy_per_house": true, "target": <card filter>}`` — Crazy Killing Machine: "For each of those cards,
destroy a creature or artifact of that card's house, if able.": for each card the preceding effect discarded (in
the order they were discarded), one card in play of the filter that belongs to that card's house is chosen and
destroyed, if there is one (kf:glossary/for-each, kf:rules/houses); "this way" is how many were destroyed.

``{"repeat": "preceding", "kxa_swapped": true}`` — A Fair Game: "Your opponent repeats the preceding effect on
you.": abilities._repeat resolves the preceding effects once more with the context ``swapped`` gives — the
opponent resolves them (kf:glossary/repeat-preceding-effect): what said "you" is now the opponent, "your
opponent" is you; nothing chosen or counted before carries over. The active player still makes the choices
(kf:glossary/active-player).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

#: kf:rules/houses — a card's house (no constant in rules.py names it)
HOUSES_RULE = "kf:rules/houses"

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


def kxa_lasting_each(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .abilities import select
    from .lasting import create

    chosen = select(g, eff["target"], ctx, "lasting")
    made = 0
    for t in chosen:
        ctx.previous = [t]
        made += bool(create(g, {"lasting": eff["kxa_lasting_each"], "target": "previous-target",
                                "duration": eff.get("duration", "turn")}, ctx))
    ctx.previous = list(chosen)
    ctx.this_way = made
    return bool(chosen) and made == len(chosen)


def _next_in_turn(g: KeyForgeGame, ctx: Ctx, left: list[str], question, rule: str) -> str:
    """The next of ``left`` to be dealt with, one at a time: the active player picks while there is a
    choice (kf:glossary/active-player); taken out of ``left``."""
    nxt = left[0] if len(left) == 1 else g.ask(f"order:{g.name(ctx.source)}", question,
                                               [(c, g.name(c)) for c in left], [R.ACTIVE_PLAYER, rule])
    left.remove(nxt)
    return nxt


def kxa_fight_each(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .verbs import _targets
    from .verbs_damage import fight_with

    left = list(_targets(g, eff, ctx, "kxa_fight_each"))
    chosen = list(left)
    fought = 0
    while left:
        nxt = _next_in_turn(g, ctx, left, M("{source}: welche Kreatur kämpft als Nächste?", source=g.name(ctx.source)),
                            R.ABILITY)
        ctx.previous = [nxt]
        fought += bool(fight_with(g, {"fight_with": True, "target": "previous-target"}, ctx))
    ctx.previous = chosen
    return bool(chosen) and fought == len(chosen)


def kxa_destroy_lower_each(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .select import matches
    from .verbs import destroy_verb

    left = list(matches(g, eff["kxa_destroy_lower_each"], ctx, ctx.controller, "kxa_destroy_lower_each"))
    destroyed = []
    while left:
        each = _next_in_turn(g, ctx, left, M("{source}: für welche Kreatur als Nächstes?", source=g.name(ctx.source)),
                             R.FOR_EACH)
        if not g.in_play(each):
            continue
        power = g.power(each)
        g.record("for-each", [R.FOR_EACH, R.ABILITY],
                 M("{source}: für {card} (Stärke {power}) eine Kreatur mit geringerer Stärke zerstören",
                   source=g.name(ctx.source), card=g.name(each), power=power))
        destroy_verb(g, {"destroy": True, "target": {**eff["target"], "power": ["<", power]}}, ctx)
        destroyed += ctx.destroyed
    ctx.previous = destroyed
    ctx.this_way = len(destroyed)
    return bool(destroyed)


def kxa_destroy_per_house(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .verbs import destroy_verb

    those = list(ctx.memory.get("discarded") or [])
    destroyed: list[str] = []
    for c in those:
        house = g.house_of(c)
        g.record("for-each", [R.FOR_EACH, HOUSES_RULE],
                 M("{source}: für {card} eine Karte im Spiel des Hauses {house} zerstören, falls möglich",
                   source=g.name(ctx.source), card=g.name(c), house=house))
        destroy_verb(g, {"destroy": True, "target": {**eff["target"], "house": house}}, ctx)
        destroyed += ctx.destroyed
    ctx.previous = destroyed
    ctx.this_way = len(destroyed)
    return len(destroyed) == len(those)


def swapped(g: KeyForgeGame, ctx: Ctx) -> Ctx:
    from dataclasses import replace

    other = g.opponent(ctx.controller)
    g.record("kxa-repeat-swapped", [R.REPEAT_PRECEDING, R.ABILITY],
             M("{source}: {player} wiederholt den Effekt, mit vertauschten Spielern", source=g.name(ctx.source),
               player=other))
    return replace(ctx, controller=other, previous=[], chosen=[], memory={}, this_way=0)


def check(eff: dict) -> None:
    """The card format's check of a ``kxa_*`` verb (vocabulary.check_effect)."""
    if "kxa_refill_hand" in eff and eff["kxa_refill_hand"] not in ("you", "opponent"):
        raise ValueError(f"kxa_refill_hand is 'you' or 'opponent': {eff['kxa_refill_hand']!r}")
    for key in ("kxa_lose_power_counters", "kxa_purge_for_damage"):
        if key in eff and not (isinstance(eff[key], int) and not isinstance(eff[key], bool) and eff[key] >= 1):
            raise ValueError(f"{key} is a number of 1 or more: {eff[key]!r}")
    if "kxa_lasting_each" in eff:
        from .vocabulary import check_effect

        if "target" not in eff:
            raise ValueError(f"kxa_lasting_each names the creatures it chooses in 'target': {eff}")
        check_effect({"lasting": eff["kxa_lasting_each"], "target": "previous-target",
                      "duration": eff.get("duration", "turn")})
    if "kxa_fight_each" in eff and (eff["kxa_fight_each"] is not True or "target" not in eff):
        raise ValueError(f"kxa_fight_each is true and names its creatures in 'target': {eff}")
    if "kxa_destroy_lower_each" in eff:
        from .vocabulary import check_target

        each = eff["kxa_destroy_lower_each"]
        if not (isinstance(each, dict) and each.get("each") and isinstance(eff.get("target"), dict)):
            raise ValueError(f"kxa_destroy_lower_each is a filter of each creature, with a creature filter as target: {eff}")
        check_target(each)
        check_target(eff["target"])
    if "kxa_destroy_per_house" in eff and (eff["kxa_destroy_per_house"] is not True
                                           or not isinstance(eff.get("target"), dict) or "house" in eff["target"]):
        raise ValueError(f"kxa_destroy_per_house is true, with a filter (no house of its own) as target: {eff}")
    if "kxa_purge_for_damage" in eff and eff.get("target") != "previous-target":
        raise ValueError(f"kxa_purge_for_damage deals its damage to the preceding effect's creature: {eff}")


VERBS: dict[str, Callable] = {"kxa_refill_hand": kxa_refill_hand, "kxa_lose_power_counters": kxa_lose_power_counters,
                              "kxa_purge_for_damage": kxa_purge_for_damage, "kxa_lasting_each": kxa_lasting_each,
                              "kxa_fight_each": kxa_fight_each, "kxa_destroy_lower_each": kxa_destroy_lower_each,
                              "kxa_destroy_per_house": kxa_destroy_per_house}
PARAMS: dict[str, tuple[str, ...]] = {"kxa_lasting_each": ("duration",)}
