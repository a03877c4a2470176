"""The Ascension game object and its state (``judge.deckbuilding.game`` plus)::

    players.<p>: hand, deck, discard, played (heroes this turn), constructs, runes, power,
                 honor (tokens), used (construct abilities and triggers used this turn),
                 restricted (runes that pay only for some cards: [{amount, for, source}]),
                 discounts (the next such card acquired costs less: [{amount, for, source}]),
                 log (what happened this turn, for "the first time each turn": [{event, card, from}])
    center:      row (six slots), deck, void
    always:      {"Mystikerin": n, "Schwere Infanterie": n, "Kultist": 1} (the Cultist never runs out)
    honor_pool, last_round, extra_turns, variant, teams, samael, gone (out of the game),
    reshuffles (which cards each shuffle moved)
"""

from __future__ import annotations

from judge.deckbuilding.game import DeckGame, Instances, slug
from judge.deckbuilding.i18n import M, MN
from judge.kernel import State

from . import rules as R
from .cards.format import FORMAT
from .cards.library import library
from .cards.words import WORDS

ALWAYS = {"Mystikerin": "mystics", "Schwere Infanterie": "heavy_infantry"}
CULTIST = "Kultist"
PILES = ("hand", "deck", "discard", "played", "constructs")


class AscensionGame(DeckGame):
    RULES = {"reshuffle": [R.GENERAL, R.END_TURN], "refill": [R.ORDER, R.FAQ_REFILL, R.FAQ_ORDER],
             "game-over": [R.GAME_END], "condition": [R.TURN, R.GENERAL], "choice": [R.TURN, R.HEROES],
             "copy": [R.HEROES, R.GENERAL]}
    FORMAT = FORMAT
    WORDS = WORDS
    OPTIONAL_VERBS = frozenset({"banish", "defeat", "acquire", "choose"})

    def __init__(self, state, defs, chooser, seed=0):
        from .effects import VERBS

        self.VERBS = VERBS
        super().__init__(state, defs, chooser, seed)

    # -- what conditions ask -----------------------------------------------------------
    def zone_cards(self, player: str, zone: str) -> list[str]:
        return list(self.pile(player, {"control": "constructs"}.get(zone, zone)))

    def has_faction(self, cid: str, faction: str, player: str) -> bool:
        """A card's printed faction; and a faction a construct of the player's in play lets
        it count as (Hedron Link Device: constructs may be treated as Mechana)."""
        d = self.cdef(cid)
        if d.faction == faction:
            return True
        return bool(self.treated_as(cid, faction, player))

    def treated_as(self, cid: str, faction: str, player: str) -> str | None:
        """The construct in play that lets ``cid`` count as ``faction`` (card text wins,
        asc:spielablauf/allgemeine-regeln), if any."""
        d = self.cdef(cid)
        for c in self.pile(player, "constructs"):
            for s in self.cdef(c).static:
                t = s.get("treat_as")
                if t and t["faction"] == faction and t["type"] == d.type:
                    return c
        return None

    # -- the center deck ---------------------------------------------------------------
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
        self.state.insert("reshuffles", -1, {"pile": "center", "cards": list(order)})
        self.record("center-reshuffle", [R.GENERAL],
                    MN("Der zentrale Nachziehstapel ist leer: die Karten der Leere ({n}) werden gemischt und sind der "
                       "neue zentrale Nachziehstapel",
                       "Der zentrale Nachziehstapel ist leer: die Karten der Leere ({n}) werden gemischt und sind der "
                       "neue zentrale Nachziehstapel", n=len(order)))
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
                self.record("solo-shift", [R.SOLO],
                            M("Solitär: die neue Karte kommt links dazu, die anderen rücken nach rechts"))
        if cid and not self.state.get("center.deck"):
            self.center_reshuffle()
        return cid

    def resources(self, player: str) -> dict:
        p = self.state.data["players"][player]
        out = {"honor": p["honor"], "runes": p["runes"], "power": p["power"], "hand": len(p["hand"])}
        if p["restricted"]:
            out["restricted_runes"] = sum(r["amount"] for r in p["restricted"])
        return out

    def opponents(self, player: str) -> list[str]:
        """The other players; in the team variant a teammate is not an opponent (asc:varianten/teamspiel)."""
        teams = self.state.data["teams"]
        return [p for p in self.players() if p != player and not (teams and teams.get(p) == teams.get(player))]

    def log_event(self, player: str, event: str, card: str | None, where: str | None = None) -> None:
        """What happened this turn (for "the first time each turn")."""
        self.state.insert(f"players.{player}.log", -1, {"event": event, "card": card, "from": where})


