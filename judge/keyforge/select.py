"""What an effect reaches: target selectors, amounts and conditions of the card format.

**Targets** are a short string or a dict. Strings (all still accepted)::

    creature, enemy-creature, friendly-creature, other-creature, other-friendly-creature,
    other-enemy-creature, artifact, enemy-artifact, friendly-artifact, creature-or-artifact,
    enemy-creature-or-artifact, friendly-creature-or-artifact, flank-creature,
    enemy-flank-creature, friendly-flank-creature, neighbor, upgrade,
    most-powerful-creature, most-powerful-enemy-creature, most-powerful-friendly-creature,
    least-powerful-creature, least-powerful-enemy-creature, least-powerful-friendly-creature
    each-<any of the above>                   every card that matches, no choice
    self | event-creature | event-defender | event-card | previous-target | attached-creature |
    attacked-creature (the creature the preceding "ready and fight" attacked)

A dict says the same with filters: ``{"kind": creature|artifact|card|upgrade, "side":
any|friendly|enemy, "count": N | "up_to": N | "up_to": "any" | "each": true, "other": true, "new": true
(not a card this ability already chose), "where": flank|non-flank|neighbor|center, "of":
self|previous|event|attacked|defender (whose neighbours), "among": previous (only the cards the preceding effect
affected), "name" (``"self"``: the card's own name), "house" (``"chosen"``: the house the
ability chose), "not_house", "trait", "not_trait", "type",
"power": [op, N] | [op, "self.power"] | "even" | "odd", "damaged", "exhausted", "stunned", "most_powerful",
"least_powerful", "aember": true|false (with/without æmber on it), "upgraded": true|false (with an
upgrade on it), "bonus_icons": true|false (with/without bonus icons, printed or enhanced), "gigantic": true
(either half of a gigantic creature), "attached_to": self (an upgrade on the card itself), "shares_house":
self|previous|event|attacked|discarded (shares a house with that card; discarded: what the ability
last discarded), "keyword": elusive|... (creatures that have it now), "shares_trait": self|previous|event|attacked
(shares a trait with that card), "token": doom|... (cards with such a token, kf:glossary/other-tokens), "zone":
play|hand|discard|archives|deck|purged (or a list), "player": you|opponent}``. ``granting-card``:
the card whose constant ability gives the resolving ability (an upgrade naming itself).
"friendly" is relative to the player resolving the ability (kf:glossary/friendly; a card
used "as if it were yours" counts itself as friendly, kf:glossary/as-if-you-controlled-it).

**Amounts**: a number, ``"all"`` (where the verb allows it), an operand name (``OPERANDS``:
``you.amber``, ``opponent.keys``, ``event.amount``, ``this-way``, ...) or ``{"count":
<target dict>}`` — how many cards match (kf:glossary/for-each), ``{"half": <amount>}`` (rounded
down), ``{"all_but": N, "of": <amount>}`` (never below 0), ``{"times": N, "of": <amount>}``, ``{"difference": [<amount>, <amount>]}`` (never below 0);
``previous.power``/``previous.traits``: of the card the preceding effect chose.

**Conditions**: ``[left, op, right]`` with amounts; ``{"not": c}``, ``{"all": [c, ...]}``,
``{"any": [c, ...]}``, ``{"my_turn": true}``, ``{"exists": <target dict>}``, ``{"self": <filter dict>}`` /
``{"attached": <filter dict>}`` (the card itself / the creature its upgrade is on matches: "while it is damaged"),
``{"previous": <filter dict>}`` (the card(s) the preceding effect chose match; with
``"destroyed": true`` — "if this damage destroys that creature", kf:glossary/this-way).
No text from a scenario is ever evaluated as code. (Validation of all three: ``vocabulary.py``.)
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, Callable

from judge.i18n import verbatim

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

OPS: dict[str, Callable[[int, int], bool]] = {
    ">": operator.gt,
    ">=": operator.ge,
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
}
from .verbs_kcc import OPERANDS as _KCC_OPERANDS  # noqa: E402  (this-way counts per player: verbs_kcc.py)

_PLAYER_VALUES = (
    "amber", "keys", "chains", "creatures", "artifacts", "hand", "deck", "discard", "archives",
    "forged_last_turn", "key_cost", "creatures_destroyed", "creature_houses", "creature_amber",
    "forged_this_turn",
    "played", "creatures_played", "fights", "reaps", "unforged_keys",
    "kwc_stole_last_turn",  # æmber the player stole during their previous turn (verbs_kwc.end_turn_stolen)
    "kmc_creatures_used",  # creatures the active player used this turn (kmc.note_used)
)  # fmt: skip
#: kinds of tokens cards name (kf:glossary/other-tokens lists them; they do only what their cards say)
TOKEN_KINDS = ("doom", "disruption", "fuse", "glory", "growth", "scheme", "warrant")
OPERANDS = {f"{side}.{what}" for side in ("you", "opponent") for what in _PLAYER_VALUES} | {
    f"self.tokens.{kind}" for kind in TOKEN_KINDS  # "for each growth counter on this card"
} | {
    "play.creature_houses",  # houses represented among creatures in play, both sides (kf:rules/houses)
    "event.amount",
    "this-way",
    "healed-this-way",  # the creatures the preceding "heal" removed damage from (kf:glossary/this-way)
    "my-turn",
    "self.amber",
    "self.power",
    "self.damage",
    "self.power_counters",  # "double the number of +1 power counters on self" (kf:glossary/power-counter)
    "previous.power",
    "previous.traits",
    "kwa_it.amber",  # the æmber on the creature a constant "+N power for each A on it" reaches (text._amount)
    "attached.upgrades",  # upgrades on the creature this upgrade is on ("for each upgrade attached to it")
    "previous.bonus_icons",  # "for each bonus icon on the discarded card" (kf:glossary/bonus-icons)
    "kwc.shuffled_into_yours",  # cards the preceding shuffle put into the resolving player's deck (verbs_cards)
    "kwc.previous_aember_bonus",  # the æmber bonus of the cards the preceding effect affected, added up
    "kwc.purged_controlled",  # cards the player controlled that the preceding "purge each … with that trait" purged
    "self.kmc_uses",  # how often the card has been used this turn, this use included (kmc.note_used)
} | _KCC_OPERANDS
from .kho_houses import OPERANDS as _KHO_OPERANDS  # noqa: E402  houses among cards in play (kho_houses.py)

OPERANDS |= _KHO_OPERANDS

_BASE = {
    "creature": {},
    "enemy-creature": {"side": "enemy"},
    "friendly-creature": {"side": "friendly"},
    "other-creature": {"other": True},
    "other-friendly-creature": {"side": "friendly", "other": True},
    "other-enemy-creature": {"side": "enemy", "other": True},
    "artifact": {"kind": "artifact"},
    "enemy-artifact": {"kind": "artifact", "side": "enemy"},
    "friendly-artifact": {"kind": "artifact", "side": "friendly"},
    "creature-or-artifact": {"kind": "card"},
    "enemy-creature-or-artifact": {"kind": "card", "side": "enemy"},
    "friendly-creature-or-artifact": {"kind": "card", "side": "friendly"},
    "flank-creature": {"where": "flank"},
    "enemy-flank-creature": {"where": "flank", "side": "enemy"},
    "friendly-flank-creature": {"where": "flank", "side": "friendly"},
    "neighbor": {"where": "neighbor"},
    "upgrade": {"kind": "upgrade"},
    "most-powerful-creature": {"most_powerful": True},
    "most-powerful-enemy-creature": {"most_powerful": True, "side": "enemy"},
    "most-powerful-friendly-creature": {"most_powerful": True, "side": "friendly"},
    "least-powerful-creature": {"least_powerful": True},
    "least-powerful-enemy-creature": {"least_powerful": True, "side": "enemy"},
    "least-powerful-friendly-creature": {"least_powerful": True, "side": "friendly"},
}
NAMED = {**_BASE, **{f"each-{k}": {**v, "each": True} for k, v in _BASE.items()}}
CONTEXT = (
    "self", "event-creature", "event-defender", "event-card", "previous-target", "attached-creature",
    "attacked-creature", "granting-card",
)  # fmt: skip
SELECTORS = tuple(NAMED) + CONTEXT
SPEC_KEYS = {
    "kind": ("creature", "artifact", "card", "upgrade"),
    "side": ("any", "friendly", "enemy"),
    "where": ("flank", "non-flank", "neighbor", "center"),
    "of": ("self", "previous", "event", "attacked", "defender"),
    "among": ("previous",),
    "zone": ("play", "hand", "discard", "archives", "deck", "purged"),
    "player": ("you", "opponent", "any"),
    "shares_trait": ("self", "previous", "event", "attacked"),  # shares a trait with that card
    "kwa_shares_house_with": ("self", "previous"),  # shares a house with that card (shared_house.py)
    "shares_house": ("self", "previous", "event", "attacked", "discarded"),  # shares a house with that card
    "attached_to": ("self",),  # an upgrade attached to that card
    "kcc_other_name": ("previous",),  # a card whose name is not that of the card the preceding effect chose
    # creatures with a keyword they have now ("each elusive creature"; the names of cards/model.py KEYWORDS)
    "keyword": ("elusive", "skirmish", "taunt", "poison", "hazardous", "assault", "deploy", "alpha", "omega",
                "invulnerable"),
}
SPEC_FREE = {
    "count", "up_to", "each", "other", "new", "name", "house", "not_house", "trait", "not_trait", "type", "power",
    "damaged", "exhausted", "stunned", "most_powerful", "least_powerful", "destroyed", "token", "aember", "upgraded",
    "kwa_survived_damage", "kwa_house_neighbors",
    "kwb_warded",  # with (true) or without (false) a ward (kf:glossary/ward)
    "kwb_any",  # a list of filters: the card matches one of them ("an upgrade or Robot card")
    "kwb_house_creatures",  # N: it belongs to a house that has N or more creatures in play
    "bonus_icons", "gigantic",
    "kmc_self_or_neighbor",  # true: the card whose ability it is, or one of its neighbors (kmc.py)
}  # fmt: skip


# -- amounts and conditions ----------------------------------------------------------------
def amount(g: KeyForgeGame, value: Any, player: str, ctx: Ctx | None = None) -> int:
    """The number an amount stands for, for ``player`` ("you")."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, dict):
        if "kcc_sum" in value:  # amounts added up (verbs_kcc.py)
            from .verbs_kcc import amount as kcc_amount

            return kcc_amount(g, value, player, ctx)
        if "half" in value:  # "half ..., rounded down"
            return amount(g, value["half"], player, ctx) // 2
        if "times" in value:  # "+3 power for each neighbor it has" (kf:glossary/for-each)
            return value["times"] * amount(g, value["of"], player, ctx)
        if "kmc_power_of" in value:  # "the combined power of …": the power of every card that matches, added
            return sum(g.power(c) for c in matches(g, {**value["kmc_power_of"], "each": True}, ctx, player))
        if "at_most" in value:  # "(to a maximum of 3)": the amount, capped (kf:glossary/for-each)
            return min(amount(g, value["of"], player, ctx), value["at_most"])
        if "difference" in value:  # "draw cards equal to the difference" (never below 0)
            a, b = value["difference"]
            return max(amount(g, a, player, ctx) - amount(g, b, player, ctx), 0)
        if "all_but" in value:  # "all but 6 of your opponent's æmber" (never below 0); "in excess of" an operand
            return max(amount(g, value["of"], player, ctx) - amount(g, value["all_but"], player, ctx), 0)
        if "times" in value:  # "triple the amount of æmber you lost this way"
            return value["times"] * amount(g, value["of"], player, ctx)
        return len(matches(g, value["count"], ctx, player))
    if value.startswith("previous."):  # "that creature" — the card the preceding effect chose
        card = ctx.previous[0] if ctx and ctx.previous else None
        if card is None or g.card(card) is None:
            return 0
        seen = g.last_seen.get(card) if value == "previous.power" and not g.in_play(card) else None
        if seen and "power" in seen:  # kf:glossary/leaves-play: its power just before it left play
            g.record("last-known-power", [R.LEAVES_PLAY],
                     M("{card} hat das Spiel verlassen: es zählt seine Stärke davor ({power})",
                       card=g.name(card), power=seen['power']))
            return seen["power"]
        if value == "previous.bonus_icons":  # the æmber bonus and the other icons, printed or enhanced
            return (g.cdef(card).amber or 0) + len(g.bonus_icons(card))
        return g.power(card) if value == "previous.power" else len(g.cdef(card).traits)
    if value == "kwa_it.amber":  # kf:glossary/for-each — "each friendly creature gets +2 power for each A on it"
        it = ctx.memory.get("kwa_it") if ctx else None
        return (g.card(it).get("amber") or 0) if it and g.card(it) is not None else 0
    if value == "event.amount":
        return int((ctx.event.data.get("amount") if ctx and ctx.event else 0) or 0)
    if value == "this-way":
        return ctx.this_way if ctx else 0
    if value in _KCC_OPERANDS:  # this-way counts per player (verbs_kcc.py)
        from .verbs_kcc import amount as kcc_amount

        return kcc_amount(g, value, player, ctx)
    if value == "healed-this-way":  # "gain 1A for each creature healed this way" (verbs.heal_verb)
        return (ctx.memory.get("healed") or 0) if ctx else 0
    if value == "my-turn":
        return int(g.active_player() == player)
    if value == "attached.upgrades":  # kf:rules/upgrades — the upgrades on the creature this upgrade is on
        host = (g.card(ctx.source) or {}).get("attached_to") if ctx else None
        return len(g.upgrades_of(host)) if host and g.card(host) is not None else 0
    if value.startswith("self."):
        if not ctx or g.card(ctx.source) is None:
            return 0
        if value == "self.damage":  # "for each damage on this creature"
            return g.card(ctx.source).get("damage") or 0
        if value == "self.kmc_uses":  # "if this is the first time <it> has been used this turn" (kf:glossary/use)
            from .kmc import uses_this_turn

            return uses_this_turn(g, ctx.source)
        if value == "self.power_counters":  # kf:glossary/power-counter
            return g.card(ctx.source).get("power_counters") or 0
        if value.startswith("self.tokens."):  # "for each growth counter on this card" (kf:glossary/other-tokens)
            return (g.card(ctx.source).get("tokens") or {}).get(value.split(".", 2)[2], 0)
        return g.power(ctx.source) if value == "self.power" else (g.card(ctx.source).get("amber") or 0)
    if value.startswith("kho."):  # "for each house represented among cards in play" (kho_houses.py)
        from .kho_houses import operand as kho_operand

        return kho_operand(g, value)
    if value == "kwc.shuffled_into_yours":  # "for each card shuffled into your deck this way" (kf:glossary/this-way)
        return ((ctx.memory.get("kwc_shuffled_into") or {}).get(player, 0)) if ctx else 0
    if value == "kwc.previous_aember_bonus":  # kf:rules/aember-bonus — printed, plus æmber icons it was enhanced with
        cards = [c for c in (ctx.previous if ctx else []) if g.card(c) is not None]
        return sum((g.cdef(c).amber or 0) + g.bonus_icons(c).count("aember") for c in cards)
    if value == "kwc.purged_controlled":  # kf:glossary/this-way — read for each player (verbs_amber.each_player)
        return ((ctx.memory.get("kwc_purged_by") or {}).get(player, 0)) if ctx else 0
    if value == "play.creature_houses":  # "for each house represented among creatures in play"
        return len({h for q in g.players() for h in _creature_houses(g, q)})
    side, what = value.split(".")
    p = player if side == "you" else g.opponent(player)
    if what == "creatures":
        return len(g.creatures(p))
    if what == "forged_this_turn":  # keys the active player forged this turn (kf:glossary/forge)
        return (g.state.get("turn.forged") or 0) if p == g.active_player() else 0
    if what == "creature_amber":  # "each æmber on friendly creatures" (kf:glossary/aember)
        return sum(g.card(c).get("amber") or 0 for c in g.creatures(p))
    if what == "creature_houses":  # "creatures from N different houses" (kf:rules/houses)
        return len(_creature_houses(g, p))
    if what in ("hand", "deck", "discard", "archives", "artifacts"):
        return len(g.state.get(f"players.{p}.{what}"))
    if what == "unforged_keys":  # kf:glossary/keys — three keys win
        from .amber import KEYS_TO_WIN

        return max(KEYS_TO_WIN - (g.player(p).get("keys") or 0), 0)
    if what in ("played", "creatures_played", "fights", "reaps", "kmc_creatures_used"):  # this turn, by the active player
        return (g.state.get("turn.done") or {}).get(what, 0) if p == g.active_player() else 0
    if what == "key_cost":
        from .amber import key_cost

        return key_cost(g, p)
    return g.player(p).get(what) or 0


