"""Instructions the compiler reads since branch rd (registered with ``effects.verb``; loaded by
``effects.py``).

* ``rd_death_recall`` — "the next time it dies this turn, recall it exhausted instead" (a
  replacement effect, rb:571, rb:573.1: recognised by "instead"): until the end of the turn
  (rb:517.2.b), the first time the chosen unit would be killed (rb:604), it is recalled to its
  controller's base exhausted (rb:617, rb:618) and does not go to the trash — so it has not
  died and its Deathknell does not trigger (rb:720.1.d.1). Only the next time: the effect
  ends once it has replaced a death. The same object only: a card that left the board and
  came back is a new object (rb:563.2.c.4). Value: ``{"exhausted": true}``.
"""

from __future__ import annotations

from judge.kernel.choices import NONE

from .checks import VALUE_CHECKS, check_delayed
from .effects import source_label, verb
from .i18n import M

VALUE_CHECKS["rd_death_recall"] = lambda v: "" if v == {"exhausted": True} else '{"exhausted": true}'


@verb("rd_death_recall")
def _rd_death_recall(g, ctx, e, targets, cites):
    """rb:573.1 — set up the replacement for each unit chosen; it lasts this turn (rb:517.2.b)."""
    done = False
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        g.lasting.add({"kind": "rd-death-recall", "target": iid, "zid": g.card(iid)["zid"], "source": ctx.source,
                       "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label,
                       "exhausted": bool(e["rd_death_recall"].get("exhausted"))})
        g.since_expiry += 1
        g.record("rd-death-recall", cites + ["rb:571", "rb:573.1", "rb:517.2.b"],
                 M("{source}: stirbt {card} in diesem Zug das nächste Mal, wird er stattdessen erschöpft zurückgerufen",
                   source=source_label(ctx), card=g.name(iid)), actor=ctx.controller)
        done = True
    return done


def rd_death_replacements(g, event) -> list:
    """The replacements "the next time it dies this turn, recall it exhausted instead" on a
    unit about to be killed (``abilities.replacements``; rb:573.1)."""
    from judge.kernel import Replacement

    unit = event.data["card"]
    card = g.card(unit)
    out = []
    for e in g.lasting.active("rd-death-recall"):
        if e["target"] == unit and card and e["zid"] == card["zid"]:
            out.append(Replacement(f"{e['id']}/rd-recall", e["label"], _recall_instead(g, e, unit),
                                   ["rb:573.1", "rb:617", "rb:720.1.d.1"],
                                   M("{source}: {card} wird statt zu sterben zurückgerufen", source=e["label"],
                                     card=g.name(unit))))
    return out


def _recall_instead(g, e, unit):
    def apply(_ev):
        from .movement import recall

        g.lasting.remove(e["id"])  # only the next time (rb:573.1)
        recall(g, unit, ["rb:573.1", "rb:720.1.d.1"], exhausted=e["exhausted"])
        return None

    return apply


def rd_damage_replacements(g, event) -> list:
    """"If I have moved twice this turn, I don't take damage" (passive ``rd-no-damage`` of the
    unit about to take damage, while its ``if`` holds): the damage is not dealt, combat damage
    included — a replacement of the damage event (rb:572, rb:574), so nothing is marked
    (rb:139.3) and no "when it takes damage" follows."""
    from judge.kernel import Replacement

    from .targets import holds

    unit = event.data["card"]
    if not (g.card(unit) and g.on_board(unit) and g.is_unit(unit)):
        return []
    out = []
    for ab in g.info(unit).statics.get("rd-no-damage", ()):
        if holds(g, ab.condition, {"source": unit, "controller": g.controller(unit)}):
            out.append(Replacement(f"{unit}/rd-no-damage", g.name(unit), lambda ev: None,
                                   ["rb:567", "rb:572", "rb:574", "rb:609"],
                                   M("{card} erleidet keinen Schaden (in diesem Zug schon zweimal bewegt)",
                                     card=g.name(unit))))
    return out



VALUE_CHECKS["rd_at_end_of_turn"] = check_delayed


