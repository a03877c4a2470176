"""Costs and paying them (rb:130, rb:153–161, rb:560–561), and the non-standard additional costs
a card may ask for (kill, exhaust, spend a buff, return; rb:560.2, rb:560.6, rb:561.2).

Energy pays numbers, power pays domain icons (rb:156). Resources are spent from the rune
pool (rb:159.2); what is missing is added while paying (rb:561.1.a, rb:605.3): a ready rune
is exhausted for 1 energy (rb:157.2.a), a rune is recycled for 1 power of its domain
(rb:157.2.b). The engine adds only what the cost still needs, exhausting ready runes for
energy (runes of domains the cost also needs first) and recycling runes for power
(already exhausted runes first) — the choice of which rune rarely matters to a ruling; see
docs/rulings.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING


from . import actions, objects
from .i18n import M
from .targets import find, label
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def pool(g: "RiftboundGame", player: str) -> dict:
    """rb:158 — the player's rune pool."""
    return g.state.data["players"][player]["pool"]


def _rune_domain(g: "RiftboundGame", iid: str) -> str:
    d = g.defn(iid).domains
    return d[0] if d else "any"


#: what resources added "to use only to …" may pay for (``add`` with ``only``): a purpose each
ONLY = ("spells", "gear", "units",  # "gear": "use only to play gear or use gear abilities" (branch rsd);
        #      "units": "spend this Energy only to play units or activated abilities of units" (branch rxv)
        "rxb-showdowns")  # "spend this Energy only during showdowns" (branch rxb): any payment, in a showdown


def _parts(g: "RiftboundGame", only: str | None) -> list[str]:
    """The kept parts of the pool this payment may spend: the one for its purpose, and during a
    showdown (rb:548) what may be spent only then."""
    return ([only] if only else []) + (["rxb-showdowns"] if g.showdown and only != "rxb-showdowns" else [])


def _fits(g: "RiftboundGame", kept: str | None, only: str | None) -> bool:
    """Whether resources added with ``kept`` ("only" of an ``add``) may pay for this payment."""
    return kept in (None, only) or kept == "rxb-showdowns" and bool(g.showdown)


def _usable(g: "RiftboundGame", player: str, only: str | None) -> dict:
    """The part of the pool kept for one purpose ("use only to play spells"), if this payment
    is for it; else an empty part."""
    return pool(g, player).get(only, {}) if only else {}


def energy_for(g: "RiftboundGame", player: str, only: str | None = None) -> int:
    """The energy in the pool this payment may spend."""
    return pool(g, player)["energy"] + sum(_usable(g, player, k).get("energy", 0) for k in _parts(g, only))


def pay(g: "RiftboundGame", player: str, energy: int, power: list[str], cites: list[str], dry: bool = False,
        only: str | None = None) -> None:
    """rb:561.1 — pay the energy and power of a cost, adding from runes what the pool lacks.
    ``only``: what is paid for ("spells" when a spell is played), so that resources added to be
    used only for that are spent first. Raises a RuleViolation (rb:595.2.a) when the player
    cannot pay."""
    runes = list(g.state.get(f"players.{player}.runes"))
    specific = [d for d in power if d != "any"]
    # energy: the pool first, then exhaust ready runes (rb:157.2.a), then "add" abilities with
    # Reaction (rb:561.1.a, rb:605.3)
    need = energy - energy_for(g, player, only)
    if need > 0:
        ready = [r for r in runes if not g.card(r)["exhausted"]]
        ready.sort(key=lambda r: 0 if _rune_domain(g, r) in specific else 1)
        for r in ready[:need]:
            g.state.set(f"cards.{r}.exhausted", True)
            actions.add_resources(g, player, 1, [], cites + ["rb:157.2.a", "rb:561.1.a", "rb:605.3"])
        while energy_for(g, player, only) < energy and _reaction_add(
                g, player, lambda spec: spec.get("energy", 0) > 0 and _fits(g, spec.get("only"), only)):
            pass
        if energy_for(g, player, only) < energy:
            _cannot(g, player, energy, power)
    # power: the pool first (a universal power pays any domain, rb:156.2.b), then recycle runes (rb:157.2.b)
    for d in specific + ["any"] * (len(power) - len(specific)):
        if not _from_pool(g, player, d, only):
            candidates = [r for r in g.state.get(f"players.{player}.runes") if d == "any" or _rune_domain(g, r) == d]
            if not candidates:
                if _reaction_add(g, player, lambda spec: _fits(g, spec.get("only"), only) and any(
                        p in (d, "any") or d == "any" for p in spec.get("power", []))) and _from_pool(g, player, d, only):
                    continue
                _cannot(g, player, energy, power)
            candidates.sort(key=lambda r: 0 if g.card(r)["exhausted"] else 1)
            rune = candidates[0]
            dom = _rune_domain(g, rune)
            actions.recycle(g, player, [rune], cites + ["rb:157.2.b", "rb:561.1.a"])
            actions.add_resources(g, player, 0, [dom], cites + ["rb:157.2.b.1", "rb:605.3"])
            _from_pool(g, player, d, only)
    for part in _parts(g, only):  # resources kept for this purpose are spent first (they can pay nothing else)
        kept = _usable(g, player, part).get("energy", 0)
        if kept:
            g.state.set(f"players.{player}.pool.{part}.energy", kept - min(kept, energy))
            energy -= min(kept, energy)
    g.state.add(f"players.{player}.pool.energy", -energy)
    from .rsd_conditions import note_power_spent  # "if you've spent at least [A][A] this turn"

    note_power_spent(g, player, len(power))


