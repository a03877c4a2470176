"""Instructions that play: tokens (rb:170–178) and cards played as part of a resolution
(rb:595.3) — the card compiler's cards family, with ``effects_cards.py`` (which loads this
module). Each verb names the rules it applies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import objects
from .effects import source_label, verb
from .effects_cards import still_seen, players, times
from .i18n import M
from .targets import Ctx
from .zones import new_id, put

if TYPE_CHECKING:
    from .game import RiftboundGame


# -- tokens (rb:170–178) -------------------------------------------------------------------

def token_definition(g: "RiftboundGame | None", spec: dict):
    """The token's definition: the library's token card of that name (rb:178: Recruit and
    Sprite; the printed token cards), with what the effect sets (rb:178: its might, rb:175.3:
    keywords it gives). A name no token card has is refused: what such a token does is printed
    only in reminder text, which is not read (a token made without it would do less)."""
    from .cards.library import library
    from .cards.model import RbCardDef

    lib = library()
    known = lib.get(spec["name"]) if lib.resolve(spec["name"]) else None
    if known is None or not known.token or known.type != spec.get("type", "unit"):
        raise ValueError(f"no {spec.get('type', 'unit')} token card named {spec['name']!r}")
    base = known.model_dump(exclude_defaults=True, by_alias=True)
    if "might" in spec:
        base["might"] = spec["might"]
    if spec.get("tags"):
        base["tags"] = list(dict.fromkeys(list(base.get("tags", [])) + list(spec["tags"])))
    if spec.get("keywords"):  # "a Bird token with [Deflect]" names the keyword it has, not a second one
        from .cards.model import parse_keyword

        have = {parse_keyword(k)[0] for k in base.get("keywords", [])}
        base["keywords"] = list(base.get("keywords", [])) + [k for k in spec["keywords"] if parse_keyword(k)[0] not in have]
    return RbCardDef(**base)


def _token_key(g: "RiftboundGame", d) -> str:
    """The name the token's definition goes by in this game (another effect may make a token
    of the same name with another might: it gets a key of its own)."""
    key, n = d.name, 2
    while key in g.defs and g.defs[key] != d:
        key, n = f"{d.name} ({n})", n + 1
    g.defs[key] = d
    return key


@verb("token", targets=False)
def _token(g, ctx, e, targets, cites):
    """rb:171–178 — tokens are made on the board by playing them (rb:176.1.a: every step of
    playing a card that applies, with what the effect changes): a unit goes to its player's
    base or a battlefield they control (rb:559.2) unless the effect says where (rb:175.2),
    and enters exhausted (rb:563.1.c) unless the effect says ready (rb:175.1); gear enters
    ready in the base (rb:563.1.d) unless the effect says exhausted. Tokens have no cost
    (rb:176.2.a). Their controller and owner is who plays them (rb:173, rb:174). They have
    been played (rb:595.4.a) but are no cards (rb:176): Legion does not count them."""
    from . import abilities

    spec = e["token"]
    d = token_definition(g, spec)
    key = _token_key(g, d)
    who, extra = players(g, ctx, e)
    made = []
    for p in who:
        for _ in range(times(g, ctx, e, spec.get("count", 1), p)):
            where = "base" if d.type != "unit" else _token_location(g, ctx, p, d.name, e.get("at"))
            if where is None:
                continue
            from .effects_rxa import extra_token_copies  # "… that token and an additional copy of it instead"

            for _copy in range(1 + extra_token_copies(g, p, d)):
                iid = new_id(g, key)
                g.state.set(f"cards.{iid}", {"card": key, "owner": p, "controller": p, "zone": "nowhere",
                                             "exhausted": False, "damage": 0, "buff": 0, "stunned": False, "role": None,
                                             "zid": 0, "token": True})
                exhausted = (d.type == "unit" and not spec.get("ready")) or bool(spec.get("exhausted"))
                # "your tokens enter ready", "other friendly units enter ready" (rb:569.1)
                exhausted, passive = objects.enters_exhausted(g, iid, p, exhausted)
                put(g, iid, "base" if where == "base" else f"bf:{where}", exhausted=exhausted)
                played = {"player": p, "token": d.name, "where": g.where(where, p)}
                g.record("token", cites + extra + ["rb:171", "rb:173", "rb:174", "rb:176.1.a", "rb:176.2.a", "rb:177"]
                         + (["rb:175.1"] if spec.get("ready") or spec.get("exhausted") else
                            ["rb:563.1.c"] if d.type == "unit" else ["rb:563.1.d"]) + passive,
                         M("{player} spielt einen Token {token} ({where}, erschöpft)", **played) if exhausted
                         else M("{player} spielt einen Token {token} ({where}, bereit)", **played), actor=p)
                made.append(iid)
                abilities.event(g, "played", card=iid, player=p, type=d.type, token=True)
    if made:
        ctx.previous = made
    return bool(made)


def _here(g: "RiftboundGame", ctx: Ctx) -> str | None:
    """Where "here" is for this instruction: the battlefield of the source (rb:053.3), or the
    base a permanent source is in."""
    if ctx.here:
        return ctx.here
    card = g.card(ctx.source) if not ctx.source.startswith("bf:") else None
    return "base" if card and g.zone(ctx.source) == "base" else None


def _token_location(g: "RiftboundGame", ctx: Ctx, player: str, name: str, at: str | None) -> str | None:
    """Where a unit token goes: where the effect says (rb:175.2: "at your base", "here"), else
    its player's base or a battlefield they control, their choice (rb:176.1.a, rb:559.2)."""
    if at == "base":
        return "base"
    if at == "here":
        return _here(g, ctx)
    if at == "rxb-event-battlefield":  # "when you conquer or hold, … play a token there" (branch rxb)
        where = ctx.event.get("battlefield")
        return where if where in g.battlefields() else None
    if at == "run-event-from":  # "when I move from a location, play … there": where the unit moved from
        where = ctx.event.get("from")
        return where if where == "base" or where in g.battlefields() else None
    options = ["base"] + [bf for bf in g.battlefields() if g.battlefield(bf)["controller"] == player]
    if len(options) == 1:
        return "base"
    return g.ask(f"location:{name}", M("Wohin kommt der Token {token}?", token=name), [(o, g.where(o, player)["en"]) for o in options], ["rb:559.2", "rb:176.1.a"], player)


