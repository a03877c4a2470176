"""The Shards of Infinity game object and its state (``judge.deckbuilding.game`` plus)::

    players.<p>: hand, deck, discard, played (allies this turn), champions, fast_played,
                 health, mastery, gems, power, infinite (power without limit), focus_used,
                 activated (champions activated this turn), eliminated
    champion_damage: {champion id: damage taken this turn}
    played_this_turn: [card ids played this turn, fast-played mercenaries included]
    gone: [banished cards: back in the box]
"""

from __future__ import annotations

from judge.deckbuilding.game import DeckGame, Instances
from judge.kernel import State

from . import rules as R
from .cards.library import library

PILES = ("hand", "deck", "discard", "played", "champions", "fast_played")


class ShardsGame(DeckGame):
    RULES = {"reshuffle": [R.GENERAL], "refill": [R.GENERAL], "game-over": [R.ATTACK_PHASE, R.G_HEALTH]}

    def __init__(self, state, defs, chooser, seed=0):
        from .effects import VERBS

        self.VERBS = VERBS
        super().__init__(state, defs, chooser, seed)
        #: the player's mastery when the card whose effects run now was played or activated (a
        #: mastery bonus reached through the card's own mastery cites soi:faq/01)
        self.mastery_at_play: int | None = None

    def run_card(self, player: str, source: str, effects: list) -> None:
        """Run a card's effects (played, fast-played or activated) in the effect window."""
        outer, self.mastery_at_play = self.mastery_at_play, self.state.get(f"players.{player}.mastery")
        try:
            with self.in_window("effect"):
                self.run_effects(player, source, effects)
        finally:
            self.mastery_at_play = outer

    def resources(self, player: str) -> dict:
        p = self.state.data["players"][player]
        return {"health": p["health"], "mastery": p["mastery"], "gems": p["gems"],
                "power": "∞" if p["infinite"] else p["power"], "hand": len(p["hand"])}

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.players() if p != player and not self.state.get(f"players.{p}.eliminated")]


def build_state(scenario) -> tuple[State, dict]:
    lib = library()
    b = scenario.board
    made = Instances(lib)
    instance, defs, cards = made.add, made.defs, made.cards
    damage: dict[str, int] = {}
    order = list(b.order or b.players)
    players = {}
    played_this_turn = []
    for name, pb in b.players.items():
        p = made.piles(pb, name, ("hand", "deck", "discard", "played", "fast_played"))
        champions, activated = [], []
        for entry in pb.champions:
            ref = getattr(entry, "card", entry)
            cid = instance(ref, name, "champions")
            champions.append(cid)
            if getattr(entry, "activated", False):
                activated.append(cid)
            if getattr(entry, "damage", 0):
                damage[cid] = entry.damage
        p.update(champions=champions, activated=activated, health=pb.health, mastery=pb.mastery, gems=pb.gems,
                 power=pb.power, infinite=False, focus_used=pb.focus_used, eliminated=pb.health <= 0)
        players[name] = p
        played_this_turn += p["played"] + p["fast_played"]
    row = [None if c is None else instance(c, None, "center") for c in b.center_row]
    center = {"row": row, "deck": [instance(c, None, "center-deck") for c in b.center_deck]}
    data = {"order": order, "turn": {"number": b.turn, "player": b.turn_player or order[0], "phase": b.phase},
            "players": players, "center": center, "cards": cards, "champion_damage": damage,
            "played_this_turn": played_this_turn, "gone": [], "shuffles": 0, "winner": None, "game_over": False}
    return State(data), defs


def render(g: ShardsGame) -> dict:
    d = g.state.data
    players = {}
    for name, p in d["players"].items():
        players[name] = {pile: g.names(p[pile]) for pile in PILES}
        players[name].update(health=p["health"], mastery=p["mastery"], gems=p["gems"],
                             power="infinite" if p["infinite"] else p["power"], focus_used=p["focus_used"],
                             activated=g.names(p["activated"]), eliminated=p["eliminated"])
    return {"turn": dict(d["turn"]), "order": list(d["order"]), "players": players,
            "center": {"row": [g.name(c) if c else None for c in d["center"]["row"]],
                       "deck": g.names(d["center"]["deck"])},
            "champion_damage": {g.name(c): v for c, v in d["champion_damage"].items()},
            "gone": g.names(d["gone"]), "game_over": d["game_over"], "winner": d["winner"]}
