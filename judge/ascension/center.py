"""The center row, the always-available cards, and what happens when a card leaves the row.

Acquiring or defeating a card runs the rulebook's order (asc:faq/10, "Reihenfolge"):
1. an acquired card goes to the discard pile, a defeated monster to the void;
2. the row is refilled from the center deck at once (asc:faq/01);
3. the reward of a defeated monster;
4. effects triggered by the defeat or the acquisition (e.g. Leeren-Dürster).
"""

from __future__ import annotations

from judge.deckbuilding.cards import DbCardDef
from judge.deckbuilding.game import NotEncoded

from . import rules as R
from .effects import gain_honor
from .game import ALWAYS, CULTIST, AscensionGame


def available(g: AscensionGame) -> list[tuple[str, str, DbCardDef]]:
    """What can be acquired or defeated now: the row, then the always-available cards."""
    out = [(c, g.name(c), g.cdef(c)) for c in g.row()]
    for name, left in g.state.data["always"].items():
        if left > 0:
            out.append((name, name, g.defs[name]))
    out.append((CULTIST, CULTIST, g.defs[CULTIST]))
    return out


def _pick(g: AscensionGame, ref: str, what: str) -> str:
    """The row card or always-available card an action names."""
    cid = g.find(ref, g.row())
    if cid:
        return cid
    for name in (*ALWAYS, CULTIST):
        d = g.defs[name]
        if ref.casefold() in (name.casefold(), (d.en or "").casefold()):
            return name
    g.refuse(R.ACQUIRE if what == "acquire" else R.DEFEAT,
             f"{ref} liegt nicht in der zentralen Auslage und ist keine immer verfügbare Karte",
             f"{ref} is not in the center row and not an always-available card")


def acquire(g: AscensionGame, player: str, ref: str, give_to: str | None = None) -> None:
    """asc:spielablauf/helden-und-konstrukte-kaufen — pay the cost in runes."""
    key = _pick(g, ref, "acquire")
    d = g.defs[key] if key in g.defs else g.cdef(key)
    if d.type == "monster":
        g.refuse(R.ACQUIRE, f"{d.name} ist ein Monster: Monster werden besiegt, nicht gekauft",
                 f"{d.name} is a monster: monsters are defeated, not acquired")
    if key in ALWAYS and g.state.data["always"][key] <= 0:  # asc:faq/06, before any runes are counted
        g.refuse(R.ACQUIRE, f"Es gibt keine {key} mehr: diese Karten sind limitiert",
                 f"no {key} left: these cards are limited", faq=[R.FAQ_LIMITED])
    cost = d.cost
    if give_to:
        if g.state.data["variant"] != "team" or (g.state.data["teams"] or {}).get(give_to) != \
                (g.state.data["teams"] or {}).get(player) or give_to == player:
            g.refuse(R.TEAM, f"{give_to} ist nicht {player}s Teammitglied", f"{give_to} is not {player}'s teammate")
        cost += 1
    runes = g.state.get(f"players.{player}.runes")
    if runes < cost:
        g.refuse(R.ACQUIRE, f"{d.name} kostet {cost} Runen, {player} hat {runes}",
                 f"{d.name} costs {cost} runes, {player} has {runes}")
    g.state.add(f"players.{player}.runes", -cost)
    g.record("pay", [R.ACQUIRE, R.RUNES] + ([R.TEAM] if give_to else []), f"{player} zahlt {cost} Runen für {d.name}"
             + (" (1 mehr, um sie dem Teammitglied zu geben)" if give_to else ""),
             f"{player} pays {cost} runes for {d.name}" + (" (1 more to give it to the teammate)" if give_to else ""),
             actor=player)
    acquire_card(g, player, key, paid=True, give_to=give_to)


