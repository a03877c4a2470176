"""Conditions of the card format added for Mass Mutation cards (compiler family 'kmc').

``{"kmc_defender": <filter>}``            the creature the fight attacks matches the filter; a filter with
                                          ``most_powerful`` compares it with every creature the filter's
                                          other keys allow (kf:glossary/most-powerful: each tied creature
                                          is "the most powerful")
``{"kmc_controls_most_powerful": who}``   that player (you | opponent) controls a creature with the highest
                                          power in play (kf:glossary/most-powerful)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

CONDITIONS = ("kmc_defender", "kmc_controls_most_powerful")


def check_condition(k: str, v: Any) -> None:
    """The card format's check of a ``kmc_*`` condition (vocabulary.check_condition)."""
    from .vocabulary import check_target

    if k == "kmc_defender":
        if not isinstance(v, dict):
            raise ValueError(f"kmc_defender is a target filter: {v!r}")
        check_target(v)
    elif v not in ("you", "opponent"):
        raise ValueError(f"kmc_controls_most_powerful is 'you' or 'opponent': {v!r}")


def holds(g: KeyForgeGame, k: str, v: Any, player: str, ctx: Ctx | None) -> bool:
    from .select import matches

    if k == "kmc_defender":
        defender = ctx.event.data.get("defender") if ctx and ctx.event else None
        ok = bool(defender) and g.is_creature(defender) and defender in matches(g, v, ctx, player)
        if defender and v.get("most_powerful"):
            g.record("kmc-defender-most-powerful", [R.MOST_POWERFUL],
                     M("{card} ist die stärkste gegnerische Kreatur", card=g.name(defender)) if ok
                     else M("{card} ist nicht die stärkste gegnerische Kreatur", card=g.name(defender)))
        return ok
    who = player if v == "you" else g.opponent(player)
    creatures = g.creatures()
    best = max((g.power(c) for c in creatures), default=None)
    ok = best is not None and any(g.power(c) == best for c in g.creatures(who))
    g.record("kmc-controls-most-powerful", [R.MOST_POWERFUL],
             M("{who} kontrolliert eine der stärksten Kreaturen", who=who) if ok
             else M("{who} kontrolliert keine der stärksten Kreaturen", who=who))
    return ok


# -- taunt that reaches the neighbors' neighbors ----------------------------------------------------------
def far_taunt_guard(g: KeyForgeGame, defender: str) -> str | None:
    """kf:glossary/taunt, kf:rules/constant-abilities — a creature with taunt whose constant ability says its
    taunt "also applies to its neighbors' neighbors" protects the creatures two places away from it in its
    battleline as it protects its neighbors (a creature with taunt itself can still be attacked)."""
    from .text import statics_in_play

    for src, _ in statics_in_play(g, "kmc_taunt_reach"):
        if src == defender or not g.is_creature(src) or not g.keyword(src, "taunt"):
            continue
        if any(defender in g.neighbors(n) for n in g.neighbors(src)):
            return src
    return None


# -- delayed effects "when <this card> leaves play" (verbs_kmc.kmc_when_leaves) ----------------------------------
def on_leaving(g: KeyForgeGame, iid: str) -> None:
    """kf:glossary/leaves-play — the effects waiting on the card resolve as it leaves play, at the time its
    "Leaves Play:" abilities do (docs/rulings.md, KeyForge 8), each for the player who made it; the card
    that leaves play is a new card afterwards, so nothing waits on it any more."""
    waiting = (g.card(iid) or {}).get("kmc_when_leaves")
    if not waiting:
        return
    from judge.kernel import Event

    from .abilities import Ctx, resolve_effects

    g.state.set(f"cards.{iid}.kmc_when_leaves", [])
    for w in waiting:
        g.record("kmc-when-leaves-resolves", [R.LEAVES_PLAY, R.ABILITY],
                 M("{card} verlässt das Spiel: der Effekt von {player} wird abgehandelt",
                   card=g.name(iid), player=w['player']))
        resolve_effects(g, w["effects"], Ctx(iid, w["player"], Event("leaves-play", {"card": iid})))


# -- uses this turn (Sloth, Gladiodontus) ---------------------------------------------------------------------------
def note_used(g: KeyForgeGame, iid: str) -> None:
    """kf:glossary/use — one more use of this card this turn (a stunned creature used only to remove its stun
    is used too, kf:glossary/stun), and, for a creature, one more creature used this turn; kept in
    ``turn.done`` (reset when the turn ends), read as ``self.kmc_uses`` and ``you.kmc_creatures_used``."""
    from .restrictions import note_done

    note_done(g, f"kmc_uses:{iid}")
    if g.is_creature(iid):
        note_done(g, "kmc_creatures_used")


def uses_this_turn(g: KeyForgeGame, iid: str) -> int:
    return (g.state.get("turn.done") or {}).get(f"kmc_uses:{iid}", 0)


