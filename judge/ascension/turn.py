"""A player's turn (asc:spielablauf/zugablauf): play cards, use constructs, acquire and
defeat in any order; then heroes played and the hand go to the discard pile, unspent runes
and power lapse, five cards are drawn, and the next player (to the left) takes a turn
(asc:spielablauf/deinen-zug-beenden). The end of the game and its tie-breaker
(asc:spielablauf/spielende) and Samael's part in the solitaire variant are here too."""

from __future__ import annotations

from judge.deckbuilding.game import NotEncoded

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
            g.refuse(R.BANISH, f"{ref} wurde verbannt und ist nicht mehr in {player}s Hand",
                     f"{ref} was banished and is no longer in {player}'s hand", faq=[R.FAQ_BANISH_EFFECT])
        g.refuse(R.HEROES if where == "gespielt" else R.TURN,
                 f"{ref} ist nicht in {player}s Hand" + (" (schon ausgespielt)" if where == "gespielt" else ""),
                 f"{ref} is not in {player}'s hand" + (" (already played)" if where == "gespielt" else ""),
                 faq=[R.FAQ_PLAYED_NOT_IN_HAND] if where == "gespielt" else None)
    d = g.cdef(cid)
    if d.type == "construct":
        g.move(cid, f"players.{player}.hand", f"players.{player}.constructs", "constructs")
        g.record("play", [R.CONSTRUCTS, R.TURN], f"{player} spielt das Konstrukt {d.name} aus; es bleibt im Spiel",
                 f"{player} plays the construct {d.name}; it stays in play", actor=player)
        g.log_event(player, "play", cid, "hand")
        entered(g, player, cid)
        return
    if d.type != "hero":
        g.refuse(R.TURN, f"{d.name} kann nicht ausgespielt werden", f"{d.name} cannot be played")
    g.move(cid, f"players.{player}.hand", f"players.{player}.played", "played")
    g.record("play", [R.HEROES, R.TURN], f"{player} spielt {d.name} aus", f"{player} plays {d.name}", actor=player)
    with g.in_window("effect"):
        g.run_effects(player, cid, d.effects)
    fire(g, player, "play", cid, "hand")


def use(g: AscensionGame, player: str, ref: str, ability: int) -> None:
    """asc:spielablauf/zugablauf — each effect of a construct once per turn, at any time of the
    turn, also the turn it was played; only the turn player acts (asc:faq/05)."""
    built = g.pile(player, "constructs")
    cid = g.find(ref, built)
    if cid is None:
        g.refuse(R.CONSTRUCTS, f"{player} hat kein Konstrukt {ref} im Spiel", f"{player} has no construct {ref} in play")
    # each construct in play has its own once per turn: with two copies of a card, naming the
    # card means one whose ability is still unused
    same = [c for c in built if g.name(c) == g.name(cid)] if ref != cid else [cid]
    cid = next((c for c in same if f"{c}#{ability}" not in g.pile(player, "used")), cid)
    d = g.cdef(cid)
    if ability >= len(d.abilities):
        g.refuse(R.CONSTRUCTS, f"{d.name} hat keine Fähigkeit {ability}", f"{d.name} has no ability {ability}")
    key = f"{cid}#{ability}"
    if key in g.pile(player, "used"):
        g.refuse(R.TURN, f"{d.name}: diese Fähigkeit wurde in diesem Zug schon genutzt (einmal pro Zug)",
                 f"{d.name}: this ability was already used this turn (once per turn)")
    a = d.abilities[ability]
    cost = a.get("cost") or {}
    if cost.get("runes"):
        have = g.state.get(f"players.{player}.runes")
        if have < cost["runes"]:
            g.refuse(R.RUNES, f"{d.name} verlangt {cost['runes']} Runen, {player} hat {have}",
                     f"{d.name} needs {cost['runes']} runes, {player} has {have}")
        g.state.add(f"players.{player}.runes", -cost["runes"])
    g.state.insert(f"players.{player}.used", -1, key)
    g.record("use", [R.TURN, R.CONSTRUCTS], f"{player} nutzt {d.name}" + (f" (zahlt {cost['runes']} Runen)"
             if cost.get("runes") else ""), f"{player} uses {d.name}" + (f" (pays {cost['runes']} runes)"
             if cost.get("runes") else ""), actor=player)
    if cost.get("banish_self"):
        g.move(cid, f"players.{player}.constructs", "center.void", "void")
        g.record("banish", [R.BANISH, R.CONSTRUCTS, R.FAQ_TABLET], f"{player} verbannt {d.name} aus dem Spiel in die Leere",
                 f"{player} banishes {d.name} from play into the void", actor=player)
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
        g.record("cleanup", [R.END_TURN, R.HEROES], f"{player} legt ausgespielte Helden und die Handkarten ab; "
                 "übrige Runen und Stärke verfallen", f"{player} discards the heroes played and the hand; unspent "
                 "runes and power lapse", actor=player)
        if g.state.data["variant"] == "solo":
            samael(g)
        drawn = g.draw(player, 5)
        g.record("draw", [R.END_TURN, R.TURN], f"{player} zieht {len(drawn)} Karten", f"{player} draws {len(drawn)} cards",
                 actor=player)
    next_turn(g, player)


