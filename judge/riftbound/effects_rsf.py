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
* ``rsf_damage_my_assault`` — "deal damage equal to my [Assault] to …": the card's Assault value
  now (valued keywords add up, rb:719.2; none: 0). Value: ``true``.
* ``rsf_might_of_it`` — "kill a friendly unit to give +[might] equal to its Might to another
  friendly unit this turn": the might the unit the previous instruction affected had on the
  board before it (rb:563.2.c.9), given this turn (rb:637.3). Value: ``"turn"``.
* ``rsf_might_per_enemy_there`` — "give a friendly unit at a battlefield +N might this turn for
  each enemy unit there": N times the enemy units at the target's battlefield as it resolves
  (rb:637.3). Value: N.
* ``rsf_swap_might`` — "swap the Might of two units at the same battlefield this turn": each of
  the two gets the other's might as a set value this turn (rb:637.1.a.1); if either is no
  longer a legal target, nothing is swapped. Value: ``"turn"``.
* ``rsf_prevent_next_damage`` — "the next time that unit would be dealt damage this turn,
  prevent it": a replacement effect (rb:571, rb:572) on the unit the instruction names, this
  turn (rb:517.2.b): the first damage it would be dealt — combat damage too (rb:626) — is not
  dealt; then the effect is used up. The same object only (rb:563.2.c.4). Value: ``"turn"``.
* ``rsf_when_ally_unit_played_this_turn`` — "when a friendly unit is played this turn, buff it":
  a triggered ability the spell creates until the end of the turn (rb:583, rb:517.2.b); each
  time a unit friendly to its controller is played (rb:595; a token too, rb:176.1.a) it goes on
  the chain under that controller and its instructions read the unit as ``event-unit``.
  Value: the instructions.
* ``rsf_give_mine`` — "give a friendly unit my keywords and +[might] equal to my Might this turn":
  the keywords the source has now, with their values (rb:713; valued ones add up, rb:719.2,
  rb:721.2, rb:726.2), and its current might (rb:637.3), both this turn. Value: ``"turn"``.
* ``rsf_counter_give_energy`` — "counter that spell and give that unit +[might] equal to that
  spell's Energy cost this turn" (target ``they``: the spell on the chain and the unit chosen):
  the spell is countered (rb:601) and the unit gets its printed energy cost (rb:130.2) as might
  this turn (rb:637.3); a spell no longer on the chain is neither countered nor counted.
  Value: ``"turn"``.
"""

from __future__ import annotations

from . import actions, objects
from .checks import VALUE_CHECKS, check_delayed
from .effects import on_each_unit_this_turn, source_label, verb
from .effects_rd import delay_this_turn
from .i18n import M
from .zones import put

VALUE_CHECKS["rsf_ready_legend"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rsf_hand_to_deck"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rsf_damage_my_assault"] = lambda v: "" if v is True else "true"
VALUE_CHECKS["rsf_might_of_it"] = lambda v: "" if v == "turn" else '"turn"'
VALUE_CHECKS["rsf_swap_might"] = lambda v: "" if v == "turn" else '"turn"'
VALUE_CHECKS["rsf_might_per_enemy_there"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) \
    and 1 <= v <= 99 else "a count from 1 to 99"
VALUE_CHECKS["rsf_prevent_next_damage"] = lambda v: "" if v == "turn" else '"turn"'



VALUE_CHECKS["rsf_when_ally_unit_played_this_turn"] = check_delayed
VALUE_CHECKS["rsf_give_mine"] = lambda v: "" if v == "turn" else '"turn"'
VALUE_CHECKS["rsf_counter_give_energy"] = lambda v: "" if v == "turn" else '"turn"'
VALUE_CHECKS["rsf_mill"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 99 \
    else "a count from 1 to 99"


@verb("rsf_ready_legend", targets=False)
def _rsf_ready_legend(g, ctx, e, targets, cites):
    """rb:593.4.b — the controller readies their legend (rb:106.5.c: a game object); a ready one
    stays as it is."""
    legend = list(g.state.get(f"players.{ctx.controller}.legend"))
    if not legend:
        g.record("ready-none", cites + ["rb:106.5"],
                 M("{source}: {player} hat keine Legende", source=source_label(ctx), player=ctx.controller),
                 actor=ctx.controller)
        return False
    return actions.ready(g, legend[0], cites + ["rb:106.5.c", "rb:593.4.b"])


@verb("rsf_mill", targets=False)
def _rsf_mill(g, ctx, e, targets, cites):
    """rb:107.1.a — the top N cards of the controller's main deck go to the trash by the effect."""
    top = actions.top_cards(g, ctx.controller, e["rsf_mill"])
    for iid in top:
        put(g, iid, "trash")
    milled = {"source": source_label(ctx), "player": ctx.controller, "n": len(top)}
    g.record("rsf-mill", cites + ["rb:107.1.a"],
             M("{source}: {player} legt {n} Karte(n) oben vom Hauptdeck in den Ablagestapel ({cards})",
               cards=", ".join(g.name(i) for i in top), **milled) if top
             else M("{source}: {player} legt {n} Karte(n) oben vom Hauptdeck in den Ablagestapel", **milled),
             actor=ctx.controller)
    return bool(top)


