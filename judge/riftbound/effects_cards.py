"""Instructions about cards, resources, costs and tokens (the card compiler's cards family;
registered with ``effects.verb``, loaded by ``effects.py``). Each verb names the rules it
applies.

Who acts: an instruction is carried out by the controller of the spell or ability unless it
says otherwise with ``who`` (``WHO``): the chosen player ("choose an opponent … they …"),
the controller or owner of what the previous instruction affected ("its controller draws 2"
— looking back at it as it was, rb:563.2.c.9), each player, each opponent (in turn order,
rb:503.2.a). ``for_each`` multiplies a count by what a player has ("draw 1 for each of your
Mighty units"; ``targets.COUNTED``).

Cards seen: ``look_top`` and ``reveal`` (the top of a main deck) and ``reveal_hand`` make a
set of cards the following instructions work on while they stay where they were seen
(rb:600.1.a.2, rb:600.4): ``from_seen`` puts some of them into the hand, banishes, recycles
or discards them, or only chooses them ("that card"); ``{"count": "all"}`` is "the rest".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions
from .effects import verb
from .targets import Ctx, operand
from .zones import new_id, put

if TYPE_CHECKING:
    from .game import RiftboundGame

#: who carries out an instruction (``who``)
WHO = ("you", "chosen", "controller-of-it", "owner-of-it", "each", "each-opponent")
#: the verbs that read ``who`` and ``for_each`` (checks.py refuses them elsewhere)
PLAYER_VERBS = ("draw", "discard", "discard_hand", "channel", "score", "reveal", "reveal_hand", "token", "play",
                "look_top")
COUNTING_VERBS = ("draw", "channel", "token", "discard")
#: where ``from_seen`` puts the cards it takes
SEEN_TO = ("hand", "banish", "recycle", "discard", "choose")


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
    """``n``, or ``n`` for each of what ``for_each`` counts for ``player``."""
    if "for_each" not in e:
        return n
    what = e["for_each"]
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
    done = False
    for p in who:
        done |= bool(actions.discard(g, p, times(g, ctx, e, e["discard"], p), cites + extra + ["rb:598.4"],
                                     f"discard:{ctx.name}"))
    return done


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
    picks which (rb:594.4, rb:594.6); with a ``target`` (a card chosen in the trash, "that
    card"): those cards, each to the bottom of its owner's deck (rb:594.1)."""
    if "target" in e:
        ids = [i for i in targets or [] if g.card(i) and g.zone(i) in ("hand", "trash", "deck", "banish")][:e["recycle"]]
        for owner in dict.fromkeys(g.owner(i) for i in ids):
            actions.recycle(g, owner, [i for i in ids if g.owner(i) == owner], cites + ["rb:594.2.a"])
        return bool(ids)
    if e.get("from") == "trashes":  # "recycle up to 4 cards from trashes": any player's (rb:594.6)
        return _recycle_from_trashes(g, ctx, e, cites)
    zone = e.get("from", "trash")
    pool = g.state.get(f"players.{ctx.controller}.{zone}")
    chosen = actions.choose_cards(g, ctx.controller, pool, min(e["recycle"], len(pool)), f"recycle:{ctx.name}",
                                  "recyceln", "recycle", cites + ["rb:594.6"])
    if chosen:
        actions.recycle(g, ctx.controller, chosen, cites + ["rb:594.4", "rb:594.6"])
    return len(chosen) == e["recycle"]


def _recycle_from_trashes(g, ctx, e, cites) -> bool:
    pool = [i for p in g.in_order_from(ctx.controller) for i in g.state.get(f"players.{p}.trash")]
    picked: list[str] = []
    while pool and len(picked) < e["recycle"]:
        options = [(i, f"{g.name(i)} ({g.owner(i)})") for i in pool]
        if e.get("up_to"):
            options.append(("done", "fertig / done"))
        pick = g.ask(f"recycle:{ctx.name}", "Welche Karte recyceln?", "Which card to recycle?", options,
                     cites + ["rb:594.6"], ctx.controller)
        if pick == "done":
            break
        picked.append(pick)
        pool.remove(pick)
    for owner in dict.fromkeys(g.owner(i) for i in picked):
        actions.recycle(g, owner, [i for i in picked if g.owner(i) == owner], cites + ["rb:594.1", "rb:594.6"])
    return bool(picked)


