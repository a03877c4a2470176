"""Choice points.

Whenever a rule or a card lets a player decide something (a target, a flank, the order of
simultaneous abilities, whether to use a "may" effect), the engine asks a ``Prompt``.
The ``Chooser`` answers from the scenario's ``choices``:

* a list: answers in the order the prompts arise; an item may also be
  ``{"prompt": ID, "answer": X}`` to answer one named prompt;
* a dict: ``{prompt ID: answer}`` (a list of answers is used one per occurrence).

A prompt with a single legal option that is not optional is answered automatically.
An unanswered prompt raises ``UnansweredPrompt`` (strict mode); the explorer catches it
and follows every option.

The chooser logs every prompt it answers (``log``: the prompt's ID, who chose, the legal
options and the answer) and keeps the prompt it could not answer (``open``), so that a
scenario can assert what a player could choose. ``on_prompt`` (if given) is called with
every prompt and its occurrence (1 for the first prompt with that ID) before it is
answered: a checkpoint recorder snapshots the state there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from judge.i18n import fields

from .i18n import MP


def read_as(label: Mapping[str, str] | str) -> list[str]:
    """The words a label is read as: a name as it stands, a message in each of its languages
    (so an answer may name an option in any of them: "ja", "yes", "tak")."""
    return [label] if isinstance(label, str) else list(dict.fromkeys(label.values()))


@dataclass(frozen=True)
class Option:
    key: str  # what a scenario writes as the answer
    #: what a person reads (defaults to key): a name, or a message said in every language
    label: str | Mapping[str, str] = ""

    def to_dict(self) -> dict:
        if isinstance(self.label, str):
            return {"key": self.key, "label": self.label or self.key}
        # a message: English under "label", the others beside it (as the API's errors say theirs)
        return {"key": self.key, **fields(self.label, "label")}


#: the options of a yes/no question, the "I am done" option of a repeated pick and the "none"
#: option of a pick that may take nothing, in words
YES = ("yes", MP("option", "ja"))
NO = ("no", MP("option", "nein"))
DONE = ("done", MP("option", "fertig"))
NONE = ("none", MP("option", "keine"))


#: the chooser of a random pick (a chance node): a scenario states what came up, as it does a
#: player's choice; the explorer follows every possibility
CHANCE = "chance"


@dataclass(frozen=True)
class Prompt:
    id: str  # stable, readable: "target:<source>", "order:<window>", "<what>:<source>"
    chooser: str  # the player who decides, or CHANCE
    question: Mapping[str, str]  # {"de": ..., "en": ...} or a judge.i18n.Text
    options: tuple[Option, ...]
    aliases: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "chooser": self.chooser,
            "question": dict(self.question),
            "options": [o.to_dict() for o in self.options],
        }

    def match(self, answer: Any) -> Option | None:
        """The option an answer names: by key, else by a label only one option has, else by
        alias (case-insensitive). An answer that fits several options names none."""
        text = str(answer).strip().casefold()
        if isinstance(answer, bool):
            text = "yes" if answer else "no"
        by_key = [o for o in self.options if o.key.casefold() == text]
        by_label = [o for o in self.options if any(w.casefold() == text for w in read_as(o.label or o.key))]
        for found in (by_key, by_label):
            if len(found) == 1:
                return found[0]
        key = self.aliases.get(text)
        return next((o for o in self.options if o.key == key), None)


class UnansweredPrompt(Exception):
    """A prompt the scenario does not answer (strict mode)."""

    def __init__(self, prompt: Prompt):
        self.prompt = prompt
        self.options = list(prompt.options)
        keys = ", ".join(o.key for o in prompt.options)
        super().__init__(f"unanswered prompt {prompt.id!r} ({prompt.question.get('en', '')}); options: {keys}")


class InvalidAnswer(Exception):
    """An answer that names none of the prompt's options."""

    def __init__(self, prompt: Prompt, answer: Any):
        self.prompt = prompt
        self.answer = answer
        keys = ", ".join(o.key for o in prompt.options)
        super().__init__(f"answer {answer!r} to prompt {prompt.id!r} is not an option; options: {keys}")


@dataclass
class Answered:
    prompt: str
    answer: str
    auto: bool = False
    chooser: str | None = None  # who chose (or CHANCE)
    options: list[dict] = field(default_factory=list)  # the legal options: [{key, label}]

    def to_dict(self) -> dict:
        return {"prompt": self.prompt, "answer": self.answer, "auto": self.auto, "chooser": self.chooser,
                "options": [dict(o) for o in self.options]}

    @classmethod
    def of(cls, prompt: Prompt, answer: str, auto: bool = False) -> Answered:
        return cls(prompt.id, answer, auto, prompt.chooser, [o.to_dict() for o in prompt.options])


class Chooser:
    """Answers prompts from the scenario, in order or by prompt ID."""

    def __init__(self, answers: list | dict | None = None, extra: list | None = None,
                 on_prompt: Callable[[Prompt, int], None] | None = None):
        self._ordered: list[Any] = []
        self._keyed: dict[str, list[Any]] = {}
        if isinstance(answers, dict):
            for k, v in answers.items():
                self._keyed[k] = list(v) if isinstance(v, list) else [v]
        else:
            for item in answers or []:
                if isinstance(item, dict) and "prompt" in item and "answer" in item:
                    self._keyed.setdefault(item["prompt"], []).append(item["answer"])
                else:
                    self._ordered.append(item)
        self._ordered.extend(extra or [])
        self.log: list[Answered] = []
        #: the prompt left unanswered (the run stopped there), if any
        self.open: Prompt | None = None
        self.on_prompt = on_prompt
        self._seen: dict[str, int] = {}  # prompt ID -> how many prompts with it arose

    def choose(self, prompt: Prompt) -> Option:
        self._seen[prompt.id] = self._seen.get(prompt.id, 0) + 1
        if self.on_prompt:
            self.on_prompt(prompt, self._seen[prompt.id])
        if len(prompt.options) == 1:
            self.log.append(Answered.of(prompt, prompt.options[0].key, auto=True))
            return prompt.options[0]
        if not prompt.options:
            raise ValueError(f"prompt {prompt.id!r} has no options")
        if self._keyed.get(prompt.id):
            answer = self._keyed[prompt.id].pop(0)
        elif self._ordered:
            answer = self._ordered.pop(0)
        else:
            self.open = prompt
            raise UnansweredPrompt(prompt)
        option = prompt.match(answer)
        if option is None:
            raise InvalidAnswer(prompt, answer)
        self.log.append(Answered.of(prompt, option.key))
        return option

    @property
    def unused(self) -> list[Any]:
        """Answers left over at the end (usually a mistake in the scenario)."""
        return list(self._ordered) + [a for v in self._keyed.values() for a in v]