def condition_holds(g: KeyForgeGame, cond: Any, player: str, ctx: Ctx | None = None) -> bool:
    if isinstance(cond, list):
        return OPS[cond[1]](amount(g, cond[0], player, ctx), amount(g, cond[2], player, ctx))
    (k, v), = cond.items()
    if k == "not":
        return not condition_holds(g, v, player, ctx)
    if k == "all":
        return all(condition_holds(g, c, player, ctx) for c in v)
    if k == "any":
        return any(condition_holds(g, c, player, ctx) for c in v)
    if k == "my_turn":
        return (g.active_player() == player) == v
    if k == "exists":
        return bool(matches(g, v, ctx, player))
    if k in ("self", "attached"):  # the card itself (or the creature its upgrade is on) matches:
        return _self_fits(g, k, v, ctx, player)  # "while it is damaged", "while on a flank"
    if k == "kab_attacking":  # "while attacking an enemy flank creature" (verbs_kab.py)
        from .verbs_kab import attacking

        return attacking(g, v, ctx, player)
    if k.startswith("kmc_"):  # conditions of Mass Mutation cards (kmc.py)
        from .kmc import holds

        return holds(g, k, v, player, ctx)
    if k.startswith("kxa_"):  # conditions of the 'kxa' compiler family's cards (kxa.py)
        from .kxa import holds as kxa_holds

        return kxa_holds(g, k, v, player, ctx)
    prev = ctx.previous if ctx else []
    return bool(prev) and all(_fits(g, c, v, ctx, player) for c in prev)


