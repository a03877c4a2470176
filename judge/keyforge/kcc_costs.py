"""Costs printed as "in order to" (compiled Call of the Archons cards, the compiler's 'kcc' family):
"You must lose 3A in order to play Truebaru", "Your opponent must pay you 1A in order to use an
artifact" (Tentacus), "… in order to play an artifact" (Customs Office).

A constant ability ``{"kcc_cost": "play" | "use", "lose": N | "pay": N, "type"?: card type,
"for"?: you | opponent}``: without ``type`` it is the card's own cost (to play that very card);
with it, every card of that type the named player plays or uses (``for``, from the point of view
of the card's controller; "you" if absent). ``lose``: the æmber goes to the common supply;
``pay``: to the controller of the card that asks for it (kf:glossary/pay).

And ``{"kcc_use_only_if": <condition>}``: the card cannot be used while the condition does not hold
for the player who would use it (Giant Sloth).

Reading (docs/rulings.md, KeyForge 59): such a cost is paid as
the card is played or used, like sacrificing an artifact "als Teil der Kosten" of using it
(kf:rules/using-artifacts); a player who cannot pay all of it cannot play or use the card (as when
a card's play condition is not met: the card stays where it was).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from . import rules as R
from .i18n import MP, M

if TYPE_CHECKING:
    from .game import KeyForgeGame

WHEN = ("play", "use")
TYPES = ("creature", "action", "artifact", "upgrade")


def check(s: dict) -> None:
    """Card-format check of ``kcc_cost`` (vocabulary.check_static calls it)."""
    if s["kcc_cost"] not in WHEN:
        raise ValueError(f"kcc_cost is 'play' or 'use': {s['kcc_cost']!r}")
    paid = [k for k in ("lose", "pay") if k in s]
    if len(paid) != 1 or not isinstance(s[paid[0]], int) or isinstance(s[paid[0]], bool) or s[paid[0]] < 1:
        raise ValueError(f"kcc_cost needs one of lose or pay, a number of æmber: {s}")
    if "type" in s and s["type"] not in TYPES:
        raise ValueError(f"kcc_cost type is a card type: {s['type']!r}")
    if "type" not in s and ("for" in s or s["kcc_cost"] != "play"):
        raise ValueError(f"a card's own kcc_cost is a cost to play it, for its player: {s}")


def _costs(g: KeyForgeGame, iid: str, player: str, when: str) -> list[tuple[str, dict]]:
    """(the card asking, its cost) for every cost ``player`` owes to play or use ``iid`` now."""
    from .text import statics_in_play

    out = [(iid, s) for s in g.cdef(iid).static_value("kcc_cost") if "type" not in s and s["kcc_cost"] == when]
    for src, s in statics_in_play(g, "kcc_cost"):
        if "type" not in s or s["kcc_cost"] != when or g.cdef(iid).type != s["type"]:
            continue
        if (g.controller(src) == player) == (s.get("for", "you") == "you"):
            out.append((src, s))
    return out


def blocked(g: KeyForgeGame, iid: str, player: str, when: str) -> tuple[str, Mapping[str, str]] | None:
    """Why ``player`` cannot play/use ``iid``: they cannot pay what it costs now, or (using it) its own
    condition for being used does not hold (None if they can)."""
    if when == "use":
        why = _use_condition(g, iid, player)
        if why:
            return why
    costs = _costs(g, iid, player, when)
    need = sum(s.get("lose", 0) + s.get("pay", 0) for _, s in costs)
    have = g.player(player)["amber"]
    if not costs or have >= need:
        return None
    names = ", ".join(dict.fromkeys(g.name(src) for src, _ in costs))
    verb = MP("Infinitiv", "spielen") if when == "play" else MP("Infinitiv", "verwenden")
    return (R.PAY if any("pay" in s for _, s in costs) else R.AEMBER,
            M("{names}: um {card} zu {verb}, muss {player} {need} Æmber abgeben und hat nur {have}",
              names=names, card=g.name(iid), verb=verb, player=player, need=need, have=have))


def _use_condition(g: KeyForgeGame, iid: str, player: str) -> tuple[str, Mapping[str, str]] | None:
    """kf:glossary/cannot-vs-must — "You cannot use this card unless you have discarded an Untamed card
    from your hand this turn" (``kcc_use_only_if``: a condition, read for the player using it)."""
    from .select import condition_holds
    from .text import source_ctx, statics

    for s in statics(g, iid, "kcc_use_only_if"):
        if not condition_holds(g, s["kcc_use_only_if"], player, source_ctx(g, iid)):
            return (R.CANNOT_VS_MUST, M("{card} kann jetzt nicht verwendet werden (Bedingung der Karte)",
                                        card=g.name(iid)))
    return None


def pay(g: KeyForgeGame, iid: str, player: str, when: str) -> None:
    """kf:glossary/pay, kf:glossary/aember — pay each cost as the card is played or used."""
    from .amber import lose

    for src, s in _costs(g, iid, player, when):
        if "lose" in s:
            g.record("cost", [R.USING_ARTIFACTS, R.PLAYING_CARDS],
                     M("{src}: um {card} zu spielen, verliert {player} {lose} Æmber",
                       src=g.name(src), card=g.name(iid), player=player, lose=s['lose']))
            lose(g, player, s["lose"], [R.PLAYING_CARDS])
            continue
        to = g.controller(src)
        g.state.add(f"players.{player}.amber", -s["pay"])
        g.state.add(f"players.{to}.amber", s["pay"])
        verb = MP("Infinitiv", "spielen") if when == "play" else MP("Infinitiv", "verwenden")
        g.record("pay", [R.PAY, R.USING_ARTIFACTS if when == "use" else R.PLAYING_CARDS],
                 M("{src}: um {card} zu {verb}, bezahlt {player} {to} {pay} Æmber",
                   src=g.name(src), card=g.name(iid), verb=verb, player=player, to=to, pay=s['pay']))
