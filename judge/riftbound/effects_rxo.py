"""What the cards the compiler reads since branch rxo need of the engine (Origins and
Spiritforged; loaded by ``effects.py``).

* the passive ``rxo-as-revealed`` (Undertitan: "As I'm revealed from your deck, [Add] [2]."): a
  card may refer to its own revealing (rb:600.1.a.1); the passive of a card outside the board
  describes its context itself (rb:570.1: "from your deck"). As the card is revealed from its
  owner's main deck, the owner adds the resources (rb:605.1); nothing goes onto the chain
  (docs/rulings.md, Riftbound 81). Its ``effects`` are ``add`` instructions only (checked when
  the definition loads, ``check_static``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions

if TYPE_CHECKING:
    from .cards.model import Ability
    from .game import RiftboundGame

STATICS = ("rxo-as-revealed",)


def check_static(ab: "Ability") -> None:
    """Load-time shape of this branch's passives: what the engine would not act on is refused."""
    if ab.static == "rxo-as-revealed":
        if not ab.effects or any(set(e) != {"add"} or set(e["add"]) - {"energy", "power"} for e in ab.effects):
            raise ValueError("rxo-as-revealed: effects are plain 'add' instructions (energy, power)")
        if ab.affects is not None or ab.condition is not None:
            raise ValueError("rxo-as-revealed: about the card itself, always (no 'affects', no 'if')")


def revealed_from_deck(g: "RiftboundGame", iids: list[str], cites: list[str]) -> None:
    """Cards just revealed from a main deck (rb:600.1, rb:600.3): those that refer to their own
    revealing (rb:600.1.a.1) act now, for their owner (the deck's player, rb:570.1)."""
    for iid in iids:
        if not g.card(iid) or g.zone(iid) != "deck":
            continue
        for ab in g.defn(iid).abilities:
            if ab.static != "rxo-as-revealed":
                continue
            for e in ab.effects:
                spec = e["add"]
                actions.add_resources(g, g.owner(iid), spec.get("energy", 0), list(spec.get("power", [])),
                                      cites + ["rb:600.1.a.1", "rb:570.1"])


def battlefield_discounts(g: "RiftboundGame", player: str, d) -> list[tuple[str, "Ability"]]:
    """The discounts of battlefields (rb:560.4; their passives work while they are on the board,
    rb:569.1) for a card ``player`` plays: a battlefield's ``cost`` passive is its controller's
    (rb:181) and lowers the cost of friendly cards of its ``applies_to`` (rb:648.8.d: the
    controller's or a teammate's), while its condition holds for that controller (Ornn's Forge:
    "While you control this battlefield, the first friendly non-token gear played each turn costs
    [1] less")."""
    from . import objects
    from .targets import Ctx, holds

    out = []
    for src, controller, ab in objects._passives(g, "cost"):
        if not src.startswith("bf:") or controller is None or not g.friendly(controller, player):
            continue
        if ab.applies_to not in ("all", d.type + "s"):
            continue
        if holds(g, ab.condition, Ctx(source=src, controller=controller, label=src)):
            out.append((g.bf_label(src[3:]), ab))
    return out
