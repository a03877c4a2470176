"""The center row, the always-available cards, and what happens when a card leaves the row.

Acquiring or defeating a card runs the rulebook's order (asc:faq/10, "Reihenfolge"):
1. an acquired card goes to the discard pile, a defeated monster to the void;
2. the row is refilled from the center deck at once (asc:faq/01);
3. the reward of a defeated monster;
4. effects triggered by the defeat or the acquisition (e.g. Leeren-Dürster; ``triggers.py``).
"""

from __future__ import annotations

from judge.deckbuilding import conditions
from judge.deckbuilding.cards import DbCardDef
from judge.deckbuilding.i18n import M, MN
from judge.i18n import joined, verbatim

from . import rules as R
from .game import ALWAYS, CULTIST, AscensionGame
from .triggers import fire


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
             M("{ref} liegt nicht in der zentralen Auslage und ist keine immer verfügbare Karte", ref=ref))


def acquire(g: AscensionGame, player: str, ref: str, give_to: str | None = None) -> None:
    """asc:spielablauf/helden-und-konstrukte-kaufen — pay the cost in runes."""
    key = _pick(g, ref, "acquire")
    d = g.defs[key] if key in g.defs else g.cdef(key)
    if d.type == "monster":
        g.refuse(R.ACQUIRE, M("{card} ist ein Monster: Monster werden besiegt, nicht gekauft", card=d.name))
    if key in ALWAYS and g.state.data["always"][key] <= 0:  # asc:faq/06, before any runes are counted
        g.refuse(R.ACQUIRE, M("Es gibt keine {card} mehr: diese Karten sind limitiert", card=key),
                 faq=[R.FAQ_LIMITED])
    cost = d.cost
    if give_to:
        if g.state.data["variant"] != "team" or (g.state.data["teams"] or {}).get(give_to) != \
                (g.state.data["teams"] or {}).get(player) or give_to == player:
            g.refuse(R.TEAM, M("{receiver} ist nicht {player}s Teammitglied", receiver=give_to, player=player))
        cost += 1
    _pay(g, player, key, d, cost, give_to)
    acquire_card(g, player, key, paid=True, give_to=give_to)


def fits(g: AscensionGame, player: str, key: str, flt: dict) -> bool:
    """Whether the card a row slot or an always-available pile holds passes a card filter."""
    if key in g.state.data["cards"]:
        return conditions.matches(g, player, None, key, flt)
    d = g.defs[key]  # an always-available card, no instance yet
    return all({"type": d.type, "faction": d.faction}.get(k) == v for k, v in flt.items() if k in ("type", "faction")) \
        and all(k in ("type", "faction") for k in flt)


def _pay(g: AscensionGame, player: str, key: str, d, cost: int, give_to: str | None) -> None:
    """Pay ``cost`` runes: less the first discount this turn that fits the card (Reactor
    Monk), first from the runes that pay only for such a card (The Grand Design), then from
    the other runes (asc:glossary/runen; card text wins, asc:spielablauf/allgemeine-regeln)."""
    p = f"players.{player}"
    notes = []
    discounts = g.pile(player, "discounts")
    k = next((i for i, r in enumerate(discounts) if fits(g, player, key, r["for"])), None)
    if k is not None:
        r = discounts[k]
        cost = max(0, cost - r["amount"])
        notes.append(M("{n} weniger durch {source}", n=r["amount"], source=r["source"]))
    pools = [(i, r) for i, r in enumerate(g.pile(player, "restricted")) if fits(g, player, key, r["for"])]
    restricted = sum(r["amount"] for _, r in pools)
    runes = g.state.get(f"{p}.runes")
    if runes + restricted < cost:
        extra = M(" (davon {n} nur für solche Karten)", n=restricted) if restricted else ""
        g.refuse(R.ACQUIRE, MN("{card} kostet {n} Runen, {player} hat {has}{extra}",
                               "{card} kostet {n} Runen, {player} hat {has}{extra}",
                               card=d.name, n=cost, player=player, has=runes + restricted, extra=extra))
    if k is not None:
        g.state.set(f"{p}.discounts", discounts[:k] + discounts[k + 1:])
    left = cost
    for i, r in pools:
        use = min(left, r["amount"])
        if use:
            g.state.set(f"{p}.restricted.{i}.amount", r["amount"] - use)
            notes.append(M("{n} davon von {source}", n=use, source=r["source"]))
        left -= use
    g.state.set(f"{p}.restricted", [r for r in g.pile(player, "restricted") if r["amount"] > 0])
    g.state.add(f"{p}.runes", -left)
    if give_to:
        notes.append(M("1 mehr, um sie dem Teammitglied zu geben"))
    cites = [R.ACQUIRE, R.RUNES] + ([R.TEAM] if give_to else []) + ([R.GENERAL] if k is not None or pools else [])
    paid = MN("{player} zahlt {n} Runen für {card}", "{player} zahlt {n} Runen für {card}", player=player, n=cost,
              card=d.name)
    g.record("pay", cites, paid + verbatim(" (") + joined(notes, "; ") + verbatim(")") if notes else paid, actor=player)


