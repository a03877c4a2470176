"""The game actions (rb:586–607): draw, exhaust, ready, recycle, discard, stun, reveal,
counter, buff, banish, kill, add, channel and burn out. Each records a trace step citing
its rule; the verbs of card text (``effects.py``) and the turn (``turn.py``) call them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.i18n import Text, joined
from judge.kernel import Event

from . import abilities, objects
from .i18n import M, MN
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def draw(g: "RiftboundGame", player: str, n: int = 1, cites: list[str] | None = None,
         burn_cites: list[str] | None = None) -> int:
    """rb:591 — take the top card of the main deck into the hand; if the deck runs out,
    draw what there is, burn out (rb:591.4.b, rb:607), and draw the rest (rb:591.4.c)."""
    drawn = 0
    for _ in range(n):
        if g.state.data.get("winner"):
            break
        burned = False
        if not g.state.get(f"players.{player}.deck"):
            burn_out(g, player, (burn_cites or []) + ["rb:591.4.b"])
            burned = True
            if g.state.data.get("winner") or not g.state.get(f"players.{player}.deck"):
                continue  # rb:607.3: the deck may stay empty
        iid = top_cards(g, player, 1)[0]
        put(g, iid, "hand")
        drawn += 1
        after_burn = ["rb:607.2.c"] if burned else []
        g.record("draw", (cites or []) + ["rb:591.1"] + after_burn, M("{player} zieht {card}", player=player,
                                                                      card=g.name(iid)), actor=player)
        turn = g.state.data["turn"]["number"]  # "when you draw your second card each turn"
        seen = g.state.get(f"players.{player}.drawn") or [turn, 0]
        nth = seen[1] + 1 if seen[0] == turn else 1
        g.state.set(f"players.{player}.drawn", [turn, nth])
        abilities.event(g, "drew", player=player, nth=nth)
    return drawn


def in_random_order(g: "RiftboundGame", ids: list[str], rule: str) -> None:
    """Cards whose order in the main deck nobody knows: shuffled in (rb:607.2.a) or recycled
    together (rb:594.5). Their order is settled, by chance, only when it matters: when one
    of them comes to the top (``top_cards``)."""
    n = (g.state.data.get("groups") or 0) + 1
    g.state.set("groups", n)
    for iid in ids:
        g.state.set(f"cards.{iid}.group", [n, rule])


def top_cards(g: "RiftboundGame", player: str, n: int) -> list[str]:
    """The top ``n`` cards of the main deck. Where the top is one of several cards in random
    order, which one it is is a chance prompt ("random:draw:<player>"), stated by the
    scenario or explored; the answer fixes that card's place."""
    from judge.kernel import CHANCE

    deck = g.state.get(f"players.{player}.deck")
    for k in range(min(n, len(deck))):
        group = g.card(deck[k]).get("group")
        if not group:
            continue
        mates = [i for i in deck[k:] if g.card(i).get("group") == group]
        names = list(dict.fromkeys(g.name(i) for i in mates))
        pick = deck[k]
        if len(names) > 1:
            name = g.ask(f"random:draw:{player}", M("Welche Karte liegt oben ({player})? (Zufall)", player=player),
                         [(x, x) for x in names], [group[1]], CHANCE)
            pick = next(i for i in mates if g.name(i) == name)
        if pick != deck[k]:
            order = list(deck)
            order.remove(pick)
            order.insert(k, pick)
            g.state.set(f"players.{player}.deck", order)
            deck = g.state.get(f"players.{player}.deck")
        g.state.delete(f"cards.{pick}.group")
    return list(deck[:n])


