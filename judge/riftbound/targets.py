"""Choices and targets (rb:559.3), legality at resolution (rb:563.2.c), and conditions.

A selector says which game objects an instruction may affect::

    {"choose": "unit", "side": "enemy", "at": "battlefield", "might_max": 3}   a target (rb:559.3.c.1)
    {"choose": "unit", "up_to": 5, "at": "battlefield"}                         several targets (rb:559.3.c.6)
    {"all": "gear"}                                                             no choice (rb:559.3.a/ex2)

Keys: ``side`` (enemy | ally | any), ``at`` (battlefield | base | here | anywhere),
``might_max``, ``exhausted``, ``stunned``, ``damaged`` (marked with damage, rb:139.3), ``tag``, ``other`` (not the source),
``count``/``up_to``, ``same_battlefield`` (all chosen at one battlefield), ``distinct`` (none an
earlier slot of the same card chose: "… and another unit"), ``in_combat`` (an
attacker or defender of the combat, rb:620). ``choose`` may
also be ``gear``, ``permanent``, ``chain-item`` (a spell or ability on the chain) or
``hand-card``/``trash-card`` (cards in a zone: not targets of the board, rb:107.5.i).
References instead of selectors: ``self``, ``target`` / ``target:N`` (the N-th chosen
target slot), ``it`` (what the previous instruction affected), ``they`` (the objects of the
latest two choice slots before the instruction, or of the latest if it chose several), ``we``
(the source and ``it``), ``your-unit`` (the latest friendly unit chosen before), ``event-unit``. ``at`` may also be ``mine`` (the source's
battlefield).

Targets are stored as ``[id, zid]`` pairs: a card that left the board and came back is a
new object and no longer the target (rb:563.2.c.4).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import board_counts, conditions_rog, objects, rsd_conditions, rsd_targets, run_conditions, rsf_conditions, rve_conditions, targets_rog, turn_record
from . import rxa_rules, rxb_conditions, rxb_targets  # branches rxa, rxb
from judge.i18n import Text
from judge.kernel.choices import DONE

from . import ruv_conditions, rxo_conditions, rxv_combat, rxv_targets, rxv_turns
from .i18n import MN, M
from .setup import slug

if TYPE_CHECKING:
    from .game import RiftboundGame

#: the words ``at`` may be (else a battlefield's id, put in place of "chosen-battlefield")
AT_WORDS = ("anywhere", "battlefield", "base", "here", "mine", "one-battlefield", "chosen-battlefield",
            "rxb-event-battlefield")  # "there": the battlefield the triggering event names (branch rxb)
SELECTOR_KEYS = {"choose", "all", "side", "at", "might_max", "might_min", "exhausted", "stunned", "tag", "other",
                 "count", "up_to", "same_battlefield", "type", "mighty", "buffed", "in_combat", "distinct", "or",
                 "attacking", "domain", "without", "together", "energy_max", "power_max", "damaged",
                 "rd_with", "run_yours", "run_tags", "run_yours_units", "run_less_might_than_me",
                 "rog_total_might_max", "rve_trashes", "rve_energy_max_my_might", "rsf_chooses",
                 *ruv_conditions.SELECTOR_KEYS} | rsd_targets.KEYS | rxv_targets.KEYS | rxa_rules.SELECTOR_KEYS | rxb_targets.KEYS
KINDS = ("unit", "gear", "permanent", "rune", "chain-item", "hand-card", "trash-card", "battlefield", "player",
         "rd-exhausted-thing", "rsf-legend", *targets_rog.KINDS, *ruv_conditions.KINDS)


@dataclass
class Ctx:
    """What an instruction knows while it resolves."""

    source: str  # card ID, or "bf:<id>" for a battlefield
    controller: str
    label: str
    targets: list[list[list]] = field(default_factory=list)  # per slot: [[id, zid], ...]
    event: dict = field(default_factory=dict)
    here: str | None = None  # the battlefield "here" refers to (rb:053.3, rb:723.1.d)
    paid: dict = field(default_factory=dict)  # optional costs paid (rb:560.4.d.1)
    previous: list[str] = field(default_factory=list)
    done: bool = True  # whether the previous instruction did what it says ("if you do")
    item: dict | None = None
    effects: list[dict] = field(default_factory=list)  # the instructions being run
    label_de: str | None = None
    carried: int = 0  # instructions carried out (rb:559.3.c.5: maybe none)
    selectors: list[dict] = field(default_factory=list)  # the choice slots' selectors (for "target:N")
    last_if: bool | None = None  # whether the latest instruction's condition held ("otherwise")
    #: cards looked at or revealed and still "among them" (rb:600.4): [id, zone they were seen in]
    seen: list[list[str]] = field(default_factory=list)
    chosen_players: list[str] = field(default_factory=list)  # "choose an opponent" … "they" (rb:559.1)
    #: what board objects were just before an instruction moved them (rb:563.2.c.9: an
    #: instruction may look back at them): {id: {"controller": …, "location": …}}
    known: dict = field(default_factory=dict)
    targeted: list[str] = field(default_factory=list)  # what the last instruction with a target affected
    rog: dict = field(default_factory=dict)  # counts an instruction leaves for the next (effects_rog: buffs spent)

    @property
    def de(self) -> str:
        return self.label_de or self.label

    @property
    def said(self) -> Text:
        """The label as a message's field, in every language: a card's name is the same in each;
        a label with a German form of its own (``label_de``: "X – Fähigkeit") says its words in
        each language (``abilities.label_text``)."""
        from .abilities import label_text

        return label_text(self.label, self.label_de)

    @property
    def name(self) -> str:
        """The source's name, as prompt IDs use it ("split:Volibear, Furious")."""
        return self.label.split(" – ")[0]