def always_piles(b, lib) -> dict[str, int]:
    """The always-available piles a board states (``always_available`` by any name of the
    card, else ``mystics`` / ``heavy_infantry``)."""
    piles = {"Mystikerin": b.mystics, "Schwere Infanterie": b.heavy_infantry}
    for ref, n in b.always_available.items():
        key = lib.resolve(ref)
        if key in piles:
            piles[key] = n
    return piles


def build_state(scenario) -> tuple[State, dict]:
    lib = library()
    b = scenario.board
    made = Instances(lib, b)
    instance, defs, cards = made.add, made.defs, made.cards
    order = list(b.order or b.players)
    players = {}
    for name, pb in b.players.items():
        p = made.piles(pb, name, PILES)
        # the heroes the board says were played this turn were played before anything the run does
        log = [{"event": "play", "card": c, "from": "hand"} for c in p["played"]]
        p.update(runes=pb.runes, power=pb.power, honor=pb.honor, log=log, discounts=[],
                 restricted=[{"amount": r.amount, "for": r.only_for.model_dump(exclude_none=True),
                              "source": r.source} for r in pb.restricted_runes if r.amount],
                 used=_used_ids(pb.used, p["constructs"], cards))
        players[name] = p
    row = [None if c is None else instance(c, None, "center") for c in b.center_row]
    void = [instance(c, None, "void") for c in b.void]
    samael = None
    if b.variant == "solo":
        s = b.samael
        samael = {"honor": s.honor if s else b.samael_honor,
                  "cards": [instance(c, None, "samael") for c in (s.cards if s else [])]}
    # a board that does not state its center deck refills from the rest of the real one
    stated = "center_deck" in b.model_fields_set
    deck = [instance(c, None, "center-deck") for c in b.center_deck] if stated else made.center_rest(lib, b.seed)
    center = {"row": row, "deck": deck, "void": void, "stated": stated}
    for name in (*ALWAYS, CULTIST):  # the always-available cards are known to every game
        defs.setdefault(name, lib.get(name))
    default_pool = 50 if b.variant == "solo" else 30 * len(players)
    data = {
        "order": order, "turn": {"number": b.turn, "player": b.turn_player or order[0], "phase": "main"},
        "players": players, "center": center, "cards": cards,
        "always": always_piles(b, lib),
        "honor_pool": default_pool if b.honor_pool is None else b.honor_pool, "last_round": b.last_round,
        "extra_turns": list(b.extra_turns), "variant": b.variant, "teams": dict(b.teams) or None,
        "samael": samael, "gone": [], "shuffles": 0, "reshuffles": [], "winner": None, "game_over": False,
        "final_honor": None,
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
        players[name].update(runes=p["runes"], power=p["power"], honor=p["honor"], used=_used_names(g, p["used"]),
                             restricted_runes=[{"amount": r["amount"], "only_for": dict(r["for"]),
                                                "source": r["source"]} for r in p["restricted"]],
                             discounts=[{"amount": r["amount"], "for": dict(r["for"]), "source": r["source"]}
                                        for r in p["discounts"]])
    samael = None
    if d["samael"] is not None:
        # asc:varianten/solitaervariante: Samael gains only the honor of a reward; runes and
        # power of a reward are ignored, so he never has any (a judge may state it)
        samael = {"honor": d["samael"]["honor"], "cards": g.names(d["samael"]["cards"]), "runes": 0, "power": 0}
    return {
        "turn": dict(d["turn"]), "order": list(d["order"]), "players": players,
        "center": {"row": [g.name(c) if c else None for c in d["center"]["row"]],
                   "deck": g.names(d["center"]["deck"]), "void": g.names(d["center"]["void"])},
        "always": {**d["always"], CULTIST: 1}, "honor_pool": d["honor_pool"], "last_round": d["last_round"],
        "extra_turns": list(d["extra_turns"]), "gone": g.names(d["gone"]), "game_over": d["game_over"],
        "final_honor": d["final_honor"], "winner": d["winner"], "samael": samael,
        "reshuffles": [{"pile": r["pile"], "cards": g.names(r["cards"])} for r in d["reshuffles"]],
    }
