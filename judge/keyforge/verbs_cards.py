"""Effect verbs that move cards, play, use or take control of them (kf:glossary/leaves-play,
kf:glossary/purge, kf:glossary/archives, kf:glossary/control, kf:glossary/play,
kf:glossary/use, kf:glossary/as-if-you-controlled-it, kf:glossary/swap).

Every card leaving play goes to its owner's zone (``zones.leave_play``). Verbs::

    return_to_hand (target)                 purge (target, held: "until this leaves play")
    archive (target | N from hand/deck-top/discard, to_owner_hand, into: you|owner|opponent, random)
    to_deck "top" (target)                  onto its owner's deck
    discard N|"all" (from: hand|deck-top|archives, who) | (target: cards out of play)
    shuffle_into_deck (target)              put_into_play (target, enters_ready)
    control "you"|"opponent" (target)       swap (target)
    use (target, as_if_yours)               trigger_ability "reap"|"fight"|... (target, as_if_yours)
    play "deck-top"|"under-self"            put_under N (from: hand)
    ready_and_fight (target)                to_battleline (this artifact onto a flank)
    resolve_bonus (target: previous-target) "resolve its bonus icons as if you had played it"
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import gigantic
from . import rules as R
from .i18n import M
from .zones import (
    CREATURE_DEFAULTS,
    leave_archives,
    leave_play,
    owner_hand_instead,
    put,
    put_into_play as _put_into_play,
    take_control,
    take_out,
)

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def _targets(g, eff, ctx, verb, default="self"):
    from .abilities import select

    return select(g, eff.get("target", default), ctx, verb)


def _n(g, value, ctx) -> int:
    from .abilities import amount_of

    return amount_of(g, value, ctx)


def _who(g, eff, ctx):
    from .abilities import who

    return who(g, eff, ctx)


def return_to_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play — always to the owner's hand."""
    targets = _targets(g, eff, ctx, "return_to_hand")
    done = 0
    for t in targets:
        where = g.zone_of(t)
        if where and where[1] in ("battleline", "artifacts", "upgrade"):
            done += leave_play(g, t, "hand", [R.ABILITY], M("zurück auf die Hand"))
        elif where and where[1] == "discard":
            take_out(g, t)
            put(g, t, g.owner(t), "hand")
            g.record("to-hand", [R.ABILITY, R.DISCARD_PILE],
                     M("{card} kommt vom Ablagestapel auf die Hand", card=g.name(t)))
            done += 1
    ctx.this_way = done
    return bool(targets) and done == len(targets)