def slots(effects: list[dict]) -> list[tuple[int, dict]]:
    """The instructions that make a choice when played (rb:559.3), in order:
    (effect index, selector)."""
    out = []
    for k, e in enumerate(effects):
        t = e.get("target")
        if isinstance(t, dict) and "all" in t and t.get("at") == "one-battlefield":
            out.append((k, {"choose": "battlefield"}))  # "all units at a battlefield": which one is chosen
            continue
        if isinstance(t, dict) and "choose" in t:
            if "split_damage" in e:  # rb:559.3.d.3: no more targets than the damage to split
                t = dict(t, up_to=min(t.get("up_to", e["split_damage"]), e["split_damage"]))
            out.append((k, t))
    return out


def slot_of(effects: list[dict], index: int) -> int:
    return [k for k, _ in slots(effects)].index(index)


def candidates(g: "RiftboundGame", ctx: Ctx, sel: dict) -> list[str]:
    kind = sel.get("choose") or sel.get("all")
    if kind == "chain-item":
        return [i["id"] for i in g.state.data["chain"] if i.get("card") != ctx.source and _item_ok(g, sel, i, ctx)]
    if kind == "player":  # "choose an opponent" (rb:559.1): players, not game objects
        side = sel.get("side", "any")
        return [p for p in g.players() if side == "any" or (side == "ally") == g.friendly(p, ctx.controller)]
    if kind in ("hand-card", "trash-card"):
        zone = kind.split("-")[0]
        whose = g.players() if sel.get("rve_trashes") else [ctx.controller]  # "from trashes": any player's
        whose = rxa_rules.trash_owners(g, sel, ctx, whose)  # "from opponents' trashes" (branch rxa)
        return [i for p in whose for i in g.state.get(f"players.{p}.{zone}")
                if (sel.get("type") in (None, g.defn(i).type)
                    or sel.get("type") == "permanent" and g.defn(i).type in ("unit", "gear"))  # rb:132.4.a.2
                and _zone_card_ok(g, sel, i)]
    if kind == "rune":
        return [i for i in g.state.get(f"players.{ctx.controller}.runes")
                if "exhausted" not in sel or g.card(i)["exhausted"] == sel["exhausted"]]
    if kind == "battlefield":
        if sel.get("ruv_controlled"):  # "a battlefield you control" (rb:181)
            return [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == ctx.controller]
        if sel.get("run_yours_units"):  # "a battlefield where you have units" (rb:179: units you control)
            return [bf for bf in g.battlefields() if g.units_at(bf, ctx.controller)]
        return g.battlefields()
    if kind == "rsf-legend":  # "a legend": any player's champion legend (rb:106.5.c: a game object)
        return [i for p in g.players() for i in g.state.get(f"players.{p}.legend")]
    if kind == "rd-exhausted-thing":  # "something (else) that's exhausted": any player's (rb:593.1: not a spell)
        every = [i for p in g.players() for i in (g.permanents(p) + list(g.state.get(f"players.{p}.runes"))
                                                  + list(g.state.get(f"players.{p}.legend")))]
        every += [i for i in g.permanents() if i not in every]  # units at battlefields
        return [i for i in every if g.card(i)["exhausted"] and not (sel.get("other") and i == ctx.source)]
    if kind in targets_rog.KINDS:  # branch h-rb-ogn's kinds ("a gear, unit, or Hidden card")
        return targets_rog.candidates(g, ctx, sel)
    if kind in ruv_conditions.KINDS:  # branch ruv's ("units, gear, and/or runes")
        return ruv_conditions.candidates(g, ctx, sel)
    pool = g.permanents()
    return [i for i in pool if matches(g, ctx, sel, i)]


def _zone_card_ok(g: "RiftboundGame", sel: dict, iid: str) -> bool:
    """A card in a hand or a trash that meets the selector's criteria about the card itself: a
    keyword it has ("cards with [Hidden]", rb:713: printed, nothing grants it there), a tag
    (rb:139.1), one of several tags ("a Bird, Cat, Dog, or Poro")."""
    d = g.defn(iid)
    if "rd_with" in sel and sel["rd_with"] not in {k.split(" ")[0] for k in d.keywords}:
        return False
    if "tag" in sel and sel["tag"] not in d.tags:
        return False
    if "run_tags" in sel and not set(sel["run_tags"]) & set(d.tags):
        return False
    if "energy_max" in sel and (d.energy or 0) > sel["energy_max"]:
        return False  # "a unit with cost no more than [2]": its printed energy cost (rb:130.2)
    if "power_max" in sel and len(d.power) > sel["power_max"]:
        return False  # "… and no more than [A]": its power icons (rb:130.3)
    return True


def _item_ok(g: "RiftboundGame", sel: dict, item: dict, ctx: "Ctx | None" = None) -> bool:
    """A chain item that meets the selector: "a spell" is a card on the chain (rb:563.2; a
    permanent never waits there), "that costs no more than [4] and no more than [A]" reads its
    printed costs (rb:130.2, rb:130.3); "an enemy spell or ability" is controlled by an opponent
    (rb:182.2), "that chooses a friendly unit or gear" has one among its targets now (rb:559.3)."""
    if ctx is not None and sel.get("side") in ("enemy", "ally") \
            and g.friendly(item["controller"], ctx.controller) != (sel["side"] == "ally"):
        return False
    if sel.get("rsf_chooses") == "ally-permanent" and not (ctx is not None and any(
            g.card(p[0]) and g.on_board(p[0]) and g.defn(p[0]).type in ("unit", "gear")
            and g.friendly(g.controller(p[0]), ctx.controller) for slot in item.get("targets") or [] for p in slot)):
        return False
    if not rxa_rules.item_ok(g, sel, item, ctx):  # "that chooses it and no other friendly unit" (branch rxa)
        return False
    card = item.get("card") if item["kind"] == "card" else None
    if sel.get("type") == "spell" and (card is None or g.defn(card).type != "spell"):
        return False
    if "energy_max" in sel and (card is None or g.defn(card).energy > sel["energy_max"]):
        return False
    if "power_max" in sel and (card is None or len(g.defn(card).power) > sel["power_max"]):
        return False
    return True


