"""The KeyForge game object: the state layout, lookups, and the kernel's ``Game`` hooks.

State layout (plain JSON, see ``setup.py``)::

    turn:    {number, active_player, step, first_turn, played_or_discarded, forged,
              step_actions, step_ended, uses}
    players: {name: {amber, keys, chains, house, houses, hand, deck, discard, archives,
                     purged, battleline, artifacts, forged_last_turn,
                     creatures_destroyed (this turn)}}   (zones hold card IDs)
    cards:   {instance ID: {card, owner, controller, exhausted, damage, stunned, ward,
                            enraged, amber, power_counters, upgrades, armor_used,
                            elusive_used, marked, [house], [copy_of], [attached_to],
                            [held_by], [under], [to_owner_hand]}}
    effects: [lasting effects]
    winner:  player name or null

``house`` is an instance's own house (a maverick, kf:glossary/maverick), ``copy_of`` the
card an instance is a copy of, ``attached_to`` the creature an upgrade is attached to
(kf:rules/upgrades), ``held_by`` the card that holds a purged card until it leaves play.
What a card *has* right now (keywords, abilities, power, armor: printed text, blanking,
upgrades, gained abilities) lives in ``text.py``.
"""

from __future__ import annotations

from collections.abc import Mapping

from judge.kernel import (
    Chooser,
    Engine,
    Event,
    LastingEffects,
    NotSupported,
    Option,
    Prompt,
    Replacement,
    RuleViolation,
    State,
)
from judge.kernel.choices import NO, YES, read_as

from . import rules as R
from . import text
from .abilities import SELF_IN_WINDOW, _own, collect_triggers
from .amber import replacements
from .cards.model import CardDef
from .destroyed import destroy_by_condition, destroy_lethal
from .windows import window_words

ZONES = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")
IN_PLAY = ("battleline", "artifacts", "upgrade")
#: the turn steps as trace labels, and the rule that states each (kf:rules/turn-sequence)
STEPS = {
    "forge": R.STEP_1_FORGE,
    "choose-house": R.STEP_2_CHOOSE_HOUSE,
    "main": R.STEP_3_PLAY_DISCARD_USE,
    "ready": R.STEP_4_READY,
    "draw": R.STEP_5_DRAW,
}


class NotYetSupported(NotSupported):
    """A KeyForge card ability or rule the engine does not encode yet (never silently skipped)."""