def next_turn(g: AscensionGame, player: str) -> None:
    d = g.state.data
    order = d["order"]
    if d["extra_turns"] and d["extra_turns"][0] == player:
        g.state.remove("extra_turns", player)
        g.state.add("turn.number", 1)
        g.record("extra-turn", [R.END_TURN, R.FAQ_TABLET], f"{player} macht einen weiteren Zug", f"{player} takes another turn",
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
    g.record("next-turn", [R.END_TURN], f"{nxt} ist am Zug (im Uhrzeigersinn)", f"{nxt} takes the next turn (clockwise)",
             actor=nxt)


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
        g.record("game-end", [R.SOLO], f"Spielende: {player} {totals[player]} Ehre, Samael {sam}; es gewinnt {winner}",
                 f"game end: {player} {totals[player]} honor, Samael {sam}; {winner} wins")
        return
    if d["variant"] == "team":
        teams: dict[str, int] = {}
        for p, t in d["teams"].items():
            teams[t] = teams.get(t, 0) + totals[p]
        late = {t: max(d["order"].index(p) for p, tt in d["teams"].items() if tt == t) for t in teams}
        best = max(teams, key=lambda t: (teams[t], late[t]))
        g.state.set("winner", best)
        g.record("game-end", [R.TEAM, R.GAME_END], f"Spielende: Teams {teams}; es gewinnt Team {best}",
                 f"game end: teams {teams}; team {best} wins")
        return
    best = max(d["order"], key=lambda p: (totals[p], d["order"].index(p)))
    tied = [p for p in d["order"] if totals[p] == totals[best] and p != best]
    g.state.set("winner", best)
    g.record("game-end", [R.GAME_END, R.FAQ_HONOR_COUNT],
             "Spielende: " + ", ".join(f"{p} {v}" for p, v in totals.items()) + f" Ehre; es gewinnt {best}"
             + (f" (Gleichstand mit {', '.join(tied)}: wer später ins Spiel kam, gewinnt)" if tied else ""),
             "game end: " + ", ".join(f"{p} {v}" for p, v in totals.items()) + f" honor; {best} wins"
             + (f" (tied with {', '.join(tied)}: the player later in turn order wins)" if tied else ""))


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
            what = ("; {} entfällt".format(g.describer().inline(ignored)[0]), "; ignored: {}".format(
                g.describer().inline(ignored)[1])) if ignored else ("", "")
            g.record("samael", [R.SOLO], f"Samael besiegt {d.name} und erhält {honor} Ehre (nur die Ehre der Belohnung"
                     f"{what[0]})", f"Samael defeats {d.name} and gains {honor} honor (only the reward's honor{what[1]})")
        else:
            g.state.insert("samael.cards", -1, cid)
            g.state.set(f"cards.{cid}.zone", "samael")
            g.record("samael", [R.SOLO], f"Samael kauft {d.name}; die Karte zählt bei Spielende für ihn",
                     f"Samael acquires {d.name}; it counts for him at the end of the game")
        g.refill(slot)


__all__ = ["play", "use", "end_turn", "game_end", "honor_total", "banish_card"]
