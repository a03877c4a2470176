"""Effect verbs added for Worlds Collide card text (the third list of the set).

* ``kwc_shuffle_friendly_cards``  ``{"kwc_shuffle_friendly_cards": true}``: "shuffle each friendly
  card in play into your deck" — every creature, artifact and upgrade the resolving player
  controls leaves play into its owner's deck; how many went into the resolving player's own deck
  is the operand ``kwc.shuffled_into_yours`` ("draw a card for each card shuffled into your deck
  this way", kf:glossary/this-way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import rules as R
from .i18n import MP, M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def shuffle_friendly_cards(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/friendly, kf:glossary/leaves-play — the upgrades the player controls go first
    (each to its owner's deck; an upgrade only leaves with its creature by being discarded when it
    is still on it), then the creatures and artifacts. A card another player owns goes to that
    player's deck (kf:glossary/leaves-play: to its owner's zone); a warded creature stays
    (kf:glossary/ward). The engine puts the cards at the bottom where a real game shuffles."""
    from .zones import leave_play

    me = ctx.controller
    upgrades = [u for c in g.creatures() for u in g.upgrades_of(c) if g.controller(u) == me]
    cards = upgrades + g.creatures(me) + g.artifacts(me)
    into: dict[str, int] = {}
    done = []
    for t in cards:
        if not g.in_play(t):
            continue
        owner = g.owner(t)
        ok = leave_play(g, t, "deck", [R.ABILITY, R.FRIENDLY], M("ins Deck gemischt"))
        if ok:
            into[owner] = into.get(owner, 0) + 1
            done.append(t)
    ctx.memory["kwc_shuffled_into"] = into
    ctx.previous = done
    ctx.this_way = len(done)
    return bool(cards) and len(done) == len(cards)