@verb("rsf_hand_to_deck", targets=False)
def _rsf_hand_to_deck(g, ctx, e, targets, cites):
    """rb:107.3 — a card of the controller's hand goes on the top or at the bottom of their main
    deck, as they choose (rb:182.2: the instruction tells them what to do)."""
    hand = list(g.state.get(f"players.{ctx.controller}.hand"))
    if not hand:
        g.record("rsf-hand-to-deck-none", cites + ["rb:107.3"],
                 M("{source}: {player} hat keine Karte auf der Hand", source=source_label(ctx), player=ctx.controller),
                 actor=ctx.controller)
        return False
    pick, = actions.choose_cards(g, ctx.controller, hand, 1, f"put:{ctx.name}", M("auf das Hauptdeck legen"), cites + ["rb:107.3"])
    where = g.ask(f"top-or-bottom:{ctx.name}", M("{card} oben oder unten auf das Hauptdeck?", card=g.name(pick)), [("top", "top"), ("bottom", "bottom")], cites + ["rb:107.3"], ctx.controller)
    put(g, pick, "deck", top=where == "top")
    put_at = {"source": source_label(ctx), "player": ctx.controller}
    g.record("rsf-hand-to-deck", cites + ["rb:107.3"],
             M("{source}: {player} legt eine Karte aus der Hand oben auf das Hauptdeck", **put_at) if where == "top"
             else M("{source}: {player} legt eine Karte aus der Hand unter das Hauptdeck", **put_at),
             actor=ctx.controller)
    return True


@verb("rsf_damage_my_assault")
def _rsf_damage_my_assault(g, ctx, e, targets, cites):
    """rb:719.2 — damage equal to the source's Assault value (its keywords now, rb:713)."""
    from .effects import VERBS

    mine = g.card(ctx.source) and g.on_board(ctx.source) and not ctx.source.startswith("bf:")
    n = objects.keywords(g, ctx.source).get("Assault", 0) if mine else 0
    g.record("rsf-assault-value", cites + ["rb:719.2"], M("{source}: Sturmangriff {n}", source=source_label(ctx), n=n))
    return VERBS["damage"](g, ctx, {"damage": n}, targets, cites + ["rb:719.2"])


@verb("rsf_might_of_it")
def _rsf_might_of_it(g, ctx, e, targets, cites):
    """rb:563.2.c.9 — the might the previous instruction's unit had on the board, given this turn."""
    from .effects import VERBS

    was = [ctx.known.get(i, {}).get("might") for i in ctx.previous]
    n = next((m for m in was if m is not None), None)
    if n is None:
        return False
    return VERBS["might"](g, ctx, {"might": n, "duration": e["rsf_might_of_it"]}, targets, cites + ["rb:563.2.c.9"])


@verb("rsf_might_per_enemy_there")
def _rsf_might_per_enemy_there(g, ctx, e, targets, cites):
    """rb:637.3 — +N might this turn for each enemy unit at the target's battlefield."""
    from .effects import VERBS

    done = False
    for iid in targets or []:
        loc = g.location(iid)
        enemies = [u for u in g.units_at(loc) if not g.friendly(g.controller(u), ctx.controller)] \
            if loc in g.battlefields() else []
        n = e["rsf_might_per_enemy_there"] * len(enemies)
        done |= bool(VERBS["might"](g, ctx, {"might": n, "duration": "turn"}, [iid], cites))
    return done


@verb("rsf_swap_might")
def _rsf_swap_might(g, ctx, e, targets, cites):
    """rb:637.1.a.1 — each unit's might becomes the other's (both read before either changes)."""
    from .effects import VERBS

    units = [i for i in targets or [] if g.card(i) and g.on_board(i)]
    if len(units) != 2:
        g.record("rsf-no-swap", cites + ["rb:563.2.c.5"],
                 M("{source}: keine zwei legalen Ziele – nichts wird getauscht", source=source_label(ctx)))
        return False
    a, b = units
    ma, mb = objects.might(g, a), objects.might(g, b)
    VERBS["set_might"](g, ctx, {"set_might": mb, "duration": e["rsf_swap_might"]}, [a], cites)
    VERBS["set_might"](g, ctx, {"set_might": ma, "duration": e["rsf_swap_might"]}, [b], cites)
    return True


