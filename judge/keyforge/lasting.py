"""Lasting effects (kf:glossary/lasting-effects): created by the ``lasting`` verb, kept in
the state, read where they matter, ended at their boundary.

Kinds (``{"lasting": {"kind": ..., ...}, "duration": ..., "target"/"who": ...}``)::

    prevent-damage       {affects?: friendly-creatures} or a target creature
    reap-steal           æmber from reaping is stolen instead (a replacement effect)
    ability              {ability: <ability dict>, other?: true} — a watcher for the duration
    key-cost             {amount: <amount>, players?: each} keys cost more/less for ``who`` (recomputed;
                         ``players: each``: for every player — "keys cost +3 during your opponent's next turn")
    cannot-play          {type?: creature|action|artifact|upgrade} — ``who`` cannot play such cards
    skip-forge           ``who`` skips the "forge a key" step (kf:turn/step-1)
    may-play             {house? | not_house?, cards: N} — "you may play one non-<house> card"
    may-use              {house?, type?, trait?, cards: N | "any", other?: true, how?: fight} — "you may use
                         up to N other <house> cards", "you may use friendly artifacts as if they belonged
                         to the active house" (type: artifact, cards: any), "each friendly creature
                         may fight" (how: fight); with a target: that creature only ("you may use that
                         creature this turn")
    may-play-or-use      {house? | not_house?, cards: N} — "you may play or use a <house> card this turn"
    next-enters-ready    {house?, types: [creature, artifact]} — "the next Mars creature you play this
                         turn enters play ready" (used up by that card)
    cannot-use           {how: fight|reap|action|any, house?, not_house?} — ``who`` cannot use creatures that way
                         (``house``: only creatures of that house; ``not_house``: but those of that house,
                         "non-Shadows creatures cannot ...")
    cannot-choose-house  {house: <name> | "choose" | "chosen"} — ``who`` cannot choose it (kf:glossary/cannot-vs-must)
    must-choose-house    {house: <name> | "chosen"} — ``who`` must choose it if they can (kf:glossary/choosing-a-house)
    blank-text           {affects: enemy-creatures} — text boxes considered blank (kf:errata/aoa-103)
    modify               {static: <constant ability>} on a target creature (gains, power, armor), or
                         {affects: friendly-creatures|enemy-creatures|each-creature}: on each such
                         creature in play while it lasts ("each friendly creature gains, ...")
    extra-damage         {amount: N} — whenever the target creature is dealt damage, N more
    fight-redirect       on a target creature: the source's fight damage goes there (this fight only)
    repeat-bonus         {times?: N} — the next card ``who`` plays resolves each of its bonus
                         icons (the printed æmber ones too) N more times (used up by that card)

``house: "chosen"`` is the house the ability's "choose a house" chose (verbs_zones.choose_house),
fixed when the effect is created.

Durations: ``turn`` (the rest of the turn, the default), ``until-your-next-turn`` (ends when
its controller's next turn begins), ``opponent-next-turn`` (in force during the opponent's
next turn only), ``while-in-play`` (until its source leaves play), ``kho-their-next-turn`` (in force
during the next turn of the player it affects — the opponent's or the controller's own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame


def create(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/lasting-effects — lasts for its duration, even if its card leaves play."""
    from .abilities import DURATIONS, select, who
    from .cards.model import HOUSES

    data = dict(eff["lasting"])
    duration = eff.get("duration", "turn")
    if "target" in eff:
        targets = select(g, eff["target"], ctx, "lasting")
        if not targets:
            return False
        data["creature"] = targets[0]
    default_who = {"cannot-use": "opponent", "cannot-choose-house": "opponent", "must-choose-house": "opponent",
                   "key-cost": "opponent",
                   "cannot-play": "opponent", "skip-forge": "opponent"}
    if "who" in eff or data["kind"] in default_who:
        data["affects_player"] = who(g, {"who": default_who.get(data["kind"], "you"), **eff}, ctx)
    if data.get("house") == "chosen":  # "that house": the one this ability's "choose a house" chose
        if not ctx.memory.get("house"):
            return False
        data["house"] = ctx.memory["house"]
    if data["kind"] == "ability" and (data["ability"].get("event") or {}).get("house") == "chosen":
        # "if your opponent chooses that house as their active house …": the house chosen, fixed now
        if not ctx.memory.get("house"):
            return False
        data["ability"] = {**data["ability"], "event": {**data["ability"]["event"], "house": ctx.memory["house"]}}
    if data.get("house") == "choose":
        houses = list(HOUSES)  # "choose a house": any house
        data["house"] = g.ask(
            f"house:{g.name(ctx.source)}",
            M("{name}: welche Fraktion?", name=g.name(ctx.source)), [(h, h) for h in houses],
            [R.ABILITY, R.ACTIVE_PLAYER],
            chooser=ctx.controller,
        )
    if data["kind"] == "may-play":
        data["left"] = data.pop("cards", 1)
    if data["kind"] == "may-play-or-use":
        data["left"] = data.pop("cards", 1)
        data["used_on"] = []
    if data["kind"] == "may-use":
        data.setdefault("cards", 1)
        data["used_on"] = []
        if data.get("other"):
            data["except"] = ctx.source
    effect = {
        **data,
        "source": g.name(ctx.source),
        "source_id": ctx.source,
        "controller": ctx.controller,
        "until": DURATIONS[duration],
    }
    if duration == "until-your-next-turn":
        effect["player"] = ctx.controller
    if duration == "kwb-until-end-of-your-next-turn":  # ends with the controller's next turn, not this one
        effect["player"] = ctx.controller
        effect["kwb_made_turn"] = g.state.get("turn.number")
    if duration == "kho-their-next-turn":  # "… on their next turn": the affected player's next turn
        effect["player"] = data.get("affects_player", ctx.controller)
        now = g.state.get("turn.number")
        effect["kwb_made_turn"] = now  # ends with that player's next turn (turn.py)
        effect["from_turn"] = now + (1 if effect["player"] != g.active_player() else 2)
    if duration == "opponent-next-turn":
        effect["player"] = g.opponent(ctx.controller)
        effect["from_turn"] = g.state.get("turn.number") + 1
    g.lasting.add(effect)
    on = M(" auf {creature}", creature=g.name(data["creature"])) if "creature" in data else ""
    cites = [R.LASTING_EFFECTS] + ([R.ERRATA_SHADOW_OF_DIS] if data["kind"] == "blank-text" else [])
    g.record(
        "lasting-effect",
        cites,
        M("{name}: andauernder Effekt „{kind}“{on} ({duration})",
          name=g.name(ctx.source), kind=data['kind'], on=on, duration=duration),
    )
    return True


