"""Effect verbs added for compiled Mass Mutation card text (the compiler's 'kmc' family). Each verb is a
function (g, eff, ctx) -> bool (whether it did something), registered in ``VERBS``; ``verbs.py`` merges
this table into the engine's vocabulary, ``check`` is the card format's check of them (vocabulary.py).

    kmc_move_half_aember "up"        ``"from"``: a creature; half the æmber on it, rounded up, moves to
                                     the resolving player's pool (kf:glossary/move); the creature is
                                     "that creature" for the next effect
    kmc_put_into_play_owner true     ``"target"``: cards out of play, each put into play under its owner's
                                     control (kf:glossary/play: put into play, not played)
    kmc_each_player {effect}         the effect once for each player, the active player first, each time
                                     for that player ("your hand" is theirs); ``reveal_hand``: each first
                                     reveals their hand
    kmc_remove_token <kind>          ``"target"``: one token of that kind comes off the card (kf:glossary/
                                     other-tokens); done only if it had one ("if you do")
    kmc_next_action_to_hand true     "after you resolve your next action card this turn, return it to your
                                     hand instead of placing it in your discard pile" (kmc.action_back_to_hand)
    kmc_name_card true               the resolving player names a card: one of the names of the cards in this
                                     game, or another (which no card here has); later effects say "that name"
    kmc_named_cannot_be_played true  "until <this card> leaves play, cards with that name cannot be played"
                                     (kmc.named_block)
    kmc_when_leaves [effects]        "when <this card> leaves play, …": the effects wait on the card and
                                     resolve when it leaves play (kmc.on_leaving), for the player who
                                     resolved this ability
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def kmc_move_half_aember(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/move — æmber moved to a pool is neither stolen nor gained from the opponent: half of
    what the chosen creature has, rounded up (a creature without æmber can be chosen; nothing moves)."""
    from .abilities import select, who

    found = select(g, eff["from"], ctx, "move_aember")
    if not found:
        return False
    creature, pool = found[0], who(g, eff, ctx)
    have = g.card(creature).get("amber") or 0
    n = (have + 1) // 2
    g.state.add(f"cards.{creature}.amber", -n)
    g.state.add(f"players.{pool}.amber", n)
    g.record("move-aember", [R.MOVE, R.ABILITY],
             M("die Hälfte von {have} Æmber (aufgerundet: {n}) von {creature} in den Vorrat von {pool} verschoben",
               have=have, n=n, creature=g.name(creature), pool=pool))
    ctx.this_way = n
    return n > 0


