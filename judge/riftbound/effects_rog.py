"""Instructions the compiler reads since branch h-rb-ogn (registered with ``effects.verb``;
loaded by ``effects.py``).

* ``rog_might_to_other`` — "Choose a friendly unit. This turn, increase its Might to the Might
  of another friendly unit." (Convergent Mutation): the latest two choices before the
  instruction are the unit raised and the unit whose might it is raised to. Raising is
  arithmetic (rb:637.3.a): the difference, worked out as the instruction resolves, is added
  this turn (rb:517.2.b); "increase" never lowers — a unit with as much might or more keeps
  its might (docs/rulings.md, Riftbound 52). An illegal target is left alone (rb:563.2.c.5).
  Value: ``true``; ``target``: ``they``.

Further down, one section per card: ``rog_return_chosen_champion`` (Hallowed Tomb),
``rog_recycle_seen`` / ``rog_order_seen_on_top`` (The Candlelit Sanctum), ``rog_spend_buffs`` /
``rog_channel_per_buff`` (Albus Ferros), ``rog_pay_any_damage`` (Bullet Time),
``rog_banish_seen_unit_play`` (Baited Hook), ``rog_each_keeps`` (Divine Judgment),
``rog_damage_per_seen`` (Teemo - Strategist). Payments and replacements: ``effects_rog_costs.py``.
"""

from __future__ import annotations

from . import objects
from .checks import VALUE_CHECKS
from .effects import _lasting, source_label, verb
from .i18n import MP, M

VALUE_CHECKS["rog_might_to_other"] = lambda v: "" if v is True else "true"


def _latest_two_choices(g, ctx, e) -> tuple[list[str], list[str]] | None:
    """The legal objects of the latest two choice slots before instruction ``e`` (rb:559.3)."""
    from .targets import _legal_in, slots

    index = next((k for k, x in enumerate(ctx.effects or []) if x is e), None)
    if index is None:
        return None
    made = slots(ctx.effects)
    before = [n for n, (k, _) in enumerate(made) if k < index]
    if len(before) < 2:
        return None
    sels = [sel for _, sel in made]
    return _legal_in(g, ctx, sels, before[-2]), _legal_in(g, ctx, sels, before[-1])


@verb("rog_might_to_other")
def _rog_might_to_other(g, ctx, e, targets, cites):
    """rb:637.3.a — raise the first chosen unit's might to the second's, this turn."""
    pair = _latest_two_choices(g, ctx, e)
    raised = [i for i in (pair[0] if pair else []) if g.on_board(i) and g.is_unit(i)]
    measure = [i for i in (pair[1] if pair else []) if g.on_board(i) and g.is_unit(i)]
    if not raised or not measure:
        g.record("no-effect", cites + ["rb:563.2.c.5"],
                 M("{source}: keine zwei legalen Einheiten – keine Macht wird erhöht", source=source_label(ctx)))
        return False
    unit, other = raised[0], measure[0]
    have, want = objects.might(g, unit), objects.might(g, other)
    if want <= have:
        g.record("no-effect", cites + ["rb:637.3.a"],
                 M("{source}: {card} hat schon {have} Macht, {other} {want} – erhöhen senkt nicht",
                   source=source_label(ctx), card=g.name(unit), have=have, other=g.name(other), want=want))
        return False
    _lasting(g, ctx, e, unit, "might", cites + ["rb:637.3", "rb:637.3.a", "rb:517.2.b"],
             M("Die Macht von {card} wird in diesem Zug auf die von {other} erhöht: {have} → {want}", card=g.name(unit),
               other=g.name(other), have=have, want=want), amount=want - have)
    return True


# -- Hallowed Tomb (OGN-281): "When you hold here, you may return your Chosen Champion from your
# trash to your Champion Zone if it is empty." ---------------------------------------------------

VALUE_CHECKS["rog_return_chosen_champion"] = lambda v: "" if v is True else "true"


