"""The verbs of Ascension card effects (``cards.json``; their shapes: ``cards/format.py``),
each the rule it applies.

A verb is a function ``(game, player, source card id, value, the whole effect dict)``.
Effects run in their printed order; a reward runs at once and cannot be saved for a later
turn (asc:spielablauf/monster-besiegen). Where a card's text says more than the rulebook
(a condition, a count, runes for one kind of card, a copy), the card text wins
(asc:spielablauf/allgemeine-regeln).
"""

from __future__ import annotations

from judge.deckbuilding import conditions
from judge.deckbuilding.verbs import copy_effects, verb_choose, verb_if
from judge.kernel import CHANCE

from . import rules as R
from .game import AscensionGame

RESOURCE_NAMES = {"runes": ("Runen", "runes", R.RUNES), "power": ("Stärke", "power", R.POWER),
                  "honor": ("Ehre", "honor", R.HONOR)}


def gain(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """asc:glossary/runen, asc:glossary/staerke — runes and power stay available until the end
    of the turn; honor comes from the pool (asc:glossary/ehre). An amount may be counted
    ("1 honor for each faction among your constructs"): counted now, when the effect happens."""
    for kind, raw in value.items():
        n = conditions.amount(g, player, source, raw)
        counted = ("", "") if isinstance(raw, int) else tuple(f" ({t})" for t in g.describer().amount(raw, ("", "")))
        if kind == "honor":
            gain_honor(g, player, n, source, counted)
            continue
        de, en, rule = RESOURCE_NAMES[kind]
        g.state.add(f"players.{player}.{kind}", n)
        g.record("gain", [rule, R.TURN] + ([R.GENERAL] if counted[0] else []),
                 f"{player} erhält {n} {de} ({g.name(source)}){counted[0]}",
                 f"{player} gains {n} {en} ({g.name(source)}){counted[1]}", actor=player)


def gain_honor(g: AscensionGame, player: str, n: int, source: str | None = None,
               counted: tuple[str, str] = ("", "")) -> None:
    """asc:spielablauf/spielende — honor comes from the pool; once it is empty the game ends
    after the round, and honor is still gained from the reserve (asc:faq/03)."""
    pool = g.state.data["honor_pool"]
    take = min(n, pool)
    g.state.set("honor_pool", pool - take)
    g.state.add(f"players.{player}.honor", n)
    why = f" ({g.name(source)})" if source else ""
    reserve = n - take
    g.record("gain-honor", [R.HONOR, R.GAME_END] + ([R.FAQ_HONOR_OUT] if reserve else []) + ([R.GENERAL] if counted[0] else []),
             f"{player} erhält {n} Ehre{why}{counted[0]}" + (f"; {reserve} davon aus der Reserve" if reserve else ""),
             f"{player} gains {n} honor{why}{counted[1]}" + (f"; {reserve} of it from the reserve" if reserve else ""),
             actor=player)
    if pool - take == 0 and not g.state.data["last_round"] and g.state.data["variant"] != "solo":
        g.state.set("last_round", True)
        last = g.players()[-1]
        g.record("last-round", [R.GAME_END, R.FAQ_HONOR_OUT],
                 f"Der Ehre-Vorrat ist aufgebraucht: das Spiel endet nach dieser Runde (nach {last}s Zug)",
                 f"the honor pool is empty: the game ends after this round (after {last}'s turn)")


def restricted_runes(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Runes the card text lets the player spend only on certain cards (asc:glossary/runen;
    the card text wins over the rule that runes pay for any card, asc:spielablauf/allgemeine-regeln).
    They lapse at the end of the turn like other runes."""
    entry = {"amount": value["amount"], "for": dict(value["for"]), "source": g.name(source)}
    g.state.insert(f"players.{player}.restricted", -1, entry)
    n, pre, adj = g.describer().noun(value["for"])
    g.record("gain", [R.RUNES, R.GENERAL], f"{player} erhält {value['amount']} Runen ({g.name(source)}), nur für "
             f"{pre}{n.pl}", f"{player} gains {value['amount']} runes ({g.name(source)}), only for {adj}{n.en_pl}",
             actor=player)


def draw(g: AscensionGame, player: str, source: str, n: int, effect: dict) -> None:
    drawn = g.draw(player, n)
    g.record("draw", [R.TURN], f"{player} zieht {len(drawn)} Karte(n) ({g.name(source)})",
             f"{player} draws {len(drawn)} card(s) ({g.name(source)})", actor=player)


def discard(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """"Discard a card; if you do, …": the player picks a card of the hand to discard
    (asc:glossary/ablegen); with an empty hand nothing is discarded and nothing follows."""
    hand = g.pile(player, "hand")
    if not hand:
        g.record("no-choice", [R.DISCARD], f"{g.name(source)}: {player} hat keine Karte auf der Hand zum Ablegen; "
                 "der Rest des Effekts entfällt", f"{g.name(source)}: {player} has no card in hand to discard; the "
                 "rest of the effect does not happen", actor=player)
        return
    pick = g.ask(f"discard:{g.name(source)}", f"Welche Karte legt {player} ab?", f"Which card does {player} discard?",
                 [(c, g.name(c)) for c in hand], [R.DISCARD, R.TURN], player)
    g.move(pick, f"players.{player}.hand", f"players.{player}.discard", "discard")
    g.record("discard", [R.DISCARD], f"{player} legt {g.name(pick)} ab ({g.name(source)})",
             f"{player} discards {g.name(pick)} ({g.name(source)})", actor=player)
    g.run_effects(player, source, value["effects"])


def banish(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """asc:glossary/verbannen — choose a card where the effect allows; a card played this turn
    is no longer in hand (asc:faq/07, asc:faq/11); a card that can be banished only by being
    defeated (Avatar of the Fallen) is not offered."""
    from .center import banish_card, unbanishable

    options = []
    for where in value.get("from", ["center"]):
        ids = g.row() if where == "center" else g.pile(player, where)
        options += [(cid, f"{g.name(cid)} ({_WHERE[where][1]})") for cid in ids
                    if cid != source and not unbanishable(g, cid)]
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
    if effect.get("optional"):
        options.append(("none", "keines / none"))
    if not options:
        g.record("no-choice", [R.DEFEAT, R.FAQ_PRINTED_MAX], f"{g.name(source)}: kein Monster mit höchstens {limit} "
                 "Stärke", f"{g.name(source)}: no monster with {limit} power or less", actor=player)
        return
    pick = g.ask(f"defeat:{g.name(source)}", f"Welches Monster mit höchstens {limit} Stärke besiegt {player}?",
                 f"Which monster with at most {limit} power does {player} defeat?", options,
                 [R.DEFEAT, R.FAQ_PRINTED_MAX], player)
    if pick != "none":
        defeat_card(g, player, pick, paid=False)


def acquire(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Acquire a card up to the printed cost, without spending runes (asc:faq/04); "place it on
    top of your deck": the card text wins over the rule that acquired cards go to the discard
    pile (asc:spielablauf/allgemeine-regeln)."""
    from .center import acquire_card, available

    limit, kind = value.get("max_cost"), value.get("type")
    options = [(key, label) for key, label, d in available(g)
               if d.type != "monster" and (kind is None or d.type == kind) and (limit is None or d.cost <= limit)]
    if effect.get("optional"):
        options.append(("none", "keine / none"))
    if not options:
        g.record("no-choice", [R.ACQUIRE, R.FAQ_PRINTED_MAX], f"{g.name(source)}: keine passende Karte zu erwerben",
                 f"{g.name(source)}: no fitting card to acquire", actor=player)
        return
    what = f"mit höchstens {limit} Kosten " if limit is not None else ""
    pick = g.ask(f"acquire:{g.name(source)}", f"Welche Karte {what}erwirbt {player}?",
                 f"Which card {'costing at most ' + str(limit) + ' ' if limit is not None else ''}does {player} acquire?",
                 options, [R.ACQUIRE, R.FAQ_PRINTED_MAX], player)
    if pick != "none":
        acquire_card(g, player, pick, paid=False, to=value.get("to", "discard"))


def acquire_or_defeat(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Any other card of the center row, free: a monster is defeated (its reward follows), a
    hero or construct acquired (asc:spielablauf/allgemeine-regeln: the card text wins over
    paying runes or power; the row is refilled first, asc:faq/10)."""
    from .center import acquire_card, defeat_card

    options = [(c, f"{g.name(c)} ({'besiegen / defeat' if g.cdef(c).type == 'monster' else 'erwerben / acquire'})")
               for c in g.row() if c != source]
    if not options:
        g.record("no-choice", [R.ORDER], f"{g.name(source)}: keine Karte in der zentralen Auslage",
                 f"{g.name(source)}: no card in the center row", actor=player)
        return
    pick = g.ask(f"take:{g.name(source)}", f"Welche Karte der zentralen Auslage erwirbt oder besiegt {player}?",
                 f"Which card of the center row does {player} acquire or defeat?", options,
                 [R.GENERAL, R.ACQUIRE, R.DEFEAT], player)
    if g.cdef(pick).type == "monster":
        defeat_card(g, player, pick, paid=False)
    else:
        acquire_card(g, player, pick, paid=False)


def extra_turn(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """An extra turn after this one, even in the last round of the game (asc:faq/05)."""
    g.state.insert("extra_turns", 0, player)
    g.record("extra-turn", [R.GAME_END, R.FAQ_TABLET], f"{player} erhält einen weiteren Zug nach diesem",
             f"{player} gets another turn after this one", actor=player)


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


def opponents_discard_construct(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Each opponent with a construct in play puts one of them, of their own choice, into
    their discard pile (asc:glossary/ablegen); a teammate is not affected (asc:varianten/teamspiel)."""
    for opp in g.opponents(player):
        built = list(g.pile(opp, "constructs"))
        if not built:
            g.record("no-choice", [R.REWARD, R.DISCARD], f"{opp} kontrolliert kein Konstrukt", f"{opp} controls no construct",
                     actor=opp)
            continue
        pick = built[0] if len(built) == 1 else g.ask(
            f"discard-construct:{g.name(source)}:{opp}", f"Welches Konstrukt legt {opp} ab?",
            f"Which construct does {opp} discard?", [(c, g.name(c)) for c in built], [R.REWARD, R.DISCARD], opp)
        g.move(pick, f"players.{opp}.constructs", f"players.{opp}.discard", "discard")
        g.record("discard-construct", [R.REWARD, R.DISCARD] + ([R.TEAM] if g.state.data["teams"] else []),
                 f"{opp} legt das Konstrukt {g.name(pick)} auf den Ablagestapel ({g.name(source)})",
                 f"{opp} puts the construct {g.name(pick)} into the discard pile ({g.name(source)})", actor=opp)


def put_into_play(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Card text wins over the rule that acquired cards go to the discard pile
    (asc:spielablauf/allgemeine-regeln, its example: Kurierrakete X-99)."""
    from .triggers import entered

    cid = effect["_acquired"]
    zone = g.card(cid)["zone"]
    src = "players.{}.{}".format(player, "deck" if zone == "deck" else "discard")
    g.move(cid, src, f"players.{player}.constructs", "constructs")
    g.record("into-play", [R.GENERAL, R.CONSTRUCTS], f"{g.name(cid)} kommt direkt ins Spiel ({g.name(source)})",
             f"{g.name(cid)} goes directly into play ({g.name(source)})", actor=player)
    entered(g, player, cid)


def copy(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Copy the effect of another card of the type played this turn: its effect happens again,
    as this card's effect (card text wins, asc:spielablauf/allgemeine-regeln; asc:helden: a
    hero's effect happens when it is played, so only heroes played this turn are offered)."""
    busy = g.copying
    options = [(c, g.name(c)) for c in g.pile(player, "played")
               if c != source and c not in busy and g.cdef(c).type == value["type"]]
    if not options:
        g.record("no-choice", [R.HEROES, R.GENERAL], f"{g.name(source)}: kein anderer Held in diesem Zug ausgespielt",
                 f"{g.name(source)}: no other hero played this turn", actor=player)
        return
    pick = g.ask(f"copy:{g.name(source)}", f"Wessen Effekt kopiert {player}?", f"Whose effect does {player} copy?",
                 options, [R.HEROES, R.GENERAL], player)
    busy.append(source)
    try:
        copy_effects(g, player, source, pick)
    finally:
        busy.remove(source)


def discount(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """The next card of the kind acquired this turn costs less (card text wins over the printed
    cost, asc:spielablauf/allgemeine-regeln); it lapses at the end of the turn."""
    g.state.insert(f"players.{player}.discounts", -1, {"amount": value["amount"], "for": dict(value["for"]),
                                                        "source": g.name(source)})
    n, pre, adj = g.describer().noun(value["for"])
    g.record("discount", [R.ACQUIRE, R.GENERAL], f"Das nächste {pre}{n.nom}, das {player} in diesem Zug erwirbt, "
             f"kostet {value['amount']} Rune(n) weniger ({g.name(source)})", f"the next {adj}{n.en} {player} acquires "
             f"this turn costs {value['amount']} rune(s) less ({g.name(source)})", actor=player)


VERBS = {"gain": gain, "restricted_runes": restricted_runes, "draw": draw, "discard": discard, "banish": banish,
         "defeat": defeat, "acquire": acquire, "acquire_or_defeat": acquire_or_defeat, "extra_turn": extra_turn,
         "take_random": take_random, "opponents_keep_one_construct": opponents_keep_one_construct,
         "opponents_discard_construct": opponents_discard_construct, "put_into_play": put_into_play, "copy": copy,
         "discount": discount, "if": verb_if, "choose": verb_choose}