def matches(g: "RiftboundGame", ctx: Ctx, sel: dict, iid: str) -> bool:
    """Whether object ``iid`` meets the selector now (rb:563.2.c.2)."""
    if "or" in sel:  # "a unit at a battlefield or a gear": either
        return matches(g, ctx, {k: v for k, v in sel.items() if k != "or"}, iid) or matches(g, ctx, sel["or"], iid)
    kind = sel.get("choose") or sel.get("all")
    card = g.card(iid)
    if card is None or not g.on_board(iid) or g.zone(iid).startswith("hidden:"):
        return False
    if sel.get("ruv_not_chosen") and not ruv_conditions.not_chosen(ctx, iid):  # "each other …": not the one chosen
        return False
    if sel.get("ruv_my_name") and not (g.card(ctx.source) and g.name(iid) == g.name(ctx.source)):  # "with my name"
        return False
    if sel.get("ruv_where_i_am") and not (g.card(ctx.source) and g.on_board(ctx.source)
                                          and g.location(iid) == g.location(ctx.source)):  # "… here" (a unit's)
        return False
    t = g.defn(iid).type
    if kind == "unit" and t != "unit" or kind == "gear" and t != "gear" or kind == "permanent" and t not in ("unit", "gear"):
        return False
    side = sel.get("side", "any")
    if side == "enemy" and g.friendly(g.controller(iid), ctx.controller):
        return False
    if side == "ally" and not g.friendly(g.controller(iid), ctx.controller):
        return False
    if side == "you" and g.controller(iid) != ctx.controller:
        return False  # "a unit you control": its controller's own, not a teammate's (rb:179)
    at = sel.get("at", "anywhere")
    loc = g.location(iid)
    if at == "battlefield" and loc in (None, "base"):
        return False
    if at == "base" and loc != "base":
        return False
    if at == "here" and loc != ctx.here:
        return False
    if at == "mine" and (loc in (None, "base") or loc != _my_battlefield(g, ctx)):
        return False
    if at == "rxb-event-battlefield" and (loc in (None, "base") or loc != ctx.event.get("battlefield")):
        return False  # "another unit there": at the battlefield conquered or held (rb:630)
    if at not in AT_WORDS and loc != at:  # one battlefield, by its id (a chosen one, ``resolve_ref``)
        return False
    if ctx.here and ctx.event.get("hidden_play") and loc != ctx.here:
        return False  # rb:723.1.d, rb:563.2.c.4/ex1: a card played from hiding targets "here"
    if "might_max" in sel and objects.might(g, iid) > sel["might_max"]:
        return False
    if "might_min" in sel and objects.might(g, iid) < sel["might_min"]:
        return False
    if "mighty" in sel and objects.is_mighty(g, iid) != sel["mighty"]:
        return False
    if "exhausted" in sel and card["exhausted"] != sel["exhausted"]:
        return False
    if "stunned" in sel and card["stunned"] != sel["stunned"]:
        return False
    if "buffed" in sel and bool(card.get("buff")) != sel["buffed"]:
        return False
    if "damaged" in sel and (card.get("damage", 0) > 0) != sel["damaged"]:
        return False  # rb:139.3: marked with damage (rb:139.3.b: until the turn or the combat ends)
    if "in_combat" in sel and (card.get("role") in ("attacker", "defender")) != sel["in_combat"]:
        return False  # rb:620: the units in a combat are its attackers and defenders
    if "attacking" in sel and (card.get("role") == "attacker") != sel["attacking"]:
        return False  # rb:625.1.a: an attacker of a combat
    if "domain" in sel and sel["domain"] not in g.defn(iid).domains:
        return False  # rb:133.1: the card's domains
    if "without" in sel and sel["without"] in objects.keywords(g, iid):
        return False  # rb:713: the keywords it has now
    if sel.get("rve_energy_max_my_might") and not (  # "with Energy cost no more than my Might" (rb:130.2)
            g.card(ctx.source) and g.on_board(ctx.source) and g.defn(iid).energy <= objects.might(g, ctx.source)):
        return False
    if "rd_with" in sel and sel["rd_with"] not in objects.keywords(g, iid):
        return False  # "a card with [Hidden]": a keyword it has (rb:713)
    if "tag" in sel and sel["tag"] not in objects.tags(g, iid):
        return False
    if "run_tags" in sel and not set(sel["run_tags"]) & set(objects.tags(g, iid)):
        return False  # "a Bird, Cat, Dog, or Poro": one of the tags (rb:139.1)
    if sel.get("run_less_might_than_me") and not (  # "with less Might than me" (rb:637: might now)
            g.card(ctx.source) and g.on_board(ctx.source) and objects.might(g, iid) < objects.might(g, ctx.source)):
        return False
    if sel.get("run_yours") and g.controller(iid) != ctx.controller:
        return False  # "a unit you control": the controller's own, not a teammate's (rb:179, rb:648.8.d)
    if "energy_max" in sel and g.defn(iid).energy > sel["energy_max"]:
        return False  # "a gear with Energy cost no more than [1]": its printed cost (rb:130)
    if sel.get("other") and iid == ctx.source:
        return False
    if not rxv_targets.matches(g, ctx, sel, iid):  # branch rxv's keys (Decree of Focus)
        return False
    if not rxb_targets.matches(g, ctx, sel, iid):  # branch rxb's keys ("another unit they control here")
        return False
    return rsd_targets.matches(g, sel, iid)  # branch rsd's keys ("your token units")


def _my_battlefield(g: "RiftboundGame", ctx: Ctx) -> str | None:
    """"At my battlefield": where the source is; for the source's own death trigger, where it
    was when it died (its Deathknell, rb:720.1.d; the event says where, docs/rulings.md)."""
    card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
    if card is not None and g.on_board(ctx.source):
        return g.location(ctx.source)
    if ctx.event.get("unit") == ctx.source:
        return ctx.event.get("where")
    return None