@verb("rog_return_chosen_champion", targets=False)
def _rog_return_chosen_champion(g, ctx, e, targets, cites):
    """rb:103.2.a.1, rb:107.2 — the player's chosen champion (the card that started the game in
    their champion zone) goes from their trash back to the champion zone, only while that zone
    is empty; rb:107.2.b says normal means never return it there — this card's text is the
    exception it makes (rb:002). From there it can be played again (rb:107.2.c)."""
    from .zones import put

    who = ctx.controller
    iid = g.state.get(f"players.{who}.chosen_champion")
    rules = cites + ["rb:103.2.a.1", "rb:107.2", "rb:107.2.b", "rb:002"]
    if not iid or not g.card(iid) or g.zone(iid) != "trash":
        g.record("no-effect", rules, M("{source}: der gewählte Champion von {player} liegt nicht im Ablagestapel",
                                       source=source_label(ctx), player=who), actor=who)
        return False
    if g.state.get(f"players.{who}.champion"):
        g.record("no-effect", rules, M("{source}: die Champion-Zone von {player} ist nicht leer",
                                       source=source_label(ctx), player=who), actor=who)
        return False
    put(g, iid, "champion")
    g.record("return-champion", rules, M("{source}: {card} kehrt aus dem Ablagestapel in die Champion-Zone zurück",
                                         source=source_label(ctx), card=g.name(iid)), actor=who)
    return True


# -- The Candlelit Sanctum (OGN-291): "… look at the top two cards of your Main Deck. You may
# recycle one or both of them. Put those you don't back in any order." ---------------------------

def _count_check(v) -> str:
    return "" if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 20 else "a whole number from 1 to 20"


VALUE_CHECKS["rog_recycle_seen"] = _count_check
VALUE_CHECKS["rog_order_seen_on_top"] = lambda v: "" if v is True else "true"


def _seen_on_deck(g, ctx) -> list[str]:
    """The cards looked at that are still in their main deck, top first."""
    from .effects_cards import still_seen

    seen = set(still_seen(g, ctx))
    return [i for i in g.state.get(f"players.{ctx.controller}.deck") if i in seen]


@verb("rog_recycle_seen", targets=False)
def _rog_recycle_seen(g, ctx, e, targets, cites):
    """rb:594, rb:600.4.a — "recycle one or both of them": the controller picks 1 up to N of the
    cards looked at (declining the whole instruction is its "you may"); recycled together they
    go to the bottom in random order (rb:594.5)."""
    from . import actions

    pool = _seen_on_deck(g, ctx)
    if not pool:
        g.record("none-among", cites + ["rb:563.2.c.6"], M("{source}: keine der Karten ist mehr da",
                                                           source=source_label(ctx)))
        return False
    most = min(e["rog_recycle_seen"], len(pool))
    options = []
    for size in range(1, most + 1):
        for combo in _combos(pool, size):
            key = ",".join(g.name(i) for i in combo)
            if key not in [k for k, _ in options]:
                options.append((key, " + ".join(g.name(i) for i in combo)))
    key = options[0][0] if len(options) == 1 else g.ask(
        f"recycle:{ctx.name}", M("Welche der Karten recyceln?"), options,
        cites + ["rb:594.1", "rb:600.4.a"], ctx.controller)
    picked, left = [], list(pool)
    for name in key.split(","):
        iid = next(i for i in left if g.name(i) == name)
        picked.append(iid)
        left.remove(iid)
    actions.recycle(g, ctx.controller, picked, cites + ["rb:594.1", "rb:594.1.a", "rb:600.4.a"], by=ctx.controller)
    actions.recycled(g, ctx.controller, picked)
    return True


def _combos(pool: list[str], size: int) -> list[list[str]]:
    from itertools import combinations

    return [list(c) for c in combinations(pool, size)]


@verb("rog_order_seen_on_top", targets=False)
def _rog_order_seen_on_top(g, ctx, e, targets, cites):
    """rb:600.4.a — "put those you don't [recycle] back in any order": the cards looked at that
    are still on top of the main deck go back there in the order the controller chooses (with
    one card, or copies of one card, there is nothing to choose)."""
    from itertools import permutations

    who = ctx.controller
    rest = _seen_on_deck(g, ctx)
    deck = list(g.state.get(f"players.{who}.deck"))
    if len(rest) < 2 or deck[:len(rest)] != rest:
        return bool(rest)
    orders = list(dict.fromkeys(",".join(g.name(i) for i in p) for p in permutations(rest)))
    if len(orders) == 1:
        return True
    key = g.ask(f"order:{ctx.name}", M("In welcher Reihenfolge zurück auf das Deck (oberste zuerst)?"), [(o, " > ".join(o.split(","))) for o in orders], cites + ["rb:600.4.a"], who)
    left, ordered = list(rest), []
    for name in key.split(","):
        iid = next(i for i in left if g.name(i) == name)
        ordered.append(iid)
        left.remove(iid)
    g.state.set(f"players.{who}.deck", ordered + deck[len(rest):])
    g.record("order-top", cites + ["rb:600.4.a"],
             M("{source}: {player} legt {cards} oben auf das Deck zurück", source=source_label(ctx), player=who,
               cards=" > ".join(g.name(i) for i in ordered)), actor=who)
    return True


