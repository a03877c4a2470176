"""The game object the deck-building games share: the state layout, card instances and
piles, the trace and prompt helpers, drawing with a reshuffle, and the center row.

State layout (plain JSON; each game adds its own keys)::

    order:   [players, first player first]
    turn:    {number, player, phase}
    players: {name: {hand, deck (top first), discard, played, ...}}
    center:  {row: [card ids, a slot is null while it is refilled], deck: [top first], ...}
    cards:   {id: {card (the library name), owner, zone}}
    shuffles: number of shuffles so far (each is seeded, so a trace is the same in every run)
    reshuffles: [{pile (a player, or "center"), cards: [the card ids the shuffle moved]}]

A game subclass names the rules that govern the shared procedures (``RULES``) and the
verbs of its effects (``VERBS``: verb -> function(game, player, source, value, effect)).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, Callable

from pydantic import BaseModel

from judge.i18n import Text
from judge.kernel import Chooser, Engine, Event, NotSupported, Option, Prompt, RuleViolation, State
from judge.kernel.choices import NO, YES, read_as

from .cards import DbCardDef, Library
from .describe import spoken
from .i18n import M, MN


class NotEncoded(NotSupported):
    """A card effect or rule the engine does not encode yet."""


WORD = re.compile(r"\w+")


@lru_cache(maxsize=1024)  # card names and references of the scenarios (a few hundred); pure
def slug(name: str) -> str:
    return "-".join(WORD.findall(name.casefold()))


def violation(rule: str, said: Text, faq: list[str] | None = None) -> RuleViolation:
    """The refusal of an action: ``rule`` forbids it, ``said`` says why (a catalogue message,
    ``judge.deckbuilding.i18n.M``); ``faq`` lists published answers that say so."""
    v = RuleViolation(rule, said)
    v.faq = list(faq or [])
    return v


def inline_defs(node) -> list[DbCardDef]:
    """Every card defined inline anywhere on a board (pydantic models, lists, dicts)."""
    if isinstance(node, DbCardDef):
        return [node]
    if isinstance(node, BaseModel):
        return [d for k in type(node).model_fields for d in inline_defs(getattr(node, k))]
    if isinstance(node, (list, tuple)):
        return [d for x in node for d in inline_defs(x)]
    if isinstance(node, dict):
        return [d for x in node.values() for d in inline_defs(x)]
    return []


class Instances:
    """The card instances of a scenario's board: an ID from the card's name (a second copy of
    a card gets ``-2``), with the definitions the board uses. A card named on the board is
    the card defined inline under that name, if the board defines one (anywhere: a copy in
    hand may name the card the center row defines), else the library's."""

    def __init__(self, lib, board=None):
        self.lib = lib
        self.defs: dict[str, DbCardDef] = {}
        self.cards: dict[str, dict] = {}
        self._counts: dict[str, int] = {}
        #: the board's inline definitions by name (the first one under a name counts)
        self.inline: dict[str, DbCardDef] = {}
        for d in inline_defs(board) if board is not None else []:
            for key in (d.name.casefold(), slug(d.name)):
                self.inline.setdefault(key, d)

    def definition(self, ref) -> DbCardDef:
        if not isinstance(ref, str):
            return ref
        return self.inline.get(ref.casefold()) or self.inline.get(slug(ref)) or self.lib.get(ref)

    def add(self, ref, owner: str | None, zone: str) -> str:
        d = self.definition(ref)
        self.defs.setdefault(d.name, d)
        base = slug(d.name)
        self._counts[base] = self._counts.get(base, 0) + 1
        cid = base if self._counts[base] == 1 else f"{base}-{self._counts[base]}"
        self.cards[cid] = {"card": d.name, "owner": owner, "zone": zone}
        return cid

    def piles(self, board, owner: str, piles) -> dict[str, list[str]]:
        return {pile: [self.add(c, owner, pile) for c in getattr(board, pile)] for pile in piles}

    def center_rest(self, lib: Library, seed: int) -> list[str]:
        """The base set's centre deck without the copies already on the board (in the row, in
        play, in any pile), shuffled (seeded): what is left of the real deck to refill from."""
        on_board = Counter(info["card"] for info in self.cards.values())
        rest: list[str] = []
        for name in lib.center_deck():
            if on_board[name] > 0:
                on_board[name] -= 1
            else:
                rest.append(name)
        random.Random(f"{seed}:center-deck").shuffle(rest)
        return [self.add(name, None, "center-deck") for name in rest]


