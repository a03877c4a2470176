"""Instructions the card compiler's costs family needs (registered with ``effects.verb``;
loaded by ``effects.py``). Each verb names the rules it applies.

* ``next_spell_costs_less`` — "the next spell you play this turn costs [5] less": a lasting
  effect for the rest of the turn (rb:517.2.b) that the next spell its controller plays uses
  up; while the cost of that spell is worked out it is one of the discounts (rb:560.4), in
  the order the player chooses with the others (play._discounts). Value: ``{"energy": N}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame


def _check_next_spell(value) -> str:
    n = value.get("energy") if isinstance(value, dict) and set(value) == {"energy"} else None
    ok = isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 99
    return "" if ok else '{"energy": N} (N from 1 to 99)'


VALUE_CHECKS["next_spell_costs_less"] = _check_next_spell


@verb("next_spell_costs_less", targets=False)
def _next_spell_costs_less(g, ctx, e, targets, cites):
    """The next spell the controller plays this turn costs N energy less (rb:560.4); the
    effect ends with the turn if no spell is played (rb:517.2.b)."""
    n = e["next_spell_costs_less"]["energy"]
    g.lasting.add({"kind": "next-spell-discount", "who": ctx.controller, "energy": n, "source": ctx.source,
                   "controller": ctx.controller, "until": "end-of-turn"})
    g.since_expiry += 1
    g.record("next-spell-discount", cites + ["rb:560.4", "rb:517.2.b"],
             M("{source}: der nächste Zauber, den {player} in diesem Zug spielt, kostet {n} Energie weniger",
               source=source_label(ctx), player=ctx.controller, n=n), actor=ctx.controller)
    return True


def next_spell_discounts(g: "RiftboundGame", player: str, card_type: str, name: str) -> list:
    """The discounts "the next spell you play this turn costs N less" give the spell
    ``player`` plays now (rb:560.4), as (label, Ability); each is used up by this spell — the
    player's own, not a teammate's ("you", rb:648.8.d)."""
    from .cards.model import Ability

    if card_type != "spell":
        return []
    found = []
    for e in g.lasting.active("next-spell-discount"):
        if e["who"] == player:
            g.lasting.remove(e["id"])
            found.append((f"{g.name(e['source']) if g.card(e['source']) else e['source']} ({name})",
                          Ability(static="cost", applies_to="self", amount=e["energy"])))
    return found
