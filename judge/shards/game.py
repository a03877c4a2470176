"""The Shards of Infinity game object and its state (``judge.deckbuilding.game`` plus)::

    players.<p>: hand, deck, discard, played (allies this turn), champions, fast_played,
                 health, mastery, gems, power, infinite (power without limit), focus_used,
                 activated (champions activated this turn), eliminated
                 copy_later (effects of cards played later this turn that are copied: General
                 Decurion), next_recruit (the next such card recruited comes into play: Numeri Drones)
    champion_damage: {champion id: damage taken this turn}
    played_this_turn: [card ids played this turn, fast-played mercenaries included]
    gone: [banished cards: back in the box]
    reshuffles: [which cards each shuffle moved]
"""

from __future__ import annotations

from judge.deckbuilding import conditions
from judge.deckbuilding.game import DeckGame, Instances
from judge.kernel import State

from . import rules as R
from .cards.format import FORMAT
from .cards.library import library
from .cards.words import WORDS

PILES = ("hand", "deck", "discard", "played", "champions", "fast_played")


class ShardsGame(DeckGame):
    RULES = {"reshuffle": [R.GENERAL], "refill": [R.GENERAL], "game-over": [R.ATTACK_PHASE, R.G_HEALTH],
             "condition": [R.PLAY], "choice": [R.PLAY], "copy": [R.PLAY, R.GENERAL]}
    FORMAT = FORMAT
    WORDS = WORDS
    OPTIONAL_VERBS = frozenset({"banish", "destroy_champion", "return", "recruit"})
    #: the keyword conditions (``cards/format.py``): the rulebook names Einheit and Multitalent
    #: and counts a fast-played mercenary as an ally played for them
    #: (soi:kartentypen-und-tafeln/soeldnerverbuendete); docs/deckbuilding.md gives the readings
    KEYWORD_RULES = {"unify": ("unity", [R.PLAY, R.MERCENARIES], []),
                     "dominion": ("dominion", [R.PLAY, R.MERCENARIES], []),
                     "inspire": ("inspire", [R.PLAY, R.CHAMPIONS], []),
                     "echo": ("echo", [R.PLAY], [])}

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

    def zone_cards(self, player: str, zone: str) -> list[str]:
        if zone == "played":  # fast-played mercenaries count as played (soi:faq/04)
            return [c for c in self.state.data["played_this_turn"] if self.card(c)["owner"] == player]
        return list(self.pile(player, {"control": "champions"}.get(zone, zone)))

    def keyword_faq(self, keyword: str, player: str, source: str, holds: bool) -> list[str]:
        """soi:faq/04: a fast-played mercenary counts for Einheit and Multitalent."""
        if not holds or keyword not in ("unify", "dominion"):
            return []
        cond = self.FORMAT.keywords[keyword]
        parts = cond.get("all", [cond])
        fast = [c for c in self.pile(player, "fast_played") if c != source]
        return [R.FAQ_FAST_PLAY_UNITY] if any(conditions.matches(self, player, source, c, part["played"])
                                              for c in fast for part in parts) else []

    def resources(self, player: str) -> dict:
        p = self.state.data["players"][player]
        return {"health": p["health"], "mastery": p["mastery"], "gems": p["gems"],
                "power": "∞" if p["infinite"] else p["power"], "hand": len(p["hand"])}

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.players() if p != player and not self.state.get(f"players.{p}.eliminated")]


def build_state(scenario) -> tuple[State, dict]:
    lib = library()
    b = scenario.board
    made = Instances(lib, b)
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
                 power=pb.power, infinite=False, focus_used=pb.focus_used, eliminated=pb.health <= 0,
                 copy_later=[], next_recruit=[])
        players[name] = p
        played_this_turn += p["played"] + p["fast_played"]
    row = [None if c is None else instance(c, None, "center") for c in b.center_row]
    # a board that does not state its center deck refills from the rest of the real one
    stated = "center_deck" in b.model_fields_set
    deck = [instance(c, None, "center-deck") for c in b.center_deck] if stated else made.center_rest(lib, b.seed)
    center = {"row": row, "deck": deck, "stated": stated}
    data = {"order": order, "turn": {"number": b.turn, "player": b.turn_player or order[0], "phase": b.phase},
            "players": players, "center": center, "cards": cards, "champion_damage": damage,
            "played_this_turn": played_this_turn, "gone": [], "shuffles": 0, "reshuffles": [], "winner": None,
            "game_over": False}
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
            "gone": g.names(d["gone"]), "game_over": d["game_over"], "winner": d["winner"],
            "reshuffles": [{"pile": r["pile"], "cards": g.names(r["cards"])} for r in d["reshuffles"]]}
