"""Instructions the compiler reads since branch rsf (Spiritforged; registered with
``effects.verb``; loaded by ``effects.py``).

* ``rsf_ready_legend`` — "ready your legend": the controller's champion legend, a game object
  in the legend zone (rb:106.5.c), is readied (rb:593.1; as the effect tells them, rb:593.4.b).
  Value: ``true``.
* ``rsf_mill`` — "put the top N cards of your Main Deck into your trash": the top N cards (as
  many as there are) go from the main deck to their owner's trash as an effect (rb:107.1.a).
  Only drawing burns a player out (rb:591.4): an empty deck stops it. Value: N.
* ``rsf_hand_to_deck`` — "put a card from your hand on the top or bottom of your Main Deck": the
  controller picks a card from their hand (prompt ``put:<card>``) and whether it goes on top or
  at the bottom (prompt ``top-or-bottom:<card>``) of their main deck (rb:107.3). With an empty
  hand nothing happens. Value: ``true``.
"""

from __future__ import annotations

from . import actions
from .checks import VALUE_CHECKS
from .effects import verb
from .zones import put

VALUE_CHECKS["rsf_ready_legend"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rsf_hand_to_deck"] = lambda v: "" if v is True else "true"
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


@verb("rsf_hand_to_deck", targets=False)
def _rsf_hand_to_deck(g, ctx, e, targets, cites):
    """rb:107.3 — a card of the controller's hand goes on the top or at the bottom of their main
    deck, as they choose (rb:182.2: the instruction tells them what to do)."""
    hand = list(g.state.get(f"players.{ctx.controller}.hand"))
    if not hand:
        g.record("rsf-hand-to-deck-none", cites + ["rb:107.3"], f"{ctx.de}: {ctx.controller} hat keine Karte auf der Hand",
                 f"{ctx.label}: {ctx.controller} has no card in hand", actor=ctx.controller)
        return False
    pick, = actions.choose_cards(g, ctx.controller, hand, 1, f"put:{ctx.name}", "auf das Hauptdeck legen",
                                 "put on the main deck", cites + ["rb:107.3"])
    where = g.ask(f"top-or-bottom:{ctx.name}", f"{g.name(pick)} oben oder unten auf das Hauptdeck?",
                  f"{g.name(pick)} on the top or at the bottom of the main deck?",
                  [("top", "top"), ("bottom", "bottom")], cites + ["rb:107.3"], ctx.controller)
    put(g, pick, "deck", top=where == "top")
    g.record("rsf-hand-to-deck", cites + ["rb:107.3"],
             f"{ctx.de}: {ctx.controller} legt eine Karte aus der Hand {'oben auf' if where == 'top' else 'unter'} "
             "das Hauptdeck",
             f"{ctx.label}: {ctx.controller} puts a card from hand on the {where} of the main deck",
             actor=ctx.controller)
    return True
