"""What Vendetta (VEN) spells say about themselves (passive abilities of a spell, read while it
is on the chain; the card format's ``static`` kinds with the prefix ``rve``).

* ``rve-cant-be-countered`` — "This can't be countered.": an instruction to counter it
  (rb:601.2.a, rb:601.3) does nothing to it; the card's text wins over the rule that a
  counter removes it from the chain (rb:002). (A player who concedes still takes it off the
  chain, rb:652.4: that is no counter by an effect.)
* ``rve-bonus-per-named-in-trash`` (``amount``: N) — "This deals N Bonus Damage for each card
  with this name in your trash": as the spell resolves, each instance of damage it deals
  (rb:139.3.a) is increased by N for each card of its name in its controller's trash then
  (the spell itself is on the chain, not there; bonus damage: docs/rulings.md 26).
* ``rve-ignore-deflect`` — "Ignore [Deflect] while paying this spell's cost": the additional
  cost Deflect adds for an opponent's permanent it chooses (rb:721.1.c, rb:560.2.a.2) is not
  added (an ignored cost is zero, rb:560.1; read in play.py where the total cost is made).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import RiftboundGame

#: passive abilities of a spell (cards/model.py STATICS): only a spell may have them
SPELL_STATICS = ("rve-cant-be-countered", "rve-bonus-per-named-in-trash", "rve-ignore-deflect")


def check_static(ab) -> None:
    """Checked when a definition loads (cards/model.Ability)."""
    if ab.static not in SPELL_STATICS:
        return
    if ab.affects is not None or ab.condition is not None or ab.effects:
        raise ValueError(f"{ab.static}: about the spell itself, no 'affects', 'if' or effects")
    if ab.static == "rve-bonus-per-named-in-trash" and not (isinstance(ab.amount, int) and 1 <= ab.amount <= 99):
        raise ValueError(f"{ab.static}: amount N (1 to 99)")
    if ab.static in ("rve-cant-be-countered", "rve-ignore-deflect") and ab.amount is not None:
        raise ValueError(f"{ab.static}: no amount")


def _statics(g: "RiftboundGame", iid: str, kind: str) -> list:
    return [ab for ab in g.defn(iid).known_abilities() if ab.static == kind]


def cant_be_countered(g: "RiftboundGame", item: dict, cites: list[str]) -> bool:
    """Whether the chain item is a spell that can't be countered (recorded if so)."""
    if item.get("kind") != "card" or not _statics(g, item["card"], "rve-cant-be-countered"):
        return False
    g.record("not-countered", cites + ["rb:002", "rb:601"],
             M("{source} kann nicht gekontert werden", source=label_said(item["label"], item.get("label_de"))))
    return True


def own_bonus_damage(g: "RiftboundGame", item: dict) -> None:
    """As a spell starts to resolve (chain.resolve_spell): its own bonus damage for each card of
    its name in its controller's trash, added to the item's (effects_rc.spell_bonus reads it)."""
    iid, player = item["card"], item["controller"]
    per = sum(ab.amount for ab in _statics(g, iid, "rve-bonus-per-named-in-trash"))
    if not per:
        return
    name = g.name(iid)
    n = sum(1 for i in g.state.get(f"players.{player}.trash") if g.name(i) == name)
    if not n:
        return
    item["bonus_damage"] = item.get("bonus_damage", 0) + per * n
    g.record("bonus-damage", ["rb:139.3.a", "rb:002"],
             M("{card}: {n} Karte(n) dieses Namens im Ablagestapel von {player} – jede Schadensinstanz +{bonus}",
               card=name, n=n, player=player, bonus=per * n))


# -- verbs (registered with ``effects.verb``; loaded by effects.py) ------------------------------
#
# * ``rve_banish_on_board`` (``true``, ``target``) — "you may banish me to banish it": banish
#   (rb:603) what the target names only while it is on the board; done only if something was
#   banished, so that what it was done for ("if": "done") follows only then.

from .checks import VALUE_CHECKS  # noqa: E402
from .effects import label_said, source_label, verb  # noqa: E402
from .i18n import M  # noqa: E402


VALUE_CHECKS["rve_banish_on_board"] = lambda v: "" if v is True else "true"


@verb("rve_banish_on_board")
def _banish_on_board(g, ctx, e, targets, cites):
    from . import actions

    done = False
    for iid in targets or []:
        if g.card(iid) and g.on_board(iid):
            actions.banish(g, iid, cites)
            done = True
    return done


def once_each_turn(g: "RiftboundGame", source: str, k: int) -> bool:
    """"Once each turn, when …": whether ability ``k`` of ``source`` may trigger now — it has not
    triggered yet this turn (then it is noted). The rules know no such limit of their own; the
    card's text sets it (rb:002), and a turn is the whole turn of a player (rb:506)."""
    turn = g.state.data["turn"]["number"]
    used = dict(g.state.data.get("rve_once") or {})
    key = f"{source}#{k}"
    if used.get(key) == turn:
        g.record("once-each-turn", ["rb:002", "rb:583.3"],
                 M("{source}: löst nur einmal pro Zug aus (schon geschehen)",
                   source=g.name(source) if g.card(source) else source))
        return False
    used[key] = turn
    g.state.set("rve_once", used)
    return True


def channel_limit(g: "RiftboundGame", n: int, cites: list[str]) -> tuple[int, list[str]]:
    """The runes the turn player channels in the channel phase (turn.channel, rb:515.3.b): at most
    N while a passive "players only channel N rune at the start of their Channel Phase" works
    (its condition holding, rb:568.3) — it names every player (rb:002)."""
    from .objects import _condition_holds, _passives

    limits = [ab.amount for src, ctl, ab in _passives(g, "rve-channel-only") if _condition_holds(g, src, ctl, ab)]
    if not limits or min(limits) >= n:
        return n, cites
    g.record("channel-limit", ["rb:515.3.b", "rb:568.3", "rb:002"],
             M("Kanalisieren in der Channel-Phase auf {n} Rune(n) begrenzt", n=min(limits)))
    return min(limits), cites + ["rb:568.3", "rb:002"]