def still_legal(g: "RiftboundGame", ctx: Ctx, sel: dict, pair: list) -> bool:
    """rb:563.2.c.2–4 — a target is legal at resolution if it is the same object (it has not
    crossed into or out of a non-board zone) and still meets the requirements."""
    iid, zid = pair
    if sel.get("choose") == "chain-item":
        item = g.chain.find(iid)
        return item is not None and _item_ok(g, sel, item, ctx)
    if sel.get("choose") == "battlefield":
        return iid in g.state.data["battlefields"] and (  # "a battlefield you control": still (rb:563.2.c.2)
            not sel.get("ruv_controlled") or g.battlefield(iid)["controller"] == ctx.controller)
    if sel.get("choose") == "player":
        return iid in g.players()
    if sel.get("choose") in targets_rog.KINDS:
        card = g.card(iid)
        return card is not None and card["zid"] == zid and targets_rog.still_legal(g, ctx, sel, iid)
    if sel.get("choose") in ruv_conditions.KINDS:
        card = g.card(iid)
        return card is not None and card["zid"] == zid and iid in ruv_conditions.candidates(g, ctx, sel)
    if sel.get("choose") in ("hand-card", "trash-card", "rune", "rd-exhausted-thing", "rsf-legend"):
        card = g.card(iid)
        return card is not None and card["zid"] == zid
    card = g.card(iid)
    return card is not None and card["zid"] == zid and matches(g, ctx, sel, iid)


def resolve_ref(g: "RiftboundGame", ctx: Ctx, ref: Any, effects: list[dict] | None = None, index: int | None = None,
                sel: dict | None = None) -> list[str]:
    """The objects an instruction's ``target`` names now (illegal targets left out, rb:563.2.c.5)."""
    if isinstance(ref, dict) and "choose" in ref:
        slot = slot_of(effects, index)
        chosen = ctx.targets[slot] if slot < len(ctx.targets) else []
        out = _together(g, ctx, [sel for _, sel in slots(effects)], slot,
                        [p[0] for p in chosen if still_legal(g, ctx, ref, p)])
        return out if targets_rog.joint_ok(g, ref, out) and ruv_conditions.joint_ok(g, ref, out) else []  # a joint
        # requirement no longer met
    if isinstance(ref, dict) and "all" in ref:
        if ref.get("at") in ("one-battlefield", "chosen-battlefield"):
            ref = {**ref, "at": chosen_battlefield(g, ctx, effects, index, ref["at"] == "one-battlefield")}
        return candidates(g, ctx, ref)
    if ref in (None, "self"):
        return [ctx.source] if ctx.source in g.state.data["cards"] else []
    if ref == "it":
        return [i for i in ctx.previous if g.card(i)]
    if ref == "we":  # "we": the source and what the previous instruction named
        return ([ctx.source] if ctx.source in g.state.data["cards"] else []) + \
            [i for i in ctx.previous if g.card(i) and i != ctx.source]
    if ref == "they":
        return _they(g, ctx, effects, index)
    if ref == "your-unit":  # "move your unit there": the latest friendly unit chosen before
        mine = [n for n, (k, sel) in enumerate(slots(effects or [])) if k < (index if index is not None else len(
            effects or [])) and sel.get("choose") == "unit" and sel.get("side") == "ally"]
        if not mine:
            return []
        sel = slots(effects)[mine[-1]][1]
        return [p[0] for p in (ctx.targets[mine[-1]] if mine[-1] < len(ctx.targets) else [])
                if still_legal(g, ctx, sel, p)]
    if ref == "event-unit":  # the unit or card the triggering event is about
        u = ctx.event.get("unit") or ctx.event.get("card")
        return [u] if u and g.card(u) else []
    if isinstance(ref, str) and ref.startswith("target"):
        slot = int(ref.split(":")[1]) if ":" in ref else 0
        chosen = ctx.targets[slot] if slot < len(ctx.targets) else []
        sels = ctx.selectors or ([sel for _, sel in slots(effects)] if effects else [])
        sel = sels[slot] if slot < len(sels) else {}
        return _together(g, ctx, sels, slot, [p[0] for p in chosen if (still_legal(g, ctx, sel, p) if sel else g.card(p[0]))])
    raise ValueError(f"unknown target reference {ref!r}")


def _legal_in(g: "RiftboundGame", ctx: Ctx, sels: list[dict], n: int) -> list[str]:
    chosen = ctx.targets[n] if 0 <= n < len(ctx.targets) else []
    return [p[0] for p in chosen if n < len(sels) and still_legal(g, ctx, sels[n], p)]


def _together(g: "RiftboundGame", ctx: Ctx, sels: list[dict], n: int, picks: list[str]) -> list[str]:
    """"A friendly unit and an enemy unit at the same battlefield": a slot with ``together`` and
    the slot before it name units at one battlefield, a requirement of both (rb:563.2.c.2): a
    unit no longer at a battlefield with the other is no longer a legal target."""
    def places(ids):
        return {g.location(i) for i in ids if g.card(i) and g.on_board(i)} - {None, "base"}

    if n < len(sels) and n > 0 and (sels[n].get("ruv_there") or sels[n].get("ruv_elsewhere")):
        picks = ruv_conditions.by_chosen_battlefield(g, sels[n], picks, _legal_in(g, ctx, sels, n - 1))
    if n < len(sels) and sels[n].get("together") and n > 0:
        anchor = places(_legal_in(g, ctx, sels, n - 1))
        picks = [i for i in picks if g.card(i) and g.location(i) in anchor]
    if n + 1 < len(sels) and sels[n + 1].get("together"):
        partners = places(_legal_in(g, ctx, sels, n + 1))
        picks = [i for i in picks if g.card(i) and g.location(i) in partners]
    return picks


def _they(g: "RiftboundGame", ctx: Ctx, effects: list[dict] | None, index: int | None) -> list[str]:
    """"They": the objects of the choices made before this instruction — the latest choice slot
    if it chooses two or more, else the latest two slots ("Choose a friendly unit and an enemy
    unit. They …"); illegal targets left out (rb:563.2.c.5)."""
    if "they" in ctx.rog:  # named by a choice made as the card resolves ("then choose …", effects_rog)
        return [i for i in ctx.rog["they"] if g.card(i) and g.on_board(i)]
    before = [n for n, (k, _) in enumerate(slots(effects or [])) if index is None or k < index]
    if not before:
        return []
    last = before[-1]
    sel = slots(effects)[last][1]
    several = max(sel.get("count", 1), sel.get("up_to", 1)) >= 2 or sel.get("rsd_any_number")  # "any number of"
    use = [last] if several else before[-2:]
    out = []
    for n in use:
        sel = slots(effects)[n][1]
        out += [p[0] for p in (ctx.targets[n] if n < len(ctx.targets) else []) if still_legal(g, ctx, sel, p)]
    return out


