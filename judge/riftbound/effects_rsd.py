"""Instructions the compiler reads since branch rsd (Spiritforged and Origins; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rsd_pay_any_add`` — "Pay any amount of Energy to [Add] that much [A]" (Ancient Henge),
  "Pay any amount of [A] to [Add] that much Energy" (Hextech Anomaly): as the ability resolves
  its controller picks an amount from 0 to what they can pay now (prompt ``amount:<card>``;
  the pool, then runes, rb:561.1, rb:561.1.a, rb:157.2), pays it and adds as much of the other
  resource to their pool (rb:605.1). The ability adds resources: it never waits on the chain
  (rb:605.2; ``ADDS``). Value: ``"energy-to-power"`` | ``"power-to-energy"``.
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .effects_rd import delay_this_turn
from .i18n import M

#: the verbs whose instruction adds resources (an ability with one resolves at once, rb:605.2)
ADDS = ("add", "rsd_pay_any_add")

PAY_ANY = ("energy-to-power", "power-to-energy")
VALUE_CHECKS["rsd_pay_any_add"] = lambda v: "" if v in PAY_ANY else " or ".join(f'"{x}"' for x in PAY_ANY)


def adds_resources(effects: list[dict]) -> bool:
    return any(k in e for e in effects for k in ADDS)


def can_pay(g, player: str, energy: int, power: list[str]) -> bool:
    """Whether ``player`` can pay that now (rb:561.1; tried and taken back)."""
    from judge.kernel import RuleViolation

    from . import costs

    mark, steps = g.state.mark(), len(g.engine.trace.steps)
    try:
        costs.pay(g, player, energy, power, [])
        return True
    except RuleViolation:
        return False
    finally:
        g.state.undo(mark)
        del g.engine.trace.steps[steps:]


@verb("rsd_pay_any_add", targets=False)
def _rsd_pay_any_add(g, ctx, e, targets, cites):
    """rb:561.1, rb:605 — pay an amount of one resource the controller picks, add as much of the other."""
    from . import actions, costs

    who = ctx.controller
    energy_first = e["rsd_pay_any_add"] == "energy-to-power"

    def cost(n: int) -> tuple[int, list[str]]:
        return (n, []) if energy_first else (0, ["any"] * n)

    most = 0
    while most < 99 and can_pay(g, who, *cost(most + 1)):
        most += 1
    question = M("Wie viel Energie bezahlen?") if energy_first else M("Wie viel Power bezahlen?")
    amount = 0 if most == 0 else int(g.ask(f"amount:{ctx.name}", question, [(str(n), str(n)) for n in range(most + 1)], cites + ["rb:561.1"], who))
    if amount:
        costs.pay(g, who, *cost(amount), cites + ["rb:561.1"])
    paid = {"source": source_label(ctx), "player": who, "amount": amount}
    g.record("paid", cites + ["rb:561.1"], M("{source}: {player} bezahlt {amount} Energie", **paid) if energy_first
             else M("{source}: {player} bezahlt {amount} Power", **paid), actor=who)
    if amount <= 0:
        return False
    if energy_first:
        actions.add_resources(g, who, 0, ["any"] * amount, cites + ["rb:605.1"])
    else:
        actions.add_resources(g, who, amount, [], cites + ["rb:605.1"])
    return True


# -- Tianna Crownguard: "While I'm at a battlefield, opponents can't score points." -----------------

def no_points(g, player: str, cites: list[str]) -> bool:
    """rb:568, rb:632.1 — whether an opponent's passive ability keeps ``player`` from getting points
    now (recorded); the battlefield still counts as scored this turn (rb:631) and its scoring
    abilities still trigger (rb:632.2; docs/rulings.md, Riftbound 73)."""
    from .objects import _condition_holds, _passives

    for src, ctl, ab in _passives(g, "rsd-opponents-no-points"):
        if ctl and not g.friendly(ctl, player) and _condition_holds(g, src, ctl, ab):
            g.record("no-points", cites + ["rb:632.1", "rb:568"],
                     M("{player} kann keine Punkte erhalten ({card})", player=player, card=g.name(src)), actor=player)
            return True
    return False


# -- Fizz - Trickster: "… you may play a spell from your trash …, ignoring its Energy cost. Recycle
# that spell after you play it." ----------------------------------------------------------------

VALUE_CHECKS["rsd_recycle_after_play"] = lambda v: "" if v is True else "true"


@verb("rsd_recycle_after_play", targets=False)
def _rsd_recycle_after_play(g, ctx, e, targets, cites):
    """rb:594 — the spell the previous instruction played (now on the chain, rb:595.3) is marked:
    once it has resolved and gone to the trash (rb:543.1.a.1) it is recycled
    (``recycle_after_play``). Nothing was played (the "may" declined, no playable card): nothing."""
    done = False
    for iid in ctx.previous:
        if g.card(iid) and g.zone(iid) == "chain" and g.defn(iid).type == "spell":
            g.state.set(f"cards.{iid}.rsd_recycle_after", g.card(iid)["zid"])
            g.record("recycle-later", cites + ["rb:594"],
                     M("{card} wird recycelt, nachdem es gespielt wurde", card=g.name(iid)), actor=ctx.controller)
            done = True
    return done


def recycle_after_play(g, iid: str, player: str) -> None:
    """After a spell resolved (chain.resolve_spell): a spell marked by ``rsd_recycle_after_play``
    that went to the trash goes from there to the bottom of its owner's main deck (rb:594)."""
    from . import actions

    card = g.card(iid)
    if card is None or card.get("rsd_recycle_after") is None:
        return
    mark = card["rsd_recycle_after"]
    g.state.set(f"cards.{iid}.rsd_recycle_after", None)
    if g.zone(iid) == "trash" and card["zid"] == mark + 1:  # straight from the chain to the trash
        actions.recycle(g, player, [iid], ["rb:594", "rb:594.1"])


