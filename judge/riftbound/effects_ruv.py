"""Unleashed (UNL) and Vendetta (VEN) shapes read by branch ruv (card format keys with the prefix
``ruv``; grammar/ruv.lark, families/ruv.py).

* ``ruv_modes`` ([[instructions], [instructions], …]) — a spell's "Choose one – A. B.": its
  controller picks the mode as the spell is played, before its targets (rb:559.1: a spell's
  choices are made now; rb:182.2.b: the spell's controller chooses the modes); only the chosen
  mode's targets are chosen (rb:559.3) and only its instructions are carried out when the spell
  resolves (rb:563.2.b). The whole text of a spell's only part (cards/model.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .effects import source_label, verb
from .effects_rd import delay_this_turn
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame


# -- "Choose one – …" on a spell -------------------------------------------------------------------

def _modes(ab) -> list | None:
    if ab is not None and len(ab.effects) == 1 and "ruv_modes" in ab.effects[0]:
        return ab.effects[0]["ruv_modes"]
    return None


def mode_label(option: list[dict]) -> str:
    from .effects_units import _mode_label

    return _mode_label(option)


def pick_mode(g: "RiftboundGame", player: str, d, spell):
    """As a spell is played (rb:559.1): its controller chooses its mode (rb:182.2.b); what the
    play then chooses targets for is that mode's instructions. Returns the ability to choose
    targets for (the mode's instructions in place of the choice) and the mode's index, or the
    ability unchanged and None for a spell without modes."""
    modes = _modes(spell)
    if modes is None:
        return spell, None
    options = [(str(k + 1), mode_label(o)) for k, o in enumerate(modes)]
    pick = g.ask(f"mode:{d.name}", M("{card}: welcher Modus?", card=d.name), options,
                 ["rb:559.1", "rb:182.2.b"], player)
    k = int(pick) - 1
    g.record("mode", ["rb:559.1", "rb:182.2.b"],
             M("{player} wählt für {card}: {mode}", player=player, card=d.name, mode=mode_label(modes[k])), actor=player)
    return spell.model_copy(update={"effects": modes[k]}), k


def check_modes(value) -> str:
    """Two or more non-empty lists of instructions that differ; an option may choose targets
    (they are chosen with the mode as the spell is played, rb:559.1, rb:559.3)."""
    from .checks import check_effects

    if not (isinstance(value, list) and len(value) >= 2 and all(isinstance(o, list) and o for o in value)):
        return "a list of two or more lists of instructions"
    for option in value:
        check_effects(option)
        if any("ruv_modes" in x or "one_of" in x for x in option):
            return "options that hold no choice of options themselves"
    labels = [mode_label(o) for o in value]
    if len(set(labels)) != len(labels):
        return "options that differ"
    return ""


def check_card(d) -> None:
    """``ruv_modes`` is a spell's whole text (cards/model.RbCardDef): the engine picks the mode
    where a spell card is played (play.play_card) and carries it out where it resolves."""
    for k, a in enumerate(d.abilities):
        if a.ruv_once_each_turn and a.kind != "activated":
            raise ValueError(f"abilities[{k}]: ruv_once_each_turn limits an activated ability (play.activate)")
        if a.static == "additional-cost" and a.condition is not None and not a.optional:
            raise ValueError(f"abilities[{k}]: 'if' on an additional cost: only an optional one is offered or not "
                             "(play.py, rb:560.2.b.1)")
        for n, e in enumerate(a.effects):  # "kill the rest": of the units each player chose among
            if "ruv_kill_the_rest" in e and not (n and "unit" in a.effects[n - 1].get("rog_each_keeps", {})):
                raise ValueError(f"abilities[{k}]: ruv_kill_the_rest follows rog_each_keeps of units (the rest "
                                 "of what each player chose among)")
        if any("ruv_modes" in e for e in a.effects):
            parts = [x for x in d.abilities if x.kind == "spell"]
            if d.type != "spell" or a.kind != "spell" or len(a.effects) != 1 or parts != [a] or a.legion \
                    or a.condition is not None:
                raise ValueError(f"abilities[{k}]: ruv_modes is the whole text of a spell (its only part, one "
                                 "instruction): the mode is chosen as the spell is played (rb:559.1)")


def _register_checks() -> None:
    from .checks import VALUE_CHECKS

    VALUE_CHECKS["ruv_modes"] = check_modes
    VALUE_CHECKS["ruv_kill_the_rest"] = lambda v: "" if v is True else "true"
    VALUE_CHECKS["ruv_each_opponent_kills"] = lambda v: "" if v == "unit" else '"unit"'


_register_checks()


@verb("ruv_modes", targets=False)
def _ruv_modes(g, ctx, e, targets, cites):
    """rb:563.2.b — the spell's text is carried out: the mode chosen as it was played
    (rb:559.1, rb:182.2.b), with the targets chosen for it."""
    from .effects import run

    k = (ctx.item or {}).get("ruv_mode")
    if k is None:
        raise ValueError(f"{ctx.label}: no mode was chosen as it was played (rb:559.1)")
    chosen = e["ruv_modes"][k]
    g.record("mode-carried-out", cites + ["rb:559.1", "rb:182.2.b"],
             M("{source}: Modus „{mode}“", source=source_label(ctx), mode=mode_label(chosen)), actor=ctx.controller)
    outer = ctx.effects
    ctx.done = True
    run(g, ctx, chosen, cites)
    ctx.effects = outer
    return ctx.done


# -- "+1 might this turn for each of the following tags among your units" ---------------------------

def check_might_per_tags(value) -> str:
    if not (isinstance(value, dict) and set(value) == {"amount", "tags"} and isinstance(value["amount"], int)
            and not isinstance(value["amount"], bool) and 1 <= value["amount"] <= 99
            and isinstance(value["tags"], list) and len(value["tags"]) >= 2
            and all(isinstance(t, str) and t for t in value["tags"]) and len(set(value["tags"])) == len(value["tags"])):
        return '{"amount": N, "tags": [two or more different tags]}'
    return ""


@verb("ruv_might_per_tags")
def _ruv_might_per_tags(g, ctx, e, targets, cites):
    """rb:637.3 — the target gets N might (for the instruction's duration) for each of the listed
    tags that the controller's units on the board carry between them as it resolves (tags,
    rb:135; what a player controls, rb:179)."""
    from .effects import VERBS
    from .ruv_conditions import tags_among

    spec = e["ruv_might_per_tags"]
    n = tags_among(g, ctx.controller, spec["tags"])
    g.record("count", cites + ["rb:135", "rb:179"],
             M("{source}: {n} der Tags {tags} bei {player}s Einheiten", source=source_label(ctx), n=n,
               tags=", ".join(spec["tags"]), player=ctx.controller), actor=ctx.controller)
    if not n:
        return False
    plain = {k: v for k, v in e.items() if k != "ruv_might_per_tags"}
    return VERBS["might"](g, ctx, {**plain, "might": spec["amount"] * n}, targets, cites)


def _register_more_checks() -> None:
    from .checks import VALUE_CHECKS

    VALUE_CHECKS["ruv_might_per_tags"] = check_might_per_tags


_register_more_checks()


# -- "the next time you play a unit this turn, …" ------------------------------------------------------

@verb("ruv_next_unit_played", targets=False)
def _ruv_next_unit_played(g, ctx, e, targets, cites):
    """rb:583, rb:517.2.b — a delayed triggered ability for the rest of the turn: the next unit its
    controller plays (rb:555: a token unit played counts, rb:555.2) triggers it once; "it" is that
    unit (``ruv_delayed``)."""
    delay_this_turn(g, ctx, "ruv-next-unit-played", e["ruv_next_unit_played"], cites + ["rb:583", "rb:517.2.b"],
                    M("{source}: die nächste Einheit, die {player} in diesem Zug spielt, löst dies aus",
                      source=source_label(ctx), player=ctx.controller))
    return True


def ruv_delayed(g, name: str, data: dict, e: dict) -> bool:
    """Whether the event sets off the delayed triggered ability ``e`` of this module
    (``abilities._rd_rest_of_event``, which then removes it: "the next time"): its controller
    played a unit (rb:595.4.a)."""
    if e["when"] != "ruv-next-unit-played" or name != "played" or data.get("player") != e["controller"]:
        return False
    iid = data.get("card")
    return bool(iid and g.card(iid) and g.defn(iid).type == "unit")


def _register_delayed_check() -> None:
    from .checks import VALUE_CHECKS, check_delayed

    VALUE_CHECKS["ruv_next_unit_played"] = check_delayed


_register_delayed_check()


# -- "Discard a gear, [1], [T]: …" --------------------------------------------------------------------

def discard_of_type(g: "RiftboundGame", player: str, pool: list[str], n: int, cites: list[str], prompt: str) -> list[str]:
    """rb:598, rb:561.2 — a cost that discards a card of one type: the player chooses which of
    those in hand (rb:598.1.a; play.activate checked there are enough, rb:598.3); "when
    discarded" abilities trigger afterwards (rb:598.1.b)."""
    from . import abilities, actions
    from .zones import put

    chosen = actions.choose_cards(g, player, pool, n, prompt, M("abwerfen"), cites + ["rb:598.1.a"])
    for iid in chosen:
        put(g, iid, "trash")
    if chosen:
        g.state.set(f"players.{player}.discarded_turn", g.state.data["turn"]["number"])
        names = ", ".join(g.name(i) for i in chosen)
        g.record("discard", cites + ["rb:598.1"], M("{player} wirft {cards} ab", player=player, cards=names), actor=player)
        abilities.event(g, "discard", player=player, cards=chosen)
    return chosen


# -- "Each player chooses a unit they control. Kill the rest." ------------------------------------------

@verb("ruv_kill_the_rest", targets=False)
def _ruv_kill_the_rest(g, ctx, e, targets, cites):
    """rb:604.1.a.1 — "kill the rest": the objects the instruction before set aside as not chosen
    (``ctx.seen``: the units nobody kept, effects_rog.rog_each_keeps), those still where they were
    (rb:563.2.c.4: an object that changed zones is a new one), are killed."""
    from . import actions
    from .effects_cards import still_seen

    rest = [i for i in still_seen(g, ctx) if g.on_board(i)]
    for iid in rest:
        actions.kill(g, iid, cites + ["rb:604.1.a.1"])
    return bool(rest)


# -- "… and only once each turn" on an activated ability -------------------------------------------------

def refuse_second_use(g: "RiftboundGame", iid: str, k: int, ab) -> None:
    """rb:577.3.b, rb:002 — an activated ability its card limits to once each turn: refused if this
    object (rb:563.2.c.4: a card that left the board and came back is a new one) already used it
    this turn; noted when it is used (``note_use``). The record belongs to the turn (rb:517.5)."""
    if ab.ruv_once_each_turn and _use_key(g, iid, k) in (g.state.get("turn.ruv_used") or []):
        g.refuse("rb:577.3.b", M("{card}: diese Fähigkeit nur einmal in jedem Zug", card=g.name(iid)))


def note_use(g: "RiftboundGame", iid: str, k: int, ab) -> None:
    if ab.ruv_once_each_turn:
        g.state.set("turn.ruv_used", list(g.state.get("turn.ruv_used") or []) + [_use_key(g, iid, k)])


def _use_key(g: "RiftboundGame", iid: str, k: int) -> str:
    return f"{iid}@{g.card(iid)['zid']}#{k}"


# -- "each opponent must kill one of their units" -------------------------------------------------------

@verb("ruv_each_opponent_kills", targets=False)
def _ruv_each_opponent_kills(g, ctx, e, targets, cites):
    """Each opponent of the controller (rb:115.1: every other player who is not an ally,
    rb:648.8.d), in turn order from the turn player, picks one unit they control (rb:179); then
    all are killed together (rb:604.1); one with none kills nothing (rb:563.2.c.6)."""
    from . import actions
    from .costs import pick

    picks = []
    for p in g.in_order_from(g.turn_player):
        if g.friendly(p, ctx.controller):
            continue
        pool = [i for i in g.permanents(p) if g.defn(i).type == "unit"]
        if not pool:
            g.record("kill-none", cites + ["rb:563.2.c.6"], M("{player} kontrolliert keine Einheit", player=p), actor=p)
            continue
        picks.append(pick(g, p, pool, None, f"kill:{ctx.name}:{p}", M("Welche Einheit tötest du?"),
                          cites + ["rb:115.1", "rb:604.1"]))
    return any([actions.kill(g, iid, cites + ["rb:604.1", "rb:604.1.a.1"]) for iid in picks])


# -- "move any number of enemy units … to a single location" ------------------------------------------

@verb("ruv_move_together")
def _ruv_move_together(g, ctx, e, targets, cites):
    """rb:612 — a spell moves the chosen units (one controller's, ``ruv_same_controller``) together to
    one location its controller picks as it resolves (rb:612.1, rb:182.2): their base or a
    battlefield open to all of them (rb:612.2, rb:610.2.a); the move is one, at once (rb:609.3). A
    unit already there does not move (rb:610)."""
    from .effects_units import _open_to
    from .movement import move_units

    units = [i for i in targets or [] if g.on_board(i) and g.is_unit(i)]
    if not units:
        return False
    places = ["base"] + [bf for bf in g.battlefields() if all(_open_to(g, u, bf) for u in units)]
    places = [p for p in places if any(g.location(u) != p for u in units)]
    if not places:
        g.record("no-move", cites + ["rb:612.1", "rb:612.2", "rb:610"],
                 M("{source}: kein Ort, an den sie können", source=source_label(ctx)))
        return False
    owner = g.controller(units[0])
    dest = places[0] if len(places) == 1 else g.ask(
        f"destination:{ctx.name}", M("Wohin bewegen sie sich?"), [(p, g.where(p, owner)["en"]) for p in places], cites + ["rb:612.1"], ctx.controller)
    moving = [u for u in units if g.location(u) != dest]
    return move_units(g, owner, moving, dest, cites + ["rb:612", "rb:609.3"], standard=False, by=ctx.controller)


# -- "They can't move it this turn." ---------------------------------------------------------------------

@verb("ruv_controller_cant_move")
def _ruv_controller_cant_move(g, ctx, e, targets, cites):
    """rb:568, rb:002 — for the rest of the turn (rb:517.2.b) the unit's controller cannot move it:
    neither by a standard move (rb:140) nor with their spells and abilities (rb:612); another
    player's effects still can (``refuse_move`` / ``may_move``)."""
    done = False
    for iid in targets or []:
        if not (g.on_board(iid) and g.is_unit(iid)):
            continue
        who = g.controller(iid)
        g.lasting.add({"kind": "ruv-cant-move", "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn",
                       "target": iid, "zid": g.card(iid)["zid"], "player": who})
        g.since_expiry += 1
        g.record("ruv-cant-move", cites + ["rb:568", "rb:517.2.b"],
                 M("{player} kann {card} in diesem Zug nicht bewegen", player=who, card=g.name(iid)))
        done = True
    return done


def may_move(g: "RiftboundGame", player: str, iid: str) -> bool:
    """Whether ``player`` may move unit ``iid`` now ("they can't move it this turn")."""
    card = g.card(iid)
    return not any(x["target"] == iid and card and x["zid"] == card["zid"] and x["player"] == player
                   for x in g.lasting.active("ruv-cant-move"))
