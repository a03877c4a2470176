"""The game-agnostic kernel: state that records its changes, events, timing windows,
triggered abilities, replacement and lasting effects, state checks, choice points, a stack
with priority rounds and an agenda of pending procedures (for games where players respond
to what is pending), the trace, and the branch explorer. It knows no game; games plug in via ``engine.Game``."""

from .checkpoints import Checkpoints
from .choices import CHANCE, Answered, Chooser, InvalidAnswer, Option, Prompt, UnansweredPrompt
from .effects import Event, LastingEffects, Replacement, Triggered
from .engine import Engine, EngineLimit, Game, NotSupported, RuleViolation, after_the_end
from .explorer import Exploration, explore
from .result import Result
from .stack import Agenda, PriorityRound, Stack, order_items
from .state import Change, State, clone
from .trace import Step, Trace, UncitedStep, dumps

__all__ = [
    "Agenda",
    "PriorityRound",
    "Stack",
    "order_items",
    "CHANCE",
    "Answered",
    "Change",
    "Checkpoints",
    "Chooser",
    "Engine",
    "EngineLimit",
    "Event",
    "Exploration",
    "Game",
    "InvalidAnswer",
    "LastingEffects",
    "NotSupported",
    "Option",
    "Prompt",
    "Replacement",
    "Result",
    "RuleViolation",
    "State",
    "Step",
    "Trace",
    "Triggered",
    "UnansweredPrompt",
    "UncitedStep",
    "after_the_end",
    "clone",
    "dumps",
    "explore",
]
