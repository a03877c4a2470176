"""What each effect verb of the card format does: æmber, keys, damage and status verbs
here; verbs that move cards, play or use them in ``verbs_cards.py``. Every verb returns
whether it fully happened (for "if you do", kf:glossary/if-you-do). ``PARAMS`` lists the
keys each verb takes besides the shared modifiers (``abilities.MODIFIERS``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from judge.i18n import verbatim

from . import amber
from . import rules as R
from .damage import deal_damage, heal
from .destroyed import destroy
from .i18n import MN, M

if TYPE_CHECKING:
    from judge.i18n import Text

    from .abilities import Ctx
    from .game import KeyForgeGame


def _targets(g, eff, ctx, verb, default="self"):
    from .abilities import select

    return select(g, eff.get("target", default), ctx, verb)


def _who(g, eff, ctx):
    from .abilities import who

    return who(g, eff, ctx)


def _n(g, value, ctx) -> int:
    from .abilities import amount_of

    return amount_of(g, value, ctx)


def _tag(g, ctx) -> Text:
    """The source named after an amount (" (Card)"), the same in every language."""
    return verbatim(f" ({g.name(ctx.source)})")


def gain(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/aember"""
    n = _n(g, eff["gain"], ctx)
    ctx.this_way = amber.gain(g, _who(g, eff, ctx), n, [R.ABILITY], _tag(g, ctx))
    return ctx.this_way > 0


