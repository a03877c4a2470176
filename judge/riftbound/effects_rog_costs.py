"""Instructions and replacements with a payment the compiler reads since branch h-rb-ogn (the
verbs register with ``effects.verb``; loaded by ``effects.py``; ``abilities.replacements`` and
``play.hide`` ask the functions here).

* ``rog_death_recall_pay`` — "the next time it dies this turn, you may pay [C] to recall it
  exhausted instead" (Unlicensed Armory; rb:573.1).
* passive ``rog-buffed-death-recall`` — "when a buffed unit you control would die, you may pay [A]
  and exhaust me to spend its buff and recall it exhausted instead" (Sett - The Boss; rb:573.1).
* passive ``rog-hide-cost-instead`` — "you may pay [1] to hide a card with [Hidden] instead of [A]"
  (Teemo - Swift Scout; over rb:723.1.b.1).
"""

from __future__ import annotations

from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .i18n import MP, M

# -- Unlicensed Armory (OGN-023): "Choose a friendly unit. The next time it dies this turn, you may
# pay [fury] to recall it exhausted instead." -------------------------------------------------------

def _check_pay_recall(v) -> str:
    from .cards.model import DOMAINS

    ok = isinstance(v, dict) and set(v) == {"power"} and isinstance(v["power"], list) and v["power"] \
        and all(d in DOMAINS or d == "any" for d in v["power"])
    return "" if ok else '{"power": [domains]}'


VALUE_CHECKS["rog_death_recall_pay"] = _check_pay_recall