def chosen_battlefield(g: "RiftboundGame", ctx: Ctx, effects: list[dict] | None, index: int | None,
                       own: bool = False) -> str:
    """"All enemy units at a battlefield" (``own``: the battlefield chosen for this instruction
    when it was played, rb:559.3), "… there" (the battlefield of the latest battlefield choice
    before this instruction); ``none`` if it is gone. "There" without such a choice was not
    encoded right: the run stops (exit 5)."""
    before = [n for n, (k, sel) in enumerate(slots(effects or []))
              if sel.get("choose") == "battlefield" and (index is None or (k <= index if own else k < index))]
    if not before:
        from .game import NotEncoded

        raise NotEncoded(f"{ctx.label}: 'there' names no chosen battlefield (kein gewähltes Schlachtfeld)")
    picked = ctx.targets[before[-1]] if before[-1] < len(ctx.targets) else []
    return picked[0][0] if picked and picked[0][0] in g.state.data["battlefields"] else "none"


def label(g: "RiftboundGame", iid: str) -> str:
    if iid in g.state.data["battlefields"] and not g.card(iid):
        return g.bf_label(iid)
    if iid in g.state.data["players"]:
        return iid
    item = g.chain.find(iid) if iid.startswith("i") and not g.card(iid) else None
    if item:
        return item["label"]
    loc = g.location(iid)
    where = f" @ {g.bf_label(loc)}" if loc and loc != "base" else (" (Basis/base)" if loc == "base" else "")
    return f"{g.name(iid)}{where}"


def choose(g: "RiftboundGame", ctx: Ctx, sel: dict, given: list[str] | None, prompt_id: str,
           cites: list[str]) -> list[list]:
    """rb:559.3 — pick the targets of one slot now: ``given`` (names or IDs from the
    scenario's action) or prompts to the controller (rb:182.2.a). Raises a RuleViolation when
    no legal target exists (rb:723.1.d.1 — a card cannot be played without legal targets)."""
    pool = candidates(g, ctx, sel)
    if sel.get("distinct"):  # "… and another unit": not one an earlier slot of this card chose
        pool = [i for i in pool if all(i != p[0] for slot in ctx.targets for p in slot)]
    pool = rxa_rules.apart(g, sel, ctx, pool)  # "… at a different location" (branch rxa)
    if sel.get("ruv_there") or sel.get("ruv_elsewhere"):  # "… there", "… at a different location"
        pool = ruv_conditions.by_chosen_battlefield(g, sel, pool, [p[0] for p in (ctx.targets[-1] if ctx.targets else [])])
    if sel.get("together"):  # "… at the same battlefield", "… at its location": where the last slot's unit is
        anchor = {g.location(p[0]) for p in (ctx.targets[-1] if ctx.targets else [])} - {None, "base"}
        pool = [i for i in pool if g.location(i) in anchor]
    shielded = [i for i in pool if g.card(i) and objects.unchoosable_by(g, i, ctx.controller)]
    if shielded:  # "I can't be chosen by enemy spells and abilities" (rb:568)
        pool = [i for i in pool if i not in shielded]
        cites = cites + ["rb:568"]
    if sel.get("side") == "ally" and any(g.card(i) and g.controller(i) != ctx.controller for i in pool):
        cites = cites + ["rb:648.8.d"]  # friendly includes a teammate's objects
    count = sel.get("count", 1)
    up_to = sel.get("up_to")
    if sel.get("rsd_any_number"):  # "any number of …": none to all of them (rb:559.3.c.6)
        up_to = len(pool)
        if not pool:
            return []
    if given is not None:
        picked = []
        for ref in given:
            iid = find(g, ref, pool)
            if iid is None:
                g.refuse(cites[0], M("{ref} ist kein legales Ziel für {source}", ref=ref, source=ctx.said))
            picked.append(iid)
        if up_to is not None and len(picked) > up_to:
            g.refuse("rb:559.3.d.3", MN("höchstens {n} Ziele für {source}", "höchstens {n} Ziele für {source}",
                                        n=up_to, source=ctx.said))
        if up_to is None and len(picked) != min(count, len(pool)):
            g.refuse(cites[0], MN("{source} braucht {n} Ziel(e)", "{source} braucht {n} Ziel(e)", n=count,
                                  source=ctx.said))
        if sel.get("same_battlefield") and len({g.location(i) for i in picked}) > 1:
            g.refuse(cites[0], M("die Ziele müssen am selben Schlachtfeld sein"))
        if not ruv_conditions.joint_ok(g, sel, picked):  # "… with the same controller" (Tricksy Tentacles)
            g.refuse(cites[0], M("die Ziele müssen denselben Beherrscher haben"))
        if not targets_rog.joint_ok(g, sel, picked):  # "with total Might 4 or less" (Fox-Fire)
            g.refuse(cites[0], M("die Ziele haben zusammen mehr als {might} Macht", might=sel["rog_total_might_max"]))
    else:
        if not pool:
            g.refuse("rb:562.1", M("{source}: kein legales Ziel", source=ctx.said))
        n = up_to if up_to is not None else count
        picked = []
        for k in range(min(n, len(pool))):
            left = ruv_conditions.fits(g, sel, picked, targets_rog.fits(g, sel, picked, [i for i in pool if i not in picked]))
            left = rsd_targets.fits(g, sel, picked, left)
            if not left:
                if not picked:
                    g.refuse("rb:562.1", M("{source}: kein legales Ziel", source=ctx.said))
                break
            options = [(i, label(g, i)) for i in left]
            if up_to is not None and (k > 0 or sel.get("rsd_any_number")):
                options.append(DONE)
            if len(options) == 1 and up_to is None:
                picked.append(options[0][0])
                g.only_choice(prompt_id, ctx.controller, options[0][0], options[0][1], cites,
                              M("{player} wählt {target} (einziges Ziel)", player=ctx.controller, target=options[0][1]))
                continue
            pick = g.ask(prompt_id, M("Ziel für {source}?", source=ctx.said), options, cites, ctx.controller)
            if pick == "done":
                break
            picked.append(pick)
    if sel.get("choose") in ("chain-item", "battlefield", "player"):
        return [[i, 0] for i in picked]
    _chosen(g, ctx, picked)
    return [[i, g.card(i)["zid"]] for i in picked]


