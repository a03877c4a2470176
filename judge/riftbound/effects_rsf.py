"""Instructions the compiler reads since branch rsf (Spiritforged; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rsf_ready_legend`` — "ready your legend": the controller's champion legend, a game object
  in the legend zone (rb:106.5.c), is readied (rb:593.1; as the effect tells them, rb:593.4.b).
  Value: ``true``.
* ``rsf_mill`` — "put the top N cards of your Main Deck into your trash": the top N cards (as
  many as there are) go from the main deck to their owner's trash as an effect (rb:107.1.a).
  Only drawing burns a player out (rb:591.4): an empty deck stops it. Value: N.
"""

from __future__ import annotations

from . import actions
from .checks import VALUE_CHECKS
from .effects import verb
from .zones import put

VALUE_CHECKS["rsf_ready_legend"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rsf_mill"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 99 \
    else "a count from 1 to 99"


@verb("rsf_ready_legend", targets=False)
def _rsf_ready_legend(g, ctx, e, targets, cites):
    """rb:593.4.b — the controller readies their legend (rb:106.5.c: a game object); a ready one
    stays as it is."""
    legend = list(g.state.get(f"players.{ctx.controller}.legend"))
    if not legend:
        g.record("ready-none", cites + ["rb:106.5"], f"{ctx.de}: {ctx.controller} hat keine Legende",
                 f"{ctx.label}: {ctx.controller} has no legend", actor=ctx.controller)
        return False
    return actions.ready(g, legend[0], cites + ["rb:106.5.c", "rb:593.4.b"])


@verb("rsf_mill", targets=False)
def _rsf_mill(g, ctx, e, targets, cites):
    """rb:107.1.a — the top N cards of the controller's main deck go to the trash by the effect."""
    top = actions.top_cards(g, ctx.controller, e["rsf_mill"])
    for iid in top:
        put(g, iid, "trash")
    g.record("rsf-mill", cites + ["rb:107.1.a"],
             f"{ctx.de}: {ctx.controller} legt {len(top)} Karte(n) oben vom Hauptdeck in den Ablagestapel"
             + (f" ({', '.join(g.name(i) for i in top)})" if top else ""),
             f"{ctx.label}: {ctx.controller} puts {len(top)} card(s) from the top of the main deck into the trash"
             + (f" ({', '.join(g.name(i) for i in top)})" if top else ""), actor=ctx.controller)
    return bool(top)
