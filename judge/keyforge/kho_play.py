"""Playing cards that are not of the active house (the compiler's 'kho' family).

kf:turn/step-3: only cards of the active house are played, "unless a card ability says otherwise".
Besides the lasting "you may play one non-<house> card" effects (lasting.py ``may-play``):

* a constant ability ``{"kho_may_play": N, "house"?: <house>, "if"?: <condition>}`` of a card in play
  (kf:rules/constant-abilities): its controller may play N such cards each turn — "During your turn, if
  Captain Val Jericho is in the center of your battleline, you may play one card that is not of the
  active house", "During each turn in which Untamed is not your active house, you may play one Untamed
  card" (Witch of the Wilds: the allowance is asked for only for a card not of the active house, so an
  Untamed card asks only while Untamed is not the active house). The cards it let through are counted on
  the card, per turn;
* a lasting effect ``kho-may-play-houses`` (kf:glossary/lasting-effects): "for the remainder of the
  turn, you may play cards from any house for which you have a card in play" (United Action), read
  when each card is played.

restrictions.check_from_hand asks ``allowance`` after the lasting ``may-play`` effects; lasting.consume
hands what it returns to ``consume``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .game import KeyForgeGame

KEY = "kho_may_play"
LASTING_KIND = "kho-may-play-houses"
STATIC_KIND = "kho-static-play"


def houses_in_play(g: KeyForgeGame, player: str) -> set[str]:
    """kf:turn/step-2, kf:glossary/control — the houses of the cards ``player`` controls in play
    (creatures, their upgrades, artifacts); every house for a card that belongs to all houses."""
    from .cards.model import HOUSES

    out: set[str] = set()
    for c in g.cards_in_play():
        if g.controller(c) == player:
            out |= set(HOUSES) if g.all_houses(c) else {g.house_of(c)}
    return out


def allowance(g: KeyForgeGame, iid: str, player: str) -> dict | None:
    """kf:turn/step-3 ("unless a card ability says otherwise") — what lets ``player`` play ``iid``
    although it is not of the active house, or None."""
    from .lasting import for_player
    from .select import condition_holds
    from .text import source_ctx

    now = g.state.get("turn.number")
    for src, s in g.statics_in_play(KEY):
        if g.controller(src) != player:
            continue
        if s.get("house") and not g.belongs_to(iid, s["house"]):
            continue
        if "if" in s and not condition_holds(g, s["if"], player, source_ctx(g, src)):
            continue
        used = g.card(src).get("kho_played") or {}
        if used.get("turn") == now and used.get("n", 0) >= s[KEY]:
            continue
        return {"kind": STATIC_KIND, "source_id": src, "source": g.name(src)}
    for e in for_player(g, LASTING_KIND, player):
        if any(g.belongs_to(iid, h) for h in houses_in_play(g, player)):
            return e
    return None


def consume(g: KeyForgeGame, e: dict, iid: str) -> None:
    """kf:rules/constant-abilities, kf:glossary/lasting-effects — count the card a constant "you may
    play one …" let through this turn (the lasting effect lets any number through)."""
    if e["kind"] == STATIC_KIND:
        src, now = e["source_id"], g.state.get("turn.number")
        used = g.card(src).get("kho_played") or {}
        n = used.get("n", 0) + 1 if used.get("turn") == now else 1
        g.state.set(f"cards.{src}.kho_played", {"turn": now, "n": n})
    cite = R.CONSTANT_ABILITIES if e["kind"] == STATIC_KIND else R.LASTING_EFFECTS
    g.record(
        "allowance-used",
        [cite, R.STEP_3_PLAY_DISCARD_USE],
        M("{source} erlaubt es: {card} (Fraktion {house}) wird gespielt",
          source=e['source'], card=g.name(iid), house=g.house_of(iid)),
    )


def check(s: dict) -> None:
    """A ``kho_may_play`` constant ability counts cards (vocabulary.check_static)."""
    n = s[KEY]
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ValueError(f"kho_may_play is a number of cards: {n!r}")