def for_player(g: KeyForgeGame, kind: str, player: str) -> list[dict]:
    """Lasting effects of ``kind`` in force that limit or help ``player``."""
    out = []
    for e in g.effects(kind):
        target = e.get("affects_player")
        if target is None:
            target = e["controller"]
        if target == player:
            out.append(e)
    return out


def allowance(g: KeyForgeGame, kind: str, iid: str, player: str, how: str | None = None) -> dict | None:
    """A "you may play/use ..." effect that lets ``player`` play or use ``iid`` although it
    is not of the active house (kf:turn/step-3: "unless a card ability says otherwise").
    ``may-play-or-use`` ("you may play or use a Brobnar card this turn") lets one card
    through, played or used (that card may be used again once readied, as with "use up to N
    other ... cards"); a ``may-use`` with ``how: fight`` ("each friendly creature may fight")
    only lets a creature fight (``how``: the use asked for)."""
    house = g.house_of(iid)
    for e in for_player(g, kind, player) + for_player(g, "may-play-or-use", player):
        if e.get("house") and e["house"] != house:
            continue
        if e.get("not_house") and e["not_house"] == house:
            continue
        if e.get("type") and g.cdef(iid).type != e["type"]:
            continue
        if e.get("kwc_types") and g.cdef(iid).type not in e["kwc_types"]:  # "a non-SA artifact, upgrade, or action card"
            continue
        if e.get("trait") and e["trait"] not in g.traits(iid):  # "you may use friendly Mutant creatures"
            continue
        if e.get("creature") and e["creature"] != iid:  # "you may use that creature this turn"
            continue
        if e.get("how") and e["how"] != how:
            continue
        if e["kind"] == "may-play-or-use":
            if iid not in e["used_on"] and e["left"] <= 0:
                continue
            return e
        if kind == "may-play" and e.get("left", 0) <= 0:
            continue
        if kind == "may-use":
            if e.get("except") == iid:
                continue
            if e["cards"] != "any" and iid not in e["used_on"] and len(e["used_on"]) >= e["cards"]:
                continue
        return e
    return None