@verb("pay", targets=False)
def _pay(g, ctx, e, targets, cites):
    """"(you may) pay [A] (to …)": a cost paid as the instruction says, from the pool and the
    runes (rb:561.1, rb:561.1.a); what cannot be paid is not paid at all and the instruction
    was not done (rb:595.2.a), so "if you do" / "to …" does not follow."""
    from judge.kernel import RuleViolation

    from . import costs

    spec = e["pay"]
    mark, steps, pending = g.state.mark(), len(g.engine.trace.steps), list(g.pending)
    try:
        costs.pay(g, ctx.controller, spec.get("energy", 0), list(spec.get("power", [])), cites + ["rb:561.1"])
    except RuleViolation as v:
        g.state.undo(mark)
        g.pending = pending
        del g.engine.trace.steps[steps:]
        g.record("cannot-pay", cites + [v.rule], f"{ctx.de}: {v.message['de']}", f"{ctx.label}: {v.message['en']}")
        return False
    return True


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
        gain_points(g, p, e["score"], cites + extra + ["rb:632.1.a.1"], ctx.label, ctx.label)
    return bool(who)


@verb("counter")
def _counter(g, ctx, e, targets, cites):
    """rb:601 — the chosen spell or ability on the chain has no effect (rb:601.1.a)."""
    for item_id in targets or []:
        item = g.chain.find(item_id)
        if item:
            actions.counter(g, item, cites + ["rb:601.2.a", "rb:601.3"])
    return bool(targets)


@verb("choose_player")
def _choose_player(g, ctx, e, targets, cites):
    """'Choose an opponent' / 'choose a player': the choice was made when the card was played
    or the ability went onto the chain (rb:559.1, rb:559.3.b); the following instructions'
    "they" is that player."""
    ctx.chosen_players = list(targets or [])
    for p in ctx.chosen_players:
        g.record("choice", cites + ["rb:559.1"], f"{ctx.de}: gewählt ist {p}", f"{ctx.label}: the chosen player is {p}",
                 chooser=ctx.controller, choice=p)
    return bool(ctx.chosen_players)


# -- cards seen: the top of a main deck, a revealed hand (rb:600) ----------------------------

def _top(g, ctx, e, cites, verb_de: str, verb_en: str, public: bool) -> list[str]:
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
        shown = actions.top_cards(g, p, n)
        names = ", ".join(g.name(i) for i in shown) or "-"
        if public:
            g.record("reveal", cites + extra + ["rb:600.1", "rb:600.1.a.2", "rb:600.3"],
                     f"{p} deckt {names} auf; sie bleiben oben", f"{p} reveals {names}; they stay on top", actor=p)
        else:
            g.record("look", cites + extra + ["rb:600.2.b", "rb:600.1.a.2"],
                     f"{p} sieht sich {names} an (oberste Karten)", f"{p} looks at {names} (top cards)", actor=p)
        shown_all += shown
    ctx.seen = [[i, "deck"] for i in shown_all]
    ctx.previous = list(shown_all)
    return shown_all


@verb("reveal", targets=False)
def _reveal(g, ctx, e, targets, cites):
    """rb:600 — reveal the top N cards of the main deck; they stay where they are."""
    return bool(_top(g, ctx, e, cites, "deckt auf", "reveals", True))


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
    g.record("reveal", cites + ["rb:600.1", "rb:600.1.a.2", "rb:600.3"], f"{p} deckt {names} auf, bis {g.name(hit)}",
             f"{p} reveals {names}, up to {g.name(hit)}", actor=p)
    ctx.seen = [[i, "deck"] for i in shown]
    ctx.previous = [hit]
    return True


@verb("look_top", targets=False)
def _look_top(g, ctx, e, targets, cites):
    """'Look at the top N cards of your Main Deck' — only that player sees them (not a reveal,
    rb:600.2.b); they stay on top until an instruction moves them (rb:600.4.a)."""
    return bool(_top(g, ctx, e, cites, "sieht an", "looks at", False))


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
                 f"{p} deckt die Hand auf: {names}", f"{p} reveals their hand: {names}", actor=p)
        seen += [[i, "hand"] for i in hand]
    ctx.seen = seen
    return True