def kmc_when_leaves(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play — a delayed effect on the card itself: remembered on it with the player
    who resolved the ability ("your opponent" is that player's opponent, whoever controls the card then)."""
    if not g.in_play(ctx.source):
        g.record("kmc-when-leaves-gone", [R.LEAVES_PLAY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{source} ist nicht mehr im Spiel: der Effekt „wenn es das Spiel verlässt“ entfällt",
                   source=g.name(ctx.source)))
        return False
    waiting = list(g.card(ctx.source).get("kmc_when_leaves") or [])
    g.state.set(f"cards.{ctx.source}.kmc_when_leaves", waiting + [{"player": ctx.controller, "effects": eff["kmc_when_leaves"]}])
    g.record("kmc-when-leaves", [R.LEAVES_PLAY, R.ABILITY],
             M("{source}: wenn es das Spiel verlässt, wird der Effekt für {controller} abgehandelt",
               source=g.name(ctx.source), controller=ctx.controller))
    return True


def kmc_put_into_play_owner(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/play, kf:glossary/control — "put it into play under its owner's control": as "put into
    play" (verbs_cards.put_into_play) for the card's owner, whoever resolves the ability."""
    from dataclasses import replace

    from .abilities import select
    from .verbs_cards import put_into_play

    cards = [c for c in select(g, eff["target"], ctx, "put_into_play") if not g.in_play(c)]
    done = bool(cards)
    for c in cards:
        g.record("kmc-under-owner", [R.CONTROL, R.ABILITY],
                 M("{card} kommt unter die Kontrolle seines Besitzers {owner}", card=g.name(c), owner=g.owner(c)))
        sub = replace(ctx, controller=g.owner(c), previous=[c])
        done = put_into_play(g, {"put_into_play": True, "target": "previous-target"}, sub) and done
    ctx.previous = [c for c in cards if g.in_play(c)]
    return done


#: what "each player …" may do here (verbs_amber.each_player has the æmber ones)
EACH_PLAYER_VERBS = ("put_into_play",)


def kmc_each_player(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:timing/simultaneous-effects — "each player reveals their hand and puts each creature from their
    hand into play ready": the inner effect for each player in turn, the active player first, read from
    that player's side; revealing shows the hand and changes nothing."""
    from dataclasses import replace

    from .verbs import VERBS

    inner = eff["kmc_each_player"]
    verb = next(k for k in inner if k in VERBS)
    active = g.active_player()
    done = False
    for player in (active, g.opponent(active)):
        if eff.get("reveal_hand"):
            hand = g.state.get(f"players.{player}.hand")
            shown = ", ".join(g.name(c) for c in hand) or "—"
            g.record("reveal-hand", [R.ABILITY, R.TIMING_SIMULTANEOUS],
                     M("{player} deckt die Hand auf: {shown}", player=player, shown=shown))
        sub = replace(ctx, controller=player, previous=list(ctx.previous))
        done = bool(VERBS[verb](g, inner, sub)) or done
    return done


def kmc_remove_token(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/other-tokens — "remove a warrant counter from <this card>": one of them; without one
    nothing happens and the effect is not done (kf:glossary/if-you-do)."""
    from .abilities import select

    kind = eff["kmc_remove_token"]
    cards = select(g, eff["target"], ctx, "remove_token")
    for c in cards[:1]:
        tokens = dict(g.card(c).get("tokens") or {})
        if tokens.get(kind, 0) <= 0:
            g.record("kmc-no-token", [R.OTHER_TOKENS, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                     M("{card} hat keinen Marker ({kind}) zum Entfernen", card=g.name(c), kind=kind))
            return False
        tokens[kind] -= 1
        if not tokens[kind]:
            tokens.pop(kind)
        g.state.set(f"cards.{c}.tokens", tokens)
        g.record("token-removed", [R.OTHER_TOKENS, R.ABILITY],
                 M("{card}: 1 Marker ({kind}) entfernt", card=g.name(c), kind=kind))
        ctx.this_way = 1
        return True
    return False


def kmc_next_action_to_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/lasting-effects, kf:rules/action-cards — for the rest of the turn, the next action card played
    goes back to its owner's hand once it has resolved."""
    from .kmc import next_action_to_hand

    next_action_to_hand(g)
    g.record("kmc-next-action", [R.LASTING_EFFECTS, R.ACTION_CARDS],
             M("{source}: die nächste Aktionskarte in diesem Zug kommt nach dem Abhandeln zurück auf die Hand",
               source=g.name(ctx.source)))
    return True


OTHER_NAME = "other"


def kmc_name_card(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "name a card": any card may be named; the options are the names of the cards in
    this game and "other" (a name no card here has: it can match nothing, so all such names do the same)."""
    names = sorted({g.cdef(c).name for c in g.state.data["cards"]})
    pick = g.ask(f"name:{g.name(ctx.source)}", M("{source}: welche Karte wird genannt?", source=g.name(ctx.source)),
                 [(n, n) for n in names] + [(OTHER_NAME, "another card")], [R.ABILITY, R.ACTIVE_PLAYER])
    ctx.memory["kmc_named"] = None if pick == OTHER_NAME else pick
    g.record("kmc-named", [R.ABILITY], M("{source}: genannt wird {pick}", source=g.name(ctx.source), pick=pick))
    return True


def kmc_named_cannot_be_played(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/cannot-vs-must, kf:glossary/lasting-effects — the named card's title cannot be played by either
    player while this card stays in play (remembered on it; zones.leave_play forgets it)."""
    name = ctx.memory.get("kmc_named")
    if not g.in_play(ctx.source) or "kmc_named" not in ctx.memory:
        return False
    if name:
        g.state.set(f"cards.{ctx.source}.kmc_named", list(g.card(ctx.source).get("kmc_named") or []) + [name])
    g.record("kmc-named-blocked", [R.CANNOT_VS_MUST, R.LASTING_EFFECTS],
             M("Solange {source} im Spiel ist, können Karten namens {named} nicht gespielt werden",
               source=g.name(ctx.source), named=name or M("(keine hier)")))
    return True


def check(eff: dict) -> None:
    """The card format's check of a ``kmc_*`` verb (vocabulary.check_effect)."""
    if "kmc_put_into_play_owner" in eff and (eff["kmc_put_into_play_owner"] is not True or "target" not in eff):
        raise ValueError(f"kmc_put_into_play_owner is true and names its cards in 'target': {eff}")
    if "kmc_next_action_to_hand" in eff and eff["kmc_next_action_to_hand"] is not True:
        raise ValueError(f"kmc_next_action_to_hand is true: {eff['kmc_next_action_to_hand']!r}")
    for key in ("kmc_name_card", "kmc_named_cannot_be_played"):
        if key in eff and eff[key] is not True:
            raise ValueError(f"{key} is true: {eff[key]!r}")
    if "kmc_remove_token" in eff:
        from .select import TOKEN_KINDS

        if eff["kmc_remove_token"] not in TOKEN_KINDS or "target" not in eff:
            raise ValueError(f"kmc_remove_token is a token kind ({', '.join(TOKEN_KINDS)}) with a target: {eff}")
    if "kmc_each_player" in eff:
        from .vocabulary import check_effect

        inner = eff["kmc_each_player"]
        if not (isinstance(inner, dict) and any(v in inner for v in EACH_PLAYER_VERBS)):
            raise ValueError(f"kmc_each_player is one effect of {', '.join(EACH_PLAYER_VERBS)}: {inner!r}")
        if eff.get("reveal_hand", True) is not True:
            raise ValueError(f"reveal_hand is true: {eff['reveal_hand']!r}")
        check_effect(inner)
    if "kmc_when_leaves" in eff:
        from .vocabulary import check_effect

        inner = eff["kmc_when_leaves"]
        if not (isinstance(inner, list) and inner and all(isinstance(e, dict) for e in inner)):
            raise ValueError(f"kmc_when_leaves is a list of effects: {inner!r}")
        for e in inner:
            check_effect(e)
    if "kmc_move_half_aember" in eff:
        if eff["kmc_move_half_aember"] != "up" or "from" not in eff:
            raise ValueError(f"kmc_move_half_aember is 'up' (rounded up) and names its creature in 'from': {eff}")


VERBS: dict[str, Callable] = {"kmc_move_half_aember": kmc_move_half_aember, "kmc_when_leaves": kmc_when_leaves,
                              "kmc_put_into_play_owner": kmc_put_into_play_owner, "kmc_each_player": kmc_each_player,
                              "kmc_remove_token": kmc_remove_token, "kmc_next_action_to_hand": kmc_next_action_to_hand,
                              "kmc_name_card": kmc_name_card, "kmc_named_cannot_be_played": kmc_named_cannot_be_played}
PARAMS: dict[str, tuple[str, ...]] = {"kmc_move_half_aember": ("from",), "kmc_when_leaves": (), "kmc_put_into_play_owner": (),
                                     "kmc_each_player": ("reveal_hand",), "kmc_remove_token": (),
                                     "kmc_next_action_to_hand": (), "kmc_name_card": (),
                                     "kmc_named_cannot_be_played": ()}
