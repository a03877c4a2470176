"""The verbs of Shards of Infinity card effects (``cards.json``), each the rule it applies.

Effects run top to bottom (soi:kartentypen-und-tafeln/verbuendetenkarten); every choice is
made and every condition must hold when the card is played (soi:spielaktionen/karte-ausspielen).
"""

from __future__ import annotations

from judge.deckbuilding import conditions
from judge.deckbuilding.describe import spoken
from judge.deckbuilding.i18n import MN, MP, M
from judge.deckbuilding.verbs import verb_if as shared_if
from judge.i18n import Text, joined
from judge.kernel.choices import NONE

from . import rules as R
from .game import ShardsGame

RULES = {"gems": R.G_GEMS, "power": R.G_POWER, "mastery": R.G_MASTERY, "health": R.G_HEALTH}


def _gained(kind: str, **fields) -> Text:
    """"alice gains 3 gems (card)" for one kind of resource."""
    if kind == "gems":
        return MN("{player} erhält {n} Kristalle ({card}){counted}{capped}",
                  "{player} erhält {n} Kristalle ({card}){counted}{capped}", **fields)
    if kind == "power":
        return M("{player} erhält {n} Macht ({card}){counted}{capped}", **fields)
    if kind == "mastery":
        return M("{player} erhält {n} Erfahrung ({card}){counted}{capped}", **fields)
    return M("{player} erhält {n} Leben ({card}){counted}{capped}", **fields)


#: a resource after "infinite" ("unendlich viel Macht")
INFINITE = {"gems": MP("unendlich viel", "Kristalle"), "power": MP("unendlich viel", "Macht"),
            "mastery": MP("unendlich viel", "Erfahrung"), "health": MP("unendlich viel", "Leben")}


