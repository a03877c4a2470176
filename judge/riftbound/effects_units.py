"""Instructions the card compiler's units family needs beyond ``effects.py`` (registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``choose`` — "Choose a friendly unit.": the choice was made on playing (rb:559.3); later
  instructions name it (``it``, ``they``)
* ``double_might`` — "Double a unit's Might this turn": +its might now (rb:637.3)
* ``mutual_damage`` — "They deal damage equal to their Mights to each other" (rb:139.3.a)
* ``move`` — by a spell or ability (rb:612), ``to``: base, here, a battlefield's id,
  ``battlefield`` (one the controller picks), ``any`` (its base or a battlefield),
  ``to-or-from-base``, ``location-of-it`` (where the previous instruction's object is)
* ``take_control`` — a unit at a battlefield changes controller (rb:180, rb:182, rb:181.3.a)
* ``each_player_kills`` — "Each player kills one of their units" (rb:604)
* ``for_each`` — instructions run once for each object, which is then ``it``
* ``swap`` — "Move me to its location and it to my original location" (rb:609.3, rb:612)
* ``buffs_give`` — "Buffs give an additional +1 might to friendly units this turn" (rb:703)
* ``one_of`` — "draw 1 or channel 1 rune", "choose one – …": the controller picks one list of
  instructions as a triggered ability resolves (rb:559.3.b, rb:182.3.a)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, objects
from .effects import _lasting, _span, source_label, verb
from .effects_rc import spell_bonus
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

#: the words a move's ``to`` may be besides a battlefield's id (rb:612.1: the effect says
#: where the unit may go)
MOVE_TO = ("base", "here", "battlefield", "any", "to-or-from-base", "location-of-it", "chosen-battlefield",
           "rd-event-destination", "run-event-battlefield", "rsd-event-battlefield")


def _names(g: "RiftboundGame", ids: list[str]) -> str:
    from .targets import label

    return ", ".join(label(g, i) for i in ids)


@verb("choose")
def _choose(g, ctx, e, targets, cites):
    """rb:559.3, rb:559.3.c.1 — the unit was chosen when the card was played or the ability
    went onto the chain; it is still a legal target (else nothing is carried out for it,
    rb:563.2.c.5). The instructions that follow name it."""
    if targets:
        g.record("chosen", cites + ["rb:559.3", "rb:559.3.c.1"],
                 M("{source}: gewählt ist {chosen}", source=source_label(ctx), chosen=_names(g, targets)))
    return bool(targets)


@verb("double_might")
def _double_might(g, ctx, e, targets, cites):
    """rb:637.3 — doubling a unit's might adds its current might (arithmetic, worked out as the
    instruction resolves; docs/rulings.md)."""
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        n = objects.might(g, iid)
        _lasting(g, ctx, e, iid, "might", cites + ["rb:637.3", "rb:637.3.a"],
                 M("Die Macht von {card} verdoppelt sich {span}: {before} → {after}", card=g.name(iid), span=_span(e),
                   before=n, after=2 * n), amount=n)
    return bool(targets)


@verb("mutual_damage")
def _mutual_damage(g, ctx, e, targets, cites):
    """rb:139.3.a — two units deal damage equal to their might to each other: both mights are
    read first, then both are dealt. A unit that is no longer a legal target deals nothing and
    is dealt nothing: its might counts as 0 (rb:563.2.c.8) and an illegal target is left alone
    (rb:563.2.c.5)."""
    units = [i for i in targets or [] if g.on_board(i) and g.is_unit(i)]
    if len(units) != 2:
        g.record("no-effect", cites + ["rb:563.2.c.5", "rb:563.2.c.8"],
                 M("{source}: keine zwei legalen Einheiten – niemand erleidet Schaden", source=source_label(ctx)))
        return False
    a, b = units
    might_a, might_b = objects.might(g, a), objects.might(g, b)
    g.record("mutual-damage", cites + ["rb:139.3.a"],
             M("{a} ({might_a}) und {b} ({might_b}) fügen einander Schaden in Höhe ihrer Macht zu", a=g.name(a),
               might_a=might_a, b=g.name(b), might_b=might_b))
    actions.deal_damage(g, b, might_a, cites + ["rb:139.3.a"], by=ctx.controller, extra_bonus=spell_bonus(ctx))
    actions.deal_damage(g, a, might_b, cites + ["rb:139.3.a"], by=ctx.controller, extra_bonus=spell_bonus(ctx))
    return True


# -- moving (rb:609–615) ---------------------------------------------------------------------

def _open_to(g: "RiftboundGame", iid: str, bf: str) -> bool:
    """Whether a unit may move onto battlefield ``bf`` by an effect: never where units of two
    other players already are (rb:612.2); with more than two players not into a combat its
    controller has no permanents at (rb:610.2.a)."""
    mover = g.controller(iid)
    others = {g.controller(u) for u in g.battlefield(bf)["units"]} - {mover}
    if len(others) >= 2:
        return False
    if len(g.players()) > 2 and g.battlefield(bf)["combat"] and not g.units_at(bf, mover):
        return False
    return True


def _destinations(g: "RiftboundGame", ctx, e: dict, iid: str) -> list[str]:
    """The places the instruction lets this unit move to (rb:612.1), never where it is (rb:610)."""
    to = e.get("to", "base")
    here = g.location(iid)
    battlefields = [bf for bf in g.battlefields() if bf != here and _open_to(g, iid, bf)]
    if to == "base":
        places = ["base"]
    elif to == "here":
        places = [ctx.here] if ctx.here and _open_to(g, iid, ctx.here) else []
    elif to == "battlefield":
        places = battlefields
    elif to == "any":
        places = ["base"] + battlefields
    elif to == "to-or-from-base":
        places = battlefields if here == "base" else ["base"]
    elif to == "chosen-battlefield":  # "there": the battlefield chosen before (targets.chosen_battlefield)
        from .targets import chosen_battlefield

        index = next((k for k, x in enumerate(ctx.effects) if x is e), None)
        where = chosen_battlefield(g, ctx, ctx.effects, index)
        places = [where] if where in g.battlefields() and _open_to(g, iid, where) else []
    elif to == "rd-event-destination":  # "I may be moved with it": where the moving unit went (rb:609)
        dest = ctx.event.get("to")
        places = [dest] if dest == "base" or dest in g.battlefields() and _open_to(g, iid, dest) else []
    elif to == "run-event-battlefield":  # "that battlefield": the one the triggering event names
        from .run_conditions import event_battlefield

        where = event_battlefield(g, ctx.event)
        places = [where] if where and _open_to(g, iid, where) else []
    elif to == "rsd-event-battlefield":  # "there": the battlefield of the combat (rsd_triggers.py)
        where = ctx.event.get("battlefield")
        places = [where] if where in g.battlefields() and _open_to(g, iid, where) else []
    elif to == "location-of-it":
        where = [g.location(i) for i in ctx.previous if g.card(i) and g.on_board(i)]
        places = [w for w in where[:1] if w not in (None, "base") and _open_to(g, iid, w)]
    else:  # a battlefield's id
        places = [to] if to in g.battlefields() and _open_to(g, iid, to) else []
    return [p for p in places if p != here]


@verb("move")
def _move(g, ctx, e, targets, cites):
    """rb:612 — a spell or ability moves units: to the place it names, or to one of the places
    it allows, picked by its controller as it resolves (rb:612.1, rb:182.2); a unit already
    there does not move (rb:610); a battlefield with units of two other players is closed
    (rb:612.2). The cleanup after the resolution follows (rb:615)."""
    from .movement import move_units

    done = False
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        from .effects_ruv import may_move  # "They can't move it this turn": not with their own effects

        if not may_move(g, ctx.controller, iid):
            g.record("no-move", cites + ["rb:568"], M("{player} kann {card} in diesem Zug nicht bewegen",
                                                      player=ctx.controller, card=g.name(iid)))
            continue
        places = _destinations(g, ctx, e, iid)
        if not places and e.get("to", "base") == "base" and g.location(iid) == "base":
            g.record("no-move", cites + ["rb:610"], M("{card} ist schon in der Basis: keine Bewegung", card=g.name(iid)))
            continue
        if not places:
            g.record("no-move", cites + ["rb:612.1", "rb:612.2", "rb:610"],
                     M("{card} kann nirgendwohin bewegt werden", card=g.name(iid)))
            continue
        if len(places) == 1:
            dest = places[0]
        else:
            dest = g.ask(f"destination:{ctx.name}", M("Wohin bewegt sich {card}?", card=g.name(iid)), [(p, g.where(p, g.controller(iid))["en"]) for p in places], cites + ["rb:612.1"],
                         ctx.controller)
        done |= move_units(g, g.controller(iid), [iid], dest, cites + ["rb:612"], standard=False, by=ctx.controller)
    return done


# -- control ---------------------------------------------------------------------------------

@verb("take_control")
def _take_control(g, ctx, e, targets, cites):
    """rb:180, rb:183 — the player of the spell or ability becomes the unit's controller; it
    stays where it is, the same object. It neither moves nor arrives, so the battlefield does
    not become contested (rb:181.3.a); units of two opposing players there make a combat
    pending at the next cleanup (rb:524). A unit left alone at a battlefield another player
    controls does not change that battlefield's control (the engine does not recompute
    rb:181.4.a outside combats and showdowns; docs/rulings.md)."""
    done = False
    for iid in targets or []:
        if not g.on_board(iid) or g.controller(iid) == ctx.controller:
            continue
        where = g.location(iid)
        if where in (None, "base"):
            g.not_encoded(f"{ctx.label}: taking control of a permanent in a base is not encoded "
                          "(die Kontrolle über eine bleibende Karte in einer Basis ist noch nicht umgesetzt)")
        before = g.controller(iid)
        g.state.set(f"cards.{iid}.controller", ctx.controller)
        g.record("control", cites + ["rb:180", "rb:183"],
                 M("{player} übernimmt die Kontrolle über {card} (vorher {before})", player=ctx.controller,
                   card=g.name(iid), before=before), actor=ctx.controller)
        done = True
    return done


@verb("each_player_kills")
def _each_player_kills(g, ctx, e, targets, cites):
    """"Each player kills one of their units/gear": each player in turn order from the turn
    player (rb:115.1) picks one they control, then all are killed together (rb:604.1); a player
    with none kills nothing (rb:563.2.c.6)."""
    kind = e["each_player_kills"]
    picks = []
    for p in g.in_order_from(g.turn_player):
        pool = [i for i in g.permanents(p) if g.defn(i).type == kind]
        if not pool:
            g.record("kill-none", cites + ["rb:563.2.c.6"], M("{player} kontrolliert nichts, das getötet werden kann",
                                                              player=p), actor=p)
            continue
        from .costs import pick as _pick

        picks.append(_pick(g, p, pool, None, f"kill:{ctx.name}:{p}", M("Was tötest du?"),
                           cites + ["rb:115.1", "rb:604.1"]))
    killed = [actions.kill(g, iid, cites + ["rb:604.1", "rb:604.1.a.1"]) for iid in picks]
    return any(killed)


@verb("for_each")
def _for_each(g, ctx, e, targets, cites):
    """"For each friendly unit, …": the instructions run once for each object that meets the
    criteria now (rb:559.3.a: affected, not chosen), which they call ``it``."""
    from .effects import run

    outer, label, label_de = ctx.effects, ctx.label, ctx.label_de
    any_done = False
    for iid in targets or []:
        if not g.on_board(iid):
            continue
        ctx.previous, ctx.done = [iid], True
        ctx.label, ctx.label_de = f"{label} – {g.name(iid)}", f"{ctx.de if label_de is None else label_de} – {g.name(iid)}"
        run(g, ctx, e["for_each"], cites + ["rb:559.3.a"])
        any_done |= ctx.done
    ctx.effects, ctx.label, ctx.label_de = outer, label, label_de
    return any_done


@verb("swap")
def _swap(g, ctx, e, targets, cites):
    """"Move me to its location and it to my original location": two moves at once (rb:609.3),
    each allowed only where the other unit's controller could go (rb:612.2)."""
    me = ctx.source
    others = [i for i in targets or [] if i != me and g.card(i) and g.on_board(i) and g.is_unit(i)]
    if not (others and g.card(me) and g.on_board(me) and g.is_unit(me)):
        return False
    return swap_places(g, ctx, me, others[0], cites)


