"""The chain and its resolution (rb:532–544), and passing priority (rb:540.4).

Items on the chain are plain dicts (kernel ``Stack``): a played spell (``kind: card``) or
an ability (``kind: ability``). While a chain exists the round is closed (rb:509.1) and
the relevant players (rb:528–531) pass priority in turn order; when all of them have
passed in a row, the newest item resolves (rb:540.4.b, rb:543.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import abilities, effects as E, targets as T
from .abilities import item_label
from .cleanup import cleanup, start_pending
from .i18n import M
from .states import open_chain_round
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame


def pass_priority(g: "RiftboundGame") -> None:
    """rb:540.4 — the active player passes to the next relevant player in turn order
    (rb:540.4.a); when all relevant players have passed in a row, the chain resolves its
    newest item (rb:540.4.b, rb:542, rb:543)."""
    who = g.priority.holder
    done = g.priority.pass_()
    if done:
        g.record("pass", ["rb:540.4", "rb:540.4.b"], M("{who} passt – alle relevanten Spieler haben gepasst", who=who),
                 actor=who)
        resolve_top(g)
    else:
        nxt = g.priority.holder
        g.record("pass", ["rb:540.4", "rb:540.4.a", "rb:512.2.d"], M("{who} passt; Priorität an {nxt}", who=who, nxt=nxt),
                 actor=who)


def resolve_top(g: "RiftboundGame") -> None:
    """rb:543 — resolve the newest item (rb:543.1), put triggered abilities onto the chain
    (rb:543.2), clean up (rb:543.3), and go back to rb:539 with the controller of the new
    newest item as the active player (rb:543.4); when nothing is left the chain ends
    (rb:544) and, in a showdown, focus passes on (rb:552)."""
    item = g.chain.pop()
    g.record("resolve", ["rb:543.1"], M("{label} wird aufgelöst", label=item_label(item)), actor=item["controller"])
    if item["kind"] == "card":
        resolve_spell(g, item)
    else:
        abilities.resolve_ability(g, item)
        g.record("ceases", ["rb:543.1.a.3"], M("{label} hört auf zu existieren", label=item_label(item)))
    after_resolution(g)


def after_resolution(g: "RiftboundGame") -> None:
    if g.state.data.get("winner"):
        return
    added = abilities.flush(g)
    in_showdown = bool(g.showdown)
    cleanup(g, ["rb:543.3", "rb:519"], start=False)
    if g.state.data.get("winner"):
        return
    if g.chain:
        top = g.chain.top()
        if not g.priority.is_open:
            open_chain_round(g, top["controller"])
        else:
            g.priority.give(top["controller"])
        g.record("priority", ["rb:543.4", "rb:539", "rb:512.2.c"] + (["rb:543.2.a"] if added else []),
                 M("Priorität: {player} (kontrolliert das neueste Element)", player=top["controller"]),
                 actor=top["controller"])
        return
    chain_ended(g, in_showdown)


def chain_ended(g: "RiftboundGame", in_showdown: bool) -> None:
    """rb:544 — the chain is gone: the round is open again. In a showdown focus passes to
    the next relevant player, who gets focus and priority (rb:552); in the neutral state the
    turn player has priority in the action phase (rb:512.2.a)."""
    g.priority.close()
    if in_showdown and g.showdown and g.focus.is_open:
        nxt = g.focus.next_after(g.focus.holder)
        g.focus.give(nxt)
        g.record("focus", ["rb:552", "rb:513.2"], M("Die Kette ist leer: Fokus und Priorität an {nxt}", nxt=nxt),
                 actor=nxt)
    else:
        start_pending(g)


def resolve_spell(g: "RiftboundGame", item: dict) -> None:
    """rb:563.2.b — carry out the spell's text top to bottom, then put it into its owner's
    trash (rb:543.1.a.1). It has been played now (rb:595.4.a): "when you play a spell"
    abilities trigger (rb:543.2)."""
    iid = item["card"]
    d = g.defn(iid)
    from .effects_rve import own_bonus_damage  # "This deals 1 Bonus Damage for each card with this name …"

    own_bonus_damage(g, item)
    ctx = T.Ctx(source=iid, controller=item["controller"], label=g.name(iid), targets=item["targets"],
                here=item.get("here"), paid=item.get("paid", {}),
                event={"hidden_play": item.get("hidden", False), "from": item.get("from")},
                item=item)
    parts = [(k, ab) for k, ab in enumerate(d.known_abilities()) if ab.kind == "spell"]
    if parts:
        ctx.selectors = [sel for _, sel in T.slots(parts[0][1].effects)]
    applies = {k: (not ab.legion or T.holds(g, "legion", ctx)) and (ab.condition is None or T.holds(g, ab.condition, ctx))
               for k, ab in parts}  # judged before any part is carried out (rb:151.2)
    # rb:151.2 — a later part that applies replaces the earlier part it names
    replaced = {ab.instead_of: k for k, ab in parts if ab.instead_of is not None and applies[k]}
    for k, ab in parts:
        if k in replaced:
            g.record("replaced", ["rb:151.2", "rb:573.1"], M("{card}: Teil {part} wird durch Teil {by} ersetzt und nicht "
                                                             "ausgeführt", card=g.name(iid), part=k + 1, by=replaced[k] + 1))
            continue
        if ab.legion and not applies[k]:
            g.record("legion-unmet", ["rb:724.1.c"], M("{label}: Legion-Bedingung nicht erfüllt", label=g.name(iid)))
            continue
        if not applies[k]:
            g.record("part-unmet", ["rb:151.2"], M("{card}: Teil {part} gilt nicht (Bedingung nicht erfüllt)",
                                                   card=g.name(iid), part=k + 1))
            continue
        if ab.legion:
            g.record("legion-met", ["rb:724.1.c", "rb:724.2"], M("{label}: Legion-Bedingung erfüllt", label=g.name(iid)))
        E.run(g, ctx, ab.effects, ["rb:151.1", "rb:563.2.b"])
    if parts and not ctx.carried:
        g.record("no-effect", ["rb:559.3.c.5", "rb:563.2.c.1"], M("{card} bewirkt nichts, gilt aber als gespielt",
                                                                  card=g.name(iid)))
    if g.zone(iid) == "chain":
        put(g, iid, "trash")
        g.record("to-trash", ["rb:543.1.a.1", "rb:150"], M("{card} kommt in den Ablagestapel", card=g.name(iid)))
    played(g, iid, item["controller"], hidden=bool(item.get("hidden")))
    from .effects_rsd import recycle_after_play  # "Recycle that spell after you play it" (Fizz - Trickster)

    recycle_after_play(g, iid, item["controller"])


def played(g: "RiftboundGame", iid: str, player: str, hidden: bool = False) -> None:
    """rb:555.1, rb:595.4.a — the card has been played (its Legion count goes up, rb:724);
    the event says whether it was played from hiding (rb:723.1.b) and the how-many-th card
    of the turn it is ("when you play your second card in a turn")."""
    g.state.add(f"players.{player}.played", 1)
    from .ruv_conditions import note_played  # "if you've played a spell this turn" (with its type)

    note_played(g, iid, player)
    g.state.set(f"cards.{iid}.played_turn", g.state.data["turn"]["number"])
    abilities.event(g, "played", card=iid, player=player, type=g.defn(iid).type, hidden=hidden,
                    nth=g.state.get(f"players.{player}.played"))
