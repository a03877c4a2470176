"""Æmber on cards spent when forging keys, and where spent æmber goes (kf:turn/step-1).

kf:turn/step-1 (both editions): some cards let a player spend the æmber on them when forging
keys; if the active player has enough æmber in their pool and on such cards to forge a key in
step 1, they must forge it. Such a card says "You may spend A on <this card / friendly
creatures> as if it were in your pool" (constant ``kga_spend_as_pool``: "you" — the
controller of the card that has the ability — or "opponent" — "your opponent may spend A on
this creature as if it were in their pool"; ``affects`` the cards it covers as for every
constant ability: itself by default, or "friendly-creatures"). Forging spends the cost from
the pool and those cards together: the forging player chooses how much comes from each card
(``spend-aember:<card>``; a card's part is only asked when it can vary), the rest comes from
the pool. The æmber spent returns to the common supply — unless a card of the opponent says
"You get all A spent by your opponent when forging keys" (constant ``kga_gets_forge_aember``;
kf:rules/golden-rule: the card's text wins over the rulebook's "returns it to the supply").

"Skip your "forge a key" step" (constant ``kga_skip_forge_step``): while the card is in play
its controller does nothing in step 1 (kf:rules/constant-abilities).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .i18n import M
from .text import affects

if TYPE_CHECKING:
    from .game import KeyForgeGame

GOLDEN_RULE = "kf:rules/golden-rule"


def check_static(key: str, s: dict) -> None:
    """The card format of this module's constant abilities (vocabulary.check_static)."""
    if key == "kga_play_as_upgrade":
        from .kga_forms import check_form

        check_form(s[key])
    elif key == "kga_spend_as_pool":
        if s[key] not in ("you", "opponent"):
            raise ValueError(f"kga_spend_as_pool is 'you' or 'opponent': {s[key]!r}")
        if s.get("affects", "self") not in ("self", "friendly-creatures"):
            raise ValueError(f"kga_spend_as_pool affects self or friendly-creatures: {s.get('affects')!r}")
    elif s[key] is not True:
        raise ValueError(f"{key} is true: {s[key]!r}")


def spendable(g: KeyForgeGame, player: str) -> list[str]:
    """The cards in play with æmber on them that ``player`` may spend as if it were in their pool."""
    givers = g.statics_in_play("kga_spend_as_pool")
    if not givers:
        return []
    out: list[str] = []
    for card in g.creatures() + g.artifacts():
        if not g.card(card).get("amber"):
            continue
        for src, s in givers:
            spender = g.controller(src) if s["kga_spend_as_pool"] == "you" else g.opponent(g.controller(src))
            if spender == player and affects(g, src, s, card):
                out.append(card)
                break
    return out


def available(g: KeyForgeGame, player: str) -> int:
    """The æmber ``player`` can spend on a key: their pool and the æmber on ``spendable`` cards."""
    return g.player(player)["amber"] + sum(g.card(c)["amber"] for c in spendable(g, player))


def pay(g: KeyForgeGame, player: str, cost: int, cites: list[str]) -> None:
    """Spend ``cost`` æmber for a key (``available`` covers it): from the spendable cards as the
    player chooses, the rest from the pool; then to the supply or to the opponent's Sting."""
    left = cost
    pool = g.player(player)["amber"]
    cards = spendable(g, player)
    rest = sum(g.card(c)["amber"] for c in cards)
    for card in cards:
        on = g.card(card)["amber"]
        rest -= on
        low, high = max(0, left - pool - rest), min(on, left)
        n = low
        if high > low:
            n = int(g.ask(
                f"spend-aember:{g.name(card)}",
                M("Wie viel Æmber von {card} für den Schlüssel ausgeben (den Rest aus dem Vorrat)?",
                  card=g.name(card)), [(str(k), str(k)) for k in range(low, high + 1)],
                cites + [R.STEP_1_FORGE, R.MAY],
                chooser=player,
            ))
        if n:
            g.state.add(f"cards.{card}.amber", -n)
            g.record(
                "spend-aember",
                cites + [R.STEP_1_FORGE, R.CONSTANT_ABILITIES],
                M("{player} gibt {n} Æmber von {card} für den Schlüssel aus, als wäre es in seinem Vorrat",
                  player=player, n=n, card=g.name(card)),
                actor=player,
            )
        left -= n
    g.state.add(f"players.{player}.amber", -left)
    _to_sting(g, player, cost)


def _to_sting(g: KeyForgeGame, player: str, spent: int) -> None:
    """"You get all A spent by your opponent when forging keys": the opponent's card takes the
    spent æmber instead of the supply (kf:rules/golden-rule)."""
    if spent <= 0:
        return
    src = next((c for c, _ in g.statics_in_play("kga_gets_forge_aember") if g.controller(c) != player), None)
    if src is None:
        return
    taker = g.controller(src)
    g.state.add(f"players.{taker}.amber", spent)
    g.record(
        "gain",
        [R.STEP_1_FORGE, R.CONSTANT_ABILITIES, GOLDEN_RULE, R.AEMBER],
        M("{src}: {taker} erhält die {spent} Æmber, die {player} für den Schlüssel ausgegeben hat (statt in die allgemeine Reserve)",
          src=g.name(src), taker=taker, spent=spent, player=player),
        actor=taker,
    )


def forge_step_skipped(g: KeyForgeGame, player: str) -> str | None:
    """A card in play of ``player`` that says "Skip your "forge a key" step" (or None)."""
    return next((c for c, _ in g.statics_in_play("kga_skip_forge_step") if g.controller(c) == player), None)