class KeyForgeGame:
    #: a window by its name in words (kf:rules/timing-chart), for the kernel's explanations
    window_words = staticmethod(window_words)

    def __init__(self, state: State, defs: dict[str, CardDef], edition: str, chooser: Chooser):
        self.state = state
        self.defs = defs  # every definition the game can use (by name; fixed for the game)
        #: whether any of them has constant abilities (or ones not compiled): without any,
        #: no card in play ever has one (``text.py`` need not look)
        self.any_statics = any(d.static or d.unsupported for d in defs.values())
        #: the triggers of their printed abilities (other abilities are given: ``text.abilities``)
        self.printed_triggers = {t for d in defs.values() for t in d.abilities_by_trigger}
        self.edition = edition
        self.engine = Engine(state, chooser, self)
        self.engine.order_cites = [R.TIMING_SIMULTANEOUS, R.ACTIVE_PLAYER]
        self.lasting = LastingEffects(state)
        self.destroy_depth = 0
        self.batch: list[tuple[str, str, str, bool]] = []  # (card, controller, owner, creature?) being destroyed
        #: "Destroyed: ... instead" replacements waiting for the discard step (card, ability, controller, granter)
        self.pending_instead: list[tuple] = []
        #: where a card was just before it left play (kf:glossary/leaves-play, PL: "the state just before")
        self.last_seen: dict[str, dict] = {}
        #: the fight in progress: {attacker, defender} (for "destroyed fighting ..." watchers)
        self.fighting: dict | None = None
        self.last_fight: dict | None = None  # the latest fight: "the attacked creature"
        #: every card marked for destruction, in order ("if this destroys ...", kf:glossary/this-way)
        self.destroyed_log: list[str] = []
        #: cards whose "gains" are being read right now (``text.gained``)
        self.reading_gains: set[str] = set()
        #: values derived from the board as it is now, by name (``derived``)
        self._derived: dict = {}
        self._derived_version = -1

    # -- kernel hooks ------------------------------------------------------------------
    def active_player(self) -> str:
        return self.state.data["turn"]["active_player"]

    def step_label(self) -> str:
        return self.state.data["turn"]["step"]

    def triggers(self, window: str, event: Event):
        return collect_triggers(self, window, event)

    def late_triggers(self, window: str, event: Event):
        """a "Reap:" ability gained during the reap window still triggers in it."""
        card = event.data.get("card")
        if window in SELF_IN_WINDOW and card and self.card(card) and self.in_play(card):
            return _own(self, card, SELF_IN_WINDOW[window], event)
        return []

    def replacements(self, event: Event) -> list[Replacement]:
        return replacements(self, event)

    def state_checks(self) -> bool:
        return destroy_lethal(self) or destroy_by_condition(self)

    # -- values derived from the board, remembered while it stays the same ---------------
    def derived(self) -> dict | None:
        """A cache for what is read off the board as it is now (the cards in play, the
        constant abilities in force, power, keywords; see ``text.py``), keyed by name.

        It is emptied whenever the state changes (``State.version`` moves with every
        recorded change) and when ``last_seen`` changes (``forget_derived``), so a cached
        value is always what reading the board again would give. While a card's "gains" are
        being read (``text.gained``) reads see the board without that gain: nothing is
        remembered then (None)."""
        if self.reading_gains:
            return None
        version = self.state.version
        if version != self._derived_version:
            self._derived = {}
            self._derived_version = version
        return self._derived

    def forget_derived(self) -> None:
        """Drop the cached derived values (``last_seen`` changed: a neighbour read from it)."""
        self._derived_version = -1

    # -- trace and prompts -------------------------------------------------------------
    def record(self, event: str, cites: list[str], said: Mapping[str, str], **kw):
        """Record a step explained by ``said`` (a catalogue message, ``judge.keyforge.i18n.M``)."""
        return self.engine.record(event, cites, said, **kw)

    def ask(
        self,
        prompt_id: str,
        question: Mapping[str, str],
        options: list[tuple[str, str]],
        cites: list[str],
        chooser: str | None = None,
    ) -> str:
        """Ask the active player (or ``chooser``); options are (key, label); returns the key."""
        words = [w for _, label in options for w in read_as(label)]
        aliases = {w.casefold(): key for key, label in options for w in read_as(label) if words.count(w) == 1}
        prompt = Prompt(
            prompt_id,
            chooser or self.active_player(),
            question,
            tuple(Option(k, lbl) for k, lbl in options),
            aliases,
        )
        return self.engine.ask(prompt, cites).key

    def yes_no(self, prompt_id: str, question: Mapping[str, str], cites: list[str], chooser: str | None = None) -> bool:
        return self.ask(prompt_id, question, [YES, NO], cites, chooser) == "yes"

    def refuse(self, rule: str, said: Mapping[str, str]) -> None:
        raise RuleViolation(rule, said)

    # -- players -----------------------------------------------------------------------
    def players(self) -> list[str]:
        return list(self.state.data["players"])

    def opponent(self, player: str) -> str:
        return next(p for p in self.players() if p != player)

    def player(self, name: str) -> dict:
        return self.state.data["players"].get(name)

    def active_house(self) -> str | None:
        return self.state.get(f"players.{self.active_player()}.house")

    # -- cards -------------------------------------------------------------------------
    # Read-only look-ups go straight to the state's data (``State.get`` is for paths);
    # every change still goes through ``State`` so that it is recorded.
    def card(self, iid: str) -> dict:
        return self.state.data["cards"].get(iid)

    def cdef(self, iid: str) -> CardDef:
        """The definition the card has now: the copied card's while it is a copy."""
        c = self.state.data["cards"][iid]
        return self.defs[c.get("copy_of") or c.get("kga_form") or c["card"]]  # kga_form: kga_forms.py

    def printed(self, iid: str) -> CardDef:
        return self.defs[self.card(iid)["card"]]

    def name(self, iid: str) -> str:
        return self.cdef(iid).name

    def controller(self, iid: str) -> str:
        return self.card(iid)["controller"]

    def owner(self, iid: str) -> str:
        return self.card(iid)["owner"]

    def zone_of(self, iid: str) -> tuple[str, str] | None:
        c = self.state.data["cards"][iid]
        if c.get("attached_to"):
            return (c["controller"], "upgrade") if self.in_play(c["attached_to"]) else None
        for p, zones in self.state.data["players"].items():
            for z in ZONES:
                if iid in zones[z]:
                    return p, z
        return None

    def in_play(self, iid: str) -> bool:
        where = self.zone_of(iid)
        return bool(where) and where[1] in IN_PLAY

    def creatures(self, player: str | None = None) -> list[str]:
        """Creatures in play, left to right; both battlelines (active player's first) if no player."""
        if player:
            return list(self.state.data["players"][player]["battleline"])
        return list(self._both_sides("battleline"))

    def artifacts(self, player: str | None = None) -> list[str]:
        if player:
            return list(self.state.data["players"][player]["artifacts"])
        return list(self._both_sides("artifacts"))

    def _both_sides(self, zone: str) -> tuple[str, ...]:
        """The active player's ``zone``, then the other player's (remembered: ``derived``)."""
        memo = self.derived()
        if memo is not None and zone in memo:
            return memo[zone]
        players = self.state.data["players"]
        active = self.state.data["turn"]["active_player"]
        other = next(p for p in players if p != active)
        out = tuple(players[active][zone] + players[other][zone])
        if memo is not None:
            memo[zone] = out
        return out

    def upgrades_of(self, iid: str) -> list[str]:
        return list(self.card(iid).get("upgrades") or [])

    def cards_in_play(self) -> list[str]:
        """Creatures, their upgrades, then artifacts (the order constant abilities are read in)."""
        memo = self.derived()
        if memo is not None and "in_play" in memo:
            return list(memo["in_play"])
        cards = self.state.data["cards"]
        out = []
        for c in self._both_sides("battleline"):
            out.append(c)
            out += cards[c].get("upgrades") or ()
        out += self._both_sides("artifacts")
        if memo is not None:
            memo["in_play"] = tuple(out)
        return out

    def is_creature(self, iid: str) -> bool:
        for zones in self.state.data["players"].values():
            if iid in zones["battleline"]:
                return True
        return False

    def house_of(self, iid: str) -> str:
        """The card's house: a maverick's or a copy's own house first (kf:glossary/maverick), unless
        a card changes it (kho_houses.py, kf:rules/houses)."""
        from .kho_houses import house_now

        return house_now(self, iid)

    def all_houses(self, iid: str) -> bool:
        """A card "considered ... to belong to all houses" while in the battleline
        (constant ``battleline_creature`` with ``all_houses``; kf:rules/constant-abilities)."""
        from .kho_houses import all_houses

        return (self.is_creature(iid) and any(
            s.get("all_houses") for s in text.statics(self, iid, "battleline_creature")
        )) or all_houses(self, iid)

    def belongs_to(self, iid: str, house: str | None) -> bool:
        """Whether the card belongs to ``house`` (its own house, or every house)."""
        return house is not None and (self.house_of(iid) == house or self.all_houses(iid))

    def bonus_icons(self, iid: str) -> list[str]:
        """kf:glossary/bonus-icons, kf:glossary/enhance — the icons below the printed æmber bonus:
        the definition's, then those this copy was enhanced with."""
        return list(self.cdef(iid).bonus) + list(self.card(iid).get("bonus") or [])

    def traits(self, iid: str) -> list[str]:
        """kf:glossary/traits — the printed traits, and those a card in play gains ("a creature
        gains elusive and the Mutant trait", kf:glossary/lasting-effects)."""
        printed = self.cdef(iid).traits
        gained = [t for gains in text.gained(self, iid) for t in gains.get("traits", ())]
        return printed + [t for t in dict.fromkeys(gained) if t not in printed] if gained else printed

    def neighbors(self, iid: str) -> list[str]:
        """kf:glossary/neighbor — the creatures directly left and right of it."""
        if not self.is_creature(iid):
            return list(self.last_seen.get(iid, {}).get("neighbors", []))
        line = self.creatures(self.controller(iid))
        i = line.index(iid)
        return [line[j] for j in (i - 1, i + 1) if 0 <= j < len(line)]

    def is_flank(self, iid: str) -> bool:
        """kf:glossary/flank — leftmost or rightmost (a lone creature is both); a card may
        make another creature count as a flank creature ("considered a flank creature")."""
        line = self.creatures(self.controller(iid))
        return iid in (line[0], line[-1]) or any(g.get("flank") for g in text.gained(self, iid))

    # -- values with constant abilities applied (kf:rules/constant-abilities) -----------
    def power(self, iid: str) -> int:
        return text.power(self, iid)

    def armor(self, iid: str) -> int:
        return text.armor(self, iid)

    def armor_left(self, iid: str) -> int:
        """kf:glossary/armor — the armor that can still prevent damage this turn."""
        return max(self.armor(iid) - (self.card(iid).get("armor_used") or 0), 0)

    def keyword(self, iid: str, kw: str) -> int:
        return text.keyword(self, iid, kw)

    def statics_in_play(self, key: str) -> list[tuple[str, dict]]:
        """(source, static ability) for every card in play with a constant ability ``key``."""
        return text.statics_in_play(self, key)

    def _static_affects(self, src: str, static: dict, target: str) -> bool:
        return text.affects(self, src, static, target)

    # -- lasting effects ---------------------------------------------------------------
    def effects(self, kind: str | None = None) -> list[dict]:
        """Lasting effects in force now (kf:glossary/lasting-effects): an effect "on your
        opponent's next turn" waits for that turn (``from_turn``)."""
        effects = self.state.data["effects"]
        if not effects:
            return []
        now = self.state.data["turn"]["number"]
        return [e for e in effects if (kind is None or e.get("kind") == kind) and (e.get("from_turn") or 0) <= now]
