"""Instructions about cards and resources (the card compiler's cards family; registered with
``effects.verb``, loaded by ``effects.py``; tokens and playing cards by an effect are in
``effects_play.py``, the load-time checks in ``checks_cards.py``). Each verb names the rules
it applies.

Who acts: an instruction is carried out by the controller of the spell or ability unless it
says otherwise with ``who`` (``WHO``): the chosen player ("choose an opponent … they …"),
the controller or owner of what the previous instruction affected ("its controller draws 2"
— looking back at it as it was, rb:563.2.c.9), each player, each opponent (in turn order,
rb:503.2.a). ``for_each_of`` multiplies a count by what a player has ("draw 1 for each of your
Mighty units"; ``targets.COUNTED``).

Cards seen: ``look_top`` and ``reveal`` (the top of a main deck) and ``reveal_hand`` make a
set of cards the following instructions work on while they stay where they were seen
(rb:600.1.a.2, rb:600.4): ``from_seen`` puts some of them into the hand, banishes, recycles
or discards them, or only chooses them ("that card"); ``{"count": "all"}`` is "the rest".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.kernel.choices import DONE

from . import actions
from .effects import source_label, verb
from .i18n import M, MP
from .targets import Ctx, operand
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame

#: who carries out an instruction (``who``)
WHO = ("you", "chosen", "controller-of-it", "owner-of-it", "each", "each-opponent")
#: the verbs that read ``who`` and ``for_each_of`` (checks.py refuses them elsewhere)
PLAYER_VERBS = ("draw", "discard", "discard_hand", "channel", "score", "reveal", "reveal_hand", "token", "play",
                "look_top")
COUNTING_VERBS = ("draw", "channel", "token", "discard")
#: where ``from_seen`` puts the cards it takes
SEEN_TO = ("hand", "banish", "recycle", "discard", "choose", "trash")


def players(g: "RiftboundGame", ctx: Ctx, e: dict) -> tuple[list[str], list[str]]:
    """The players who carry out instruction ``e``, and the rules that say so."""
    who = e.get("who", "you")
    if who == "you":
        return [ctx.controller], []
    if who == "chosen":
        return [p for p in ctx.chosen_players if p in g.players()], ["rb:559.1"]
    if who in ("controller-of-it", "owner-of-it"):
        out = []
        for iid in ctx.previous:
            if not g.card(iid):
                continue
            if who == "owner-of-it":
                p = g.owner(iid)
            else:  # as it was before the previous instruction moved it (rb:563.2.c.9)
                p = ctx.known.get(iid, {}).get("controller") or g.controller(iid)
            if p not in out:
                out.append(p)
        return out, ["rb:563.2.c.9"]
    order = g.in_order_from(g.turn_player)
    if who == "each":
        return order, ["rb:503.2.a"]
    return [p for p in order if not g.friendly(p, ctx.controller)], ["rb:503.2.a"]


def times(g: "RiftboundGame", ctx: Ctx, e: dict, n: int, player: str) -> int:
    """``n``, or ``n`` for each of what ``for_each_of`` counts for ``player``."""
    if "for_each_of" not in e:
        return n
    what = e["for_each_of"]
    return n * operand(g, Ctx(source=ctx.source, controller=player, label=ctx.label), what)


@verb("draw", targets=False)
def _draw(g, ctx, e, targets, cites):
    """rb:591 — draw N (``who`` draws; rb:591.2.b)."""
    who, extra = players(g, ctx, e)
    drawn = 0
    for p in who:
        drawn += actions.draw(g, p, times(g, ctx, e, e["draw"], p), cites + extra + ["rb:591.2.b"])
    return drawn > 0


@verb("discard", targets=False)
def _discard(g, ctx, e, targets, cites):
    """rb:598.4 — as many as possible; further discard instructions are ignored."""
    who, extra = players(g, ctx, e)
    discarded: list[str] = []
    for p in who:
        discarded += actions.discard(g, p, times(g, ctx, e, e["discard"], p), cites + extra + ["rb:598.4"],
                                     f"discard:{ctx.name}")
    if discarded:  # "discard 1. Deal its energy cost …": "it" is the discarded card
        ctx.previous = discarded
        from .rxa_rules import note_discarded  # "based on the discarded card's type" (branch rxa)

        note_discarded(ctx, discarded)
    return bool(discarded)


@verb("discard_hand", targets=False)
def _discard_hand(g, ctx, e, targets, cites):
    """'… discards their hand' — every card in it (rb:598.1)."""
    who, extra = players(g, ctx, e)
    done = False
    for p in who:
        hand = g.state.get(f"players.{p}.hand")
        done |= bool(actions.discard(g, p, len(hand), cites + extra, f"discard:{ctx.name}"))
    return done


@verb("recycle")
def _recycle(g, ctx, e, targets, cites):
    """rb:594 — "recycle N from your trash": as many as possible from the zone, the player
    picks which (rb:594.4, rb:594.6); ``from`` runes: runes on the board, to the bottom of
    the rune deck (rb:594.1.b, "recycle one of your runes"); with a ``target`` (a card chosen in the trash, "that
    card"): those cards, each to the bottom of its owner's deck (rb:594.1)."""
    if "target" in e:
        ids = [i for i in targets or [] if g.card(i) and g.zone(i) in ("hand", "trash", "deck", "banish")][:e["recycle"]]
        for owner in dict.fromkeys(g.owner(i) for i in ids):
            actions.recycle(g, owner, [i for i in ids if g.owner(i) == owner], cites + ["rb:594.2.a"],
                            by=ctx.controller)
        actions.recycled(g, ctx.controller, ids)
        return bool(ids)
    if e.get("from") == "trashes":  # "recycle up to 4 cards from trashes": any player's (rb:594.6)
        return _recycle_from_trashes(g, ctx, e, cites)
    zone = e.get("from", "trash")
    pool = g.state.get(f"players.{ctx.controller}.{zone}")
    chosen = actions.choose_cards(g, ctx.controller, pool, min(e["recycle"], len(pool)), f"recycle:{ctx.name}",
                                  M("recyceln"), cites + ["rb:594.6"])
    if chosen:
        actions.recycle(g, ctx.controller, chosen, cites + ["rb:594.4", "rb:594.6"])
    return len(chosen) == e["recycle"]


def _recycle_from_trashes(g, ctx, e, cites) -> bool:
    pool = [i for p in g.in_order_from(ctx.controller) for i in g.state.get(f"players.{p}.trash")]
    picked: list[str] = []
    while pool and len(picked) < e["recycle"]:
        options = [(i, f"{g.name(i)} ({g.owner(i)})") for i in pool]
        if e.get("up_to"):
            options.append(DONE)
        pick = g.ask(f"recycle:{ctx.name}", M("Welche Karte recyceln?"), options,
                     cites + ["rb:594.6"], ctx.controller)
        if pick == "done":
            break
        picked.append(pick)
        pool.remove(pick)
    for owner in dict.fromkeys(g.owner(i) for i in picked):
        actions.recycle(g, owner, [i for i in picked if g.owner(i) == owner], cites + ["rb:594.1", "rb:594.6"],
                        by=ctx.controller)
    actions.recycled(g, ctx.controller, picked)
    return bool(picked)


@verb("channel", targets=False)
def _channel(g, ctx, e, targets, cites):
    """rb:606 — as many runes as the rune deck holds; "exhausted" (rb:606.2). Whether all N
    were channelled is what "if you couldn't channel N runes this way" asks."""
    who, extra = players(g, ctx, e)
    done = True
    for p in who:
        n = times(g, ctx, e, e["channel"], p)
        done &= actions.channel(g, p, n, cites + extra + ["rb:606.4"], exhausted=bool(e.get("exhausted"))) == n
    return done


@verb("score", targets=False)
def _score(g, ctx, e, targets, cites):
    from .scoring import gain_points

    who, extra = players(g, ctx, e)
    for p in who:
        gain_points(g, p, e["score"], cites + extra + ["rb:632.1.a.1"], ctx.label)
    return bool(who)


@verb("counter")
def _counter(g, ctx, e, targets, cites):
    """rb:601 — the chosen spell or ability on the chain has no effect (rb:601.1.a)."""
    from .effects_rve import cant_be_countered  # "This can't be countered."

    done = False
    for item_id in targets or []:
        item = g.chain.find(item_id)
        if item and not cant_be_countered(g, item, cites):
            actions.counter(g, item, cites + ["rb:601.2.a", "rb:601.3"])
            done = True
    return done


@verb("choose_player")
def _choose_player(g, ctx, e, targets, cites):
    """'Choose an opponent' / 'choose a player': the choice was made when the card was played
    or the ability went onto the chain (rb:559.1, rb:559.3.b); the following instructions'
    "they" is that player."""
    ctx.chosen_players = list(targets or [])
    for p in ctx.chosen_players:
        g.record("choice", cites + ["rb:559.1"], M("{source}: gewählt ist {player}", source=source_label(ctx), player=p),
                 chooser=ctx.controller, choice=p)
    return bool(ctx.chosen_players)


def revealed_from_deck(g, iids, cites) -> None:
    from .effects_rxo import revealed_from_deck as rxo_revealed

    rxo_revealed(g, iids, cites)


# -- cards seen: the top of a main deck, a revealed hand (rb:600) ----------------------------

def _top(g, ctx, e, cites, public: bool) -> list[str]:
    """The top N cards of each player's main deck who does this; an empty deck burns out first
    (rb:607.1.b). They stay where they are (rb:600.1.a.2) and are "seen"."""
    who, extra = players(g, ctx, e)
    n = e.get("reveal") if public else e.get("look_top")
    shown_all: list[str] = []
    for p in who:
        if not g.state.get(f"players.{p}.deck"):
            actions.burn_out(g, p, ["rb:607.1.b"])
            if g.state.data.get("winner"):
                return shown_all
        if public:  # "if you would reveal cards from a deck, look at the top card first …" (effects_rxo)
            from .effects_rxo import look_before_reveal

            look_before_reveal(g, p, cites)
        shown = actions.top_cards(g, p, n)
        names = ", ".join(g.name(i) for i in shown) or "-"
        if public:
            g.record("reveal", cites + extra + ["rb:600.1", "rb:600.1.a.2", "rb:600.3"],
                     M("{player} deckt {cards} auf; sie bleiben oben", player=p, cards=names), actor=p)
            revealed_from_deck(g, shown, cites)  # "As I'm revealed from your deck, …" (effects_rxo)
        else:
            g.record("look", cites + extra + ["rb:600.2.b", "rb:600.1.a.2"],
                     M("{player} sieht sich {cards} an (oberste Karten)", player=p, cards=names), actor=p)
        shown_all += shown
    ctx.seen = [[i, "deck"] for i in shown_all]
    ctx.previous = list(shown_all)
    return shown_all


@verb("reveal", targets=False)
def _reveal(g, ctx, e, targets, cites):
    """rb:600 — reveal the top N cards of the main deck; they stay where they are."""
    return bool(_top(g, ctx, e, cites, True))


@verb("reveal_until", targets=False)
def _reveal_until(g, ctx, e, targets, cites):
    """'Reveal cards from the top of your Main Deck until you reveal a unit': one at a time
    (rb:600.1; they stay in the deck, rb:600.1.a.2, and are "seen"); the card of that type is
    "it". An empty deck burns out first (rb:607.1.b); running out of cards before one is found
    is not encoded (revealing would go on past a burn out, rb:607.3)."""
    kind = e["reveal_until"]
    p = ctx.controller
    if not g.state.get(f"players.{p}.deck"):
        actions.burn_out(g, p, ["rb:607.1.b"])
    from .effects_rxo import look_before_reveal  # "… look at the top card first …" (effects_rxo)

    look_before_reveal(g, p, cites)
    deck = g.state.get(f"players.{p}.deck")
    shown, hit = [], None
    for k in range(len(deck)):
        top = actions.top_cards(g, p, k + 1)[k]
        shown.append(top)
        if g.defn(top).type == kind:
            hit = top
            break
    if hit is None:
        g.not_encoded(f"{ctx.label}: revealing until a {kind} past the end of the main deck (rb:607.1.b, rb:607.3)")
    names = ", ".join(g.name(i) for i in shown)
    g.record("reveal", cites + ["rb:600.1", "rb:600.1.a.2", "rb:600.3"],
             M("{player} deckt {cards} auf, bis {card}", player=p, cards=names, card=g.name(hit)), actor=p)
    revealed_from_deck(g, shown, cites)  # "As I'm revealed from your deck, …" (effects_rxo)
    ctx.seen = [[i, "deck"] for i in shown]
    ctx.previous = [hit]
    return True


@verb("look_top", targets=False)
def _look_top(g, ctx, e, targets, cites):
    """'Look at the top N cards of your Main Deck' — only that player sees them (not a reveal,
    rb:600.2.b); they stay on top until an instruction moves them (rb:600.4.a)."""
    return bool(_top(g, ctx, e, cites, False))


@verb("reveal_hand", targets=False)
def _reveal_hand(g, ctx, e, targets, cites):
    """'They reveal their hand' (rb:600.1): every player sees it; the cards stay in the hand
    (rb:600.1.a.2) and are "seen" for the instructions that follow."""
    who, extra = players(g, ctx, e)
    seen = []
    for p in who:
        hand = list(g.state.get(f"players.{p}.hand"))
        names = ", ".join(g.name(i) for i in hand) or "-"
        g.record("reveal", cites + extra + ["rb:600.1", "rb:600.1.a.2", "rb:107.6.e"],
                 M("{player} deckt die Hand auf: {cards}", player=p, cards=names), actor=p)
        seen += [[i, "hand"] for i in hand]
    ctx.seen = seen
    return True


def still_seen(g: "RiftboundGame", ctx: Ctx) -> list[str]:
    return [i for i, zone in ctx.seen if g.card(i) and g.zone(i) == zone]


def seen_matches(g: "RiftboundGame", spec: dict, iid: str) -> bool:
    d = g.defn(iid)
    if spec.get("type") and d.type not in (spec["type"] if isinstance(spec["type"], list) else [spec["type"]]):
        return False
    if spec.get("not_type") and d.type == spec["not_type"]:
        return False
    if "energy_min" in spec and d.energy < spec["energy_min"]:
        return False
    if "domain" in spec and spec["domain"] not in d.domains:
        return False
    return True


@verb("from_seen", targets=False)
def _from_seen(g, ctx, e, targets, cites):
    """Cards from among those seen (rb:600.4.a: revealed cards may be used and moved): the
    controller chooses ``count`` of those that match (a type, a minimum energy cost, a domain;
    as many as there are, rb:563.2.c.7), or ``"all"`` of those left ("the rest"), and puts
    them ``to`` the hand, banishment, the bottom of the owner's deck (rb:594), the owner's
    trash as a discard (rb:598.1), or only chooses them ("choose a card from it … that card").
    ``reveal``: the card is shown first ("reveal a unit from among them and draw it")."""
    spec = e["from_seen"]
    left = still_seen(g, ctx)
    pool = [i for i in left if seen_matches(g, spec, i)]
    to = spec["to"]
    if spec.get("count") == "all":
        picked = pool
    else:
        n = min(spec.get("count", 1), len(pool))
        verb = {"hand": MP("a seen card", "auf die Hand nehmen"), "banish": MP("a seen card", "verbannen"),
                "recycle": MP("a seen card", "recyceln"), "discard": MP("a seen card", "abwerfen lassen"),
                "choose": MP("a seen card", "wählen"), "trash": MP("a seen card", "in den Ablagestapel legen")}[to]
        picked = actions.choose_cards(g, ctx.controller, pool, n, f"seen:{ctx.name}", verb, cites + ["rb:600.4.a"])
        if not picked:
            g.record("none-among", cites + ["rb:563.2.c.6"],
                     M("{source}: keine passende Karte darunter", source=source_label(ctx)))
    if spec.get("reveal") and picked:
        names = ", ".join(g.name(i) for i in picked)
        g.record("reveal", cites + ["rb:600.1", "rb:600.2.a"],
                 M("{player} deckt {cards} auf", player=ctx.controller, cards=names), actor=ctx.controller)
        from .rxa_rules import note_revealed  # "then if you revealed a Bird, …" (branch rxa)

        note_revealed(ctx, picked)
        revealed_from_deck(g, [i for i in picked if [i, "deck"] in ctx.seen], cites)  # effects_rxo
    for iid in picked:
        if to == "hand":
            put(g, iid, "hand")
            g.record("take", cites + ["rb:600.4.a", "rb:107.6.b"],
                     M("{card} kommt auf die Hand von {owner}", card=g.name(iid), owner=g.owner(iid)), actor=ctx.controller)
        elif to == "banish":
            actions.banish(g, iid, cites + ["rb:600.4.a"])
        elif to == "discard":
            owner = g.owner(iid)
            put(g, iid, "trash")
            g.record("discard", cites + ["rb:598.1", "rb:598.2.a"], M("{player} wirft {cards} ab", player=owner,
                                                                       cards=g.name(iid)), actor=owner)
            from . import abilities

            abilities.event(g, "discard", player=owner, cards=[iid])
        elif to == "trash":  # from the deck into the trash (rb:607.1.c), not a discard
            put(g, iid, "trash")
            g.record("to-trash", cites + ["rb:600.4.a", "rb:607.1.c"], M("{card} kommt in den Ablagestapel", card=g.name(iid)),
                     actor=ctx.controller)
        elif to == "choose":
            g.record("choice", cites + ["rb:600.4.a"], M("{player} wählt {card}", player=ctx.controller, card=g.name(iid)),
                     chooser=ctx.controller, choice=iid)
    if to == "recycle" and picked:
        for owner in dict.fromkeys(g.owner(i) for i in picked):
            actions.recycle(g, owner, [i for i in picked if g.owner(i) == owner], cites + ["rb:594.2.a"],
                            by=ctx.controller)
        actions.recycled(g, ctx.controller, picked)
    if picked:  # else "it" stays what was seen ("if it's a gear, draw it. Otherwise, recycle it")
        ctx.previous = list(picked)
    return bool(picked)


# tokens and playing cards as part of a resolution (registered there)
from . import effects_play  # noqa: E402,F401