@verb("rsf_prevent_next_damage")
def _rsf_prevent_next_damage(g, ctx, e, targets, cites):
    """rb:571, rb:572 — set up the prevention on each unit named; it lasts this turn (rb:517.2.b)."""
    return on_each_unit_this_turn(
        g, ctx, targets, "rsf-prevent-next-damage", cites + ["rb:571", "rb:572"],
        lambda iid: M("{source}: der nächste Schaden, den {card} in diesem Zug erleiden würde, wird verhindert",
                      source=source_label(ctx), card=g.name(iid)))


def rsf_damage_replacements(g, event) -> list:
    """The preventions "the next time that unit would be dealt damage this turn" on the unit about
    to be dealt damage (``abilities.replacements``; rb:572)."""
    from judge.kernel import Replacement

    unit = event.data["card"]
    card = g.card(unit)
    out = []
    for e in g.lasting.active("rsf-prevent-next-damage"):
        if e["target"] == unit and card and e["zid"] == card["zid"]:
            def apply(_ev, e=e):
                g.lasting.remove(e["id"])  # only the next time
                return None
            out.append(Replacement(f"{e['id']}/rsf-prevent", e["label"], apply, ["rb:571", "rb:572"],
                                   M("{source}: der Schaden an {card} wird verhindert", source=e["label"],
                                     card=g.name(unit))))
    return out


@verb("rsf_when_ally_unit_played_this_turn", targets=False)
def _rsf_when_ally_unit_played(g, ctx, e, targets, cites):
    """rb:583, rb:517.2.b — a triggered ability for the rest of the turn (``rsf_delayed``)."""
    delay_this_turn(g, ctx, "rsf-ally-unit-played", e["rsf_when_ally_unit_played_this_turn"],
                    cites + ["rb:583", "rb:517.2.b"],
                    M("{source}: in diesem Zug löst jede gespielte befreundete Einheit dies aus", source=source_label(ctx)))
    return True


def rsf_delayed(g, name: str, data: dict, e: dict) -> bool:
    """Whether the event sets off the delayed triggered ability ``e`` of this module
    (``abilities._rd_rest_of_event``): a unit friendly to its controller was played (rb:595)."""
    if e["when"] != "rsf-ally-unit-played" or name != "played":
        return False
    iid = data.get("card")
    return bool(iid and g.card(iid) and g.on_board(iid) and g.is_unit(iid)
                and g.friendly(g.controller(iid), e["controller"]))


@verb("rsf_give_mine")
def _rsf_give_mine(g, ctx, e, targets, cites):
    """rb:713.3.a, rb:637.3 — the source's keywords and might, read as it resolves, given this turn."""
    from .effects import VERBS

    if not (g.card(ctx.source) and g.on_board(ctx.source) and g.is_unit(ctx.source)):
        g.record("rsf-gone", cites + ["rb:563.2.c.8"],
                 M("{source}: die Quelle ist nicht mehr auf dem Spielbrett", source=source_label(ctx)))
        return False
    kws = objects.keywords(g, ctx.source)
    n = objects.might(g, ctx.source)
    if not targets:
        return False
    if kws:
        VERBS["grant"](g, ctx, {"grant": kws, "duration": e["rsf_give_mine"]}, targets, cites)
    VERBS["might"](g, ctx, {"might": n, "duration": e["rsf_give_mine"]}, targets, cites)
    return True


@verb("rsf_counter_give_energy")
def _rsf_counter_give_energy(g, ctx, e, targets, cites):
    """rb:601, rb:130.2, rb:637.3 — counter the chosen spell, then the chosen unit gets its
    printed energy cost as might this turn."""
    from .effects import VERBS

    items = [g.chain.find(i) for i in targets or [] if g.chain.find(i)]
    units = [i for i in targets or [] if g.card(i) and g.on_board(i) and g.is_unit(i)]
    spells = [it for it in items if it.get("kind") == "card"]
    if not spells:
        g.record("rsf-no-spell", cites + ["rb:563.2.c.5"],
                 M("{source}: der Zauber ist nicht mehr auf der Kette", source=source_label(ctx)))
        return False
    energy = g.defn(spells[0]["card"]).energy
    actions.counter(g, spells[0], cites + ["rb:601.2.a", "rb:601.3"])
    if units:
        VERBS["might"](g, ctx, {"might": energy, "duration": e["rsf_counter_give_energy"]}, units,
                       cites + ["rb:130.2"])
    return True
