"""Instructions the card compiler reads since issue 22 item 2, part C (registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``next_spell_bonus_damage`` — "the next spell you play this turn deals 1 Bonus Damage": a
  lasting effect for the rest of the turn (rb:517.2.b) that the next spell its controller
  plays uses up (``take_next_spell_bonus``, called by play.play_card when the spell goes on
  the chain); each instance of damage that spell deals as it resolves is increased by N
  (``spell_bonus``, read by the damage instructions; rb:139.3.a). Value: N (1 to 99).
* ``extra_turn`` — "take a turn after this one": the controller takes the next turn; turn
  order then goes on from them (``extra_turn_player``, read by turn.next_turn). The rules
  have no extra turns of their own; the card's text says so (rb:002) and changes only who is
  the next turn player (rb:506, rb:517.5). Value: ``true``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .checks import VALUE_CHECKS
from .effects import verb

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

VALUE_CHECKS["next_spell_bonus_damage"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and \
    1 <= v <= 99 else "N (1 to 99)"


@verb("next_spell_bonus_damage", targets=False)
def _next_spell_bonus_damage(g, ctx, e, targets, cites):
    n = e["next_spell_bonus_damage"]
    g.lasting.add({"kind": "next-spell-bonus-damage", "who": ctx.controller, "amount": n, "source": ctx.source,
                   "controller": ctx.controller, "until": "end-of-turn"})
    g.since_expiry += 1
    g.record("next-spell-bonus-damage", cites + ["rb:139.3.a", "rb:517.2.b"],
             f"{ctx.de}: der nächste Zauber, den {ctx.controller} in diesem Zug spielt, verursacht {n} Bonusschaden "
             f"je Schadensinstanz",
             f"{ctx.label}: the next spell {ctx.controller} plays this turn deals {n} bonus damage with each "
             f"instance of damage", actor=ctx.controller)
    return True


def take_next_spell_bonus(g: "RiftboundGame", player: str, card_type: str, name: str) -> int:
    """The bonus damage "the next spell you play this turn" effects give the spell ``player``
    plays now; each such effect is used up by it — the player's own, not a teammate's
    ("you", rb:648.8.d)."""
    if card_type != "spell":
        return 0
    total = 0
    for e in g.lasting.active("next-spell-bonus-damage"):
        if e["who"] == player:
            g.lasting.remove(e["id"])
            total += e["amount"]
            src = g.name(e["source"]) if g.card(e["source"]) else e["source"]
            g.record("next-spell-bonus-damage", ["rb:139.3.a"],
                     f"{src}: {name} verursacht {e['amount']} Bonusschaden je Schadensinstanz",
                     f"{src}: {name} deals {e['amount']} bonus damage with each instance of damage", actor=player)
    return total


def spell_bonus(ctx: "Ctx") -> int:
    """The bonus damage of the spell resolving now (its chain item, chain.resolve_spell); an
    ability's damage, even one the spell triggered, is not the spell's."""
    item = ctx.item or {}
    return item.get("bonus_damage", 0) if item.get("kind") == "card" and item.get("card") == ctx.source else 0


VALUE_CHECKS["extra_turn"] = lambda v: "" if v is True else "true"


@verb("extra_turn", targets=False)
def _extra_turn(g, ctx, e, targets, cites):
    pending = list(g.state.data.get("extra_turns") or [])
    g.state.set("extra_turns", pending + [ctx.controller])
    g.record("extra-turn", cites + ["rb:002", "rb:506"],
             f"{ctx.de}: {ctx.controller} macht nach diesem Zug einen weiteren Zug",
             f"{ctx.label}: {ctx.controller} takes a turn after this one", actor=ctx.controller)
    return True


def extra_turn_player(g: "RiftboundGame") -> str | None:
    """Who takes the next turn by "take a turn after this one" (used up now), or None. Two
    such turns for different players pending at once: the rules say nothing of their order,
    so the engine stops rather than guess (exit 5)."""
    pending = list(g.state.data.get("extra_turns") or [])
    if not pending:
        return None
    if len(set(pending)) > 1:
        from .game import NotEncoded

        raise NotEncoded("extra turns for several players at once: their order is not in the rules "
                         "(weitere Züge für mehrere Spieler: ihre Reihenfolge regeln die Regeln nicht)")
    g.state.set("extra_turns", pending[1:])
    return pending[0]