def delay_this_turn(g, ctx, when: str, effects: list, rules: list[str], said, **fields) -> None:
    """rb:583, rb:517.2.b — a delayed triggered ability created by an effect, lasting until the end of
    this turn under the controller of what created it: ``when`` names the event it waits for (read by
    ``abilities._rd_rest_of_event`` and the modules' ``*_delayed``), ``fields`` what that event needs
    to know; recorded in the trace with ``rules`` and ``said`` (a catalogue message)."""
    g.lasting.add({"kind": "delayed", "when": when, "source": ctx.source, "controller": ctx.controller,
                   "until": "end-of-turn", "label": ctx.label, "effects": effects, **fields})
    g.since_expiry += 1
    g.record("delayed", rules, said, actor=ctx.controller)


@verb("rd_at_end_of_turn", targets=False)
def _rd_at_end_of_turn(g, ctx, e, targets, cites):
    """"… at the end of this turn" (Targon's Peak: "ready 2 runes at the end of this turn"): a
    delayed triggered ability (rb:583) that goes onto the chain in this turn's ending step,
    where "at the end of turn" effects happen (rb:517.1.a), under the controller of what
    created it; its choices are made as it goes on (rb:559.3.b). It lasts this turn only."""
    delay_this_turn(g, ctx, "rd-end-of-turn", e["rd_at_end_of_turn"], cites + ["rb:583", "rb:517.1.a"],
                    M("{source}: geschieht am Ende dieses Zuges", source=source_label(ctx)))
    return True


VALUE_CHECKS["rd_each_may_return"] = lambda v: "" if v == "unit" else '"unit"'


@verb("rd_each_may_return", targets=False)
def _rd_each_may_return(g, ctx, e, targets, cites):
    """"Starting with the next player, each player may return a unit to its owner's hand"
    (Whirlwind): in turn order (rb:115.1) from the player after the spell's controller, the
    controller last, each player in turn may pick one unit on the board — any player's — and
    it returns to its owner's hand at once (rb:109: a new object there; a token ceases to
    exist, rb:177.1), so a later player sees what the earlier ones did. These are choices
    made while the spell resolves, not targets chosen as it is played (rb:559.3.c.1), so
    "when you choose a unit" does not trigger."""
    from .costs import label
    from .zones import put

    order = g.players()
    first = order[(order.index(ctx.controller) + 1) % len(order)] if ctx.controller in order else order[0]
    done = False
    for p in g.in_order_from(first):
        pool = [u for u in g.units_on_board()]
        if not pool:
            g.record("return-none", cites + ["rb:563.2.c.6"],
                     M("{source}: keine Einheit auf dem Spielbrett für {player}", source=source_label(ctx), player=p),
                     actor=p)
            continue
        options = [(u, label(g, u)) for u in pool] + [NONE]
        pick = g.ask(f"return:{ctx.name}:{p}",
                     M("{source}: Welche Einheit gibt {player} auf die Hand zurück (oder keine)?", source=source_label(ctx),
                       player=p), options, cites + ["rb:115.1"], p)
        if pick == "none":
            g.record("return-declined", cites + ["rb:115.1"],
                     M("{source}: {player} gibt keine Einheit zurück", source=source_label(ctx), player=p), actor=p)
            continue
        name = g.name(pick)
        put(g, pick, "hand")
        g.record("return-to-hand", cites + ["rb:115.1", "rb:109"],
                 M("{source}: {player} gibt {card} auf die Hand des Besitzers zurück", source=source_label(ctx), player=p,
                   card=name), actor=p)
        done = True
    return done


def _check_damaged(value) -> str:
    if value != [{"kill": True, "target": "event-unit"}]:
        return '[{"kill": true, "target": "event-unit"}]'
    return ""


VALUE_CHECKS["rd_this_turn_when_damaged"] = _check_damaged


@verb("rd_this_turn_when_damaged", targets=False)
def _rd_this_turn_when_damaged(g, ctx, e, targets, cites):
    """"When any unit takes damage this turn, kill it" (Imperial Decree): the spell creates a
    triggered ability (rb:583) that lasts until the end of the turn (rb:517.2.b); each time
    any unit — anyone's, combat damage too (rb:626) — takes damage (rb:139.3), it triggers
    under the spell's controller (rb:583.3) and kills that unit (rb:604) as it resolves."""
    delay_this_turn(g, ctx, "rd-any-damaged", e["rd_this_turn_when_damaged"], cites + ["rb:583", "rb:517.2.b"],
                    M("{source}: in diesem Zug wird jede Einheit getötet, die Schaden erleidet", source=source_label(ctx)))
    return True


