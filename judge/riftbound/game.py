"""The Riftbound game object: the state layout, lookups, trace and prompt helpers, and the
kernel's hooks.

State layout (plain JSON, built by ``setup.py``)::

    mode, victory, order (turn order), teams ({player: team} in 2v2, else null)
    turn:        {number, player, phase, first: [players whose first turn it is]}
    players:     {name: {score, hand, deck, trash, banish, champion, legend, rune_deck,
                         runes, base, pool: {energy, power: {domain: n}}, scored: [bf],
                         held: [bf controlled at the start of the beginning phase],
                         played (main-deck cards played this turn, rb:724), conquered,
                         identity: [domains]}}
    battlefields:{id: {card, owner, controller, contested, units: [ids], hidden, combat}}
    cards:       {id: {card, owner, controller, zone, exhausted, damage, buff, stunned,
                       role (attacker|defender), zid, [hidden_turn], [token],
                       [group: cards in the main deck in random order, rb:594.5, rb:607.2.a]}}
    chain:       [items, bottom first]       (rb:532; kernel Stack)
    priority:    {players, holder, passes}   (rb:512; kernel PriorityRound) or null
    showdown:    {battlefield, combat (bool)} or null   (rb:545)
    combat:      {battlefield, attacker, defender} or null   (rb:620)
    focus:       {players, holder, passes}   (rb:513) or null
    agenda:      [rule procedures still to run]
    effects:     [lasting effects]; winner

``zone`` is where a card is: hand, deck, trash, banish, champion, legend, rune_deck, runes,
base, bf:<id> (a unit at a battlefield), hidden:<id> (facedown at a battlefield), chain,
gone (a token that ceased to exist). ``zid`` counts a card's zone changes to or from a
non-board zone: a card that comes back is a new object (rb:109, rb:563.2.c.4).
"""

from __future__ import annotations

from contextlib import contextmanager

from collections.abc import Mapping

from judge.i18n import Text
from judge.kernel.choices import NO, YES, Answered, read_as
from judge.kernel import (Agenda, Chooser, Engine, Event, LastingEffects, NotSupported, Option, PriorityRound,
                          Prompt, RuleViolation, Stack, State)

from . import abilities
from .cards.library import library
from .cards.model import DefInfo, RbCardDef
from .i18n import M
from .states import context

BOARD_ZONES = ("base", "bf", "hidden", "runes", "legend")  # rb:106


class NotEncoded(NotSupported):
    """A Riftbound card ability or rule the engine does not encode yet."""


