"""Playing cards (rb:554–563), hiding them (rb:597, rb:723) and activating abilities
(rb:576–581).

The process of playing (rb:557): put the card onto the chain (rb:558), make the choices
(rb:559: location, targets, optional costs), total the cost (rb:560: additional costs,
increases, discounts in the order the player picks), pay it (rb:561), check legality
(rb:562) and carry on by category (rb:563): a permanent leaves the chain and enters the
board at once, a spell waits on the chain. Anything illegal undoes the whole play
(rb:562.3): the runner restores the state from before the action.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from judge.i18n import Text

from . import abilities, actions, costs, objects, targets as T
from .i18n import M
from .states import open_chain_round
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def timing(g: "RiftboundGame", player: str, kws: dict, what: Text, is_ability: bool = False) -> list[str]:
    """When a card may be played or an ability activated: by the player who may act now
    (rb:512.1.b); in the neutral open state on one's own turn by default (rb:510.1.a, rb:148,
    rb:581); in an open showdown with Action or Reaction (rb:508.1.a, rb:718.1.b); in a
    closed state only with Reaction (rb:509.1.a, rb:725.1.c). Action and Reaction are
    permissions on top of the default (docs/rulings.md, rb:581 vs rb:718/rb:725). Returns the
    rules that allow it now. ``what``: what is being done ("playing X")."""
    who = g.who_may_act()
    if who != player:
        g.refuse("rb:512.1.b", M("{player} hat keine Priorität (sie liegt bei {holder})", player=player,
                                 holder=who or M("niemandem")))
    if g.closed:
        if "Reaction" not in kws:
            g.refuse("rb:509.1.a", M("{what}: im geschlossenen Zustand nur mit Reaktion", what=what))
        return ["rb:509.1.a", "rb:725.1.c.3" if is_ability else "rb:725.1.c.1", "rb:512.2.d"]
    if g.showdown:
        if "Reaction" not in kws and "Action" not in kws:
            g.refuse("rb:508.1.a", M("{what}: im Showdown nur mit Aktion oder Reaktion", what=what))
        kw = "rb:718.1.c.2" if is_ability else "rb:718.1.c.1"
        return ["rb:508.1.a", kw if "Action" in kws else "rb:725.1.b", "rb:513.1"]
    if g.turn_player != player and not g.friendly(g.turn_player, player):
        g.refuse("rb:581" if is_ability else "rb:510.1.a", M("{what}: nur im eigenen Zug", what=what))
    if g.phase != "action":
        g.refuse("rb:589.1.a", M("{what}: nur in der Aktionsphase", what=what))
    return ["rb:510.1.a", "rb:512.2.a"]


def play_card(g: "RiftboundGame", player: str, iid: str, *, to: str | None = None, targets: list | None = None,
              accelerate: bool | None = None, optional_costs: list[str] | None = None, cost_choices: dict | None = None,
              limited: bool = False, ignore_cost: bool = False, ignore_energy: bool = False, reduce: int = 0,
              anywhere: bool = False) -> None:
    """``limited``: played as part of a resolution (rb:595.3), from whatever zone the effect
    names; ``ignore_cost``/``ignore_energy`` (rb:560.1.a, rb:560.1.b) and ``reduce`` (a
    discount, rb:560.4) are what the effect changes; ``anywhere``: the effect says where the
    unit goes, also a battlefield its player does not control (rb:595.3.b)."""
    d = g.defn(iid)
    zone = g.zone(iid)
    hidden_at = zone[7:] if zone.startswith("hidden:") else None
    if d.type not in ("unit", "spell", "gear"):
        g.refuse("rb:132.5.a.1" if d.type == "rune" else "rb:163.2.a", M("{card} wird nicht gespielt", card=d.name))
    if not limited and (g.controller(iid) != player and zone != "hand" or zone == "hand" and g.owner(iid) != player):
        g.refuse("rb:107.6.a", M("{card} gehört nicht {player}", card=d.name, player=player))
    from .rxa_rules import trash_play_cost  # "You may play me from your trash for …" (branch rxa)

    from_trash = trash_play_cost(g, player, iid) if zone == "trash" and not limited else None
    if zone not in ("hand", "champion") and not hidden_at and not (limited and zone in ("trash", "banish", "deck")) \
            and from_trash is None:
        g.refuse("rb:107.6.a", M("{card} kann nicht aus {zone} gespielt werden", card=d.name, zone=zone))
    if from_trash is not None:
        ignore_cost = True  # its own cost is not paid: the cost the card names instead (rb:560.1.a, rb:002)
    kws = objects.keywords(g, iid)
    from .effects_rxo import keywords_as_played  # "… played from anywhere other than a player's hand have …"

    kws, granted_cites = keywords_as_played(g, player, iid, zone, kws)
    if hidden_at:
        if to is not None and to != hidden_at:
            g.refuse("rb:723.1.d", M("{card} wird aus dem Versteck auf {bf} gespielt, nicht in die Basis", card=d.name,
                                     bf=g.bf_label(hidden_at)) if to == "base" else
                     M("{card} wird aus dem Versteck auf {bf} gespielt, nicht nach {to}", card=d.name,
                       bf=g.bf_label(hidden_at), to=to))
        if "Reaction" not in kws:  # rb:723.1.b: only from the next turn on
            g.refuse("rb:723.1.b", M("{card} wurde in diesem Zug versteckt: erst ab dem nächsten Zug spielbar",
                                     card=d.name))
    allowed = [] if limited else timing(g, player, kws, M("{card} spielen", card=d.name))
    ctx = T.Ctx(source=iid, controller=player, label=d.name, here=hidden_at, event={"hidden_play": bool(hidden_at)})
    for ab in d.known_abilities():
        if ab.static == "play-only-if" and not T.holds(g, ab.condition, ctx):  # rb:570.1
            g.refuse("rb:570.1", M("{card}: Bedingung zum Spielen nicht erfüllt ({condition})", card=d.name,
                                   condition=str(ab.condition)))
    from .effects_game import refuse_if_barred  # "opponents can't play cards this turn" (rb:002)

    refuse_if_barred(g, player, iid)
    from .effects_run import refuse_if_spells_barred  # "its controller can't play spells this turn"

    refuse_if_spells_barred(g, player, iid)
    from .effects_rxv import refuse_named_spell  # "opponents can't play spells with that name" (rb:568)

    refuse_named_spell(g, player, iid)
    # rb:558 — onto the chain; the state closes (rb:558.1)
    was_open = not g.chain
    put(g, iid, "chain")
    origin = {"hand": M("aus der Hand"), "champion": M("aus der Champion-Zone"), "trash": M("aus dem Ablagestapel"),
              "banish": M("aus der Verbannung"), "deck": M("aus dem Hauptdeck")}.get(zone) or M("aus dem Versteck")
    g.record("play", ["rb:557", "rb:558", "rb:558.1"] + (["rb:107.2.c"] if zone == "champion" else [])
             + (["rb:723.1.c.3", "rb:597.3"] if hidden_at else []) + (["rb:595.3.a"] if limited else [])
             + (["rb:595.3.b"] if limited and zone not in ("hand", "champion") else [])
             + (["rb:002", "rb:724.1.c.2"] if from_trash is not None else []) + allowed,
             M("{player} spielt {card} {origin}", player=player, card=d.name, origin=origin), actor=player)
    # rb:559 — choices
    location = None
    from .effects_rxv import roost  # "any player may pay [A][A] … to play a Dragon. If they do, … here"

    roost_bf, roost_icons, roost_paid = roost(g, player, iid, to, optional_costs, hidden_at) \
        if not (anywhere and to) else (None, [], {})
    if d.type == "unit":
        location = roost_bf or (to if anywhere and to else _location(g, player, iid, to, hidden_at))
        from .effects_game import refuse_unit_here  # "Units can't be played here" (rb:568)

        refuse_unit_here(g, iid, location)
        from .rsf_conditions import refuse_unless_conquered  # "Play me only to a battlefield you conquered …"

        refuse_unless_conquered(g, player, iid, location)
    elif d.type == "gear":
        location = hidden_at or "base"  # rb:563.1.d; from hiding: that battlefield (rb:619.1/ex1)
    spell = next((ab for ab in d.known_abilities() if ab.kind == "spell"), None) if d.type == "spell" else None
    from .effects_ruv import pick_mode  # "Choose one – …": the mode first, then its targets (rb:559.1)

    spell, mode = pick_mode(g, player, d, spell)
    n_slots = len(T.slots(spell.effects)) if spell is not None else 0
    if targets and len(targets) > n_slots:
        g.refuse("rb:559.3", M("{card} trifft {slots} Wahl(en), das Szenario nennt {named} Ziele", card=d.name,
                               slots=n_slots, named=len(targets)))
    if to is not None and d.type != "unit" and not hidden_at:
        g.refuse("rb:559.2", M("Nur Einheiten wählen einen Ort; {card} ist {type}", card=d.name, type=d.type))
    chosen = []
    ctx.targets = chosen  # what earlier slots chose ("another unit", targets.choose)
    if spell is not None:
        for n, (_, sel) in enumerate(T.slots(spell.effects)):
            given = targets[n] if targets and n < len(targets) else None
            chosen.append(T.choose(g, ctx, sel, [given] if isinstance(given, str) else given, f"target:{d.name}",
                                   ["rb:559.3", "rb:559.3.c.1"]))
    paid = {}
    accel = False
    if d.type == "unit" and "Accelerate" in kws:
        accel = accelerate if accelerate is not None else g.ask_yes_no(
            f"accelerate:{d.name}", M("{card}: Beschleunigen bezahlen?", card=d.name),
            ["rb:717.2", "rb:560.2.b"] + granted_cites, player)
        paid["accelerate"] = accel
    optional = [ab for ab in d.known_abilities() if ab.static == "additional-cost" and ab.optional]
    from .effects_rog_costs import any_number_cost, any_number_discount, pay_any_number

    any_number: dict = {}  # "you may spend any number of buffs as an additional cost": what is chosen
    for ab in optional:
        name = ab.label or "optional"
        if ab.condition is not None and not T.holds(g, ab.condition, ctx):  # "if you've played a spell this turn,
            paid[name] = False  # you may pay …": not offered unless the condition holds now (rb:560.2.b.1, branch ruv)
            g.record("optional-cost-unmet", ["rb:560.2.b.1"], M(
                "{card}: zusätzliche Kosten „{cost}“ werden nicht angeboten (Bedingung nicht erfüllt)", card=d.name,
                cost=name), actor=player)
            continue
        if ab.rog_any_number:
            any_number[name] = any_number_cost(g, player, d, ab, location)
            paid[name] = bool(any_number[name])
            continue
        want = name in (optional_costs or []) if optional_costs is not None else g.ask_yes_no(
            f"optional-cost:{d.name}", M("{card}: zusätzliche Kosten „{cost}“ bezahlen?", card=d.name, cost=name), ["rb:560.2.b.1"], player)
        paid[name] = want
        if want and ab.ignores_cost:  # "if you do, ignore this spell's cost" (rb:560.1.a)
            ignore_cost = True
    if not (limited or ignore_cost or ignore_energy or hidden_at) and zone == "hand":
        from .effects_rxo import free_energy_permission  # "you may play a gear … this turn, ignoring its Energy cost"

        ignore_energy = free_energy_permission(g, player, iid)
    from .effects_rxb import choose_as_played, choose_paid_unit, paid_unit_discount

    choose_as_played(g, player, d, iid, chosen)  # "as you play me, choose Bird, …" (rb:559.1); what was chosen
    cost_choices = choose_paid_unit(g, player, d, iid, paid, location, cost_choices)  # "if you do, I cost less
    # for each Energy it costs …": the unit to be killed, chosen as the total is worked out (docs/rulings.md)
    # rb:560 — the total cost
    energy = 0 if (ignore_cost or ignore_energy or hidden_at) else d.energy  # rb:560.1.a, rb:560.1.b, rb:723.1.b
    power = [] if (ignore_cost or hidden_at) else list(d.power)
    cites = ["rb:560"] + (["rb:560.1.a"] if ignore_cost else []) + (["rb:560.1.b"] if ignore_energy else []) + (
        ["rb:723.1.b"] if hidden_at else [])
    if accel:  # rb:717.1.a–b: 1 energy and 1 power of the unit's domain
        energy += 1
        power.append(d.domains[0] if d.domains else "any")
        cites += ["rb:717.1.a", "rb:560.1.c"]
    no_deflect = any(ab.static == "rve-ignore-deflect" for ab in d.abilities)  # "Ignore [Deflect] while paying …"
    from .effects_rxv import deflect_ignored, reaction_cost_more, spell_choosing_here_less

    for slot in [] if no_deflect else chosen:  # rb:721.1.c: Deflect of an opponent's permanent chosen by this card
        for iid2, _ in slot:
            if g.card(iid2) and not g.friendly(g.controller(iid2), player) and deflect_ignored(g, iid2):
                if objects.keywords(g, iid2).get("Deflect", 0):  # "players ignore [Deflect] … here" (rb:560.1)
                    cites += ["rb:721.1.c", "rb:560.2.a.2", "rb:560.1"]
            elif g.card(iid2) and not g.friendly(g.controller(iid2), player):
                x = objects.keywords(g, iid2).get("Deflect", 0)
                power += ["any"] * x
                if x:
                    cites += ["rb:721.1.c", "rb:721.1.c.1", "rb:560.2.a.2"]
    if no_deflect and any(objects.keywords(g, i).get("Deflect", 0) for slot in chosen for i, _ in slot
                          if g.card(i) and not g.friendly(g.controller(i), player)):
        cites += ["rb:721.1.c", "rb:560.2.a.2", "rb:560.1", "rb:002"]  # the card's own text: that cost is ignored
    for ab in d.abilities:  # rb:560.2: additional costs in energy or power join the total (discounts may lower them)
        if ab.static == "additional-cost" and (not ab.optional or paid.get(ab.label or "optional")):
            energy += ab.cost.get("energy", 0)
            extra = ab.cost.get("power", [])  # icons, or a count of any domain's (cards/model._check_cost_values)
            power += ["any"] * extra if isinstance(extra, int) else list(extra)
            cites += ["rb:560.2.a.1" if not ab.optional else "rb:560.2.b.1"]
    if optional or roost_paid:
        cites += ["rb:560.2.b.1"]
    if from_trash is not None:  # "… from your trash for [3][R]": that cost instead (rb:002, rb:560.1.a, rb:560.2)
        energy += from_trash.get("energy", 0)
        power += list(from_trash.get("power", []))
        cites += ["rb:002", "rb:560.2.a.1", "rb:724.1.c.2"]
    power += roost_icons  # an optional additional cost another card offers (rb:560.2.b.1)
    paid.update(roost_paid)
    power = reaction_cost_more(g, player, iid, kws, power, cites)  # rb:560.3, rb:560.1.c (effects_rxv)
    if not (ignore_cost or ignore_energy or hidden_at):  # rb:560.3: increases before discounts
        from .effects_run import cost_increase

        more, why = cost_increase(g, player, iid)
        energy, cites = energy + more, cites + why
        from .effects_rxo import cost_increases  # "enemy spells cost [1][A] more" (branch rxo)

        more, icons, why = cost_increases(g, player, d)
        energy, power, cites = energy + more, list(power) + icons, cites + why
    energy, power = _discounts(g, player, iid, energy, power, paid, cites, reduce, zone)
    energy, power = paid_unit_discount(g, player, d, iid, paid, energy, power, cites)
    power = any_number_discount(d, any_number, power, cites)  # "reduce my cost by [C] for each …"
    power = spell_choosing_here_less(g, player, iid, chosen, power, cites)  # rb:560.4.b (effects_rxv)
    nonstandard = [ab for ab in d.abilities if ab.static == "additional-cost" and not ab.rog_any_number
                   and (not ab.optional or paid.get(ab.label or "optional"))]
    for ab in nonstandard:
        costs.check_nonstandard(g, player, iid, ab, location)
    g.record("cost", cites, M("Gesamtkosten von {card}: {energy} Energie, Power: {icons}", card=d.name, energy=energy,
                              icons=", ".join(power)) if power else
             M("Gesamtkosten von {card}: {energy} Energie", card=d.name, energy=energy), actor=player)
    # rb:561 — pay
    costs.pay(g, player, energy, power, ["rb:561.1"], only="spells" if d.type == "spell" else "gear" if d.type == "gear"
              else "units" if d.type == "unit" else None)  # resources kept for that purpose are spent first (costs.ONLY)
    from .run_conditions import note_spent  # "if you spent [4] or more" (rb:159.2)

    note_spent(g, player, iid, d.type, energy)
    killed = None  # the unit killed to pay an additional cost, as it was ("… than the killed unit", branch rxa)
    for ab in nonstandard:
        killed = costs.pay_nonstandard(g, player, iid, ab, location, (cost_choices or {}).get(ab.label or "cost")
                                       ).get("kill") or killed
    pay_any_number(g, d, any_number)
    # rb:562 — legality (targets chosen above are legal; a location must still be controlled)
    if spell is not None:
        _no_three_players(g, spell.effects, chosen, hidden_at)
    enemy_ok = any(ab.static == "play-to-enemy-battlefield" for ab in d.known_abilities())
    from .effects_rsd import attacked_battlefields
    if d.type == "unit" and location != "base" and g.battlefield(location)["controller"] != player \
            and location != hidden_at and not anywhere and not (enemy_ok and g.battlefield(location)["controller"]) \
            and location not in attacked_battlefields(g, player, iid) and location != roost_bf:
        g.refuse("rb:562.3", M("{player} kontrolliert {bf} nicht mehr", player=player, bf=g.bf_label(location)))
    # rb:563 — by category
    if paid:
        g.state.set(f"cards.{iid}.paid", paid)  # rb:560.4.d.1: what the player chose to pay, for "if you do"
    if d.is_permanent:
        enter(g, player, iid, location, accel, hidden=bool(hidden_at))
        return
    item = {"kind": "card", "card": iid, "label": d.name, "label_de": d.name, "controller": player,
            "targets": chosen, "paid": paid, "here": hidden_at, "hidden": bool(hidden_at), "from": zone}
    if mode is not None:
        item["ruv_mode"] = mode
    if killed is not None:
        item["rxa_killed"] = killed  # read by effects_rxa (Heedless Resurrection)
    from .effects_rc import take_next_spell_bonus  # "the next spell you play this turn deals 1 bonus damage"

    bonus = take_next_spell_bonus(g, player, d.type, d.name)
    if bonus:
        item["bonus_damage"] = bonus
    g.chain.push(item)
    if was_open:
        open_chain_round(g, player)  # rb:537.1: the player who created the chain acts first
    else:
        g.priority.give(player)  # rb:542: after an action, the same player is asked again
    g.record("on-chain", ["rb:563.2", "rb:563.2.a", "rb:537.1" if was_open else "rb:534.2"],
             M("{card} liegt auf der Kette; Priorität: {player}", card=d.name, player=player), actor=player)


def _no_three_players(g: "RiftboundGame", effects: list[dict], chosen: list, here: str | None) -> None:
    """rb:562.2, rb:612.2 — carrying out the card must not put units of three players at one
    battlefield."""
    for k, (index, sel) in enumerate(T.slots(effects)):
        e = effects[index]
        if "move" not in e:
            continue
        dest = here if e.get("to") == "here" else e.get("to")
        if dest in (None, "base") or dest not in g.battlefields():
            continue
        for iid, _ in chosen[k] if k < len(chosen) else []:
            others = {g.controller(u) for u in g.battlefield(dest)["units"]} - {g.controller(iid)}
            if len(others) >= 2:
                g.refuse("rb:562.2", M("{card} käme auf {bf} zu Einheiten zweier anderer Spieler", card=g.name(iid),
                                       bf=g.bf_label(dest)))


def _location(g: "RiftboundGame", player: str, iid: str, to: str | None, hidden_at: str | None) -> str:
    """rb:559.2 — a unit goes to its player's base or a battlefield they control (rb:718.3/ex1,
    rb:725.3.a); a unit played from hiding goes to that battlefield (rb:723.1.d)."""
    if objects.opponents_play_to_base(g, player):  # "opponents can only play units to their base" (rb:568)
        if hidden_at or to not in (None, "base"):
            g.refuse("rb:568", M("{card}: Einheiten von {player} dürfen nur in die Basis gespielt werden",
                                 card=g.name(iid), player=player))
        return "base"
    if hidden_at:
        return hidden_at
    options = ["base"] + [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == player]
    if any(ab.static == "play-to-enemy-battlefield" for ab in g.defn(iid).known_abilities()):
        # "You may play me to an occupied enemy battlefield": one an opponent controls — and so
        # holds units (rb:181.4.d) — if no third player's units are there (rb:562.2, rb:612.2)
        options += [bf for bf in g.battlefields() if (c := g.battlefield(bf)["controller"]) and not g.friendly(c, player)
                    and len({g.controller(u) for u in g.battlefield(bf)["units"]} - {player}) == 1
                    and not g.battlefield(bf)["combat"]]
    from .effects_rsd import attacked_battlefields  # "I can be played to a battlefield you're attacking"

    options += [bf for bf in attacked_battlefields(g, player, iid) if bf not in options]
    from .rsf_conditions import conquered_this_turn, only_to_conquered

    if only_to_conquered(g, iid):  # only a battlefield conquered this turn (rb:570.1; refused if none)
        options = [o for o in options if o in conquered_this_turn(g, player)] or options
    if to is None:
        if len(options) == 1:
            return options[0]
        return g.ask(f"location:{g.name(iid)}", M("Wohin kommt {card}?", card=g.name(iid)), [(o, g.where(o, player)["en"]) for o in options], ["rb:559.2"], player)
    dest = "base" if to == "base" else to
    if dest not in options:
        g.refuse("rb:559.2", M("{card} kann nur in die eigene Basis oder auf ein kontrolliertes Schlachtfeld",
                               card=g.name(iid)))
    for ab in g.defn(iid).abilities:
        if ab.static == "additional-cost" and ab.cost.get("kill") == "friendly-unit" and dest != "base":
            mine = g.units_at(dest, player)
            others = [u for u in g.units_on_board(player)]
            if len(mine) == 1 and len(others) == 1:  # rb:559.5/ex1: paying would lose the battlefield
                g.refuse("rb:559.5", M("Die Kosten würden die einzige Einheit auf {bf} töten", bf=g.bf_label(dest)))
    return dest


def _discounts(g, player, iid, energy, power, paid, cites, reduce=0, zone="hand"):
    """rb:560.3–560.5 — increases, then discounts in the order the player chooses, each with
    its own minimum (rb:560.4.c); never below 0 (rb:560.5). ``reduce``: the discount of the
    effect that plays the card ("reducing its cost by [5]", rb:560.4.a)."""
    from .cards.model import Ability

    d = g.defn(iid)
    found = []
    if reduce:
        found.append(("effect", Ability(static="cost", applies_to="self", amount=reduce)))
    from .effects_costs import next_spell_discounts  # "the next spell you play this turn costs [5] less"

    found += next_spell_discounts(g, player, d.type, d.name)
    from .effects_rxv import next_card_discounts  # "your next card costs [2][A][A] less"

    found += next_card_discounts(g, player, iid)
    for src in g.permanents(player):
        for ab in g.defn(src).abilities:
            if ab.static == "cost" and ab.applies_to in ("all", d.type + "s") and _discount_applies(
                    g, ab, src, player, iid, zone):
                found.append((g.name(src), ab))
    from .effects_rxo import battlefield_discounts  # "while you control this battlefield, … costs [1] less"

    found += battlefield_discounts(g, player, d)
    from .effects_rxo import friendly_spell_discounts  # "friendly spells cost [1][A] less" (branch rxo)

    found += friendly_spell_discounts(g, player, d)
    for ab in d.abilities:
        # its own discount only while its condition holds — "Legion – I cost 2 less" needs another card
        # played this turn (rb:724.1.c, rb:724.1.c.2; rb:570.2.a: it works in the zone it is played from)
        if ab.static == "cost" and ab.applies_to == "self" and _discount_applies(g, ab, iid, player, iid, zone):
            found.append((d.name, ab))
            if ab.condition is not None:
                cites += ["rb:724.1.c", "rb:724.2"] if ab.condition == "legion" else ["rb:568.3"]
        elif ab.static == "cost" and ab.applies_to == "self":
            why = ["rb:724.1.c", "rb:724.1.c.2"] if ab.condition == "legion" else ["rb:568.3"]
            cites += why
            g.record("no-discount", why, M("{card}: die Bedingung des Rabatts ist nicht erfüllt – kein Rabatt",
                                           card=d.name), actor=player)
        if ab.static == "additional-cost" and ab.optional and paid.get(ab.label or "optional") and ab.amount:
            found.append((f"{d.name} ({ab.label})", ab))
    if not found:
        return energy, power
    power = list(power)
    for _, ab in found:  # "costs [A] less": a power discount removes icons (rb:560.4.b), added ones first
        off = ab.cost.get("power", 0)
        by = ab.cost.get("by")  # "[2][C] less for each …": the power icons too, times the count
        times = T.operand(g, T.Ctx(source=iid, controller=player, label=""), by) if by and by != "highest-might" else 1
        for _ in range((len(off) if isinstance(off, list) else off) * times):
            if power:
                power.pop()
    if any(v for v in paid.values()):
        cites += ["rb:560.4.d", "rb:560.4.d.1"]  # discounts may lower additional costs; paid is paid

    def apply(order):
        e = energy
        for _, ab in order:
            amount = _discount_amount(g, player, ab, iid)
            floor = ab.minimum or 0
            e = max(floor, e - amount) if e > floor else e
        return max(0, e)

    orders = {}
    for order in permutations(found):
        orders.setdefault(apply(order), order)
    if len(orders) == 1:
        e = next(iter(orders))
    else:
        options = [(str(e), " → ".join(n for n, _ in o) + f" = {e}") for e, o in sorted(orders.items())]
        e = int(g.ask(f"discount-order:{d.name}", M("In welcher Reihenfolge werden die Rabatte angewendet?"), options, ["rb:560.4", "rb:560.4.c"], player))
    cites += ["rb:560.4", "rb:560.5"] + (["rb:560.4.c"] if any(ab.minimum for _, ab in found) else [])
    return e, power


def _discount_applies(g, ab, src, player, iid, zone) -> bool:
    """A discount's condition (rb:560.4: "this costs [2] less if …", "Legion – I cost [2]
    less", rb:724.1.c.2, "… to play from anywhere other than your hand"); ``{"tag": T}``
    limits it to cards with that tag ("your Dragons")."""
    cond = ab.condition
    if isinstance(cond, dict) and set(cond) == {"tag"}:
        return cond["tag"] in g.defn(iid).tags
    return cond is None or T.holds(g, cond, T.Ctx(source=src, controller=player, label="", event={"from": zone}))


def _discount_amount(g, player, ab, iid="") -> int:
    """How much a discount takes off: its amount, or its amount for each of what it counts
    ("I cost [1] less for each card in your trash"), or the highest might among your units."""
    by = ab.cost.get("by")
    if by == "highest-might":
        units = g.units_on_board(player)
        return max((objects.might(g, u) for u in units), default=0)
    if by:
        return (1 if ab.amount is None else ab.amount) * T.operand(g, T.Ctx(source=iid, controller=player, label=""), by)
    if ab.amount is not None:
        return ab.amount
    return 0  # a power discount only


def enter(g: "RiftboundGame", player: str, iid: str, location: str, accelerated: bool, hidden: bool = False) -> None:
    """rb:563.1, rb:538 — a permanent leaves the chain and enters the board at once: no player
    gets priority before (docs/rulings.md on rb:538); a unit enters exhausted (rb:563.1.c,
    rb:139.4) unless Accelerate was paid (rb:717.6), gear enters ready in the base
    (rb:563.1.d). It has been played (rb:595.4.a); "when you play me" abilities trigger
    (rb:543.2); a cleanup follows (rb:543.3)."""
    d = g.defn(iid)
    zone = "base" if location == "base" else f"bf:{location}"
    g.state.set(f"cards.{iid}.run_entering", location)  # "if you play me to a battlefield" (run_conditions)
    exhausted, passive = objects.enters_exhausted(g, iid, player, d.type == "unit" and not accelerated)
    put(g, iid, zone, controller=player, exhausted=exhausted)
    from .effects_rxb import bind_played_choice  # the tag chosen as it was played: this object's (rb:563.2.c.4)

    bind_played_choice(g, iid)
    if location != "base" and (b := g.battlefield(location))["controller"] not in (None, player) \
            and not g.friendly(b["controller"], player) and not b["contested"]:
        g.state.set(f"battlefields.{location}.contested", player)  # present at an enemy battlefield (rb:181.3.a)
        g.record("contested", ["rb:181.3.a"], M("{bf} ist umkämpft (durch {player})", bf=g.bf_label(location),
                                                player=player), actor=player)
    where = g.where(location, player)
    g.record("enter", ["rb:538", "rb:563.1", "rb:543.1.a.2"] + (
        ["rb:563.1.c", "rb:139.4"] if d.type == "unit" and not accelerated else ["rb:717.6"] if accelerated else [
            "rb:563.1.d"]) + passive, M("{card} kommt erschöpft ins Spiel ({where})", card=d.name, where=where)
        if exhausted else M("{card} kommt bereit ins Spiel ({where})", card=d.name, where=where), actor=player)
    if location != "base" and d.type == "unit":
        from .effects_rsd import join_combat  # played into the combat there (docs/rulings.md, Riftbound 75)

        join_combat(g, iid, location)
    _rules_text(g, player, iid)
    from .chain import after_resolution, played

    played(g, iid, player, hidden=hidden)
    after_resolution(g)


def _rules_text(g: "RiftboundGame", player: str, iid: str) -> None:
    """rb:563.1.b — a permanent's instructions that are neither triggered, activated nor
    passive ("as you play me, you may pay [C] as an additional cost. If you do, draw 1") are
    carried out as it enters, top to bottom; "if you do" reads what was chosen to be paid
    (rb:560.4.d.1)."""
    from . import effects as E

    for ab in g.defn(iid).known_abilities():
        if ab.kind != "spell":
            continue
        if T.slots(ab.effects):
            g.not_encoded(f"{g.name(iid)}: a choice in a permanent's rules text as it enters (rb:559.1)")
        ctx = T.Ctx(source=iid, controller=player, label=g.name(iid), paid=g.card(iid).get("paid") or {},
                    here=g.location(iid) if g.location(iid) != "base" else None)
        E.run(g, ctx, ab.effects, ["rb:563.1.b"])


# -- hiding (rb:597, rb:723) ----------------------------------------------------------------

def hide(g: "RiftboundGame", player: str, iid: str, bf: str) -> None:
    """rb:597, rb:723.1.b — instead of playing a card with Hidden, pay 1 power of the deck's
    domain identity (rb:723.1.b.1) to put it facedown at a battlefield you control that has
    no hidden card yet (rb:106.4.b, rb:106.4.c). Hiding opens no chain (rb:723.1.c.2)."""
    d = g.defn(iid)
    if g.zone(iid) != "hand" or g.owner(iid) != player:
        g.refuse("rb:723.1.b", M("{card} ist nicht in der Hand von {player}", card=d.name, player=player))
    if "Hidden" not in objects.keywords(g, iid):
        g.refuse("rb:723.1", M("{card} hat kein Versteckt", card=d.name))
    who = g.who_may_act()
    if who != player or g.closed or g.showdown or g.turn_player != player:
        g.refuse("rb:589.1.a", M("Verstecken ist eine freiwillige Aktion im eigenen Zug im neutralen offenen Zustand"))
    if bf not in g.battlefields():
        g.refuse("rb:597.1", M("Unbekanntes Schlachtfeld {bf}", bf=bf))
    b = g.battlefield(bf)
    if b["controller"] != player:
        g.refuse("rb:106.4.c", M("{player} kontrolliert {bf} nicht", player=player, bf=g.bf_label(bf)))
    if b["hidden"]:
        g.refuse("rb:106.4.b", M("Auf {bf} liegt schon eine verdeckte Karte", bf=g.bf_label(bf)))
    identity = g.state.get(f"players.{player}.identity") or ["any"]
    power = [identity[0]] if len(identity) == 1 else ["any"]
    from .effects_rd import rd_hide_free  # "you can hide cards ignoring costs this turn"

    from .effects_rog_costs import rog_hide_cost  # "you may pay [1] to hide a card with [Hidden] instead of [A]"

    if not rd_hide_free(g, player):
        energy, power, why = rog_hide_cost(g, player, iid, power)
        costs.pay(g, player, energy, power, why)
    put(g, iid, f"hidden:{bf}", controller=player)
    g.state.set(f"cards.{iid}.hidden_turn", g.state.data["turn"]["number"])
    g.record("hide", ["rb:597.1", "rb:723.1.b", "rb:723.1.c.2"], M("{player} versteckt eine Karte auf {bf}",
                                                                    player=player, bf=g.bf_label(bf)), actor=player)
    abilities.event(g, "hid", player=player, card=iid)  # "when you hide a card"


# -- activated abilities (rb:576–581) --------------------------------------------------------

def activate(g: "RiftboundGame", player: str, iid: str, index: int | None, targets: list | None = None,
             cost_choices: dict | None = None) -> None:
    """rb:577.3 — announce, then the steps of playing with "activate" for "play": choices,
    costs, legality; an ability that adds resources resolves at once (rb:605.2), any other
    goes onto the chain (rb:577.3.a.1)."""
    d = g.defn(iid)
    acts = [(k, ab) for k, ab in enumerate(d.known_abilities()) if ab.kind == "activated"]
    from .effects_rxv import granted_abilities  # given this turn (rb:637.2.a): numbered after the printed ones

    printed = len(d.known_abilities())
    acts += [(printed + j, ab) for j, ab in enumerate(granted_abilities(g, iid))]
    if not acts:
        g.refuse("rb:577.2", M("{card} hat keine aktivierbare Fähigkeit", card=d.name))
    if index is None:
        if len(acts) > 1:
            g.refuse("rb:577.2", M("{card} hat mehrere aktivierbare Fähigkeiten: welche (ability)?", card=d.name))
        k, ab = acts[0]
    else:
        k, ab = next(((k, ab) for k, ab in acts if k == index), (None, None))
        if ab is None:
            g.refuse("rb:577.2", M("{card} hat keine aktivierbare Fähigkeit Nr. {index}", card=d.name, index=index))
    if g.controller(iid) != player or not g.on_board(iid) and g.zone(iid) != "legend":
        g.refuse("rb:578", M("{player} kontrolliert {card} nicht auf dem Spielbrett", player=player, card=d.name))
    from .effects_rsd import adds_resources

    adds = adds_resources(ab.effects)  # "add …", "pay any amount of … to add that much …"
    kws = {k2: 1 for k2 in ab.keywords}
    # rb:581 (or Action/Reaction) says when; an ability that adds resources then resolves at
    # once (rb:605.2) — while paying a cost, Reaction ones are used there (rb:605.3, costs.py)
    allowed = timing(g, player, kws, M("{card} aktivieren", card=d.name), is_ability=True)
    c = ab.activate
    if c.exhaust and g.card(iid)["exhausted"]:
        g.refuse("rb:592.4", M("{card} ist schon erschöpft", card=d.name))
    discardable = [i for i in g.state.get(f"players.{player}.hand")  # "discard a gear": gear only (branch ruv)
                   if c.ruv_discard_type is None or g.defn(i).type == c.ruv_discard_type]
    if c.discard and len(discardable) < c.discard:
        g.refuse("rb:598.3", M("zum Aktivieren {n} Karte(n) abwerfen: nicht genug auf der Hand", n=c.discard))
    recyclable = [i for i in g.state.get(f"players.{player}.trash")  # "recycle a unit from your trash": units only
                  if c.rsf_recycle_type is None or g.defn(i).type == c.rsf_recycle_type]
    if c.recycle_trash and len(recyclable) < c.recycle_trash:
        g.refuse("rb:594.3", M("zum Aktivieren {n} Karte(n) aus dem Ablagestapel recyceln: nicht genug",
                               n=c.recycle_trash))
    if c.kill and not costs.cost_pool(g, player, "kill", c.kill):
        g.refuse("rb:561.2", M("{card}: nichts zum Töten für die Kosten", card=d.name))
    if c.rxa_exhaust and not costs.cost_pool(g, player, "exhaust", c.rxa_exhaust):  # "Exhaust a unit you control"
        g.refuse("rb:592.4", M("{card}: keine bereite Einheit zum Erschöpfen für die Kosten", card=d.name))
    if c.spend_buff and not g.card(iid).get("buff"):
        g.refuse("rb:702.2.b.1", M("{card} hat keinen Buff", card=d.name))
    if ab.condition is not None and not T.holds(g, ab.condition, {"source": iid, "controller": player}):
        # "Use this ability only while I'm at a battlefield": a restriction the card states (rb:568, rb:577.3.b)
        g.refuse("rb:568", M("{card}: diese Fähigkeit darf jetzt nicht aktiviert werden ({condition})", card=d.name,
                             condition=str(ab.condition)))
    from .effects_ruv import note_use, refuse_second_use  # "… and only once each turn"

    refuse_second_use(g, iid, k, ab)
    note_use(g, iid, k, ab)
    label = f"{d.name} – ability"
    item = {"kind": "ability", "label": label, "label_de": f"{d.name} – Fähigkeit", "controller": player,
            "source": iid, "card_name": d.name, "ability": k, "event": {}, "targets": [], "cites": ["rb:577.3"]}
    if k >= printed:  # a given ability: its instructions travel with the item (rb:533.2)
        item["effects"] = ab.effects
    g.record("activate", ["rb:577.2", "rb:577.3.a", "rb:578"] + allowed,
             M("{player} aktiviert {card}", player=player, card=d.name), actor=player)
    ctx = T.Ctx(source=iid, controller=player, label=d.name, here=g.location(iid))
    if targets and len(targets) > len(T.slots(ab.effects)):
        g.refuse("rb:577.3.b", M("{card}: zu viele Ziele für diese Fähigkeit", card=d.name))
    chosen = []
    ctx.targets = chosen  # what earlier slots chose ("another unit", targets.choose)
    for n, (_, sel) in enumerate(T.slots(ab.effects)):
        chosen.append(T.choose(g, ctx, sel, ([targets[n]] if isinstance(targets[n], str) else targets[n])
                               if targets and n < len(targets) else None, f"target:{d.name}", ["rb:559.3", "rb:577.3.b"]))
    # costs (rb:577.3.b → rb:560, rb:561)
    if c.exhaust:
        actions.exhaust(g, iid, ["rb:592.5", "rb:561.2"])
    from .effects_rxb import ability_energy  # "this ability costs [1] less for each …" (rb:560.4)
    from .effects_rxv import gear_ability_energy  # "the first friendly gear activated ability … costs [1] less"

    costs.pay(g, player, gear_ability_energy(g, player, iid, ability_energy(g, player, iid, c)), list(c.power),
              ["rb:561.1"], only="gear" if d.type == "gear" else "units" if d.type == "unit" else None)
    if c.discard and c.ruv_discard_type:
        from .effects_ruv import discard_of_type

        discard_of_type(g, player, discardable, c.discard, ["rb:561.2", "rb:598.3"], f"cost:{d.name}")
    elif c.discard:
        actions.discard(g, player, c.discard, ["rb:561.2", "rb:598.3"], f"cost:{d.name}")
    if c.recycle_trash:
        pick = actions.choose_cards(g, player, recyclable, c.recycle_trash, f"cost:{d.name}", M("recyceln"),
                                    ["rb:594.3", "rb:594.6"])
        actions.recycle(g, player, pick, ["rb:561.2", "rb:594.3"])
    if c.spend_buff:
        actions.spend_buff(g, iid, ["rb:561.2"])
    if c.kill_self:
        actions.kill(g, iid, ["rb:604.4", "rb:561.2", "rb:604.1.a.1"])
    if c.kill:  # "kill a friendly unit or gear" (rb:604.1.a.1)
        pick = costs.pick(g, player, costs.cost_pool(g, player, "kill", c.kill), (cost_choices or {}).get("cost"),
                     f"cost:{d.name}", M("Was wird getötet?"), cites=["rb:561.2"])
        actions.kill(g, pick, ["rb:561.2", "rb:604.1.a.1"])
    if c.rxa_exhaust:  # "Exhaust a unit you control": not one the ability chose (branch rxa, effects_rxa)
        from .effects_rxa import pay_exhaust_unit

        pay_exhaust_unit(g, player, item, c.rxa_exhaust, chosen, (cost_choices or {}).get("cost"), d.name)
    if c.recycle_self:  # a basic rune: "recycle this: add one power of its domain" (rb:157.2.b)
        actions.recycle(g, player, [iid], ["rb:561.2", "rb:157.2.b", "rb:594.1.b"])
    item["targets"] = chosen
    abilities.event(g, "rsf-activated", player=player, card=iid,  # "when you use an activated ability of a gear"
                    energy=c.energy)  # its printed energy cost (rb:577.2; rxv_triggers)
    if adds:
        abilities.resolve_ability(g, item)
        g.record("resolve", ["rb:605.2"], M("{card}: Hinzufügen wird sofort verrechnet", card=d.name))
        return
    was_open = not g.chain
    g.chain.push(item)
    if was_open:
        open_chain_round(g, player)
    else:
        g.priority.give(player)
    g.record("chain-add", ["rb:577.3.a.1", "rb:533.2"],
             M("{card} – Fähigkeit liegt auf der Kette; Priorität: {player}", card=d.name, player=player), actor=player)