def acquire_card(g: AscensionGame, player: str, key: str, paid: bool, give_to: str | None = None,
                 to: str = "discard") -> None:
    """Steps 1, 2 and 4 of asc:faq/10 for an acquisition (cost already paid, or free): the card
    goes to the discard pile, or where the card text says (``to="deck"``: on top of the deck;
    the card text wins, asc:spielablauf/allgemeine-regeln)."""
    receiver = give_to or player
    dst = f"players.{receiver}.{to}"
    to_deck = to == "deck"
    cites = [R.ACQUIRE, R.ORDER, R.FAQ_ORDER] + ([R.GENERAL] if to == "deck" else [])
    if key in ALWAYS:
        left = g.state.data["always"][key]
        if left <= 0:
            g.refuse(R.ACQUIRE, M("Es gibt keine {card} mehr: diese Karten sind limitiert", card=key),
                     faq=[R.FAQ_LIMITED])
        g.state.set(f"always.{key}", left - 1)
        cid = g.new_card(key, receiver, to)
        g.state.insert(dst, 0 if to == "deck" else -1, cid)
        free = "" if paid else M(" ohne Kosten")
        said = M("{player} erwirbt {card} (immer verfügbar, noch {left}){free}; sie kommt oben auf {receiver}s "
                 "Nachziehstapel (Kartentext geht vor)", player=player, card=key, left=left - 1, free=free,
                 receiver=receiver) if to_deck else \
            M("{player} erwirbt {card} (immer verfügbar, noch {left}){free}; sie kommt {receiver}s Ablagestapel",
              player=player, card=key, left=left - 1, free=free, receiver=receiver)
        g.record("acquire", cites + [R.FAQ_LIMITED], said, actor=player)
        fire(g, player, "acquire", cid, "always")
        return
    slot = g.take_from_row(key, receiver, dst, to)
    if to == "deck":  # take_from_row puts it at the end: the top of a deck is its first card
        g.state.remove(dst, key)
        g.state.insert(dst, 0, key)
    free = "" if paid else M(" ohne Kosten")
    said = M("{player} erwirbt {card}{free}; die Karte kommt oben auf {receiver}s Nachziehstapel (Kartentext geht "
             "vor) (Reihenfolge 1)", player=player, card=g.name(key), free=free, receiver=receiver) if to_deck else \
        M("{player} erwirbt {card}{free}; die Karte kommt auf {receiver}s Ablagestapel (Reihenfolge 1)",
          player=player, card=g.name(key), free=free, receiver=receiver)
    g.record("acquire", cites, said, actor=player)
    g.refill(slot)
    fire(g, player, "acquire", key, "center")


