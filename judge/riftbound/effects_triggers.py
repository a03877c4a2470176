"""Instructions the card compiler's triggers family needs beyond ``effects.py`` (registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``units_enter_ready`` — "Units you play this turn enter ready", "The next unit you play this
  turn enters ready": a lasting effect for the rest of the turn (``{"next": true}``: the next
  unit only), read where units enter the board (objects.enters_exhausted).
* ``pay`` — a cost paid while an ability resolves: "you may exhaust this to draw 1", "you may
  pay [body] and exhaust this to ready it" (rb:583.1/ex1). Its value is the cost:
  ``{"energy": N, "power": [domains or "any"], "exhaust": "self", "discard": N, "spend_buff": 1}``
  (spend a buff of a unit you control, rb:702.2.b.2). With ``may``
  the controller is asked only if the cost can be paid. What follows "to" carries the
  condition ``{"paid": "pay"}``: it happens only if the cost was paid.
"""

from __future__ import annotations

from judge.i18n import verbatim
from judge.kernel import RuleViolation

from . import actions, costs
from .cards.model import DOMAINS
from .checks import VALUE_CHECKS
from .effects import ASKS_ITSELF, source_label, verb
from .i18n import M

PAY_KEYS = ("energy", "power", "exhaust", "discard", "spend_buff")


def _check_pay(value) -> str:
    """What a ``pay`` value must be (checked when a definition loads)."""
    def count(v):
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99

    ok = isinstance(value, dict) and value and set(value) <= set(PAY_KEYS) \
        and count(value.get("energy", 0)) and count(value.get("discard", 0)) \
        and value.get("exhaust", "self") == "self" and value.get("spend_buff", 1) == 1 \
        and isinstance(value.get("power", []), list) and all(d in DOMAINS + ("any",) for d in value.get("power", []))
    return "" if ok else ('a cost {"energy": N, "power": [domains or "any"], "exhaust": "self", "discard": N, '
                          '"spend_buff": 1} (one key at least)')


VALUE_CHECKS["pay"] = _check_pay
VALUE_CHECKS["units_enter_ready"] = lambda v: "" if isinstance(v, dict) and set(v) <= {"next"} and isinstance(
    v.get("next", False), bool) else '{"next": true|false}'
ASKS_ITSELF.add("pay")


@verb("units_enter_ready")
def _units_enter_ready(g, ctx, e, targets, cites):
    """Friendly units that enter the board this turn enter ready instead of exhausted (over
    rb:563.1.c); the effect lasts until the end of the turn (rb:517.2.b), or only for the next
    unit."""
    nxt = bool(e["units_enter_ready"].get("next"))
    g.lasting.add({"kind": "enter-ready", "who": ctx.controller, "next": nxt, "source": ctx.source,
                   "controller": ctx.controller, "until": "end-of-turn"})
    g.since_expiry += 1
    who = {"source": source_label(ctx), "player": ctx.controller}
    g.record("enter-ready", cites + ["rb:563.1.c", "rb:517.2.b"],
             M("{source}: die nächste Einheit von {player} kommt in diesem Zug bereit ins Spiel", **who) if nxt
             else M("{source}: Einheiten von {player} kommen in diesem Zug bereit ins Spiel", **who),
             actor=ctx.controller)
    return True


def _why_not(g, ctx, cost: dict) -> str | None:
    """Why the cost cannot be paid now (None: it can): exhausting needs a ready source on the
    board (rb:592.4), discarding enough cards in hand (rb:598.3), energy and power enough in
    the pool and the runes (rb:561.1, rb:595.2.a) — tried and taken back."""
    if cost.get("exhaust") == "self":
        card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        if card is None or not g.on_board(ctx.source) or card["exhausted"]:
            return "rb:592.4"
    if cost.get("discard", 0) > len(g.state.get(f"players.{ctx.controller}.hand")):
        return "rb:598.3"
    if cost.get("spend_buff") and not _buffed(g, ctx):
        return "rb:702.2.b.1"
    if cost.get("energy") or cost.get("power"):
        mark, steps = g.state.mark(), len(g.engine.trace.steps)
        try:
            costs.pay(g, ctx.controller, cost.get("energy", 0), list(cost.get("power", [])), [])
        except RuleViolation:
            return "rb:595.2.a"
        finally:
            g.state.undo(mark)
            del g.engine.trace.steps[steps:]
    return None


@verb("pay", targets=False)
def _pay(g, ctx, e, targets, cites):
    """rb:583.1/ex1 — "you may [cost] to [effect]": the controller may pay the cost while the
    ability resolves, if they can (rb:182.2.c: they pay it); the effect needs it paid."""
    cost = e["pay"]
    said = _say(g, ctx, cost)
    why = _why_not(g, ctx, cost)
    if why is not None:
        ctx.paid = {**ctx.paid, "pay": False}
        g.record("cannot-pay", cites + [why], M("{source}: die Kosten ({cost}) können nicht bezahlt werden",
                                                source=source_label(ctx), cost=said), actor=ctx.controller)
        return False
    if e.get("may") and not g.ask_yes_no(f"may:{ctx.name}", M("{source}: {cost} bezahlen?", source=source_label(ctx),
                                                              cost=said),
                                         ["rb:583.1/ex1", "rb:182.3.a"], ctx.controller):
        ctx.paid = {**ctx.paid, "pay": False}
        return False
    if cost.get("exhaust") == "self":
        actions.exhaust(g, ctx.source, cites + ["rb:592.4", "rb:592.5"])
    if cost.get("energy") or cost.get("power"):
        costs.pay(g, ctx.controller, cost.get("energy", 0), list(cost.get("power", [])), cites + ["rb:561.1"])
    if cost.get("discard"):
        actions.discard(g, ctx.controller, cost["discard"], cites + ["rb:598.3"], f"cost:{ctx.name}")
    if cost.get("spend_buff"):
        pool = _buffed(g, ctx)
        pick = pool[0] if len(pool) == 1 else g.ask(
            f"cost:{ctx.name}", M("Wessen Buff wird ausgegeben?"), [(u, g.name(u)) for u in pool], ["rb:702.2.b", "rb:702.2.b.2"], ctx.controller)
        actions.spend_buff(g, pick, cites + ["rb:702.2.b", "rb:702.2.b.2"])
    ctx.paid = {**ctx.paid, "pay": True}
    g.record("paid", cites + ["rb:583.1/ex1"],
             M("{source}: {player} bezahlt {cost}", source=source_label(ctx), player=ctx.controller, cost=said),
             actor=ctx.controller)
    return True


def _buffed(g, ctx) -> list[str]:
    """The units whose buff the controller may spend: buffed units they control (rb:702.2.b.1-2)."""
    return [u for u in g.units_on_board(ctx.controller) if g.card(u).get("buff")]


def _say(g, ctx, cost: dict):
    """The cost in words (a message field): its parts one after the other, "a und b und c"."""
    name = g.name(ctx.source) if not ctx.source.startswith("bf:") else g.bf_label(ctx.source[3:])
    parts = []
    if cost.get("energy"):
        parts.append(M("{n} Energie", n=cost["energy"]))
    for d in cost.get("power", []):
        parts.append(M("1 Power ({domain})", domain=d))
    if cost.get("exhaust"):
        parts.append(M("{card} erschöpfen", card=name))
    if cost.get("discard"):
        parts.append(M("{n} Karte(n) abwerfen", n=cost["discard"]))
    if cost.get("spend_buff"):
        parts.append(M("einen Buff ausgeben"))
    said = parts[0] if parts else verbatim("")
    for part in parts[1:]:
        said = M("{first} und {then}", first=said, then=part)
    return said