def damage_replacements(g: "RiftboundGame", event) -> list:
    """"While you control 7 or more runes, prevent all damage that enemy spells and abilities would
    deal to me" (passive ``rve-no-enemy-spell-damage`` of the unit about to take damage, while its
    ``if`` holds): damage that a spell or ability of a player who is not friendly to the unit's
    controller would deal (not combat damage, rb:626) is not dealt — a replacement of the damage
    event (rb:572.1, rb:573, rb:574), as "prevent" is read elsewhere (effects_units)."""
    from judge.kernel import Replacement

    from .targets import holds

    unit, by = event.data["card"], event.data.get("by")
    shields = _shield_replacements(g, event)  # "prevent the next 7 damage …" (any damage)
    if event.data.get("combat") or by is None or not (g.card(unit) and g.on_board(unit) and g.is_unit(unit)):
        return shields
    ctl = g.controller(unit)
    if g.friendly(by, ctl):
        return shields
    return shields + [Replacement(f"{unit}/rve-no-enemy-spell-damage", g.name(unit), lambda ev: None,
                        ["rb:567", "rb:568.3", "rb:572.1", "rb:573", "rb:574"],
                        M("{card}: Schaden durch gegnerische Zauber und Fähigkeiten wird verhindert", card=g.name(unit)))
            for ab in g.info(unit).statics.get("rve-no-enemy-spell-damage", ())
            if holds(g, ab.condition, {"source": unit, "controller": ctl})]


def deals_no_combat_damage(g: "RiftboundGame", unit: str) -> bool:
    """"I don't deal combat damage unless I'm at a battlefield with exactly one other unit you
    control": the unit adds nothing to its side's combat damage (rb:626.1.b) while the passive's
    ``if`` (the "unless") does not hold (combat._damage_step)."""
    from .targets import holds

    abs_ = g.info(unit).statics.get("rve-no-combat-damage-unless", ())
    if not abs_ or all(holds(g, ab.condition, {"source": unit, "controller": g.controller(unit)}) for ab in abs_):
        return False
    g.record("no-combat-damage", ["rb:626.1.b", "rb:568.3", "rb:002"],
             M("{card} verursacht keinen Kampfschaden (Bedingung nicht erfüllt)", card=g.name(unit)))
    return True


def ignores_tank(g: "RiftboundGame", player: str, bf: str | None) -> bool:
    """"You ignore [Tank] while assigning combat damage here": ``player`` controls a unit with
    that passive at the battlefield ``bf`` where the damage is assigned (rb:053.3, docs/rulings.md
    46); then Tank does not make a unit be assigned damage first (rb:626.1.d.1, rb:727; rb:002)."""
    from .objects import _condition_holds, _passives

    return bf not in (None, "base") and any(
        ctl == player and g.card(src) and g.location(src) == bf and _condition_holds(g, src, ctl, ab)
        for src, ctl, ab in _passives(g, "rve-ignore-tank-here") if not src.startswith("bf:"))


# * ``rve_prevent_next_damage`` (N, ``target``) — "Prevent the next 7 damage that would be dealt
#   to it this turn": a shield on that unit (the same object, rb:563.2.c.4) until the end of the
#   turn (rb:517.2.b); each instance of damage to it, combat damage too, is reduced by what the
#   shield has left, which goes down by as much (a replacement, rb:572, rb:573, rb:574).

VALUE_CHECKS["rve_prevent_next_damage"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and \
    1 <= v <= 99 else "N (1 to 99)"


@verb("rve_prevent_next_damage")
def _prevent_next_damage(g, ctx, e, targets, cites):
    n = e["rve_prevent_next_damage"]
    done = False
    for iid in targets or []:
        if not (g.card(iid) and g.on_board(iid) and g.is_unit(iid)):
            continue
        g.lasting.add({"kind": "rve-prevent-next", "rve_unit": iid, "zid": g.card(iid)["zid"], "left": n,
                       "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn",
                       "label": ctx.label})
        g.since_expiry += 1
        g.record("prevent-next", cites + ["rb:572", "rb:573", "rb:517.2.b"],
                 M("{source}: die nächsten {n} Schaden an {card} in diesem Zug werden verhindert", source=source_label(ctx),
                   n=n, card=g.name(iid)), actor=ctx.controller)
        done = True
    return done


def _shield_replacements(g: "RiftboundGame", event) -> list:
    from judge.kernel import Event, Replacement

    unit = event.data["card"]
    out = []
    for e in g.lasting.active("rve-prevent-next"):
        if e["rve_unit"] != unit or (g.card(unit) or {}).get("zid") != e["zid"] or e["left"] <= 0:
            continue

        def apply(ev, e=e):
            cut = min(e["left"], ev.data["amount"])
            g.lasting.remove(e["id"])
            if e["left"] > cut:  # what the shield has left stays for the next damage this turn
                g.lasting.add({k: v for k, v in e.items() if k != "id"} | {"left": e["left"] - cut})
            left = ev.data["amount"] - cut
            return Event(ev.name, {**ev.data, "amount": left}) if left > 0 else None

        out.append(Replacement(f"{e['id']}/rve-prevent-next", e["label"], apply, ["rb:572", "rb:573", "rb:574"],
                               M("{source}: bis zu {n} Schaden an {card} werden verhindert", source=e["label"], n=e["left"],
                                 card=g.name(unit))))
    return out
