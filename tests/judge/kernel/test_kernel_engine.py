"""The engine core with a toy game that knows nothing of any real game: windows,
ordering of simultaneous triggers, replacement effects, lasting effects, state checks."""

import pytest

from judge.kernel import (
    Chooser,
    Engine,
    Event,
    LastingEffects,
    Replacement,
    State,
    Triggered,
    UnansweredPrompt,
    UncitedStep,
)


class Toy:
    """Two counters; 'bell' rings add to them; a counter above 3 is reset by a state check."""

    def __init__(self, answers=()):
        self.state = State({"a": 0, "b": 0, "effects": [], "effect_seq": 0})
        self.engine = Engine(self.state, Chooser(list(answers)), self)
        self.engine.order_cites = ["toy:order"]
        self.lasting = LastingEffects(self.state)

    def active_player(self):
        return "p1"

    def step_label(self):
        return "main"

    def triggers(self, window, event):
        if window != "bell":
            return []
        return [Triggered(k, k.upper(), "p1", lambda k=k: self.bump(k), ["toy:" + k]) for k in ("a", "b")]

    def bump(self, key):
        self.state.add(key, 1 if key == "a" else 2)
        self.engine.record("bump", ["toy:bump"], {"de": key, "en": key})

    def replacements(self, event):
        if event.name == "gain" and self.lasting.active("double"):
            return [
                Replacement(
                    "double",
                    "Double",
                    lambda ev: ev.with_data(n=ev.data["n"] * 2),
                    ["toy:double"],
                    {"de": "doppelt", "en": "doubled"},
                )
            ]
        return []

    def state_checks(self):
        over = [k for k in ("a", "b") if self.state.get(k) > 3]
        for k in over:
            self.state.set(k, 0)
            self.engine.record("reset", ["toy:reset"], {"de": k, "en": k})
        return bool(over)


def test_the_active_player_orders_simultaneous_triggers():
    toy = Toy(answers=["B"])
    toy.engine.window("bell", Event("ring"), ["toy:bell"])
    events = [(s.event, s.choice) for s in toy.engine.trace.steps]
    assert events == [
        ("window", None),
        ("choice", "b"),
        ("trigger", None),
        ("bump", None),
        ("trigger", None),
        ("bump", None),
    ]
    assert toy.engine.trace.steps[1].cites == ["toy:order"]


def test_unordered_triggers_are_an_unanswered_prompt():
    with pytest.raises(UnansweredPrompt) as e:
        Toy().engine.window("bell", Event("ring"), ["toy:bell"])
    assert e.value.prompt.id == "order:bell"


def test_state_checks_run_after_each_trigger():
    toy = Toy(answers=["a"])
    toy.state.set("b", 2)
    toy.state.take_changes()
    toy.engine.window("bell", Event("ring"), ["toy:bell"])
    assert toy.state.get("b") == 0  # 2 + 2 = 4 > 3: reset
    assert "reset" in [s.event for s in toy.engine.trace.steps]


def test_replacement_effect_and_lasting_effect_expiry():
    toy = Toy()
    toy.lasting.add({"kind": "double", "until": "end-of-turn"})
    assert toy.engine.replace(Event("gain", {"n": 2})).data["n"] == 4
    assert toy.engine.trace.steps[-1].event == "replaced"
    assert [e["kind"] for e in toy.lasting.expire("end-of-turn")] == ["double"]
    assert toy.engine.replace(Event("gain", {"n": 2})).data["n"] == 2


def test_every_step_needs_a_citation():
    with pytest.raises(UncitedStep):
        Toy().engine.record("bump", [], {"de": "", "en": ""})


def test_faq_citations_are_listed_apart():
    toy = Toy()
    step = toy.engine.record("bump", ["toy:rule", "toy:faq/01"], {"de": "", "en": ""})
    assert step.cites == ["toy:rule"] and step.faq == ["toy:faq/01"]