def _self_fits(g: KeyForgeGame, k: str, spec: dict, ctx: Ctx | None, player: str) -> bool:
    """kf:rules/constant-abilities — a constant ability "while <it> is ..." is read from the
    board as it is now: the card whose ability it is (``self``), or the creature an upgrade
    is attached to (``attached``), must be in play and match the filter."""
    src = ctx.source if ctx else None
    card = g.card(src) if src else None
    if card is None:
        return False
    it = card.get("attached_to") if k == "attached" else src
    return bool(it) and g.in_play(it) and _fits(g, it, spec, None, player)


# -- targets ---------------------------------------------------------------------------------
def spec_of(target: Any) -> dict | None:
    return dict(NAMED[target]) if isinstance(target, str) and target in NAMED else (target if isinstance(target, dict) else None)


def _pool(g: KeyForgeGame, spec: dict, player: str) -> list[str]:
    zone = spec.get("zone", "play")
    if isinstance(zone, list):
        return [c for z in zone for c in _pool(g, {**spec, "zone": z}, player)]
    if zone != "play":
        who = spec.get("player", "you")
        players = g.players() if who == "any" else [player if who == "you" else g.opponent(player)]
        return [c for p in players for c in g.state.get(f"players.{p}.{zone}")]
    kind = spec.get("kind", "creature")
    out = []
    if kind in ("creature", "card"):
        out += g.creatures()
    if kind in ("artifact", "card"):
        out += g.artifacts()
    if kind == "upgrade":
        out += [u for c in g.creatures() for u in g.upgrades_of(c)]
    return out