# -- Albus Ferros (OGN-230): "When you play me, spend any number of buffs. For each buff spent,
# channel 1 rune exhausted." ------------------------------------------------------------------------

VALUE_CHECKS["rog_spend_buffs"] = lambda v: "" if v == "any" else '"any"'
VALUE_CHECKS["rog_channel_per_buff"] = lambda v: "" if v == {"exhausted": True} else '{"exhausted": true}'


@verb("rog_spend_buffs", targets=False)
def _rog_spend_buffs(g, ctx, e, targets, cites):
    """rb:702.2.b — "spend any number of buffs": the controller spends buffs of units they
    control (rb:702.2.b.2), one at a time, as many as they like (none too); a unit without a buff
    has none to spend (rb:702.2.b.1). How many were spent is kept for the next instruction."""
    from . import actions

    who = ctx.controller
    spent = 0
    while True:
        pool = [u for u in g.units_on_board(who) if g.card(u).get("buff")]
        if not pool:
            break
        options = [("stop", MP("option", "keine weitere"))] + [(u, g.name(u)) for u in pool]
        pick = g.ask(f"spend-buff:{ctx.name}", M("Wessen Buff wird ausgegeben (oder keiner mehr)?"), options, cites + ["rb:702.2.b", "rb:702.2.b.2"], who)
        if pick == "stop":
            break
        actions.spend_buff(g, pick, cites + ["rb:702.2.b", "rb:702.2.b.2"])
        spent += 1
    ctx.rog["buffs_spent"] = spent
    g.record("buffs-spent", cites + ["rb:702.2.b"],
             M("{source}: {player} gibt {n} Buff(s) aus", source=source_label(ctx), player=who, n=spent), actor=who)
    return spent > 0


@verb("rog_channel_per_buff", targets=False)
def _rog_channel_per_buff(g, ctx, e, targets, cites):
    """rb:606, rb:606.2 — "for each buff spent, channel 1 rune exhausted": as many runes as the
    instruction before spent buffs (as many as the rune deck holds, rb:515.3.b.1)."""
    from . import actions

    n = ctx.rog.get("buffs_spent", 0)
    if n <= 0:
        g.record("no-effect", cites + ["rb:606"], M("{source}: kein Buff ausgegeben – keine Rune", source=source_label(ctx)))
        return False
    return actions.channel(g, ctx.controller, n, cites + ["rb:606", "rb:606.2"], exhausted=True) == n


# -- Bullet Time (OGN-268): "Pay any amount of [A] to deal that much damage to all enemy units at
# a battlefield." ----------------------------------------------------------------------------------

VALUE_CHECKS["rog_pay_any_damage"] = lambda v: "" if v == "any-power" else '"any-power"'


def _can_pay_power(g, player: str, n: int) -> bool:
    """Whether ``player`` can pay ``n`` power of any domains now (rb:561.1; tried and taken back)."""
    from judge.kernel import RuleViolation

    from . import costs

    mark, steps = g.state.mark(), len(g.engine.trace.steps)
    try:
        costs.pay(g, player, 0, ["any"] * n, [])
        return True
    except RuleViolation:
        return False
    finally:
        g.state.undo(mark)
        del g.engine.trace.steps[steps:]


@verb("rog_pay_any_damage")
def _rog_pay_any_damage(g, ctx, e, targets, cites):
    """rb:561.1, rb:139.3.a — as the spell resolves its controller picks an amount, from 0 to
    what they can pay (power of any domain: the pool, then runes recycled, rb:561.1.a,
    rb:182.2.c), pays it and deals that much damage to each of the units (the enemy units at
    the battlefield chosen when the spell was played, rb:559.3.a). Paying 0 deals no damage
    (rb:563.2.c.8)."""
    from . import actions, costs
    from .effects_rc import spell_bonus

    who = ctx.controller
    most = 0
    while _can_pay_power(g, who, most + 1):
        most += 1
    amount = 0 if most == 0 else int(g.ask(f"amount:{ctx.name}", M("Wie viel [A] bezahlen?"), [(str(n), str(n)) for n in range(most + 1)],
                                           cites + ["rb:561.1", "rb:182.2.c"], who))
    if amount:
        costs.pay(g, who, 0, ["any"] * amount, cites + ["rb:561.1"])
    g.record("paid", cites + ["rb:561.1"],
             M("{source}: {player} bezahlt {amount} Power", source=source_label(ctx), player=who, amount=amount), actor=who)
    if amount <= 0:
        return False
    for iid in targets or []:
        actions.deal_damage(g, iid, amount, cites + ["rb:139.3.a"], by=who, extra_bonus=spell_bonus(ctx))
    return True



