"""What a game package gives the shared layers (the loader, the CLI, the service): ``GameSpec``.

The kernel knows no game; each game package builds one ``GameSpec`` (``judge/<game>/spec.py``)
from this type, and the table of games (``judge.games``) joins them. Games import this module,
never the table, so no game depends on the list of games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class GameSpec:
    """What a game package gives the shared layers."""

    name: str  # the scenario's ``game`` value (the key of the table in ``judge.games``)
    prefix: str  # rule-ID prefix, e.g. "kf"
    scenario_model: type  # a ScenarioEnvelope subclass with ``game: Literal[name]``
    #: errors beyond the schema (unknown cards, actions naming no card), each {pointer, message[, nearest]}
    check: Callable[[Any], list[dict]]
    #: errors to report together with schema errors (unknown card names), from the raw document
    raw_errors: Callable[[Any], list[dict]]
    #: resolve(scenario, extra_answers) -> judge.kernel.Result
    resolve: Callable[..., Any]
    #: one line per player of a final state, for `judge explore` (the game's own scores)
    describe_player: Callable[[str, dict], str]
    editions: tuple[str, ...] = ()
    board_help: dict[str, str] = field(default_factory=dict)
    #: candidates(scenario, state) -> [judge.legal.Candidate]: every action the player who acts
    #: could try next on the board as it stands (``state``: the rendered state after the
    #: scenario's actions); the engine decides which are legal (``judge.legal``)
    candidates: Callable[[Any, dict], list] | None = None
    #: blank() -> a scenario document a judge starts from: two players, nothing on the board
    blank: Callable[[], dict] | None = None
    #: find_cards(query, limit) -> library entries matching a name in any language:
    #: {name (as the scenario format takes it), names {de?, en?, pl?}, type, the game's grouping, stats, text}
    find_cards: Callable[[str, int], list[dict]] | None = None