def friendly(g: KeyForgeGame, iid: str, player: str, ctx: Ctx | None = None) -> bool:
    """kf:glossary/friendly, kf:glossary/as-if-you-controlled-it"""
    if ctx is not None and ctx.as_if and iid == ctx.source:
        return True
    return g.card(iid)["controller"] == player


def _fits(g: KeyForgeGame, c: str, spec: dict, ctx: Ctx | None, player: str) -> bool:
    side = spec.get("side", "any")
    if side != "any" and friendly(g, c, player, ctx) != (side == "friendly"):
        return False
    if spec.get("other") and ctx is not None and c == ctx.source:
        return False
    if spec.get("new") and ctx is not None and c in ctx.chosen:
        return False
    cdef = g.cdef(c)
    if spec.get("name") and cdef.name.casefold() != _name(g, spec["name"], ctx).casefold():
        return False
    if spec.get("kcc_other_name") and any(  # "with a different name" than that card (families/kcc.py)
            g.cdef(a).name.casefold() == cdef.name.casefold() for a in _anchor(g, spec["kcc_other_name"], ctx)):
        return False
    if spec.get("house") and not g.belongs_to(c, _house(spec["house"], ctx)):
        return False
    if spec.get("not_house") and g.belongs_to(c, _house(spec["not_house"], ctx)):
        return False
    if spec.get("trait") and spec["trait"] not in g.traits(c):  # printed or gained (kf:glossary/traits)
        return False
    if spec.get("not_trait") and spec["not_trait"] in g.traits(c):
        return False
    if spec.get("token") and not (g.card(c).get("tokens") or {}).get(spec["token"]):
        return False
    if spec.get("type") and cdef.type != spec["type"]:
        return False
    if "destroyed" in spec and (ctx is None or (c in ctx.destroyed) != spec["destroyed"]):
        return False
    creature = g.is_creature(c)
    for key in ("damaged", "exhausted", "stunned"):
        if key in spec:
            have = bool(g.card(c).get("damage" if key == "damaged" else key))
            if have != spec[key]:
                return False
    if "kwa_survived_damage" in spec:  # damaged, and came through the damage check (damage_survived.py)
        from .damage_survived import fits

        if not fits(g, c, spec["kwa_survived_damage"]):
            return False
    if "kwa_house_neighbors" in spec:  # shares a house with N of its neighbors (shared_house.py)
        from .shared_house import fits as shares_with_neighbors

        if not shares_with_neighbors(g, c, spec["kwa_house_neighbors"]):
            return False
    if "kwa_shares_house_with" in spec:  # kf:rules/houses — "… that shares a house with it"
        from .shared_house import share_a_house

        if not any(share_a_house(g, c, a) for a in _anchor(g, spec["kwa_shares_house_with"], ctx)):
            return False
    if "kwb_house_creatures" in spec:  # kf:rules/houses — "belongs to a house that has 3 or more creatures in play"
        from .cards.model import HOUSES

        if not any(g.belongs_to(c, h) and sum(g.belongs_to(o, h) for o in g.creatures()) >= spec["kwb_house_creatures"]
                   for h in HOUSES):
            return False
    if spec.get("kmc_self_or_neighbor") and (ctx is None or (c != ctx.source and c not in g.neighbors(ctx.source))):
        return False  # "<self> or one of its neighbors" (kf:glossary/neighbor)
    if "kwb_any" in spec and not any(_fits(g, c, sub, ctx, player) for sub in spec["kwb_any"]):
        return False
    if "kwb_warded" in spec and bool(g.card(c).get("ward")) != spec["kwb_warded"]:  # "move a ward from a creature"
        return False
    if "aember" in spec and bool(g.card(c).get("amber")) != spec["aember"]:  # "with (no) æmber on it"
        return False
    if "upgraded" in spec and bool(g.upgrades_of(c)) != spec["upgraded"]:  # "with an upgrade"
        return False
    if "gigantic" in spec and bool(cdef.gigantic) != spec["gigantic"]:  # "either half of a gigantic creature"
        return False  # kf:glossary/gigantic
    if "attached_to" in spec and (ctx is None or g.card(c).get("attached_to") != ctx.source):
        return False  # "each upgrade on self" (kf:rules/upgrades)
    if "shares_house" in spec:  # kf:rules/houses — "a creature that shares a house with the destroyed creature"
        anchors = _anchor(g, spec["shares_house"], ctx)
        if not any(g.belongs_to(c, g.house_of(a)) or g.belongs_to(a, g.house_of(c)) for a in anchors):
            return False
    if "bonus_icons" in spec and bool(cdef.amber or g.bonus_icons(c)) != spec["bonus_icons"]:  # "with no bonus icons"
        return False  # kf:glossary/bonus-icons: the æmber bonus and the other icons, printed or enhanced
    if "shares_trait" in spec:  # kf:glossary/traits — "each creature that shares a trait with it"
        mine = set(cdef.traits)
        if not any(mine & set(g.cdef(a).traits) for a in _anchor(g, spec["shares_trait"], ctx)):
            return False
    if "keyword" in spec and not (creature and g.keyword(c, spec["keyword"])):  # kf:rules/constant-abilities
        return False
    if "power" in spec:
        if not creature:
            return False
        p, want = g.power(c), spec["power"]
        if want in ("even", "odd"):
            if (p % 2 == 0) != (want == "even"):
                return False
        elif want[1] == "self.power":  # "with lower power than self": compared with the card's own power
            n = g.power(ctx.source) if ctx and g.in_play(ctx.source) else None
            if n is None or not OPS[want[0]](p, n):
                return False
        else:  # [op, N]; N "chosen": the number the ability's "choose a number" chose
            n = want[1] if isinstance(want[1], int) else (ctx.memory.get("number") if ctx else None)
            if n is None or not OPS[want[0]](p, n):
                return False
    where = spec.get("where")
    if where and not creature:
        return False
    if where == "flank" and not g.is_flank(c):
        return False
    if where == "non-flank" and g.is_flank(c):
        return False
    if where == "center":
        line = g.creatures(g.controller(c))
        if len(line) % 2 == 0 or line[len(line) // 2] != c:
            return False
    if where == "neighbor":
        of = spec.get("of", "self")
        around = _anchor(g, of, ctx)
        if not any(c in g.neighbors(a) for a in around):
            return False
    return True


def _creature_houses(g: KeyForgeGame, player: str) -> set[str]:
    """kf:rules/houses — the houses of a player's creatures (every house for one that belongs to all)."""
    from .cards.model import HOUSES

    return {h for c in g.creatures(player) for h in (HOUSES if g.all_houses(c) else (g.house_of(c),))}


def _name(g: KeyForgeGame, name: str, ctx: Ctx | None) -> str:
    """A card name a filter names; ``"self"``: the name of the card whose ability it is ("a copy of X")."""
    return g.cdef(ctx.source).name if name == "self" and ctx is not None else name


def _house(house: str, ctx: Ctx | None) -> str | None:
    """A house a filter names; ``"chosen"``: the one the ability's "choose a house" chose;
    ``"event"``: the one the event chose ("after a player chooses an active house, … of that house")."""
    if house == "event":
        return (ctx.event.data.get("house") if ctx and ctx.event else None)
    return (ctx.memory.get("house") if ctx else None) if house == "chosen" else house


def _anchor(g: KeyForgeGame, of: str, ctx: Ctx | None) -> list[str]:
    if ctx is None:
        return []
    if of == "previous":
        return list(ctx.previous)
    if of == "discarded":  # the card(s) this ability's last discard put into a discard pile
        return list(ctx.memory.get("discarded") or [])
    if of == "event":
        card = ctx.event.data.get("card") if ctx.event else None
        return [card] if card else []
    if of == "attacked":
        return [ctx.memory["attacked"]] if ctx.memory.get("attacked") else []
    if of == "defender":  # the creature the fight of this "Fight:" ability attacks (kf:glossary/fight)
        card = ctx.event.data.get("defender") if ctx.event else None
        return [card] if card else []
    return [ctx.source]


def matches(g: KeyForgeGame, spec: dict | str, ctx: Ctx | None, player: str, verb: str = "") -> list[str]:
    """Every card a target spec can reach, in board order."""
    spec = spec_of(spec) or {}
    pool = list(ctx.previous) if spec.get("among") == "previous" and ctx else _pool(g, spec, player)
    found = [c for c in pool if _fits(g, c, spec, ctx, player)]
    if spec.get("most_powerful") or spec.get("least_powerful"):
        n = spec.get("count") if isinstance(spec.get("count"), int) else 1
        if found and n > 1:  # "the 3 most powerful": a group, up to the ties at its edge (kf:glossary/most-powerful)
            edge = _group_edge(g, found, spec, n)
            found = [c for c in found if edge is None or _ranks(g, c, spec) >= edge]
        elif found:
            pick = max if spec.get("most_powerful") else min
            best = pick(g.power(c) for c in found)
            found = [c for c in found if g.power(c) == best]
    ranked = R.MOST_POWERFUL if spec.get("most_powerful") else R.LEAST_POWERFUL if spec.get("least_powerful") else None
    return _not_marked(g, found, verb, ranked)


def _ranks(g: KeyForgeGame, c: str, spec: dict) -> int:
    """Higher is better placed: power for "most powerful", minus power for "least powerful"."""
    return g.power(c) if spec.get("most_powerful") else -g.power(c)


def _group_edge(g: KeyForgeGame, found: list[str], spec: dict, n: int) -> int | None:
    """kf:glossary/most-powerful, kf:glossary/least-powerful — a group of "the N most powerful"
    is filled from the top: the rank of its N-th member (None: fewer than N, all of them)."""
    if len(found) <= n:
        return None
    return sorted((_ranks(g, c, spec) for c in found), reverse=True)[n - 1]


def _not_marked(g: KeyForgeGame, found: list[str], verb: str, ranked: str | None) -> list[str]:
    """kf:glossary/destroyed — "Spieler können keine Kreatur zum Opfern oder Zerstören wählen,
    die bereits zum Zerstören markiert worden sind": a card marked for destruction (still in
    play until the discard step, kf:timing/destroyed/discard) cannot be chosen to be
    destroyed or sacrificed. "The most powerful" is read over every creature in play, the
    marked ones included (kf:glossary/most-powerful); on a tie the choice falls on one not
    marked. When every card it names is marked (``ranked``: the rule that named them), the
    effect still names them and fails on them ("jeder Effekt, der versucht eine solche Karte …
    zu zerstören, scheitert"; docs/rulings.md, KeyForge 35)."""
    if verb not in ("destroy", "sacrifice"):
        return found
    free = [c for c in found if not g.card(c).get("marked")]
    if not free and ranked:
        return found
    if free and ranked and len(free) < len(found):
        names = ", ".join(g.name(c) for c in found if c not in free)
        g.record(
            "marked-not-chosen",
            [R.DESTROYED, ranked, R.ACTIVE_PLAYER],
            M("{names}: bereits zum Zerstören markiert, kann nicht gewählt werden ({verb})", names=names, verb=verb),
        )
    return free


def context_target(g: KeyForgeGame, selector: str, ctx: Ctx) -> list[str]:
    """The cards a context selector names (kf:glossary/ability: a destroyed card can still be
    found in the discard pile; one moved to a hidden zone cannot, kf:glossary/leaves-play)."""
    data = ctx.event.data if ctx.event else {}
    if selector == "self":  # in play, or the action card that is resolving (it has no zone yet)
        return [ctx.source] if g.in_play(ctx.source) or g.zone_of(ctx.source) is None else []
    if selector == "attacked-creature":  # the creature the preceding "fight with" attacked
        card = ctx.memory.get("attacked")
        return [card] if card and g.is_creature(card) else []
    if selector == "granting-card":  # the card whose text gives this ability (kf:glossary/self-referential-text)
        return [ctx.granter] if ctx.granter and g.in_play(ctx.granter) else []
    if selector == "attached-creature":
        host = g.card(ctx.source).get("attached_to")
        return [host] if host and g.is_creature(host) else []
    if selector in ("event-creature", "event-defender", "event-card"):
        card = data.get("defender" if selector == "event-defender" else "card")
        if not card:
            return []
        if selector == "event-card":  # in play, or where a destroyed card went: the discard pile
            return [card] if g.in_play(card) or (g.zone_of(card) or ("", ""))[1] == "discard" else []
        return [card] if g.is_creature(card) else []
    # a card in a hidden zone can be named if the ability looked at or revealed it ("archive it");
    # purged cards lie face up (kf:glossary/purge): "purge an artifact, resolve its bonus icons"
    seen = ctx.memory.get("seen", ())
    open_zone = [c for c in ctx.previous
                 if g.in_play(c) or (g.zone_of(c) or ("", ""))[1] in ("discard", "purged") or c in seen]
    return open_zone


def choose(g: KeyForgeGame, target: Any, ctx: Ctx, verb: str, player: str | None = None) -> list[str]:
    """The cards an effect affects; the active player chooses among the legal ones
    (kf:glossary/active-player); with none, nothing happens (kf:rules/resolve-as-much-as-possible).

    ``"up_to": N`` lets the chooser stop early ("done"); ``"up_to": "any"`` ("any number of")
    has no upper limit but the legal cards themselves: they are picked one at a time, each
    at most once, until the chooser says "done" or none are left, and zero is a valid choice
    (kf:glossary/ability: the player resolving the ability makes its choices,
    kf:glossary/active-player)."""
    player = player or ctx.controller
    if isinstance(target, str) and target in CONTEXT:
        found = context_target(g, target, ctx)
        if not found:
            g.record(
                "no-target",
                [R.RESOLVE_AS_MUCH_AS_POSSIBLE, R.ABILITY],
                M("{name}: „{target}“ ist nicht (mehr) erreichbar ({verb})",
                  name=g.name(ctx.source), target=target, verb=verb),
            )
        return found
    spec = spec_of(target)
    found = matches(g, spec, ctx, player, verb)
    if spec.get("each"):
        return found
    name = g.name(ctx.source)
    if not found:
        g.record(
            "no-target",
            [R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            M("{name}: kein mögliches Ziel ({verb})", name=name, verb=verb),
        )
        return []
    want = len(found) if spec.get("up_to") == "any" else spec.get("up_to") or spec.get("count") or 1
    chosen: list[str] = []
    if want > 1 and (spec.get("most_powerful") or spec.get("least_powerful")) and not spec.get("up_to"):
        # the group's members above its edge are in it; the active player picks only among the ties at
        # the edge (kf:glossary/most-powerful: "wählt der aktive Spieler, welche dieser Kreaturen ...")
        edge = _group_edge(g, found, spec, want)
        chosen = [c for c in found if edge is None or _ranks(g, c, spec) > edge]
    for n in range(len(chosen), want):
        left = [c for c in found if c not in chosen]
        if not left:
            break
        options = [(c, g.name(c)) for c in left]
        if spec.get("up_to"):
            options.append(("done", "done"))
        question = (M("{name} ({verb}): welche Kreatur?", name=name, verb=verb)
                    if spec.get("kind", "creature") == "creature" else M("{name} ({verb}): welche Karte?", name=name, verb=verb))
        pick = g.ask(
            f"target:{name}",
            question + (verbatim(f" ({n + 1}/{want})") if want > 1 else ""), options,
            [R.ABILITY, R.ACTIVE_PLAYER],
        )
        if pick == "done":
            break
        chosen.append(pick)
    return chosen