def swap_places(g: "RiftboundGame", ctx, a: str, b: str, cites: list[str]) -> bool:
    """Two units on the board trade places: each moves where the other was (rb:612, rb:609.3; not a
    standard move), each only where the other's controller could go (rb:612.2); moved by the
    resolving ability's controller. Not at all when they stand at the same place (rb:610)."""
    from .movement import move_units

    here_a, here_b = g.location(a), g.location(b)
    if here_a == here_b:
        g.record("no-move", cites + ["rb:610"], M("{a} und {b} sind am selben Ort", a=g.name(a), b=g.name(b)))
        return False
    if here_b != "base" and not _open_to(g, a, here_b) or here_a != "base" and not _open_to(g, b, here_a):
        g.record("no-move", cites + ["rb:612.2"], M("Der Tausch ist nicht erlaubt"))
        return False
    move_units(g, g.controller(a), [a], here_b, cites + ["rb:612", "rb:609.3"], standard=False, by=ctx.controller)
    move_units(g, g.controller(b), [b], here_a, cites + ["rb:612", "rb:609.3"], standard=False, by=ctx.controller)
    return True


@verb("buffs_give")
def _buffs_give(g, ctx, e, targets, cites):
    """"Buffs give an additional +1 might to friendly units this turn": each buff on a unit
    friendly to the controller counts +1 more (rb:703, rb:637.3), also on units buffed later
    this turn."""
    n = e["buffs_give"]
    g.lasting.add({"kind": "buffs-give", "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn",
                   "amount": n})
    g.since_expiry += 1
    g.record("buffs-give", cites + ["rb:703", "rb:637.3"],
             M("Buffs geben befreundeten Einheiten von {player} in diesem Zug zusätzlich +{n} Macht",
               player=ctx.controller, n=n), actor=ctx.controller)
    return True


