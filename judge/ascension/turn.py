"""A player's turn (asc:spielablauf/zugablauf): play cards, use constructs, acquire and
defeat in any order; then heroes played and the hand go to the discard pile, unspent runes
and power lapse, five cards are drawn, and the next player (to the left) takes a turn
(asc:spielablauf/deinen-zug-beenden). The end of the game and its tie-breaker
(asc:spielablauf/spielende) and Samael's part in the solitaire variant are here too."""

from __future__ import annotations

from judge.deckbuilding.describe import spoken
from judge.deckbuilding.game import NotEncoded
from judge.deckbuilding.i18n import M, MN

from . import rules as R
from .center import banish_card
from .game import AscensionGame
from .triggers import entered, fire


def play(g: AscensionGame, player: str, ref: str) -> None:
    """asc:helden — a hero's effect happens when it is played; it stays in front of the player
    until the end of the turn. asc:konstrukte — a construct stays in play."""
    cid = g.find(ref, g.pile(player, "hand"))
    if cid is None:
        where = "gespielt" if g.find(ref, g.pile(player, "played") + g.pile(player, "constructs")) else "nicht"
        banished = [c for c, info in g.state.data["cards"].items() if info["owner"] == player
                    and info["zone"] in ("gone", "void", "always")]
        elsewhere = g.find(ref, g.pile(player, "deck") + g.pile(player, "discard"))
        if where == "nicht" and not elsewhere and g.find(ref, banished):  # asc:faq/11 — a banished card gives no effect
            g.refuse(R.BANISH, M("{ref} wurde verbannt und ist nicht mehr in {player}s Hand", ref=ref, player=player),
                     faq=[R.FAQ_BANISH_EFFECT])
        if where == "gespielt":
            g.refuse(R.HEROES, M("{ref} ist nicht in {player}s Hand (schon ausgespielt)", ref=ref, player=player),
                     faq=[R.FAQ_PLAYED_NOT_IN_HAND])
        g.refuse(R.TURN, M("{ref} ist nicht in {player}s Hand", ref=ref, player=player))
    d = g.cdef(cid)
    if d.type == "construct":
        g.move(cid, f"players.{player}.hand", f"players.{player}.constructs", "constructs")
        g.record("play", [R.CONSTRUCTS, R.TURN],
                 M("{player} spielt das Konstrukt {card} aus; es bleibt im Spiel", player=player, card=d.name),
                 actor=player)
        g.log_event(player, "play", cid, "hand")
        entered(g, player, cid)
        return
    if d.type != "hero":
        g.refuse(R.TURN, M("{card} kann nicht ausgespielt werden", card=d.name))
    g.move(cid, f"players.{player}.hand", f"players.{player}.played", "played")
    g.record("play", [R.HEROES, R.TURN], M("{player} spielt {card} aus", player=player, card=d.name), actor=player)
    with g.in_window("effect"):
        g.run_effects(player, cid, d.effects)
    fire(g, player, "play", cid, "hand")


