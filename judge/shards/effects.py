"""The verbs of Shards of Infinity card effects (``cards.json``), each the rule it applies.

Effects run top to bottom (soi:kartentypen-und-tafeln/verbuendetenkarten); every choice is
made and every condition must hold when the card is played (soi:spielaktionen/karte-ausspielen).
"""

from __future__ import annotations

from . import rules as R
from .game import ShardsGame

NAMES = {"gems": ("Kristalle", "gems", R.G_GEMS), "power": ("Macht", "power", R.G_POWER),
         "mastery": ("Erfahrung", "mastery", R.G_MASTERY), "health": ("Leben", "health", R.G_HEALTH)}


def gain(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Gems and power last until the end of the turn; mastery stays for the game, at most 30
    (soi:spielaktionen/erfahrung-erhalten); health never goes above 50
    (soi:spielaktionen/erhalten-von-leben)."""
    p = f"players.{player}"
    for kind, n in value.items():
        de, en, rule = NAMES[kind]
        if n == "infinite":
            g.state.set(f"{p}.infinite", True)
            g.record("gain", [rule, R.MASTERY_BONUS], f"{player} erhält unendlich viel {de} ({g.name(source)})",
                     f"{player} gains infinite {en} ({g.name(source)})", actor=player)
            continue
        cap = {"mastery": R.MASTERY_MAX, "health": R.HEALTH_MAX}.get(kind)
        before = g.state.get(f"{p}.{kind}")
        after = before + n if cap is None else min(cap, before + n)
        g.state.set(f"{p}.{kind}", after)
        capped = cap is not None and before + n > cap
        cites = [rule] + ([R.MASTERY] if kind == "mastery" else [R.HEALTH] if kind == "health" else [])
        g.record("gain", cites, f"{player} erhält {n} {de} ({g.name(source)})" + (f"; höchstens {cap}" if capped else ""),
                 f"{player} gains {n} {en} ({g.name(source)})" + (f"; at most {cap}" if capped else ""), actor=player)


def draw(g: ShardsGame, player: str, source: str, n: int, effect: dict) -> None:
    drawn = g.draw(player, n)
    g.record("draw", [R.PLAY], f"{player} zieht {len(drawn)} Karte(n) ({g.name(source)})",
             f"{player} draws {len(drawn)} card(s) ({g.name(source)})", actor=player)


def mastery(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """soi:spielaktionen/erfahrung-erhalten/erfahrungsbonus — the bonus is checked now, when the
    card is played or activated, counting mastery the card itself gave above it; a higher
    level replaces a lower one ("instead"); mastery gained later does not count."""
    have = g.state.get(f"players.{player}.mastery")
    levels = sorted((int(k), v) for k, v in value["levels"].items())
    reached = [(lvl, effects) for lvl, effects in levels if have >= lvl]
    higher = [lv for lv, _ in levels if lv > have]
    if higher:  # said in the trace: a level not reached now is not reached later this turn either
        act = g.cdef(source).type == "champion"
        g.record("no-mastery-bonus", [R.MASTERY_BONUS], f"{g.name(source)}: {player} hat beim "
                 f"{'Aktivieren' if act else 'Ausspielen'} {have} Erfahrung, zu wenig für den Bonus ab {higher[0]} "
                 "(später erhaltene Erfahrung zählt nicht)", f"{g.name(source)}: {player} has {have} mastery when it is "
                 f"{'activated' if act else 'played'}, not enough for the bonus at {higher[0]} (mastery gained later "
                 "does not count)", actor=player)
    if not reached:
        return
    lvl, effects = reached[-1]
    if lvl:
        faq, de, en = [], "", ""
        start = g.mastery_at_play
        if start is not None and start < lvl:  # the card's own mastery reached the level
            faq.append(R.FAQ_BONUS_OWN_MASTERY)
            de, en = f" (erreicht durch die Erfahrung dieser Karte, vorher {start})", f" (reached through this card's own " \
                f"mastery, {start} before)"
        if g.cdef(source).type == "champion":  # the bonus under the activate text applies too
            faq.append(R.FAQ_ACTIVATE_BONUS)
        g.record("mastery-bonus", [R.MASTERY_BONUS], f"{g.name(source)}: {player} hat {have} Erfahrung, Bonus ab {lvl} "
                 f"gilt{de}", f"{g.name(source)}: {player} has {have} mastery, the bonus at {lvl} applies{en}",
                 actor=player, faq=faq)
    g.run_effects(player, source, effects)


def unity(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """Unity: the bonus applies if another card of the same faction was played this turn; a
    fast-played mercenary counts as played (soi:kartentypen-und-tafeln/soeldnerverbuendete)."""
    faction = g.cdef(source).faction
    others = [c for c in g.state.data["played_this_turn"] if c != source and g.cdef(c).faction == faction
              and g.card(c)["owner"] == player]
    if not others:
        g.record("unity", [R.PLAY], f"{g.name(source)}: Einheit nicht erfüllt (keine andere {faction}-Karte ausgespielt)",
                 f"{g.name(source)}: no unity (no other {faction} card played)", actor=player)
        return
    # only fast-played mercenaries give unity: soi:faq/04 says they count as played from hand
    fast = all(g.card(c)["zone"] == "fast_played" for c in others)
    by = others[0]
    g.record("unity", [R.PLAY, R.MERCENARIES], f"{g.name(source)}: Einheit erfüllt durch {g.name(by)}"
             + (" (schnellausgespielt: zählt als ausgespielter Verbündeter)" if fast else ""),
             f"{g.name(source)}: unity through {g.name(by)}" + (" (fast-played: counts as an ally played)"
                                                              if fast else ""),
             actor=player, faq=[R.FAQ_FAST_PLAY_UNITY] if fast else [])
    g.run_effects(player, source, value["effects"])


def banish(g: ShardsGame, player: str, source: str, value: dict, effect: dict) -> None:
    """soi:spielaktionen/bannen-von-karten — a card from hand or discard pile goes back into the
    box; a card played this turn is no longer in hand (soi:faq/08, soi:faq/09)."""
    options = []
    for where in value.get("from", ["hand", "discard"]):
        options += [(c, f"{g.name(c)} ({'Hand' if where == 'hand' else 'Ablagestapel / discard'})")
                    for c in g.pile(player, where)]
    if effect.get("optional"):
        options.append(("none", "keine / none"))
    if not options:
        g.record("no-choice", [R.BANISH], "keine Karte zum Bannen", "no card to banish")
        return
    pick = g.ask(f"banish:{g.name(source)}", f"Welche Karte bannt {player}?", f"Which card does {player} banish?",
                 options, [R.BANISH, R.GENERAL, R.FAQ_BANISH_PLAYED, R.FAQ_BANISH_CRYSTAL], player)
    if pick == "none":
        return
    g.move(pick, f"players.{player}.{g.card(pick)['zone']}", "gone", "gone")
    g.record("banish", [R.BANISH, R.G_BANISH, R.FAQ_BANISHED_WHERE], f"{player} bannt {g.name(pick)}: zurück in die "
             "Schachtel, aus dem Spiel", f"{player} banishes {g.name(pick)}: back into the box, out of the game",
             actor=player)


def destroy_champion(g: ShardsGame, player: str, source: str, value, effect: dict) -> None:
    """soi:glossary/zerstoere — a destroyed champion goes to its controller's discard pile."""
    from .combat import destroy

    options = [(c, f"{g.name(c)} ({opp})") for opp in g.opponents(player) for c in g.pile(opp, "champions")]
    if effect.get("optional"):
        options.append(("none", "keinen / none"))
    if not options:
        g.record("no-choice", [R.G_DESTROY], "kein Champion zum Zerstören", "no champion to destroy")
        return
    pick = g.ask(f"destroy:{g.name(source)}", f"Welchen Champion zerstört {player}?",
                 f"Which champion does {player} destroy?", options, [R.G_DESTROY, R.FAQ_UNITY_DESTROY], player)
    if pick != "none":
        destroy(g, pick, f"{g.name(source)}")


VERBS = {"gain": gain, "draw": draw, "mastery": mastery, "unity": unity, "banish": banish,
         "destroy_champion": destroy_champion}