def _still_seen(g: "RiftboundGame", ctx: Ctx) -> list[str]:
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
    left = _still_seen(g, ctx)
    pool = [i for i in left if seen_matches(g, spec, i)]
    to = spec["to"]
    if spec.get("count") == "all":
        picked = pool
    else:
        n = min(spec.get("count", 1), len(pool))
        verb_de = {"hand": "auf die Hand nehmen", "banish": "verbannen", "recycle": "recyceln",
                   "discard": "abwerfen lassen", "choose": "wählen"}[to]
        verb_en = {"hand": "put into the hand", "banish": "banish", "recycle": "recycle", "discard": "have discarded",
                   "choose": "choose"}[to]
        picked = actions.choose_cards(g, ctx.controller, pool, n, f"seen:{ctx.name}", verb_de, verb_en,
                                      cites + ["rb:600.4.a"])
        if not picked:
            g.record("none-among", cites + ["rb:563.2.c.6"], f"{ctx.de}: keine passende Karte darunter",
                     f"{ctx.label}: no matching card among them")
    if spec.get("reveal") and picked:
        names = ", ".join(g.name(i) for i in picked)
        g.record("reveal", cites + ["rb:600.1", "rb:600.2.a"], f"{ctx.controller} deckt {names} auf",
                 f"{ctx.controller} reveals {names}", actor=ctx.controller)
    for iid in picked:
        if to == "hand":
            put(g, iid, "hand")
            g.record("take", cites + ["rb:600.4.a", "rb:107.6.b"], f"{g.name(iid)} kommt auf die Hand von {g.owner(iid)}",
                     f"{g.name(iid)} goes into {g.owner(iid)}'s hand", actor=ctx.controller)
        elif to == "banish":
            actions.banish(g, iid, cites + ["rb:600.4.a"])
        elif to == "discard":
            owner = g.owner(iid)
            put(g, iid, "trash")
            g.record("discard", cites + ["rb:598.1", "rb:598.2.a"], f"{owner} wirft {g.name(iid)} ab",
                     f"{owner} discards {g.name(iid)}", actor=owner)
            from . import abilities

            abilities.event(g, "discard", player=owner, cards=[iid])
        elif to == "choose":
            g.record("choice", cites + ["rb:600.4.a"], f"{ctx.controller} wählt {g.name(iid)}",
                     f"{ctx.controller} chooses {g.name(iid)}", chooser=ctx.controller, choice=iid)
    if to == "recycle" and picked:
        for owner in dict.fromkeys(g.owner(i) for i in picked):
            actions.recycle(g, owner, [i for i in picked if g.owner(i) == owner], cites + ["rb:594.2.a"])
    ctx.previous = list(picked)
    return bool(picked)


# -- tokens (rb:170–178) -------------------------------------------------------------------

def token_definition(g: "RiftboundGame | None", spec: dict):
    """The token's definition: the library's token card of that name (rb:178: Recruit and
    Sprite; the printed token cards), with what the effect sets (rb:178: its might, rb:175.3:
    keywords it gives); a name the library does not know is made from the effect alone."""
    from .cards.library import library
    from .cards.model import RbCardDef

    base: dict = {"name": spec["name"], "type": spec.get("type", "unit"), "token": True}
    lib = library()
    if lib.resolve(spec["name"]):
        known = lib.get(spec["name"])
        if known.token:
            base = known.model_dump(exclude_defaults=True, by_alias=True)
    if "might" in spec:
        base["might"] = spec["might"]
    for key in ("keywords", "tags"):
        if spec.get(key):
            base[key] = list(dict.fromkeys(list(base.get(key, [])) + list(spec[key])))
    return RbCardDef(**base)


def _token_key(g: "RiftboundGame", d) -> str:
    """The name the token's definition goes by in this game (another effect may make a token
    of the same name with another might: it gets a key of its own)."""
    key, n = d.name, 2
    while key in g.defs and g.defs[key] != d:
        key, n = f"{d.name} ({n})", n + 1
    g.defs[key] = d
    return key