def deal_own_damage(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/damage, kf:timing/damage — "deal damage to each creature equal to the amount of
    damage on that creature": each amount is read before any of it is dealt, and the damage is
    dealt to all of them at once (armor and ward apply as to any damage)."""
    from .abilities import select
    from .damage import deal_damage

    targets = select(g, eff["target"], ctx, "deal_damage")
    hits = [(t, g.card(t).get("damage") or 0) for t in targets]
    g.record("damage-equal-to-damage", [R.DAMAGE, R.ABILITY],
             M("{source}: jede Kreatur erhält so viel Schaden, wie auf ihr liegt: {hits}",
               source=g.name(ctx.source), hits=', '.join(f'{g.name(t)} {n}' for t, n in hits)))
    mark = len(g.destroyed_log)
    deal_damage(g, hits, [R.ABILITY], source=ctx.source)
    ctx.destroyed = [t for t in targets if t in g.destroyed_log[mark:]]
    ctx.this_way = len(ctx.destroyed)
    return any(n > 0 for _, n in hits)


def destroy_same_power(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/destroyed — the chosen creatures (the preceding "choose", ``ctx.previous``) and
    every creature whose power equals one of theirs, read before anything is destroyed, are
    marked together (kf:timing/destroyed)."""
    from .destroyed import destroy

    chosen = [c for c in ctx.previous if g.is_creature(c)]
    powers = {g.power(c) for c in chosen}
    targets = chosen + [c for c in g.creatures() if c not in chosen and g.power(c) in powers]
    g.record("same-power", [R.DESTROYED, R.ABILITY],
             M("{source}: die gewählten Kreaturen und jede mit Stärke {powers}: {names}",
               source=g.name(ctx.source), powers=sorted(powers), names=', '.join(g.name(t) for t in targets)))
    done = destroy(g, targets, [R.ABILITY])
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    ctx.previous = list(targets)
    return bool(targets) and len(done) == len(targets)


def destroy_thirds(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/destroyed, kf:glossary/active-player — "destroy one third of all enemy creatures
    and one third of all friendly creatures (rounding up each time)": of each side's creatures in
    play, a third rounded up; the active player chooses which (first the enemy ones, then the
    friendly ones), and all of them are destroyed at the same time."""
    from .abilities import select
    from .destroyed import destroy

    targets: list[str] = []
    for side in ("enemy", "friendly"):
        owner = g.opponent(ctx.controller) if side == "enemy" else ctx.controller
        n = -(-len(g.creatures(owner)) // 3)  # a third, rounded up
        g.record("one-third", [R.DESTROYED, R.ABILITY],
                 M("{source}: ein Drittel von {count} Kreaturen ({side}), aufgerundet: {n}",
                   source=g.name(ctx.source), count=len(g.creatures(owner)), side=side, n=n))
        if n:
            targets += select(g, {"side": side, "count": n}, ctx, "destroy")
    done = destroy(g, targets, [R.ABILITY])
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    ctx.previous = list(targets)
    return len(done) == len(targets)


def after_stolen(g: KeyForgeGame, thief: str, victim: str, n: int) -> None:
    """kf:glossary/steal — after æmber is stolen: the active player's haul this turn is remembered
    ("if your opponent stole A from you on their previous turn", ``end_turn_stolen``), and the
    "after A is stolen from you" abilities (trigger ``kwc-after-aember-stolen``; the event's player
    is the one stolen from, its amount how much) resolve (kf:rules/constant-abilities)."""
    from judge.kernel import Event

    from .play import _watched

    if thief == g.active_player():
        g.state.set("turn.kwc_stolen", (g.state.get("turn.kwc_stolen") or 0) + n)
    if _watched(g, "kwc-after-aember-stolen"):
        g.engine.window("kwc-aember-stolen", Event("aember-stolen", {"player": victim, "thief": thief, "amount": n}),
                        [R.STEAL, R.CONSTANT_ABILITIES])


def also_as(g: KeyForgeGame, iid: str, trigger: str) -> list:
    """kf:rules/constant-abilities, kf:glossary/lasting-effects — a creature's bold abilities of another
    kind that resolve as ``trigger`` too: "each friendly creature's play effect is a play/reap effect"
    (constant ``kwc_play_is_play_reap`` of a card its controller controls: its "Play:" abilities on
    reap) and "each friendly creature's fight effects and reap effects are fight/reap effects for the
    remainder of the turn" (lasting ``kwc-fight-reap`` of its controller: "Fight:" on reap, "Reap:" on
    fight). An ability that has ``trigger`` already is not added twice. Entries as text.abilities."""
    from . import text

    if trigger not in ("reap", "fight") or not g.is_creature(iid):
        return []
    me = g.controller(iid)
    others: list[tuple[str, str]] = []
    if trigger == "reap" and any(g.controller(src) == me for src, _ in g.statics_in_play("kwc_play_is_play_reap")):
        others.append(("play", R.CONSTANT_ABILITIES))
    if any(e.get("controller") == me for e in g.effects("kwc-fight-reap")):
        others.append(("fight" if trigger == "reap" else "reap", R.LASTING_EFFECTS))
    out = []
    for other, cite in others:
        for key, ab, more, granter in text.abilities(g, iid, other):
            if trigger not in ab.triggers:
                out.append((f"{key}@{trigger}", ab, [cite] + more, granter))
    return out


#: the three constant abilities of Keyforgery's text, each a sentence; the engine reads them together
KEYFORGERY = ("kwc_keyforgery", "kwc_keyforgery_reveal", "kwc_keyforgery_fail")


def keyforgery_stops(g: KeyForgeGame, player: str) -> bool:
    """kf:glossary/forge, kf:glossary/replacement-effects — "When your opponent would forge a key,
    that player names a house. Reveal a random card from your hand. If that card is not of the named
    house, destroy Keyforgery and they do not forge that key (no A is spent)." For each such card the
    opponent of ``player`` controls: ``player`` names a house, a random card of the controller's
    hand is revealed (a chance prompt); if it is not of that house the card is destroyed and the key
    is not forged (True: nothing spent). With an empty hand no card is revealed and nothing stops
    the key (docs/rulings.md, KeyForge 56)."""
    from judge.kernel import CHANCE, NotSupported

    from .cards.model import HOUSES
    from .destroyed import destroy
    from .text import own_statics

    for src, _s in g.statics_in_play("kwc_keyforgery"):
        owner = g.controller(src)
        if owner == player or not g.in_play(src):
            continue
        mine = own_statics(g, src)
        if not all(any(k in st for st in mine) for k in KEYFORGERY):
            raise NotSupported(f"{g.name(src)}: only part of its text is compiled")
        name = g.name(src)
        house = g.ask(f"name-house:{name}", M("{name}: {player} nennt eine Fraktion", name=name, player=player), [(h, h) for h in HOUSES], [R.FORGE, R.ABILITY], chooser=player)
        hand = list(g.state.get(f"players.{owner}.hand"))
        if not hand:
            g.record("keyforgery-empty", [R.FORGE, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                     M("{name}: {owner} hat keine Karte auf der Hand, nichts wird aufgedeckt; "
                       "der Schlüssel wird geschmiedet",
                       name=name, owner=owner))
            continue
        card = hand[0] if len(hand) == 1 else g.ask(
            f"random:{name}", M("{name}: welche Karte wird zufällig aufgedeckt?", name=name), [(c, g.name(c)) for c in hand], [R.ABILITY], chooser=CHANCE)
        matches = g.belongs_to(card, house)
        g.record("keyforgery-reveal", [R.FORGE, R.ABILITY],
                 M("{name}: {player} nennt {house}; {owner} deckt {card} ({card_house}) auf",
                   name=name, player=player, house=house, owner=owner, card=g.name(card),
                   card_house=g.house_of(card)))
        if not matches:
            destroy(g, [src], [R.ABILITY])
            g.record("keyforgery-stops", [R.FORGE, R.REPLACEMENT_EFFECTS],
                     M("{name}: nicht die genannte Fraktion — {player} schmiedet diesen Schlüssel nicht, "
                       "kein Æmber wird ausgegeben", name=name, player=player))
            return True
    return False


def end_turn_stolen(g: KeyForgeGame, player: str) -> None:
    """The æmber ``player`` stole during the turn now ending, kept until their next turn ends
    (operand ``<side>.kwc_stole_last_turn``); written only when it changes."""
    stolen = g.state.get("turn.kwc_stolen") or 0
    if (g.state.get(f"players.{player}.kwc_stole_last_turn") or 0) != stolen:
        g.state.set(f"players.{player}.kwc_stole_last_turn", stolen)
    if stolen:
        g.state.set("turn.kwc_stolen", 0)


def play_from_hand(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/play — a card in hand matching the target is played, whatever its house (the
    ability plays it, kf:turn/step-3); one that cannot be played stays in hand. ``kwc_stunned``:
    it enters play stunned (kf:glossary/stun; zones.fresh_in_play reads ``g.kwc_enter_stunned``)."""
    from .abilities import select
    from .play import play_card

    cards = [c for c in select(g, eff["target"], ctx, "play") if g.zone_of(c) == (ctx.controller, "hand")]
    if not cards:
        g.record("play-nothing", [R.PLAY, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{source}: keine passende Karte auf der Hand", source=g.name(ctx.source)))
        return False
    card = cards[0]
    stunned = set(getattr(g, "kwc_enter_stunned", ()))
    if eff.get("kwc_stunned"):
        g.kwc_enter_stunned = stunned | {card}
        g.record("enters-stunned", [R.STUN, R.ABILITY],
                 M("{source}: {card} kommt betäubt ins Spiel", source=g.name(ctx.source), card=g.name(card)))
    try:
        return play_card(g, card, origin=(ctx.controller, "hand"), via=ctx.source)
    finally:
        g.kwc_enter_stunned = stunned


def destroy_no_shared_trait(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/traits, kf:glossary/destroyed — read for every creature before any is destroyed:
    a creature with no trait, or whose traits (printed or gained) no other creature of the same
    battleline has, is marked; all of them are destroyed together."""
    from .destroyed import destroy

    targets = []
    for p in g.players():
        line = g.creatures(p)
        for c in line:
            mine = set(g.traits(c))
            if not any(mine & set(g.traits(o)) for o in line if o != c):
                targets.append(c)
    g.record("no-shared-trait", [R.TRAITS, R.DESTROYED, R.ABILITY],
             M("{source}: keine gemeinsame Eigenschaft mit einer anderen Kreatur derselben Kampflinie: {names}",
               source=g.name(ctx.source), names=", ".join(g.name(t) for t in targets) or MP("nothing listed", "keine")))
    done = destroy(g, targets, [R.ABILITY])
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    return bool(targets) and len(done) == len(targets)


def rearrange(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/battleline, kf:glossary/move — the resolving player chooses a player's battleline
    and then, from the left, which creature stands in each place; the creatures stay under the
    same control, only their neighbours and flanks change."""
    players = [p for p in [ctx.controller, g.opponent(ctx.controller)] if g.creatures(p)]
    if not players:
        g.record("rearrange-nothing", [R.BATTLELINE, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{source}: keine Kreaturen im Spiel", source=g.name(ctx.source)))
        return False
    whose = players[0] if len(players) == 1 else g.ask(
        f"rearrange:{g.name(ctx.source)}", M("Welche Kampflinie wird neu geordnet?"), [(p, p) for p in players], [R.BATTLELINE, R.ACTIVE_PLAYER], chooser=ctx.controller)
    left = g.creatures(whose)
    order: list[str] = []
    while left:
        pick = left[0] if len(left) == 1 else g.ask(
            f"rearrange-place:{g.name(ctx.source)}", M("Welche Kreatur kommt an Platz {place} (von links)?",
                                                       place=len(order) + 1),
            [(c, g.name(c)) for c in left], [R.BATTLELINE, R.ACTIVE_PLAYER], chooser=ctx.controller)
        order.append(pick)
        left.remove(pick)
    g.state.set(f"players.{whose}.battleline", order)
    g.forget_derived()
    g.record("rearrange", [R.BATTLELINE, R.MOVE, R.ABILITY],
             M("{source}: die Kampflinie von {whose} wird neu geordnet: {names}",
               source=g.name(ctx.source), whose=whose, names=', '.join(g.name(c) for c in order)))
    return True


def capture_split(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/capture, kf:rules/resolve-as-much-as-possible — the creature captures N æmber
    taken from the opponent's pool and the resolving player's own pool in any combination: as much
    as the two pools hold together, up to N; the resolving player chooses how much comes from the
    opponent (the rest comes from their own pool)."""
    from .abilities import select
    from .amber import capture

    creatures = [c for c in select(g, eff["target"], ctx, "capture") if g.is_creature(c)]
    if not creatures:
        return False
    creature, n = creatures[0], eff["kwc_capture_split"]
    me, opp = ctx.controller, g.opponent(ctx.controller)
    have_opp, have_me = g.player(opp)["amber"], g.player(me)["amber"]
    low, high = max(0, n - have_me), min(n, have_opp)
    if have_opp + have_me <= n:
        from_opp = have_opp
    elif low == high:
        from_opp = low
    else:
        from_opp = int(g.ask(f"capture-split:{g.name(ctx.source)}",
                             M("Wie viel Æmber von {opp} (der Rest von {me})?", opp=opp, me=me), [(str(k), str(k)) for k in range(low, high + 1)], [R.CAPTURE, R.ACTIVE_PLAYER],
                             chooser=me))
    from_me = min(n - from_opp, have_me)
    g.record("capture-split", [R.CAPTURE, R.RESOLVE_AS_MUCH_AS_POSSIBLE, R.ABILITY],
             M("{creature} erbeutet {from_opp} Æmber von {opp} und {from_me} von {me}",
               creature=g.name(creature), from_opp=from_opp, opp=opp, from_me=from_me, me=me))
    taken = capture(g, creature, from_opp, [R.ABILITY], from_player=opp) if from_opp else 0
    taken += capture(g, creature, from_me, [R.ABILITY], from_player=me) if from_me else 0
    ctx.this_way = taken
    return taken == n


def _in_play(g: KeyForgeGame) -> list[str]:
    return g.creatures() + [u for c in g.creatures() for u in g.upgrades_of(c)] + g.artifacts()


#: the option for a trait no card in play has ("choose a trait" may name any trait)
OTHER_TRAIT = "another trait"


def choose_trait(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/traits, kf:glossary/active-player — the resolving player names a trait: one of
    those the cards in play have, or another one (which no card in play has)."""
    traits = sorted({t for c in _in_play(g) for t in g.traits(c)})
    pick = g.ask(f"trait:{g.name(ctx.source)}", M("{source}: welche Eigenschaft?", source=g.name(ctx.source)), [(t, t) for t in traits] + [(OTHER_TRAIT, OTHER_TRAIT)], [R.TRAITS, R.ABILITY], chooser=ctx.controller)
    ctx.memory["kwc_trait"] = None if pick == OTHER_TRAIT else pick
    g.record("trait-chosen", [R.TRAITS, R.ABILITY],
             M("{source}: gewählt wird die Eigenschaft {pick}", source=g.name(ctx.source), pick=pick))
    return True


def purge_trait(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/purge, kf:glossary/leaves-play — each card in play with the chosen trait is purged
    (read before any leaves; a warded creature stays, kf:glossary/ward); who controlled each is
    remembered for "each card they controlled that was purged this way" (kf:glossary/this-way)."""
    from .zones import leave_play

    trait = ctx.memory.get("kwc_trait")
    cards = [c for c in _in_play(g) if trait and trait in g.traits(c)]
    by: dict[str, int] = {}
    done = []
    for c in cards:
        if not g.in_play(c):  # an upgrade discarded with its creature is not purged
            continue
        controller = g.controller(c)
        if leave_play(g, c, "purged", [R.PURGE, R.ABILITY], M("verbannt")):
            by[controller] = by.get(controller, 0) + 1
            done.append(c)
    ctx.memory["kwc_purged_by"] = by
    ctx.previous = done
    ctx.this_way = len(done)
    return bool(cards) and len(done) == len(cards)


def reap_each_neighbor(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/reap, kf:rules/using-cards-through-abilities — the neighbours the card has when
    this resolves reap, one at a time, in the order the player picks (any house; kf:glossary/may:
    once the player chose to resolve it, every neighbour that can reaps; one that cannot be used to
    reap — exhausted, "cannot reap" — does not, and the rest still resolves,
    kf:rules/resolve-as-much-as-possible)."""
    from .use import reap

    left = [c for c in g.neighbors(ctx.source)] if g.in_play(ctx.source) else []
    done = False
    while left:
        left = [c for c in left if g.is_creature(c)]
        if not left:
            break
        nxt = left[0] if len(left) == 1 else g.ask(
            f"reap-next:{g.name(ctx.source)}", M("Mit welcher Nachbarkreatur zuerst?"), [(c, g.name(c)) for c in left], [R.ACTIVE_PLAYER, R.REAP], chooser=ctx.controller)
        left.remove(nxt)
        reap(g, nxt, via_ability=True)
        done = True
    return done


def reveal_until(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:rules/resolve-as-much-as-possible (the cards stay on top of the deck, shown) — "reveal cards from the top of
    your deck until you reveal a <house> card or choose to stop": one card at a time from the top;
    a card of that house ends it; after any other card the player may stop (the first card is
    always revealed: the instruction is not a "may", docs/rulings.md, KeyForge 55); an
    empty deck ends it too. The revealed cards are "the cards revealed this way" (``previous``)."""
    house = eff["kwc_reveal_until"]
    deck = list(g.state.get(f"players.{ctx.controller}.deck"))
    shown: list[str] = []
    for card in deck:
        shown.append(card)
        hit = g.belongs_to(card, house)
        g.record("reveal", [R.ABILITY],
                 M("{source}: aufgedeckt wird {card} ({house})",
                   source=g.name(ctx.source), card=g.name(card), house=g.house_of(card)))
        if hit or len(shown) == len(deck):
            break
        if not g.yes_no(f"reveal-more:{g.name(ctx.source)}",
                        M("{source}: noch eine Karte aufdecken?", source=g.name(ctx.source)), [R.ABILITY, R.MAY], chooser=ctx.controller):
            break
    ctx.previous = shown
    ctx.memory["kwc_revealed"] = shown
    ctx.this_way = len(shown)
    return bool(shown)


def archive_revealed(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/archives — "archive each card revealed this way": the cards the preceding reveal
    showed, still on top of the deck, go into the resolving player's archives."""
    from .zones import put, take_out

    cards = [c for c in ctx.memory.get("kwc_revealed") or [] if g.zone_of(c) == (ctx.controller, "deck")]
    for c in cards:
        take_out(g, c)
        put(g, c, ctx.controller, "archives")
    if cards:
        g.record("archive", [R.ARCHIVES, R.ABILITY],
                 M("{controller} archiviert: {names}",
                   controller=ctx.controller, names=', '.join(g.name(c) for c in cards)))
    ctx.previous = cards
    ctx.this_way = len(cards)
    return bool(cards)


VERBS: dict[str, Callable] = {"kwc_shuffle_friendly_cards": shuffle_friendly_cards, "kwc_deal_own_damage": deal_own_damage,
                              "kwc_destroy_same_power": destroy_same_power, "kwc_destroy_thirds": destroy_thirds,
                              "kwc_play_from_hand": play_from_hand, "kwc_destroy_no_shared_trait": destroy_no_shared_trait,
                              "kwc_rearrange": rearrange, "kwc_capture_split": capture_split,
                              "kwc_choose_trait": choose_trait, "kwc_purge_trait": purge_trait,
                              "kwc_reap_each_neighbor": reap_each_neighbor, "kwc_reveal_until": reveal_until,
                              "kwc_archive_revealed": archive_revealed}
PARAMS: dict[str, tuple[str, ...]] = {"kwc_play_from_hand": ("kwc_stunned",)}
