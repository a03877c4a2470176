"""The KeyForge card format: card definitions as data.

A definition reads like the card: printed numbers, keywords, traits, and abilities, each
a trigger plus a list of effects. Effects are small dicts with one verb
(``{"steal": 1}``, ``{"deal_damage": 2, "target": "enemy-creature"}``) and optional
modifiers. Anything unknown is rejected when the definition is loaded. Example::

    {"name": "Urchin", "house": "shadows", "type": "creature", "power": 1,
     "keywords": ["elusive"],
     "abilities": [{"trigger": "play", "effects": [{"steal": 1}]}]}

Reference (details in the modules named):

* **Triggers** — the card's own: play, reap, fight ("Fight/Reap:" = a list), before-fight,
  destroyed, leaves-play, action, omni, after-armor-prevents ("after X prevents damage
  with its armor": ``"event.amount"`` is the damage prevented). Watchers (constant
  "after ..."/"each time ..."): after-card-played, after-action-played ("... but before it
  resolves"), after-creature-enters-play, after-creature-reaps, after-aember-reaped
  ("after a player gains æmber by reaping"), after-creature-fights, after-card-used,
  after-creature-destroyed, after-bonus-icon-damage, after-key-forged, after-house-chosen,
  start-of-turn, end-of-turn. A watcher sees its own card's reap, fight or use too ("after a
  creature reaps"); "another creature" is ``"event": {"other": true}``. With ``"whose":
  any|friendly|enemy`` and ``"event": {filter}`` — e.g. ``{"type": "action"}``,
  ``{"where": "neighbor"}`` (read when the event began), ``{"fighting": "self"}``
  ("destroyed fighting this creature"), ``{"flank": "left"}``, ``{"house": "logos"}`` (the
  house chosen). ``"instead": true`` on a
  "Destroyed:" ability: a replacement ("Destroyed: ... instead"), resolved when the card
  would be put into the discard pile, and the card stays in play.
* **Effect modifiers** (``abilities.py``): if, otherwise (true | "instead": only when the
  preceding effect's ``if`` failed), if_you_do, may, who (you, opponent,
  event-player, event-opponent), target, for_each (resolve N times, each choice anew),
  as_if_yours.
* **Verbs** (``verbs.py``, ``verbs_cards.py``): gain, lose, steal, capture (by, from:
  own-side | event), pay, exalt, place_aember, move_aember (from, to | "supply" | "pool"),
  deal_damage, stun, destroy, sacrifice, heal, power_counters, ready, exhaust, ward,
  enrage, draw, chains, unforge, forge (true | "free" | {"modify": N, "minus": amount}),
  lasting (``lasting.py``), repeat ("preceding" [effects: [indices]] | "card-effect"),
  return_to_hand, purge (held: true = "until this card leaves play"), archive (target, or
  N from hand/deck-top/discard/under-self; to_owner_hand; into: owner), to_deck ("top"),
  choose ("choose a creature": sets "that creature"), place_token (doom, ...), discard (N|"all", from
  hand/deck-top/archives, look: N), shuffle_into_deck, put_into_play (enters_ready),
  control ("you"|"opponent"), swap, use (as_if_yours), trigger_ability ("reap"…,
  as_if_yours), play ("deck-top" | "under-self"), put_under, ready_and_fight, to_battleline
  (an artifact onto a flank), unsupported.
* **Targets, amounts, conditions** (``select.py``): selector strings (creature,
  enemy-artifact, flank-creature, neighbor, most-powerful-enemy-creature, each-…, self,
  event-creature, event-defender, event-card, previous-target, attached-creature,
  attacked-creature, granting-card) or dicts with filters (side, kind, count/up_to (N or "any")/each,
  where, of, among, name, house, trait, type, power, token, zone, ...); amounts are numbers, operands
  ("you.amber", "opponent.forged_last_turn", "you.creatures_destroyed" (this turn),
  "you.creature_houses", "you.creature_amber" (æmber on your creatures), "you.played" /
  "you.creatures_played" / "you.fights" / "you.reaps" / "you.forged_this_turn" (this
  turn), "event.amount", "this-way", "self.amber", "self.damage", "previous.power",
  "previous.traits") or ``{"count": target}``, ``{"half": amount}``, ``{"all_but": N, "of": amount}``,
  ``{"times": N, "of": amount}``; conditions ``[l, op, r]``,
  ``{"not"|"all"|"any"|"my_turn"|"exists"|"previous": ...}``, ``{"self"|"attached": filter}`` (the
  card itself / the creature its upgrade is on: "while it is on a flank").
* **Constant abilities** (``static``; ``vocabulary.STATICS``): enters_ready (affects:
  friendly-creatures for "your creatures"), enters_stunned, enters_play_under: opponent,
  key_cost (for, if), power / armor (affects, house, trait, where, if), gains ({keywords, abilities,
  flank}; affects: attached on an upgrade — "this creature gains ..."), play_only_if,
  must_choose_house, use_any_house, cannot_fight / cannot_reap (affects, if), cannot_play (a card
  type or any; for), play_limit (N cards a turn; for), fight_damage (N; bonus:
  true; if_attacking: flank; if_defending: true), redirect_damage (except_trait), steal_instead_of_damage,
  cannot_be_stolen, taken_from_supply, steal_becomes_capture,
  shares_neighbors_fight_damage ("damage dealt to its neighbours during fights is also
  dealt to it"), battleline_creature (N power while in the battleline; all_houses),
  play_as_copy (a target dict;
  house). ``affects``: self, attached, friendly-creatures, other-friendly-creatures,
  enemy-creatures, each-creature, other-creatures, neighbors.
* **Lasting kinds** (``lasting.py``): prevent-damage, reap-steal, ability, key-cost,
  may-play, may-use, cannot-use, cannot-choose-house, blank-text, modify, extra-damage,
  fight-redirect, repeat-bonus, cannot-play, skip-forge, may-play-or-use, next-enters-ready; durations
  turn, until-your-next-turn, opponent-next-turn, while-in-play, kwb-until-end-of-your-next-turn.
* **Card fields**: gigantic (true: ``judge/keyforge/gigantic.py``), keywords (elusive, skirmish, taunt, poison, hazardous N, assault N,
  deploy, alpha, omega), traits, bonus (further bonus icons: aember, capture, damage, draw).
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

HOUSES = ("brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian", "staralliance")
CARD_TYPES = ("creature", "action", "artifact", "upgrade")

#: triggers of bold-keyword abilities on the card itself
SELF_TRIGGERS = (
    "play", "reap", "fight", "destroyed", "before-fight", "action", "omni", "leaves-play", "after-armor-prevents",
)  # fmt: skip
#: constant "after ..."/"each time ..." abilities that watch the board (the card must be in play)
WATCH_TRIGGERS = (
    "after-creature-destroyed",
    "after-creature-reaps",
    "after-creature-fights",
    "after-card-used",
    "after-key-forged",
    "after-card-played",
    "after-creature-enters-play",
    "after-upgrade-enters-play",
    "after-bonus-icon-draw",
    "after-house-chosen",
    "after-aember-reaped",
    "after-action-played",
    "after-bonus-icon-damage",
    "start-of-turn",
    "end-of-turn",
    "kwb-after-upgrade-attached",  # "after you attach <this upgrade> to <a creature>" (verbs_kwb.py)
    "kga-end-of-ready-step",  # "at the end of your "ready cards" step" (kga_watch.py)
    "kwc-after-aember-stolen",  # "after A is stolen from you" (verbs_kwc.after_stolen; event.amount: how much)
    "kmc-after-discarded-from-hand",  # "after a card is discarded from your hand" (kmc.discarded_from_hand)
)
#: abilities that work from a zone out of play (kf:glossary/ability): judge/keyforge/kho_discard.py
OUT_OF_PLAY_TRIGGERS = ("kho-after-house-chosen-from-discard",)
TRIGGERS = SELF_TRIGGERS + WATCH_TRIGGERS + OUT_OF_PLAY_TRIGGERS
#: keywords (kf:glossary/...): fight keywords, and alpha/omega/deploy (play rules)
KEYWORDS = ("elusive", "skirmish", "taunt", "poison", "hazardous", "assault", "deploy", "alpha", "omega",
            "invulnerable")  # invulnerable: damage.py and destroyed.py (kf:glossary/invulnerable)
_KEYWORD = re.compile(r"^(?P<kw>[a-z]+)(?:[ :](?P<n>\d+))?$")


def parse_keyword(text: str) -> tuple[str, int]:
    """``"hazardous 2"`` → ``("hazardous", 2)``; ``"elusive"`` → ``("elusive", 1)``."""
    m = _KEYWORD.match(text.strip().lower())
    if not m or m.group("kw") not in KEYWORDS:
        raise ValueError(f"unknown keyword {text!r}; known: {', '.join(KEYWORDS)}")
    return m.group("kw"), int(m.group("n") or 1)


class Ability(BaseModel):
    """One ability: when it triggers and what it does."""

    model_config = ConfigDict(extra="forbid")

    trigger: str | list[str] = Field(
        description="e.g. play, reap, fight, destroyed, before-fight, "
        "action, omni, after-creature-destroyed; a list for "
        "'Fight/Reap:'"
    )
    whose: Literal["any", "friendly", "enemy"] = Field(
        "any", description="for after-... triggers: whose cards they watch"
    )
    event: dict[str, Any] | None = Field(
        None,
        description="for after-... triggers: a filter on the event's card (a target dict, plus "
        "'is_self': true, 'attached': true (the creature this upgrade is on), 'fighting': 'self', "
        "'flank': 'left'|'right', 'house' of a chosen house), "
        "e.g. {'type': 'action'}, {'where': 'neighbor'}",
    )
    effects: list[dict[str, Any]]
    instead: bool = Field(
        False,
        description="a 'Destroyed: ... instead' replacement (kf:glossary/replacement-effects): the card "
        "is not destroyed; the effects resolve when it would be put into the discard pile",
    )

    instead_if: Any = Field(
        None,
        description="with 'instead': the replacement applies only while this condition holds ('If you have "
        "any other creatures in play, instead of destroying …'); otherwise the card is destroyed",
    )

    @model_validator(mode="after")
    def _instead_replaces_destruction(self):
        if self.instead and self.triggers != ["destroyed"]:
            raise ValueError("'instead' replaces a destruction: its trigger is 'destroyed'")
        if self.instead_if is not None:
            from ..vocabulary import check_condition

            if not self.instead:
                raise ValueError("instead_if is the condition of an 'instead' replacement")
            check_condition(self.instead_if)
        return self

    @field_validator("event")
    @classmethod
    def _known_event_filter(cls, v):
        if v is not None:
            from ..vocabulary import check_target

            rest = {k: x for k, x in v.items()
                    if k not in ("is_self", "attached", "fighting", "flank", "kwb_host", "kab_attacked", "kwc_in_fight",
                             "kwc_assault_of")}
            if v.get("kab_attacked") not in (None, True):  # "after self attacks and destroys a creature"
                raise ValueError("event kab_attacked is true")
            if v.get("kwc_in_fight", True) is not True:  # "destroyed while fighting" (abilities._event_fits)
                raise ValueError("event kwc_in_fight is true")
            if v.get("kwc_assault_of", "self") != "self":  # "destroyed by <self>'s assault damage"
                raise ValueError("event kwc_assault_of is 'self'")
            if "kwb_host" in v:  # the creature an upgrade was attached to (verbs_kwb.py)
                check_target(v["kwb_host"])
            if "house" in rest and not isinstance(rest["house"], str):
                raise ValueError("event house is a house name")
            check_target(rest)
        return v

    @field_validator("trigger")
    @classmethod
    def _known_trigger(cls, v):
        for t in [v] if isinstance(v, str) else v:
            if t not in TRIGGERS:
                raise ValueError(f"unknown trigger {t!r}; known: {', '.join(TRIGGERS)}")
        return v

    @field_validator("effects")
    @classmethod
    def _known_effects(cls, v):
        from ..vocabulary import check_effect

        for eff in v:
            check_effect(eff)
        return v

    @property
    def triggers(self) -> list[str]:
        return [self.trigger] if isinstance(self.trigger, str) else list(self.trigger)


class CardDef(BaseModel):
    """A card definition (built-in or inline in a scenario)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    house: str
    type: Literal["creature", "action", "artifact", "upgrade"]
    power: int = 0
    armor: int = 0
    amber: int = Field(0, description="æmber bonus")
    bonus: list[Literal["aember", "capture", "damage", "draw"]] = Field(
        [],
        description="further bonus icons below the printed æmber bonus, top to bottom (enhanced "
        "cards; kf:glossary/bonus-icons)",
    )
    keywords: list[str] = []
    traits: list[str] = Field([], description="printed traits (kf:glossary/traits), lower case")
    abilities: list[Ability] = []
    static: list[dict[str, Any]] = Field(
        [],
        description="constant abilities, e.g. "
        "{'enters_ready': true}, {'key_cost': 1, 'for': 'opponent'}, "
        "{'power': 1, 'affects': 'friendly-creatures'}, "
        "{'play_only_if': ['you.amber', '>=', 7]}, {'armor': 2, 'affects': 'attached'}, "
        "{'gains': {'abilities': [...]}, 'affects': 'attached'}, {'must_choose_house': 'dis'}",
    )
    errata: list[str] = Field(
        [],
        description="errata records (kf:errata/...) whose corrected text this definition encodes; "
        "a trace announces them before the first action (kf:rules/errata: errata override the "
        "printed information)",
    )
    cites: list[str] = Field([], description="further rule or FAQ IDs this definition rests on")
    unsupported: list[str] = Field(
        [], description="constant abilities of the printed text the compiler could not read: the engine "
        "stops (exit 5) naming them when the card's constant abilities are consulted")
    names: dict[str, str] = Field({}, description="names in other languages: de, pl")
    gigantic: bool = Field(
        False, description="a gigantic creature (kf:glossary/gigantic): two half cards ('1 of 2', '2 of 2') out of "
        "play, played together from hand as one creature, one creature card in play, two cards again when it leaves")
    set: str | None = None
    number: str | None = None

    @field_validator("errata")
    @classmethod
    def _errata_ids(cls, v):
        for rid in v:
            if not rid.startswith("kf:errata/"):
                raise ValueError(f"errata lists kf:errata/... IDs, not {rid!r}")
        return v

    @field_validator("house")
    @classmethod
    def _known_house(cls, v):
        if v.lower() not in HOUSES:
            raise ValueError(f"unknown house {v!r}; known: {', '.join(HOUSES)}")
        return v.lower()

    @field_validator("traits")
    @classmethod
    def _lower_traits(cls, v):
        return [t.lower() for t in v]

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, v):
        for kw in v:
            parse_keyword(kw)
        return v

    @field_validator("static")
    @classmethod
    def _known_static(cls, v):
        from ..vocabulary import check_static

        for s in v:
            check_static(s)
        return v

    @model_validator(mode="after")
    def _creature_power(self):
        if self.type == "creature" and self.power < 0:
            raise ValueError("a creature's power cannot be negative")
        if self.gigantic and self.type != "creature":
            raise ValueError("only a creature is gigantic (kf:glossary/gigantic)")
        return self

    def keyword(self, name: str) -> int:
        """The keyword's value (0 if absent; 1 for keywords without a number)."""
        return self.keyword_values.get(name, 0)

    def abilities_for(self, trigger: str) -> list[Ability]:
        return list(self.abilities_by_trigger.get(trigger, ()))

    # Read off the definition once (a definition is never changed after it is validated;
    # these are not fields: they are neither dumped nor compared).
    @cached_property
    def keyword_values(self) -> dict[str, int]:
        """Every printed keyword with its value (``keyword``)."""
        totals: dict[str, int] = {}
        for kw in self.keywords:
            k, n = parse_keyword(kw)
            totals[k] = totals.get(k, 0) + n
        return totals

    @cached_property
    def abilities_by_trigger(self) -> dict[str, tuple[Ability, ...]]:
        """The abilities for each trigger, in printed order (``abilities_for``)."""
        out: dict[str, list[Ability]] = {}
        for a in self.abilities:
            for t in dict.fromkeys(a.triggers):
                out.setdefault(t, []).append(a)
        return {t: tuple(abilities) for t, abilities in out.items()}

    def static_value(self, key: str) -> list[dict]:
        self.check_supported()
        return [s for s in self.static if key in s]

    def check_supported(self) -> None:
        """A constant ability the compiler could not read would matter now: stop, naming it."""
        if self.unsupported:
            from judge.kernel import NotSupported

            raise NotSupported(f"{self.name}: {self.unsupported[0]} (printed text not compiled)")