def consume(g: KeyForgeGame, e: dict, iid: str) -> None:
    """Use up an allowance: each "you may play one ..." lets one card through; "use up to N other ..." counts cards, so a readied
    card can be used again."""
    if e["kind"].startswith("kho-"):  # kho_play.py: a constant allowance, "cards from any house …"
        from .kho_play import consume as kho_consume

        return kho_consume(g, e, iid)
    path = _path(g, e)
    if e["kind"] == "may-play-or-use":
        if iid not in e["used_on"]:
            g.state.set(f"{path}.left", e["left"] - 1)
            g.state.set(f"{path}.used_on", e["used_on"] + [iid])
    elif e["kind"] == "may-play":
        g.state.set(f"{path}.left", e["left"] - 1)
    elif iid not in e["used_on"]:
        g.state.set(f"{path}.used_on", e["used_on"] + [iid])
    g.record(
        "allowance-used",
        [R.LASTING_EFFECTS, R.STEP_3_PLAY_DISCARD_USE],
        M("{source} erlaubt es: {card} (Fraktion {house})",
          source=e['source'], card=g.name(iid), house=g.house_of(iid)),
    )


def _path(g: KeyForgeGame, e: dict) -> str:
    index = next(i for i, x in enumerate(g.state.get("effects")) if x["id"] == e["id"])
    return f"effects.{index}"


def bonus_passes(g: KeyForgeGame, iid: str, player: str) -> int:
    """kf:glossary/bonus-icons, kf:glossary/lasting-effects — "the next time you play a card,
    resolve each of its bonus icons an additional time": the card ``player`` plays now uses
    up every such effect, whether it has bonus icons or not. Returns the extra passes."""
    extra = 0
    for e in for_player(g, "repeat-bonus", player):
        if e.get("used"):
            continue
        g.state.set(f"{_path(g, e)}.used", True)
        extra += int(e.get("times", 1))
        g.record(
            "bonus-repeated",
            [R.LASTING_EFFECTS, R.BONUS_ICONS],
            M("{source}: jedes Bonussymbol von {card} (auch Æmber) wird ein weiteres Mal abgehandelt",
              source=e['source'], card=g.name(iid)),
        )
    return extra


def next_played_ready(g: KeyForgeGame, iid: str, player: str) -> bool:
    """kf:glossary/lasting-effects, kf:rules/ready-and-exhausted — "the next (Mars) creature
    you play this turn enters play ready": the next card ``player`` plays that matches uses
    the effect up (whether or not it would have entered play ready anyway)."""
    card, found = g.cdef(iid), False
    for e in for_player(g, "next-enters-ready", player):
        if e.get("used") or card.type not in e.get("types", ["creature"]):
            continue
        if e.get("house") and not g.belongs_to(iid, e["house"]):
            continue
        g.state.set(f"{_path(g, e)}.used", True)
        found = True
        g.record(
            "enters-ready-effect",
            [R.LASTING_EFFECTS, R.READY_AND_EXHAUSTED],
            M("{source}: {card} kommt spielbereit ins Spiel", source=e['source'], card=g.name(iid)),
        )
    return found
