"""Instructions the card compiler's triggers family needs beyond ``effects.py`` (registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``pay`` — a cost paid while an ability resolves: "you may exhaust this to draw 1", "you may
  pay [body] and exhaust this to ready it" (rb:583.1/ex1). Its value is the cost:
  ``{"energy": N, "power": [domains or "any"], "exhaust": "self", "discard": N}``. With ``may``
  the controller is asked only if the cost can be paid. What follows "to" carries the
  condition ``{"paid": "pay"}``: it happens only if the cost was paid.
"""

from __future__ import annotations

from judge.kernel import RuleViolation

from . import actions, costs
from .cards.model import DOMAINS
from .checks import VALUE_CHECKS
from .effects import ASKS_ITSELF, verb

PAY_KEYS = ("energy", "power", "exhaust", "discard")


def _check_pay(value) -> str:
    """What a ``pay`` value must be (checked when a definition loads)."""
    def count(v):
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99

    ok = isinstance(value, dict) and value and set(value) <= set(PAY_KEYS) \
        and count(value.get("energy", 0)) and count(value.get("discard", 0)) \
        and value.get("exhaust", "self") == "self" \
        and isinstance(value.get("power", []), list) and all(d in DOMAINS + ("any",) for d in value.get("power", []))
    return "" if ok else ('a cost {"energy": N, "power": [domains or "any"], "exhaust": "self", "discard": N} '
                          "(one key at least)")


VALUE_CHECKS["pay"] = _check_pay
ASKS_ITSELF.add("pay")


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


@verb("pay")
def _pay(g, ctx, e, targets, cites):
    """rb:583.1/ex1 — "you may [cost] to [effect]": the controller may pay the cost while the
    ability resolves, if they can (rb:182.2.c: they pay it); the effect needs it paid."""
    cost = e["pay"]
    de, en = _say(g, ctx, cost)
    why = _why_not(g, ctx, cost)
    if why is not None:
        ctx.paid = {**ctx.paid, "pay": False}
        g.record("cannot-pay", cites + [why], f"{ctx.de}: die Kosten ({de}) können nicht bezahlt werden",
                 f"{ctx.label}: the cost ({en}) cannot be paid", actor=ctx.controller)
        return False
    if e.get("may") and not g.ask_yes_no(f"may:{ctx.name}", f"{ctx.de}: {de} bezahlen?",
                                         f"{ctx.label}: pay {en}?", ["rb:583.1/ex1", "rb:182.3.a"], ctx.controller):
        ctx.paid = {**ctx.paid, "pay": False}
        return False
    if cost.get("exhaust") == "self":
        actions.exhaust(g, ctx.source, cites + ["rb:592.4", "rb:592.5"])
    if cost.get("energy") or cost.get("power"):
        costs.pay(g, ctx.controller, cost.get("energy", 0), list(cost.get("power", [])), cites + ["rb:561.1"])
    if cost.get("discard"):
        actions.discard(g, ctx.controller, cost["discard"], cites + ["rb:598.3"], f"cost:{ctx.name}")
    ctx.paid = {**ctx.paid, "pay": True}
    g.record("paid", cites + ["rb:583.1/ex1"], f"{ctx.de}: {ctx.controller} bezahlt {de}",
             f"{ctx.label}: {ctx.controller} pays {en}", actor=ctx.controller)
    return True


def _say(g, ctx, cost: dict) -> tuple[str, str]:
    """The cost in words (German, English)."""
    name = g.name(ctx.source) if not ctx.source.startswith("bf:") else g.bf_label(ctx.source[3:])
    de, en = [], []
    if cost.get("energy"):
        de.append(f"{cost['energy']} Energie")
        en.append(f"{cost['energy']} energy")
    for d in cost.get("power", []):
        de.append(f"1 Power ({d})")
        en.append(f"1 power ({d})")
    if cost.get("exhaust"):
        de.append(f"{name} erschöpfen")
        en.append(f"exhaust {name}")
    if cost.get("discard"):
        de.append(f"{cost['discard']} Karte(n) abwerfen")
        en.append(f"discard {cost['discard']} card(s)")
    return " und ".join(de), " and ".join(en)