def _chosen(g: "RiftboundGame", ctx: Ctx, picked: list[str]) -> None:
    """"When you choose a friendly unit", "When you choose me with a spell": a unit chosen as a
    target (rb:559.3.c.1) by its spell or ability's controller."""
    _chosen_by(g, ctx, ctx.controller, picked)


def _chosen_by(g: "RiftboundGame", ctx: Ctx, player: str, picked: list[str]) -> None:
    """Units ``player`` chose with the spell or ability ``ctx`` (the "chosen" event)."""
    from .abilities import event

    spell = not ctx.source.startswith("bf:") and g.card(ctx.source) is not None and g.defn(ctx.source).type == "spell"
    for iid in picked:
        if g.card(iid) and g.on_board(iid) and g.is_unit(iid):
            ruv_conditions.note_chosen(g, player, iid)  # "if you've chosen an enemy unit this turn"
            event(g, "chosen", unit=iid, player=player, spell=spell)


def find(g: "RiftboundGame", ref: str, pool: list[str]) -> str | None:
    """An object a scenario names: its ID, or its card name (the first match)."""
    wanted = {ref.casefold(), slug(ref)}
    for iid in pool:
        if iid.casefold() in wanted:
            return iid
    for iid in pool:
        item = g.chain.find(iid) if not g.card(iid) else None
        name = item["label"] if item else g.name(iid)
        if name.casefold() in wanted or slug(name) in wanted:
            return iid
    return None


# -- conditions ---------------------------------------------------------------------------

def operand(g: "RiftboundGame", ctx: Ctx, text: Any) -> Any:
    if not isinstance(text, str):
        return text
    who, _, what = text.partition(".")
    if who in ("you", "opponent"):
        player = ctx.controller if who == "you" else g.opponents(ctx.controller)[0]
        if what in ("hand", "deck", "trash", "runes", "base"):
            return len(g.state.get(f"players.{player}.{what}"))
        if what == "score":
            return g.state.get(f"players.{player}.score")
        if what in COUNTED:
            return COUNTED[what](g, player)
        if what == "trash-named":  # "each card with my name in your trash"
            name = g.name(ctx.source) if g.card(ctx.source) else None
            return sum(1 for i in g.state.get(f"players.{player}.trash") if g.name(i) == name)
        if what in board_counts.OPERANDS and who == "you":  # "if you have 7+ units here" (board_counts.py)
            return board_counts.count(g, what, ctx.source, player)
        if what in run_conditions.OPERANDS and who == "you":  # branch run (run_conditions.py)
            return run_conditions.count(g, what, ctx.source, player, ctx.event)
        if what in rxb_conditions.OPERANDS and who == "you":  # branch rxb (rxb_conditions.py)
            return rxb_conditions.count(g, what, player)
        if what == "units_there" and who == "you":  # at the battlefield of the triggering event
            bf = ctx.event.get("battlefield")
            return len(g.units_at(bf, player)) if bf in g.battlefields() else 0
        raise ValueError(f"unknown operand {text!r}")
    if who == "self":
        if what == "might":
            return objects.might(g, ctx.source)
        if what == "rd_moves":  # how many times I have moved this turn (rb:609; turn_record.rd_moves)
            return turn_record.rd_moves(g, ctx.source) if g.card(ctx.source) and g.on_board(ctx.source) else 0
    raise ValueError(f"unknown operand {text!r}")


#: what a player has that card text counts ("for each …", "I cost 1 less for each …")
COUNTED = {
    "mighty-units": lambda g, p: sum(1 for u in g.units_on_board(p) if objects.is_mighty(g, u)),  # rb:708
    "gear": lambda g, p: sum(1 for i in g.permanents(p) if g.defn(i).type == "gear"),
    "units": lambda g, p: len(g.units_on_board(p)),
    "played": lambda g, p: g.state.get(f"players.{p}.played"),  # cards played this turn (rb:595.4.a)
    # battlefields "you or allies control" (rb:648.8.d: a teammate is an ally)
    "battlefields": lambda g, p: sum(1 for bf in g.battlefields() if g.battlefield(bf)["controller"]
                                     and g.friendly(g.battlefield(bf)["controller"], p)),
}
COUNTED.update(rsd_conditions.COUNTED)  # branch rsd's ("each point you scored from holding this turn")

#: the conditions ``holds`` knows by name, and the operands of a comparison
CONDITION_WORDS = ("legion", "done", "not-done", "could-not", "attacking-alone", "defending-alone", "alone-in-combat",
                   "at-battlefield", "opponent-turn", "your-turn", "conquered-this-turn", "otherwise", "buffed",
                   "opponent-controls-battlefield", "discarded-this-turn", "controls-hidden-card", "token",
                   "another-unit-here", "attacking-with-another", "in-combat", "ready-enemy-here",
                   *turn_record.DIED_WORDS, *board_counts.WORDS,
                   "stunned", "it-only-unit-you-control-there", *run_conditions.WORDS,
                   *conditions_rog.WORDS, *rve_conditions.WORDS, *rsf_conditions.WORDS, *rxv_combat.WORDS)