class DeckGame:
    #: rule IDs of the shared procedures: "reshuffle" (deck empty → discard becomes the deck),
    #: "refill" (a center row slot is filled at once), "center-reshuffle" (center deck empty)
    RULES: dict[str, list[str]] = {}
    VERBS: dict[str, Callable] = {}
    PHASE_WINDOWS: dict[str, str] = {}
    #: keyword -> (trace event, rule IDs, FAQ IDs) of a keyword condition (``verbs.verb_if``)
    KEYWORD_RULES: dict[str, tuple[str, list[str], list[str]]] = {}
    #: the game's card format (``format.CardFormat``) and its words (``describe.Words``)
    FORMAT = None
    WORDS = None
    #: verbs whose own prompt offers "none" when the effect is optional; any other optional
    #: effect is offered with a yes/no prompt ``may:<card>`` first
    OPTIONAL_VERBS: frozenset = frozenset()

    def __init__(self, state: State, defs: dict[str, DbCardDef], chooser: Chooser, seed: int = 0):
        self.state = state
        self.defs = defs
        self.seed = seed
        self.engine = Engine(state, chooser, self)
        self.window: str | None = None
        #: the cards whose copy effect is being carried out now (a copy never copies one of them)
        self.copying: list[str] = []
        #: the trace context of the state as it is now, and the state version it belongs to
        self._context: dict | None = None
        self._context_version = -1

    def release(self) -> None:
        """The run is over: drop every reference this game holds. The engine refers back to
        the game (and the checkpoint renderer to it); without this the game, its state and
        its trace would wait for the garbage collector instead of going at once."""
        self.__dict__.clear()

    # -- kernel hooks ------------------------------------------------------------------
    def active_player(self) -> str:
        return self.state.data["turn"]["player"]

    def step_label(self) -> str:
        return self.state.data["turn"]["phase"]

    def triggers(self, window: str, event: Event):
        return []

    def replacements(self, event: Event):
        return []

    def state_checks(self) -> bool:
        return False

    def context(self) -> dict:
        """What a trace step shows beside the event: the center row and each player's
        resources (``resources``, named by the game). Steps recorded without a state change
        in between share it (``State.version`` moves with every change; it is never changed
        once made)."""
        if self._context_version == self.state.version:
            return self._context
        d = self.state.data
        cards = d["cards"]
        view = {"kind": "deck", "turn_player": d["turn"]["player"], "phase": d["turn"]["phase"],
                "row": [cards[c]["card"] if c else None for c in d["center"]["row"]],
                "players": {p: self.resources(p) for p in d["order"]}}
        self._context, self._context_version = view, self.state.version
        return view

    def resources(self, player: str) -> dict:
        return {}

    # -- what conditions ask (``conditions``) -------------------------------------------
    def zone_cards(self, player: str, zone: str) -> list[str]:
        raise NotImplementedError

    def has_faction(self, cid: str, faction: str, player: str) -> bool:
        return self.cdef(cid).faction == faction

    def resource_value(self, player: str, name: str) -> int:
        value = self.state.get(f"players.{player}.{name}")
        return value if isinstance(value, int) else 0

    def keyword_faq(self, keyword: str, player: str, source: str, holds: bool) -> list[str]:
        """Published answers that say why a keyword condition holds (none by default)."""
        return []

    def describer(self):
        from .describe import Describer

        return Describer(self.WORDS)

    def window_now(self) -> str:
        return self.window or self.state.data["turn"]["phase"]

    @contextmanager
    def in_window(self, name: str):
        outer, self.window = self.window, name
        try:
            yield
        finally:
            self.window = outer

    # -- trace and prompts -------------------------------------------------------------
    def record(self, event: str, cites: list[str], said: Text, **kw):
        """Record a step explained by ``said`` (a catalogue message, ``judge.deckbuilding.i18n.M``)."""
        return self.engine.record(event, cites, said, **kw)

    def ask(self, prompt_id: str, question: Text, options: list[tuple[str, str]], cites: list[str],
            chooser: str | None = None) -> str:
        aliases: dict[str, str] = {}
        cards = self.state.data["cards"]
        for k, label in options:  # a card option answers to its label, its name and its English name
            for w in read_as(label):
                aliases.setdefault(w.casefold(), k)
            if k in cards:
                d = self.cdef(k)
                for n in (d.name, d.en):
                    if n:
                        aliases.setdefault(n.casefold(), k)
        prompt = Prompt(prompt_id, chooser or self.turn_player, question,
                        tuple(Option(k, label) for k, label in options), aliases=aliases)
        return self.engine.ask(prompt, cites).key

    def ask_yes_no(self, prompt_id: str, question: Text, cites: list[str], chooser: str | None = None) -> bool:
        return self.ask(prompt_id, question, options=[YES, NO], cites=cites,
                        chooser=chooser) == "yes"

    def refuse(self, rule: str, said: Text, faq: list[str] | None = None):
        """Refuse the action: ``rule`` forbids it; ``faq`` lists published answers that say so."""
        # made by a helper: a local here would name the exception from the frame its own
        # traceback keeps, a reference cycle that waits for the garbage collector
        raise violation(rule, said, faq)

    # -- lookups -----------------------------------------------------------------------
    @property
    def turn_player(self) -> str:
        return self.state.data["turn"]["player"]

    @property
    def phase(self) -> str:
        return self.state.data["turn"]["phase"]

    def players(self) -> list[str]:
        return list(self.state.data["order"])

    def card(self, cid: str) -> dict:
        return self.state.data["cards"][cid]

    def cdef(self, cid: str) -> DbCardDef:
        return self.defs[self.card(cid)["card"]]

    def name(self, cid: str) -> str:
        return self.card(cid)["card"]

    def names(self, ids: list[str]) -> list[str]:
        return [self.name(c) for c in ids]

    def pile(self, player: str, pile: str) -> list[str]:
        return self.state.data["players"][player][pile]

    def find(self, ref: str, ids: list[str]) -> str | None:
        """The card among ``ids`` a scenario means by ``ref``: its instance ID, or its name
        (German or English, any case; the first such card)."""
        if ref in ids:
            return ref
        key = ref.casefold()
        for cid in ids:
            d = self.cdef(cid)
            if key in (d.name.casefold(), (d.en or "").casefold(), slug(d.name)):
                return cid
        return None

    # -- moving cards ------------------------------------------------------------------
    def new_card(self, name: str, owner: str | None, zone: str) -> str:
        """A new card instance (a card taken from a supply of identical cards)."""
        base, n = slug(name), 1
        cards = self.state.data["cards"]
        while (cid := base if n == 1 else f"{base}-{n}") in cards:
            n += 1
        self.state.set(f"cards.{cid}", {"card": name, "owner": owner, "zone": zone})
        return cid

    def move(self, cid: str, src: str | None, dst: str | None, zone: str, top: bool = False) -> None:
        """Take ``cid`` out of list ``src`` (a state path) and put it into list ``dst`` (at the
        end, or first with ``top``); ``zone`` is where the card is now."""
        if src is not None:
            self.state.remove(src, cid)
        if dst is not None:
            self.state.insert(dst, 0 if top else len(self.state.get(dst)), cid)
        self.state.set(f"cards.{cid}.zone", zone)

    def take_from_row(self, cid: str, owner: str, dst: str, zone: str) -> int:
        """Take a card out of the center row into list ``dst`` of ``owner``; the slot it leaves
        (to be refilled at once)."""
        slot = self.state.get("center.row").index(cid)
        self.state.set(f"center.row.{slot}", None)
        self.state.insert(dst, -1, cid)
        self.state.set(f"cards.{cid}.owner", owner)
        self.state.set(f"cards.{cid}.zone", zone)
        return slot

    def shuffled(self, ids: list[str]) -> list[str]:
        """A seeded shuffle: the same scenario gives the same order in every run."""
        n = self.state.data.get("shuffles", 0) + 1
        self.state.set("shuffles", n)
        out = list(ids)
        random.Random(f"{self.seed}:{n}").shuffle(out)
        return out

    def draw(self, player: str, n: int) -> list[str]:
        """Draw ``n`` cards; an empty deck is refilled by shuffling the discard pile (even in the
        middle of drawing several), and drawing stops when both are empty."""
        drawn = []
        for _ in range(n):
            if not self.pile(player, "deck") and not self.reshuffle(player):
                break
            cid = self.pile(player, "deck")[0]
            self.move(cid, f"players.{player}.deck", f"players.{player}.hand", "hand")
            drawn.append(cid)
        return drawn

    def reshuffle(self, player: str) -> bool:
        discard = list(self.pile(player, "discard"))
        if not discard:
            return False
        order = self.shuffled(discard)
        self.state.set(f"players.{player}.discard", [])
        self.state.set(f"players.{player}.deck", order)
        for cid in order:
            self.state.set(f"cards.{cid}.zone", "deck")
        self.state.insert("reshuffles", -1, {"pile": player, "cards": list(order)})
        self.record("reshuffle", self.RULES["reshuffle"],
                    MN("{player}s Nachziehstapel ist leer: der Ablagestapel ({n} Karten) wird gemischt und ist der "
                       "neue Nachziehstapel",
                       "{player}s Nachziehstapel ist leer: der Ablagestapel ({n} Karten) wird gemischt und ist der "
                       "neue Nachziehstapel", player=player, n=len(order)),
                    actor=player)
        return True

    # -- the center row ----------------------------------------------------------------
    def refill(self, slot: int) -> str | None:
        """Fill an empty slot of the center row from the top of the center deck at once,
        before anything else happens."""
        deck = self.state.get("center.deck")
        if not deck and not self.center_reshuffle():
            self.record("refill-none", self.RULES["refill"],
                        M("Der zentrale Nachziehstapel ist leer: die Lücke bleibt"))
            return None
        cid = self.state.get("center.deck")[0]
        self.state.remove("center.deck", cid)
        self.state.set(f"center.row.{slot}", cid)
        self.state.set(f"cards.{cid}.zone", "center")
        self.record("refill", self.RULES["refill"],
                    M("Die zentrale Auslage wird sofort aufgefüllt: {card} kommt an Platz {slot}", card=self.name(cid),
                      slot=slot + 1))
        return cid

    def center_reshuffle(self) -> bool:
        return False

    def row(self) -> list[str]:
        return [c for c in self.state.get("center.row") if c]

    # -- effects -----------------------------------------------------------------------
    def run_effects(self, player: str, source: str, effects: list[dict[str, Any]]) -> None:
        """Carry out effects in their printed order (top to bottom)."""
        for e in effects:
            verb = next(k for k in e if k in self.VERBS)
            if e.get("optional") and verb not in self.OPTIONAL_VERBS and not self._may(player, source, e):
                continue
            self.VERBS[verb](self, player, source, e[verb], e)

    def _may(self, player: str, source: str, effect: dict) -> bool:
        """An effect the card lets the player decline ("you may …"): yes or no."""
        what = spoken(self.describer().inline([{k: v for k, v in effect.items() if k != "optional"}]))
        if self.ask_yes_no(f"may:{self.name(source)}", M("{card}: {what}?", card=self.name(source), what=what),
                           cites=self.RULES["choice"], chooser=player):
            return True
        self.record("declined", self.RULES["choice"], M("{player} verzichtet: {what}", player=player, what=what),
                    actor=player)
        return False
