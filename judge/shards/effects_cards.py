"""The verbs of Shards of Infinity card effects that move cards or copy effects
(``cards/format.py`` gives their shapes): destroying champions, returning a card from the
discard pile to the hand, recruiting for free, the next recruit coming into play, copying
the effect of a card played this turn."""

from __future__ import annotations

from judge.deckbuilding import conditions
from judge.deckbuilding.i18n import M
from judge.deckbuilding.verbs import copy_effects
from judge.kernel.choices import NONE

from . import rules as R
from .game import ShardsGame


def destroy_champion(g: ShardsGame, player: str, source: str, value, effect: dict) -> None:
    """soi:glossary/zerstoere — a destroyed champion goes to its controller's discard pile; a
    card effect destroys it whatever its defense or its protection against attacks
    (soi:kartentypen-und-tafeln/championkarten, soi:faq/05). ``"all"``: every champion of
    every opponent."""
    from .combat import destroy

    enemies = [c for opp in g.opponents(player) for c in g.pile(opp, "champions")]
    if value == "all":
        if effect.get("optional") and enemies and not g.ask_yes_no(
                f"destroy:{g.name(source)}", M("Alle gegnerischen Champions zerstören ({card})?", card=g.name(source)),
                cites=[R.G_DESTROY], chooser=player):
            return
        if not enemies:
            g.record("no-choice", [R.G_DESTROY], M("kein gegnerischer Champion im Spiel"), actor=player)
        for cid in enemies:
            destroy(g, cid, g.name(source))
        return
    options = [(c, f"{g.name(c)} ({g.card(c)['owner']})") for c in enemies]
    if effect.get("optional"):
        options.append(NONE)
    if not enemies:
        g.record("no-choice", [R.G_DESTROY], M("kein Champion zum Zerstören"), actor=player)
        return
    pick = g.ask(f"destroy:{g.name(source)}", M("Welchen Champion zerstört {player}?", player=player), options=options,
                 cites=[R.G_DESTROY, R.FAQ_UNITY_DESTROY], chooser=player)
    if pick != "none":
        destroy(g, pick, f"{g.name(source)}")


def return_card(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """A card of the discard pile that the filter names goes back to the hand (the card text
    wins, soi:spielablauf/allgemeine-regeln); with none there, nothing happens."""
    options = [(c, g.name(c)) for c in g.pile(player, "discard")
               if conditions.matches(g, player, source, c, value["filter"])]
    if effect.get("optional"):
        options.append(NONE)
    if not [o for o in options if o[0] != "none"]:
        g.record("no-choice", [R.GENERAL], M("{card}: keine passende Karte im Ablagestapel", card=g.name(source)),
                 actor=player)
        return
    pick = g.ask(f"return:{g.name(source)}", M("Welche Karte nimmt {player} aus dem Ablagestapel auf die Hand?",
                                               player=player), options=options, cites=[R.GENERAL], chooser=player)
    if pick == "none":
        return
    g.move(pick, f"players.{player}.discard", f"players.{player}.hand", "hand")
    g.record("return", [R.GENERAL], M("{player} nimmt {card} aus dem Ablagestapel auf die Hand ({source})", player=player,
                                      card=g.name(pick), source=g.name(source)), actor=player)


def recruit(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Recruit a card of the center row up to the printed cost without paying
    (soi:kartentypen-und-tafeln/verbuendetenkarten: a recruited card goes to the discard pile;
    the card text wins where it says the hand, soi:spielablauf/allgemeine-regeln)."""
    from .play import recruit_card

    options = [(c, g.name(c)) for c in g.row() if g.cdef(c).cost <= value["max_cost"]]
    if effect.get("optional"):
        options.append(NONE)
    if not [o for o in options if o[0] != "none"]:
        g.record("no-choice", [R.ALLIES], M("{card}: keine Karte mit höchstens {n} Kosten in der zentralen Auslage",
                                            card=g.name(source), n=value["max_cost"]), actor=player)
        return
    pick = g.ask(f"recruit:{g.name(source)}", M("Welche Karte rekrutiert {player} ohne Kosten?", player=player),
                 options=options, cites=[R.ALLIES, R.GENERAL], chooser=player)
    if pick != "none":
        recruit_card(g, player, pick, cost=0, to=value.get("to", "discard"), why=g.name(source))


def next_recruit(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """The next card of the kind recruited this turn comes directly into play instead of the
    discard pile (the card text wins, soi:spielablauf/allgemeine-regeln)."""
    g.state.insert(f"players.{player}.next_recruit", -1, {"for": dict(value["for"]), "source": g.name(source)})
    g.record("next-recruit", [R.GENERAL, R.CHAMPIONS],
             M("Der nächste {kind}, den {player} in diesem Zug rekrutiert, kommt direkt ins Spiel ({card})",
               kind=g.describer().kind(value["for"]), player=player, card=g.name(source)), actor=player)


def copy(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Copy the effect of a card played this turn (fast-played mercenaries count as played,
    soi:faq/04): it happens again, as this card's effect (the card text wins,
    soi:spielablauf/allgemeine-regeln); a mastery bonus in it is checked now
    (soi:spielaktionen/erfahrung-erhalten/erfahrungsbonus). ``each``: every such card;
    ``later``: also each such card played later this turn (when it is played)."""
    flt = value["filter"]
    played = [c for c in g.zone_cards(player, "played") if c != source and c not in g.copying
              and conditions.matches(g, player, source, c, flt)]
    if value.get("later"):
        g.state.insert(f"players.{player}.copy_later", -1, {"for": dict(flt), "source": source})
        g.record("copy-later", [R.PLAY, R.GENERAL],
                 M("{card}: jeder {kind}, den {player} in diesem Zug noch ausspielt, wird ebenfalls kopiert",
                   card=g.name(source), kind=g.describer().kind(flt), player=player), actor=player)
    if not played:
        g.record("no-choice", [R.PLAY, R.GENERAL], M("{card}: keine passende Karte in diesem Zug ausgespielt",
                                                     card=g.name(source)), actor=player)
        return
    picks = played if value.get("each") else [g.ask(
        f"copy:{g.name(source)}", M("Wessen Effekt kopiert {player}?", player=player),
        options=[(c, g.name(c)) for c in played], cites=[R.PLAY, R.GENERAL], chooser=player)]
    g.copying.append(source)
    try:
        for pick in picks:
            copy_effects(g, player, source, pick, value.get("times", 1))
    finally:
        g.copying.remove(source)


def copy_played_later(g: ShardsGame, player: str, cid: str) -> None:
    """A card was just played: the copies a champion's "or play later this turn" asks for."""
    for entry in list(g.pile(player, "copy_later")):
        if entry["source"] != cid and conditions.matches(g, player, entry["source"], cid, entry["for"]):
            g.copying.append(entry["source"])
            try:
                copy_effects(g, player, entry["source"], cid)
            finally:
                g.copying.remove(entry["source"])


VERBS = {"destroy_champion": destroy_champion, "return": return_card, "recruit": recruit, "next_recruit": next_recruit,
         "copy": copy}