# -- Baited Hook (OGN-242): "Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may
# banish a unit from among them that has Might up to 1 more than the killed unit and play it, ignoring
# its cost. Then recycle the rest." ----------------------------------------------------------------------

VALUE_CHECKS["rog_banish_seen_unit_play"] = lambda v: "" if isinstance(v, dict) and set(v) == {"might_over_killed"} \
    and isinstance(v["might_over_killed"], int) and not isinstance(v["might_over_killed"], bool) \
    and 0 <= v["might_over_killed"] <= 20 else '{"might_over_killed": N}'


@verb("rog_banish_seen_unit_play", targets=False)
def _rog_banish_seen_unit_play(g, ctx, e, targets, cites):
    """rb:600.4.a, rb:603 — banish one unit from among the cards looked at whose might (printed,
    outside the board, rb:711) is at most the killed unit's might plus N. The killed unit is the one
    the last instruction with a target killed; its might is the one it had on the board just before
    (rb:563.2.c.9). If it did not die (a replacement kept it), there is no killed unit: nothing is
    banished. The banished card is then played from banishment, ignoring its cost (rb:595.3,
    rb:560.1.a): "banish … and play it" is one choice under the "you may"."""
    from . import actions
    from .effects_cards import still_seen

    killed = [i for i in ctx.targeted if g.card(i) and g.zone(i) == "trash" and "might" in ctx.known.get(i, {})]
    if not killed:
        g.record("no-effect", cites + ["rb:563.2.c.9"], M("{source}: keine getötete Einheit", source=source_label(ctx)))
        return False
    cap = ctx.known[killed[0]]["might"] + e["rog_banish_seen_unit_play"]["might_over_killed"]
    pool = [i for i in still_seen(g, ctx) if g.defn(i).type == "unit" and (g.defn(i).might or 0) <= cap]
    if not pool:
        g.record("none-among", cites + ["rb:563.2.c.6"],
                 M("{source}: keine Einheit mit höchstens {cap} Macht darunter", source=source_label(ctx), cap=cap))
        return False
    pick = actions.choose_cards(g, ctx.controller, pool, 1, f"seen:{ctx.name}", M("verbannen"),
                                cites + ["rb:600.4.a"])[0]
    actions.banish(g, pick, cites + ["rb:600.4.a"])
    ctx.previous = [pick]
    # "… and play it, ignoring its cost" (rb:595.3, rb:560.1.a): from banishment, at once
    from .effects import VERBS

    VERBS["play"](g, ctx, {"play": {}, "target": "it", "ignore_cost": True}, [pick], cites)
    return True


# -- Divine Judgment (OGN-244): "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their
# hands. Recycle the rest." --------------------------------------------------------------------------

ROG_KEEP_KINDS = ("unit", "gear", "rune", "hand")
VALUE_CHECKS["rog_each_keeps"] = lambda v: "" if isinstance(v, dict) and v and set(v) <= set(ROG_KEEP_KINDS) and all(
    isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 20 for n in v.values()) \
    else "{unit|gear|rune|hand: N}"


def _keep_pool(g, p: str, kind: str) -> list[str]:
    if kind == "hand":
        return list(g.state.get(f"players.{p}.hand"))
    if kind == "rune":
        return list(g.state.get(f"players.{p}.runes"))
    return [i for i in g.permanents() if g.controller(i) == p and g.defn(i).type == kind]


@verb("rog_each_keeps", targets=False)
def _rog_each_keeps(g, ctx, e, targets, cites):
    """"Each player chooses N units, N gear, N runes and N cards in their hands": in turn order from
    the turn player (rb:115.1; docs/rulings.md, Riftbound 34) each player picks, among what they
    control (rb:179) and the cards in their hand, that many of each (all of them when they have no
    more, rb:563.2.c.7). These are choices made as the spell resolves, not targets (rb:559.3.c.1).
    What nobody chose is "the rest" the next instruction works on (rb:600.4-like: ``ctx.seen``)."""
    from . import actions

    spec = e["rog_each_keeps"]
    words = {"unit": MP("card to keep", "Einheit behalten"), "gear": MP("card to keep", "Ausrüstung behalten"),
             "rune": MP("card to keep", "Rune behalten"), "hand": MP("card to keep", "Handkarte behalten")}
    rest: list[list[str]] = []
    for p in g.in_order_from(g.turn_player):
        kept = []
        for kind in ROG_KEEP_KINDS:
            if kind not in spec:
                continue
            pool = _keep_pool(g, p, kind)
            picked = actions.choose_cards(g, p, pool, min(spec[kind], len(pool)), f"keep-{kind}:{p}",
                                          words[kind], cites + ["rb:115.1"])
            kept += picked
            rest += [[i, g.zone(i)] for i in pool if i not in picked]
        names = ", ".join(g.name(i) for i in kept) or "-"
        g.record("keep", cites + ["rb:115.1"], M("{source}: {player} wählt {card}", source=source_label(ctx), player=p,
                                                 card=names), actor=p)
    ctx.seen = rest
    return True