@verb("token", targets=False)
def _token(g, ctx, e, targets, cites):
    """rb:171–178 — tokens are made on the board by playing them (rb:176.1.a: every step of
    playing a card that applies, with what the effect changes): a unit goes to its player's
    base or a battlefield they control (rb:559.2) unless the effect says where (rb:175.2),
    and enters exhausted (rb:563.1.c) unless the effect says ready (rb:175.1); gear enters
    ready in the base (rb:563.1.d) unless the effect says exhausted. Tokens have no cost
    (rb:176.2.a). Their controller and owner is who plays them (rb:173, rb:174). They have
    been played (rb:595.4.a) but are no cards (rb:176): Legion does not count them."""
    from . import abilities

    spec = e["token"]
    d = token_definition(g, spec)
    key = _token_key(g, d)
    who, extra = players(g, ctx, e)
    made = []
    for p in who:
        for _ in range(times(g, ctx, e, spec.get("count", 1), p)):
            where = "base" if d.type != "unit" else _token_location(g, ctx, p, d.name, e.get("at"))
            if where is None:
                continue
            iid = new_id(g, key)
            g.state.set(f"cards.{iid}", {"card": key, "owner": p, "controller": p, "zone": "nowhere",
                                         "exhausted": False, "damage": 0, "buff": 0, "stunned": False, "role": None,
                                         "zid": 0, "token": True})
            exhausted = (d.type == "unit" and not spec.get("ready")) or bool(spec.get("exhausted"))
            put(g, iid, "base" if where == "base" else f"bf:{where}", exhausted=exhausted)
            de, en = g.where_label(where, p)
            g.record("token", cites + extra + ["rb:171", "rb:173", "rb:174", "rb:176.1.a", "rb:176.2.a", "rb:177"]
                     + (["rb:175.1"] if spec.get("ready") or spec.get("exhausted") else
                        ["rb:563.1.c"] if d.type == "unit" else ["rb:563.1.d"]),
                     f"{p} spielt einen Token {d.name} ({de}, {'erschöpft' if exhausted else 'bereit'})",
                     f"{p} plays a {d.name} token ({en}, {'exhausted' if exhausted else 'ready'})", actor=p)
            made.append(iid)
            abilities.event(g, "played", card=iid, player=p, type=d.type, token=True)
    if made:
        ctx.previous = made
    return bool(made)


def _here(g: "RiftboundGame", ctx: Ctx) -> str | None:
    """Where "here" is for this instruction: the battlefield of the source (rb:053.3), or the
    base a permanent source is in."""
    if ctx.here:
        return ctx.here
    card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
    return "base" if card and g.zone(ctx.source) == "base" else None


def _token_location(g: "RiftboundGame", ctx: Ctx, player: str, name: str, at: str | None) -> str | None:
    """Where a unit token goes: where the effect says (rb:175.2: "at your base", "here"), else
    its player's base or a battlefield they control, their choice (rb:176.1.a, rb:559.2)."""
    if at == "base":
        return "base"
    if at == "here":
        return _here(g, ctx)
    options = ["base"] + [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == player]
    if len(options) == 1:
        return "base"
    return g.ask(f"location:{name}", f"Wohin kommt der Token {name}?", f"Where does the {name} token go?",
                 [(o, g.where_label(o, player)[1]) for o in options], ["rb:559.2", "rb:176.1.a"], player)


# -- playing cards as part of a resolution (rb:595.3) ------------------------------------------

def _limited_play(g: "RiftboundGame", ctx: Ctx, player: str, iid: str, to: str | None, cites: list[str], *,
                  ignore_cost: bool, ignore_energy: bool, reduce: int) -> bool:
    """Play ``iid`` now as part of the resolution (rb:595.3). Where a unit goes: as the effect
    says, else the usual choice (rb:559.2). A play that cannot be completed (a cost that
    cannot be paid, rb:595.2.a) is undone and nothing is played (rb:562.3, rb:595.3.c)."""
    from judge.kernel import RuleViolation

    from .play import play_card

    d = g.defn(iid)
    where, anywhere = None, False
    if d.type == "unit" and to:
        if to == "base":
            where = "base"
        elif to == "here":
            where, anywhere = _here(g, ctx), True
        elif to == "same-location":  # where it was before it left the board (rb:563.2.c.9)
            where, anywhere = ctx.known.get(iid, {}).get("location"), True
        else:  # a battlefield: any, or one the player controls
            options = [bf for bf in g.battlefields()
                       if to == "any-battlefield" or g.battlefield(bf)["controller"] == player]
            where = options[0] if len(options) == 1 else g.ask(
                f"location:{d.name}", f"Auf welches Schlachtfeld kommt {d.name}?",
                f"To which battlefield does {d.name} go?", [(o, g.where_label(o, player)[1]) for o in options],
                ["rb:559.2", "rb:595.3.b"], player) if options else None
            anywhere = True
        if where is None or where != "base" and where not in g.battlefields():
            g.record("play-none", cites + ["rb:595.3.c", "rb:563.2.c.6"],
                     f"{d.name} kann nicht dorthin gespielt werden: nichts geschieht",
                     f"{d.name} cannot be played there: nothing happens")
            return False
    mark, steps, pending = g.state.mark(), len(g.engine.trace.steps), list(g.pending)
    try:
        play_card(g, player, iid, to=where, limited=True, ignore_cost=ignore_cost, ignore_energy=ignore_energy,
                  reduce=reduce, anywhere=anywhere)
    except RuleViolation as v:
        g.state.undo(mark)
        g.pending = pending
        del g.engine.trace.steps[steps:]
        g.record("play-none", cites + ["rb:595.3.c", "rb:562.3", v.rule],
                 f"{d.name} kann nicht gespielt werden ({v.message['de']}): nichts geschieht",
                 f"{d.name} cannot be played ({v.message['en']}): nothing happens")
        return False
    ctx.previous = [iid]
    return True


