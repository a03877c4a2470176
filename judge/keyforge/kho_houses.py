"""A card's house changed or added while something holds (the compiler's 'kho' family).

kf:rules/houses, kf:turn/step-2 and kf:glossary/choosing-a-house speak of "the house a card
belongs to"; some cards change it:

* an upgrade's constant ability (kf:rules/upgrades, kf:rules/constant-abilities): "This creature
  belongs to all houses." (Experimental Therapy), "If you control this creature, it belongs to
  house Logos. (Instead of its original house.)" (Academy Training);
* a lasting effect on a card (kf:glossary/lasting-effects): "For the remainder of the turn, they
  belong to house Saurian." (Orator Hissaro), "While under your control, it belongs to house
  Shadows." (Borrow: it ends when the card changes control, kf:glossary/control, or leaves play,
  kf:glossary/leaves-play).

The card format: a constant ability ``{"kho_house": <house> | "all"}`` with ``affects``/``if`` as
any constant ability, or the same inside a lasting ``modify`` (made by the verb ``kho_house``,
verbs_kho.py). ``kho_while_yours: true``: only while the card is controlled by the player whose
effect it is; ``kho_unless_identity: true``: only while the card's own house is not one of the three
houses on that player's identity card (Sneklifter, kf:turn/step-2). A house replaces the card's own house (docs/rulings.md, KeyForge 41);
"all" adds every house to it. Of several changes the one made last wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .game import KeyForgeGame

#: the constant-ability key (vocabulary.STATICS)
KEY = "kho_house"
#: its modifiers besides affects/if
MODIFIERS = ("kho_while_yours", "kho_unless_identity")
#: the durations of the verb ``kho_house`` (verbs_kho.py) → the lasting effect's end
DURATIONS = {"turn": "end-of-turn", "while-yours": "kho-control-lost"}


def printed_house(g: KeyForgeGame, iid: str) -> str:
    """The card's own house: a maverick's or a copy's first (kf:glossary/maverick)."""
    c = g.card(iid)
    return c.get("copy_house") or c.get("house") or g.cdef(iid).house


def _changes(g: KeyForgeGame, iid: str) -> list[str]:
    """kf:rules/constant-abilities, kf:glossary/lasting-effects — the house changes that reach
    the card now, in the order they were made (constant abilities first, then lasting effects)."""
    from . import text

    if text.nothing_gives(g, KEY):
        return []
    out = []
    for _src, s, whose in text.reaching(g, iid, KEY):
        if s.get("kho_while_yours") and g.controller(iid) != whose:
            continue  # "while under your control" (kf:glossary/control)
        if s.get("kho_unless_identity") and printed_house(g, iid) in g.player(whose)["houses"]:
            continue  # "if it does not belong to one of your three houses" (kf:turn/step-2)
        out.append(s[KEY])
    return out


def house_now(g: KeyForgeGame, iid: str) -> str:
    """kf:rules/houses — the house the card belongs to now: the last change that names a house,
    else its own house."""
    named = [h for h in _changes(g, iid) if h != "all"]
    return named[-1] if named else printed_house(g, iid)


def all_houses(g: KeyForgeGame, iid: str) -> bool:
    """kf:rules/houses — "this creature belongs to all houses" reaches the card now."""
    return "all" in _changes(g, iid)


def house_as_seen(g: KeyForgeGame, iid: str) -> str | None:
    """kf:rules/houses, kf:glossary/leaves-play — the one house the card belongs to now, or had when
    it last left play; None for a card of more than one house."""
    if not g.in_play(iid) and iid in g.last_seen and "kho_house" in g.last_seen[iid]:
        seen = g.last_seen[iid]
        return None if seen["kho_all"] else seen["kho_house"]
    return None if g.all_houses(iid) else g.house_of(iid)


#: operands (select.amount): houses represented among all cards in play, "except for <house>"
def _operands() -> set[str]:
    from .cards.model import HOUSES

    return {"kho.card_houses"} | {f"kho.card_houses_except.{h}" for h in HOUSES}


OPERANDS = _operands()


def operand(g: KeyForgeGame, value: str) -> int:
    """kf:rules/houses — "for each house represented among cards in play(, except for Sanctum)": the
    houses of every card in play, both sides (creatures, upgrades, artifacts); a card that belongs to
    all houses represents each."""
    from .cards.model import HOUSES

    houses: set[str] = set()
    for c in g.cards_in_play():
        houses |= set(HOUSES) if g.all_houses(c) else {g.house_of(c)}
    if value.startswith("kho.card_houses_except."):
        houses.discard(value.rsplit(".", 1)[1])
    return len(houses)


def control_changed(g: KeyForgeGame, iid: str, player: str) -> None:
    """kf:glossary/control, kf:glossary/lasting-effects — "while under your control, it belongs
    to house X" ends for good when another player takes control of the card."""
    for e in list(g.lasting.active("modify")):
        s = e.get("static") or {}
        if e.get("creature") == iid and s.get("kho_while_yours") and e["controller"] != player:
            g.lasting.remove(e["id"])
            g.record(
                "effect-ends",
                [R.LASTING_EFFECTS, R.CONTROL],
                M("{card} ist nicht mehr unter der Kontrolle von {controller}: es gehört nicht mehr zur Fraktion {house}",
                  card=g.name(iid), controller=e['controller'], house=s[KEY]),
            )


def check(s: dict) -> None:
    """A ``kho_house`` constant ability names a house or "all" (vocabulary.check_static)."""
    from .cards.model import HOUSES

    if s[KEY] not in (*HOUSES, "all"):
        raise ValueError(f"kho_house is a house or 'all': {s[KEY]!r}")
    for flag in MODIFIERS:
        if flag in s and s[flag] is not True:
            raise ValueError(f"{flag} is true: {s[flag]!r}")
