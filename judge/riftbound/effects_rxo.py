"""What the cards the compiler reads since branch rxo need of the engine (Origins and
Spiritforged; loaded by ``effects.py``).

* the passive ``rxo-as-revealed`` (Undertitan: "As I'm revealed from your deck, [Add] [2]."): a
  card may refer to its own revealing (rb:600.1.a.1); the passive of a card outside the board
  describes its context itself (rb:570.1: "from your deck"). As the card is revealed from its
  owner's main deck, the owner adds the resources (rb:605.1); nothing goes onto the chain
  (docs/rulings.md, Riftbound 92). Its ``effects`` are ``add`` instructions only (checked when
  the definition loads, ``check_static``).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from . import actions
from .checks import VALUE_CHECKS
from .effects import ASKS_ITSELF, verb

if TYPE_CHECKING:
    from .cards.model import Ability
    from .game import RiftboundGame

STATICS = ("rxo-as-revealed", "rxo-tie-recall-all", "rxo-cost-more", "rxo-not-from-hand-keywords", "rxo-look-before-reveal")


# -- units that die at the same time (rb:520, rb:627.1, rb:604) ------------------------------------

@contextmanager
def dying_together(g: "RiftboundGame", units: list[str]):
    """The units about to be killed at once: every unit with lethal damage in a cleanup (rb:520),
    the units removed in a combat's resolution (rb:627.1), the units one "kill" instruction names
    (rb:604.4: "Töte [eine oder mehrere bleibende Karten]"). The engine kills them one after the
    other; ``death_facts`` reads the group as one moment."""
    before = getattr(g, "_rxo_together", None)
    together = {u: (g.location(u), g.controller(u)) for u in units if g.card(u) and g.on_board(u) and g.is_unit(u)}
    if not together:  # nobody dies: no moment to note
        yield
        return
    g._rxo_together = {"batch": _next_batch(g), "units": together}
    try:
        yield
    finally:
        g._rxo_together = before


def _next_batch(g: "RiftboundGame") -> int:
    n = int(g.state.get("turn.rxo_kill_batch", 0) or 0) + 1
    g.state.set("turn.rxo_kill_batch", n)
    return n


def death_facts(g: "RiftboundGame", iid: str, where: str | None, controller: str) -> dict:
    """What the "dies" event of ``iid`` (still on the board) says of the moment it died:
    ``rxo_batch`` — the units that die at the same time share it; ``rxo_alone`` — no other unit
    friendly to its controller (rb:648.8.d) was at its location (its own base, or the battlefield),
    those dying with it included (Lonely Poro's reminder: "I'm alone if there are no other
    friendly units here"; docs/rulings.md, Riftbound 93). Each unit's death is noted in the record
    of the turn with its batch (``turn.rxo_deaths``: [batch, controller as it was])."""
    together = getattr(g, "_rxo_together", None)
    mine = together if together and iid in together["units"] else None
    batch = mine["batch"] if mine else _next_batch(g)

    def friend_there(u: str, loc, ctrl) -> bool:
        if u == iid or not g.friendly(ctrl, controller) or loc != where:
            return False
        return loc != "base" or ctrl == controller  # a base is its player's own

    here = [u for u in (g.units_at(where, controller) if where == "base" else g.units_at(where)) if g.card(u)] \
        if where else []
    alone = not any(friend_there(u, g.location(u), g.controller(u)) for u in here) and not any(
        friend_there(u, loc, ctrl) for u, (loc, ctrl) in (mine["units"].items() if mine else ()))
    g.state.set("turn.rxo_deaths", list(g.state.get("turn.rxo_deaths") or []) + [[batch, controller]])
    return {"rxo_batch": batch, "rxo_alone": alone}


def first_enemy_death_of_batch(g: "RiftboundGame", data: dict, controller: str) -> bool:
    """"When one or more enemy units die": the unit that just died was an enemy of ``controller``
    (as it was, rb:563.2.c.9) and is the first enemy among the units dying at that moment."""
    batch, dead = data.get("rxo_batch"), data.get("player")
    if batch is None or dead is None or g.friendly(dead, controller):
        return False
    enemies = [c for b, c in g.state.get("turn.rxo_deaths") or [] if b == batch and not g.friendly(c, controller)]
    return len(enemies) == 1


def check_static(ab: "Ability") -> None:
    """Load-time shape of this branch's passives: what the engine would not act on is refused."""
    if ab.static == "rxo-as-revealed":
        if not ab.effects or any(set(e) != {"add"} or set(e["add"]) - {"energy", "power"} for e in ab.effects):
            raise ValueError("rxo-as-revealed: effects are plain 'add' instructions (energy, power)")
        if ab.affects is not None or ab.condition is not None:
            raise ValueError("rxo-as-revealed: about the card itself, always (no 'affects', no 'if')")
    if ab.static == "rxo-cost-more" and (ab.applies_to != "rxo-enemy-spells" or ab.effects or ab.affects is not None
                                         or set(ab.cost) - {"power"} or not (ab.amount or ab.cost)):
        raise ValueError("rxo-cost-more: applies_to rxo-enemy-spells, an amount (energy) and/or cost.power, 'if'")
    if ab.static == "rxo-not-from-hand-keywords" and (ab.grants != {"Accelerate": 1} or ab.effects
                                                      or ab.affects is not None or ab.condition is not None):
        raise ValueError("rxo-not-from-hand-keywords: grants {\"Accelerate\": 1} (read as a unit is played), "
                         "nothing else")
    if ab.static == "rxo-look-before-reveal" and (ab.effects not in ([], [{"recycle": 1, "target": "it", "may": True}])
                                                  or ab.affects is not None or ab.condition is not None):
        raise ValueError("rxo-look-before-reveal: effects none (a look only) or [{\"recycle\": 1, \"target\": \"it\", "
                         "\"may\": true}] (the card looked at), no 'affects' or 'if'")
    if ab.static == "rxo-tie-recall-all" and (ab.effects or ab.affects is not None or ab.condition is not None):
        raise ValueError("rxo-tie-recall-all: about its controller's combats, always (no effects, 'affects' or 'if')")


def revealed_from_deck(g: "RiftboundGame", iids: list[str], cites: list[str]) -> None:
    """Cards just revealed from a main deck (rb:600.1, rb:600.3): those that refer to their own
    revealing (rb:600.1.a.1) act now, for their owner (the deck's player, rb:570.1)."""
    for iid in iids:
        if not g.card(iid) or g.zone(iid) != "deck":
            continue
        for ab in g.defn(iid).abilities:
            if ab.static != "rxo-as-revealed":
                continue
            for e in ab.effects:
                spec = e["add"]
                actions.add_resources(g, g.owner(iid), spec.get("energy", 0), list(spec.get("power", [])),
                                      cites + ["rb:600.1.a.1", "rb:570.1"])


def battlefield_discounts(g: "RiftboundGame", player: str, d) -> list[tuple[str, "Ability"]]:
    """The discounts of battlefields (rb:560.4; their passives work while they are on the board,
    rb:569.1) for a card ``player`` plays: a battlefield's ``cost`` passive is its controller's
    (rb:181) and lowers the cost of friendly cards of its ``applies_to`` (rb:648.8.d: the
    controller's or a teammate's), while its condition holds for that controller (Ornn's Forge:
    "While you control this battlefield, the first friendly non-token gear played each turn costs
    [1] less")."""
    from . import objects
    from .targets import Ctx, holds

    out = []
    for src, controller, ab in objects._passives(g, "cost"):
        if not src.startswith("bf:") or controller is None or not g.friendly(controller, player):
            continue
        if ab.applies_to not in ("all", d.type + "s"):
            continue
        if holds(g, ab.condition, Ctx(source=src, controller=controller, label=src)):
            out.append((g.bf_label(src[3:]), ab))
    return out


def usual_places_or_here(g: "RiftboundGame", ctx, player: str, name: str, here: str | None,
                         cites: list[str]) -> tuple[str | None, bool]:
    """Where a unit played by "… if the played card is a unit, you may play it here" goes: its
    player's base or a battlefield they control (rb:559.2), or the battlefield of the card with the
    ability (rb:053.3) — the effect lets it be played there (rb:595.3.b) even while another player
    controls it, as when its source attacks there (a unit played into that combat fights in it,
    docs/rulings.md, Riftbound 75). Returns the place and whether it is one rb:559.2 would not
    allow."""
    from .i18n import M

    usual = ["base"] + [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == player]
    options = usual + ([here] if here and here != "base" and here in g.battlefields() and here not in usual else [])
    where = options[0] if len(options) == 1 else g.ask(
        f"location:{name}", M("Wohin kommt {card}?", card=name), [(o, g.where(o, player)["en"]) for o in options],
        cites + ["rb:559.2", "rb:595.3.b", "rb:053.3"], player)
    return where, where not in usual


# -- excess damage assigned in a combat (rb:626.1.d) -----------------------------------------------

def excess_of(g: "RiftboundGame", plan: dict[str, int]) -> int:
    """How much of a combat damage assignment (rb:626.1.d) goes beyond lethal damage — what brings a
    unit's marked damage to its might, at least 1 (rb:626.1.d.1.a; docs/rulings.md, Riftbound 15):
    every unit must be assigned lethal damage before the next gets any (rb:626.1.d.2), so the rest
    is excess (docs/rulings.md, Riftbound 96). Read before the damage is dealt."""
    from . import objects

    return sum(max(0, n - max(objects.might(g, u) - g.card(u)["damage"], 1)) for u, n in plan.items())


def note_excess(g: "RiftboundGame", bf: str, amounts: dict[str, int]) -> None:
    """Each combat player's excess damage (``excess_of``), kept in the record of the turn for the
    combat at ``bf``."""
    g.state.set("turn.rxo_excess", {**(g.state.get("turn.rxo_excess") or {}), bf: amounts})


def excess_after_attack(g: "RiftboundGame", player: str, bf: str | None) -> int:
    """"When I conquer after an attack, if you assigned N or more excess damage": the conquest is
    the end of a combat at ``bf`` (rb:627.3) that ``player`` attacked in (rb:625.1.a): the excess
    damage they assigned in it; 0 for any other conquest."""
    combat = g.state.data.get("combat")
    if not bf or not combat or combat.get("attacker") != player or combat.get("battlefield") != bf:
        return 0
    return excess_at(g, player, bf)


def excess_at(g: "RiftboundGame", player: str, bf: str | None) -> int:
    """The excess damage ``player`` assigned in this turn's latest combat at ``bf`` ("that much")."""
    return int(((g.state.get("turn.rxo_excess") or {}).get(bf) or {}).get(player, 0)) if bf else 0


@verb("rxo_damage_excess")
def _damage_excess(g, ctx, e, targets, cites):
    """"… you may deal that much to an enemy unit": the excess damage its controller assigned in
    the combat whose conquest triggered the ability (the event's battlefield; ``excess_at``),
    dealt as the damage instruction deals damage (rb:563.2)."""
    from .effects import VERBS

    n = excess_at(g, ctx.controller, ctx.event.get("battlefield"))
    plain = {k: v for k, v in e.items() if k not in ("rxo_damage_excess", "may")}
    return VERBS["damage"](g, ctx, {**plain, "damage": n}, targets, cites + ["rb:626.1.d"])


VALUE_CHECKS["rxo_damage_excess"] = lambda v: "" if v is True else "true"


# -- a tie in a combat (rb:627.2) -----------------------------------------------------------------

def tie_recalls_all(g: "RiftboundGame", attacker: str) -> str | None:
    """"If a combat where you are the attacker ends in a tie, recall ALL units instead" (Symbol of
    the Solari): the name of a permanent or legend of the attacker with that passive (rb:569.1,
    rb:167.6), else None. A tie: both sides remain once the units with lethal damage are gone
    (rb:627.1, rb:627.2; docs/rulings.md, Riftbound 97)."""
    from . import objects

    for src, controller, _ab in objects._passives(g, "rxo-tie-recall-all"):
        if controller == attacker and not src.startswith("bf:"):
            return g.name(src)
    return None


# -- spells of friends cheaper, of enemies dearer (Vex - Cheerless) -------------------------------

def friendly_spell_discounts(g: "RiftboundGame", player: str, d) -> list[tuple[str, "Ability"]]:
    """"Friendly spells cost [1][A] less …": a ``cost`` passive with ``applies_to``
    ``rxo-friendly-spells`` of a permanent whose controller is ``player`` or a teammate
    (rb:648.8.d), for a spell, while its condition holds (rb:560.4, rb:568.3)."""
    from . import objects
    from .targets import Ctx, holds

    if d.type != "spell":
        return []
    return [(g.name(src), ab) for src, controller, ab in objects._passives(g, "cost")
            if ab.applies_to == "rxo-friendly-spells" and not src.startswith("bf:") and controller
            and g.friendly(controller, player) and holds(g, ab.condition, Ctx(source=src, controller=controller,
                                                                              label=src))]


def cost_increases(g: "RiftboundGame", player: str, d) -> tuple[int, list[str], list[str]]:
    """"Enemy spells cost [1][A] more": what ``rxo-cost-more`` passives of permanents controlled by
    opponents of ``player`` (rb:648.8.d) add to playing a spell while their condition holds —
    energy, power icons of any domain, and the rules (rb:560.3: increases before discounts)."""
    from . import objects
    from .targets import Ctx, holds

    energy, power = 0, []
    if d.type != "spell":
        return 0, [], []
    for src, controller, ab in objects._passives(g, "rxo-cost-more"):
        if controller and not g.friendly(controller, player) and holds(
                g, ab.condition, Ctx(source=src, controller=controller, label=src)):
            energy += ab.amount or 0
            power += ["any"] * int(ab.cost.get("power", 0) or 0)
    return energy, power, (["rb:560.3", "rb:568.3"] if energy or power else [])


# -- keywords a unit has while it is played (Rek'Sai - Breacher) ----------------------------------

def keywords_as_played(g: "RiftboundGame", player: str, iid: str, zone: str, kws: dict) -> tuple[dict, list[str]]:
    """"Friendly units played from anywhere other than a player's hand have [Accelerate]": a unit
    ``player`` plays from a zone that is no hand (rb:107.2 the champion zone, rb:595.3 a trash or
    deck, rb:723.1.b a facedown zone) has the keywords of such passives of permanents and legends
    (rb:569.1, rb:167.6) controlled by ``player`` or a teammate (friendly, rb:648.8.d). Accelerate
    is then offered as the optional additional cost it is (rb:717.1.a, rb:717.2)."""
    from . import objects

    if zone == "hand" or g.defn(iid).type != "unit":
        return kws, []
    out, cites = dict(kws), []
    for src, controller, ab in objects._passives(g, "rxo-not-from-hand-keywords"):
        if controller and g.friendly(controller, player) and not src.startswith("bf:"):
            for k, n in ab.grants.items():
                if k not in out:  # rb:717.4: several instances are redundant
                    out[k] = n
                    cites = ["rb:717.1.a", "rb:569.1"]
    return out, cites


# -- a play permitted later this turn without the energy cost (Jayce - Man of Progress) ------------

@verb("rxo_may_play_free", targets=False)
def _may_play_free(g, ctx, e, targets, cites):
    """"You may play a gear with Energy cost no more than [7] from hand this turn, ignoring its
    Energy cost": a permission of the ability's controller for the rest of the turn (rb:506 the
    turn; the record of the turn, which each new turn replaces, rb:517.5), used once: when they play
    such a card from their hand at a time they may (rb:510.1.a), they choose whether to ignore its
    energy cost (rb:560.1.b; its power cost is still paid)."""
    from .i18n import M

    spec = e["rxo_may_play_free"]
    rec = list(g.state.get("turn.rxo_free_plays") or [])
    g.state.set("turn.rxo_free_plays", rec + [{"player": ctx.controller, **spec, "used": False}])
    g.record("rxo-permission", cites + ["rb:560.1.b"],
             M("{player} darf in diesem Zug eine Ausrüstung mit Energiekosten bis {n} aus der Hand spielen, ohne ihre "
               "Energiekosten zu bezahlen", player=ctx.controller, n=spec["energy_max"]), actor=ctx.controller)
    return True


VALUE_CHECKS["rxo_may_play_free"] = lambda v: "" if isinstance(v, dict) and set(v) == {"type", "energy_max"} \
    and v["type"] == "gear" and isinstance(v["energy_max"], int) and not isinstance(v["energy_max"], bool) \
    and 0 <= v["energy_max"] <= 99 else '{"type": "gear", "energy_max": N}'


def free_energy_permission(g: "RiftboundGame", player: str, iid: str) -> bool:
    """Whether ``player``, playing ``iid`` from their hand, uses an unused permission of this turn
    (``rxo_may_play_free``) that fits it; asked (prompt ``rxo-ignore-energy:<card>``) only then."""
    from .i18n import M

    d = g.defn(iid)
    rec = list(g.state.get("turn.rxo_free_plays") or [])
    fits = [k for k, r in enumerate(rec) if r["player"] == player and not r["used"] and d.type == r["type"]
            and d.energy <= r["energy_max"]]
    if not fits:
        return False
    if not g.ask_yes_no(f"rxo-ignore-energy:{d.name}", M("{card}: die Energiekosten ignorieren?", card=d.name),
                        ["rb:560.1.b"], player):
        return False
    rec[fits[0]] = {**rec[fits[0]], "used": True}
    g.state.set("turn.rxo_free_plays", rec)
    return True


# -- recycling a unit to play a card from the trash (Rumble - Hotheaded) ----------------------------

@verb("rxo_recycle_to_play", targets=False)
def _recycle_to_play(g, ctx, e, targets, cites):
    """"You may recycle another friendly unit to play a Mech from your trash. [Reduce its Energy
    cost by the Might of the unit you recycled.]": as the ability resolves its controller may pay
    the cost (rb:583.1/ex1) — recycle another unit they control (rb:594: to the bottom of its
    owner's main deck), picked now (prompt ``cost:<card>``) — and then plays a unit with the tag
    from their trash as part of the resolution (rb:595.3; prompt ``play:<card>``), its energy cost
    reduced by the recycled unit's might as it was on the board (``reduce_by_might``; rb:560.4,
    rb:563.2.c.9). Without such a unit or such a card nothing is paid and nothing played."""
    from . import objects
    from .effects_play import _limited_play
    from .i18n import M

    spec = e["rxo_recycle_to_play"]
    units = [u for u in g.units_on_board(ctx.controller) if u != ctx.source]
    cards = [i for i in g.state.get(f"players.{ctx.controller}.trash")
             if g.defn(i).type == "unit" and spec["tag"] in g.defn(i).tags]
    if not units or not cards:
        g.record("cannot-pay", cites + ["rb:583.1/ex1", "rb:595.3.c"],
                 M("{source}: die Kosten ({cost}) können nicht bezahlt werden", source=g.name(ctx.source),
                   cost=M("eine andere befreundete Einheit recyceln")), actor=ctx.controller)
        return False
    if e.get("may") and not g.ask_yes_no(f"may:{ctx.name}", M("{source}: {cost} bezahlen?", source=g.name(ctx.source),
                                                                cost=M("eine andere befreundete Einheit recyceln")),
                                             ["rb:583.1/ex1", "rb:182.3.a"], ctx.controller):
        return False
    pick = units[0] if len(units) == 1 else g.ask(
        f"cost:{ctx.name}", M("Welche Einheit recyceln?"), [(u, g.name(u)) for u in units], cites + ["rb:594"],
        ctx.controller)
    might = objects.might(g, pick)
    actions.recycle(g, ctx.controller, [pick], cites + ["rb:583.1/ex1", "rb:594"])
    name = g.name(cards[0]) if len({g.name(i) for i in cards}) == 1 else g.ask(
        f"play:{ctx.name}", M("Welche Karte spielen?"), list(dict.fromkeys((g.name(i), g.name(i)) for i in cards)),
        cites + ["rb:595.3"], ctx.controller)
    iid = next(i for i in cards if g.name(i) == name)
    reduce = might if spec.get("reduce_by_might") else 0
    return _limited_play(g, ctx, ctx.controller, iid, None, cites + (["rb:560.4", "rb:563.2.c.9"] if reduce else []),
                         ignore_cost=False, ignore_energy=False, reduce=reduce)


ASKS_ITSELF.add("rxo_recycle_to_play")  # "you may": asked only when it can be paid
VALUE_CHECKS["rxo_recycle_to_play"] = lambda v: "" if isinstance(v, dict) and set(v) <= {"tag", "reduce_by_might"} \
    and isinstance(v.get("tag"), str) and v["tag"] and isinstance(v.get("reduce_by_might", False), bool) \
    else '{"tag": a tag, "reduce_by_might": true|false}'


# -- a look before a reveal (Void Hatchling) ------------------------------------------------------

def look_before_reveal(g: "RiftboundGame", player: str, cites: list[str]) -> None:
    """"If you would reveal cards from a deck, look at the top card first. You may recycle it. Then
    reveal those cards." — a replacement (rb:571, rb:572) of ``player``'s revealing cards from the
    top of their main deck (rb:600.3): for each such passive of a unit they control (rb:569.1), they
    first look at the top card (only they see it, rb:600.2.b) and may recycle it (rb:594; the
    passive's instruction, prompt ``may:<card>``); then the cards are revealed from the top as it is now
    (docs/rulings.md, Riftbound 100)."""
    from . import objects
    from .i18n import M

    from .effects import run
    from .targets import Ctx

    for src, controller, ab in objects._passives(g, "rxo-look-before-reveal"):
        if controller != player or src.startswith("bf:"):
            continue
        if not g.state.get(f"players.{player}.deck"):
            return
        top = actions.top_cards(g, player, 1)[0]
        g.record("look", cites + ["rb:571", "rb:572", "rb:600.2.b"],
                 M("{player} sieht sich {card} an (oberste Karte)", player=player, card=g.name(top)), actor=player)
        # "you may recycle it": its instruction, "it" the card looked at (rb:594; prompt may:<card>)
        run(g, Ctx(source=src, controller=player, label=g.name(src), previous=[top]), ab.effects,
            cites + ["rb:571", "rb:594"])