def acquire_card(g: AscensionGame, player: str, key: str, paid: bool, give_to: str | None = None) -> None:
    """Steps 1, 2 and 4 of asc:faq/10 for an acquisition (cost already paid, or free)."""
    receiver = give_to or player
    if key in ALWAYS:
        left = g.state.data["always"][key]
        if left <= 0:
            g.refuse(R.ACQUIRE, f"Es gibt keine {key} mehr: diese Karten sind limitiert",
                     f"no {key} left: these cards are limited", faq=[R.FAQ_LIMITED])
        g.state.set(f"always.{key}", left - 1)
        cid = g.new_card(key, receiver, "discard")
        g.state.insert(f"players.{receiver}.discard", -1, cid)
        g.record("acquire", [R.ACQUIRE, R.ORDER, R.FAQ_ORDER, R.FAQ_LIMITED],
                 f"{player} erwirbt {key} (immer verfügbar, noch {left - 1}); sie kommt auf {receiver}s Ablagestapel",
                 f"{player} acquires {key} (always available, {left - 1} left); it goes to {receiver}'s discard pile",
                 actor=player)
        _after(g, player, "acquire", cid)
        return
    slot = g.take_from_row(key, receiver, f"players.{receiver}.discard", "discard")
    g.record("acquire", [R.ACQUIRE, R.ORDER, R.FAQ_ORDER], f"{player} erwirbt {g.name(key)}" + ("" if paid else " ohne Kosten")
             + f"; die Karte kommt auf {receiver}s Ablagestapel (Reihenfolge 1)",
             f"{player} acquires {g.name(key)}" + ("" if paid else " for free")
             + f"; it goes to {receiver}'s discard pile (order step 1)", actor=player)
    g.refill(slot)
    _after(g, player, "acquire", key)


def defeat(g: AscensionGame, player: str, ref: str) -> None:
    """asc:spielablauf/monster-besiegen — spend power equal to the monster's power."""
    key = _pick(g, ref, "defeat")
    d = g.defs[key] if key in g.defs else g.cdef(key)
    if d.type != "monster":
        g.refuse(R.DEFEAT, f"{d.name} ist kein Monster: Helden und Konstrukte werden gekauft",
                 f"{d.name} is not a monster: heroes and constructs are acquired")
    power = g.state.get(f"players.{player}.power")
    if power < d.power:
        g.refuse(R.DEFEAT, f"{d.name} braucht {d.power} Stärke, {player} hat {power}",
                 f"{d.name} needs {d.power} power, {player} has {power}")
    g.state.add(f"players.{player}.power", -d.power)
    g.record("pay", [R.DEFEAT, R.POWER], f"{player} setzt {d.power} Stärke gegen {d.name} ein",
             f"{player} spends {d.power} power on {d.name}", actor=player)
    defeat_card(g, player, key, paid=True)


def defeat_card(g: AscensionGame, player: str, key: str, paid: bool) -> None:
    """The order of asc:faq/10 for a defeat: void, refill, reward, triggered effects. The
    Cultist never goes to the void and can be defeated again (asc:faq/02)."""
    if key == CULTIST:
        g.record("defeat", [R.DEFEAT, R.FAQ_CULTIST], f"{player} besiegt den Kultisten; er bleibt bei den immer "
                 "verfügbaren Karten", f"{player} defeats the Cultist; he stays with the always-available cards",
                 actor=player)
        d = g.defs[CULTIST]
        with g.in_window("reward"):
            g.run_effects(player, _cultist_source(g), d.effects)
        _after(g, player, "defeat", None)
        return
    slot = g.state.get("center.row").index(key)
    g.state.set(f"center.row.{slot}", None)
    g.state.insert("center.void", -1, key)
    g.state.set(f"cards.{key}.zone", "void")
    g.record("defeat", [R.DEFEAT, R.ORDER, R.FAQ_ORDER], f"{player} besiegt {g.name(key)}" + ("" if paid else " (ohne Stärke)")
             + "; es kommt in die Leere (Reihenfolge 1)",
             f"{player} defeats {g.name(key)}" + ("" if paid else " (without power)") + "; it goes to the void (order step 1)",
             actor=player)
    g.refill(slot)
    with g.in_window("reward"):
        g.record("reward", [R.REWARD, R.ORDER, R.FAQ_ORDER], f"Belohnung von {g.name(key)} (Reihenfolge 3), sofort",
                 f"{g.name(key)}'s reward (order step 3), at once")
        g.run_effects(player, key, g.cdef(key).effects)
    _after(g, player, "defeat", key)


def _cultist_source(g: AscensionGame) -> str:
    if "kultist" not in g.state.data["cards"]:
        g.state.set("cards.kultist", {"card": CULTIST, "owner": None, "zone": "always"})
    return "kultist"