def lose(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/aember"""
    n = eff["lose"] if eff["lose"] == "all" else _n(g, eff["lose"], ctx)
    ctx.this_way = amber.lose(g, _who(g, eff, ctx), n, [R.ABILITY])
    return ctx.this_way > 0


def steal(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/steal"""
    n = _n(g, eff["steal"], ctx)
    ctx.this_way = amber.steal(g, _who(g, eff, ctx), n, [R.ABILITY])
    return ctx.this_way == n


def capture(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/capture — by the card itself unless the effect names another creature;
    from the opponent of the player resolving the ability (a card used "as if it were
    yours" captures from your opponent), or from its own side."""
    from .abilities import select

    by = eff.get("by", "self")
    if eff.get("kcc_distinct"):  # "each creature cannot capture more than 1A this way": one not chosen before
        from .select import spec_of

        by = {**spec_of(by), "new": True}
    capturers = select(g, by, ctx, "capture")
    if not capturers:
        return False
    if len(capturers) > 1 and eff.get("from") != "event":  # "each friendly Knight captures 1A": one after another
        n = _n(g, eff["capture"], ctx)
        total = 0
        for creature in capturers:
            source = g.controller(creature) if eff.get("from") == "own-side" else g.opponent(g.controller(creature))
            total += amber.capture(g, creature, n, [R.ABILITY], from_player=source)
        ctx.this_way = total
        return total == n * len(capturers)
    creature = capturers[0]
    n = _n(g, eff["capture"], ctx)
    source = g.controller(creature) if eff.get("from") == "own-side" else g.opponent(ctx.controller)
    if eff.get("by", "self") != "self" and eff.get("from") != "own-side":
        source = g.opponent(g.controller(creature))
    if eff.get("from") == "event":  # "captures it": only the æmber the event just gave
        data = ctx.event.data
        source = data["player"]
        n = min(n, data.get("left", n))
        if n <= 0:
            g.record("nothing-to-capture", [R.CAPTURE, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                     M("{source}: dieses Æmber ist schon erbeutet", source=g.name(ctx.source)))
            return False
        ctx.this_way = amber.capture(g, creature, n, [R.ABILITY], from_player=source)
        if not amber.protected_by(g, source, "taken_from_supply"):
            data["left"] = data.get("left", n) - ctx.this_way
        return ctx.this_way == n
    ctx.this_way = amber.capture(g, creature, n, [R.ABILITY], from_player=source)
    return ctx.this_way == n


def pay(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/pay — from the payer's pool to their opponent's ("who" pays)."""
    payer = _who(g, eff, ctx)
    have = g.player(payer)["amber"]
    n = have if eff["pay"] == "all" else min(_n(g, eff["pay"], ctx), have)
    other = g.opponent(payer)
    g.state.add(f"players.{payer}.amber", -n)
    g.state.add(f"players.{other}.amber", n)
    g.record("pay", [R.PAY, R.ABILITY],
             MN("{payer} bezahlt {other} {n} Æmber", "{payer} bezahlt {other} {n} Æmber", payer=payer, other=other,
                n=n))
    ctx.this_way = n
    return n > 0


def exalt(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/exalt — 1 æmber from the common supply onto the creature."""
    n = 1 if eff["exalt"] is True else _n(g, eff["exalt"], ctx)
    targets = _targets(g, eff, ctx, "exalt")
    for t in targets:
        g.state.add(f"cards.{t}.amber", n)
        g.record("exalt", [R.EXALT, R.ABILITY],
                 MN("{card} wird erhoben (+{n} Æmber)", "{card} wird erhoben (+{n} Æmber)", card=g.name(t), n=n))
    return bool(targets)


def place_aember(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/aember — æmber from the common supply onto a card (not exalting: any card)."""
    n = _n(g, eff["place_aember"], ctx)
    targets = _targets(g, eff, ctx, "place_aember")
    for t in targets:
        g.state.add(f"cards.{t}.amber", n)
        g.record("place-aember", [R.AEMBER, R.ABILITY],
                 MN("{n} Æmber aus der Reserve auf {card}", "{n} Æmber aus der Reserve auf {card}", n=n,
                    card=g.name(t)))
    return bool(targets)


def move_aember(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/move — æmber moved between cards (or to the supply, or to your pool) is not captured,
    stolen or lost. "Move each A from friendly creatures to your pool": from every matching card."""
    from .abilities import select, who
    from .select import spec_of

    sources = select(g, eff.get("from", "self"), ctx, "move_aember")
    if not sources:
        return False
    to = eff.get("to", "supply")
    if not (to in ("supply", "pool") and (spec_of(eff.get("from")) or {}).get("each")):
        sources = sources[:1]
    dest = None if to in ("supply", "pool") else next(iter(select(g, to, ctx, "move_aember")), None)
    if to not in ("supply", "pool") and dest is None:
        return False
    moved = 0
    pool = who(g, eff, ctx)
    for src in sources:
        have = g.card(src).get("amber") or 0
        n = have if eff["move_aember"] == "all" else min(_n(g, eff["move_aember"], ctx), have)
        g.state.add(f"cards.{src}.amber", -n)
        if dest:
            g.state.add(f"cards.{dest}.amber", n)
        if to == "pool":  # "move 1A from a creature to your pool": the resolving player's pool,
            g.state.add(f"players.{pool}.amber", n)  # or the one "who" names ("to your opponent's pool")
        where = M("in die allgemeine Reserve") if dest is None else M("auf {card}", card=g.name(dest))
        if to == "pool":
            where = M("in den Vorrat von {player}", player=pool)
        g.record(
            "move-aember",
            [R.MOVE, R.ABILITY],
            MN("{n} Æmber von {card} {where} verschoben", "{n} Æmber von {card} {where} verschoben", n=n,
               card=g.name(src), where=where),
        )
        moved += n
    ctx.this_way = moved
    return moved > 0


def deal_damage_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/damage — every target at the same time; remembers which it destroyed
    ("if this damage destroys that creature", kf:glossary/this-way). ``splash``: each
    neighbour of a target is dealt that much too (kf:glossary/splash-attack), in the same batch.
    ``ignore_armor``: "this damage cannot be prevented by armor" (kf:glossary/armor)."""
    n = _n(g, eff["deal_damage"], ctx)  # before choosing: "equal to the archived creature's power"
    targets = _targets(g, eff, ctx, "deal_damage", default="creature")
    mark = len(g.destroyed_log)
    hits = [(t, n) for t in targets]
    if "kwc_if_damaged" in eff:  # "if that creature was already damaged, deal 3D instead" (kf:glossary/replacement-effects)
        hits = [(t, _n(g, eff["kwc_if_damaged"], ctx) if g.card(t).get("damage") else n) for t in targets]
        g.record("replaced", [R.REPLACEMENT_EFFECTS, R.DAMAGE],
                 M("{source}: jede schon beschädigte Kreatur erhält {kwc_if_damaged} Schaden statt {n}",
                   source=g.name(ctx.source), kwc_if_damaged=eff['kwc_if_damaged'], n=n))
    if eff.get("splash"):
        splash = _n(g, eff["splash"], ctx)
        hits += [(x, splash) for t in targets for x in g.neighbors(t)]
        g.record("splash", [R.SPLASH, R.ABILITY],
                 M("{source}: Explosion, {splash} Schaden an jeden Nachbarn", source=g.name(ctx.source), splash=splash))
    deal_damage(g, hits, [R.ABILITY], source=ctx.source, ignore_armor=bool(eff.get("ignore_armor")))
    ctx.destroyed = [t for t in targets if t in g.destroyed_log[mark:]]
    ctx.this_way = len(ctx.destroyed)  # "for each creature destroyed this way" (kf:glossary/this-way)
    return bool(targets)


def stun(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/stun — a stunned creature cannot be stunned again."""
    done = False
    for t in _targets(g, eff, ctx, "stun"):
        if g.card(t).get("stunned"):
            g.record(
                "already-stunned",
                [R.STUN],
                M("{card} ist bereits betäubt: nichts geschieht", card=g.name(t)),
            )
            continue
        g.state.set(f"cards.{t}.stunned", True)
        g.record("stun", [R.STUN], M("{card} wird betäubt", card=g.name(t)))
        done = True
    return done


def chosen_in_turn(g: KeyForgeGame, eff: dict, ctx: Ctx, verb: str) -> list[str]:
    """The cards an instruction acts on: its ``target``, or with ``targets`` ("destroy a friendly
    creature and an enemy creature") each selector chosen in turn, all then acted on together
    (they become the instruction's previous targets)."""
    if "targets" not in eff:
        return _targets(g, eff, ctx, verb)
    targets: list[str] = []
    for t in eff["targets"]:
        targets += [c for c in _targets(g, {"target": t}, ctx, verb) if c not in targets]
    ctx.previous = list(targets)
    return targets


def destroy_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/destroyed — ``targets`` (instead of ``target``): "destroy a friendly creature
    and an enemy creature": each is chosen in turn, then all are destroyed at the same time."""
    targets = chosen_in_turn(g, eff, ctx, "destroy")
    for t in targets:
        if g.card(t).get("marked"):
            g.record(
                "already-marked",
                [R.DESTROYED, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                M("{card} ist bereits zum Zerstören markiert: nichts weiter geschieht", card=g.name(t)),
            )
    done = destroy(g, targets, [R.ABILITY])
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    return bool(done) and len(done) == len(targets)


def sacrifice(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/sacrifice — only a card you control (or use as if it were yours,
    kf:glossary/as-if-you-controlled-it); it counts as destroyed. "Sacrifice a creature":
    the choice is among the creatures you control."""
    from .select import friendly, spec_of

    spec = spec_of(eff.get("target", "self"))
    if spec is not None and spec.get("side", "any") == "any":
        eff = {**eff, "target": {**spec, "side": "friendly"}}
    # "its controller must sacrifice it" (``who``): the card must be that player's
    player = _who(g, eff, ctx) if "who" in eff else ctx.controller
    targets = [t for t in _targets(g, eff, ctx, "sacrifice") if friendly(g, t, player, ctx)]
    done = destroy(g, targets, [R.SACRIFICE, R.ABILITY])
    ctx.destroyed = list(done)
    ctx.this_way = len(done)
    return bool(done)


def heal_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/heal — "this way" is the damage healed ("if you healed 4 or more damage
    this way", kf:glossary/this-way)."""
    n = "full" if eff["heal"] == "full" else _n(g, eff["heal"], ctx)
    healed = [heal(g, t, n, [R.ABILITY]) for t in _targets(g, eff, ctx, "heal")]
    ctx.this_way = sum(healed)
    ctx.memory["healed"] = sum(1 for h in healed if h > 0)  # "each creature healed this way": damage removed
    return any(healed)


def power_counters(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/power-counter"""
    n = _n(g, eff["power_counters"], ctx)
    targets = _targets(g, eff, ctx, "power_counters")
    for t in targets:
        g.state.add(f"cards.{t}.power_counters", n)
        g.record("power-counters", [R.POWER_COUNTER, R.ABILITY],
                 M("{card} erhält {n} +1-Stärke-Marker", card=g.name(t), n=n))
    return bool(targets)


def _flag(name: str, key: str, value: bool, cite: str, said: Callable[[str], Text]):
    """kf:rules/ready-and-exhausted, kf:glossary/ward, kf:glossary/enrage — verbs that set a status on creatures;
    ``said(card name)`` says what happened."""

    def verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
        targets = _targets(g, eff, ctx, name)
        for t in targets:
            g.state.set(f"cards.{t}.{key}", value)
            g.record(key, [cite, R.ABILITY], said(g.name(t)))
        return bool(targets)

    return verb


def draw(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:turn/step-5 (drawing)"""
    from .turn import draw as draw_cards

    n = _n(g, eff["draw"], ctx)
    ctx.this_way = draw_cards(g, _who(g, eff, ctx), n, [R.ABILITY])
    return ctx.this_way == n


def chains(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/chains"""
    player = _who(g, eff, ctx)
    n = _n(g, eff["chains"], ctx)
    g.state.add(f"players.{player}.chains", n)
    g.record("chains", [R.CHAINS, R.ABILITY], M("{player} erhält {n} Ketten", player=player, n=n))
    return True


def unforge(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/unforge — one forged key turns back (it must be forged again)."""
    player = _who(g, {"who": "opponent", **eff}, ctx)
    n = min(1 if eff["unforge"] is True else _n(g, eff["unforge"], ctx), g.player(player)["keys"])
    g.state.add(f"players.{player}.keys", -n)
    g.record("unforge", [R.UNFORGE, R.ABILITY], M("{n} Schlüssel von {player} wird ungeschmiedet", n=n, player=player))
    return n > 0


def forge(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/forge, kf:glossary/cost — forge a key now: at the current cost, at no
    cost ("free"), or at the current cost modified (``modify``, ``minus`` amounts)."""
    spec = eff["forge"] if isinstance(eff["forge"], dict) else {"free": eff["forge"] == "free"}
    player = _who(g, eff, ctx)
    cost = 0 if spec.get("free") else amber.key_cost(g, player)
    cost += _n(g, spec.get("modify", 0), ctx) - _n(g, spec.get("minus", 0), ctx)
    return amber.forge_key(g, player, max(cost, 0), [R.ABILITY, R.KEY_COST])


def choose_verb(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "choose a creature": the card the following effects call "that
    creature" (``previous-target``, ``previous.power``, ``{"previous": ...}`` conditions)."""
    if "targets" in eff:  # "choose 2 friendly creatures and 2 enemy creatures": each group in turn, all remembered
        targets: list[str] = []
        for t in eff["targets"]:
            targets += [c for c in _targets(g, {"target": t}, ctx, "choose") if c not in targets]
        ctx.previous = list(targets)
    else:
        targets = _targets(g, eff, ctx, "choose", default="creature")
    if targets:
        names = ", ".join(g.name(t) for t in targets)
        g.record("chosen", [R.ABILITY, R.ACTIVE_PLAYER],
                 M("{source}: gewählt wird {names}", source=g.name(ctx.source), names=names))
    return bool(targets)


def choose_number(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/ability — "choose a number": later effects say "that number" (a power filter
    ``["==", "chosen"]``). Any number may be chosen; the options are the powers of the creatures in
    play and "other" (any other number: it matches no creature, so all those numbers do the same)."""
    name = g.name(ctx.source)
    powers = sorted({g.power(c) for p in g.players() for c in g.creatures(p)})
    pick = g.ask(f"number:{name}", M("{name}: welche Zahl?", name=name), [(str(n), str(n)) for n in powers] + [("other", "other")], [R.ABILITY], chooser=ctx.controller)
    ctx.memory["number"] = None if pick == "other" else int(pick)
    g.record("number-chosen", [R.ABILITY],
             M("{name}: {controller} wählt die Zahl {pick}", name=name, controller=ctx.controller, pick=pick))
    return True


def place_token(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/other-tokens — a token only a card names (doom, ...): it does what its card says."""
    kind = eff["place_token"]
    targets = _targets(g, eff, ctx, "place_token", default="creature")
    for t in targets:
        tokens = dict(g.card(t).get("tokens") or {})
        tokens[kind] = tokens.get(kind, 0) + 1
        g.state.set(f"cards.{t}.tokens", tokens)
        g.record("token", [R.OTHER_TOKENS, R.ABILITY],
                 M("{card} erhält einen Marker ({kind})", card=g.name(t), kind=kind))
    return bool(targets)


def remove_token(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/other-tokens — "remove each growth counter from this card": every token of that
    kind goes; "this way" counts them ("steal 1A for each scheme counter removed this way")."""
    kind = eff["remove_token"]
    removed = 0
    for t in _targets(g, eff, ctx, "remove_token", default="self"):
        tokens = dict(g.card(t).get("tokens") or {})
        n = tokens.pop(kind, 0)
        if "kwc_count" in eff and n > eff["kwc_count"]:  # "remove 6": that many, the rest stay
            tokens[kind] = n - eff["kwc_count"]
            n = eff["kwc_count"]
        if n:
            g.state.set(f"cards.{t}.tokens", tokens)
            removed += n
            g.record("token-removed", [R.OTHER_TOKENS, R.ABILITY],
                     M("{card}: {n} Marker ({kind}) entfernt", card=g.name(t), n=n, kind=kind))
    ctx.this_way = removed
    return removed > 0


def lasting(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .lasting import create

    return create(g, eff, ctx)


def unsupported(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    from .game import NotYetSupported

    raise NotYetSupported(f"{g.name(ctx.source)}: {eff['unsupported']} (not encoded yet)")


VERBS: dict[str, Callable | None] = {
    "gain": gain,
    "lose": lose,
    "steal": steal,
    "capture": capture,
    "pay": pay,
    "exalt": exalt,
    "move_aember": move_aember,
    "place_aember": place_aember,
    "deal_damage": deal_damage_verb,
    "stun": stun,
    "destroy": destroy_verb,
    "sacrifice": sacrifice,
    "heal": heal_verb,
    "power_counters": power_counters,
    "ready": _flag("ready", "exhausted", False, R.READY_AND_EXHAUSTED, lambda card:
                   M("{card} wird spielbereit", card=card)),
    "exhaust": _flag("exhaust", "exhausted", True, R.READY_AND_EXHAUSTED, lambda card:
                     M("{card} wird erschöpft", card=card)),
    "ward": _flag("ward", "ward", True, R.WARD, lambda card: M("{card} wird beschützt", card=card)),
    "enrage": _flag("enrage", "enraged", True, R.ENRAGE, lambda card: M("{card} wird wütend", card=card)),
    "draw": draw,
    "chains": chains,
    "unforge": unforge,
    "forge": forge,
    "lasting": lasting,
    "choose": choose_verb,
    "place_token": place_token,
    "choose_number": choose_number,
    "remove_token": remove_token,
    "repeat": None,
    "unsupported": unsupported,
}
PARAMS: dict[str, tuple[str, ...]] = {
    "deal_damage": ("splash", "ignore_armor", "kwc_if_damaged"),
    "destroy": ("targets",),
    "choose": ("targets",),
    "capture": ("by", "from", "kcc_distinct"),
    "move_aember": ("from", "to"),
    "lasting": ("duration",),
    "repeat": ("effects", "kcc_as_you_like", "kxa_swapped"),
    "remove_token": ("kwc_count",),  # how many to remove (all of them without it)
}

from .verbs_cards import PARAMS as _CARD_PARAMS  # noqa: E402
from .verbs_cards import VERBS as _CARD_VERBS  # noqa: E402

VERBS.update(_CARD_VERBS)
PARAMS.update(_CARD_PARAMS)

from . import (verbs_amber, verbs_damage, verbs_decks, verbs_kab, verbs_kca, verbs_kcc, verbs_kga, verbs_kho,  # noqa: E402
               verbs_kmc, verbs_kwa, verbs_kwb, verbs_kwc, verbs_kxw, verbs_zones)

from . import verbs_kxa  # noqa: E402  the 'kxa' compiler family's verbs

for _module in (verbs_amber, verbs_damage, verbs_zones, verbs_decks, verbs_kca, verbs_kwa, verbs_kwb, verbs_kho, verbs_kab,
                verbs_kwc, verbs_kmc, verbs_kcc, verbs_kga, verbs_kxw, verbs_kxa):
    VERBS.update(_module.VERBS)
    PARAMS.update(_module.PARAMS)