def burn_out(g: "RiftboundGame", player: str, cites: list[str] | None = None) -> None:
    """rb:607.2 — shuffle the trash into the main deck (rb:607.2.a), choose an opponent who
    scores 1 (rb:607.2.b; not subject to the final-point limits, rb:632.1.a.1), then carry
    on with the action (rb:607.2.c)."""
    trash = list(g.state.get(f"players.{player}.trash"))
    for iid in trash:
        put(g, iid, "deck")
    in_random_order(g, list(g.state.get(f"players.{player}.deck")), "rb:607.2.a")
    g.record("burn-out", (cites or []) + ["rb:607.1", "rb:607.2.a"],
             MN("{player} ist ausgebrannt: mischt {n} Karte(n) aus dem Ablagestapel ins Hauptdeck",
                "{player} ist ausgebrannt: mischt {n} Karte(n) aus dem Ablagestapel ins Hauptdeck",
                player=player, n=len(trash)), actor=player)
    opponents = g.opponents(player)
    who = g.ask(f"burn-out:{player}", M("Welcher Gegner erhält 1 Punkt?"), [(p, p) for p in opponents], ["rb:607.2.b"], player)
    from .scoring import gain_points

    gain_points(g, who, 1, ["rb:607.2.b", "rb:632.1.a.1"], M("Ausbrennen"))


def exhaust(g: "RiftboundGame", iid: str, cites: list[str]) -> bool:
    """rb:592 — exhausting an exhausted object does nothing more (rb:592.1.c)."""
    if g.card(iid)["exhausted"]:
        return False
    g.state.set(f"cards.{iid}.exhausted", True)
    g.record("exhaust", cites + ["rb:592.1"], M("{card} wird erschöpft", card=g.name(iid)))
    return True


def ready(g: "RiftboundGame", iid: str, cites: list[str], by: str | None = None) -> bool:
    """rb:593 — ``by``: the player who readies it (rb:593.4.b: as an effect tells them), for
    "when you ready a friendly unit" (trigger_events.py)."""
    if not g.card(iid)["exhausted"]:
        return False
    if objects.cant_be_readied(g, iid) or by is not None and objects.readying_prevented(g, iid):
        g.record("ready-none", cites + ["rb:568"], M("{card} kann nicht bereit gemacht werden", card=g.name(iid)))
        return False
    g.state.set(f"cards.{iid}.exhausted", False)
    g.record("ready", cites + ["rb:593.1"], M("{card} wird bereit", card=g.name(iid)))
    if g.on_board(iid) and g.defn(iid).type in ("unit", "gear"):
        abilities.event(g, "readied", unit=iid, player=by)
    return True


def recycle(g: "RiftboundGame", player: str, ids: list[str], cites: list[str], by: str | None = None) -> None:
    """rb:594 — to the bottom of the matching deck (runes to the rune deck, rb:594.1.b);
    several main-deck cards go in random order (rb:594.5), which only matters once drawn.
    "When you recycle one or more cards" triggers afterwards, once (``recycled``). ``by``:
    one instruction recycles the cards of several owners, deck by deck; it names the player
    who recycles (rb:594.1: the action is a player's) and tells ``recycled`` afterwards."""
    for iid in ids:
        to = "rune_deck" if g.defn(iid).type == "rune" else "deck"
        put(g, iid, to)
    main = [i for i in ids if g.defn(i).type != "rune"]
    if len(main) > 1:
        cites = cites + ["rb:594.5"]
        in_random_order(g, main, "rb:594.5")
    names = ", ".join(g.name(i) for i in ids)
    g.record("recycle", cites + ["rb:594.1"], M("{player} recycelt {cards}", player=player, cards=names), actor=player)
    if ids and by is None:
        recycled(g, player, ids)
    for iid in ids:  # "when you recycle a rune": once per rune (rb:594.1.b; rxo_triggers.py)
        if g.defn(iid).type == "rune":
            abilities.event(g, "rxo-rune-recycled", player=player, card=iid)


def recycled(g: "RiftboundGame", by: str, ids: list[str]) -> None:
    """One recycle action of player ``by`` is complete (rb:594.1): "when you recycle one or
    more cards" triggers once for it."""
    if ids:
        abilities.event(g, "recycled", player=by, cards=list(ids))