def _reaction_add(g: "RiftboundGame", player: str, gives) -> bool:
    """rb:605.3, rb:561.1.a — while paying, the player may activate an ability with Reaction
    that adds resources (here: one whose only cost is exhausting its ready source). The
    engine uses one only when the pool and the runes fall short; it resolves at once
    (rb:605.2). Returns whether one was used."""
    from .targets import Ctx

    for iid in g.permanents(player) + list(g.state.get(f"players.{player}.legend")):
        if g.card(iid)["exhausted"]:
            continue
        for ab in g.defn(iid).known_abilities():
            c = ab.activate
            if c is None or "Reaction" not in ab.keywords or not c.exhaust or c.energy or c.power or c.discard \
                    or c.recycle_trash or c.kill_self or c.spend_buff or c.recycle_self:
                continue
            adds = [e["add"] for e in ab.effects if "add" in e]
            if not adds or not any(gives(spec) for spec in adds):
                continue
            g.state.set(f"cards.{iid}.exhausted", True)
            g.record("activate", ["rb:605.3", "rb:561.1.a", "rb:592.5"],
                     M("{player} aktiviert {card} (Reaktion) während des Bezahlens", player=player, card=g.name(iid)),
                     actor=player)
            from . import abilities
            from . import effects as E

            abilities.event(g, "rsf-activated", player=player, card=iid)  # an activated ability was used
            from .effects_rxv import note_gear_ability  # "the first friendly gear activated ability …" counts it

            note_gear_ability(g, player, iid)
            E.run(g, Ctx(source=iid, controller=player, label=g.name(iid)), ab.effects, ["rb:605.2"])
            return True
    return False


def _from_pool(g: "RiftboundGame", player: str, d: str, only: str | None = None) -> bool:
    for part in _parts(g, only):
        kept = _usable(g, player, part).get("power", {})
        keys = [d, "any"] if d != "any" else sorted(kept, key=lambda k: k == "any")
        for k in keys:
            if kept.get(k, 0) > 0:
                g.state.set(f"players.{player}.pool.{part}.power.{k}", kept[k] - 1)
                return True
    p = pool(g, player)["power"]
    keys = [d, "any"] if d != "any" else sorted(p, key=lambda k: k == "any")
    for k in keys:
        if p.get(k, 0) > 0:
            g.state.set(f"players.{player}.pool.power.{k}", p[k] - 1)
            return True
    return False


def _cannot(g: "RiftboundGame", player: str, energy: int, power: list[str]):
    icons = ", ".join(power) or "-"
    g.refuse("rb:595.2.a", M("{player} kann die Kosten nicht bezahlen ({energy} Energie, Power: {icons})",
                             player=player, energy=energy, icons=icons))


def empty_pool(g: "RiftboundGame", player: str, cites: list[str]) -> None:
    """rb:160 — unspent energy and power are lost."""
    p = pool(g, player)
    if p["energy"] or any(p["power"].values()) or any(p.get(k) for k in ONLY):
        g.state.set(f"players.{player}.pool", {"energy": 0, "power": {}})
        g.record("empty-pool", cites + ["rb:160", "rb:160.1"], M("Der Runenpool von {player} leert sich", player=player))


# -- non-standard costs (rb:560.2, rb:560.6, rb:561.2) ---------------------------------------

