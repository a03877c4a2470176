"""Branch rxv: what VEN cards left by the earlier rounds need of the engine (the card format's
``static`` kinds and verbs with the prefix ``rxv``; loaded by ``effects.py``).

Passive abilities of battlefields about costs (rb:560) and Deflect (rb:721). A battlefield's
"here" is the battlefield itself (rb:053.3); these work whoever controls it unless they say so.

* ``rxv-ignore-deflect-here`` — "Players ignore [Deflect] while paying for spells and abilities
  choosing something here" (Heisho, Shell of the World): the additional cost Deflect adds for
  a permanent a spell chooses (rb:721.1.c, rb:560.2.a.2) is not added when that permanent is at
  this battlefield (an ignored cost is zero, rb:560.1). Read in play.play_card.
* ``rxv-reaction-cost-more-here`` (``cost.power``: the icons) — "During showdowns here, cards
  with [Reaction] cost [A] more to play" (Mystic Vortex): while a showdown is open at this
  battlefield (rb:545; also a combat's showdown step, rb:548.1), a card with Reaction (rb:725;
  a hidden card has it from the next turn on, rb:723.1.b) costs those power icons more
  (rb:560.3); an increase raises a cost that was ignored above zero too (rb:560.1.c).
* ``rxv-spell-choosing-here-less`` (``cost.power``) — "Each spell that chooses one or more units
  here that are friendly to it costs [A] less" (Sandswept Tomb): a spell whose choices
  (rb:559.3) include a unit at this battlefield controlled by the spell's controller or an ally
  (rb:648.8.d) costs those power icons less (rb:560.4, rb:560.4.b), never below zero (rb:560.5).
* ``rxv-opponents-cant-play-named`` (``if``: when) — "While I'm at a battlefield, opponents can't
  play spells with that name" (Fallen Feline): an opponent of its controller (rb:648.8.d: a
  teammate is none) cannot play a spell card whose name (rb:131.1) is the one the card named
  (``rxv_name_spell``) while the condition holds; a restriction the card states (rb:568, rb:002).
  A card that was never played names nothing and bars nothing. Read in play.play_card.
* ``rxv-tag-additional-cost-here`` (``tags``: [T], ``cost.power``: the icons) — "Any player may pay
  [A][A] as an additional cost to play a Dragon." (Dragon Roost): an optional additional cost a
  passive ability of another card offers (rb:560.2.b.1, rb:559: chosen as the card is played) to
  whoever plays a unit card with that tag (rb:139.1); with ``rxv-paid-play-here`` — "If they do,
  they play it to this battlefield." — the unit of a player who chose to pay it goes to this
  battlefield (the card's text over rb:559.2, rb:002), whoever controls it, unless units of two
  other players are there (rb:562.2). A unit played from hiding goes to its hidden battlefield
  (rb:723.1.d): the cost is not offered then. Read in play.play_card (``roost``).
* ``rxv-first-gear-ability-less`` (``amount``: N) — "While you control this battlefield, the
  first friendly gear activated ability played each turn costs [N] less" (Piltovan Forge): the
  first activated ability of a gear that the battlefield's controller or an ally activates in
  a turn (rb:577.3; the turn's record, rb:506) costs N energy less (rb:577.3.b → rb:560.4),
  if the battlefield's controller controls it then (rb:181). Only the first counts, also when
  it was activated while someone else controlled the battlefield.

Verbs:

* ``rxv_next_card_costs_less`` (``{"energy": N, "power": [icons]}``) — "your next card costs
  [2][A][A] less" (Astral Heron): see ``_rxv_next_card_costs_less``; play._discounts asks
  ``next_card_discounts``.
* ``rxv_name_spell`` (``true``) — "name a spell" (Fallen Feline, "When you play me, name a
  spell."): see ``_rxv_name_spell``.
* ``rxv_give_ability`` (``{"ability": an activated ability, "duration": "turn"}``) — "give it
  "[A][A]: Ready me."" (Dominus): see ``_rxv_give_ability``; play.activate asks
  ``granted_abilities``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

STATICS = ("rxv-ignore-deflect-here", "rxv-reaction-cost-more-here", "rxv-spell-choosing-here-less",
           "rxv-first-gear-ability-less", "rxv-opponents-cant-play-named", "rxv-tag-additional-cost-here",
           "rxv-paid-play-here", "rxv-early-score-draw")


def check_static(ab) -> None:
    """Checked when a definition loads (cards/model.Ability): what each kind reads and nothing else."""
    if ab.static not in STATICS:
        raise ValueError(f"unknown passive ability {ab.static!r}")
    if ab.static == "rxv-tag-additional-cost-here":  # "any player may pay [A][A] … to play a Dragon"
        power = ab.cost.get("power")
        if set(ab.cost) != {"power"} or not (isinstance(power, list) and 1 <= len(power) <= 12) \
                or len(ab.tags) != 1 or ab.affects is not None or ab.condition is not None or ab.effects \
                or ab.amount is not None or ab.each_if is not None:
            raise ValueError(f"{ab.static}: cost.power (the icons) and one tag, nothing else")
        return
    if ab.static == "rxv-opponents-cant-play-named":  # "while I'm at a battlefield, …": its condition may say when
        if ab.affects is not None or ab.effects or ab.each_if is not None or ab.cost or ab.amount is not None:
            raise ValueError(f"{ab.static}: about the name its card named, only an 'if'")
        return
    if ab.affects is not None or ab.condition is not None or ab.effects or ab.each_if is not None:
        raise ValueError(f"{ab.static}: it says itself what it covers (no 'affects', 'if', 'each_if' or effects)")
    power = ab.cost.get("power")
    if ab.static in ("rxv-reaction-cost-more-here", "rxv-spell-choosing-here-less"):
        if set(ab.cost) != {"power"} or not (isinstance(power, list) and 1 <= len(power) <= 12) \
                or ab.amount is not None:
            raise ValueError(f"{ab.static}: cost.power, the power icons (no amount)")
    elif ab.cost or (ab.static in ("rxv-first-gear-ability-less", "rxv-early-score-draw")) != isinstance(ab.amount, int):
        raise ValueError(f"{ab.static}: " + ("amount N, no cost" if ab.static in (
            "rxv-first-gear-ability-less", "rxv-early-score-draw") else "no amount and no cost"))
    if ab.static in ("rxv-first-gear-ability-less", "rxv-early-score-draw") and not 1 <= ab.amount <= 99:
        raise ValueError(f"{ab.static}: amount 1 to 99")


def _battlefield_passives(g: "RiftboundGame", kind: str) -> list:
    """(battlefield id, its controller, ability) of every battlefield with that passive (rb:569.1)."""
    from .objects import _passives

    return [(src[3:], ctl, ab) for src, ctl, ab in _passives(g, kind) if src.startswith("bf:")]


def deflect_ignored(g: "RiftboundGame", iid: str) -> str | None:
    """The battlefield whose "players ignore [Deflect] … choosing something here" covers
    permanent ``iid`` (it is there now, rb:053.3), or None."""
    loc = g.location(iid) if g.card(iid) and g.on_board(iid) else None
    for bf, _, _ in _battlefield_passives(g, "rxv-ignore-deflect-here"):
        if loc == bf:
            return bf
    return None


def reaction_cost_more(g: "RiftboundGame", player: str, iid: str, kws: dict, power: list[str],
                       cites: list[str]) -> list[str]:
    """rb:560.3 — the power icons "cards with [Reaction] cost [A] more during showdowns here" add
    to playing card ``iid`` (``kws``: its keywords now). A token is no card (rb:176)."""
    sd = g.showdown
    if not sd or "Reaction" not in kws or g.card(iid).get("token"):
        return power
    for bf, _, ab in _battlefield_passives(g, "rxv-reaction-cost-more-here"):
        if sd["battlefield"] == bf:
            power = list(power) + list(ab.cost["power"])
            cites += ["rb:560.3", "rb:560.1.c", "rb:725", "rb:545"]
            g.record("cost-more", ["rb:560.3", "rb:725", "rb:545"],
                     M("{source}: {card} (Reaktion) kostet während des Showdowns dort {icons} mehr",
                       source=g.bf_label(bf), card=g.name(iid), icons=", ".join(ab.cost["power"])), actor=player)
    return power


def spell_choosing_here_less(g: "RiftboundGame", player: str, iid: str, chosen: list, power: list[str],
                             cites: list[str]) -> list[str]:
    """rb:560.4, rb:560.4.b — the power icons a spell costs less because it chooses a unit at such
    a battlefield that is friendly to it (its controller's or an ally's, rb:648.8.d); added icons
    go first (docs/rulings.md 25), never below zero (rb:560.5)."""
    if g.defn(iid).type != "spell":
        return power
    units = [u for slot in chosen for u, _ in slot if g.card(u) and g.on_board(u) and g.is_unit(u)
             and g.friendly(g.controller(u), player)]
    for bf, _, ab in _battlefield_passives(g, "rxv-spell-choosing-here-less"):
        if not any(g.location(u) == bf for u in units):
            continue
        power = list(power)
        for _ in ab.cost["power"]:
            if power:
                power.pop()
        cites += ["rb:560.4", "rb:560.4.b", "rb:560.5", "rb:559.3"]
        g.record("discount", ["rb:560.4", "rb:560.4.b", "rb:559.3"],
                 M("{source}: {card} wählt eine eigene Einheit dort und kostet {icons} weniger",
                   source=g.bf_label(bf), card=g.name(iid), icons=", ".join(ab.cost["power"])), actor=player)
    return power


def note_gear_ability(g: "RiftboundGame", player: str, iid: str) -> list[str]:
    """A gear's activated ability was activated by ``player`` (also one that adds resources while a
    cost is paid, costs._reaction_add): noted in the turn's record (rb:506). Returns who activated
    one before this turn."""
    before = list(g.state.get("turn.rxv_gear_acts") or [])
    if g.defn(iid).type == "gear":
        g.state.set("turn.rxv_gear_acts", before + [player])
    return before


def gear_ability_energy(g: "RiftboundGame", player: str, iid: str, energy: int) -> int:
    """An activated ability of gear ``iid`` is activated by ``player`` (play.activate): noted in
    the turn's record (rb:506), and its energy cost after "the first friendly gear activated
    ability played each turn costs [N] less" (rb:577.3.b → rb:560.4, rb:560.5)."""
    if g.defn(iid).type != "gear":
        return energy
    before = note_gear_ability(g, player, iid)
    for bf, ctl, ab in _battlefield_passives(g, "rxv-first-gear-ability-less"):
        if ctl is None or not g.friendly(ctl, player) or any(g.friendly(p, ctl) for p in before):
            continue  # not controlled by the player or an ally, or not the first friendly one this turn
        new = max(0, energy - ab.amount)
        g.record("discount", ["rb:577.3.b", "rb:560.4", "rb:560.5", "rb:181"],
                 M("{source}: die erste Fähigkeit einer eigenen Ausrüstung in diesem Zug ({card}) kostet "
                   "{n} Energie weniger", source=g.bf_label(bf), card=g.name(iid), n=ab.amount), actor=player)
        energy = new
    return energy