# -- artifacts' text boxes blank (Blossom Drake) ---------------------------------------------------------------------
def artifacts_blank(g: KeyForgeGame) -> str | None:
    """kf:rules/constant-abilities, kf:errata/aoa-103 — while a creature in play whose own text box is not
    blank says "each artifact's text box is considered blank (except for traits)", no artifact in play has
    its printed abilities, keywords or constant abilities (its traits stay). Read from the creatures'
    printed constant abilities only: an artifact cannot blank artifacts, so this never reads itself."""
    from .text import blank

    return next((c for c in g.creatures() if any(s.get("kmc_blank_artifacts") for s in g.cdef(c).static)
                 and not blank(g, c)), None)


# -- cards discarded from a hand (Auto-Encoder; Baron Mengevin, Rock-Hurling Giant, E'e on the Fringes) -----------------
#: the watcher trigger "after a card is discarded from your hand", "after you discard a <house> card from your hand"
DISCARDED_FROM_HAND = "kmc-after-discarded-from-hand"


def discarded_from_hand(g: KeyForgeGame, cards: list[str], player: str) -> None:
    """kf:rules/discarding-cards, kf:rules/constant-abilities, kf:glossary/discard-pile — after cards went from
    ``player``'s hand to a discard pile (the step-3 discard, or an effect's, all its cards first), "after a card
    is discarded from your hand" and "after you discard a … card from your hand" abilities of that player's
    cards resolve once for each card, in the order they were discarded (the timing chart has no window for
    discarding, docs/rulings.md KeyForge 8: the card's own "after" opens one; KeyForge 42). Opened only where
    a card has such an ability, so other games' traces stay as they were."""
    if not cards or DISCARDED_FROM_HAND not in g.printed_triggers:
        return
    from judge.kernel import Event

    for c in cards:
        g.engine.window("kmc-discarded-from-hand", Event("discarded-from-hand", {"card": c, "player": player}),
                        [R.DISCARDING_CARDS, R.DISCARD_PILE, R.CONSTANT_ABILITIES])


# -- "after you resolve your next action card this turn, return it to your hand" (High Priest Torvus) ----------------
NEXT_ACTION = "kmc_next_action_to_hand"


def next_action_to_hand(g: KeyForgeGame) -> None:
    """Remember, for this turn (``turn.done`` is cleared when it ends), that the next action card played after
    now returns to its owner's hand when it has resolved (kf:glossary/lasting-effects). Only the active player
    plays cards, and the ability that makes this effect resolves in their turn: "your next action card" is
    the next one played this turn."""
    done = dict(g.state.get("turn.done") or {})
    done[NEXT_ACTION] = done.get("played", 0) + 1  # the number the next card played will have this turn
    g.state.set("turn.done", done)


def action_back_to_hand(g: KeyForgeGame, iid: str, played_as: int) -> bool:
    """kf:rules/action-cards — the first action card its player plays after the effect began (an action card
    resolving when it began is not "next") goes to its owner's hand instead of the discard pile once it has
    resolved; the effect is then over. One its own effect moved elsewhere (purged, …) stays there, and the
    effect is over as well. Returns whether the card went to the hand."""
    done = g.state.get("turn.done") or {}
    first = done.get(NEXT_ACTION)
    if not first or played_as < first:
        return False
    rest = {k: v for k, v in done.items() if k != NEXT_ACTION}
    g.state.set("turn.done", rest)
    if g.zone_of(iid) is not None:
        return False
    owner = g.owner(iid)
    g.state.insert(f"players.{owner}.hand", -1, iid)
    g.state.set(f"cards.{iid}.controller", owner)
    g.record("kmc-action-to-hand", [R.ACTION_CARDS, R.REPLACEMENT_EFFECTS],
             M("{card} kommt nach dem Abhandeln zurück auf die Hand von {owner} statt auf den Ablagestapel",
               card=g.name(iid), owner=owner))
    return True


# -- a named card that cannot be played (Etan's Jar) -------------------------------------------------------------------
def named_block(g: KeyForgeGame, iid: str) -> tuple[str, Mapping[str, str]] | None:
    """kf:glossary/cannot-vs-must — a card in play that named this card's title keeps either player from
    playing it (verbs_kmc.kmc_named_cannot_be_played)."""
    name = g.cdef(iid).name
    for src in g.cards_in_play():
        if name in ((g.card(src) or {}).get("kmc_named") or ()):
            return (R.CANNOT_VS_MUST, M("{src}: Karten namens {name} können nicht gespielt werden",
                                        src=g.name(src), name=name))
    return None


def forget_on_leaving(g: KeyForgeGame, iid: str) -> None:
    """kf:glossary/leaves-play — a card that leaves play is a new card: what its abilities remembered on it
    ("until it leaves play") ends."""
    if (g.card(iid) or {}).get("kmc_named"):
        g.state.set(f"cards.{iid}.kmc_named", [])