def discard(g: "RiftboundGame", player: str, n: int, cites: list[str], prompt: str) -> list[str]:
    """rb:598 — the player chooses which cards (rb:598.1.a); as many as possible when it is
    part of an effect (rb:598.4). "When discarded" abilities trigger afterwards (rb:598.1.b)."""
    hand = g.state.get(f"players.{player}.hand")
    if not hand:
        g.record("discard-none", cites + ["rb:598.4", "rb:563.2.c.6"],
                 M("{player} hat keine Karte auf der Hand: das Abwerfen entfällt", player=player), actor=player)
        return []
    if len(hand) < n:
        cites = cites + ["rb:598.4", "rb:563.2.c.7"]  # as many as possible
    chosen = choose_cards(g, player, hand, min(n, len(hand)), prompt, M("abwerfen"), cites + ["rb:598.1.a"])
    for iid in chosen:
        put(g, iid, "trash")
    if chosen:  # "if you've discarded a card this turn" (targets.holds)
        g.state.set(f"players.{player}.discarded_turn", g.state.data["turn"]["number"])
        names = ", ".join(g.name(i) for i in chosen)
        g.record("discard", cites + ["rb:598.1"], M("{player} wirft {cards} ab", player=player, cards=names), actor=player)
        abilities.event(g, "discard", player=player, cards=chosen)
    return chosen


def choose_cards(g: "RiftboundGame", player: str, pool: list[str], n: int, prompt: str, verb: Text,
                 cites: list[str]) -> list[str]:
    """``player`` picks ``n`` of ``pool`` one at a time (same-named copies are one option), asked
    "which card to ``verb``" (a message in the infinitive: ``M("abwerfen")``)."""
    pool = list(pool)
    out = []
    for k in range(n):
        if len(pool) <= n - k:
            out += pool
            break
        options = list(dict.fromkeys((g.name(i), g.name(i)) for i in pool))
        if len(options) == 1:
            pick = pool[0]
        else:
            name = g.ask(prompt, M("Welche Karte {verb}?", verb=verb), options, cites, player)
            pick = next(i for i in pool if g.name(i) == name)
        out.append(pick)
        pool.remove(pick)
    return out


def stun(g: "RiftboundGame", iid: str, by: str, cites: list[str]) -> bool:
    """rb:599 — a stunned unit cannot be stunned again (rb:599.1.a.1); it deals no combat
    damage (rb:599.1.b) and loses the stun at the next ending step (rb:599.1.a.2)."""
    if g.card(iid)["stunned"]:
        g.record("stun-none", cites + ["rb:599.1.a.1"], M("{card} ist schon betäubt: nichts geschieht", card=g.name(iid)))
        return False
    g.state.set(f"cards.{iid}.stunned", True)
    g.record("stun", cites + ["rb:599.1"], M("{card} wird betäubt", card=g.name(iid)))
    if not g.friendly(g.controller(iid), by):
        abilities.event(g, "stun-enemy", player=by, unit=iid, where=g.location(iid))
    return True


def buff(g: "RiftboundGame", iid: str, cites: list[str], by: str | None = None) -> bool:
    """rb:602.1.b, rb:702.3 — at most one buff on a unit; a buffed unit gets no second.
    ``by``: the player who buffs it ("when you buff a friendly unit", trigger_events.py)."""
    many = objects.any_number_of_buffs(g, iid)
    if g.card(iid).get("buff", 0) and not many:
        g.record("buff-none", cites + ["rb:602.1.b.1", "rb:602.1.c", "rb:702.3"],
                 M("{card} hat schon einen Buff", card=g.name(iid)))
        return False
    before = might_before(g, iid)
    if many and g.card(iid).get("buff", 0):  # "I can have any number of buffs": its text over rb:702.3
        cites = cites + ["rb:702.3", "rb:568"]
    g.state.set(f"cards.{iid}.buff", g.card(iid).get("buff", 0) + 1)
    g.record("buff", cites + ["rb:602.1", "rb:703"], M("{card} erhält einen Buff (+1 Macht)", card=g.name(iid)))
    became_mighty(g, iid, before)
    abilities.event(g, "buffed", unit=iid, player=by)
    return True


