"""Instructions the compiler reads since branch h-rb-ogn (registered with ``effects.verb``;
loaded by ``effects.py``).

* ``rog_might_to_other`` — "Choose a friendly unit. This turn, increase its Might to the Might
  of another friendly unit." (Convergent Mutation): the latest two choices before the
  instruction are the unit raised and the unit whose might it is raised to. Raising is
  arithmetic (rb:637.3.a): the difference, worked out as the instruction resolves, is added
  this turn (rb:517.2.b); "increase" never lowers — a unit with as much might or more keeps
  its might (docs/rulings.md, Riftbound 48). An illegal target is left alone (rb:563.2.c.5).
  Value: ``true``; ``target``: ``they``.
"""

from __future__ import annotations

from . import objects
from .checks import VALUE_CHECKS
from .effects import _lasting, verb

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
                 f"{ctx.de}: keine zwei legalen Einheiten – keine Macht wird erhöht",
                 f"{ctx.label}: not two legal units – no might is increased")
        return False
    unit, other = raised[0], measure[0]
    have, want = objects.might(g, unit), objects.might(g, other)
    if want <= have:
        g.record("no-effect", cites + ["rb:637.3.a"],
                 f"{ctx.de}: {g.name(unit)} hat schon {have} Macht, {g.name(other)} {want} – erhöhen senkt nicht",
                 f"{ctx.label}: {g.name(unit)} already has {have} might, {g.name(other)} {want} – an increase "
                 "never lowers it")
        return False
    _lasting(g, ctx, e, unit, "might", cites + ["rb:637.3", "rb:637.3.a", "rb:517.2.b"],
             f"Die Macht von {g.name(unit)} wird in diesem Zug auf die von {g.name(other)} erhöht: {have} → {want}",
             f"{g.name(unit)}'s might is increased to {g.name(other)}'s this turn: {have} → {want}",
             amount=want - have)
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
        g.record("no-effect", rules, f"{ctx.de}: der gewählte Champion von {who} liegt nicht im Ablagestapel",
                 f"{ctx.label}: {who}'s chosen champion is not in their trash", actor=who)
        return False
    if g.state.get(f"players.{who}.champion"):
        g.record("no-effect", rules, f"{ctx.de}: die Champion-Zone von {who} ist nicht leer",
                 f"{ctx.label}: {who}'s champion zone is not empty", actor=who)
        return False
    put(g, iid, "champion")
    g.record("return-champion", rules, f"{ctx.de}: {g.name(iid)} kehrt aus dem Ablagestapel in die Champion-Zone zurück",
             f"{ctx.label}: {g.name(iid)} returns from the trash to the champion zone", actor=who)
    return True
