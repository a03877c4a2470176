"""What card text counts on the board around the card with the ability (targets.operand and
targets.holds): "if you have 7+ units here", "if there is exactly one other unit you control
here", "if you control 3 or more other gear", "if you have two or more other units in your base",
"while there's a stunned enemy unit here".

"Here" is where the card with the ability is: a battlefield's own place, or the battlefield
a permanent is at (rb:053.3); a card in the base or off the board has no "here". "Other"
leaves out the card with the ability itself. "You control": the ability's controller's own,
not a teammate's (rb:179, rb:648.8.d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

#: operands (targets.OPERANDS, read as "you.<name>")
OPERANDS = ("units_here", "other_units_here", "other_gear", "other_units_in_base", "rsf_other_battlefields")
#: condition words (targets.CONDITION_WORDS)
WORDS = ("stunned-enemy-here",)


def here(g: "RiftboundGame", source: str) -> str | None:
    """The battlefield the card with the ability is at (rb:053.3), or None."""
    if source.startswith("bf:"):
        return source[3:]
    loc = g.location(source) if g.card(source) and g.on_board(source) else None
    return loc if loc in g.battlefields() else None


def count(g: "RiftboundGame", what: str, source: str, player: str) -> int:
    if what == "other_gear":  # gear you control on the board, the card itself left out (rb:179)
        return sum(1 for i in g.permanents(player) if g.defn(i).type == "gear" and i != source)
    if what == "other_units_in_base":  # "two or more other units in your base" (rb:166)
        return sum(1 for i in g.state.get(f"players.{player}.base") if g.is_unit(i) and i != source)
    if what == "rsf_other_battlefields":  # "each other battlefield you or allies control" (rb:648.8.d)
        mine = here(g, source)
        return sum(1 for b in g.battlefields() if b != mine and (c := g.battlefield(b)["controller"])
                   and g.friendly(c, player))
    bf = here(g, source)
    if bf is None:
        return 0
    units = [u for u in g.units_at(bf, player)]
    if what == "other_units_here":
        units = [u for u in units if u != source]
    return len(units)


def holds(g: "RiftboundGame", word: str, source: str, controller: str) -> bool:
    """"While there's a stunned enemy unit here" (rb:053.3; stunned, rb:599)."""
    bf = here(g, source)
    return bf is not None and any(g.card(u).get("stunned") and not g.friendly(g.controller(u), controller)
                                  for u in g.units_at(bf))