def gain(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Gems and power last until the end of the turn; mastery stays for the game, at most 30
    (soi:spielaktionen/erfahrung-erhalten); health never goes above 50
    (soi:spielaktionen/erhalten-von-leben). An amount may be counted ("1 power for each
    Homodeus champion you control"): counted now, when the effect happens."""
    p = f"players.{player}"
    for kind, raw in value.items():
        rule = RULES[kind]
        if raw == "infinite":
            g.state.set(f"{p}.infinite", True)
            g.record("gain", [rule, R.MASTERY_BONUS], M("{player} erhält unendlich viel {what} ({card})", player=player,
                                                        what=INFINITE[kind], card=g.name(source)), actor=player)
            continue
        n = conditions.amount(g, player, source, raw)
        counted = "" if isinstance(raw, int) else joined([" (", spoken(g.describer().amount(raw, None)), ")"], "")
        cap = {"mastery": R.MASTERY_MAX, "health": R.HEALTH_MAX}.get(kind)
        before = g.state.get(f"{p}.{kind}")
        after = before + n if cap is None else min(cap, before + n)
        g.state.set(f"{p}.{kind}", after)
        capped = cap is not None and before + n > cap
        cites = [rule] + ([R.MASTERY] if kind == "mastery" else [R.HEALTH] if kind == "health" else []) \
            + ([R.GENERAL] if counted else [])
        g.record("gain", cites, _gained(kind, player=player, n=n, card=g.name(source), counted=counted,
                                        capped=M("; höchstens {cap}", cap=cap) if capped else ""), actor=player)


def draw(g: ShardsGame, player: str, source: str, n: int, effect: dict) -> None:
    drawn = g.draw(player, n)
    g.record("draw", [R.PLAY], MN("{player} zieht {n} Karte(n) ({card})", "{player} zieht {n} Karte(n) ({card})",
                                  player=player, n=len(drawn), card=g.name(source)), actor=player)


def mastery(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """soi:spielaktionen/erfahrung-erhalten/erfahrungsbonus — the bonus is checked now, when the
    card is played or activated, counting mastery the card itself gave above it; a higher
    level replaces a lower one ("instead"); mastery gained later does not count."""
    have = g.state.get(f"players.{player}.mastery")
    levels = sorted((int(k), v) for k, v in value["levels"].items())
    reached = [(lvl, effects) for lvl, effects in levels if have >= lvl]
    higher = [lv for lv, _ in levels if lv > have]
    if higher:  # said in the trace: a level not reached now is not reached later this turn either
        fields = {"card": g.name(source), "player": player, "have": have, "level": higher[0]}
        said = M("{card}: {player} hat beim Aktivieren {have} Erfahrung, zu wenig für den Bonus ab {level} (später "
                 "erhaltene Erfahrung zählt nicht)", **fields) if g.cdef(source).type == "champion" else \
            M("{card}: {player} hat beim Ausspielen {have} Erfahrung, zu wenig für den Bonus ab {level} (später "
              "erhaltene Erfahrung zählt nicht)", **fields)
        g.record("no-mastery-bonus", [R.MASTERY_BONUS], said, actor=player)
    if not reached:
        return
    lvl, effects = reached[-1]
    if lvl:
        faq, own = [], ""
        start = g.mastery_at_play
        if start is not None and start < lvl:  # the card's own mastery reached the level
            faq.append(R.FAQ_BONUS_OWN_MASTERY)
            own = M(" (erreicht durch die Erfahrung dieser Karte, vorher {start})", start=start)
        if g.cdef(source).type == "champion":  # the bonus under the activate text applies too
            faq.append(R.FAQ_ACTIVATE_BONUS)
        g.record("mastery-bonus", [R.MASTERY_BONUS],
                 M("{card}: {player} hat {have} Erfahrung, Bonus ab {level} gilt{own}", card=g.name(source),
                   player=player, have=have, level=lvl, own=own),
                 actor=player, faq=faq)
    g.run_effects(player, source, effects)


def banish(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """soi:spielaktionen/bannen-von-karten — a card from hand or discard pile goes back into the
    box; a card played this turn is no longer in hand (soi:faq/08, soi:faq/09). "Up to two":
    one prompt per card, each may be declined."""
    for n in range(value.get("count", 1)):
        options = []
        for where in value.get("from", ["hand", "discard"]):
            options += [(c, f"{g.name(c)} ({'Hand' if where == 'hand' else 'Ablagestapel / discard'})")
                        for c in g.pile(player, where)]
        if effect.get("optional"):
            options.append(NONE)
        if not [o for o in options if o[0] != "none"]:
            g.record("no-choice", [R.BANISH], M("keine Karte zum Bannen"))
            return
        pick = g.ask(f"banish:{g.name(source)}", M("Welche Karte bannt {player}?", player=player), options=options,
                     cites=[R.BANISH, R.GENERAL, R.FAQ_BANISH_PLAYED, R.FAQ_BANISH_CRYSTAL], chooser=player)
        if pick == "none":
            return
        g.move(pick, f"players.{player}.{g.card(pick)['zone']}", "gone", "gone")
        g.record("banish", [R.BANISH, R.G_BANISH, R.FAQ_BANISHED_WHERE],
                 M("{player} bannt {card}: zurück in die Schachtel, aus dem Spiel", player=player, card=g.name(pick)),
                 actor=player)


def opponent_loses(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """An opponent of the player's choice loses mastery (never below 0; mastery is kept from
    turn to turn, soi:glossary/erfahrung, but the card text wins, soi:spielablauf/allgemeine-regeln)."""
    opponents = g.opponents(player)
    if not opponents:
        g.record("no-choice", [R.PLAY], M("kein Gegner im Spiel"), actor=player)
        return
    who = opponents[0] if len(opponents) == 1 else g.ask(
        f"opponent:{g.name(source)}", M("Welcher Gegner verliert Erfahrung?"),
        options=[(o, o) for o in opponents], cites=[R.PLAY, R.GENERAL], chooser=player)
    before = g.state.get(f"players.{who}.mastery")
    after = max(0, before - value["mastery"])
    g.state.set(f"players.{who}.mastery", after)
    g.record("lose-mastery", [R.G_MASTERY, R.GENERAL], M("{player} verliert {n} Erfahrung ({card})", player=who,
                                                         n=before - after, card=g.name(source)), actor=player)


def double(g: ShardsGame, player: str, source: str, value: str, effect: dict) -> None:
    """The player's power is doubled (the power gained this turn and not yet spent,
    soi:glossary/macht); infinite power stays infinite."""
    p = f"players.{player}"
    if g.state.get(f"{p}.infinite"):
        g.record("double", [R.G_POWER], M("{player} hat schon unendlich viel Macht", player=player), actor=player)
        return
    before = g.state.get(f"{p}.power")
    g.state.set(f"{p}.power", before * 2)
    g.record("double", [R.G_POWER, R.GENERAL], M("{player} verdoppelt die Macht: {before} → {after} ({card})",
                                                 player=player, before=before, after=before * 2, card=g.name(source)),
             actor=player)


from .effects_cards import VERBS as CARD_VERBS  # noqa: E402  (they use the helpers above)

VERBS = {"gain": gain, "draw": draw, "mastery": mastery, "banish": banish, "opponent_loses": opponent_loses,
         "double": double, "if": shared_if, **CARD_VERBS}
