"""Using cards: reap, fight, "Action:" and "Omni:" abilities (kf:rules/using-cards).

Every check runs before anything changes, so a refused use leaves the state untouched.
A stunned creature that is used only exhausts and loses its stun (kf:glossary/stun).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.i18n import Text
from judge.kernel import Event
from judge.kernel.engine import RuleViolation

from . import fight_limits, keywords, kmc
from . import rules as R
from .abilities import resolve_ability
from .amber import reap_gain, steal
from .damage import deal_damage
from .destroyed import destroy_lethal
from .i18n import MP, M
from .lasting import consume
from .restrictions import cannot_use, count, how_verb, note_done, six_times, step_over, use_allowed
from .text import abilities, statics

if TYPE_CHECKING:
    from .game import KeyForgeGame


def check_can_use(g: KeyForgeGame, iid: str, how: str, *, via_ability: bool = False, omni: bool = False,
                  player: str | None = None) -> dict | None:
    """Refuse a use the rules forbid (kf:turn/step-3, kf:rules/using-cards, kf:glossary/omega,
    kf:rules/rule-of-six); returns a "you may use ..." allowance to use up, if one was needed."""
    name = g.name(iid)
    player = player or g.active_player()
    if g.step_label() != "main" and not via_ability:
        g.refuse(
            R.STEP_3_PLAY_DISCARD_USE,
            M("{name} kann nur in Schritt 3 verwendet werden", name=name),
        )
    if not g.in_play(iid) or (g.controller(iid) != player and not via_ability):
        g.refuse(
            R.USING_CARDS, M("{player} kontrolliert {name} nicht im Spiel", player=player, name=name)
        )
    from .kcc_costs import blocked as cost_blocked  # "your opponent must pay you 1A in order to use an artifact"

    for block in (step_over(g), six_times(g, iid), cannot_use(g, iid, how, player), cost_blocked(g, iid, player, "use")):
        if block:
            g.refuse(*block)
    if how in ("reap", "fight") and not g.is_creature(iid):
        g.refuse(
            R.USING_ARTIFACTS,
            M("{name} ist keine Kreatur und kann nicht {how}", name=name, how=how_verb(how)),
        )
    allowed = True if via_ability else use_allowed(g, iid, player, omni=omni, how=how)
    if allowed is False:
        g.refuse(
            R.STEP_3_PLAY_DISCARD_USE,
            M("{name} gehört zur Fraktion {house}, aktiv ist {active}",
              name=name, house=g.house_of(iid), active=g.active_house()),
        )
    must = must_fight_because(g, iid, how, player)  # "creatures must fight when used, if able" (verbs_kab.py)
    if must:
        g.refuse(R.CONSTANT_ABILITIES, M("{name} muss kämpfen, wenn sie verwendet wird ({must})",
                                         name=name, must=g.name(must)))
    if how != "fight" and g.card(iid).get("enraged") and not g.card(iid).get("stunned") and legal_fight_targets(g, iid):
        # kf:glossary/enrage — an enraged creature that is used must fight if it can
        g.refuse(
            R.ENRAGE,
            M("{name} ist wütend und muss kämpfen, wenn sie verwendet wird", name=name),
        )
    if g.card(iid).get("exhausted"):
        g.refuse(
            R.READY_AND_EXHAUSTED,
            M("{name} ist erschöpft und kann nicht verwendet werden", name=name),
        )
    return allowed if isinstance(allowed, dict) else None


def must_fight_because(g: KeyForgeGame, iid: str, how: str, player: str) -> str | None:
    """kf:rules/constant-abilities, kf:glossary/cannot-vs-must — a creature a constant "creatures
    must fight when used, if able" reaches may be used only to fight while it can fight: not
    stunned (then using it removes the stun, kf:glossary/stun), an enemy creature it may attack,
    nothing that says it cannot fight ("cannot" beats "must"). Returns the card that says so."""
    from .restrictions import cannot_use
    from .verbs_kab import must_fight

    if how == "fight" or not g.is_creature(iid):
        return None
    src = must_fight(g, iid)
    if src is None or g.card(iid).get("stunned") or not legal_fight_targets(g, iid):
        return None
    return src if cannot_use(g, iid, "fight", player) is None else None


def _may_use_via_ability(g: KeyForgeGame, iid: str, how: str, **kw) -> tuple[bool, dict | None]:
    """An ability that makes a card fight, reap or be used resolves as far as it can
    (kf:rules/resolve-as-much-as-possible): where a rule forbids that use ("cannot" beats
    "must", kf:glossary/cannot-vs-must), that part does not happen and the rest of the
    ability still resolves — the ability is not refused as a whole. Returns whether the use
    goes ahead and the allowance to use up."""
    try:
        return True, check_can_use(g, iid, how, via_ability=True, **kw)
    except RuleViolation as blocked:
        g.record(
            "cannot-use",
            [blocked.rule, R.RESOLVE_AS_MUCH_AS_POSSIBLE, R.USING_CARDS_THROUGH_ABILITIES],
            M("{message}: dieser Teil der Fähigkeit entfällt, der Rest wird abgehandelt", message=blocked.message),
        )
        return False, None


def _used(g: KeyForgeGame, iid: str, allowance: dict | None) -> None:
    """Count the use (kf:glossary/alpha, kf:rules/rule-of-six) and use up an allowance."""
    if allowance:
        consume(g, allowance, iid)
    count(g, iid)
    # "… must pay you 1A in order to use an artifact" (docs/rulings.md, KeyForge 59)
    from .kcc_costs import pay as pay_cost
    from .kcc_done import note_used  # "if you used 3 or more creatures this turn"

    pay_cost(g, iid, g.active_player(), "use")
    note_used(g, iid)
    kmc.note_used(g, iid)  # "the first time it has been used this turn", "if you did not use any creatures"


def _exhaust(g: KeyForgeGame, iid: str) -> None:
    g.state.set(f"cards.{iid}.exhausted", True)


def _unstun_instead(g: KeyForgeGame, iid: str, how: Text) -> bool:
    """kf:glossary/stun — using a stunned creature exhausts it and removes the stun instead."""
    if not g.card(iid).get("stunned"):
        return False
    _exhaust(g, iid)
    g.state.set(f"cards.{iid}.stunned", False)
    g.record(
        "unstun",
        [R.STUN, R.USING_CREATURES],
        M("{card} ist betäubt: statt zu {how} wird sie erschöpft und die Betäubung entfernt",
          card=g.name(iid), how=how),
        actor=g.active_player(),
    )
    return True


def reap(g: KeyForgeGame, iid: str, *, via_ability: bool = False) -> None:
    """kf:glossary/reap — exhaust, gain 1 æmber, then "Reap:" abilities together with
    "after a creature reaps" and "after used" (kf:timing/reap)."""
    if via_ability:
        go, allowance = _may_use_via_ability(g, iid, "reap")
        if not go:
            return
    else:
        allowance = check_can_use(g, iid, "reap")
    player = g.active_player()
    _used(g, iid, allowance)
    if _unstun_instead(g, iid, MP("statt zu …", "ernten/reap")):
        return
    note_done(g, "reaps")
    _exhaust(g, iid)
    g.record(
        "reap",
        [R.REAP, R.REAP_SECTION, R.TIMING_REAP_EXHAUST],
        M("{player} erntet mit {card} (erschöpft)", player=player, card=g.name(iid)),
        actor=player,
    )
    reap_gain(g, player, iid)
    g.engine.window("reap", Event("reap", {"card": iid, "player": player}), [R.TIMING_REAP, R.REAP])


def legal_fight_targets(g: KeyForgeGame, attacker: str) -> list[str]:
    ignore_taunt = fight_limits.ignores(g, attacker, "taunt")
    return [d for d in g.creatures(g.opponent(g.controller(attacker)))
            if (ignore_taunt or keywords.attackable(g, d)) and fight_limits.may_attack(g, attacker, d)]


def check_fight_target(g: KeyForgeGame, attacker: str, defender: str) -> None:
    """kf:glossary/fight, kf:glossary/taunt"""
    enemy = g.opponent(g.controller(attacker))
    if defender not in g.creatures(enemy):
        g.refuse(
            R.FIGHT,
            M("{defender} ist keine feindliche Kreatur im Spiel", defender=g.name(defender)),
        )
    guard = keywords.taunt_guard(g, defender) if not fight_limits.ignores(g, attacker, "taunt") else None
    fight_limits.refusal(g, attacker, defender)  # "can only fight stunned creatures" (kf:rules/constant-abilities)
    if guard:
        g.refuse(
            R.TAUNT,
            M("{defender} steht neben {guard} (Spott) und kann nicht angegriffen werden",
              defender=g.name(defender), guard=g.name(guard)),
        )


def fight(g: KeyForgeGame, attacker: str, defender: str | None = None, *, via_ability: bool = False) -> bool | None:
    """kf:glossary/fight — exhaust and choose a target; "Before Fight:", hazardous and
    assault; both deal damage equal to their power at the same time; then "Fight:" (if the
    attacker survived), "after fights" and "after used" (kf:timing/fight)."""
    if via_ability:
        go, allowance = _may_use_via_ability(g, attacker, "fight")
        if not go:
            return False
    else:
        allowance = check_can_use(g, attacker, "fight")
    player = g.active_player()
    if not g.card(attacker).get("stunned"):
        targets = legal_fight_targets(g, attacker)
        if not targets:
            g.refuse(
                R.FIGHT_SECTION,
                M("Es gibt keine feindliche Kreatur, die {attacker} angreifen kann", attacker=g.name(attacker)),
            )
        if defender is not None:
            check_fight_target(g, attacker, defender)
    _used(g, attacker, allowance)
    if _unstun_instead(g, attacker, MP("statt zu …", "kämpfen/fight")):
        return
    note_done(g, "fights")
    _exhaust(g, attacker)
    if defender is None:
        defender = g.ask(
            f"fight-target:{g.name(attacker)}",
            M("Welche Kreatur greift {attacker} an?", attacker=g.name(attacker)), [(d, g.name(d)) for d in legal_fight_targets(g, attacker)],
            [R.FIGHT, R.TAUNT],
        )
    g.record(
        "fight",
        [R.FIGHT, R.FIGHT_SECTION, R.TIMING_FIGHT_EXHAUST],
        M("{attacker} (erschöpft) greift {defender} an", attacker=g.name(attacker), defender=g.name(defender)),
        actor=player,
        choice=defender,
    )
    event = Event(
        "fight", {"card": attacker, "defender": defender, "player": player, "neighbors": g.neighbors(attacker)}
    )
    g.last_fight = {"attacker": attacker, "defender": defender}
    g.engine.window("before-fight", event, [R.TIMING_BEFORE_FIGHT, R.BEFORE])
    if not (_standing(g, attacker) and _standing(g, defender)):
        g.record(
            "fight-ends",
            [R.HAZARDOUS, R.ASSAULT, R.FIGHT],
            M("Eine der Kreaturen hat den Kampf vor dem Schaden verlassen: der Rest des Kampfes findet nicht statt"),
        )
    else:
        g.fighting = {"attacker": attacker, "defender": defender}
        g.forget_derived()  # "gains poison while attacking …" reads the fight (verbs_kab.attacking)
        try:
            _fight_damage(g, attacker, defender)
        finally:
            g.fighting = None
            g.forget_derived()
    for e in g.effects("fight-redirect"):  # lasts for this fight only
        if e.get("source_id") == attacker:
            g.lasting.remove(e["id"])
    if g.is_creature(attacker) and g.card(attacker).get("enraged"):
        g.state.set(f"cards.{attacker}.enraged", False)
        g.record(
            "enrage-ends",
            [R.ENRAGE],
            M("{attacker} hat gekämpft: die Wut endet", attacker=g.name(attacker)),
        )
    g.engine.window("fight", event, [R.TIMING_FIGHT, R.FIGHT])


def _standing(g: KeyForgeGame, iid: str) -> bool:
    return g.is_creature(iid) and not g.card(iid).get("marked")


def _fight_damage(g: KeyForgeGame, attacker: str, defender: str) -> None:
    """kf:timing/fight/deal-damage, kf:glossary/elusive, kf:glossary/skirmish, kf:glossary/poison — simultaneous fight
    damage."""
    redirect = next((e for e in g.effects("fight-redirect") if e.get("source_id") == attacker), None)
    target = defender
    if redirect:
        # "deals damage to that creature rather than the one it is fighting": elusive of the
        # creature fought does not protect another creature
        g.lasting.remove(redirect["id"])
        if g.is_creature(redirect.get("creature", "")):
            target = redirect["creature"]
            g.record(
                "fight-redirect",
                [R.FIGHT, R.LASTING_EFFECTS],
                M("{attacker} fügt seinen Schaden {card} statt {defender} zu",
                  attacker=g.name(attacker), card=g.name(target), defender=g.name(defender)),
            )
    elusive = keywords.elusive_blocks(g, defender)
    if elusive and fight_limits.ignores(g, attacker, "elusive"):
        elusive = False  # this is still the first attack on it this turn (the else branch marks it)
        g.record(
            "elusive-ignored",
            [R.ELUSIVE, R.CONSTANT_ABILITIES],
            M("{attacker} ignoriert beim Angreifen „schwer zu fassen“ von {defender}",
              attacker=g.name(attacker), defender=g.name(defender)),
        )
    if elusive:
        g.state.set(f"cards.{defender}.elusive_used", True)
        g.record(
            "elusive",
            [R.ELUSIVE],
            M("{defender} ist schwer zu fassen: in diesem Kampf wird kein Schaden zugefügt",
              defender=g.name(defender)),
        )
        if target == defender:
            return
        hits = [(target, keywords.fight_damage(g, attacker, defender, attacking=True))]
    else:
        if g.keyword(defender, "elusive"):
            g.state.set(f"cards.{defender}.elusive_used", True)
        hits = [(target, keywords.fight_damage(g, attacker, defender, attacking=True))]
        if keywords.skirmish(g, attacker):
            g.record(
                "skirmish",
                [R.SKIRMISH],
                M("{attacker} hat Scharmützel: erhält keinen Schaden von {defender}",
                  attacker=g.name(attacker), defender=g.name(defender)),
            )
        else:
            hits.append((attacker, keywords.fight_damage(g, defender, attacker, attacking=False)))
    hits = _instead_of_damage(g, hits, attacker, defender)
    per_hit: list[dict[str, int]] = []
    deal_damage(g, hits, [R.FIGHT, R.TIMING_FIGHT_DAMAGE], check=False, fight=True, per_hit=per_hit)
    poisoned = _poisoned(g, hits, per_hit, attacker, defender)
    for hit in poisoned:
        g.record("poison", [R.POISON], M("Gift: {hit} wird zerstört", hit=g.name(hit)))
    destroy_lethal(g, also=poisoned)
    g.engine.check_state()


def _poisoned(g: KeyForgeGame, hits: list, per_hit: list[dict[str, int]], attacker: str, defender: str) -> list[str]:
    """kf:glossary/poison — every creature on which at least 1 damage a poisonous creature
    dealt by its power in this fight was placed: the creature it attacked or fought, or the
    creature that took that damage instead (redirected damage is still dealt by the
    poisonous creature's power, kf:glossary/replacement-effects; docs/rulings.md, KeyForge 33).
    Damage prevented in full (armor, ward, prevention) places nothing and destroys nothing."""
    out: list[str] = []
    for (target, _), put in zip(hits, per_hit):
        source = defender if target == attacker else attacker
        if not keywords.poison(g, source):
            continue
        out += [c for c, n in put.items() if n > 0 and c not in out]
    return out


def _instead_of_damage(g: KeyForgeGame, hits: list, attacker: str, defender: str) -> list:
    """kf:glossary/replacement-effects — "when X would deal damage, steal N instead": replaces
    the damage X is about to deal, even damage armor or ward would stop; a
    creature that never gets to deal damage steals nothing."""
    out = []
    for target, amount in hits:
        source = defender if target == attacker else attacker
        swap = statics(g, source, "steal_instead_of_damage") if amount > 0 else []
        if not swap:
            out.append((target, amount))
            continue
        g.record(
            "replaced",
            [R.REPLACEMENT_EFFECTS, R.FIGHT],
            M("{source} würde Schaden zufügen und stiehlt stattdessen", source=g.name(source)),
        )
        steal(g, g.controller(source), swap[0]["steal_instead_of_damage"], [R.REPLACEMENT_EFFECTS])
    return out


def use_ability(g: KeyForgeGame, iid: str, kind: str, *, via_ability: bool = False) -> None:
    """kf:glossary/action-ability, kf:glossary/omni — exhaust, resolve the ability, then
    "after used" (kf:timing/action). Omni ignores the active house."""
    allowance = check_can_use(g, iid, kind, omni=(kind == "omni"), via_ability=via_ability)
    found = next(((ab, more, granter) for _, ab, more, granter in abilities(g, iid, kind)), None)
    if found is None:
        g.refuse(
            R.ACTION_ABILITY if kind == "action" else R.OMNI,
            M("{card} hat keine „{kind}“-Fähigkeit", card=g.name(iid), kind=kind),
        )
    player = g.active_player()
    _used(g, iid, allowance)
    instead = MP("statt zu …", "action") if kind == "action" else MP("statt zu …", "omni")
    if g.is_creature(iid) and _unstun_instead(g, iid, instead):
        return
    _exhaust(g, iid)
    ability, more, granter = found
    cites = [R.ACTION_ABILITY if kind == "action" else R.OMNI, R.TIMING_ACTION_EXHAUST, R.TIMING_ACTION_RESOLVE] + more
    g.record(
        f"use-{kind}",
        cites,
        M("{player} verwendet die Action-Fähigkeit von {card} (erschöpft)", player=player, card=g.name(iid))
        if kind == "action" else
        M("{player} verwendet die Omni-Fähigkeit von {card} (erschöpft)", player=player, card=g.name(iid)),
        actor=player,
    )
    resolve_ability(g, iid, ability, kind, None, granter=granter)
    g.engine.check_state()
    g.engine.window("after-used", Event("used", {"card": iid, "player": player}), [R.TIMING_ACTION, R.USE])


def ready_and_fight(g: KeyForgeGame, iid: str) -> bool:
    """kf:glossary/ready-and-fight — ready the creature, then fight with it if it can
    (any house: kf:rules/using-cards-through-abilities). Returns whether it fought."""
    if g.card(iid).get("exhausted"):
        g.state.set(f"cards.{iid}.exhausted", False)
        g.record("ready", [R.READY_AND_FIGHT], M("{card} wird spielbereit gemacht", card=g.name(iid)))
    if not g.card(iid).get("stunned") and not legal_fight_targets(g, iid):
        g.record(
            "cannot-fight",
            [R.READY_AND_FIGHT, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            M("Keine feindliche Kreatur: {card} kann nicht kämpfen und bleibt spielbereit", card=g.name(iid)),
        )
        return False
    return fight(g, iid, via_ability=True) is not False


def use_via_ability(g: KeyForgeGame, iid: str, player: str, *, as_if: bool = False) -> bool:
    """kf:rules/using-cards-through-abilities — an ability lets a player use a card (any
    house); "as if it were yours" (kf:glossary/as-if-you-controlled-it): its abilities
    resolve for that player, who does not gain control of it. A card with
    nothing to use is simply not used."""
    name = g.name(iid)
    if not g.in_play(iid):
        return False
    if g.is_creature(iid) and not as_if:
        how = g.ask(f"use:{name}", M("Wie wird {name} verwendet?", name=name), [(k, k) for k in ("reap", "fight", "action") if k != "action" or abilities(g, iid, "action")],
                    [R.USING_CARDS_THROUGH_ABILITIES])
        if how == "action":
            use_ability(g, iid, "action", via_ability=True)
        elif how == "reap":
            reap(g, iid, via_ability=True)
        else:
            fight(g, iid, via_ability=True)
        return True
    kinds = [k for k in ("action", "omni") if abilities(g, iid, k)]
    from .kcc_costs import blocked as cost_blocked  # "your opponent must pay you 1A in order to use an artifact"

    block = six_times(g, iid) or cost_blocked(g, iid, player, "use")
    why = (
        (R.READY_AND_EXHAUSTED, M("ist erschöpft")) if g.card(iid).get("exhausted")
        else block if block
        else (R.RESOLVE_AS_MUCH_AS_POSSIBLE, M("hat keine Fähigkeit, die verwendet werden kann")) if not kinds
        else None
    )  # fmt: skip
    if why:
        g.record("cannot-use", [why[0], R.USING_CARDS_THROUGH_ABILITIES],
                 M("{name} {why}: nichts geschieht", name=name, why=why[1]))
        return False
    kind = kinds[0] if len(kinds) == 1 else g.ask(
        f"ability:{name}", M("Welche Fähigkeit von {name}?", name=name), [(k, k) for k in kinds],
        [R.USING_CARDS_THROUGH_ABILITIES])
    from .kcc_costs import pay as pay_cost

    pay_cost(g, iid, player, "use")
    _exhaust(g, iid)
    count(g, iid)
    ability, more, granter = next((ab, more, granter) for _, ab, more, granter in abilities(g, iid, kind))
    g.record(
        f"use-{kind}",
        [R.USING_CARDS_THROUGH_ABILITIES, R.TIMING_ACTION_EXHAUST, R.TIMING_ACTION_RESOLVE]
        + ([R.AS_IF_YOURS] if as_if else []) + more,
        M("{player} verwendet {name} als ob es seine Karte wäre", player=player, name=name) if as_if
        else M("{player} verwendet {name}", player=player, name=name),
        actor=player,
    )
    resolve_ability(g, iid, ability, kind, None, controller=player if as_if else g.controller(iid), as_if=as_if,
                    granter=granter)
    g.engine.check_state()
    g.engine.window("after-used", Event("used", {"card": iid, "player": player}), [R.TIMING_ACTION, R.USE])
    return True