class RiftboundGame:
    def __init__(self, state: State, defs: dict[str, RbCardDef], chooser: Chooser, edition: str = "de"):
        self.state = state
        self.defs = defs
        self.edition = edition
        self.engine = Engine(state, chooser, self)
        self.engine.order_cites = ["rb:583.3.b"]
        self.lasting = LastingEffects(state)
        self.chain = Stack(state, "chain", "seq")
        self.priority = PriorityRound(state, "priority")
        self.focus = PriorityRound(state, "focus")
        self.agenda = Agenda(state, "agenda")
        #: triggered abilities waiting to go onto the chain once the current instruction,
        #: spell or step is complete (rb:151.3, rb:541, rb:543.2): (controller, item)
        self.pending: list[tuple[str, dict]] = []
        #: damage dealt / "this turn" effects made since the expiry step (rb:517.4)
        self.since_expiry = 0
        #: the window a procedure names for its steps (cleanup, combat-damage, ...), else derived
        self.window: str | None = None
        #: values read off the state as it is now (``derived``) and the state version they belong to
        self._derived: dict = {}
        self._derived_version = -1
        #: per card name, what the engine reads off its definition over and over (``info``)
        self._info: dict[str, DefInfo] = {}
        #: the agenda's procedures bound to this game (``turn.advance`` fills it once)
        self.agenda_handlers: dict | None = None

    # -- kernel hooks ------------------------------------------------------------------
    def active_player(self) -> str:
        return self.state.data["turn"]["player"]

    def step_label(self) -> str:
        return self.state.data["turn"]["phase"]

    def triggers(self, window: str, event: Event):
        return []  # Riftbound triggers go onto the chain (abilities.py), not into windows

    def replacements(self, event: Event):
        return abilities.replacements(self, event)

    def replacement_chooser(self, event: Event) -> str:
        """rb:575 — the owner of the affected object orders competing replacements
        (rb:575.1: a player affected chooses; rb:575.2: the turn player for an
        uncontrolled battlefield). Read as the controller (docs/rulings.md, Besitzer vs
        Beherrscher)."""
        card = event.data.get("card")
        return self.controller(card) if card else self.turn_player

    def state_checks(self) -> bool:
        return False  # Riftbound checks state in cleanups (rb:518), run where the rules say

    def context(self) -> dict:
        """The view beside every trace step; steps recorded without a state change in
        between share it (it is never changed once made)."""
        d = self.derived()
        view = d.get("context")
        if view is None:
            view = d["context"] = context(self)
        return view

    def release(self) -> None:
        """The run is over: drop every reference this game holds. The engine refers back to
        the game, and so do the agenda's procedures and the checkpoint renderer; without
        this, the game, its state and its trace would wait for the garbage collector
        instead of going at once."""
        self.__dict__.clear()

    # -- values derived from the state, remembered while it stays the same ---------------
    def derived(self) -> dict:
        """A cache for what is read off the state as it is now (the permanents, the passive
        abilities in force, might, keywords and tags, the trace context), keyed by name.
        It is emptied whenever the state changes (``State.version`` moves with every
        recorded change, an undo included), so a remembered value is always what reading
        the state again would give. Callers get copies of mutable values."""
        version = self.state.version
        if version != self._derived_version:
            self._derived = {}
            self._derived_version = version
        return self._derived

    def info(self, iid: str) -> "DefInfo":
        """What the engine reads off the definition of card ``iid`` (made once per name)."""
        name = self.state.data["cards"][iid]["card"]
        found = self._info.get(name)
        if found is None:
            found = self._info[name] = library().info(self.defs[name])
        return found

    def def_info(self, name: str) -> "DefInfo | None":
        """``info`` by card name (battlefields); None for a name without a definition."""
        found = self._info.get(name)
        if found is None:
            d = self.defs.get(name)
            if d is None:
                return None
            found = self._info[name] = library().info(d)
        return found

    # -- trace and prompts -------------------------------------------------------------
    def record(self, event: str, cites: list[str], said: Mapping[str, str], **kw):
        """Record a step explained by ``said`` (a catalogue message, ``judge.riftbound.i18n.M``)."""
        return self.engine.record(event, cites, said, **kw)

    @contextmanager
    def in_window(self, name: str):
        """Steps recorded inside belong to timing window ``name``."""
        outer, self.window = self.window, name
        try:
            yield
        finally:
            self.window = outer

    def window_now(self) -> str:
        return self.window or self.current_window()

    def current_window(self) -> str:
        """The timing window a step happens in: the chain, a showdown, a combat, or else the
        turn's phase."""
        d = self.state.data
        if d["chain"]:
            return "chain"
        if d["showdown"]:
            return "showdown"
        if d["combat"]:
            return "combat"
        return d["turn"]["phase"]

    def ask(self, prompt_id: str, question: Mapping[str, str], options: list[tuple[str, str]], cites: list[str],
            chooser: str | None = None) -> str:
        prompt = Prompt(prompt_id, chooser or self.turn_player, question,
                        tuple(Option(k, label) for k, label in options),
                        aliases={w.casefold(): k for k, label in options for w in read_as(label)})
        return self.engine.ask(prompt, cites).key

    def only_choice(self, prompt_id: str, chooser: str, key: str, label: str, cites: list[str],
                    said: Mapping[str, str], event: str = "choice") -> str:
        """A choice with one legal option: the engine makes it (recorded in the trace with the
        rules that have it made now, and in the run's choices as taken automatically, so a
        scenario can assert it under ``expect.decisions``)."""
        self.engine.chooser.log.append(Answered(prompt_id, key, auto=True, chooser=chooser,
                                                options=[{"key": key, "label": label}]))
        self.record(event, cites, said, chooser=chooser, choice=key)
        return key

    def ask_yes_no(self, prompt_id: str, question: Mapping[str, str], cites: list[str], chooser: str) -> bool:
        return self.ask(prompt_id, question, [YES, NO], cites, chooser) == "yes"

    def refuse(self, rule: str, said: Mapping[str, str]):
        raise RuleViolation(rule, said)

    def not_encoded(self, what: str):
        raise NotEncoded(what)

    # -- lookups -----------------------------------------------------------------------
    @property
    def turn_player(self) -> str:
        return self.state.data["turn"]["player"]

    @property
    def phase(self) -> str:
        return self.state.data["turn"]["phase"]

    def players(self) -> list[str]:
        return list(self.state.data["order"])

    def in_order_from(self, first: str) -> list[str]:
        """Turn order starting with ``first`` (rb:115.1)."""
        order = self.players()
        i = order.index(first)
        return order[i:] + order[:i]

    def team(self, player: str) -> str:
        teams = self.state.data.get("teams")
        return teams[player] if teams else player

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.players() if self.team(p) != self.team(player)]

    def friendly(self, a: str, b: str) -> bool:
        """rb:648.8.d — friendly: controlled by a player or their teammate."""
        return self.team(a) == self.team(b)

    def card(self, iid: str) -> dict | None:
        return self.state.data["cards"].get(iid)

    def defn(self, iid: str) -> RbCardDef:
        return self.defs[self.state.data["cards"][iid]["card"]]

    def name(self, iid: str) -> str:
        c = self.card(iid)
        return c["card"] if c else iid

    def controller(self, iid: str) -> str:
        return self.state.data["cards"][iid]["controller"]

    def owner(self, iid: str) -> str:
        return self.state.data["cards"][iid]["owner"]

    def zone(self, iid: str) -> str:
        return self.state.data["cards"][iid]["zone"]

    def location(self, iid: str) -> str | None:
        """Where a permanent is on the board: 'base' or a battlefield ID (rb:138.1.a.1)."""
        z = self.zone(iid)
        if z == "base":
            return "base"
        if z.startswith("bf:"):
            return z[3:]
        return None

    def on_board(self, iid: str) -> bool:
        return self.zone(iid).split(":")[0] in BOARD_ZONES

    def is_unit(self, iid: str) -> bool:
        return self.defn(iid).type == "unit"

    def battlefield(self, bf: str) -> dict:
        return self.state.data["battlefields"][bf]

    def battlefields(self) -> list[str]:
        return list(self.state.data["battlefields"])

    def units_at(self, loc: str, player: str | None = None) -> list[str]:
        """Units at a battlefield, or in ``player``'s base (loc 'base')."""
        d = self.state.data
        cards = d["cards"]
        if loc == "base":
            defs = self.defs
            players = d["players"]
            return [i for p in ((player,) if player else d["order"]) for i in players[p]["base"]
                    if defs[cards[i]["card"]].type == "unit"]
        ids = d["battlefields"][loc]["units"]
        return [i for i in ids if player is None or cards[i]["controller"] == player]

    def units_on_board(self, player: str | None = None) -> list[str]:
        """Units in the bases (``player``'s, else everyone's), then at each battlefield."""
        derived = self.derived()
        key = ("units", player)
        ids = derived.get(key)
        if ids is None:
            out = self.units_at("base", player)
            for bf in self.state.data["battlefields"]:
                out += self.units_at(bf, player)
            ids = derived[key] = tuple(out)
        return list(ids)

    def permanents(self, player: str | None = None) -> list[str]:
        """Permanents on the board: in the bases (``player``'s, else everyone's), then at each
        battlefield."""
        return list(self.permanents_now(player))

    def permanents_now(self, player: str | None = None) -> tuple[str, ...]:
        """``permanents`` as a tuple that is shared until the state changes (read, not kept)."""
        derived = self.derived()
        key = ("permanents", player)
        ids = derived.get(key)
        if ids is None:
            d = self.state.data
            cards = d["cards"]
            out = [i for p in ((player,) if player else d["order"]) for i in d["players"][p]["base"]]
            for b in d["battlefields"].values():
                out += [i for i in b["units"] if player is None or cards[i]["controller"] == player]
            ids = derived[key] = tuple(out)
        return ids

    def bf_label(self, bf: str) -> str:
        """A battlefield's name; the plain "Battlefield" goes by its id."""
        card = self.state.data["battlefields"][bf]["card"]
        return bf if card == "Battlefield" else card

    def where(self, loc: str | None, player: str | None = None) -> Text:
        """A location in words: ``player``'s base, a battlefield, or nowhere."""
        if loc == "base":
            return M("Basis von {player}", player=player) if player else M("Basis")
        if loc:
            return M("Schlachtfeld {name}", name=self.bf_label(loc))
        return M("nirgends")

    # -- round state (rb:507–513) -------------------------------------------------------
    @property
    def showdown(self) -> dict | None:
        return self.state.data["showdown"]

    @property
    def closed(self) -> bool:
        """rb:509.1 — a chain exists."""
        return bool(self.state.data["chain"])

    def round_state(self) -> str:
        """rb:510 — neutral-open, neutral-closed, showdown-open or showdown-closed."""
        return ("showdown" if self.showdown else "neutral") + ("-closed" if self.closed else "-open")

    def who_may_act(self) -> str | None:
        """The player who may take a discretionary action now (rb:512.2, rb:513.2), if any."""
        d = self.state.data
        if d.get("winner"):
            return None
        if d["chain"]:  # closed (rb:509.1): the priority holder
            rnd = d["priority"]
            return rnd["holder"] if rnd else None
        if d["showdown"]:
            rnd = d["focus"]
            return rnd["holder"] if rnd else None
        if d["combat"]:
            return None
        if d["turn"]["phase"] == "action" and not d["agenda"]:
            return d["turn"]["player"]  # rb:512.2.a
        return None