#: what {"it": {…}} may ask of the object the previous instruction named
IT_IS = ("stunned", "exhausted", "buffed", "mighty", "attacking")
#: whose state such a condition asks: "it" (the previous instruction's objects) or a choice
IT_REF = re.compile(r"it|target(:\d{1,3})?")
OPERANDS = tuple(f"{who}.{what}" for who in ("you", "opponent") for what in ("hand", "deck", "trash", "runes", "base",
                                                                               "score", "trash-named", *COUNTED)) + (
    "self.might", "self.rd_moves", "you.units_there", *(f"you.{w}" for w in board_counts.OPERANDS),
    *(f"you.{w}" for w in run_conditions.OPERANDS), *(f"you.{w}" for w in rxb_conditions.OPERANDS))
COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")


def check_condition(cond: Any, where: str = "if") -> None:
    """What ``holds`` can evaluate, checked when a definition is loaded (not in the middle of
    a resolve): a known word, [operand, comparison, operand] with whole numbers or known
    operands, or {"not"|"all"|"any"|"paid": …}."""
    if cond is None or isinstance(cond, str) and cond in CONDITION_WORDS:
        return
    if rve_conditions.knows(cond):
        return rve_conditions.check(cond, where)
    if rxv_turns.knows(cond):
        return rxv_turns.check(cond, where)
    if ruv_conditions.knows(cond):
        return ruv_conditions.check(cond, where)
    if rsd_conditions.knows(cond):  # branch rsd's ("if you've spent at least [A][A] this turn")
        return rsd_conditions.check(cond, where)
    if rxa_rules.knows(cond):  # branch rxa's ("if you revealed a Bird, …")
        return rxa_rules.check(cond, where)
    if rxo_conditions.knows(cond):  # branch rxo's ("while you control this battlefield", rxo_conditions.py)
        return rxo_conditions.check(cond, where)
    if rxb_conditions.knows(cond):  # branch rxb's ("if I didn't die alone")
        return rxb_conditions.check(cond, where)
    if isinstance(cond, list):
        if len(cond) != 3 or cond[1] not in COMPARISONS:
            raise ValueError(f"{where}: {cond!r} is not [left, one of {' '.join(COMPARISONS)}, right]")
        for side in (cond[0], cond[2]):
            if not (isinstance(side, int) and not isinstance(side, bool) or side in OPERANDS):
                raise ValueError(f"{where}: {side!r} is neither a whole number nor one of {', '.join(OPERANDS)}")
        return
    if isinstance(cond, dict) and len(cond) == 1:
        (key, value), = cond.items()
        if key == "not":
            return check_condition(value, f"{where}.not")
        if key in ("all", "any") and isinstance(value, list):
            for k, c in enumerate(value):
                check_condition(c, f"{where}.{key}[{k}]")
            return
        if key == "paid" and isinstance(value, str):
            return
        if IT_REF.fullmatch(key) and isinstance(value, dict) and value and all(
                k in IT_IS and isinstance(v, bool) for k, v in value.items()):
            return
        if key == "it_was" and value in ("enemy", "ally"):
            return
        if key == "played_from" and value in ("hand", "trash", "deck", "banish", "champion"):
            return
        if key in turn_record.NEAR_VICTORY:
            return turn_record.check_near_victory(value, f"{where}.{key}")
        if key == "controls" and isinstance(value, dict):  # "if you control a Mech"
            from .checks import check_selector

            return check_selector(value, f"{where}.controls")
    raise ValueError(f"{where}: unknown condition {cond!r}; known: {', '.join(CONDITION_WORDS)}, "
                     "[left, comparison, right], {\"not\"|\"all\"|\"any\"|\"paid\"|\"it\"|\"controls\"|\"it_was\"|"
                     "\"played_from\"|\"opponent_near_victory\"|\"you_near_victory\": …}")