def purge(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/purge — out of the game, under its owner's identity card; ``held``: the
    source holds it until the source leaves play (then it returns to play). A warded
    creature is not purged (kf:glossary/ward); a card that would leave an archive it was
    put into "to go to its owner's hand instead" goes there (kf:errata/cota-175). ``targets`` (instead of
    ``target``): "purge an enemy creature and a friendly creature": each is chosen in turn, then all
    are purged together, as "purge each …" purges every card it selects."""
    from .verbs import chosen_in_turn

    targets = chosen_in_turn(g, eff, ctx, "purge")
    purged = []
    for t in targets:
        where = g.zone_of(t)
        if where and where[1] in ("battleline", "artifacts", "upgrade"):
            if not leave_play(g, t, "purged", [R.PURGE, R.ABILITY], M("verbannt")):
                continue
        elif owner_hand_instead(g, t, [R.PURGE, R.ABILITY]):
            continue
        else:
            take_out(g, t)
            put(g, t, g.owner(t), "purged")
            g.record("purge", [R.PURGE, R.ABILITY], M("{card} wird verbannt", card=g.name(t)))
        purged.append(t)
        if eff.get("held") and g.in_play(ctx.source):
            g.state.set(f"cards.{t}.held_by", ctx.source)
    ctx.this_way = len(purged)
    return bool(targets) and len(purged) == len(targets)


def archive(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/archives — into the resolving player's archives; from the hand unless the
    effect says where from; a card archived from play goes to its owner's archives unless the
    effect names the archives ("into your archives", ``into: "you"``; kf:glossary/leaves-play); ``to_owner_hand``: if it leaves that archive it goes to its
    owner's hand instead (errata such as kf:errata/cota-175); ``into: "owner"``: into the card's
    owner's archives ("put this creature into its owner's archives"); ``into: "opponent"``: into the
    resolving player's opponent's archives ("put an enemy creature into your opponent's archives")."""
    player = ctx.controller
    if "target" in eff:
        cards = _targets(g, eff, ctx, "archive")
    else:
        cards = _from_zone(g, eff.get("from", "hand"), _who(g, eff, ctx), _n(g, eff["archive"], ctx), ctx, "archive",
                           random=bool(eff.get("random")))
    archived = []
    # "put it into your archives" names the zone; so does a card that goes on "if it leaves
    # your archives ..." (kf:glossary/archives).
    names_yours = eff.get("into") == "you" or eff.get("to_owner_hand") or any(
        "archived_to_owner_hand" in e for e in ctx.rest[:1])
    for c in cards:
        into = eff.get("into")
        dest = g.owner(c) if into == "owner" else g.opponent(player) if into == "opponent" else player
        if g.in_play(c) and into is None and not names_yours:
            # kf:glossary/leaves-play — a card leaving play goes to its OWNER's out-of-play
            # zone unless the effect names the zone: "archive a friendly creature" puts a
            # creature taken from the opponent into the opponent's archives.
            dest = g.owner(c)
            if dest != player:
                g.record("archive-to-owner", [R.LEAVES_PLAY, R.ARCHIVES],
                         M("{card}: der Effekt nennt kein Archiv, also das des Besitzers ({dest}) — "
                           "Lesart: docs/rulings.md, KeyForge 39",
                           card=g.name(c), dest=dest))
        if g.in_play(c):
            # "put it into your archives": the card says which archive
            if not leave_play(g, c, "archives", [R.ARCHIVES, R.ABILITY], M("archiviert"), to_player=dest):
                continue  # kf:glossary/ward: it stays in play
        elif owner_hand_instead(g, c, [R.ARCHIVES, R.ABILITY]):
            continue
        else:
            _lift(g, c, ctx)
            put(g, c, dest, "archives")
            g.record("archive", [R.ARCHIVES, R.ABILITY], M("{card} wird archiviert", card=g.name(c)))
        archived.append(c)
        if eff.get("to_owner_hand") and g.owner(c) != dest:
            # remembered with the errata of the card that says so, for the trace to cite
            g.state.set(f"cards.{c}.to_owner_hand", list(g.cdef(ctx.source).errata) or True)
    ctx.previous = list(archived)
    ctx.this_way = len(archived)
    return bool(archived) and len(archived) == len(cards)


def _lift(g: KeyForgeGame, c: str, ctx: Ctx) -> None:
    """Take a card from its zone, or from beneath the source card."""
    under = list(g.card(ctx.source).get("under") or [])
    if c in under:
        g.state.set(f"cards.{ctx.source}.under", [u for u in under if u != c])
    else:
        take_out(g, c)


def _from_zone(g: KeyForgeGame, zone: str, player: str, n: int, ctx: Ctx, verb: str, random: bool = False) -> list[str]:
    """``n`` cards from ``player``'s zone: the top of the deck, the cards beneath this card,
    or chosen (or picked at random) from hand/discard."""
    if zone == "deck-top":
        return list(g.state.get(f"players.{player}.deck"))[:n]
    if zone == "under-self":
        return list(g.card(ctx.source).get("under") or [])[:n]
    return _choose_among(g, list(g.state.get(f"players.{player}.{zone}")), n, ctx, verb, player, random)


def _choose_among(
    g: KeyForgeGame, cards: list[str], n: int, ctx: Ctx, verb: str, player: str, random: bool = False
) -> list[str]:
    """``n`` of ``cards``, chosen by ``player`` — or picked at random: a chance prompt
    (``CHANCE``) that the scenario answers with what came up, and the explorer follows
    every way (kf:glossary/ability: the card says how its cards are picked)."""
    from judge.kernel import CHANCE

    if n >= len(cards):
        return cards
    name = g.name(ctx.source)
    if random:
        pid = f"random:{name}"
        question = M("{name}: welche Karte wird zufällig gezogen ({verb})?", name=name, verb=verb)
    else:
        pid, question = f"{verb}:{name}", M("{name}: welche Karte ({verb})?", name=name, verb=verb)
    chosen = []
    for _ in range(n):
        left = [c for c in cards if c not in chosen]
        chosen.append(g.ask(pid, question, [(c, g.name(c)) for c in left], [R.ABILITY],
                            chooser=CHANCE if random else player))
    if random:  # a random set of cards: the order they came up in means nothing
        return [c for c in cards if c in chosen]
    return chosen


def discard(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/discard-pile — cards from a zone to their owner's discard pile;
    "this way" counts only those that got there."""
    player = _who(g, eff, ctx)
    zone = eff.get("from", "hand")
    count = len(g.state.get(f"players.{player}.{'deck' if zone == 'deck-top' else zone}"))
    n = count if eff["discard"] == "all" else _n(g, eff["discard"], ctx)
    if "target" in eff:  # named or chosen cards out of play: "discard that card", "a creature from your hand"
        cards = [c for c in _targets(g, eff, ctx, "discard") if not g.in_play(c)]
        n = len(cards)
    elif zone == "deck-top" and eff.get("look"):
        # "look at the top N cards, discard M of them": the rest stay where they were
        seen = list(g.state.get(f"players.{player}.deck"))[: _n(g, eff["look"], ctx)]
        cards = _choose_among(g, seen, n, ctx, "discard", player)
    else:
        cards = _from_zone(g, zone, player, n, ctx, "discard", random=bool(eff.get("random")))
    landed = []
    from_hand = {c: g.zone_of(c)[0] for c in cards if (g.zone_of(c) or ("", ""))[1] == "hand"}
    for c in cards:
        went = leave_archives(g, c, "discard", [R.ABILITY]) if (g.zone_of(c) or ("", ""))[1] == "archives" else None
        if went is None:
            take_out(g, c)
            put(g, c, g.owner(c), "discard")
            went = "discard"
        if went == "discard":
            landed.append(c)
    if landed:
        names = ", ".join(g.name(c) for c in landed)
        g.record("discard", [R.DISCARD_PILE, R.ABILITY], M("{player} legt ab: {names}", player=player, names=names))
    from .kcc_done import note_discarded  # "… discarded an Untamed card from your hand this turn"

    for owner in sorted({g.owner(c) for c in from_hand}):
        note_discarded(g, owner, [c for c in from_hand if g.owner(c) == owner and c in landed])
    ctx.previous = list(landed)
    ctx.memory["discarded"] = list(landed)  # "the discarded card" after later effects chose others (select._anchor)
    ctx.this_way = len(landed)
    if from_hand:  # "after a card is discarded from your hand" (Auto-Encoder, kmc.discarded_from_hand)
        from .kmc import discarded_from_hand

        for hand in dict.fromkeys(from_hand.values()):
            discarded_from_hand(g, [c for c in landed if from_hand.get(c) == hand], hand)
    return len(landed) == n and (bool(landed) or "target" not in eff)


def shuffle_into_deck(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play — into its owner's deck (the engine puts it at the bottom
    where a real game shuffles, so the outcome stays deterministic)."""
    targets = _targets(g, eff, ctx, "shuffle_into_deck")
    done = [leave_play(g, t, "deck", [R.ABILITY], M("ins Deck gemischt"))
            for t in targets]
    # "for each creature shuffled into their deck this way" (kf:glossary/this-way; verbs_kcc.amount)
    ctx.memory["kcc_shuffled"] = [t for t, d in zip(targets, done) if d]
    ctx.this_way = len(ctx.memory["kcc_shuffled"])
    return bool(targets) and all(done)


def to_deck(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play — on top of its owner's deck."""
    targets = _targets(g, eff, ctx, "to_deck")
    done = 0
    for t in targets:
        if g.in_play(t):
            done += leave_play(g, t, "deck", [R.ABILITY], M("oben auf das Deck"),
                               index=0)
        elif owner_hand_instead(g, t, [R.ABILITY]):
            continue
        else:
            done += 1
            take_out(g, t)
            put(g, t, g.owner(t), "deck", 0)
            g.record("to-deck", [R.ABILITY],
                     M("{card} kommt oben auf das Deck von {owner}", card=g.name(t), owner=g.owner(t)))
    return bool(targets) and done == len(targets)


def put_into_play(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/play — put into play under the resolving player's control (not played)."""
    targets = [t for t in _targets(g, eff, ctx, "put_into_play") if not g.in_play(t)]
    # kf:glossary/gigantic — one half alone fails; both halves enter as one creature
    enter, lone = gigantic.pair_up(g, targets)
    for t in lone:
        gigantic.half_fails(g, t, M("das Ins-Spiel-Bringen"))
    for t, partner in enter:
        if owner_hand_instead(g, t, [R.ABILITY]):  # kf:errata/cota-175: leaving that archive
            continue
        take_out(g, t)
        if partner:
            gigantic.join(g, t, partner, M("ins Spiel gebracht"))
        _put_into_play(g, t, ctx.controller, [R.ABILITY], ready=bool(eff.get("enters_ready")))
    if lone or any(partner for _, partner in enter):  # "give them ...": the creatures that entered
        ctx.previous = [t for t, _ in enter if g.in_play(t)]
    return bool(targets)


def control(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/control — ``"you"`` take control of the target, ``"opponent"``: your
    opponent gains control of it."""
    player = ctx.controller if eff["control"] == "you" else g.opponent(ctx.controller)
    targets = _targets(g, eff, ctx, "control")
    return bool(targets) and all([take_control(g, t, player, [R.ABILITY]) for t in targets])


def swap(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/swap — two creatures controlled by the same player change places; a
    creature never moves to another player's battleline."""
    if not g.is_creature(ctx.source):
        return False
    targets = _targets(g, eff, ctx, "swap", default="other-friendly-creature")
    if not targets or g.controller(targets[0]) != g.controller(ctx.source):
        g.record(
            "no-swap",
            [R.SWAP, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            M("{source}: kein Tausch möglich (nur Kreaturen desselben Spielers)", source=g.name(ctx.source)),
        )
        return False
    player = g.controller(ctx.source)
    line = g.creatures(player)
    i, j = line.index(ctx.source), line.index(targets[0])
    line[i], line[j] = line[j], line[i]
    g.state.set(f"players.{player}.battleline", line)
    g.record("swap", [R.SWAP, R.ABILITY],
             M("{source} tauscht mit {target}", source=g.name(ctx.source), target=g.name(targets[0])))
    return True


def use(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:rules/using-cards-through-abilities, kf:glossary/as-if-you-controlled-it — use a card
    (any house); "as if it were yours": its abilities resolve for you, you never control it."""
    from .use import use_via_ability

    targets = _targets(g, eff, ctx, "use", default="artifact")
    if not targets:
        return False
    return use_via_ability(g, targets[0], ctx.controller, as_if=bool(eff.get("as_if_yours")))


def trigger_ability(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/as-if-you-controlled-it — trigger another card's bold ability without
    using it (it does not exhaust), resolved by you as if you controlled it."""
    from .abilities import resolve_ability
    from .text import abilities

    targets = _targets(g, eff, ctx, "trigger_ability", default="other-creature")
    if not targets:
        return False
    t = targets[0]
    found = abilities(g, t, eff["trigger_ability"])
    g.record(
        "trigger-ability",
        [R.AS_IF_YOURS, R.ABILITY] if eff.get("as_if_yours") else [R.ABILITY],
        M("{player} löst die {ability}-Fähigkeit von {card} aus (als ob er sie kontrollieren würde)",
          player=ctx.controller, ability=eff["trigger_ability"], card=g.name(t)) if eff.get("as_if_yours") else
        M("{player} löst die {ability}-Fähigkeit von {card} aus", player=ctx.controller,
          ability=eff["trigger_ability"], card=g.name(t)),
    )
    for _, ab, _, granter in found:
        resolve_ability(g, t, ab, eff["trigger_ability"], ctx.event, ctx.controller, as_if=bool(eff.get("as_if_yours")),
                        granter=granter)
    return bool(found)


def play(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/play — play a card from somewhere other than the hand: the top of the deck
    (not limited by the first-turn rule), or the card beneath this one. A card
    that cannot be played goes back where it was."""
    from .play import play_card

    player = ctx.controller
    if eff["play"] == "deck-top":
        deck = g.state.get(f"players.{player}.deck")
        if not deck:
            return False
        return play_card(g, deck[0], origin=(player, "deck"), via=ctx.source)
    under = list(g.card(ctx.source).get("under") or [])
    if not under:
        return False
    c = under[0]
    g.state.set(f"cards.{ctx.source}.under", under[1:])
    put(g, c, player, "hand")  # briefly: play_card takes it from there, or puts it back under
    if not play_card(g, c, origin=(player, "hand"), via=ctx.source):
        take_out(g, c)
        g.state.set(f"cards.{ctx.source}.under", [c] + under[1:])
        return False
    return True


def put_under(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """Put cards face down beneath this card (they leave with it, kf:glossary/leaves-play)."""
    cards = _from_zone(g, eff.get("from", "hand"), ctx.controller, _n(g, eff["put_under"], ctx), ctx, "put_under")
    for c in cards:
        take_out(g, c)
    if cards:
        g.state.set(f"cards.{ctx.source}.under", list(g.card(ctx.source).get("under") or []) + cards)
        g.record("put-under", [R.ABILITY],
                 M("{count} Karte(n) verdeckt unter {source}", count=len(cards), source=g.name(ctx.source)))
    return bool(cards)


def ready_and_fight(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ready-and-fight"""
    from .use import ready_and_fight as rf

    targets = _targets(g, eff, ctx, "ready_and_fight")
    g.last_fight = None
    fought = bool(targets) and rf(g, targets[0])
    if fought and g.last_fight:
        ctx.memory["attacked"] = g.last_fight["defender"]  # "the attacked creature"
    return fought


def to_battleline(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """An artifact puts itself on a flank of its controller's battleline, where a constant
    ability makes it count as a creature (kf:rules/creatures, kf:glossary/flank); it stays
    the same card in play, exhausted or ready as it was."""
    from .play import enter_battleline

    iid, player = ctx.source, g.controller(ctx.source)
    if iid not in g.artifacts(player):
        return False
    g.state.remove(f"players.{player}.artifacts", iid)
    for key, value in CREATURE_DEFAULTS.items():  # what a creature has that an artifact lacks
        if g.card(iid).get(key) is None:
            g.state.set(f"cards.{iid}.{key}", value)
    enter_battleline(g, iid, player, None, None, [R.ABILITY, R.FLANK])
    return True


def resolve_bonus(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/bonus-icons, kf:rules/aember-bonus — "resolve its bonus icons as if you had
    played it": the card's æmber bonus and bonus icons, top to bottom, for the resolving player,
    wherever the card is now (revealed, purged, discarded); it is not played."""
    from .play import resolve_bonus as resolve

    targets = _targets(g, eff, ctx, "resolve_bonus", default="previous-target")
    for t in targets:
        g.record("bonus-as-if-played", [R.BONUS_ICONS, R.AEMBER_BONUS, R.ABILITY],
                 M("{source}: die Bonussymbole von {card} werden für {controller} abgehandelt, als ob gespielt "
                   "(die Karte wird nicht gespielt)",
                   source=g.name(ctx.source), card=g.name(t), controller=ctx.controller))
        resolve(g, t, ctx.controller, as_if=True)
    return bool(targets)


VERBS: dict[str, Callable] = {
    "resolve_bonus": resolve_bonus,
    "return_to_hand": return_to_hand,
    "purge": purge,
    "archive": archive,
    "discard": discard,
    "shuffle_into_deck": shuffle_into_deck,
    "put_into_play": put_into_play,
    "to_deck": to_deck,
    "control": control,
    "swap": swap,
    "use": use,
    "trigger_ability": trigger_ability,
    "play": play,
    "put_under": put_under,
    "ready_and_fight": ready_and_fight,
    "to_battleline": to_battleline,
}
PARAMS: dict[str, tuple[str, ...]] = {
    "purge": ("held", "targets"),
    "archive": ("from", "to_owner_hand", "into", "random"),
    "discard": ("from", "look", "random"),
    "put_into_play": ("enters_ready",),
    "put_under": ("from",),
}