def spend_buff(g: "RiftboundGame", iid: str, cites: list[str]) -> bool:
    """rb:702.2.b — one buff counter comes off (a unit may have several, Lee Sin, Ascetic)."""
    if not g.card(iid).get("buff", 0):
        return False
    g.state.set(f"cards.{iid}.buff", g.card(iid)["buff"] - 1)
    abilities.event(g, "buff-spent", unit=iid, player=g.controller(iid))  # rb:702.2.b.2: its controller spends it
    g.record("spend-buff", cites + ["rb:702.2.b"], M("Buff von {card} wird ausgegeben", card=g.name(iid)))
    return True


def might_before(g: "RiftboundGame", iid: str) -> int | None:
    return objects.might(g, iid) if g.on_board(iid) and g.is_unit(iid) else None


def became_mighty(g: "RiftboundGame", iid: str, before: int | None) -> None:
    """rb:709 — a unit becomes mighty when its might goes from below 5 to 5 or more (judged
    by its current might on the board, rb:710)."""
    if before is not None and before < objects.MIGHTY <= objects.might(g, iid):
        g.record("becomes-mighty", ["rb:709", "rb:710"], M("{card} wird mächtig ({might} Macht)", card=g.name(iid),
                                                           might=objects.might(g, iid)))
        abilities.event(g, "becomes-mighty", player=g.controller(iid), unit=iid)


def kill(g: "RiftboundGame", iid: str, cites: list[str], passive: bool = False) -> bool:
    """rb:604 — from the board to the owner's trash (rb:604.2); a replacement may change it
    (rb:573.1/ex1). Deathknell and "when I die" trigger once it is in the trash (rb:720.1.d).
    Returns whether the card was killed."""
    ev = g.engine.replace(Event("die", {"card": iid, "passive": passive}))
    if ev is None or ev.name != "die":
        return False
    where = g.location(iid)
    controller = g.controller(iid)
    from .trigger_events import describe

    was = describe(g, iid)  # rb:563.2.c.9: "when a buffed friendly unit dies" looks back at it on the board
    from .effects_rxo import death_facts  # "if I died alone", "when one or more enemy units die" (branch rxo)

    facts = death_facts(g, iid, where, controller) if was["type"] == "unit" else {}
    put(g, iid, "trash")
    if was["type"] == "unit":  # "if a unit died this turn" (turn_record.py)
        from .run_conditions import note_death as run_note_death  # "… died during your Beginning Phase"
        from .turn_record import note_death

        note_death(g, controller)
        run_note_death(g, controller)
    if g.zone(iid) == "gone":
        # rb:177.1: a token ceases to exist only after it is put in its new zone: it was killed and
        # put into the trash (rb:604.2), so it died and "when … dies" triggers (rb:720.1.d)
        g.record("kill", cites + ["rb:604.1", "rb:177.1"] + (["rb:604.1.a.2"] if passive else []),
                 M("{card} (Token) wird getötet und hört auf zu existieren", card=g.name(iid)))
        abilities.event(g, "dies", unit=iid, player=controller, where=where, was=was, **facts)
        return True
    g.record("kill", cites + ["rb:604.1", "rb:604.2"] + (["rb:604.1.a.2"] if passive else []),
             M("{card} wird getötet und kommt in den Ablagestapel", card=g.name(iid)))
    if g.zone(iid) == "trash":
        abilities.event(g, "dies", unit=iid, player=controller, where=where, was=was, **facts)
    return True


def banish(g: "RiftboundGame", iid: str, cites: list[str]) -> None:
    """rb:603 — straight to its owner's banishment (rb:603.2); not a kill, not a discard."""
    put(g, iid, "banish")
    g.record("banish", cites + ["rb:603.1", "rb:603.2"], M("{card} wird verbannt", card=g.name(iid)))