# -- "your next card costs [2][A][A] less" (Astral Heron) ------------------------------------------

def _check_next_card(value) -> str:
    ok = isinstance(value, dict) and set(value) == {"energy", "power"} and isinstance(value["energy"], int) \
        and not isinstance(value["energy"], bool) and 0 <= value["energy"] <= 99 \
        and isinstance(value["power"], list) and len(value["power"]) <= 12 \
        and all(p in ("fury", "calm", "mind", "body", "chaos", "order", "any") for p in value["power"]) \
        and (value["energy"] or value["power"])
    return "" if ok else '{"energy": N, "power": [icons]} (something off)'


VALUE_CHECKS["rxv_next_card_costs_less"] = _check_next_card


@verb("rxv_next_card_costs_less", targets=False)
def _rxv_next_card_costs_less(g, ctx, e, targets, cites):
    """"Your next card costs [2][A][A] less": the next card its controller plays (rb:555.1; a
    token is no card, rb:176) costs that much less — a discount (rb:560.4, rb:560.4.b: power
    icons off) used up by that card. The card says no "this turn": it waits until that card is
    played, into later turns too (rb:517.2.b ends only what lasts "this turn")."""
    spec = e["rxv_next_card_costs_less"]
    g.lasting.add({"kind": "rxv-next-card-discount", "who": ctx.controller, "energy": spec["energy"],
                   "power": list(spec["power"]), "source": ctx.source, "controller": ctx.controller,
                   "until": "rxv-next-card", "label": ctx.label})
    g.since_expiry += 1
    g.record("next-card-discount", cites + ["rb:560.4"],
             M("{source}: die nächste Karte, die {player} spielt, kostet {n} Energie und {icons} weniger",
               source=source_label(ctx), player=ctx.controller, n=spec["energy"],
               icons=", ".join(spec["power"]) or "-"), actor=ctx.controller)
    return True


