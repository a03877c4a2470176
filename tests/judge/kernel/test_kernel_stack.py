"""The stack, priority rounds and the agenda, with a toy game that knows nothing of any
real game: players put "bells" on a stack, respond to each other, and the top resolves
when everyone passes in a row."""

import pytest

from judge.kernel import Agenda, Chooser, Engine, PriorityRound, Stack, State, UnansweredPrompt, order_items


class Toy:
    """Three players; only the players in the round may act; every step shows the stack
    and who holds priority (the context a stack game gives the trace)."""

    def __init__(self, answers=()):
        self.state = State({"stack": [], "seq": 0, "round": None, "agenda": [], "rung": []})
        self.engine = Engine(self.state, Chooser(list(answers)), self)
        self.stack = Stack(self.state, "stack", "seq")
        self.round = PriorityRound(self.state, "round")
        self.agenda = Agenda(self.state, "agenda")

    def active_player(self):
        return "p1"

    def step_label(self):
        return "main"

    def triggers(self, window, event):
        return []

    def replacements(self, event):
        return []

    def state_checks(self):
        return False

    def context(self):
        return {"stack": [i["label"] for i in self.stack.items], "priority": self.round.holder}

    def ring(self, player, label):
        self.stack.push({"label": label, "controller": player})
        if not self.round.is_open:
            self.round.open(["p1", "p2"], player)
        self.round.give(player)
        self.engine.record("push", ["toy:push"], {"de": label, "en": label}, actor=player)

    def pass_(self):
        if self.round.pass_():
            item = self.stack.pop()
            self.state.insert("rung", -1, item["label"])
            self.engine.record("resolve", ["toy:resolve"], {"de": item["label"], "en": item["label"]})
            if self.stack:
                self.round.give(self.stack.top()["controller"])
            else:
                self.round.close()


def test_new_items_go_on_top_and_the_top_resolves_when_all_pass():
    toy = Toy()
    toy.ring("p1", "A")
    toy.ring("p2", "B")  # a response goes on top
    assert [i["label"] for i in toy.stack.items] == ["A", "B"]
    assert toy.round.holder == "p2"
    toy.pass_()
    assert toy.round.holder == "p1" and len(toy.stack) == 2  # one pass is not enough
    toy.pass_()
    assert toy.state.get("rung") == ["B"]
    assert toy.round.holder == "p1"  # the controller of the new top holds priority
    toy.pass_()
    toy.pass_()
    assert toy.state.get("rung") == ["B", "A"] and not toy.stack and not toy.round.is_open


def test_acting_resets_the_passes():
    toy = Toy()
    toy.ring("p1", "A")
    toy.pass_()  # p1 passes, p2 holds
    toy.ring("p2", "B")
    assert toy.round.passes == 0


def test_only_the_players_of_the_round_act_and_a_player_can_join_it():
    r = PriorityRound(State({"r": None}), "r")
    r.open(["p1", "p3"], "p1")
    assert r.next_after("p1") == "p3"
    assert r.add("p2", ["p1", "p2", "p3"]) and r.players == ["p1", "p2", "p3"]
    assert not r.add("p2", ["p1", "p2", "p3"])


def test_every_step_shows_the_stack_and_the_priority_holder():
    toy = Toy()
    toy.ring("p1", "A")
    toy.ring("p2", "B")
    step = toy.engine.trace.steps[-1].to_dict()
    assert step["context"] == {"stack": ["A", "B"], "priority": "p2"}


def test_the_agenda_runs_until_players_must_act():
    state = State({"agenda": [], "log": [], "wait": False})
    agenda = Agenda(state, "agenda")
    agenda.then({"do": "note", "n": 1}, {"do": "stop"}, {"do": "note", "n": 3})
    agenda.now({"do": "note", "n": 0})

    def note(step):
        state.insert("log", -1, step["n"])

    handlers = {"note": note, "stop": lambda step: state.set("wait", True)}
    agenda.run(handlers, must_wait=lambda: state.get("wait"))
    assert state.get("log") == [0, 1] and len(agenda) == 1
    state.set("wait", False)
    agenda.run(handlers, must_wait=lambda: state.get("wait"))
    assert state.get("log") == [0, 1, 3] and len(agenda) == 0


def test_a_paused_agenda_is_plain_state_that_copies():
    state = State({"agenda": [{"do": "note", "n": 1}]})
    copy = state.copy()
    Agenda(state, "agenda").pop()
    assert Agenda(copy, "agenda").steps == [{"do": "note", "n": 1}]


def test_the_controller_orders_simultaneous_items():
    toy = Toy(answers=["y", "Z"])  # by key or by label; the last one needs no answer
    keys = order_items(toy.engine, "order:toy", "p1", [("x", "X"), ("y", "Y"), ("z", "Z")], ["toy:order"],
                       {"de": "?", "en": "?"})
    assert keys == ["y", "z", "x"]
    with pytest.raises(UnansweredPrompt):
        order_items(Toy().engine, "order:toy", "p1", [("x", "X"), ("y", "Y")], ["toy:order"], {"de": "?", "en": "?"})
    assert order_items(Toy().engine, "order:toy", "p1", [("x", "X")], ["toy:order"], {"de": "?", "en": "?"}) == ["x"]