def _after(g: AscensionGame, player: str, event: str, card: str | None) -> None:
    """Step 4 of asc:faq/10: effects triggered by the defeat or the acquisition."""
    with g.in_window("triggered"):
        if event == "defeat":
            watch = list(g.state.get(f"players.{player}.watch"))
            if watch:
                g.state.set(f"players.{player}.watch", [])
                for w in watch:
                    g.record("triggered", [R.ORDER, R.FAQ_ORDER], f"{g.name(w['source'])}: das nächste besiegte Monster "
                             "(Reihenfolge 4)", f"{g.name(w['source'])}: the next monster defeated (order step 4)",
                             actor=player)
                    g.run_effects(player, w["source"], w["effects"])
        for cid in list(g.pile(player, "constructs")):
            for n, t in enumerate(g.cdef(cid).triggers):
                if t.get("on") != event or card is None or card == cid:
                    continue
                if not _matches(g, card, t.get("if") or {}):
                    continue
                if event == "acquire" and g.card(card)["owner"] != player:
                    # asc:varianten/teamspiel gives the card to the teammate; whether the buyer's
                    # "when you acquire" construct then applies the rulebook does not say
                    raise NotEncoded(f"{g.name(cid)}: {g.name(card)} was given to {g.card(card)['owner']} "
                                     "(team variant); the rulebook does not say whether the buyer's construct applies")
                key = f"{cid}#t{n}"
                if t.get("once") and key in g.state.get(f"players.{player}.used"):
                    continue
                if t.get("optional") and not g.ask_yes_no(
                        f"trigger:{g.name(cid)}", f"{g.name(cid)} für {g.name(card)} nutzen?",
                        f"use {g.name(cid)} for {g.name(card)}?", [R.CONSTRUCTS, R.ORDER, R.FAQ_ORDER], player):
                    continue
                if t.get("once"):
                    g.state.insert(f"players.{player}.used", -1, key)
                g.record("triggered", [R.CONSTRUCTS, R.ORDER, R.FAQ_ORDER], f"{g.name(cid)} wird ausgelöst durch {g.name(card)} "
                         "(Reihenfolge 4)", f"{g.name(cid)} triggers on {g.name(card)} (order step 4)", actor=player)
                g.run_effects(player, cid, [dict(e, _acquired=card) for e in t["effects"]])


def _matches(g: AscensionGame, card: str, cond: dict) -> bool:
    d = g.cdef(card)
    return all(getattr(d, k) == v for k, v in cond.items())


def banish_card(g: AscensionGame, player: str, cid: str) -> None:
    """asc:glossary/verbannen, asc:faq/12 — a banished card goes to the void; a starting card
    leaves the game; an always-available card goes back to its stack; a card banished from
    the center row is replaced at once (asc:faq/01)."""
    zone = g.card(cid)["zone"]
    d = g.cdef(cid)
    if zone == "center":
        slot = g.state.get("center.row").index(cid)
        g.state.set(f"center.row.{slot}", None)
        g.state.insert("center.void", -1, cid)
        g.state.set(f"cards.{cid}.zone", "void")
        g.record("banish", [R.BANISH], f"{player} verbannt {d.name} aus der zentralen Auslage in die Leere",
                 f"{player} banishes {d.name} from the center row into the void", actor=player)
        g.refill(slot)
        return
    src = f"players.{g.card(cid)['owner']}.{zone}"
    if d.starting:
        g.move(cid, src, "gone", "gone")
        g.record("banish", [R.BANISH, R.FAQ_BANISH_WHERE], f"{player} verbannt {d.name}: eine Startkarte kommt aus "
                 "dem Spiel, nicht in die Leere", f"{player} banishes {d.name}: a starting card leaves the game, "
                 "not into the void", actor=player)
    elif d.name in ALWAYS:
        g.move(cid, src, None, "always")
        g.state.add(f"always.{d.name}", 1)
        g.record("banish", [R.BANISH, R.FAQ_BANISH_WHERE], f"{player} verbannt {d.name}: sie kommt zurück zu den immer "
                 "verfügbaren Karten", f"{player} banishes {d.name}: it goes back to the always-available cards",
                 actor=player)
    else:
        g.move(cid, src, "center.void", "void")
        g.record("banish", [R.BANISH], f"{player} verbannt {d.name} in die Leere",
                 f"{player} banishes {d.name} into the void", actor=player)
