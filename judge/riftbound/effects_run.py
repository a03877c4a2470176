"""Instructions the compiler reads since branch run (Unleashed cards; registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``run_die_banish`` — "if it would die this turn, banish it instead" (Smite): a replacement
  effect (rb:571, rb:573.1: recognised by "instead") on the unit "it" names, for the rest of the
  turn (rb:517.2.b): each time this turn it would be killed (rb:604), it is banished instead
  (rb:603) and does not go to the trash — it has not died, so its Deathknell does not trigger
  (rb:720.1.d.1). The same object only: a card that left the board and came back is a new
  object (rb:563.2.c.4). Value: ``true``.
"""

from __future__ import annotations

from .checks import VALUE_CHECKS, check_delayed
from .effects import on_each_unit_this_turn, source_label, verb
from .i18n import M

VALUE_CHECKS["run_die_banish"] = lambda v: "" if v is True else "true"


@verb("run_die_banish")
def _run_die_banish(g, ctx, e, targets, cites):
    """rb:573.1 — set up the replacement on each unit named; it lasts this turn (rb:517.2.b)."""
    return on_each_unit_this_turn(
        g, ctx, targets, "run-die-banish", cites + ["rb:571", "rb:573.1"],
        lambda iid: M("{source}: würde {card} in diesem Zug sterben, wird er stattdessen verbannt",
                      source=source_label(ctx), card=g.name(iid)))


def run_death_replacements(g, event) -> list:
    """The replacements "if it would die this turn, banish it instead" on a unit about to be
    killed (``abilities.replacements``; rb:573.1)."""
    from judge.kernel import Replacement

    unit = event.data["card"]
    card = g.card(unit)
    out = []
    for e in g.lasting.active("run-die-banish"):
        if e["target"] == unit and card and e["zid"] == card["zid"]:
            out.append(Replacement(f"{e['id']}/run-banish", e["label"], _banish_instead(g, unit),
                                   ["rb:573.1", "rb:603", "rb:720.1.d.1"],
                                   M("{source}: {card} wird statt zu sterben verbannt", source=e["label"],
                                     card=g.name(unit))))
    return out


def _banish_instead(g, unit):
    def apply(_ev):
        from .actions import banish

        banish(g, unit, ["rb:573.1", "rb:720.1.d.1"])
        return None

    return apply


VALUE_CHECKS["run_cant_play_spells"] = lambda v: "" if v is True else "true"


@verb("run_cant_play_spells", targets=False)
def _run_cant_play_spells(g, ctx, e, targets, cites):
    """"Counter a spell. Its controller can't play spells this turn." (Lilting Lullaby): the
    player who controlled the spell the previous instruction named (a chain item, rb:532, as it
    was, rb:563.2.c.9) cannot play spells for the rest of the turn (the card over rb:595,
    rb:002; rb:517.2.b). Refused when they try (``refuse_if_spells_barred``)."""
    who = [ctx.known.get(t, {}).get("controller") for t in ctx.previous]  # the countered item(s)
    who = list(dict.fromkeys(p for p in who if p))
    for p in who:
        g.lasting.add({"kind": "run-cant-play-spells", "who": p, "source": ctx.source, "controller": ctx.controller,
                       "until": "end-of-turn", "label": ctx.label})
        g.since_expiry += 1
        g.record("run-cant-play-spells", cites + ["rb:002", "rb:517.2.b"],
                 M("{source}: {player} kann in diesem Zug keine Zauber spielen", source=source_label(ctx), player=p),
                 actor=ctx.controller)
    return bool(who)


def refuse_if_spells_barred(g, player: str, iid: str) -> None:
    """Refuses playing a spell while "… can't play spells this turn" lasts for ``player``."""
    if g.defn(iid).type != "spell":
        return
    for e in g.lasting.active("run-cant-play-spells"):
        if e["who"] == player:
            g.refuse("rb:002", M("{source}: {player} kann in diesem Zug keine Zauber spielen", source=e["label"],
                                 player=player))


VALUE_CHECKS["run_owner_puts_on_deck"] = lambda v: "" if v == "top-or-bottom" else '"top-or-bottom"'


@verb("run_owner_puts_on_deck")
def _run_owner_puts_on_deck(g, ctx, e, targets, cites):
    """"Its owner places it on the top or bottom of their Main Deck" (Keeper's Verdict): for each
    unit named, its owner (rb:107.1.d: a main-deck zone is its owner's) chooses the top or the
    bottom of their main deck (rb:107.3) and the unit goes there, leaving the board (rb:109: a new
    object; a token ceases to exist, rb:177.1)."""
    from .zones import put

    done = False
    for iid in targets or []:
        if not (g.card(iid) and g.on_board(iid)):
            continue
        owner = g.owner(iid)
        where = g.ask(f"deck-place:{ctx.name}", M("{source}: {card} oben oder unten auf das Hauptdeck?",
                                                  source=source_label(ctx), card=g.name(iid)), [("top", "top"), ("bottom", "bottom")], cites + ["rb:107.3"], owner)
        put(g, iid, "deck", top=where == "top")
        g.record("run-to-deck", cites + ["rb:107.3", "rb:109"],
                 M("{player} legt {card} oben auf das eigene Hauptdeck", player=owner, card=g.name(iid)) if where == "top"
                 else M("{player} legt {card} unten auf das eigene Hauptdeck", player=owner, card=g.name(iid)),
                 actor=owner, chooser=owner, choice=where)
        done = True
    return done