# -- playing cards as part of a resolution (rb:595.3) ------------------------------------------

def _limited_play(g: "RiftboundGame", ctx: Ctx, player: str, iid: str, to: str | None, cites: list[str], *,
                  ignore_cost: bool, ignore_energy: bool, reduce: int) -> bool:
    """Play ``iid`` now as part of the resolution (rb:595.3). Where a unit goes: as the effect
    says, else the usual choice (rb:559.2). A play that cannot be completed (a cost that
    cannot be paid, rb:595.2.a) is undone and nothing is played (rb:562.3, rb:595.3.c)."""
    from judge.kernel import RuleViolation

    from .play import play_card

    d = g.defn(iid)
    where, anywhere = None, False
    if d.type == "unit" and to:
        if to == "base":
            where = "base"
        elif to == "here":
            where, anywhere = _here(g, ctx), True
        elif to == "rxo-or-here":  # "if the played card is a unit, you may play it here" (effects_rxo)
            from .effects_rxo import usual_places_or_here

            where, anywhere = usual_places_or_here(g, ctx, player, d.name, _here(g, ctx), cites)
        elif to == "same-location":  # where it was before it left the board (rb:563.2.c.9)
            where, anywhere = ctx.known.get(iid, {}).get("location"), True
        else:  # a battlefield: any, or one the player controls
            options = [bf for bf in g.battlefields()
                       if to == "any-battlefield" or g.battlefield(bf)["controller"] == player]
            where = options[0] if len(options) == 1 else g.ask(
                f"location:{d.name}", M("Auf welches Schlachtfeld kommt {card}?", card=d.name),
                [(o, g.where(o, player)["en"]) for o in options],
                ["rb:559.2", "rb:595.3.b"], player) if options else None
            anywhere = True
        if where is None or where != "base" and where not in g.battlefields():
            g.record("play-none", cites + ["rb:595.3.c", "rb:563.2.c.6"],
                     M("{card} kann nicht dorthin gespielt werden: nichts geschieht", card=d.name))
            return False
    mark, steps, pending = g.state.mark(), len(g.engine.trace.steps), list(g.pending)
    try:
        play_card(g, player, iid, to=where, limited=True, ignore_cost=ignore_cost, ignore_energy=ignore_energy,
                  reduce=reduce, anywhere=anywhere)
    except RuleViolation as v:
        g.state.undo(mark)
        g.pending = pending
        del g.engine.trace.steps[steps:]
        g.record("play-none", cites + ["rb:595.3.c", "rb:562.3", v.rule],
                 M("{card} kann nicht gespielt werden ({why}): nichts geschieht", card=d.name, why=v.message))
        return False
    ctx.previous = [iid]
    return True