@verb("play")
def _play(g, ctx, e, targets, cites):
    """rb:595.3 — playing a card as part of a resolution is a limited action (rb:595.3.a) and
    may play it from a zone a player could not play it from on their own (rb:107.6.a): the
    trash, banishment, the cards seen on top of a deck. Every step of playing applies except
    what the effect changes (rb:595.3.b): ``ignore_cost`` (rb:560.1.a), ``ignore_energy``
    (rb:560.1.b), ``reduce`` (a discount, rb:560.4), where the unit goes (``to``). With no
    playable card nothing happens (rb:595.3.c). ``target`` "it": the card the previous
    instruction moved ("banish a friendly unit, then play it")."""
    spec = e["play"]
    who, extra = players(g, ctx, e)
    if "target" in e:
        pool = [i for i in targets or [] if g.card(i) and not g.on_board(i)]
    else:
        zone = spec.get("from", "hand")
        if zone == "seen":
            pool = _still_seen(g, ctx)
        else:
            pool = [i for p in who for i in g.state.get(f"players.{p}.{zone}")]
    pool = [i for i in pool if _playable(g, spec, i)]
    if not pool:
        g.record("play-none", cites + extra + ["rb:595.3.c"], "Keine spielbare Karte: nichts geschieht",
                 "No playable card: nothing happens")
        return False
    pick = pool[0] if len({g.name(i) for i in pool}) == 1 else g.ask(
        f"play:{ctx.name}", "Welche Karte spielen?", "Which card to play?",
        list(dict.fromkeys((g.name(i), g.name(i)) for i in pool)), cites + ["rb:595.3"], ctx.controller)
    iid = pick if pick in pool else next(i for i in pool if g.name(i) == pick)
    player = who[0] if len(who) == 1 else g.owner(iid)
    return _limited_play(g, ctx, player, iid, spec.get("to"), cites + extra, ignore_cost=bool(e.get("ignore_cost")),
                         ignore_energy=bool(e.get("ignore_energy")), reduce=e.get("reduce", 0))


def _playable(g: "RiftboundGame", spec: dict, iid: str) -> bool:
    d = g.defn(iid)
    if d.type not in ("unit", "spell", "gear"):
        return False
    types = spec.get("type")
    if types and d.type not in (types if isinstance(types, list) else [types]):
        return False
    if "energy_max" in spec and d.energy > spec["energy_max"]:
        return False
    if "power_max" in spec and len(d.power) > spec["power_max"]:
        return False
    return True


# -- load-time checks of this family's instructions (called by checks.py) ----------------------

def check_modifiers(e: dict) -> None:
    """``who`` and ``for_each`` only where a verb reads them; the changes to playing a card
    (``ignore_cost``, ``ignore_energy``, ``reduce``) only on ``play`` — never accepted and
    ignored."""
    from .targets import OPERANDS

    verb_name = next((k for k in e if k in _verbs()), None)
    if "who" in e:
        if e["who"] not in WHO:
            raise ValueError(f"who: {e['who']!r} is not one of {', '.join(WHO)}")
        if verb_name not in PLAYER_VERBS:
            raise ValueError(f"who: {verb_name} is not done by a player it could name")
    if "for_each" in e:
        if e["for_each"] not in OPERANDS:
            raise ValueError(f"for_each: {e['for_each']!r} is not one of {', '.join(OPERANDS)}")
        if verb_name not in COUNTING_VERBS:
            raise ValueError(f"for_each: {verb_name} has no count to multiply")
    if ("up_to" in e or e.get("from") == "trashes") and verb_name != "recycle":
        raise ValueError(f"up_to / from trashes: {verb_name} does not read them")
    for key in ("ignore_cost", "ignore_energy", "reduce"):
        if key in e and verb_name != "play":
            raise ValueError(f"{key}: only playing a card has a cost to change")
    if "reduce" in e and not (isinstance(e["reduce"], int) and not isinstance(e["reduce"], bool)
                              and 0 < e["reduce"] <= 99):
        raise ValueError(f"reduce: {e['reduce']!r} is not a whole number from 1 to 99")
    if verb_name == "choose_player" and not (isinstance(e.get("target"), dict) and e["target"].get("choose") == "player"):
        raise ValueError('choose_player: needs a target {"choose": "player", "side": …}')
    t = e.get("target")
    if isinstance(t, dict) and "player" in (t.get("choose"), t.get("all")) and verb_name != "choose_player":
        raise ValueError(f"{verb_name}: a player is chosen with choose_player, then named with who")