VALUE_CHECKS["run_when_dies_this_turn"] = check_delayed


@verb("run_when_dies_this_turn")
def _run_when_dies_this_turn(g, ctx, e, targets, cites):
    """"When it dies this turn, play a Gold gear token exhausted." (Deadly Flourish): a delayed
    triggered ability (rb:583) on the unit named, under the controller of what created it, that
    goes onto the chain when that unit dies (rb:604) this turn (rb:517.2.b); it triggers once.
    The same object only (rb:563.2.c.4): it was on the board when this was set up."""
    done = False
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        # "watch", not "target": leaving the board ends the effects on an object (zones.reset), and
        # dying is leaving the board — this one waits for exactly that
        g.lasting.add({"kind": "delayed", "when": "run-dies", "watch": iid, "zid": g.card(iid)["zid"],
                       "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label,
                       "effects": e["run_when_dies_this_turn"]})
        g.since_expiry += 1
        g.record("delayed", cites + ["rb:583", "rb:517.2.b"],
                 M("{source}: geschieht, wenn {card} in diesem Zug stirbt", source=source_label(ctx), card=g.name(iid)),
                 actor=ctx.controller)
        done = True
    return done


def run_dies_fires(g, e: dict, name: str, data: dict) -> bool:
    """Whether a ``run-dies`` delayed ability fires on this event: the unit it watches died, as
    the object it was (a unit that dies crosses the board's edge once, rb:109: its zone count is
    one more than when the ability was set up)."""
    if name != "dies" or data.get("unit") != e["watch"]:
        return False
    card = g.card(e["watch"])
    return bool(card) and card["zid"] == e["zid"] + 1


def run_conquer_times(g, name: str, data: dict, who: str) -> int:
    """How many times an ability of ``who`` that a conquest triggers (rb:630.1, rb:632.2: "when
    you conquer", "when I conquer", "when you conquer here") triggers: once, plus one for each
    permanent ``who`` controls — their own ("your") — at the conquered battlefield with "Your
    conquer effects for conquering here trigger an additional time" (passive
    ``run-conquer-here-twice``, rb:567; "here", rb:053.3), looked at as the conquest happens."""
    if name != "conquer" or not who:
        return 1
    bf = data.get("battlefield")
    extra = sum(len(g.info(iid).statics.get("run-conquer-here-twice", ())) for iid in g.permanents(who)
                if g.location(iid) == bf)
    if extra:
        g.record("run-conquer-extra", ["rb:567", "rb:583.3", "rb:630.1"],
                 M("Eroberungseffekt von {player} wird {n} zusätzliche(s) Mal ausgelöst", player=who, n=extra), actor=who)
    return 1 + extra


VALUE_CHECKS["run_units_cost_more"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and 0 < v <= 20 \
    else "a whole number from 1 to 20"


@verb("run_units_cost_more", targets=False)
def _run_units_cost_more(g, ctx, e, targets, cites):
    """"Your non-token units cost [1] more to play this turn" (Vaults of Helia): a lasting effect
    for the rest of the turn (rb:517.2.b) that raises the energy cost of each unit its
    controller plays — a cost increase, applied before discounts (rb:560.3; ``cost_increase``)."""
    g.lasting.add({"kind": "run-units-cost-more", "who": ctx.controller, "amount": e["run_units_cost_more"],
                   "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label})
    g.since_expiry += 1
    g.record("run-units-cost-more", cites + ["rb:560.3", "rb:517.2.b"],
             M("{source}: Einheiten von {player} kosten in diesem Zug {n} Energie mehr", source=source_label(ctx),
               player=ctx.controller, n=e["run_units_cost_more"]), actor=ctx.controller)
    return True


def cost_increase(g, player: str, iid: str) -> tuple[int, list[str]]:
    """The energy a lasting "your non-token units cost [1] more" adds to playing card ``iid``
    (a unit card — a token is no card, rb:176), and the rules it applies (rb:560.3)."""
    if g.defn(iid).type != "unit" or g.card(iid).get("token"):
        return 0, []
    more = sum(e["amount"] for e in g.lasting.active("run-units-cost-more") if e["who"] == player)
    return more, (["rb:560.3"] if more else [])
