"""The Ascension game object and its state (``judge.deckbuilding.game`` plus)::

    players.<p>: hand, deck, discard, played (heroes this turn), constructs, runes, power,
                 honor (tokens), used (construct abilities used this turn), watch (effects
                 waiting for "the next time you defeat a monster this turn")
    center:      row (six slots), deck, void
    always:      {"Mystikerin": n, "Schwere Infanterie": n} (the Cultist never runs out)
    honor_pool, last_round, extra_turns, variant, teams, samael, gone (out of the game)
"""

from __future__ import annotations

from judge.deckbuilding.game import DeckGame, Instances, slug
from judge.kernel import State

from . import rules as R
from .cards.library import library

ALWAYS = {"Mystikerin": "mystics", "Schwere Infanterie": "heavy_infantry"}
CULTIST = "Kultist"
PILES = ("hand", "deck", "discard", "played", "constructs")


class AscensionGame(DeckGame):
    RULES = {"reshuffle": [R.GENERAL, R.END_TURN], "refill": [R.ORDER, R.FAQ_REFILL, R.FAQ_ORDER],
             "game-over": [R.GAME_END]}

    def __init__(self, state, defs, chooser, seed=0):
        from .effects import VERBS

        self.VERBS = VERBS
        super().__init__(state, defs, chooser, seed)

    def center_reshuffle(self) -> bool:
        """asc:spielablauf/allgemeine-regeln — an empty center deck: the void is shuffled into
        the new center deck."""
        void = list(self.state.get("center.void"))
        if not void:
            return False
        order = self.shuffled(void)
        self.state.set("center.void", [])
        self.state.set("center.deck", order)
        for cid in order:
            self.state.set(f"cards.{cid}.zone", "center-deck")
        self.record("center-reshuffle", [R.GENERAL],
                    f"Der zentrale Nachziehstapel ist leer: die Karten der Leere ({len(order)}) werden gemischt und "
                    "sind der neue zentrale Nachziehstapel",
                    f"the center deck is empty: the void's {len(order)} cards are shuffled into the new center deck")
        return True

    def refill(self, slot: int):
        """In the solitaire variant a new card comes in at the left and the others move right
        (asc:varianten/solitaervariante); otherwise into the slot left empty.

        asc:spielablauf/allgemeine-regeln — "Sobald der zentrale Nachziehstapel leer ist": the
        void becomes the new center deck as soon as the last card is drawn, not only when the
        next card is needed (unlike a player's deck, which is reshuffled when a card must be
        drawn). A void that is empty then is shuffled when the next card is needed."""
        if self.state.data["variant"] != "solo":
            cid = super().refill(slot)
        else:
            row = list(self.state.get("center.row"))
            del row[slot]
            self.state.set("center.row", [None] + row)
            cid = super().refill(0)
            if cid:
                self.record("solo-shift", [R.SOLO], "Solitär: die neue Karte kommt links dazu, die anderen rücken nach "
                            "rechts", "solitaire: the new card comes in at the left, the others move right")
        if cid and not self.state.get("center.deck"):
            self.center_reshuffle()
        return cid

    def resources(self, player: str) -> dict:
        p = self.state.data["players"][player]
        return {"honor": p["honor"], "runes": p["runes"], "power": p["power"], "hand": len(p["hand"])}

    def opponents(self, player: str) -> list[str]:
        """The other players; in the team variant a teammate is not an opponent (asc:varianten/teamspiel)."""
        teams = self.state.data["teams"]
        return [p for p in self.players() if p != player and not (teams and teams.get(p) == teams.get(player))]


def build_state(scenario) -> tuple[State, dict]:
    lib = library()
    b = scenario.board
    made = Instances(lib)
    instance, defs, cards = made.add, made.defs, made.cards
    order = list(b.order or b.players)
    players = {}
    for name, pb in b.players.items():
        p = made.piles(pb, name, PILES)
        p.update(runes=pb.runes, power=pb.power, honor=pb.honor, watch=[],
                 used=_used_ids(pb.used, p["constructs"], cards))
        players[name] = p
    row = [None if c is None else instance(c, None, "center") for c in b.center_row]
    center = {"row": row, "deck": [instance(c, None, "center-deck") for c in b.center_deck],
              "void": [instance(c, None, "void") for c in b.void]}
    for name in (*ALWAYS, CULTIST):  # the always-available cards are known to every game
        defs.setdefault(name, lib.get(name))
    default_pool = 50 if b.variant == "solo" else 30 * len(players)
    data = {
        "order": order, "turn": {"number": b.turn, "player": b.turn_player or order[0], "phase": "main"},
        "players": players, "center": center, "cards": cards,
        "always": {"Mystikerin": b.mystics, "Schwere Infanterie": b.heavy_infantry},
        "honor_pool": default_pool if b.honor_pool is None else b.honor_pool, "last_round": b.last_round,
        "extra_turns": list(b.extra_turns), "variant": b.variant, "teams": dict(b.teams) or None,
        "samael": {"honor": b.samael_honor, "cards": []} if b.variant == "solo" else None,
        "gone": [], "shuffles": 0, "winner": None, "game_over": False, "final_honor": None,
    }
    return State(data), defs


def _used_ids(used: list[str], constructs: list[str], cards: dict) -> list[str]:
    """The board names a used ability '<card name>#<n>'; the state keys it by the construct in
    play ('<card id>#<n>'), since each construct's abilities are once per turn
    (asc:spielablauf/zugablauf): the first construct of that name not yet marked is meant."""
    out = []
    for entry in used:
        ref, sep, n = entry.rpartition("#")
        ref = ref if sep else entry
        hit = next((c for c in constructs if (c == ref or cards[c]["card"].casefold() == ref.casefold()
                                              or slug(cards[c]["card"]) == slug(ref))
                    and f"{c}#{n}" not in out), None)
        out.append(f"{hit}#{n}" if hit and sep else entry)
    return out


def _used_names(g: AscensionGame, used: list[str]) -> list[str]:
    """The used abilities as the board writes them: '<card name>#<n>' (a trigger: '#t<n>')."""
    out = []
    for key in used:
        cid, sep, n = key.rpartition("#")
        out.append(f"{g.name(cid)}#{n}" if sep and cid in g.state.data["cards"] else key)
    return out


def render(g: AscensionGame) -> dict:
    """The state as scenarios assert on it: card names instead of instance IDs."""
    d = g.state.data
    players = {}
    for name, p in d["players"].items():
        players[name] = {pile: g.names(p[pile]) for pile in PILES}
        players[name].update(runes=p["runes"], power=p["power"], honor=p["honor"], used=_used_names(g, p["used"]))
    return {
        "turn": dict(d["turn"]), "order": list(d["order"]), "players": players,
        "center": {"row": [g.name(c) if c else None for c in d["center"]["row"]],
                   "deck": g.names(d["center"]["deck"]), "void": g.names(d["center"]["void"])},
        "always": dict(d["always"]), "honor_pool": d["honor_pool"], "last_round": d["last_round"],
        "extra_turns": list(d["extra_turns"]), "gone": g.names(d["gone"]), "game_over": d["game_over"],
        "final_honor": d["final_honor"], "winner": d["winner"],
        "samael": None if d["samael"] is None else {"honor": d["samael"]["honor"],
                                                     "cards": g.names(d["samael"]["cards"])},
    }