def rd_deathknell_times(g, player: str) -> int:
    """How many times a Deathknell ability that ``player`` controls triggers (rb:720.1.c: "when
    I die"): once, plus one for each permanent that player controls — not a teammate's ("your")
    — with "Your Deathknell effects trigger an additional time" (passive ``rd-deathknell-twice``,
    rb:567), looked at when the unit died."""
    extra = sum(len(g.info(iid).statics.get("rd-deathknell-twice", ())) for iid in g.permanents(player))
    if extra:
        g.record("rd-deathknell-extra", ["rb:567", "rb:720.1.c", "rb:583.3"],
                 M("Todesstoß von {player} wird {n} zusätzliche(s) Mal ausgelöst", player=player, n=extra), actor=player)
    return 1 + extra


VALUE_CHECKS["rd_hide_free"] = lambda v: "" if v is True else "true"


@verb("rd_hide_free", targets=False)
def _rd_hide_free(g, ctx, e, targets, cites):
    """"You can hide cards ignoring costs this turn" (Guerilla Warfare): until the end of the
    turn (rb:517.2.b) the controller hides cards (rb:597, rb:723.1.b) without paying the
    power the hiding costs (rb:723.1.b.1); everything else about hiding stays (a battlefield
    they control with no hidden card yet, rb:106.4)."""
    g.lasting.add({"kind": "rd-hide-free", "who": ctx.controller, "source": ctx.source, "controller": ctx.controller,
                   "until": "end-of-turn", "label": ctx.label})
    g.since_expiry += 1
    g.record("rd-hide-free", cites + ["rb:723.1.b.1", "rb:517.2.b"],
             M("{source}: {player} versteckt in diesem Zug Karten, ohne Kosten zu bezahlen", source=source_label(ctx),
               player=ctx.controller), actor=ctx.controller)
    return True


def rd_hide_free(g, player: str) -> bool:
    """Whether ``player`` hides a card now without paying its cost (``rd_hide_free``); said in
    the trace where it applies."""
    free = [e for e in g.lasting.active("rd-hide-free") if e["who"] == player]
    if free:
        g.record("rd-hide-free-applies", ["rb:723.1.b.1"], M("{source}: Verstecken ohne Kosten", source=free[0]["label"]),
                 actor=player)
    return bool(free)


VALUE_CHECKS["rd_each_other_chooses"] = lambda v: "" if v == "unit-not-yours" else '"unit-not-yours"'


@verb("rd_each_other_chooses", targets=False)
def _rd_each_other_chooses(g, ctx, e, targets, cites):
    """"Starting with the next player, each other player chooses a unit you don't control that
    hasn't been chosen for this spell" (King's Edict): in turn order (rb:115.1) from the player
    after the spell's controller, every other player — a teammate too — chooses one unit on the
    board that the controller does not control and no one chose before for this spell; with
    none left a player chooses nothing (rb:563.2.c.6). The player chooses with the spell, so
    "when you choose a unit … with a spell" triggers for that player (rb:559.3.c.1). The
    units chosen are what the next instruction calls "those units" (``it``)."""
    from .costs import label
    from .targets import _chosen_by

    order = g.players()
    first = order[(order.index(ctx.controller) + 1) % len(order)] if ctx.controller in order else order[0]
    chosen: list[str] = []
    for p in g.in_order_from(first):
        if p == ctx.controller:
            continue
        pool = [u for u in g.units_on_board() if g.controller(u) != ctx.controller and u not in chosen]
        if not pool:
            g.record("choose-none", cites + ["rb:563.2.c.6"],
                     M("{source}: {player} kann keine Einheit wählen", source=source_label(ctx), player=p), actor=p)
            continue
        if len(pool) == 1:
            pick = g.only_choice(f"choose:{ctx.name}:{p}", p, pool[0], label(g, pool[0]), cites + ["rb:115.1"],
                                 M("{player} wählt {card} (einzige Wahl)", player=p, card=label(g, pool[0])))
        else:
            pick = g.ask(f"choose:{ctx.name}:{p}", M("{source}: Welche Einheit wählt {player}?", source=source_label(ctx),
                                                     player=p), [(u, label(g, u)) for u in pool],
                         cites + ["rb:115.1"], p)
        chosen.append(pick)
        g.record("chosen", cites + ["rb:115.1", "rb:559.3.c.1"],
                 M("{source}: {player} wählt {card}", source=source_label(ctx), player=p, card=g.name(pick)), actor=p)
        _chosen_by(g, ctx, p, [pick])
    ctx.previous = chosen
    return bool(chosen)