def next_card_discounts(g: "RiftboundGame", player: str, iid: str) -> list:
    """The discounts "your next card costs … less" give card ``iid`` that ``player`` plays now
    (play._discounts; rb:560.4), as (label, Ability); each is used up by it — the player's own,
    not a teammate's ("your")."""
    from .cards.model import Ability

    if g.card(iid).get("token"):
        return []
    found = []
    for e in g.lasting.active("rxv-next-card-discount"):
        if e["who"] == player:
            g.lasting.remove(e["id"])
            found.append((f"{e['label']} ({g.name(iid)})", Ability(static="cost", applies_to="self", amount=e["energy"],
                                                                   cost={"power": list(e["power"])})))
    return found


# -- "give it "[A][A]: Ready me."" this turn (Dominus) ---------------------------------------------

def _check_give(value) -> str:
    from .cards.model import Ability

    if not (isinstance(value, dict) and set(value) == {"ability", "duration"} and value["duration"] == "turn"
            and isinstance(value["ability"], dict)):
        return '{"ability": an activated ability, "duration": "turn"}'
    try:
        ab = Ability(**value["ability"])
    except ValueError as err:
        return f"an activated ability ({err})"
    return "" if ab.kind == "activated" else "an activated ability (a cost and effects)"


VALUE_CHECKS["rxv_give_ability"] = _check_give