def defeat(g: AscensionGame, player: str, ref: str) -> None:
    """asc:spielablauf/monster-besiegen — spend power equal to the monster's power."""
    key = _pick(g, ref, "defeat")
    d = g.defs[key] if key in g.defs else g.cdef(key)
    if d.type != "monster":
        g.refuse(R.DEFEAT, M("{card} ist kein Monster: Helden und Konstrukte werden gekauft", card=d.name))
    power = g.state.get(f"players.{player}.power")
    if power < d.power:
        g.refuse(R.DEFEAT, M("{card} braucht {n} Stärke, {player} hat {has}", card=d.name, n=d.power, player=player,
                             has=power))
    g.state.add(f"players.{player}.power", -d.power)
    g.record("pay", [R.DEFEAT, R.POWER], M("{player} setzt {n} Stärke gegen {card} ein", player=player, n=d.power,
                                           card=d.name), actor=player)
    defeat_card(g, player, key, paid=True)


def defeat_card(g: AscensionGame, player: str, key: str, paid: bool) -> None:
    """The order of asc:faq/10 for a defeat: void, refill, reward, triggered effects. The
    Cultist never goes to the void and can be defeated again (asc:faq/02)."""
    if key == CULTIST:
        g.record("defeat", [R.DEFEAT, R.FAQ_CULTIST],
                 M("{player} besiegt den Kultisten; er bleibt bei den immer verfügbaren Karten", player=player),
                 actor=player)
        d = g.defs[CULTIST]
        source = _cultist_source(g)
        with g.in_window("reward"):
            g.run_effects(player, source, d.effects)
        fire(g, player, "defeat", source, "always")
        return
    slot = g.state.get("center.row").index(key)
    g.state.set(f"center.row.{slot}", None)
    g.state.insert("center.void", -1, key)
    g.state.set(f"cards.{key}.zone", "void")
    g.record("defeat", [R.DEFEAT, R.ORDER, R.FAQ_ORDER],
             M("{player} besiegt {card}{free}; es kommt in die Leere (Reihenfolge 1)", player=player, card=g.name(key),
               free="" if paid else M(" (ohne Stärke)")), actor=player)
    g.refill(slot)
    with g.in_window("reward"):
        g.record("reward", [R.REWARD, R.ORDER, R.FAQ_ORDER],
                 M("Belohnung von {card} (Reihenfolge 3), sofort", card=g.name(key)))
        g.run_effects(player, key, g.cdef(key).effects)
    fire(g, player, "defeat", key, "center")


def _cultist_source(g: AscensionGame) -> str:
    if "kultist" not in g.state.data["cards"]:
        g.state.set("cards.kultist", {"card": CULTIST, "owner": None, "zone": "always"})
    return "kultist"


def unbanishable(g: AscensionGame, cid: str) -> bool:
    """A card whose text says it is banished only by being defeated (Avatar of the Fallen;
    card text wins over asc:glossary/verbannen, asc:spielablauf/allgemeine-regeln)."""
    return any(s.get("unbanishable") for s in g.cdef(cid).static)


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
        g.record("banish", [R.BANISH], M("{player} verbannt {card} aus der zentralen Auslage in die Leere",
                                         player=player, card=d.name), actor=player)
        g.refill(slot)
        return
    src = f"players.{g.card(cid)['owner']}.{zone}"
    if d.starting:
        g.move(cid, src, "gone", "gone")
        g.record("banish", [R.BANISH, R.FAQ_BANISH_WHERE],
                 M("{player} verbannt {card}: eine Startkarte kommt aus dem Spiel, nicht in die Leere", player=player,
                   card=d.name), actor=player)
    elif d.name in ALWAYS:
        g.move(cid, src, None, "always")
        g.state.add(f"always.{d.name}", 1)
        g.record("banish", [R.BANISH, R.FAQ_BANISH_WHERE],
                 M("{player} verbannt {card}: sie kommt zurück zu den immer verfügbaren Karten", player=player,
                   card=d.name), actor=player)
    else:
        g.move(cid, src, "center.void", "void")
        g.record("banish", [R.BANISH], M("{player} verbannt {card} in die Leere", player=player, card=d.name),
                 actor=player)
