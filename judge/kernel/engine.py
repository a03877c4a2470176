"""The engine core: recording steps, asking prompts, timing windows, replacement effects
and state checks. A game plugs in through the ``Game`` protocol; the kernel knows no
game's words.

Flow of a timing window (``Engine.window``): the window is recorded, the game collects
the abilities that trigger in it, the active player orders them when there is more than
one (a prompt), each resolves in turn, and state checks run after each.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from judge.i18n import joined

from .choices import CHANCE, Chooser, Option, Prompt, read_as
from .effects import Event, Replacement, Triggered
from .i18n import M
from .state import State
from .trace import Trace

MAX_STATE_CHECK_ROUNDS = 100


class RuleViolation(Exception):
    """An action the rules forbid. ``rule`` is the ID of the rule that forbids it."""

    def __init__(self, rule: str, message: dict[str, str]):
        self.rule = rule
        self.message = message
        super().__init__(f"{message.get('en', '')} [{rule}]")

    def to_dict(self) -> dict:
        return {"rule": self.rule, "message": dict(self.message)}


def after_the_end(g, index: int, action_type: str, winner: str | None, rule: str) -> dict:
    """An action after the game ended is not performed (every game): a "game-over" step citing
    the rule that ended the game, and the refusal that stops the run, naming the action."""
    won = M(" ({winner} hat gewonnen)", winner=winner) if winner else ""
    g.record("game-over", [rule], M("Das Spiel ist vorbei{won}: Aktion {index} ({action}) wird nicht mehr ausgeführt",
                                    won=won, index=index, action=action_type))
    return {"action": index, "type": action_type, "rule": rule,
            "message": dict(M("Das Spiel ist vorbei{won}: keine Aktion mehr möglich", won=won))}


class EngineLimit(Exception):
    """A loop that does not settle (e.g. state checks that keep changing the state)."""


class NotSupported(Exception):
    """A card ability or rule the engine does not encode yet (never silently skipped)."""


class Game(Protocol):
    """What the kernel needs from a game."""

    def active_player(self) -> str: ...

    def step_label(self) -> str: ...

    def triggers(self, window: str, event: Event) -> list[Triggered]: ...

    def replacements(self, event: Event) -> list[Replacement]: ...

    def state_checks(self) -> bool:
        """Apply one round of state-based rules; True if anything changed."""
        ...


class Engine:
    def __init__(self, state: State, chooser: Chooser, game: Game | None = None):
        self.state = state
        self.chooser = chooser
        self.game = game
        self.trace = Trace()
        self.window_stack: list[str] = []
        #: rule IDs cited when the active player orders simultaneous abilities (the game sets them)
        self.order_cites: list[str] = []
        #: the game's optional views (``window_now``, ``context``), looked up once per game object
        self._views_of: Any = None
        self._views: tuple[Any, Any] = (None, None)

    # -- trace -------------------------------------------------------------------------
    def record(
        self,
        event: str,
        cites: list[str],
        explain: Mapping[str, str],
        *,
        window: str | None = None,
        actor: str | None = None,
        chooser: str | None = None,
        choice: Any = None,
        faq: list[str] | None = None,
    ):
        """Record one step; it claims every state change made since the last step."""
        return self.trace.add(
            step=self.game.step_label() if self.game else "",
            event=event,
            cites=cites,
            explain=explain,
            changes=self.state.take_changes(),
            window=window if window is not None else self._window(),
            actor=actor,
            chooser=chooser,
            choice=choice,
            faq=faq,
            context=self._context(),
        )

    def _window(self) -> str | None:
        """The innermost open window, else the one the game says the game is in (if it says)."""
        if self.window_stack:
            return self.window_stack[-1]
        now = self._game_views()[0]
        return now() if now else None

    def _context(self) -> dict | None:
        """What the game shows beside every step (e.g. the stack and who holds priority),
        if the game has such a view."""
        view = self._game_views()[1]
        return view() if view else None

    def _game_views(self) -> tuple[Any, Any]:
        """The game's ``window_now`` and ``context`` (None where it has none)."""
        if self._views_of is not self.game:
            self._views_of = self.game
            self._views = (getattr(self.game, "window_now", None), getattr(self.game, "context", None))
        return self._views

    # -- choices -----------------------------------------------------------------------
    def ask(self, prompt: Prompt, cites: list[str]) -> Option:
        """Ask a prompt and record the answer as a step citing the rule that lets the
        player choose."""
        option = self.chooser.choose(prompt)
        picked = option.label or option.key
        if prompt.chooser == CHANCE:
            said = M("Zufällig: {picked}: {question}", picked=picked, question=prompt.question)
        elif len(prompt.options) == 1:
            said = M("{player} wählt {picked}: {question} (einzige Möglichkeit)", player=prompt.chooser, picked=picked,
                     question=prompt.question)
        else:
            said = M("{player} wählt {picked}: {question}", player=prompt.chooser, picked=picked, question=prompt.question)
        self.record(
            "choice",
            cites,
            said,
            chooser=prompt.chooser,
            choice=option.key,
        )
        return option

    # -- timing windows ----------------------------------------------------------------
    def window(self, name: str, event: Event, cites: list[str], explain: Mapping[str, str] | None = None) -> None:
        """Open timing window ``name`` for ``event``: resolve every ability that triggers,
        in the order the active player chooses."""
        pending = self.game.triggers(name, event)
        self.window_stack.append(name)
        try:
            labels = joined([t.label for t in pending], ", ")
            self.record(
                "window",
                cites,
                explain
                or (M("Zeitpunkt „{window}“: {abilities}", window=self._window_words(name), abilities=labels)
                    if pending else M("Zeitpunkt „{window}“: keine Fähigkeiten", window=self._window_words(name))),
            )
            seen = {t.key for t in pending}
            late = getattr(self.game, "late_triggers", None)
            while pending:
                trig = pending.pop(0) if len(pending) == 1 else self._pick_next(name, pending)
                if not trig.still_valid():
                    self.record(
                        "trigger-lapsed",
                        trig.cites,
                        M("{ability} wird nicht mehr abgehandelt (Quelle nicht mehr verfügbar)", ability=trig.label),
                    )
                    continue
                self.record(
                    "trigger",
                    trig.cites,
                    M("{ability} wird abgehandelt", ability=trig.label),
                    actor=trig.controller,
                )
                trig.resolve()
                self.check_state()
                # an ability gained while the window is still open can still trigger in it
                for t in late(name, event) if late else ():
                    if t.key not in seen:
                        seen.add(t.key)
                        pending.append(t)
        finally:
            self.window_stack.pop()

    def _window_words(self, name: str) -> Any:
        """A window as the game names it in words (its ``window_words``, a message), else its code."""
        words = getattr(self.game, "window_words", None)
        return words(name) if words else name

    def _pick_next(self, window: str, pending: list[Triggered]) -> Triggered:
        active = self.game.active_player()
        prompt = Prompt(
            id=f"order:{window}",
            chooser=active,
            question=M("Welche Fähigkeit im Zeitpunkt „{window}“ zuerst?", window=self._window_words(window)),
            options=tuple(Option(t.key, t.label) for t in pending),
            aliases={w.split(" – ")[0].casefold(): t.key for t in pending for w in read_as(t.label)},
        )
        chosen = self.ask(prompt, cites=self.order_cites)
        trig = next(t for t in pending if t.key == chosen.key)
        pending.remove(trig)
        return trig

    # -- replacement effects -----------------------------------------------------------
    def replace(self, event: Event) -> Event | None:
        """Apply replacement effects to an event that would happen. Each replacement
        applies at most once to an event; the active player orders competing ones."""
        used: set[str] = set()
        while event is not None:
            candidates = [r for r in self.game.replacements(event) if r.key not in used]
            if not candidates:
                break
            rep = candidates[0]
            if len(candidates) > 1:
                who = getattr(self.game, "replacement_chooser", None)
                prompt = Prompt(
                    id=f"replace:{event.name}",
                    chooser=who(event) if who else self.game.active_player(),
                    question=M("Welcher Ersatzeffekt zuerst?"),
                    options=tuple(Option(r.key, r.label) for r in candidates),
                )
                key = self.ask(prompt, cites=candidates[0].cites).key
                rep = next(r for r in candidates if r.key == key)
            used.add(rep.key)
            event = rep.apply(event)
            self.record("replaced", rep.cites, rep.explain)
        return event

    # -- state checks ------------------------------------------------------------------
    def check_state(self) -> None:
        for _ in range(MAX_STATE_CHECK_ROUNDS):
            if not self.game.state_checks():
                return
        raise EngineLimit("state checks did not settle")
