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
from judge.deckbuilding.describe import spoken
from judge.deckbuilding.i18n import MN, MP, M
from judge.deckbuilding.verbs import copy_effects, verb_choose, verb_if
from judge.i18n import Text, joined
from judge.kernel import CHANCE
from judge.kernel.choices import NONE

from . import rules as R
from .game import AscensionGame

RESOURCE_RULES = {"runes": R.RUNES, "power": R.POWER, "honor": R.HONOR}


def gain(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """asc:glossary/runen, asc:glossary/staerke — runes and power stay available until the end
    of the turn; honor comes from the pool (asc:glossary/ehre). An amount may be counted
    ("1 honor for each faction among your constructs"): counted now, when the effect happens."""
    for kind, raw in value.items():
        n = conditions.amount(g, player, source, raw)
        counted = "" if isinstance(raw, int) else joined([" (", spoken(g.describer().amount(raw, None)), ")"], "")
        if kind == "honor":
            gain_honor(g, player, n, source, counted)
            continue
        g.state.add(f"players.{player}.{kind}", n)
        said = MN("{player} erhält {n} Runen ({card}){counted}", "{player} erhält {n} Runen ({card}){counted}",
                  player=player, n=n, card=g.name(source), counted=counted) if kind == "runes" else \
            M("{player} erhält {n} Stärke ({card}){counted}", player=player, n=n, card=g.name(source), counted=counted)
        g.record("gain", [RESOURCE_RULES[kind], R.TURN] + ([R.GENERAL] if counted else []), said, actor=player)


def gain_honor(g: AscensionGame, player: str, n: int, source: str | None = None,
               counted: Text | str = "") -> None:
    """asc:spielablauf/spielende — honor comes from the pool; once it is empty the game ends
    after the round, and honor is still gained from the reserve (asc:faq/03)."""
    pool = g.state.data["honor_pool"]
    take = min(n, pool)
    g.state.set("honor_pool", pool - take)
    g.state.add(f"players.{player}.honor", n)
    why = f" ({g.name(source)})" if source else ""
    reserve = n - take
    said = M("{player} erhält {n} Ehre{why}{counted}", player=player, n=n, why=why, counted=counted)
    if reserve:
        said = said + M("; {n} davon aus der Reserve", n=reserve)
    cites = [R.HONOR, R.GAME_END] + ([R.FAQ_HONOR_OUT] if reserve else []) + ([R.GENERAL] if counted else [])
    g.record("gain-honor", cites, said, actor=player)
    if pool - take == 0 and not g.state.data["last_round"] and g.state.data["variant"] != "solo":
        g.state.set("last_round", True)
        last = g.players()[-1]
        g.record("last-round", [R.GAME_END, R.FAQ_HONOR_OUT],
                 M("Der Ehre-Vorrat ist aufgebraucht: das Spiel endet nach dieser Runde (nach {player}s Zug)",
                   player=last))


def restricted_runes(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Runes the card text lets the player spend only on certain cards (asc:glossary/runen;
    the card text wins over the rule that runes pay for any card, asc:spielablauf/allgemeine-regeln).
    They lapse at the end of the turn like other runes."""
    entry = {"amount": value["amount"], "for": dict(value["for"]), "source": g.name(source)}
    g.state.insert(f"players.{player}.restricted", -1, entry)
    g.record("gain", [R.RUNES, R.GENERAL],
             MN("{player} erhält {n} Runen ({card}), nur für {cards}",
                "{player} erhält {n} Runen ({card}), nur für {cards}", player=player, n=value["amount"],
                card=g.name(source), cards=g.describer().kinds(value["for"])),
             actor=player)


def draw(g: AscensionGame, player: str, source: str, n: int, effect: dict) -> None:
    drawn = g.draw(player, n)
    g.record("draw", [R.TURN], MN("{player} zieht {n} Karte(n) ({card})", "{player} zieht {n} Karte(n) ({card})",
                                  player=player, n=len(drawn), card=g.name(source)), actor=player)


def discard(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """"Discard a card; if you do, …": the player picks a card of the hand to discard
    (asc:glossary/ablegen); with an empty hand nothing is discarded and nothing follows."""
    hand = g.pile(player, "hand")
    if not hand:
        g.record("no-choice", [R.DISCARD], M("{card}: {player} hat keine Karte auf der Hand zum Ablegen; der Rest des "
                                             "Effekts entfällt", card=g.name(source), player=player), actor=player)
        return
    pick = g.ask(f"discard:{g.name(source)}", M("Welche Karte legt {player} ab?", player=player),
                 options=[(c, g.name(c)) for c in hand], cites=[R.DISCARD, R.TURN], chooser=player)
    g.move(pick, f"players.{player}.hand", f"players.{player}.discard", "discard")
    g.record("discard", [R.DISCARD], M("{player} legt {card} ab ({source})", player=player, card=g.name(pick),
                                       source=g.name(source)), actor=player)
    g.run_effects(player, source, value["effects"])


def banish(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """asc:glossary/verbannen — choose a card where the effect allows; a card played this turn
    is no longer in hand (asc:faq/07, asc:faq/11); a card that can be banished only by being
    defeated (Avatar of the Fallen) is not offered."""
    from .center import banish_card, unbanishable

    options = []
    for where in value.get("from", ["center"]):
        ids = g.row() if where == "center" else g.pile(player, where)
        options += [(cid, M("{card} ({where})", card=g.name(cid), where=_WHERE[where])) for cid in ids
                    if cid != source and not unbanishable(g, cid)]
    if effect.get("optional"):
        options.append(NONE)
    if not options:
        g.record("no-choice", [R.BANISH], M("{card}: keine Karte zum Verbannen", card=g.name(source)))
        return
    pick = g.ask(f"banish:{g.name(source)}", M("Welche Karte verbannt {player}?", player=player), options=options,
                 cites=[R.BANISH] + ([R.FAQ_PLAYED_NOT_IN_HAND, R.FAQ_BANISH_EFFECT]
                                     if "hand" in value.get("from", []) else []), chooser=player)
    if pick != "none":
        banish_card(g, player, pick)


_WHERE = {"center": MP("zone", "zentrale Auslage"), "hand": MP("zone", "Hand"),
          "discard": MP("zone", "Ablagestapel")}


def defeat(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Defeat a monster up to the printed power, without spending power: the printed value
    cannot be combined with other power (asc:faq/04)."""
    from .center import defeat_card

    limit = value["max_power"]
    options = [(c, g.name(c)) for c in g.row() if g.cdef(c).type == "monster" and g.cdef(c).power <= limit]
    if g.defs["Kultist"].power <= limit:
        options.append(("Kultist", "Kultist"))
    if effect.get("optional"):
        options.append(NONE)
    if not options:
        g.record("no-choice", [R.DEFEAT, R.FAQ_PRINTED_MAX],
                 M("{card}: kein Monster mit höchstens {n} Stärke", card=g.name(source), n=limit), actor=player)
        return
    pick = g.ask(f"defeat:{g.name(source)}", M("Welches Monster mit höchstens {n} Stärke besiegt {player}?", n=limit,
                                               player=player),
                 options=options, cites=[R.DEFEAT, R.FAQ_PRINTED_MAX], chooser=player)
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
        options.append(NONE)
    if not options:
        g.record("no-choice", [R.ACQUIRE, R.FAQ_PRINTED_MAX], M("{card}: keine passende Karte zu erwerben",
                                                                card=g.name(source)), actor=player)
        return
    question = M("Welche Karte mit höchstens {n} Kosten erwirbt {player}?", n=limit, player=player) \
        if limit is not None else M("Welche Karte erwirbt {player}?", player=player)
    pick = g.ask(f"acquire:{g.name(source)}", question, options=options, cites=[R.ACQUIRE, R.FAQ_PRINTED_MAX],
                 chooser=player)
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
        g.record("no-choice", [R.ORDER], M("{card}: keine Karte in der zentralen Auslage", card=g.name(source)),
                 actor=player)
        return
    pick = g.ask(f"take:{g.name(source)}", M("Welche Karte der zentralen Auslage erwirbt oder besiegt {player}?",
                                             player=player),
                 options=options, cites=[R.GENERAL, R.ACQUIRE, R.DEFEAT], chooser=player)
    if g.cdef(pick).type == "monster":
        defeat_card(g, player, pick, paid=False)
    else:
        acquire_card(g, player, pick, paid=False)


def extra_turn(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """An extra turn after this one, even in the last round of the game (asc:faq/05)."""
    g.state.insert("extra_turns", 0, player)
    g.record("extra-turn", [R.GAME_END, R.FAQ_TABLET], M("{player} erhält einen weiteren Zug nach diesem",
                                                         player=player), actor=player)


def take_random(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """A card at random from each opponent's hand into the player's hand; it stays in that
    player's deck for the rest of the game, with no replacement (asc:faq/09)."""
    for opp in g.opponents(player):
        hand = g.pile(opp, "hand")
        if not hand:
            continue
        pick = g.ask(f"random:{g.name(source)}:{opp}", M("Zufällige Karte aus {player}s Hand", player=opp),
                     options=[(c, g.name(c)) for c in hand], cites=[R.REWARD, R.FAQ_XERON], chooser=CHANCE)
        g.move(pick, f"players.{opp}.hand", f"players.{player}.hand", "hand")
        g.state.set(f"cards.{pick}.owner", player)
        g.record("take", [R.REWARD, R.FAQ_XERON], M("{player} nimmt {card} aus {opponent}s Hand; {opponent} erhält "
                                                    "keinen Ersatz", player=player, card=g.name(pick), opponent=opp),
                 actor=player)


def opponents_keep_one_construct(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Each opponent keeps one construct and puts the others into their discard pile; a
    teammate is not affected (asc:varianten/teamspiel)."""
    for opp in g.opponents(player):
        built = list(g.pile(opp, "constructs"))
        if len(built) <= 1:
            continue
        keep = g.ask(f"keep:{g.name(source)}:{opp}", M("Welches Konstrukt behält {player}?", player=opp),
                     options=[(c, g.name(c)) for c in built], cites=[R.REWARD, R.DISCARD], chooser=opp)
        for cid in built:
            if cid != keep:
                g.move(cid, f"players.{opp}.constructs", f"players.{opp}.discard", "discard")
        g.record("discard-constructs", [R.REWARD, R.DISCARD],
                 M("{player} behält {card} und legt die anderen Konstrukte ab", player=opp, card=g.name(keep)),
                 actor=opp)


def opponents_discard_construct(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Each opponent with a construct in play puts one of them, of their own choice, into
    their discard pile (asc:glossary/ablegen); a teammate is not affected (asc:varianten/teamspiel)."""
    for opp in g.opponents(player):
        built = list(g.pile(opp, "constructs"))
        if not built:
            g.record("no-choice", [R.REWARD, R.DISCARD], M("{player} kontrolliert kein Konstrukt", player=opp),
                     actor=opp)
            continue
        pick = built[0] if len(built) == 1 else g.ask(
            f"discard-construct:{g.name(source)}:{opp}", M("Welches Konstrukt legt {player} ab?", player=opp),
            options=[(c, g.name(c)) for c in built], cites=[R.REWARD, R.DISCARD], chooser=opp)
        g.move(pick, f"players.{opp}.constructs", f"players.{opp}.discard", "discard")
        g.record("discard-construct", [R.REWARD, R.DISCARD] + ([R.TEAM] if g.state.data["teams"] else []),
                 M("{player} legt das Konstrukt {card} auf den Ablagestapel ({source})", player=opp, card=g.name(pick),
                   source=g.name(source)), actor=opp)


def put_into_play(g: AscensionGame, player: str, source: str, value, effect: dict) -> None:
    """Card text wins over the rule that acquired cards go to the discard pile
    (asc:spielablauf/allgemeine-regeln, its example: Kurierrakete X-99)."""
    from .triggers import entered

    cid = effect["_acquired"]
    zone = g.card(cid)["zone"]
    src = "players.{}.{}".format(player, "deck" if zone == "deck" else "discard")
    g.move(cid, src, f"players.{player}.constructs", "constructs")
    g.record("into-play", [R.GENERAL, R.CONSTRUCTS], M("{card} kommt direkt ins Spiel ({source})", card=g.name(cid),
                                                       source=g.name(source)), actor=player)
    entered(g, player, cid)


def copy(g: AscensionGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Copy the effect of another card of the type played this turn: its effect happens again,
    as this card's effect (card text wins, asc:spielablauf/allgemeine-regeln; asc:helden: a
    hero's effect happens when it is played, so only heroes played this turn are offered)."""
    busy = g.copying
    options = [(c, g.name(c)) for c in g.pile(player, "played")
               if c != source and c not in busy and g.cdef(c).type == value["type"]]
    if not options:
        g.record("no-choice", [R.HEROES, R.GENERAL], M("{card}: kein anderer Held in diesem Zug ausgespielt",
                                                       card=g.name(source)), actor=player)
        return
    pick = g.ask(f"copy:{g.name(source)}", M("Wessen Effekt kopiert {player}?", player=player), options=options,
                 cites=[R.HEROES, R.GENERAL], chooser=player)
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
    g.record("discount", [R.ACQUIRE, R.GENERAL],
             MN("Das nächste {kind}, das {player} in diesem Zug erwirbt, kostet {n} Rune(n) weniger ({card})",
                "Das nächste {kind}, das {player} in diesem Zug erwirbt, kostet {n} Rune(n) weniger ({card})",
                kind=g.describer().kind(value["for"]), player=player, n=value["amount"], card=g.name(source)),
             actor=player)


VERBS = {"gain": gain, "restricted_runes": restricted_runes, "draw": draw, "discard": discard, "banish": banish,
         "defeat": defeat, "acquire": acquire, "acquire_or_defeat": acquire_or_defeat, "extra_turn": extra_turn,
         "take_random": take_random, "opponents_keep_one_construct": opponents_keep_one_construct,
         "opponents_discard_construct": opponents_discard_construct, "put_into_play": put_into_play, "copy": copy,
         "discount": discount, "if": verb_if, "choose": verb_choose}