@verb("rxv_give_ability")
def _rxv_give_ability(g, ctx, e, targets, cites):
    """rb:637.2.a — an activated ability is added to the rules text of each unit or gear named, for
    the rest of the turn (rb:517.2.b); its "me" is that object. The same object only: one that
    left the board and came back is a new object without it (rb:563.2.c.4). Its controller
    activates it like a printed one (rb:577, play.activate: its index follows the printed ones)."""
    done = False
    for iid in targets or []:
        if not (g.card(iid) and g.on_board(iid) and g.defn(iid).type in ("unit", "gear")):
            continue
        g.lasting.add({"kind": "rxv-granted-ability", "target": iid, "zid": g.card(iid)["zid"],
                       "ability": e["rxv_give_ability"]["ability"], "source": ctx.source, "controller": ctx.controller,
                       "until": "end-of-turn", "label": ctx.label})
        g.since_expiry += 1
        g.record("give-ability", cites + ["rb:637.2.a", "rb:517.2.b"],
                 M("{source}: {card} hat in diesem Zug zusätzlich eine aktivierbare Fähigkeit", source=source_label(ctx),
                   card=g.name(iid)), actor=ctx.controller)
        done = True
    return done


def granted_abilities(g: "RiftboundGame", iid: str) -> list:
    """The activated abilities effects gave object ``iid`` this turn (rb:637.2.a), in the order given."""
    from .cards.model import Ability

    card = g.card(iid)
    if card is None:
        return []
    return [Ability(**e["ability"]) for e in g.lasting.active("rxv-granted-ability")
            if e["target"] == iid and e["zid"] == card["zid"]]


# -- "name a spell" / "opponents can't play spells with that name" (Fallen Feline) ------------------

VALUE_CHECKS["rxv_name_spell"] = lambda v: "" if v is True else "true"


def _spell_names(g: "RiftboundGame") -> list[str]:
    """The names a player may name as "a spell": every spell card's name (rb:131.1) of the card
    pool — the catalogue's and the game's own definitions."""
    from .cards.library import library

    names = {c.name for c in library().catalogue.cards.values() if str(c.type).lower() == "spell"}
    names |= {d.name for d in g.defs.values() if d.type == "spell"}
    return sorted(names)


@verb("rxv_name_spell", targets=False)
def _rxv_name_spell(g, ctx, e, targets, cites):
    """"Name a spell": the ability's controller names the name of a spell card (rb:131.1: a card's
    name identifies it) as the instruction resolves (rb:182.3.a: they make its choices; a name is
    no target, rb:559.3.c.1). The card with the ability remembers it ("that name"); only while it
    is the same object (rb:563.2.c.4)."""
    card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
    if card is None or not g.on_board(ctx.source):
        return False
    names = _spell_names(g)
    name = g.ask(f"name:{g.name(ctx.source)}", M("{source}: welchen Zauber nennt {player}?", source=source_label(ctx),
                                                  player=ctx.controller), [(n, n) for n in names],
                 cites + ["rb:131.1", "rb:182.3.a"], ctx.controller)
    g.state.set(f"cards.{ctx.source}.rxv_named", name)
    g.record("name", cites + ["rb:131.1"], M("{source}: {player} nennt „{name}“", source=source_label(ctx),
                                              player=ctx.controller, name=name), actor=ctx.controller)
    return True