@verb("prevent_damage")
def _prevent_damage(g, ctx, e, targets, cites):
    """"Prevent all spell and ability damage this turn": until the end of the turn, damage that
    spells and abilities would deal (not combat damage, rb:626) is not dealt — a replacement
    effect (rb:572, rb:573) on each instance (``damage_replacements``)."""
    g.lasting.add({"kind": "prevent-damage", "what": e["prevent_damage"], "source": ctx.source,
                   "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label})
    g.since_expiry += 1
    g.record("prevent-damage", cites + ["rb:572", "rb:573"],
             M("{source}: Schaden durch Zauber und Fähigkeiten wird in diesem Zug verhindert", source=source_label(ctx)))
    return True


def damage_replacements(g: "RiftboundGame", event) -> list:
    """The replacement effects on damage about to be dealt (``abilities.replacements``)."""
    from judge.kernel import Replacement

    if event.data.get("combat"):
        return []
    unit = event.data["card"]
    return [Replacement(f"{e['id']}/prevent", e["label"], lambda ev: None, ["rb:572", "rb:573", "rb:574"],
                        M("{source}: der Schaden an {card} wird verhindert", source=e["label"], card=g.name(unit)))
            for e in g.lasting.active("prevent-damage") if e["what"] == "spells-and-abilities"]


# -- one of several instructions (h-rbcov-b) -----------------------------------------------------

def _mode_label(effects: list[dict]) -> str:
    """A short name of one option: its verbs with their values ("draw 1", "channel 1")."""
    from .effects import VERBS

    parts = []
    for e in effects:
        name = next(k for k in e if k in VERBS)
        value = e[name]
        if name == "grant" and isinstance(value, dict):  # "grant Assault 2" (rve: Jayce, Hammer in Hand)
            parts.append("grant " + ", ".join(k if v == 1 else f"{k} {v}" for k, v in value.items()))
        else:
            parts.append(name if value is True else f"{name} {value}" if not isinstance(value, (dict, list)) else name)
        if e.get("target") in ("self", "it"):
            parts[-1] += f" ({e['target']})"
    return ", ".join(parts)


def check_one_of(value) -> str:
    """Two or more non-empty lists of instructions, none choosing a target of its own: the
    option is picked as the ability resolves, after the targets were chosen (rb:559.3.b)."""
    from .checks import check_effects

    if not (isinstance(value, list) and len(value) >= 2 and all(isinstance(o, list) and o for o in value)):
        return "a list of two or more lists of instructions"
    for option in value:
        check_effects(option)
        for x in option:
            t = x.get("target")
            if isinstance(t, dict) and "choose" in t or "one_of" in x:
                return "options that choose no target and hold no choice of options themselves"
    labels = [_mode_label(o) for o in value]
    if len(set(labels)) != len(labels):
        return "options that differ"
    return ""


def _register_check() -> None:
    from .checks import VALUE_CHECKS

    VALUE_CHECKS["one_of"] = check_one_of


_register_check()


@verb("one_of", targets=False)
def _one_of(g, ctx, e, targets, cites):
    """rb:559.3.b — a triggered ability's choices are made as it resolves, not when its source
    was played; rb:182.3.a — its controller makes them: they pick one of the options, whose
    instructions are then carried out (rb:151.1)."""
    from .effects import run

    options = [(str(k + 1), _mode_label(o)) for k, o in enumerate(e["one_of"])]
    pick = g.ask(f"mode:{ctx.name}", M("{source}: was davon?", source=source_label(ctx)), options,
                 cites + ["rb:559.3.b", "rb:182.3.a"], ctx.controller)
    chosen = e["one_of"][int(pick) - 1]
    g.record("mode", cites + ["rb:559.3.b", "rb:182.3.a"],
             M("{player} wählt: {mode}", player=ctx.controller, mode=_mode_label(chosen)), actor=ctx.controller)
    outer = ctx.effects
    ctx.done = True
    run(g, ctx, chosen, cites)
    ctx.effects = outer
    return ctx.done