def _verbs():
    from .effects import VERBS

    return VERBS


#: the keys of the objects the verbs of this family take, and what each may be
_TYPES = ("unit", "gear", "spell")
PLAY_KEYS = {"from": ("hand", "trash", "deck", "banish", "seen"), "to": ("base", "here", "same-location",
                                                                       "any-battlefield", "controlled-battlefield")}
SEEN_KEYS = ("to", "count", "type", "not_type", "energy_min", "domain", "reveal")
TOKEN_KEYS = ("name", "count", "ready", "exhausted", "type", "might", "keywords", "tags")


def check_value(verb_name: str, value, bad) -> None:
    """What this family's verbs take (``bad(want)`` raises)."""
    from .cards.model import DOMAINS

    def count(v, low=0) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and low <= v <= 1000

    def types(v) -> bool:
        return v in _TYPES or isinstance(v, list) and v and all(t in _TYPES for t in v)

    if verb_name in ("discard_hand", "choose_player", "reveal_hand", "counter") and value is not True:
        bad("true")
    if verb_name == "reveal_until" and value not in _TYPES:
        bad(" or ".join(_TYPES))
    if verb_name == "pay" and not (isinstance(value, dict) and value and set(value) <= {"energy", "power"}
                                   and count(value.get("energy", 0)) and isinstance(value.get("power", []), list)
                                   and all(d in DOMAINS + ("any",) for d in value.get("power", []))):
        bad('{"energy": N, "power": [domains or "any"]}')
    if verb_name == "from_seen":
        if not (isinstance(value, dict) and set(value) <= set(SEEN_KEYS) and value.get("to") in SEEN_TO
                and (value.get("count", 1) == "all" or count(value.get("count", 1), 1))
                and ("type" not in value or types(value["type"]))
                and value.get("not_type", "unit") in _TYPES and count(value.get("energy_min", 0))
                and value.get("domain", "fury") in DOMAINS and isinstance(value.get("reveal", False), bool)):
            bad(f'{{"to": one of {", ".join(SEEN_TO)}, "count": N or "all", "type", "not_type", "energy_min", '
                f'"domain", "reveal": true|false}}')
    if verb_name == "play":
        if not (isinstance(value, dict) and set(value) <= {"from", "to", "type", "energy_max", "power_max"}
                and all(value.get(k, PLAY_KEYS[k][0]) in PLAY_KEYS[k] for k in PLAY_KEYS)
                and ("type" not in value or types(value["type"]))
                and count(value.get("energy_max", 0)) and count(value.get("power_max", 0))):
            bad('{"from": hand|trash|deck|banish|seen, "to": base|here|same-location|any-battlefield|'
                'controlled-battlefield, "type": unit|gear|spell, "energy_max": N, "power_max": N}')
    if verb_name == "token":  # the token's own definition, checked now, not when it is made (rb:171)
        if not (isinstance(value, dict) and set(value) <= set(TOKEN_KEYS) and isinstance(value.get("name"), str)
                and value["name"] and count(value.get("count", 1), 1) and isinstance(value.get("ready", False), bool)
                and isinstance(value.get("exhausted", False), bool) and value.get("type", "unit") in ("unit", "gear")):
            bad('{"name": a name, "count": N, "ready"|"exhausted": true, "type": unit|gear, "might", "keywords", '
                '"tags"}')
        from pydantic import ValidationError

        try:
            token_definition(None, value)
        except (ValidationError, TypeError) as err:
            bad(f"a token's card ({str(err).splitlines()[0]})")