@verb("play")
def _play(g, ctx, e, targets, cites):
    """rb:595.3 — playing a card as part of a resolution is a limited action (rb:595.3.a) and
    may play it from a zone a player could not play it from on their own (rb:107.6.a): the
    trash, banishment, the cards seen on top of a deck. Every step of playing applies except
    what the effect changes (rb:595.3.b): ``ignore_cost`` (rb:560.1.a), ``ignore_energy``
    (rb:560.1.b), ``reduce`` (a discount, rb:560.4), where the unit goes (``to``). With no
    playable card nothing happens (rb:595.3.c). ``target`` "it": the card the previous
    instruction moved ("banish a friendly unit, then play it")."""
    spec = e["play"]
    who, extra = players(g, ctx, e)
    if "target" in e:
        pool = [i for i in targets or [] if g.card(i) and not g.on_board(i)]
    else:
        zone = spec.get("from", "hand")
        if zone == "seen":
            pool = still_seen(g, ctx)
        else:
            pool = [i for p in who for i in g.state.get(f"players.{p}.{zone}")]
    pool = [i for i in pool if _playable(g, spec, i)]
    if not pool:
        g.record("play-none", cites + extra + ["rb:595.3.c"], M("Keine spielbare Karte: nichts geschieht"))
        return False
    pick = pool[0] if len({g.name(i) for i in pool}) == 1 else g.ask(
        f"play:{ctx.name}", M("Welche Karte spielen?"), list(dict.fromkeys((g.name(i), g.name(i)) for i in pool)), cites + ["rb:595.3"], ctx.controller)
    iid = pick if pick in pool else next(i for i in pool if g.name(i) == pick)
    player = who[0] if len(who) == 1 else g.owner(iid)
    return _limited_play(g, ctx, player, iid, spec.get("to"), cites + extra, ignore_cost=bool(e.get("ignore_cost")),
                         ignore_energy=bool(e.get("ignore_energy")), reduce=e.get("reduce", 0))


def _playable(g: "RiftboundGame", spec: dict, iid: str) -> bool:
    d = g.defn(iid)
    if d.type not in ("unit", "spell", "gear"):
        return False
    types = spec.get("type")
    if types and d.type not in (types if isinstance(types, list) else [types]):
        return False
    if "energy_max" in spec and d.energy > spec["energy_max"]:
        return False
    if "power_max" in spec and len(d.power) > spec["power_max"]:
        return False
    return True


# -- an instruction another player may have carried out instead (h-rbcov-b) -------------------------

def check_offer(value) -> str:
    """A non-empty list of instructions without choices of their own (rb:559.3: choices are
    made when the card is played, not when the offer is decided)."""
    from .checks import check_effects

    if not (isinstance(value, list) and value):
        return "a non-empty list of instructions"
    check_effects(value)
    for x in value:
        if isinstance(x.get("target"), dict) or "offer" in x or "one_of" in x:
            return "instructions that choose nothing themselves"
    return ""


def _register_check() -> None:
    from .checks import VALUE_CHECKS

    VALUE_CHECKS["offer"] = check_offer


_register_check()


@verb("offer")
def _offer(g, ctx, e, targets, cites):
    """"… unless its controller has you draw 2": the controller of the object named (rb:180)
    decides whether the offered instructions are carried out — by the ability's controller, as
    the card says (rb:563.2.b). Returns whether they were: the instruction "unless" guards
    follows only if not ("if": "not-done"). With the object gone there is nobody to decide and
    nothing is offered (rb:563.2.c.6)."""
    from .effects import run
    from .effects_units import _mode_label

    here = [i for i in targets or [] if g.card(i) and g.on_board(i)]
    if not here:
        return False
    decider = g.controller(here[0])
    what = _mode_label(e["offer"])
    yes = g.ask_yes_no(f"offer:{ctx.name}", M("{source}: soll {player} stattdessen „{what}“?", source=source_label(ctx),
                                              player=ctx.controller, what=what), cites + ["rb:180", "rb:563.2.b"], decider)
    offered = {"decider": decider, "player": ctx.controller, "what": what}
    g.record("offer", cites + ["rb:180", "rb:563.2.b"],
             M("{decider} lässt {player} „{what}“ ausführen", **offered) if yes
             else M("{decider} lässt nicht {player} „{what}“ ausführen", **offered), actor=decider)
    if not yes:
        return False
    outer, previous = ctx.effects, list(ctx.previous)
    run(g, ctx, e["offer"], cites)
    ctx.effects, ctx.previous = outer, previous
    return True