def cost_pool(g, player, verb, which) -> list[str]:
    """What a non-standard additional cost may use (rb:560.6): ``cards.model.COST_TARGETS``."""
    if which == "legend":
        pool = list(g.state.get(f"players.{player}.legend"))
    elif which == "friendly-gear":
        pool = [i for i in g.permanents(player) if g.defn(i).type == "gear"]
    elif which == "friendly-permanent":
        pool = list(g.permanents(player))
    else:
        pool = list(g.units_on_board(player))
        if which == "friendly-mighty-unit":
            pool = [u for u in pool if objects.is_mighty(g, u)]  # rb:708
    if verb == "exhaust":
        pool = [i for i in pool if not g.card(i)["exhausted"]]  # rb:592.4
    if verb == "spend_buff":
        pool = [i for i in pool if g.card(i).get("buff")]  # rb:702.2.b.1
    return pool


#: how each non-standard cost is named and paid: verb → (the question, the rules of paying,
#: the rule that limits the choice)
_NONSTANDARD = {
    "kill": (M("Was wird getötet?"), ["rb:560.2.a.1", "rb:560.6", "rb:604.1.a.1"], "rb:561.3"),
    "exhaust": (M("Was wird erschöpft?"), ["rb:561.2", "rb:592.4"], "rb:592.4"),
    "spend_buff": (M("Wessen Buff wird ausgegeben?"), ["rb:561.2", "rb:702.2.b"], "rb:702.2.b.1"),
    "return": (M("Was kehrt auf die Hand zurück?"), ["rb:561.2", "rb:560.6"], "rb:560.6"),
}


def check_nonstandard(g, player, iid, ab, location):
    """rb:560.2, rb:598.3 — a cost that cannot be paid cannot be chosen or required."""
    c = ab.cost
    for verb in _NONSTANDARD:
        if verb in c and not cost_pool(g, player, verb, c[verb]):
            g.refuse(_NONSTANDARD[verb][2] if verb == "exhaust" else "rb:560.2.a.1" if not ab.optional else "rb:560.2.b.1",
                     M("{card}: nichts für die zusätzlichen Kosten ({verb} {which})", card=g.name(iid), verb=verb,
                       which=str(c[verb])))
    if c.get("discard") and len(g.state.get(f"players.{player}.hand")) < c["discard"]:
        g.refuse("rb:598.3", M("{card}: nicht genug Karten zum Abwerfen", card=g.name(iid)))


def pay_nonstandard(g, player, iid, ab, location, choice) -> dict:
    """rb:561.2 — non-standard costs; rb:561.3: not in a way that makes the play illegal.
    Returns what paid them: for a kill, the unit's printed costs as it was (rb:130; "… than the
    killed unit", branch rxa: play.py keeps it on the chain item)."""
    c = ab.cost
    out: dict = {}
    for verb, (question, cites, limit) in _NONSTANDARD.items():
        if verb not in c:
            continue
        pool = cost_pool(g, player, verb, c[verb])
        if verb == "kill" and location not in (None, "base"):
            mine = g.units_at(location, player)
            if len(mine) == 1 and mine[0] in pool and len(pool) > 1:
                pool.remove(mine[0])  # rb:561.3/ex1: would lose the chosen battlefield
        chosen = pick(g, player, pool, choice, f"cost:{g.name(iid)}", question, cites=["rb:561.2", limit])
        if verb == "kill":
            d = g.defn(chosen)
            out["kill"] = {"id": chosen, "energy": d.energy or 0, "power": len(d.power or [])}
            actions.kill(g, chosen, cites)
        elif verb == "exhaust":
            actions.exhaust(g, chosen, cites)
        elif verb == "spend_buff":
            actions.spend_buff(g, chosen, cites)
        else:
            put(g, chosen, "hand")
            g.record("return-to-hand", cites + ["rb:109"], M("{card} kehrt auf die Hand zurück (Kosten)",
                                                             card=g.name(chosen)))
    if c.get("discard"):
        actions.discard(g, player, c["discard"], ["rb:561.2", "rb:598.3"], f"cost:{g.name(iid)}")
    return out


def pick(g, player, pool, choice, pid, question, cites=()):
    """What pays a non-standard cost: the scenario's ``choice``, the only one, or the player's
    answer to ``question`` (a catalogue message)."""
    if choice is not None:
        hit = find(g, choice, pool)
        if hit is None:
            g.refuse(cites[-1], M("{choice} kann nicht für die Kosten gewählt werden", choice=choice))
        return hit
    if len(pool) == 1:
        g.only_choice(pid, player, pool[0], label(g, pool[0]), cites,
                      M("{player} wählt {card} (einzige erlaubte Wahl)", player=player, card=label(g, pool[0])))
        return pool[0]
    return g.ask(pid, question, [(u, label(g, u)) for u in pool], cites, player)
