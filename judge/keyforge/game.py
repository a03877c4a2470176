"""The KeyForge game object: the state layout, lookups, and the kernel's ``Game`` hooks.

State layout (plain JSON, see ``setup.py``)::

    turn:    {number, active_player, step, first_turn, played_or_discarded, forged}
    players: {name: {amber, keys, chains, house, houses, hand, deck, discard, archives,
                     purged, battleline, artifacts}}     (zones hold card instance IDs)
    cards:   {instance ID: {card, owner, controller, exhausted, damage, stunned, ward,
                            enraged, amber, power_counters, upgrades, armor_used,
                            elusive_used, marked}}
    effects: [lasting effects]
    winner:  player name or null

The rule modules (``turn``, ``play``, ``use``, ``damage``, ``destroyed``, ``amber``,
``keywords``, ``abilities``) are functions over this object.
"""

from __future__ import annotations

from judge.kernel import (
    Chooser,
    Engine,
    Event,
    LastingEffects,
    Option,
    Prompt,
    Replacement,
    RuleViolation,
    State,
)

from . import rules as R
from .cards.model import CardDef

ZONES = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")
IN_PLAY = ("battleline", "artifacts")
#: the turn steps as trace labels, and the rule that states each (kf:rules/turn-sequence)
STEPS = {
    "forge": R.STEP_1_FORGE,
    "choose-house": R.STEP_2_CHOOSE_HOUSE,
    "main": R.STEP_3_PLAY_DISCARD_USE,
    "ready": R.STEP_4_READY,
    "draw": R.STEP_5_DRAW,
}


class NotYetSupported(Exception):
    """A card ability or rule the engine does not encode yet (never silently skipped)."""


class KeyForgeGame:
    def __init__(self, state: State, defs: dict[str, CardDef], edition: str, chooser: Chooser):
        self.state = state
        self.defs = defs
        self.edition = edition
        self.engine = Engine(state, chooser, self)
        self.engine.order_cites = [R.TIMING_SIMULTANEOUS, R.ACTIVE_PLAYER]
        self.lasting = LastingEffects(state)
        self.destroy_depth = 0
        self.batch: list[tuple[str, str, str, bool]] = []  # (card, controller, owner, creature?) being destroyed

    # -- kernel hooks ------------------------------------------------------------------
    def active_player(self) -> str:
        return self.state.get("turn.active_player")

    def step_label(self) -> str:
        return self.state.get("turn.step")

    def triggers(self, window: str, event: Event):
        from .abilities import collect_triggers

        return collect_triggers(self, window, event)

    def replacements(self, event: Event) -> list[Replacement]:
        from .amber import replacements

        return replacements(self, event)

    def state_checks(self) -> bool:
        from .destroyed import destroy_lethal

        return destroy_lethal(self)

    # -- trace and prompts -------------------------------------------------------------
    def record(self, event: str, cites: list[str], de: str, en: str, **kw):
        return self.engine.record(event, cites, {"de": de, "en": en}, **kw)

    def ask(
        self,
        prompt_id: str,
        de: str,
        en: str,
        options: list[tuple[str, str]],
        cites: list[str],
        chooser: str | None = None,
    ) -> str:
        """Ask the active player (or ``chooser``); options are (key, label); returns the key."""
        labels = [label for _, label in options]
        aliases = {label.casefold(): key for key, label in options if labels.count(label) == 1}
        prompt = Prompt(
            prompt_id,
            chooser or self.active_player(),
            {"de": de, "en": en},
            tuple(Option(k, lbl) for k, lbl in options),
            aliases,
        )
        return self.engine.ask(prompt, cites).key

    def refuse(self, rule: str, de: str, en: str) -> None:
        raise RuleViolation(rule, {"de": de, "en": en})

    # -- players -----------------------------------------------------------------------
    def players(self) -> list[str]:
        return list(self.state.get("players"))

    def opponent(self, player: str) -> str:
        return next(p for p in self.players() if p != player)

    def player(self, name: str) -> dict:
        return self.state.get(f"players.{name}")

    def active_house(self) -> str | None:
        return self.state.get(f"players.{self.active_player()}.house")

    # -- cards -------------------------------------------------------------------------
    def card(self, iid: str) -> dict:
        return self.state.get(f"cards.{iid}")

    def cdef(self, iid: str) -> CardDef:
        return self.defs[self.card(iid)["card"]]

    def name(self, iid: str) -> str:
        return self.card(iid)["card"]

    def controller(self, iid: str) -> str:
        return self.card(iid)["controller"]

    def owner(self, iid: str) -> str:
        return self.card(iid)["owner"]

    def zone_of(self, iid: str) -> tuple[str, str] | None:
        for p in self.players():
            for z in ZONES:
                if iid in self.state.get(f"players.{p}.{z}"):
                    return p, z
        return None

    def in_play(self, iid: str) -> bool:
        where = self.zone_of(iid)
        return bool(where) and where[1] in IN_PLAY

    def creatures(self, player: str | None = None) -> list[str]:
        """Creatures in play, left to right; both battlelines (active player's first) if no player."""
        if player:
            return list(self.state.get(f"players.{player}.battleline"))
        active = self.active_player()
        return self.creatures(active) + self.creatures(self.opponent(active))

    def is_creature(self, iid: str) -> bool:
        where = self.zone_of(iid)
        return bool(where) and where[1] == "battleline"

    def house_of(self, iid: str) -> str:
        return self.cdef(iid).house

    def neighbors(self, iid: str) -> list[str]:
        line = self.creatures(self.controller(iid))
        i = line.index(iid)
        return [line[j] for j in (i - 1, i + 1) if 0 <= j < len(line)]

    def is_flank(self, iid: str) -> bool:
        """kf:glossary/flank — leftmost or rightmost (a lone creature is both)."""
        line = self.creatures(self.controller(iid))
        return iid in (line[0], line[-1])

    # -- values with constant abilities applied (kf:rules/constant-abilities) -----------
    def power(self, iid: str) -> int:
        c = self.card(iid)
        total = self.cdef(iid).power + (c.get("power_counters") or 0)
        for src in self.creatures() + self.artifacts():
            for s in self.cdef(src).static_value("power"):
                if self._static_affects(src, s, iid):
                    total += s["power"]
        return max(total, 0)

    def armor(self, iid: str) -> int:
        return self.cdef(iid).armor

    def keyword(self, iid: str, kw: str) -> int:
        return self.cdef(iid).keyword(kw)

    def artifacts(self) -> list[str]:
        return [a for p in self.players() for a in self.state.get(f"players.{p}.artifacts")]

    def _static_affects(self, src: str, static: dict, target: str) -> bool:
        affects = static.get("affects", "self")
        friendly = self.controller(src) == self.controller(target)
        if static.get("house") and self.house_of(target) != static["house"]:
            return False
        return {
            "self": src == target,
            "friendly-creatures": friendly,
            "enemy-creatures": not friendly,
            "each-creature": True,
        }.get(affects, False)

    def statics_in_play(self, key: str) -> list[tuple[str, dict]]:
        """(source, static ability) for every card in play with a constant ability ``key``."""
        return [(src, s) for src in self.creatures() + self.artifacts() for s in self.cdef(src).static_value(key)]
