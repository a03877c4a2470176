"""Effect verbs, a condition and constant-ability checks added for Age of Ascension card text
(compiler family 'kab').

Each verb is a function (g, eff, ctx) -> bool (whether it did something), registered in
``VERBS``; the keys it takes besides the shared modifiers are listed in ``PARAMS``.
``verbs.py`` merges these tables into the engine's vocabulary. Verbs::

    kab_archive_discard_top N         the top N cards of your discard pile into your archives
    kab_each_discards_top N           each player, the active player first, discards the top N cards
                                      of their own deck ("this way": every card discarded)
    kab_owners_gain N (match)         for each card the preceding effect discarded that matches,
                                      its owner gains N
    kab_sacrifice_total_power N       sacrifice any number of friendly creatures whose power adds
                                      up to N or more (chosen one at a time)
    kab_shuffle_back [zones] (match)  shuffle any number of your cards matching from those zones (hand,
                                      discard, battleline) into their owner's deck
    kab_deal_divided amount           deal that much damage, divided among any creatures as the resolving
                                      player chooses, all at the same time
    kab_choose_player                 "choose a player": later effects say "that player"
    kab_redistribute aember|damage (side: friendly|enemy|chosen)
                                      the æmber (damage) on that side's creatures, put back among them
                                      as the resolving player chooses
    kab_destroy_most_powerful_unless F  each player who controls no creature matching F: their most
                                      powerful creature is destroyed (all at the same time)

Condition (``{"kab_attacking": <filter>}``): the card whose ability it is is the attacker of the
fight being resolved, and the creature it attacks matches the filter. Constant abilities read
here: ``kab_must_fight`` ("creatures must fight when used, if able") and ``kab_cannot_be_used``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


# -- cards between zones -------------------------------------------------------------------------
def kab_archive_discard_top(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/archives, kf:glossary/discard-pile — "archive the top card of your discard
    pile": the card put there last (the board lists the discard pile oldest first, top last)."""
    from .abilities import amount_of
    from .zones import put, take_out

    n = amount_of(g, eff["kab_archive_discard_top"], ctx)
    pile = list(g.state.get(f"players.{ctx.controller}.discard"))
    cards = list(reversed(pile[-n:])) if n > 0 else []
    for c in cards:
        take_out(g, c)
        put(g, c, ctx.controller, "archives")
        g.record("archive", [R.ARCHIVES, R.DISCARD_PILE, R.ABILITY],
                 M("{card} (oben auf dem Ablagestapel) wird archiviert", card=g.name(c)))
    ctx.previous = list(cards)
    ctx.this_way = len(cards)
    return len(cards) == n and n > 0