def use(g: AscensionGame, player: str, ref: str, ability: int) -> None:
    """asc:spielablauf/zugablauf — each effect of a construct once per turn, at any time of the
    turn, also the turn it was played; only the turn player acts (asc:faq/05)."""
    built = g.pile(player, "constructs")
    cid = g.find(ref, built)
    if cid is None:
        g.refuse(R.CONSTRUCTS, M("{player} hat kein Konstrukt {ref} im Spiel", player=player, ref=ref))
    # each construct in play has its own once per turn: with two copies of a card, naming the
    # card means one whose ability is still unused
    same = [c for c in built if g.name(c) == g.name(cid)] if ref != cid else [cid]
    cid = next((c for c in same if f"{c}#{ability}" not in g.pile(player, "used")), cid)
    d = g.cdef(cid)
    if ability >= len(d.abilities):
        g.refuse(R.CONSTRUCTS, M("{card} hat keine Fähigkeit {ability}", card=d.name, ability=ability))
    key = f"{cid}#{ability}"
    if key in g.pile(player, "used"):
        g.refuse(R.TURN, M("{card}: diese Fähigkeit wurde in diesem Zug schon genutzt (einmal pro Zug)", card=d.name))
    a = d.abilities[ability]
    cost = a.get("cost") or {}
    if cost.get("runes"):
        have = g.state.get(f"players.{player}.runes")
        if have < cost["runes"]:
            g.refuse(R.RUNES, MN("{card} verlangt {n} Runen, {player} hat {has}",
                                 "{card} verlangt {n} Runen, {player} hat {has}",
                                 card=d.name, n=cost["runes"], player=player, has=have))
        g.state.add(f"players.{player}.runes", -cost["runes"])
    g.state.insert(f"players.{player}.used", -1, key)
    paid = MN(" (zahlt {n} Runen)", " (zahlt {n} Runen)", n=cost["runes"]) if cost.get("runes") else ""
    g.record("use", [R.TURN, R.CONSTRUCTS], M("{player} nutzt {card}{paid}", player=player, card=d.name, paid=paid),
             actor=player)
    if cost.get("banish_self"):
        g.move(cid, f"players.{player}.constructs", "center.void", "void")
        g.record("banish", [R.BANISH, R.CONSTRUCTS, R.FAQ_TABLET],
                 M("{player} verbannt {card} aus dem Spiel in die Leere", player=player, card=d.name), actor=player)
    with g.in_window("effect"):
        g.run_effects(player, cid, a.get("effects", []))


def end_turn(g: AscensionGame, player: str) -> None:
    """asc:spielablauf/deinen-zug-beenden."""
    p = f"players.{player}"
    with g.in_window("end-of-turn"):
        for cid in list(g.pile(player, "played")) + list(g.pile(player, "hand")):
            src = "played" if cid in g.pile(player, "played") else "hand"
            g.move(cid, f"{p}.{src}", f"{p}.discard", "discard")
        g.state.set(f"{p}.runes", 0)
        g.state.set(f"{p}.power", 0)
        g.state.set(f"{p}.used", [])
        g.state.set(f"{p}.log", [])
        g.state.set(f"{p}.restricted", [])
        g.state.set(f"{p}.discounts", [])
        g.record("cleanup", [R.END_TURN, R.HEROES],
                 M("{player} legt ausgespielte Helden und die Handkarten ab; übrige Runen und Stärke verfallen",
                   player=player), actor=player)
        if g.state.data["variant"] == "solo":
            samael(g)
        drawn = g.draw(player, 5)
        g.record("draw", [R.END_TURN, R.TURN], MN("{player} zieht {n} Karten", "{player} zieht {n} Karten",
                                                  player=player, n=len(drawn)), actor=player)
    next_turn(g, player)


def next_turn(g: AscensionGame, player: str) -> None:
    d = g.state.data
    order = d["order"]
    if d["extra_turns"] and d["extra_turns"][0] == player:
        g.state.remove("extra_turns", player)
        g.state.add("turn.number", 1)
        g.record("extra-turn", [R.END_TURN, R.FAQ_TABLET], M("{player} macht einen weiteren Zug", player=player),
                 actor=player)
        return
    if d["variant"] == "solo":
        if d["honor_pool"] <= 0:
            return game_end(g)
    elif d["last_round"] and player == order[-1]:
        return game_end(g)
    nxt = order[(order.index(player) + 1) % len(order)]
    g.state.set("turn.player", nxt)
    g.state.add("turn.number", 1)
    g.record("next-turn", [R.END_TURN], M("{player} ist am Zug (im Uhrzeigersinn)", player=nxt), actor=nxt)


def honor_total(g: AscensionGame, player: str) -> int:
    """asc:spielablauf/spielende, asc:faq/08 — the honor tokens plus the honor of every card
    the player owns: hand, deck, discard pile and constructs in play."""
    cards = sum((g.pile(player, pile) for pile in ("hand", "deck", "discard", "played", "constructs")), [])
    return g.state.get(f"players.{player}.honor") + sum(g.cdef(c).honor for c in cards)