def refuse_named_spell(g: "RiftboundGame", player: str, iid: str) -> None:
    """Refuses ``player`` playing spell ``iid`` whose name an opponent's card named while that
    card's "opponents can't play spells with that name" works (rb:568, rb:002)."""
    from .objects import _condition_holds, _passives

    if g.defn(iid).type != "spell":
        return
    for src, ctl, ab in _passives(g, "rxv-opponents-cant-play-named"):
        named = g.card(src).get("rxv_named") if not src.startswith("bf:") and g.card(src) else None
        if named and named == g.defn(iid).name and ctl and not g.friendly(ctl, player) \
                and _condition_holds(g, src, ctl, ab):
            g.refuse("rb:568", M("{source}: {player} kann keine Zauber namens „{name}“ spielen", source=g.name(src),
                                 player=player, name=named))


# -- "Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they play it to
# this battlefield." (Dragon Roost) ---------------------------------------------------------------

def roost(g: "RiftboundGame", player: str, iid: str, to: str | None, optional_costs: list[str] | None,
          hidden_at: str | None) -> tuple[str | None, list[str], dict]:
    """rb:559, rb:560.2.b.1 — the optional additional costs battlefields offer for unit card
    ``iid``: asked as its choices are made (``optional_costs``: the scenario's answers, by the
    battlefield card's name). Returns the battlefield it then goes to (or None), the power icons
    added and what was paid (``paid``, for the trace and "if they do")."""
    if g.defn(iid).type != "unit" or hidden_at:
        return None, [], {}
    go, icons, paid = None, [], {}
    for bf, _, ab in _battlefield_passives(g, "rxv-tag-additional-cost-here"):
        name = g.battlefield(bf)["card"]
        here_if_paid = bool(g.def_info(name).statics.get("rxv-paid-play-here"))
        if ab.tags[0] not in g.defn(iid).tags:
            continue
        if here_if_paid and to is not None and to != bf:
            continue  # the player plays it elsewhere: they did not pay (paid, it would go here)
        want = name in optional_costs if optional_costs is not None else g.ask_yes_no(
            f"optional-cost:{name}", M("{source}: {player} zahlt {icons} als zusätzliche Kosten für {card}?",
                                       source=g.bf_label(bf), player=player, icons=", ".join(ab.cost["power"]),
                                       card=g.name(iid)), ["rb:560.2.b.1"], player)
        paid[name] = want
        if not want:
            continue
        icons += list(ab.cost["power"])
        g.record("optional-cost", ["rb:560.2.b.1", "rb:559"],
                 M("{player} zahlt {icons} als zusätzliche Kosten ({source})", player=player,
                   icons=", ".join(ab.cost["power"]), source=g.bf_label(bf)), actor=player)
        if here_if_paid and go is None:
            others = {g.controller(u) for u in g.battlefield(bf)["units"]} - {player}
            if len(others) >= 2:
                g.refuse("rb:562.2", M("{card} käme auf {bf} zu Einheiten zweier anderer Spieler", card=g.name(iid),
                                       bf=g.bf_label(bf)))
            go = bf
            g.record("play-here", ["rb:002", "rb:559.2", "rb:560.2.b.1"],
                     M("{card} wird auf {bf} gespielt (bezahlt)", card=g.name(iid), bf=g.bf_label(bf)), actor=player)
    return go, icons, paid


#: the passives read only on a battlefield (``_battlefield_passives``)
BATTLEFIELD_STATICS = ("rxv-ignore-deflect-here", "rxv-reaction-cost-more-here", "rxv-spell-choosing-here-less",
                       "rxv-first-gear-ability-less", "rxv-tag-additional-cost-here", "rxv-paid-play-here")


def check_card(d) -> None:
    """Checked when a definition loads (cards/model.RbCardDef): each passive of this module on a card
    whose kind the engine reads it on, never accepted and ignored."""
    kinds = [a.static for a in d.abilities]
    for k, kind in enumerate(kinds):
        if kind in BATTLEFIELD_STATICS and d.type != "battlefield":
            raise ValueError(f"abilities[{k}]: {kind} is a battlefield's passive ability (read there only)")
        if kind == "rxv-paid-play-here" and "rxv-tag-additional-cost-here" not in kinds:
            raise ValueError(f"abilities[{k}]: 'if they do, they play it to this battlefield' needs the additional "
                             "cost it is about (rxv-tag-additional-cost-here)")
        if kind == "rxv-opponents-cant-play-named" and not (
                d.type in ("unit", "gear") and any("rxv_name_spell" in e for a in d.abilities for e in a.effects)):
            raise ValueError(f"abilities[{k}]: 'spells with that name' needs a permanent that names a spell "
                             "(rxv_name_spell)")