def kab_each_discards_top(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/discard-pile, kf:timing/simultaneous-effects — "each player discards the top N
    cards of their deck": each from their own deck, the active player first; "discarded (this
    way)" afterwards means every card either player discarded."""
    from dataclasses import replace

    from .verbs_cards import discard

    n = eff["kab_each_discards_top"]
    active = g.active_player()
    landed: list[str] = []
    done = True
    for player in (active, g.opponent(active)):
        sub = replace(ctx, controller=player, previous=[], memory=dict(ctx.memory))
        done = discard(g, {"discard": n, "from": "deck-top"}, sub) and done
        landed += sub.previous
    ctx.previous = landed
    ctx.memory["discarded"] = list(landed)
    ctx.this_way = len(landed)
    return done


def kab_owners_gain(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/for-each, kf:glossary/aember — "for each Shadows card discarded, its owner gains
    1A": once per card the preceding effect discarded that matches, for that card's owner."""
    from .amber import gain
    from .select import _fits

    spec = eff.get("match") or {}
    n = eff["kab_owners_gain"]
    hits = [c for c in ctx.previous if g.card(c) is not None and _fits(g, c, spec, ctx, ctx.controller)]
    per: dict[str, int] = {}
    for c in hits:
        per[g.owner(c)] = per.get(g.owner(c), 0) + n
    active = g.active_player()
    for player in sorted(per, key=lambda p: p != active):
        g.record("for-each", [R.FOR_EACH, R.ABILITY],
                 M("{source}: {count} passende Karte(n) von {player}",
                   source=g.name(ctx.source), count=per[player] // n, player=player))
        gain(g, player, per[player], [R.AEMBER, R.ABILITY])
    return bool(hits)


def kab_sacrifice_total_power(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/sacrifice — "sacrifice any number of creatures with total power
    of N or more": creatures the resolving player controls, chosen one at a time
    (kf:glossary/active-player); the choice may end ("done") only once their power adds up to N or
    more; they are then destroyed together. If all the player's creatures together fall short, none
    is sacrificed (kf:rules/resolve-as-much-as-possible) and "if you do" fails."""
    from .destroyed import destroy

    need = eff["kab_sacrifice_total_power"]
    name = g.name(ctx.source)
    mine = [c for c in g.creatures(ctx.controller) if not g.card(c).get("marked")]
    if sum(g.power(c) for c in mine) < need:
        g.record("cannot-sacrifice", [R.SACRIFICE, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{name}: die Kreaturen von {controller} haben zusammen weniger als {need} Stärke",
                   name=name, controller=ctx.controller, need=need))
        return False
    chosen: list[str] = []
    while True:
        total = sum(g.power(c) for c in chosen)
        left = [c for c in mine if c not in chosen]
        if not left:
            break
        options = [(c, g.name(c)) for c in left] + ([("done", "done")] if total >= need else [])
        pick = g.ask(f"sacrifice:{name}",
                     M("{name}: welche Kreatur opfern? (Stärke bisher {total}/{need})", name=name, total=total,
                       need=need),
                     options, [R.SACRIFICE, R.ACTIVE_PLAYER], chooser=ctx.controller)
        if pick == "done":
            break
        chosen.append(pick)
    g.record("sacrifice-total", [R.SACRIFICE, R.ABILITY],
             M("{name}: geopfert werden {names} (Stärke {power})",
               name=name, names=', '.join(g.name(c) for c in chosen), power=sum(g.power(c) for c in chosen)))
    done = destroy(g, chosen, [R.SACRIFICE, R.ABILITY])
    ctx.previous = list(chosen)
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    return len(done) == len(chosen)


def kab_shuffle_back(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play, kf:glossary/ability — "shuffle any number of friendly Untamed creatures
    from your hand, discard pile, or battleline back into your deck": the resolving player picks any
    number of them, one at a time (none is a valid choice); each goes into its owner's deck (one in
    play leaves play first), then the deck is shuffled (the engine keeps the order and puts the
    cards at the bottom, as verbs_decks does)."""
    from .select import _fits
    from .verbs_decks import _record_shuffle
    from .zones import leave_play, put, take_out

    player, name = ctx.controller, g.name(ctx.source)
    spec = eff.get("match") or {}
    pool = [c for z in eff["kab_shuffle_back"]
            for c in (g.creatures(player) if z == "battleline" else g.state.get(f"players.{player}.{z}"))]
    pool = [c for c in pool if _fits(g, c, spec, ctx, player)]
    chosen: list[str] = []
    while True:
        left = [c for c in pool if c not in chosen]
        if not left:
            break
        pick = g.ask(f"shuffle:{name}", M("{name}: welche Karte ins Deck mischen?", name=name), [(c, g.name(c)) for c in left] + [("done", "done")],
                     [R.ABILITY, R.ACTIVE_PLAYER], chooser=player)
        if pick == "done":
            break
        chosen.append(pick)
    moved = []
    for c in chosen:
        if g.in_play(c):
            if leave_play(g, c, "deck", [R.LEAVES_PLAY, R.ABILITY], M("ins Deck gemischt")):
                moved.append(c)
            continue
        take_out(g, c)
        put(g, c, g.owner(c), "deck")
        g.record("to-deck", [R.ABILITY], M("{name}: {card} wird ins Deck gemischt", name=name, card=g.name(c)))
        moved.append(c)
    for p in dict.fromkeys([g.owner(c) for c in moved]):
        _record_shuffle(g, p, [R.ABILITY])
    ctx.previous = list(moved)
    ctx.this_way = len(moved)
    return len(moved) == len(chosen)


def kab_destroy_most_powerful_unless(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/most-powerful, kf:glossary/destroyed — "destroy the most powerful creature controlled
    by each player who does not control a ready Untamed creature": for each player, the active player
    first, read before anything is destroyed: one who controls no creature matching the filter loses
    their most powerful creature (on a tie the active player picks one of them); the creatures are
    destroyed at the same time."""
    from .destroyed import destroy
    from .select import _fits, choose

    spec = eff["kab_destroy_most_powerful_unless"]
    active, name = g.active_player(), g.name(ctx.source)
    hit: list[str] = []
    for player in (active, g.opponent(active)):
        if any(_fits(g, c, spec, ctx, player) for c in g.creatures(player)):
            g.record("spared", [R.ABILITY],
                     M("{name}: {player} kontrolliert eine passende Kreatur und ist nicht betroffen",
                       name=name, player=player))
            continue
        hit += choose(g, {"most_powerful": True, "side": "friendly"}, ctx, "destroy", player)
    done = destroy(g, hit, [R.MOST_POWERFUL, R.ABILITY]) if hit else []
    ctx.previous = list(hit)
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    return bool(hit) and len(done) == len(hit)


def kab_deal_divided(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/damage, kf:timing/damage — "deal 2D for each friendly Brobnar creature; you may divide
    this damage among any number of creatures": the resolving player picks a creature and how much of
    what is left it is dealt, until all of it is assigned (all to one creature: not divided; each
    creature once); then all of it is dealt at the same time, each creature's share one damage
    (its armor prevents from that share)."""
    from .abilities import amount_of
    from .damage import deal_damage

    total = amount_of(g, eff["kab_deal_divided"], ctx)
    name, player = g.name(ctx.source), ctx.controller
    hits: list[tuple[str, int]] = []
    left = total
    while left > 0:
        free = [c for c in g.creatures() if c not in [h for h, _ in hits]]
        if not free:
            break
        c = g.ask(f"divide:{name}",
                  M("{name}: welche Kreatur erhält Schaden? ({left} übrig)",
                    name=name, left=left), [(x, g.name(x)) for x in free],
                  [R.ABILITY, R.ACTIVE_PLAYER], chooser=player)
        last = len(free) == 1  # the last creature left takes the rest: all of the damage is dealt
        n = left if last else int(g.ask(f"divide-amount:{name}",
                                  M("{name}: wie viel Schaden an {card}?", name=name, card=g.name(c)), [(str(k), str(k)) for k in range(left, 0, -1)],
                                         [R.ABILITY, R.ACTIVE_PLAYER], chooser=player))
        hits.append((c, n))
        left -= n
    if not hits:
        g.record("no-target", [R.RESOLVE_AS_MUCH_AS_POSSIBLE], M("{name}: kein Schaden zuzufügen", name=name))
        return False
    g.record("divided", [R.ABILITY], M("{name}: {total} Schaden aufgeteilt: {shares}", name=name, total=total,
                                       shares=", ".join(f"{g.name(c)} {n}" for c, n in hits)))
    deal_damage(g, hits, [R.ABILITY], source=ctx.source)
    ctx.previous = [c for c, _ in hits]
    return True


def kab_choose_player(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability, kf:glossary/active-player — "choose a player": the resolving player picks
    either player; the effects after it say "that player"."""
    name = g.name(ctx.source)
    pick = g.ask(f"player:{name}", M("{name}: welcher Spieler?", name=name), [(p, p) for p in g.players()], [R.ABILITY, R.ACTIVE_PLAYER], chooser=ctx.controller)
    ctx.memory["kab_player"] = pick
    g.record("player-chosen", [R.ABILITY], M("{name}: gewählt wird {pick}", name=name, pick=pick))
    return True


def kab_redistribute(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "redistribute the A (the damage) on friendly creatures among friendly
    creatures": everything on that player's creatures is taken up and put back on them as the resolving
    player chooses (how much on each, in battleline order; the last takes the rest). The æmber stays on
    creatures (it is not captured, gained or lost); the damage is not dealt (armor and ward do not
    prevent it), and a creature with damage equal to its power or more is destroyed when the state is
    checked (kf:glossary/damage; docs/rulings.md, KeyForge 49)."""
    what = "amber" if eff["kab_redistribute"] == "aember" else "damage"
    side = eff.get("side", "friendly")
    player = (ctx.controller if side == "friendly" else g.opponent(ctx.controller) if side == "enemy"
              else ctx.memory.get("kab_player"))
    name = g.name(ctx.source)
    line = g.creatures(player) if player else []
    total = sum(g.card(c).get(what) or 0 for c in line)
    if not line or total == 0:
        g.record("nothing-to-redistribute", [R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{name}: nichts umzuverteilen", name=name))
        return False
    left, shares = total, {}
    for c in line[:-1]:
        question = (M("{name}: wie viel Æmber auf {card}? ({left} übrig)", name=name, card=g.name(c), left=left)
                    if what == "amber" else
                    M("{name}: wie viel Schaden auf {card}? ({left} übrig)", name=name, card=g.name(c), left=left))
        n = int(g.ask(f"redistribute:{name}", question, [(str(k), str(k)) for k in range(left + 1)], [R.ABILITY, R.ACTIVE_PLAYER], chooser=ctx.controller))
        shares[c] = n
        left -= n
    shares[line[-1]] = left
    for c, n in shares.items():
        g.state.set(f"cards.{c}.{what}", n)
    listed = ", ".join(f"{g.name(c)} {n}" for c, n in shares.items())
    g.record("redistributed", [R.ABILITY],
             M("{name}: Æmber umverteilt: {shares}", name=name, shares=listed) if what == "amber" else
             M("{name}: Schaden umverteilt: {shares}", name=name, shares=listed))
    return True


def check(eff: dict) -> None:
    """Card-format checks of the kab verbs (vocabulary.check_effect)."""
    for key in ("kab_archive_discard_top", "kab_each_discards_top", "kab_owners_gain", "kab_sacrifice_total_power"):
        if key in eff and (not isinstance(eff[key], int) or isinstance(eff[key], bool) or eff[key] < 1):
            raise ValueError(f"{key} is a number, 1 or more: {eff[key]!r}")
    if "kab_redistribute" in eff and (eff["kab_redistribute"] not in ("aember", "damage")
                                      or eff.get("side", "friendly") not in ("friendly", "enemy", "chosen")):
        raise ValueError(f"kab_redistribute is aember or damage, side friendly, enemy or chosen: {eff}")
    if "kab_choose_player" in eff and eff["kab_choose_player"] is not True:
        raise ValueError("kab_choose_player is true")
    if "kab_deal_divided" in eff:
        from .vocabulary import check_amount

        check_amount(eff["kab_deal_divided"])
    if "kab_shuffle_back" in eff:
        zones = eff["kab_shuffle_back"]
        if not (isinstance(zones, list) and zones and set(zones) <= {"hand", "discard", "battleline"}
                and len(set(zones)) == len(zones)):
            raise ValueError(f"kab_shuffle_back lists some of hand, discard, battleline: {zones!r}")
    if "kab_destroy_most_powerful_unless" in eff:
        from .vocabulary import check_target

        if not isinstance(eff["kab_destroy_most_powerful_unless"], dict):
            raise ValueError("kab_destroy_most_powerful_unless is a creature filter")
        check_target(eff["kab_destroy_most_powerful_unless"])
    if "match" in eff and ("kab_owners_gain" in eff or "kab_shuffle_back" in eff):
        from .vocabulary import check_target

        check_target(eff["match"])


# -- the condition "while attacking ..." ----------------------------------------------------------
def attacking(g: KeyForgeGame, spec: dict, ctx: Ctx | None, player: str) -> bool:
    """kf:glossary/fight — the card whose ability it is attacks in the fight being resolved and the
    creature it attacks matches ``spec`` ("while attacking an enemy flank creature"). The engine
    knows the fight from its damage step on (``g.fighting``), the step where the keywords the
    card gains this way (poison) act (kf:glossary/poison)."""
    from .select import _fits

    fight = g.fighting or {}
    if ctx is None or fight.get("attacker") != ctx.source or not g.is_creature(fight.get("defender", "")):
        return False
    return _fits(g, fight["defender"], spec, ctx, player)


def check_condition(k: str, v: Any) -> None:
    from .vocabulary import check_target

    if k != "kab_attacking" or not isinstance(v, dict):
        raise ValueError(f"unknown condition {{{k!r}: {v!r}}}")
    check_target(v)


# -- constant abilities: "cannot be used", "must fight when used" ------------------------------------
def cannot_be_used(g: KeyForgeGame, iid: str) -> tuple[str, dict, str] | None:
    """kf:rules/constant-abilities, kf:glossary/cannot-vs-must — a constant "cannot be used (while
    …)" that reaches the card now: it cannot fight, reap or use an action or omni ability."""
    from .text import reaching

    return next(iter(reaching(g, iid, "kab_cannot_be_used")), None)


def must_fight(g: KeyForgeGame, iid: str) -> str | None:
    """kf:rules/constant-abilities — "creatures must fight when used, if able" (Little Rapscal, any
    player's creatures): the card in play that says so, if one reaches ``iid``."""
    from .text import reaching

    found = next(iter(reaching(g, iid, "kab_must_fight")), None) if g.is_creature(iid) else None
    return found[0] if found else None


VERBS: dict[str, Callable] = {
    "kab_archive_discard_top": kab_archive_discard_top,
    "kab_each_discards_top": kab_each_discards_top,
    "kab_owners_gain": kab_owners_gain,
    "kab_sacrifice_total_power": kab_sacrifice_total_power,
    "kab_shuffle_back": kab_shuffle_back,
    "kab_deal_divided": kab_deal_divided,
    "kab_choose_player": kab_choose_player,
    "kab_redistribute": kab_redistribute,
    "kab_destroy_most_powerful_unless": kab_destroy_most_powerful_unless,
}
PARAMS: dict[str, tuple[str, ...]] = {"kab_owners_gain": ("match",), "kab_shuffle_back": ("match",),
                                      "kab_redistribute": ("side",)}