def game_end(g: AscensionGame) -> None:
    """asc:spielablauf/spielende — the most honor wins; on a tie the player who came later in
    the turn order wins. Team variant: the teams' sums (asc:varianten/teamspiel)."""
    d = g.state.data
    totals = {p: honor_total(g, p) for p in d["order"]}
    g.state.set("game_over", True)
    g.state.set("final_honor", totals)
    if d["variant"] == "solo":
        player = d["order"][0]
        sam = d["samael"]["honor"] + sum(g.cdef(c).honor for c in d["samael"]["cards"])
        g.state.set("final_honor", {**totals, "Samael": sam})
        winner = player if totals[player] > sam else "Samael"
        g.state.set("winner", winner)
        g.record("game-end", [R.SOLO], M("Spielende: {player} {honor} Ehre, Samael {samael}; es gewinnt {winner}",
                                         player=player, honor=totals[player], samael=sam, winner=winner))
        return
    if d["variant"] == "team":
        teams: dict[str, int] = {}
        for p, t in d["teams"].items():
            teams[t] = teams.get(t, 0) + totals[p]
        late = {t: max(d["order"].index(p) for p, tt in d["teams"].items() if tt == t) for t in teams}
        best = max(teams, key=lambda t: (teams[t], late[t]))
        g.state.set("winner", best)
        g.record("game-end", [R.TEAM, R.GAME_END],
                 M("Spielende: Teams {teams}; es gewinnt Team {team}", teams=str(teams), team=best))
        return
    best = max(d["order"], key=lambda p: (totals[p], d["order"].index(p)))
    tied = [p for p in d["order"] if totals[p] == totals[best] and p != best]
    g.state.set("winner", best)
    scores = ", ".join(f"{p} {v}" for p, v in totals.items())
    said = M("Spielende: {scores} Ehre; es gewinnt {winner} (Gleichstand mit {tied}: wer später ins Spiel kam, "
             "gewinnt)", scores=scores, winner=best, tied=", ".join(tied)) if tied else \
        M("Spielende: {scores} Ehre; es gewinnt {winner}", scores=scores, winner=best)
    g.record("game-end", [R.GAME_END, R.FAQ_HONOR_COUNT], said)


def samael(g: AscensionGame) -> None:
    """asc:varianten/solitaervariante — at the end of each of the player's turns Samael takes the
    two rightmost cards of the row: heroes and constructs are set aside for his honor at the
    end, monsters go to the void and he gains the honor of their reward (nothing else)."""
    for _ in range(2):
        row = g.state.get("center.row")
        slot = max(i for i, c in enumerate(row) if c) if any(row) else None
        if slot is None:
            return
        cid = row[slot]
        d = g.cdef(cid)
        g.state.set(f"center.row.{slot}", None)
        if d.type == "monster":
            counted = [e for e in d.effects if not isinstance(e.get("gain", {}).get("honor", 0), int)]
            if counted:
                raise NotEncoded(f"Samael and {d.name}: the rulebook does not say how Samael counts a reward's "
                                 "counted honor")
            honor = sum(e["gain"].get("honor", 0) for e in d.effects if "gain" in e)
            g.state.insert("center.void", -1, cid)
            g.state.set(f"cards.{cid}.zone", "void")
            take = min(honor, g.state.data["honor_pool"])
            g.state.add("honor_pool", -take)
            g.state.add("samael.honor", honor)
            ignored = [e if "gain" not in e else {"gain": {k: v for k, v in e["gain"].items() if k != "honor"}}
                       for e in d.effects if "gain" not in e or set(e["gain"]) - {"honor"}]
            what = M("; {what} entfällt", what=spoken(g.describer().inline(ignored))) if ignored else ""
            g.record("samael", [R.SOLO], M("Samael besiegt {card} und erhält {honor} Ehre (nur die Ehre der "
                                           "Belohnung{ignored})", card=d.name, honor=honor, ignored=what))
        else:
            g.state.insert("samael.cards", -1, cid)
            g.state.set(f"cards.{cid}.zone", "samael")
            g.record("samael", [R.SOLO], M("Samael kauft {card}; die Karte zählt bei Spielende für ihn", card=d.name))
        g.refill(slot)


__all__ = ["play", "use", "end_turn", "game_end", "honor_total", "banish_card"]