@verb("rog_death_recall_pay")
def _rog_death_recall_pay(g, ctx, e, targets, cites):
    """rb:573.1 — set up, for each unit chosen, a replacement that lasts this turn (rb:517.2.b):
    the next time it would be killed, the ability's controller may pay the power to have it
    recalled exhausted instead (rb:617, rb:618)."""
    done = False
    power = list(e["rog_death_recall_pay"]["power"])
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        g.lasting.add({"kind": "rog-death-recall-pay", "target": iid, "zid": g.card(iid)["zid"], "source": ctx.source,
                       "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label, "power": power})
        g.since_expiry += 1
        g.record("rog-death-recall-pay", cites + ["rb:571", "rb:573.1", "rb:517.2.b"],
                 M("{source}: stirbt {card} in diesem Zug das nächste Mal, darf {player} {n} Power bezahlen, damit er "
                   "stattdessen erschöpft zurückgerufen wird", source=source_label(ctx), card=g.name(iid),
                   player=ctx.controller, n=len(power)), actor=ctx.controller)
        done = True
    return done


def _can_pay(g, player: str, power: list[str], energy: int = 0) -> bool:
    from judge.kernel import RuleViolation

    from . import costs

    mark, steps = g.state.mark(), len(g.engine.trace.steps)
    try:
        costs.pay(g, player, energy, list(power), [])
        return True
    except RuleViolation:
        return False
    finally:
        g.state.undo(mark)
        del g.engine.trace.steps[steps:]


def rog_death_replacements(g, event) -> list:
    """The replacements "the next time it dies this turn, you may pay … to recall it exhausted
    instead" on a unit about to be killed (``abilities.replacements``; rb:573.1). The effect is
    used up by this death whatever happens ("the next time"); its controller decides now
    whether to pay (rb:182.2.c) — declined, or not payable, and nothing replaces the death."""
    from judge.kernel import Replacement

    unit = event.data["card"]
    card = g.card(unit)
    out = []
    for e in g.lasting.active("rog-death-recall-pay"):
        if e["target"] != unit or not card or e["zid"] != card["zid"]:
            continue
        if e.get("answered"):
            out.append(Replacement(f"{e['id']}/rog-recall", e["label"], _pay_and_recall(g, e, unit),
                                   ["rb:573.1", "rb:561.1", "rb:617", "rb:720.1.d.1"],
                                   M("{source}: {card} wird statt zu sterben zurückgerufen", source=e["label"],
                                     card=g.name(unit))))
            continue
        g.lasting.remove(e["id"])  # only the next time (rb:573.1)
        who = e["controller"]
        if not _can_pay(g, who, e["power"]):
            g.record("cannot-pay", ["rb:573.1", "rb:595.2.a"],
                     M("{source}: {player} kann die Power nicht bezahlen – {card} stirbt", source=e["label"], player=who,
                       card=g.name(unit)), actor=who)
            continue
        if not g.ask_yes_no(f"may:{g.name(e['source']) if g.card(e['source']) else e['label']}",
                            M("{source}: {n} Power bezahlen, um {card} zurückzurufen?", source=e["label"],
                              n=len(e["power"]), card=g.name(unit)), ["rb:573.1", "rb:182.2.c"], who):
            continue
        eid = g.lasting.add({**{k: v for k, v in e.items() if k != "id"}, "answered": True})
        answered = next(x for x in g.lasting.active("rog-death-recall-pay") if x["id"] == eid)
        out.append(Replacement(f"{eid}/rog-recall", e["label"], _pay_and_recall(g, answered, unit),
                               ["rb:573.1", "rb:561.1", "rb:617", "rb:720.1.d.1"],
                               M("{source}: {card} wird statt zu sterben zurückgerufen", source=e["label"], card=g.name(unit))))
    return out


def _pay_and_recall(g, e, unit):
    def apply(_ev):
        from . import costs
        from .movement import recall

        g.lasting.remove(e["id"])
        costs.pay(g, e["controller"], 0, list(e["power"]), ["rb:573.1", "rb:561.1"])
        recall(g, unit, ["rb:573.1", "rb:720.1.d.1"], exhausted=True)
        return None

    return apply


# -- Sett - The Boss (OGN-269): "When a buffed unit you control would die, you may pay [A] and exhaust
# me to spend its buff and recall it exhausted instead." -----------------------------------------------

def rog_buffed_death_replacements(g, event) -> list:
    """rb:573.1 — a passive ``rog-buffed-death-recall`` (on a legend, rb:167.6) offers to replace the
    death of a buffed unit its controller controls: the controller may pay the cost (rb:182.2.c;
    only while the legend is ready, rb:592.4, and the power can be paid, rb:561.1) to spend the
    unit's buff (rb:702.2.b) and recall it exhausted (rb:617) instead. Asked once per death."""
    from judge.kernel import Replacement

    from . import objects

    unit = event.data["card"]
    card = g.card(unit)
    if not card or not g.on_board(unit) or not g.is_unit(unit) or not card.get("buff"):
        return []
    asked = event.data.setdefault("rog_asked", {})
    out = []
    for src, ctl, ab in objects._passives(g, "rog-buffed-death-recall"):
        if g.controller(unit) != ctl:
            continue
        key = f"{src}/rog-buffed-recall"
        if key not in asked:
            cost = ab.cost
            ready = g.card(src) is not None and not g.card(src)["exhausted"]
            payable = ready and _can_pay(g, ctl, list(cost.get("power", [])), cost.get("energy", 0))
            asked[key] = payable and g.ask_yes_no(
                f"may:{g.name(src)}", M("{source}: bezahlen und erschöpfen, um {card} zurückzurufen?", source=g.name(src),
                                        card=g.name(unit)), ["rb:573.1", "rb:182.2.c"], ctl)
        if asked[key]:
            out.append(Replacement(key, g.name(src), _sett_apply(g, src, ctl, ab.cost, unit),
                                   ["rb:573.1", "rb:561.1", "rb:592.4", "rb:702.2.b", "rb:617", "rb:720.1.d.1"],
                                   M("{source}: der Buff von {card} wird ausgegeben, sie wird statt zu sterben erschöpft "
                                     "zurückgerufen", source=g.name(src), card=g.name(unit))))
    return out


def _sett_apply(g, src, ctl, cost, unit):
    def apply(_ev):
        from . import actions, costs
        from .movement import recall

        costs.pay(g, ctl, cost.get("energy", 0), list(cost.get("power", [])), ["rb:573.1", "rb:561.1"])
        actions.exhaust(g, src, ["rb:573.1", "rb:592.4"])
        actions.spend_buff(g, unit, ["rb:573.1", "rb:702.2.b"])
        recall(g, unit, ["rb:573.1", "rb:720.1.d.1"], exhausted=True)
        return None

    return apply


# -- Teemo - Swift Scout (OGN-263): "You may pay [1] to hide a card with [Hidden] instead of [A]." ---

def rog_hide_cost(g, player: str, iid: str, power: list[str]) -> tuple[int, list[str], list[str]]:
    """What hiding ``iid`` costs ``player`` (``play.hide``): the power of rb:723.1.b.1, or — while a
    passive ``rog-hide-cost-instead`` of theirs is on the board (a legend's, rb:167.6) — that cost
    instead, if the player so chooses (rb:182.2.c: the player pays; the card's text over the
    rule, rb:002). Returns (energy, power, rules)."""
    from . import objects

    offers = [ab.cost for src, ctl, ab in objects._passives(g, "rog-hide-cost-instead") if ctl == player]
    if not offers:
        return 0, list(power), ["rb:723.1.b.1"]
    alt = offers[0]
    energy, alt_power = alt.get("energy", 0), list(alt.get("power", []))
    label = " + ".join([f"{energy} energy"] * bool(energy) + [f"{len(alt_power)} power"] * bool(alt_power))
    pick = g.ask(f"cost:{g.name(iid)}", M("Wie wird das Verstecken bezahlt?"), [("power", f"{len(power)} Power (rb:723.1.b.1)"), ("instead", label)],
                 ["rb:723.1.b.1", "rb:182.2.c", "rb:002"], player)
    if pick == "instead":
        return energy, alt_power, ["rb:723.1.b.1", "rb:002"]
    return 0, list(power), ["rb:723.1.b.1"]


# -- Kraken Hunter (OGN-150), Commander Ledros (OGN-231): "As you play me, you may spend any number
# of buffs / kill any number of friendly units as an additional cost. Reduce my cost by [C] for each
# …" ------------------------------------------------------------------------------------------------

def any_number_cost(g, player: str, d, ab, location) -> list[str]:
    """rb:559, rb:560.2.b.1 — as the card is played its player declares how often they pay an
    optional additional cost that may be paid any number of times: one unit at a time (a buff to
    spend, rb:702.2.b.1-2, or a friendly unit to kill, rb:604.1.a.1), as many as they like, none
    too. A unit played to a battlefield keeps one of its player's units there: killing the last
    would make the play illegal (rb:561.3)."""
    from .costs import cost_pool, label

    verb, which = next(iter(ab.cost.items()))
    chosen: list[str] = []
    while True:
        pool = cost_pool(g, player, verb, which)
        if verb == "kill":
            pool = [u for u in pool if u not in chosen]
            if location not in (None, "base"):
                mine = [u for u in g.units_at(location, player) if u not in chosen]
                if len(mine) == 1:
                    pool = [u for u in pool if u != mine[0]]  # rb:561.3/ex1
        else:  # a unit has as many buffs to spend as it carries (rb:702.3; "any number of buffs")
            pool = [u for u in pool if chosen.count(u) < g.card(u).get("buff", 0)]
        if not pool:
            break
        question = M("{card}: Wessen Buff wird zusätzlich ausgegeben? (oder keine weitere)", card=d.name) \
            if verb == "spend_buff" else M("{card}: Welche Einheit wird zusätzlich getötet? (oder keine weitere)", card=d.name)
        pick = g.ask(f"optional-cost:{d.name}", question, [("done", MP("option", "keine weitere"))] + [(u, label(g, u)) for u in pool],
                     ["rb:560.2.b.1", "rb:559"], player)
        if pick == "done":
            break
        chosen.append(pick)
    return chosen


def any_number_discount(d, any_number: dict, power: list[str], cites: list[str]) -> list[str]:
    """rb:560.4 — "reduce my cost by [C] for each …": one such icon off the power cost per time the
    cost was paid; a cost goes no lower than nothing (rb:560.5)."""
    power = list(power)
    for ab in d.abilities:
        if not ab.rog_any_number or not ab.rog_less_each:
            continue
        for _ in any_number.get(ab.label or "optional", []):
            for icon in ab.rog_less_each["power"]:
                if icon in power:
                    power.remove(icon)
                    if "rb:560.4" not in cites:
                        cites += ["rb:560.4", "rb:560.5"]
    return power


def pay_any_number(g, d, any_number: dict) -> None:
    """rb:561.2 — pay the chosen non-standard costs: spend each buff, kill each unit."""
    from . import actions

    for ab in d.abilities:
        if not ab.rog_any_number:
            continue
        verb = next(iter(ab.cost))
        for u in any_number.get(ab.label or "optional", []):
            if verb == "spend_buff":
                actions.spend_buff(g, u, ["rb:561.2", "rb:702.2.b"])
            else:
                actions.kill(g, u, ["rb:560.2.b.1", "rb:560.6", "rb:604.1.a.1"])
