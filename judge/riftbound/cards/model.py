"""The Riftbound card format: card definitions as data (rb:124–178).

A definition reads like the card: type, domains, cost (energy and power icons), might,
tags, keywords, and abilities. An ability is one of four shapes (rb:565.1)::

    {"trigger": "play-me", "effects": [...]}             triggered (rb:582), "When you play me, ..."
    {"activate": {"energy": 2, "exhaust": true},          activated (rb:576), "[2], [T]: ..."
     "effects": [...], "keywords": ["Reaction"]}
    {"static": "might", "amount": 1, "affects": "self",   passive (rb:567), "I have +1 might while ..."
     "if": ["you.hand", ">=", 2]}
    {"instead": "ally-unit-dies", "effects": [...]}       replacement (rb:571), "... would die, instead ..."

Effects are instructions executed top to bottom (rb:151.1, rb:134.2.b): small dicts with one
verb (``{"draw": 1}``, ``{"damage": 2, "target": {...}}``) and optional modifiers; the
verbs, selectors and conditions are listed in ``judge.riftbound.effects``. Anything
unknown is rejected when the definition is loaded, so a typo never silently does nothing.

Example (a spell that deals 2 to a unit at a battlefield and draws one)::

    {"name": "Test Bolt", "type": "spell", "domains": ["fury"], "energy": 2,
     "abilities": [{"effects": [{"damage": 2, "target": {"choose": "unit", "at": "battlefield"}},
                                {"draw": 1}]}]}

A spell's own text is an ability without trigger or cost.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
#: rb:157.1: the basic runes, one per domain (German name as the rules print it)
DOMAIN_NAMES_DE = {"fury": "Wut", "calm": "Ruhe", "mind": "Geist", "body": "Körper", "chaos": "Chaos",
                   "order": "Ordnung"}
CARD_TYPES = ("unit", "spell", "gear", "rune", "legend", "battlefield")
PERMANENTS = ("unit", "gear")  # rb:132.4.a.2

#: rb:712–729 — keywords with a value add up (rb:719.2, rb:721.2, rb:726.2); the rest are
#: redundant when repeated (rb:717.4, rb:722.2, rb:723.3, rb:727.2, rb:728.2)
VALUED_KEYWORDS = ("Assault", "Deflect", "Shield")
KEYWORDS = ("Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden", "Legion",
            "Reaction", "Shield", "Tank", "Temporary", "Vision")
#: the German keyword names of the rules (rb:717–729), accepted as aliases
KEYWORDS_DE = {"Beschleunigen": "Accelerate", "Aktion": "Action", "Sturmangriff": "Assault",
               "Todesstoß": "Deathknell", "Ablenken": "Deflect", "Versteckt": "Hidden", "Reaktion": "Reaction",
               "Schild": "Shield", "Temporär": "Temporary"}

TRIGGERS = (
    "play-me",  # "When you play me" (rb:595.4, rb:559.3.b)
    "attack", "defend",  # "When I attack/defend" (rb:551.1, rb:625.1.c)
    "dies",  # "When I die" / Deathknell (rb:720.1.c)
    "conquer-here", "hold-here",  # battlefield scoring abilities (rb:632.2)
    "conquer",  # "When you conquer" (rb:585.2)
    "start-of-beginning",  # "At the start of your Beginning Phase" (rb:515.2.a.1)
    "end-of-turn",  # "At the end of your turn" (rb:517.1.a)
    "play-spell",  # "When you play a spell" (rb:595.4.a)
    "discard",  # "When you discard one or more cards" (rb:598.1.b)
    "stun-enemy",  # "When you stun an enemy unit" (rb:599)
    "becomes-mighty",  # "When a friendly unit becomes mighty" (rb:709)
    # the triggers family (judge/riftbound/trigger_events.py: the events, ``which`` filters)
    "conquer-me", "hold-me",  # "When I conquer/hold": my controller scores my battlefield (rb:630, rb:632.2)
    "hold",  # "When you hold": you score a battlefield by holding it (rb:630.2, rb:632.2)
    "play-card",  # "When you play a gear / another unit / a Mighty unit / your second card …" (rb:595.4.a)
    "unit-attacks", "unit-defends",  # "When a friendly unit attacks or defends alone" (rb:625.1.c)
    "stun-enemies",  # "When you stun one or more enemy units": once per instruction (rb:599)
    "ready-unit",  # "When you ready a friendly unit" (rb:593.4, rb:515.1.a)
    "becomes-ready",  # "When I become ready" / "When a friendly unit becomes ready" (rb:593.1)
    "buff-unit",  # "When you buff a friendly unit / me" (rb:602)
    "unit-dies",  # "When a (buffed) friendly unit dies", "When another … unit dies" (rb:604)
    "recycle",  # "When you recycle one or more cards": once per recycle action (rb:594.1)
    "first-beginning",  # "At the start of each player's first Beginning Phase, that player …" (rb:515.2.a.1)
    "unit-moves",  # "When I move (to a battlefield)", "When a unit moves from here" (rb:609, rb:618.1)
    "defend-here",  # a battlefield's "When you defend here" (rb:625.1.b)
    "discard-me",  # "When you discard me" (rb:598.1.b, rb:585.2)
    "leaves-board",  # "When this leaves the board" (rb:563.2.c.9)
    "choose-unit",  # "When you choose a friendly unit", "When you choose me with a spell" (rb:559.3)
    "hide",  # "When you hide a card" (rb:597)
    "spend-buff",  # "When you spend a buff" (rb:702.2.b)
    "scores",  # "When an opponent scores" (rb:632.1)
    "draw-card",  # "When you draw your second card each turn" (rb:591)
    # a battlefield's "When combat starts here, the attacker and defender each …" (effects_rve.py)
    "rve-combat-start-attacker", "rve-combat-start-defender",
    "rsf-win-combat-me", "rsf-win-combat", "rsf-win-combat-me-first",  # "When I/you win a combat" (rb:627.1; rsf_triggers.py, docs/rulings.md)
    "rsf-gear-ability",  # "When you use an activated ability of a gear" (rb:577.3; rsf_triggers.py)
    "rsd-chosen-here-first",  # a battlefield's "When a player chooses a friendly unit here with a spell for the first
    #                           time each turn" (rb:559.3.c.1; rsd_triggers.py)
    "rsd-you-defend",  # "When you defend at a battlefield" (rb:625.1.b; rsd_triggers.py)
    "rxv-activated",  # "When you play … an activated ability with Energy cost [7] or more" (rb:577.3; rxv_triggers.py)
    "rxv-combat-i-was-in-ends",  # "When a combat that I was in ends" (rb:627.4; rxv_combat.py)
    "rxa-you-move",  # "When you move an enemy unit" (rb:612, rb:182.2; rxa_rules.py)
    "rxo-enemies-die",  # "When one or more enemy units die" (rb:520, rb:627.1, rb:604.4; rxo_triggers.py)
    "rxo-recycle-rune",  # "When you recycle a rune" (rb:594.1.b; rxo_triggers.py)
    "rxb-player-plays",  # a battlefield's "When a player plays a spell / a unit here, they …" (rb:595.4.a; rxb_triggers.py)
    "rxb-returned-from-here",  # a battlefield's "When a unit here is returned to a player's hand, that player …" (rxb_triggers.py)
)
STATICS = (
    "might",  # +N might to what ``affects`` (rb:637.3)
    "keywords",  # grants keywords (rb:637.2)
    "tags",  # grants tags (rb:637.1.c)
    "bonus-damage",  # your spells and abilities deal N bonus damage per instance
    "cost",  # a discount on cards you play (rb:560.4), with an optional minimum (rb:560.4.c)
    "play-only-if",  # a condition on playing this card, in every zone (rb:570.1)
    "additional-cost",  # "As an additional cost to play me, ..." (rb:560.2.a.1, rb:560.2.b.1)
    "last-assigned",  # "I must be assigned combat damage last" (rb:626.1.d.3)
    "victory",  # "increase the points needed to win the game by N" (``amount``; scoring.victory_score)
    "enter-ready", "enter-exhausted",  # "I enter ready", "This enters exhausted" (rb:563.1.c, rb:563.1.d, rb:570.1)
    "unchoosable",  # "I can't be chosen by enemy spells and abilities" (rb:559.3, rb:568)
    "any-number-of-buffs",  # "I can have any number of buffs" (over rb:702.3)
    "cant-ready",  # "I can't be readied" (rb:515.1.a: what can be readied)
    "keywords-if-missing",  # "… have [Deflect] if they didn't already" (no second instance, rb:721.2)
    "opponents-play-units-to-base",  # "opponents can only play units to their base" (over rb:559.2)
    "no-readying-enemies",  # "spells and abilities can't ready enemy units and gear" (over rb:593.4.b)
    "cant-move-to-base",  # "Units can't move from here to base", "I can't move to base" (rb:609, rb:618.3)
    "play-to-enemy-battlefield",  # "You may play me to an occupied enemy battlefield" (over rb:559.2)
    "no-units-played-here",  # "Units can't be played here" (over rb:559.2; effects_game.refuse_unit_here)
    "rd-deathknell-twice",  # "Your Deathknell effects trigger an additional time" (rb:720; effects_rd)
    "rd-no-damage",  # "I don't take damage" (while ``if`` holds; rb:572–574; effects_rd.rd_damage_replacements)
    "run-no-combat-damage",  # "I don't deal combat damage": my might is not added (rb:626.1.b/c; combat._damage_step)
    "run-conquer-here-twice",  # "Your conquer effects for conquering here trigger an additional time"
    #                            (rb:567, rb:630.1; effects_run.run_conquer_times)
    "run-unchoosable-smaller-here",  # "your units here with less might than me can't be chosen by enemy spells
    #                                   and abilities" (rb:559.3, rb:568; run_conditions.shielded_by_a_mightier_unit_here)
    # a legend's "when a buffed unit you control would die, you may pay ``cost`` to spend its buff and recall it
    # exhausted instead" (rb:573.1; effects_rog.rog_death_replacements)
    "rog-buffed-death-recall",
    # "you may pay ``cost`` to hide a card with [Hidden] instead of [A]" (over rb:723.1.b.1; effects_rog.rog_hide_cost)
    "rog-hide-cost-instead",
    "rve-cant-be-countered", "rve-bonus-per-named-in-trash", "rve-ignore-deflect",  # a spell about itself (effects_rve.py)
    "rve-channel-only",  # "players only channel N rune(s) at the start of their Channel Phase" (effects_rve.py)
    "rve-no-enemy-spell-damage",  # "prevent all damage that enemy spells and abilities would deal to me" (effects_rve.py)
    "rve-no-combat-damage-unless",  # "I don't deal combat damage unless …" (``if``: the unless; effects_rve.py)
    "rve-ignore-tank-here",  # "You ignore Tank while assigning combat damage here" (effects_rve.py)
    "rsf-play-only-to-conquered",  # "Play me only to a battlefield you conquered this turn" (rb:570.1; rsf_conditions)
    "rsf-assault-per-enemy-here",  # "I have [Assault] equal to the number of enemy units here" (rb:719.2; objects)
    "ruv-any-number-in-deck",  # "Your deck can have any number of cards named <me>" (over rb:103.2.b; decks.py)
    "rsd-play-to-attacked",  # "I can be played to a battlefield you're attacking" (over rb:559.2; effects_rsd)
    "rsd-opponents-no-points",  # "opponents can't score points" (while ``if``; rb:632.1, rb:568; scoring, effects_rsd)
    # a battlefield's passives about costs and Deflect (rb:560, rb:721; effects_rxv.py)
    "rxv-ignore-deflect-here", "rxv-reaction-cost-more-here", "rxv-spell-choosing-here-less",
    "rxv-first-gear-ability-less", "rxv-opponents-cant-play-named", "rxv-tag-additional-cost-here",
    "rxv-paid-play-here",
    "rxv-early-score-draw",  # "If a player would score 1 point … during their first or second turn, they draw 1
    #                          instead" (``amount``: the turns; rb:573.1; rxv_turns.py)
    "rxa-extra-token-copy",  # "Once each turn, if you would play a token unit while I'm at a battlefield, you may
    #                          play that token and an additional copy of it instead" (rb:572, rb:573; effects_rxa)
    "rxa-play-from-trash",  # "You may play me from your trash for <cost>" (while ``if``; rb:002 over rb:107.6.a; rxa_rules)
    "rxo-as-revealed",  # "As I'm revealed from your deck, [Add] …" (rb:600.1.a.1, rb:570.1; effects_rxo)
    "rxo-cost-more",  # an increase (rb:560.3): "enemy spells cost [1][A] more" (``applies_to`` rxo-enemy-spells)
    "rxo-not-from-hand-keywords",  # "friendly units played from anywhere other than a player's hand have [Accelerate]"
    "rxo-look-before-reveal",  # "If you would reveal cards from a deck, look at the top card first. …" (rb:571)
    "rxo-tie-recall-all",  # "If a combat where you are the attacker ends in a tie, recall ALL units instead" (rb:627.2)
    "rxb-chosen-tag",  # "As you play me, choose Bird, Cat, Dog, or Poro" (``tags``: the options; rb:559.1; effects_rxb)
    "rxb-gain-chosen-tag",  # "I gain that tag" (the tag chosen as I was played; rb:637.1.c; effects_rxb, objects.tags)
)
REPLACEMENTS = ("ally-unit-dies",)  # rb:573.1


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Activation(_Strict):
    """The cost before the colon of an activated ability (rb:577.2)."""

    energy: int = Field(0, ge=0)
    power: list[str] = Field([], description="power icons: a domain, or 'any'")
    exhaust: bool = Field(False, description="[T]: exhaust this (rb:592.5)")
    kill_self: bool = Field(False, description="'Kill this' (rb:604.4)")
    discard: int = Field(0, ge=0, description="'Discard N' (rb:598.3)")
    recycle_trash: int = Field(0, ge=0, description="'Recycle N from your trash' (rb:594.3)")
    rsf_recycle_type: Literal["unit"] | None = Field(
        None, description="what 'recycle_trash' recycles: 'Recycle a unit from your trash' (rb:594.3, rb:594.6)")

    @model_validator(mode="after")
    def _rsf_recycle_type(self):
        if self.rsf_recycle_type is not None and not self.recycle_trash:
            raise ValueError("rsf_recycle_type says what 'recycle_trash' recycles: it needs recycle_trash")
        return self
    spend_buff: bool = Field(False, description="spend a buff from this unit (rb:702.2.b)")
    recycle_self: bool = Field(False, description="recycle this (a basic rune's power, rb:157.2.b)")
    kill: Literal["friendly-unit", "friendly-gear", "friendly-permanent"] | None = Field(
        None, description="'Kill a friendly unit or gear' (rb:604.1.a.1), chosen as it is paid (rb:561.2)")
    rxa_exhaust: Literal["friendly-unit"] | None = Field(
        None, description="'Exhaust a unit you control' (rb:561.2, rb:592.4): a ready unit of the player's own other "
                          "than the ability's targets, picked as it is paid; kept on the chain item (effects_rxa)")
    ruv_discard_type: Literal["unit", "gear", "spell"] | None = Field(
        None, description="what 'discard' discards: 'Discard a gear' (rb:598.3; play.activate, effects_ruv)")

    @model_validator(mode="after")
    def _ruv_discard_type(self):
        if self.ruv_discard_type is not None and self.discard != 1:
            raise ValueError("ruv_discard_type says what 'discard' (1) discards: it needs discard 1")
        return self
    rxb_less_each: dict | None = Field(
        None, description="'This ability costs [1] less for each friendly unit with [Temporary]': {'energy': N, "
                          "'per': an 'all' selector counted as it is activated (rb:577.3.b, rb:560.4; effects_rxb)")

    @model_validator(mode="after")
    def _rxb_less_each(self):
        if self.rxb_less_each is not None:
            from ..effects_rxb import check_less_each

            check_less_each(self.rxb_less_each, self.energy)
        return self


class Ability(_Strict):
    trigger: str | None = None
    activate: Activation | None = None
    static: str | None = None
    instead: str | None = None
    effects: list[dict[str, Any]] = []
    keywords: list[str] = Field([], description="Action / Reaction on an activated ability (rb:718, rb:725)")
    optional: bool = Field(False, description="'you may' (the controller chooses when it resolves)")
    zone: Literal["board", "trash", "hand"] = Field(
        "board", description="where the ability works (rb:584, rb:585.2: a trash ability describes its zone)")
    deathknell: bool = Field(False, description="printed as 'Deathknell – ...' (rb:720.1.b)")
    legion: bool = Field(False, description="printed as 'Legion – ...': applies only if the Legion condition holds (rb:724)")
    once: bool = Field(False, description="a replacement that applies only the next time (rb:573.1/ex1)")
    rve_once_each_turn: bool = Field(False, description="a triggered ability printed 'Once each turn, when …': it "
                                                        "triggers at most once each turn (effects_rve.py)")
    ruv_once_each_turn: bool = Field(False, description="an activated ability printed '… and only once each turn': "
                                                        "used at most once each turn (play.activate, effects_ruv.py)")
    whose: Literal["you", "any", "opponent", "ruv-friendly"] = "you"  # ruv-friendly: you or an ally (rb:648.8.d)
    # passive abilities
    amount: int | None = None
    affects: str | None = None
    per: dict[str, Any] | str | None = Field(None, description="might: ``amount`` for each object this selector "
                                                               "finds now (\"for each buffed friendly unit …\"), or "
                                                               "times a number the controller has (\"you.score\", "
                                                               "\"you.trash\": checks.PER_OPERANDS)")
    grants: dict[str, int] = {}
    tags: list[str] = []
    condition: Any = Field(None, alias="if")
    each_if: Any = Field(None, description="a passive: the condition each affected unit must meet, read with "
                                           "that unit as 'I' (\"While a friendly unit defends alone, it gets +2 "
                                           "might\", rb:568.3.a)")
    which: dict[str, Any] = Field({}, description="a trigger: what the event must be about (the unit played, "
                                                  "moved, readied, dying …): judge/riftbound/trigger_events.py")
    applies_to: str | None = Field(None, description="cost: 'spells' | 'units' | 'all'")
    minimum: int | None = None
    cost: dict[str, Any] = {}
    label: str | None = None
    ignores_cost: bool = Field(False, description="an optional additional cost that, when paid, makes the card's own "
                                                  "cost ignored ('if you do, ignore this spell's cost', rb:560.1.a)")
    instead_of: int | None = Field(None, description="this part of a spell replaces its earlier part N when it "
                                                     "applies (rb:151.2)")
    rog_any_number: bool = Field(False, description="an optional additional cost paid any number of times: "
                                                    "'you may spend any number of buffs as an additional cost' "
                                                    "(rb:560.2.b; effects_rog_costs.any_number_cost)")
    rog_less_each: dict[str, Any] = Field({}, description="with rog_any_number: the power icons the card costs less "
                                                          "for each time it is paid (rb:560.4)")
    rxb_paid_discount: dict[str, Any] | None = Field(
        None, description="on an optional 'kill a friendly unit' additional cost: 'if you do, I cost [1] less for each "
                          "Energy it costs and [O] less for each Power it costs' — {'energy': N, 'power': domain} "
                          "(rb:560.4, rb:560.4.d.1; effects_rxb.paid_unit_discount)")

    @model_validator(mode="after")
    def _rxb_paid_discount(self):
        if self.rxb_paid_discount is not None:
            from ..effects_rxb import check_paid_discount

            check_paid_discount(self)
        return self

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    @model_validator(mode="after")
    def _one_shape(self):
        shapes = [x is not None for x in (self.trigger, self.activate, self.static, self.instead)]
        if sum(shapes) > 1:
            raise ValueError("an ability is triggered, activated, passive or a replacement, not several")
        if self.trigger is not None and self.trigger not in TRIGGERS:
            raise ValueError(f"unknown trigger {self.trigger!r}; known: {', '.join(TRIGGERS)}")
        if self.static is not None and self.static not in STATICS:
            raise ValueError(f"unknown passive ability {self.static!r}; known: {', '.join(STATICS)}")
        if self.instead is not None and self.instead not in REPLACEMENTS:
            raise ValueError(f"unknown replacement {self.instead!r}; known: {', '.join(REPLACEMENTS)}")
        for k in self.keywords:
            if k not in ("Action", "Reaction"):
                raise ValueError(f"an ability's keyword is Action or Reaction, not {k!r}")
        for k, n in self.grants.items():  # read when the passive applies: checked now (found by the kinds sweep)
            parse_keyword(k)
            if n < 1:
                raise ValueError(f"grants {k!r}: {n} is not 1 or more")
        from ..effects import check_effects

        check_effects(self.effects)
        from ..checks import check_otherwise

        check_otherwise(self.effects)
        if self.per is not None:
            from ..checks import check_per

            check_per(self.static, self.per)
        if self.which or self.trigger:
            from ..trigger_events import check_which

            check_which(self.trigger, self.which, self.zone, self.whose)
        if self.static in ("enter-ready", "enter-exhausted") and self.affects not in (
                None, "self", "friendly-units", "other-friendly-units"):
            raise ValueError(f"{self.static}: affects {self.affects!r} is not self, friendly-units or "
                             "other-friendly-units")
        if self.static in ("unchoosable", "any-number-of-buffs", "play-to-enemy-battlefield", "cant-ready") \
                and self.affects not in (None, "self"):
            raise ValueError(f"{self.static}: affects is self")
        if self.static in ("opponents-play-units-to-base", "no-readying-enemies", "no-units-played-here") \
                and self.affects is not None:
            raise ValueError(f"{self.static}: it says whom itself (the controller's opponents), no 'affects'")
        if self.static == "rd-deathknell-twice" and (self.affects is not None or self.condition is not None):
            raise ValueError("rd-deathknell-twice: no 'affects' and no 'if' (it is about its controller's Deathknells)")
        if self.static == "run-conquer-here-twice" and (self.affects is not None or self.condition is not None):
            raise ValueError("run-conquer-here-twice: no 'affects' and no 'if' (it is about its controller's conquests)")
        if self.static == "run-unchoosable-smaller-here" and (self.affects is not None or self.condition is not None):
            raise ValueError("run-unchoosable-smaller-here: no 'affects' and no 'if' (it says whom itself)")
        if self.static == "run-no-combat-damage" and (self.affects != "self" or self.condition is not None):
            raise ValueError("run-no-combat-damage: affects is self, no 'if'")
        if self.per is not None and self.static == "keywords" and not (
                len(self.grants) == 1 and next(iter(self.grants)) in VALUED_KEYWORDS):
            raise ValueError("a keyword counted ('per') is one valued keyword ([Assault] equal to …, rb:719.1.b)")
        if self.static == "rve-channel-only" and not (isinstance(self.amount, int) and 0 <= self.amount <= 2
                                                      and self.affects is None):
            raise ValueError("rve-channel-only: amount 0 to 2 (fewer than rb:515.3.b's 2), no 'affects'")
        if self.static == "rve-no-enemy-spell-damage" and self.affects != "self":
            raise ValueError("rve-no-enemy-spell-damage: affects is self")
        if self.static in ("rve-no-combat-damage-unless", "rve-ignore-tank-here") and self.affects not in (None, "self"):
            raise ValueError(f"{self.static}: about the card itself, affects is self")
        if self.rve_once_each_turn and self.trigger is None:
            raise ValueError("rve_once_each_turn belongs to a triggered ability")
        if self.static in ("rve-cant-be-countered", "rve-bonus-per-named-in-trash", "rve-ignore-deflect"):
            from ..effects_rve import check_static

            check_static(self)
        if self.static is not None and self.static.startswith("rxv-"):
            from ..effects_rxv import check_static as rxv_check_static

            rxv_check_static(self)
        if self.static is not None and self.static.startswith("rxo-"):  # branch rxo's passives (effects_rxo.py)
            from ..effects_rxo import check_static as rxo_check_static

            rxo_check_static(self)
        if self.static == "rsf-assault-per-enemy-here" and (self.affects is not None or self.condition is not None):
            raise ValueError("rsf-assault-per-enemy-here: about the card itself, always (no 'affects', no 'if')")
        if self.static == "rsf-play-only-to-conquered" and (self.affects is not None or self.condition is not None):
            raise ValueError("rsf-play-only-to-conquered: about the card itself, always (no 'affects', no 'if')")
        if self.static == "rd-no-damage" and self.affects != "self":
            raise ValueError("rd-no-damage: affects is self")
        if self.static == "cant-move-to-base" and self.affects not in (None, "self", "units-here", "units"):
            raise ValueError("cant-move-to-base: affects is self, units-here or units")
        if self.trigger == "becomes-mighty" and self.affects not in (None, "self", "friendly-units", "your-units"):
            raise ValueError("becomes-mighty: affects is self, friendly-units or your-units")
        if self.trigger is not None and self.trigger != "becomes-mighty" and self.affects is not None:
            raise ValueError(f"the trigger {self.trigger!r} does not read 'affects' (its 'which' says what counts)")
        if self.condition is not None and self.kind == "replacement":
            raise ValueError("'if' on a whole ability belongs to a passive, an activated or a triggered ability "
                             "(a spell's conditions go on its instructions)")
        if self.minimum is not None and not (  # a discount's floor (rb:560.4.c), a reduction's floor (objects._might)
                self.static == "cost" or self.static == "might" and (self.amount or 0) < 0 and self.per is None):
            raise ValueError("minimum belongs to a discount or to a passive might reduction")
        if self.each_if is not None:
            if self.static not in ("might", "keywords", "keywords-if-missing", "enter-ready", "enter-exhausted"):
                raise ValueError("each_if belongs to a passive ability that gives might or keywords or says how "
                                 "units enter")
            from ..targets import check_condition

            check_condition(self.each_if, "each_if")
            if "self.might" in repr(self.each_if):  # might would read the passive that reads might
                raise ValueError("each_if cannot read might (it decides might and keywords itself)")
        if not (isinstance(self.condition, dict) and set(self.condition) == {"tag"}
                and isinstance(self.condition["tag"], str)):  # {"tag": …} filters what a passive affects
            from ..targets import check_condition

            check_condition(self.condition)  # else a condition holds() evaluates (rb:570.1, rb:568.3)
        unknown = set(self.cost) - {"kill", "exhaust", "discard", "energy", "power", "by", "spend_buff", "return"}
        if unknown:
            raise ValueError(f"unknown cost key {sorted(unknown)[0]!r}; known: kill, exhaust, discard, energy, power, "
                             "by, spend_buff, return")
        if self.ignores_cost and not (self.static == "additional-cost" and self.optional):
            raise ValueError("ignores_cost belongs to an optional additional cost")
        _check_cost_values(self.cost)
        if self.static == "rxa-play-from-trash" and (not self.cost or set(self.cost) - {"energy", "power"}):
            raise ValueError("rxa-play-from-trash: a cost of energy and power, paid instead of the card's own")
        if self.static == "rog-buffed-death-recall" and (set(self.cost) - {"energy", "power", "exhaust"}
                                                         or self.cost.get("exhaust") not in (None, "legend")):
            raise ValueError("rog-buffed-death-recall: a cost of energy, power and exhausting the legend itself")
        if self.rog_any_number and not (self.static == "additional-cost" and self.optional and len(self.cost) == 1
                                        and (self.cost.get("spend_buff") or self.cost.get("kill")) == "friendly-unit"):
            raise ValueError("rog_any_number: an optional additional cost of spending buffs or killing friendly units")
        if self.rog_less_each and not (self.rog_any_number and set(self.rog_less_each) == {"power"}
                                       and isinstance(self.rog_less_each["power"], list)
                                       and all(d in DOMAINS for d in self.rog_less_each["power"])):
            raise ValueError("rog_less_each: {\"power\": [domains]} on a cost paid any number of times")
        if self.static == "rog-hide-cost-instead" and (not self.cost or set(self.cost) - {"energy", "power"}):
            raise ValueError("rog-hide-cost-instead: a cost of energy and power to hide with instead")
        if self.trigger is None and any("one_of" in e for e in self.effects):
            # a spell's or an activated ability's choices are made as it is played (rb:559.1, rb:559.3);
            # the engine picks an option as the instruction resolves: a triggered ability's way (rb:559.3.b)
            raise ValueError("one_of: only a triggered ability picks one of its options as it resolves")
        if self.instead_of is not None and self.kind != "spell":
            raise ValueError("instead_of belongs to a part of a spell's text")
        if self.legion and self.kind in ("passive", "replacement"):
            # the engine reads Legion where a spell's part, a triggered or an activated ability resolves
            # (chain.resolve_spell, abilities.resolve_ability); a Legion discount is a condition (rb:724.1.c.2)
            raise ValueError(f"legion: a {self.kind} ability does not read it (rb:724.1.c.2); a Legion discount "
                             "is {\"static\": \"cost\", \"if\": \"legion\"}")
        return self

    @property
    def kind(self) -> str:
        if self.trigger:
            return "triggered"
        if self.activate:
            return "activated"
        if self.static:
            return "passive"
        if self.instead:
            return "replacement"
        return "spell"


KEYWORD_RE = re.compile(r"^\s*([A-Za-zÄÖÜäöüß]+)(?:\s+(\d+))?\s*$")


def parse_keyword(text: str) -> tuple[str, int]:
    """'Assault 2' → ('Assault', 2); 'Shield' → ('Shield', 1) (rb:719.1.b.3, rb:726.1.b.3)."""
    m = KEYWORD_RE.match(text)
    if not m:
        raise ValueError(f"not a keyword: {text!r}")
    name = KEYWORDS_DE.get(m.group(1), m.group(1).capitalize() if m.group(1).islower() else m.group(1))
    if name not in KEYWORDS:
        raise ValueError(f"unknown keyword {m.group(1)!r}; known: {', '.join(KEYWORDS)}")
    return name, int(m.group(2)) if m.group(2) else 1


#: what a non-standard additional cost may use (rb:560.6; ``play._cost_pool``)
COST_TARGETS = {"kill": ("friendly-unit", "friendly-mighty-unit", "friendly-gear"),
                "exhaust": ("friendly-unit", "legend"), "spend_buff": ("friendly-unit",),
                "return": ("friendly-gear",)}


def _COST_BY() -> tuple[str, ...]:
    """What a discount may count (``play._discount_amount``)."""
    from ..targets import OPERANDS

    return ("highest-might",) + OPERANDS


def _check_cost_values(cost: dict) -> None:
    """A cost's values have the shapes the engine reads (rb:560): energy a count, power a count
    or a list of domain icons, discard a count, kill and by a word."""
    def count(v) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99

    for key, value in cost.items():
        ok = {"energy": count(value), "discard": count(value) or isinstance(value, bool),
              "power": count(value) or (isinstance(value, list) and all(isinstance(d, str) for d in value)
                                        and len(value) <= 12),
              "by": value in _COST_BY(),
              "kill": value in COST_TARGETS["kill"], "exhaust": value in COST_TARGETS["exhaust"],
              "spend_buff": value in COST_TARGETS["spend_buff"], "return": value in COST_TARGETS["return"]}[key]
        if not ok:
            raise ValueError(f"cost {key!r} has the wrong shape: {value!r}")


class RbCardDef(_Strict):
    """A Riftbound card (or token) definition."""

    name: str = Field(min_length=1)
    type: Literal["unit", "spell", "gear", "rune", "legend", "battlefield"]
    supertype: Literal["champion", "signature"] | None = None
    domains: list[str] = []
    energy: int = Field(0, ge=0, description="energy cost (rb:130.2)")
    power: list[str] = Field([], description="power cost icons: a domain each, or 'any' (rb:130.3)")
    might: int | None = Field(None, ge=0, description="a unit's might (rb:139.2)")
    tags: list[str] = []
    keywords: list[str] = Field([], description="e.g. 'Assault 2', 'Shield', 'Tank', 'Action' (rb:712)")
    abilities: list[Ability] = []
    token: bool = Field(False, description="a token (rb:170): no cost, no domains, ceases outside the board")
    text: str | None = Field(None, description="the printed text (shown to people)")
    public_code: str | None = None
    cites: list[str] = []
    unsupported: list[str] = Field([], description=(
        "sentences of the printed text that did not compile: the engine stops (exit 5) naming the first when "
        "it reads this card's abilities, keywords or passives, instead of guessing"))

    @field_validator("domains", "power")
    @classmethod
    def _domains(cls, v: list[str]) -> list[str]:
        out = []
        for d in v:
            key = d.lower()
            if key not in DOMAINS and key != "any":
                raise ValueError(f"unknown domain {d!r}; known: {', '.join(DOMAINS)} (or 'any' for power)")
            out.append(key)
        return out

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, v: list[str]) -> list[str]:
        return [f"{n} {x}" if n in VALUED_KEYWORDS else n for n, x in (parse_keyword(k) for k in v)]

    @model_validator(mode="after")
    def _shape(self):
        if self.type == "unit" and self.might is None:
            raise ValueError("a unit has a might (rb:139.2)")
        if self.type == "spell" and not any(a.kind == "spell" for a in self.abilities) and self.abilities:
            pass
        from ..effects_ruv import check_card as ruv_check_card  # "Choose one – …" is a spell's whole text

        ruv_check_card(self)
        from ..effects_rxv import check_card as rxv_check_card  # branch rxv's passives: on the cards that read them

        rxv_check_card(self)
        from ..effects_rxb import check_card as rxb_check_card  # "choose Bird, … I gain that tag" come together

        rxb_check_card(self)
        for k, a in enumerate(self.abilities):
            if a.static in ("rve-cant-be-countered", "rve-bonus-per-named-in-trash", "rve-ignore-deflect") \
                    and self.type != "spell":
                raise ValueError(f"abilities[{k}]: {a.static} is read only while a spell is on the chain")
            if a.legion and a.kind == "spell" and self.type != "spell":
                # a permanent's rules text is carried out as it enters without reading Legion (play._rules_text)
                raise ValueError(f"abilities[{k}]: legion on the instructions a {self.type} carries out as it "
                                 "enters: the engine would not act on it; say it on a triggered ability "
                                 "(\"When you play me\") (rb:724.1.c, rb:563.1.b)")
        return self

    def known_abilities(self) -> list[Ability]:
        """The abilities, for the engine to act on: a card with a sentence that did not compile
        is not acted on at all (the engine stops, exit 5, naming the sentence)."""
        if self.unsupported:
            from ..game import NotEncoded

            raise NotEncoded(f"{self.name}: the card text {self.unsupported[0]!r} is not compiled yet "
                             f"(der Kartentext ist noch nicht übersetzt)")
        return self.abilities

    def keyword_values(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for k in self.keywords:
            name, value = parse_keyword(k)
            out[name] = out.get(name, 0) + value if name in VALUED_KEYWORDS else 1
        return out

    @property
    def is_permanent(self) -> bool:
        return self.type in PERMANENTS


class DefInfo:
    """What the engine reads off a definition again and again, worked out once (per process
    for a library card, ``Library.info``; per game for an inline one, ``RiftboundGame.info``):
    the printed keywords with their values (rb:713), the passive abilities by kind (rb:567)
    and the triggered abilities by the zone they work in (rb:584, rb:585.2), each with its
    index on the card."""

    __slots__ = ("defn", "_keywords", "_statics", "_triggers", "_all_triggers")

    def __init__(self, d: RbCardDef):
        self.defn = d
        self._keywords: dict[str, int] = d.keyword_values()
        statics: dict[str, list[Ability]] = {}
        triggers: dict[str, list[tuple[int, Ability]]] = {}
        for k, ab in enumerate(d.abilities):
            if ab.static is not None:
                statics.setdefault(ab.static, []).append(ab)
            if ab.trigger:
                triggers.setdefault(ab.zone, []).append((k, ab))
        self._statics: dict[str, tuple[Ability, ...]] = {k: tuple(v) for k, v in statics.items()}
        self._triggers: dict[str, tuple[tuple[int, Ability], ...]] = {k: tuple(v) for k, v in triggers.items()}
        self._all_triggers = tuple((k, ab) for k, ab in enumerate(d.abilities) if ab.trigger)

    def _readable(self) -> None:
        """A card with a sentence that did not compile is not read at all: what it does is
        unknown, so the engine stops rather than play it without that sentence."""
        self.defn.known_abilities()

    @property
    def keywords(self) -> dict[str, int]:
        self._readable()
        return self._keywords

    @property
    def statics(self) -> dict[str, tuple[Ability, ...]]:
        self._readable()
        return self._statics

    @property
    def triggers(self) -> dict[str, tuple[tuple[int, Ability], ...]]:
        self._readable()
        return self._triggers

    @property
    def all_triggers(self) -> tuple[tuple[int, Ability], ...]:
        self._readable()
        return self._all_triggers