def holds(g: "RiftboundGame", cond: Any, ctx: Ctx | dict) -> bool:
    """Conditions of instructions and passive abilities."""
    if isinstance(ctx, dict):
        src = ctx["source"]
        ctx = Ctx(source=src, controller=ctx["controller"] or "", label=src)
    if cond is None:
        return True
    if rve_conditions.knows(cond):  # conditions of Vendetta card text (rve_conditions.py)
        return rve_conditions.holds(g, cond, ctx)
    if ruv_conditions.knows(cond):  # branch ruv (ruv_conditions.py)
        return ruv_conditions.holds(g, cond, ctx)
    if rsd_conditions.knows(cond):  # branch rsd's (rsd_conditions.py)
        return rsd_conditions.holds(g, cond, ctx)
    if isinstance(cond, str) and cond in rxv_combat.WORDS:  # branch rxv's (rxv_combat.py)
        return rxv_combat.holds(g, cond, ctx.source)
    if rxv_turns.knows(cond):  # branch rxv's (rxv_turns.py)
        return rxv_turns.holds(g, cond, ctx)
    if rxa_rules.knows(cond):  # branch rxa's (rxa_rules.py)
        return rxa_rules.holds(g, cond, ctx)
    if rxo_conditions.knows(cond):  # branch rxo's (rxo_conditions.py)
        return rxo_conditions.holds(g, cond, ctx)
    if rxb_conditions.knows(cond):  # branch rxb's (rxb_conditions.py)
        return rxb_conditions.holds(g, cond, ctx)
    if isinstance(cond, list):
        left, op, right = operand(g, ctx, cond[0]), cond[1], operand(g, ctx, cond[2])
        return {"<": left < right, "<=": left <= right, ">": left > right, ">=": left >= right,
                "==": left == right, "!=": left != right}[op]
    if isinstance(cond, dict):
        if "not" in cond:
            return not holds(g, cond["not"], ctx)
        if "all" in cond:
            return all(holds(g, c, ctx) for c in cond["all"])
        if "any" in cond:
            return any(holds(g, c, ctx) for c in cond["any"])
        if "paid" in cond:
            return bool(ctx.paid.get(cond["paid"]))
        if "it_was" in cond:  # what the previous instruction affected, as it was (rb:563.2.c.9)
            was = [ctx.known.get(i, {}).get("controller") or g.controller(i) for i in ctx.targeted if g.card(i)]
            return bool(was) and all(g.friendly(p, ctx.controller) == (cond["it_was"] == "ally") for p in was)
        if "played_from" in cond:  # the zone the card was played from (rb:558)
            return ctx.event.get("from") == cond["played_from"]
        if set(cond) <= set(turn_record.NEAR_VICTORY):  # "within 3 points of the Victory Score" (rb:633)
            return turn_record.near_victory(g, cond, ctx.controller)
        if "controls" in cond:  # rb:179: what a player controls on the board
            return any(g.controller(i) == ctx.controller for i in candidates(g, ctx, cond["controls"]))
        (key, value), = cond.items()
        if IT_REF.fullmatch(key):  # "if it is stunned": what the previous instruction named (or a choice)
            objs = ctx.previous if key == "it" else resolve_ref(g, ctx, key)
            return any(g.card(i) and g.on_board(i) and matches(g, ctx, {"choose": "permanent", **value}, i)
                       for i in objs)
        raise ValueError(f"unknown condition {cond!r}")
    if cond == "legion":  # rb:724.1.c: *another* main-deck card played this turn
        count = g.state.get(f"players.{ctx.controller}.played")
        me = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        if me and me.get("played_turn") == g.state.data["turn"]["number"]:
            count -= 1
        return count >= 1
    if cond == "done":
        return ctx.done
    if cond == "otherwise":  # "Otherwise, …": the latest condition did not hold
        return ctx.last_if is False
    if cond == "not-done":
        return not ctx.done
    if cond == "could-not":  # "Channel 1 rune exhausted. If you can't, …": it was not done in full (rb:606)
        return not ctx.done
    if cond in ("attacking-alone", "defending-alone"):  # rb:568.3.a/ex1
        role = cond.split("-")[0].replace("attacking", "attacker").replace("defending", "defender")
        card = g.card(ctx.source)
        if card.get("role") != role:
            return False
        loc = g.location(ctx.source)
        return [i for i in g.units_at(loc) if g.card(i).get("role") == role] == [ctx.source]
    if cond == "it-only-unit-you-control-there":  # "if it is the only unit you control there": at its location
        return any(g.card(i) and g.on_board(i) and g.is_unit(i)  # (a battlefield or a base, rb:053)
                   and g.units_at(g.location(i), ctx.controller) == [i] for i in ctx.previous)
    if cond == "stunned":  # "stunned enemy units here have …" (each_if, read with the unit as "I"; rb:599.1.a)
        return bool(g.card(ctx.source).get("stunned"))
    if cond == "alone-in-combat":
        return holds(g, "attacking-alone", ctx) or holds(g, "defending-alone", ctx)
    if cond == "at-battlefield":
        return g.location(ctx.source) not in (None, "base")
    if cond == "opponent-turn":  # rb:570.1/ex1
        return not g.friendly(g.turn_player, ctx.controller)
    if cond == "your-turn":
        return g.turn_player == ctx.controller
    if cond == "buffed":  # "while I'm buffed" (rb:702)
        card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        return bool(card and card.get("buff"))
    if cond == "opponent-controls-battlefield":  # rb:568.3.a/ex2
        return any((c := g.battlefield(bf)["controller"]) and not g.friendly(c, ctx.controller)
                   for bf in g.battlefields())
    if cond == "ready-enemy-here":  # "if there is a ready enemy unit here" (at my battlefield, rb:053.3)
        loc = g.location(ctx.source) if not ctx.source.startswith("bf:") else ctx.source[3:]
        return loc not in (None, "base") and any(not g.card(u)["exhausted"] and not g.friendly(g.controller(u), ctx.controller)
                                                 for u in g.units_at(loc))
    if cond in ("another-unit-here", "attacking-with-another", "in-combat"):
        card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        if card is None or not g.on_board(ctx.source):
            return False
        loc = g.location(ctx.source)
        if cond == "in-combat":  # rb:620: an attacker or a defender
            return card.get("role") in ("attacker", "defender")
        if cond == "attacking-with-another":  # attacking, not alone (rb:568.3.a/ex1)
            return card.get("role") == "attacker" and any(
                u != ctx.source and g.card(u).get("role") == "attacker" for u in g.units_at(loc))
        # "while you have another unit here": another unit you control at my battlefield (rb:053.3)
        return loc not in (None, "base") and any(u != ctx.source for u in g.units_at(loc, ctx.controller))
    if cond == "token":  # "your token units have …": it is a token (rb:170)
        card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
        return bool(card and card.get("token"))
    if cond == "discarded-this-turn":  # "if you've discarded a card this turn" (rb:598)
        return g.state.get(f"players.{ctx.controller}.discarded_turn") == g.state.data["turn"]["number"]
    if cond == "controls-hidden-card":  # "if you control a facedown card at a battlefield" (rb:106.4, rb:128.4)
        cards = g.state.data["cards"]
        return any((h := g.battlefield(bf)["hidden"]) and cards[h]["controller"] == ctx.controller
                   for bf in g.battlefields())
    if cond in run_conditions.WORDS:  # "if it's your Beginning Phase" … (run_conditions.py)
        return run_conditions.holds(g, cond, ctx.controller, ctx.source, ctx.event)
    if cond in rsf_conditions.WORDS:  # "if I was Mighty" (rsf_conditions.py)
        return rsf_conditions.holds(g, cond, ctx)
    if cond in board_counts.WORDS:  # "while there's a stunned enemy unit here"
        return board_counts.holds(g, cond, ctx.source, ctx.controller)
    if cond in turn_record.DIED_WORDS:  # "if an enemy unit has died this turn" (rb:604)
        return turn_record.died_holds(g, cond, ctx.controller)
    if cond == "conquered-this-turn":
        return bool(g.state.get(f"players.{ctx.controller}.conquered"))
    if cond in conditions_rog.WORDS:  # branch h-rb-ogn's conditions ("if this kills it")
        return conditions_rog.holds(g, cond, ctx)
    raise ValueError(f"unknown condition {cond!r}")
