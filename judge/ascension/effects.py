"""The verbs of Ascension card effects (``cards.json``), each the rule it applies.

A verb is a function ``(game, player, source card id, value, the whole effect dict)``.
Effects run in their printed order; a reward runs at once and cannot be saved for a later
turn (asc:spielablauf/monster-besiegen).
"""

from __future__ import annotations

from judge.kernel import CHANCE

from . import rules as R
from .game import AscensionGame

RESOURCE_NAMES = {"runes": ("Runen", "runes", R.RUNES), "power": ("Stärke", "power", R.POWER),
                  "honor": ("Ehre", "honor", R.HONOR)}


def gain(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """asc:glossary/runen, asc:glossary/staerke — runes and power stay available until the end
    of the turn; honor comes from the pool (asc:glossary/ehre)."""
    for kind, n in value.items():
        if kind == "honor":
            gain_honor(g, player, n, source)
            continue
        de, en, rule = RESOURCE_NAMES[kind]
        g.state.add(f"players.{player}.{kind}", n)
        g.record("gain", [rule, R.TURN], f"{player} erhält {n} {de} ({g.name(source)})",
                 f"{player} gains {n} {en} ({g.name(source)})", actor=player)


def gain_honor(g: AscensionGame, player: str, n: int, source: str | None = None) -> None:
    """asc:spielablauf/spielende — honor comes from the pool; once it is empty the game ends
    after the round, and honor is still gained from the reserve (asc:faq/03)."""
    pool = g.state.data["honor_pool"]
    take = min(n, pool)
    g.state.set("honor_pool", pool - take)
    g.state.add(f"players.{player}.honor", n)
    why = f" ({g.name(source)})" if source else ""
    reserve = n - take
    g.record("gain-honor", [R.HONOR, R.GAME_END] + ([R.FAQ_HONOR_OUT] if reserve else []),
             f"{player} erhält {n} Ehre{why}" + (f"; {reserve} davon aus der Reserve" if reserve else ""),
             f"{player} gains {n} honor{why}" + (f"; {reserve} of it from the reserve" if reserve else ""), actor=player)
    if pool - take == 0 and not g.state.data["last_round"] and g.state.data["variant"] != "solo":
        g.state.set("last_round", True)
        last = g.players()[-1]
        g.record("last-round", [R.GAME_END, R.FAQ_HONOR_OUT],
                 f"Der Ehre-Vorrat ist aufgebraucht: das Spiel endet nach dieser Runde (nach {last}s Zug)",
                 f"the honor pool is empty: the game ends after this round (after {last}'s turn)")


def draw(g: AscensionGame, player: str, source: str, n: int, effect: dict) -> None:
    drawn = g.draw(player, n)
    g.record("draw", [R.TURN], f"{player} zieht {len(drawn)} Karte(n) ({g.name(source)})",
             f"{player} draws {len(drawn)} card(s) ({g.name(source)})", actor=player)


def banish(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """asc:glossary/verbannen — choose a card where the effect allows; a card played this turn
    is no longer in hand (asc:faq/07, asc:faq/11)."""
    from .center import banish_card

    options = []
    for where in value.get("from", ["center"]):
        ids = g.row() if where == "center" else g.pile(player, where)
        options += [(cid, f"{g.name(cid)} ({_WHERE[where][1]})") for cid in ids if cid != source]
    if effect.get("optional"):
        options.append(("none", "keine / none"))
    if not options:
        g.record("no-choice", [R.BANISH], f"{g.name(source)}: keine Karte zum Verbannen",
                 f"{g.name(source)}: no card to banish")
        return
    pick = g.ask(f"banish:{g.name(source)}", f"Welche Karte verbannt {player}?", f"Which card does {player} banish?",
                 options, [R.BANISH] + ([R.FAQ_PLAYED_NOT_IN_HAND, R.FAQ_BANISH_EFFECT]
                                        if "hand" in value.get("from", []) else []), player)
    if pick != "none":
        banish_card(g, player, pick)


_WHERE = {"center": ("zentrale Auslage", "center row"), "hand": ("Hand", "hand"),
          "discard": ("Ablagestapel", "discard pile")}


def defeat(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Defeat a monster up to the printed power, without spending power: the printed value
    cannot be combined with other power (asc:faq/04)."""
    from .center import defeat_card

    limit = value["max_power"]
    options = [(c, g.name(c)) for c in g.row() if g.cdef(c).type == "monster" and g.cdef(c).power <= limit]
    if g.defs["Kultist"].power <= limit:
        options.append(("Kultist", "Kultist"))
    if effect.get("optional", True):
        options.append(("none", "keines / none"))
    pick = g.ask(f"defeat:{g.name(source)}", f"Welches Monster mit höchstens {limit} Stärke besiegt {player}?",
                 f"Which monster with at most {limit} power does {player} defeat?", options,
                 [R.DEFEAT, R.FAQ_PRINTED_MAX], player)
    if pick != "none":
        defeat_card(g, player, pick, paid=False)


def acquire(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Acquire a card up to the printed cost, without spending runes (asc:faq/04)."""
    from .center import acquire_card, available

    limit, kind = value["max_cost"], value.get("type")
    options = [(key, label) for key, label, d in available(g)
               if d.type != "monster" and (kind is None or d.type == kind) and d.cost <= limit]
    if effect.get("optional", True):
        options.append(("none", "keine / none"))
    pick = g.ask(f"acquire:{g.name(source)}", f"Welche Karte mit höchstens {limit} Kosten erwirbt {player}?",
                 f"Which card costing at most {limit} does {player} acquire?", options, [R.ACQUIRE, R.FAQ_PRINTED_MAX],
                 player)
    if pick != "none":
        acquire_card(g, player, pick, paid=False)


def extra_turn(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """An extra turn after this one, even in the last round of the game (asc:faq/05)."""
    g.state.insert("extra_turns", 0, player)
    g.record("extra-turn", [R.GAME_END, R.FAQ_TABLET], f"{player} erhält einen weiteren Zug nach diesem",
             f"{player} gets another turn after this one", actor=player)


def next_defeat(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Effects for "the next time you defeat a monster this turn": they wait for the defeat and
    happen after its reward (asc:faq/10, last point)."""
    g.state.insert(f"players.{player}.watch", -1, {"source": source, "effects": value["effects"]})
    g.record("watch", [R.ORDER, R.FAQ_ORDER], f"{g.name(source)} wartet auf das nächste besiegte Monster in diesem Zug",
             f"{g.name(source)} waits for the next monster defeated this turn", actor=player)


def take_random(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """A card at random from each opponent's hand into the player's hand; it stays in that
    player's deck for the rest of the game, with no replacement (asc:faq/09)."""
    for opp in g.opponents(player):
        hand = g.pile(opp, "hand")
        if not hand:
            continue
        pick = g.ask(f"random:{g.name(source)}:{opp}", f"Zufällige Karte aus {opp}s Hand",
                     f"a random card from {opp}'s hand", [(c, g.name(c)) for c in hand], [R.REWARD, R.FAQ_XERON], CHANCE)
        g.move(pick, f"players.{opp}.hand", f"players.{player}.hand", "hand")
        g.state.set(f"cards.{pick}.owner", player)
        g.record("take", [R.REWARD, R.FAQ_XERON], f"{player} nimmt {g.name(pick)} aus {opp}s Hand; {opp} erhält keinen Ersatz",
                 f"{player} takes {g.name(pick)} from {opp}'s hand; {opp} gets no replacement", actor=player)


def opponents_keep_one_construct(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Each opponent keeps one construct and puts the others into their discard pile; a
    teammate is not affected (asc:varianten/teamspiel)."""
    for opp in g.opponents(player):
        built = list(g.pile(opp, "constructs"))
        if len(built) <= 1:
            continue
        keep = g.ask(f"keep:{g.name(source)}:{opp}", f"Welches Konstrukt behält {opp}?",
                     f"Which construct does {opp} keep?", [(c, g.name(c)) for c in built], [R.REWARD, R.DISCARD], opp)
        for cid in built:
            if cid != keep:
                g.move(cid, f"players.{opp}.constructs", f"players.{opp}.discard", "discard")
        g.record("discard-constructs", [R.REWARD, R.DISCARD], f"{opp} behält {g.name(keep)} und legt die anderen Konstrukte ab",
                 f"{opp} keeps {g.name(keep)} and discards the other constructs", actor=opp)


def put_into_play(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Card text wins over the rule that acquired cards go to the discard pile
    (asc:spielablauf/allgemeine-regeln, its example: Kurierrakete X-99)."""
    cid = effect["_acquired"]
    g.move(cid, f"players.{player}.discard", f"players.{player}.constructs", "constructs")
    g.record("into-play", [R.GENERAL, R.CONSTRUCTS], f"{g.name(cid)} kommt direkt ins Spiel ({g.name(source)})",
             f"{g.name(cid)} goes directly into play ({g.name(source)})", actor=player)


VERBS = {"gain": gain, "draw": draw, "banish": banish, "defeat": defeat, "acquire": acquire, "extra_turn": extra_turn,
         "next_defeat": next_defeat, "take_random": take_random,
         "opponents_keep_one_construct": opponents_keep_one_construct, "put_into_play": put_into_play}