# -- Teemo - Strategist (OGN-121): "… reveal the top 5 cards of your Main Deck. Deal 1 to an enemy
# unit here for each card with [Hidden], then recycle them." -------------------------------------------

def _check_per_seen(v) -> str:
    from .cards.model import KEYWORDS

    ok = isinstance(v, dict) and set(v) == {"amount", "with"} and isinstance(v["amount"], int) \
        and not isinstance(v["amount"], bool) and 1 <= v["amount"] <= 20 and v["with"] in KEYWORDS
    return "" if ok else '{"amount": N, "with": keyword}'


VALUE_CHECKS["rog_damage_per_seen"] = _check_per_seen


@verb("rog_damage_per_seen")
def _rog_damage_per_seen(g, ctx, e, targets, cites):
    """rb:139.3.a, rb:723.4 — "deal N to a unit for each card with [keyword]" among the cards just
    revealed or looked at (still where they were seen, rb:600.1.a.2): the amount is N times how
    many of them have the keyword printed (rb:723.4: Hidden is a property of the card, whatever its
    zone), dealt as one instruction — a count multiplies it as "draw 1 for each …" does
    (docs/rulings.md, Riftbound 54). None with the keyword: no damage."""
    from . import actions
    from .effects_cards import still_seen
    from .effects_rc import spell_bonus

    spec = e["rog_damage_per_seen"]
    n = sum(1 for i in still_seen(g, ctx) if any(k.split(" ")[0] == spec["with"] for k in g.defn(i).keywords))
    amount = spec["amount"] * n
    g.record("count", cites + ["rb:723.4"], M("{source}: {n} Karte(n) mit {keyword} – {amount} Schaden",
                                              source=source_label(ctx), n=n, keyword=spec["with"], amount=amount))
    if amount <= 0:
        return False
    for iid in targets or []:
        actions.deal_damage(g, iid, amount, cites + ["rb:139.3.a"], by=ctx.controller, extra_bonus=spell_bonus(ctx))
    return bool(targets)


# -- Dragon's Rage (OGN-258): "Move an enemy unit. Then choose another enemy unit at its destination.
# They deal damage equal to their Mights to each other." -------------------------------------------------

VALUE_CHECKS["rog_choose_at_destination"] = lambda v: "" if v == {"side": "enemy"} else '{"side": "enemy"}'


@verb("rog_choose_at_destination", targets=False)
def _rog_choose_at_destination(g, ctx, e, targets, cites):
    """"Then choose another enemy unit at its destination": where the unit the previous instruction
    moved now is (rb:610.2) is known only once it has moved, so this choice is made as the spell
    resolves, not when it is played (rb:559.3 cannot apply); the controller picks another unit of an
    opponent's there (rb:182.2.a). "They" of the next sentence are the moved unit and this one
    (``ctx.rog["they"]``, read by ``targets._they``)."""
    from .targets import label

    moved = [i for i in ctx.previous if g.card(i) and g.on_board(i) and g.is_unit(i)]
    if not moved:
        ctx.rog["they"] = []
        g.record("no-effect", cites + ["rb:563.2.c.5"], M("{source}: keine bewegte Einheit", source=source_label(ctx)))
        return False
    unit = moved[0]
    where = g.location(unit)
    pool = [u for u in g.units_at(where) if u != unit and not g.friendly(g.controller(u), ctx.controller)]
    if not pool:
        ctx.rog["they"] = [unit]
        g.record("none-among", cites + ["rb:563.2.c.6"],
                 M("{source}: keine andere gegnerische Einheit dort", source=source_label(ctx)))
        return False
    pick = pool[0] if len(pool) == 1 else g.ask(f"choose:{ctx.name}", M("Welche gegnerische Einheit dort?"),
                                                 [(u, label(g, u)) for u in pool],
                                                 cites + ["rb:182.2.a"], ctx.controller)
    ctx.rog["they"] = [unit, pick]
    g.record("choice", cites + ["rb:182.2.a"], M("{player} wählt {card}", player=ctx.controller, card=g.name(pick)),
             chooser=ctx.controller, choice=pick)
    return True