def add_resources(g: "RiftboundGame", player: str, energy: int, power: list[str], cites: list[str],
                  only: str | None = None) -> None:
    """rb:605 — resources go to the controller's rune pool (rb:159.1); ``only``: kept apart,
    to be used only for that ("use only to play spells": ``costs.ONLY``)."""
    at = f"players.{player}.pool" + (f".{only}" if only else "")
    if only and g.state.get(at) is None:
        g.state.set(at, {"energy": 0, "power": {}})
    if energy:
        g.state.add(f"{at}.energy", energy)
    for d in power:
        g.state.set(f"{at}.power.{d}", g.state.get(f"{at}.power.{d}", 0) + 1)
    what = joined(([M("{n} Energie", n=energy)] if energy else []) + [M("1 Power ({domain})", domain=d) for d in power],
                  " ")
    limit = {"spells": M(" (nur für Zauber)"), "gear": M(" (nur für Ausrüstung und ihre Fähigkeiten)"),
             "units": M(" (nur für Einheiten und Fähigkeiten von Einheiten)"),
             "rxb-showdowns": M(" (nur während Showdowns)")}.get(only, "")
    g.record("add", cites + ["rb:605.1"], M("{player} fügt {what}{limit} hinzu", player=player, what=what, limit=limit),
             actor=player)


def channel(g: "RiftboundGame", player: str, n: int, cites: list[str], exhausted: bool = False) -> int:
    """rb:606 — take runes from the top of the rune deck onto the board (ready unless the
    effect says otherwise, rb:606.2); as many as there are (rb:515.3.b.1)."""
    done = 0
    for _ in range(n):
        deck = g.state.get(f"players.{player}.rune_deck")
        if not deck:
            break
        iid = deck[0]
        put(g, iid, "runes", exhausted=exhausted)
        done += 1
    if done:
        g.record("channel", cites + ["rb:606.1"] + (["rb:606.2"] if exhausted else []),
                 MN("{player} kanalisiert {n} Rune(n) (erschöpft)", "{player} kanalisiert {n} Rune(n) (erschöpft)",
                    player=player, n=done) if exhausted else
                 MN("{player} kanalisiert {n} Rune(n)", "{player} kanalisiert {n} Rune(n)", player=player, n=done),
                 actor=player)
    return done


def counter(g: "RiftboundGame", item: dict, cites: list[str]) -> None:
    """rb:601 — the countered card has no effect and goes to the trash (rb:601.1.a); it was
    not played (rb:601.1.b); costs are not refunded (rb:601.1.c)."""
    g.chain.remove(item["id"])
    if item["kind"] == "card":
        put(g, item["card"], "trash")
    g.record("counter", cites + ["rb:601.1", "rb:601.1.a", "rb:601.1.b"],
             M("{label} wird gekontert", label=item["label"]))


def deal_damage(g: "RiftboundGame", iid: str, amount: int, cites: list[str], by: str | None = None,
                combat: bool = False, extra_bonus: int = 0) -> int:
    """rb:139.3 — mark damage on a unit. A spell's or ability's damage gets its controller's
    bonus damage (rb:139.3.a; "deal N bonus damage"); combat damage does not. ``extra_bonus``:
    the resolving spell's own ("the next spell you play this turn deals 1 bonus damage")."""
    if not g.on_board(iid) or not g.is_unit(iid) or amount <= 0:
        return 0  # no damage dealt: no instance for bonus damage to increase
    bonus = 0 if combat or by is None else objects.bonus_damage(g, by) + extra_bonus
    total = amount + bonus
    if total <= 0:
        return 0
    ev = g.engine.replace(Event("damage", {"card": iid, "amount": total, "by": by, "combat": combat}))
    if ev is None:
        return 0
    total = ev.data["amount"]  # a replacement may have lessened it ("prevent the next 7 damage", effects_rve)
    g.state.set(f"cards.{iid}.damage", g.card(iid)["damage"] + total)
    from .rxv_combat import note_damaged  # "if I haven't been dealt damage this turn" (rxv_combat.py)

    note_damaged(g, iid)
    g.since_expiry += 1
    g.record("damage", cites, MN("{card} erleidet {n} Schaden (+{bonus} Bonusschaden)",
                                 "{card} erleidet {n} Schaden (+{bonus} Bonusschaden)", card=g.name(iid), n=total,
                                 bonus=bonus) if bonus else
             MN("{card} erleidet {n} Schaden", "{card} erleidet {n} Schaden", card=g.name(iid), n=total))
    abilities.event(g, "damaged", unit=iid, amount=total)
    return total