# -- Hostile Takeover: "… Lose control of that unit and recall it at end of turn." ------------------

VALUE_CHECKS["rsd_lose_control_recall_at_end"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rsd_give_back_recall"] = lambda v: "" if isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) \
    and isinstance(v[1], int) and not isinstance(v[1], bool) else "[card id, zid] (set by rsd_lose_control_recall_at_end)"


@verb("rsd_lose_control_recall_at_end")
def _rsd_lose_control_recall_at_end(g, ctx, e, targets, cites):
    """rb:583, rb:517.1.a — a delayed triggered ability for this turn's ending step, one per unit:
    the spell's controller loses control of that unit (the same object, rb:563.2.c.4) and it is
    recalled (rb:617)."""
    done = False
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        delay_this_turn(g, ctx, "rd-end-of-turn", [{"rsd_give_back_recall": [iid, g.card(iid)["zid"]]}],
                        cites + ["rb:583", "rb:517.1.a"],
                        M("{source}: am Ende des Zuges verliert {player} die Kontrolle über {card}, es wird zurückgerufen",
                          source=source_label(ctx), player=ctx.controller, card=g.name(iid)))
        done = True
    return done


@verb("rsd_give_back_recall", targets=False)
def _rsd_give_back_recall(g, ctx, e, targets, cites):
    """rb:126.1, rb:617 — the delayed part: if the unit is still the same object on the board and
    the ability's controller controls it, control goes back to its owner (docs/rulings.md,
    Riftbound 74), then it is recalled to its controller's base."""
    from .movement import recall

    iid, zid = e["rsd_give_back_recall"]
    card = g.card(iid)
    if card is None or card["zid"] != zid or not g.on_board(iid):
        g.record("no-effect", cites + ["rb:563.2.c.4"],
                 M("{source}: die Einheit ist nicht mehr auf dem Spielbrett", source=source_label(ctx)))
        return False
    owner = g.owner(iid)
    if g.controller(iid) == ctx.controller and owner != ctx.controller:
        g.state.set(f"cards.{iid}.controller", owner)
        g.record("control", cites + ["rb:126.1", "rb:180"],
                 M("{player} verliert die Kontrolle über {card}; {owner} (Besitzer) kontrolliert es wieder",
                   player=ctx.controller, card=g.name(iid), owner=owner), actor=ctx.controller)
    if g.location(iid) != "base":
        recall(g, iid, cites + ["rb:617"])
    else:
        g.record("no-move", cites + ["rb:617"], M("{card} ist schon in der Basis", card=g.name(iid)))
    return True


# -- a unit that arrives at a battlefield during its combat ------------------------------------------

def join_combat(g, iid: str, bf: str) -> None:
    """rb:625.1.a, rb:626.1.a — a unit that moves to the battlefield of the combat in progress while
    its controller is the attacker or the defender is an attacking or defending unit from now on
    (docs/rulings.md, Riftbound 75: the attacker and defender are players; their units there are the
    attacking and defending units). "When I attack/defend" does not trigger: the showdown step
    that triggers it is over (rb:625.1.c)."""
    sd = g.state.data.get("combat")
    if not sd or sd.get("battlefield") != bf or g.card(iid).get("role"):
        return
    role = "attacker" if g.controller(iid) == sd["attacker"] else "defender" if g.controller(iid) == sd["defender"] \
        else None
    if role is None:
        return
    g.state.set(f"cards.{iid}.role", role)
    g.record("joins-combat", ["rb:625.1.a", "rb:626.1.a"],
             M("{card} greift mit an", card=g.name(iid)) if role == "attacker"
             else M("{card} verteidigt mit", card=g.name(iid)), actor=g.controller(iid))


def check_sequence(effects: list) -> None:
    """``rsd_recycle_after_play`` names the spell the instruction just before it played: it must
    follow a play of a spell from a zone (``play`` or ``rsd_play_below_points`` with type spell);
    ``rsd_token_per_opponent_who_did`` counts the opponents of the ``rsd_each_may_token`` just
    before it."""
    for k, e in enumerate(effects):
        if isinstance(e, dict) and "rsd_token_per_opponent_who_did" in e and not (
                k and isinstance(effects[k - 1], dict) and "rsd_each_may_token" in effects[k - 1]):
            raise ValueError("rsd_token_per_opponent_who_did follows only rsd_each_may_token")
        if isinstance(e, dict) and "rsd_recycle_after_play" in e:
            before = effects[k - 1] if k else None
            spec = (before or {}).get("play") or (before or {}).get("rsd_play_below_points") \
                if isinstance(before, dict) else None
            if not (isinstance(spec, dict) and spec.get("type") == "spell"):
                raise ValueError("rsd_recycle_after_play follows only an instruction that plays a spell")


# -- Kai'Sa - Evolutionary: "… you may play a spell from your trash with Energy cost less than your
# points without paying its Energy cost. Then recycle it." -----------------------------------------

VALUE_CHECKS["rsd_play_below_points"] = lambda v: "" if isinstance(v, dict) and v.get("from") == "trash" \
    and v.get("type") in ("spell", "unit", "gear") and set(v) <= {"from", "type", "ignore_energy", "ignore_cost"} \
    and all(v.get(k, True) is True for k in ("ignore_energy", "ignore_cost")) else \
    '{"from": "trash", "type": spell|unit|gear, "ignore_energy": true, "ignore_cost": true}'


@verb("rsd_play_below_points", targets=False)
def _rsd_play_below_points(g, ctx, e, targets, cites):
    """rb:595.3, rb:130.2 — play a card of the type from the controller's trash whose printed energy
    cost is less than the controller's points now (rb:632.1), as ``play`` does (the limited play,
    ``ignore_energy``: rb:560.1.b). None: nothing happens (rb:595.3.c)."""
    from .effects_play import _limited_play

    spec = e["rsd_play_below_points"]
    points = g.state.get(f"players.{ctx.controller}.score")
    pool = [i for i in g.state.get(f"players.{ctx.controller}.trash")
            if g.defn(i).type == spec["type"] and g.defn(i).energy < points]
    if not pool:
        g.record("play-none", cites + ["rb:595.3.c"],
                 M("Keine spielbare Karte (Energiekosten unter {points}): nichts geschieht", points=points))
        return False
    names = list(dict.fromkeys(g.name(i) for i in pool))
    pick = names[0] if len(names) == 1 else g.ask(f"play:{ctx.name}", M("Welche Karte spielen?"), [(n, n) for n in names], cites + ["rb:595.3"], ctx.controller)
    iid = next(i for i in pool if g.name(i) == pick)
    return _limited_play(g, ctx, ctx.controller, iid, None, cites, ignore_cost=bool(spec.get("ignore_cost")),
                         ignore_energy=bool(spec.get("ignore_energy")), reduce=0)


# -- Rengar - Pouncing: "I can be played to a battlefield you're attacking." ------------------------

def attacked_battlefields(g, player: str, iid: str) -> list[str]:
    """Over rb:559.2 (the card's own permission, rb:002): the battlefield of the combat in progress
    where ``player`` is the attacker (rb:625.1.a.1), for a card with ``rsd-play-to-attacked``; the
    unit then attacks there (``join_combat``)."""
    if not any(ab.static == "rsd-play-to-attacked" for ab in g.defn(iid).known_abilities()):
        return []
    sd = g.state.data.get("combat")
    return [sd["battlefield"]] if sd and sd.get("attacker") == player else []


# -- Card Sharp: "When you play me, you and each opponent may play a Gold gear token exhausted. For each
# opponent who did, you play a Gold gear token exhausted." -------------------------------------------

def _token_spec(v) -> str:
    from .checks_cards import check_value

    def bad(want):
        raise ValueError(want)

    try:
        check_value("token", v, bad)
    except ValueError as e:
        return str(e) or "a token"
    return ""


VALUE_CHECKS["rsd_each_may_token"] = _token_spec
VALUE_CHECKS["rsd_token_per_opponent_who_did"] = _token_spec


@verb("rsd_each_may_token", targets=False)
def _rsd_each_may_token(g, ctx, e, targets, cites):
    """rb:182.3.a, rb:176.1.a — the controller, then each opponent in turn order (rb:115), decides
    whether to play the token (prompt ``may:<card>:<player>``); who says yes plays it (its owner
    and controller, rb:173, rb:174). The opponents who did are counted for the next instruction."""
    from .effects import VERBS
    from .targets import Ctx

    order = g.players()
    k = order.index(ctx.controller)
    deciders = [ctx.controller] + [p for p in order[k + 1:] + order[:k] if not g.friendly(p, ctx.controller)]
    did = []
    for p in deciders:
        if g.ask_yes_no(f"may:{ctx.name}:{p}", M("{source}: {player} spielt den Token?", source=source_label(ctx), player=p),
                        cites + ["rb:182.3.a"], p):
            VERBS["token"](g, Ctx(source=ctx.source, controller=p, label=ctx.label), {"token": e["rsd_each_may_token"]},
                           None, cites)
            did.append(p)
    ctx.rsd_opponents_did = sum(1 for p in did if p != ctx.controller)
    return bool(did)


@verb("rsd_token_per_opponent_who_did", targets=False)
def _rsd_token_per_opponent_who_did(g, ctx, e, targets, cites):
    """rb:176.1.a — the controller plays the token once for each opponent who played one just before."""
    from .effects import VERBS

    n = getattr(ctx, "rsd_opponents_did", 0)
    if not n:
        g.record("no-effect", cites, M("{source}: kein Gegner hat es getan", source=source_label(ctx)))
        return False
    spec = dict(e["rsd_token_per_opponent_who_did"])
    spec["count"] = spec.get("count", 1) * n
    return VERBS["token"](g, ctx, {"token": spec}, None, cites)
