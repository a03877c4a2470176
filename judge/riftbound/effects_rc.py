"""Instructions the card compiler reads since issue 22 item 2, part C (registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies.

* ``next_spell_bonus_damage`` — "the next spell you play this turn deals 1 Bonus Damage": a
  lasting effect for the rest of the turn (rb:517.2.b) that the next spell its controller
  plays uses up (``take_next_spell_bonus``, called by play.play_card when the spell goes on
  the chain); each instance of damage that spell deals as it resolves is increased by N
  (``spell_bonus``, read by the damage instructions; rb:139.3.a). Value: N (1 to 99).
* ``extra_turn`` — "take a turn after this one": the controller takes the next turn; turn
  order then goes on from them (``extra_turn_player``, read by turn.next_turn). The rules
  have no extra turns of their own; the card's text says so (rb:002) and changes only who is
  the next turn player (rb:506, rb:517.5). Value: ``true``.
* ``each_other_player_chooses`` — "each other player chooses Cards or Runes": each player but
  the controller picks one of the words, in turn order (rb:503.2.a). Value: the words.
* ``for_each_chooser`` — "for each player that chooses Cards, you and that player each draw 1"
  / "… each channel 1 rune exhausted": read after such a choice in the same ability. Value:
  ``{"chose": word, "draw": N}`` or ``{"chose": word, "channel_exhausted": N}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .checks import VALUE_CHECKS
from .effects import source_label, verb
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame
    from .targets import Ctx

VALUE_CHECKS["next_spell_bonus_damage"] = lambda v: "" if isinstance(v, int) and not isinstance(v, bool) and \
    1 <= v <= 99 else "N (1 to 99)"


@verb("next_spell_bonus_damage", targets=False)
def _next_spell_bonus_damage(g, ctx, e, targets, cites):
    n = e["next_spell_bonus_damage"]
    g.lasting.add({"kind": "next-spell-bonus-damage", "who": ctx.controller, "amount": n, "source": ctx.source,
                   "controller": ctx.controller, "until": "end-of-turn"})
    g.since_expiry += 1
    g.record("next-spell-bonus-damage", cites + ["rb:139.3.a", "rb:517.2.b"],
             M("{source}: der nächste Zauber, den {player} in diesem Zug spielt, verursacht {n} Bonusschaden je "
               "Schadensinstanz", source=source_label(ctx), player=ctx.controller, n=n), actor=ctx.controller)
    return True


def take_next_spell_bonus(g: "RiftboundGame", player: str, card_type: str, name: str) -> int:
    """The bonus damage "the next spell you play this turn" effects give the spell ``player``
    plays now; each such effect is used up by it — the player's own, not a teammate's
    ("you", rb:648.8.d)."""
    if card_type != "spell":
        return 0
    total = 0
    for e in g.lasting.active("next-spell-bonus-damage"):
        if e["who"] == player:
            g.lasting.remove(e["id"])
            total += e["amount"]
            src = g.name(e["source"]) if g.card(e["source"]) else e["source"]
            g.record("next-spell-bonus-damage", ["rb:139.3.a"],
                     M("{source}: {card} verursacht {n} Bonusschaden je Schadensinstanz", source=src, card=name,
                       n=e["amount"]), actor=player)
    return total


def spell_bonus(ctx: "Ctx") -> int:
    """The bonus damage of the spell resolving now (its chain item, chain.resolve_spell); an
    ability's damage, even one the spell triggered, is not the spell's."""
    item = ctx.item or {}
    return item.get("bonus_damage", 0) if item.get("kind") == "card" and item.get("card") == ctx.source else 0


VALUE_CHECKS["extra_turn"] = lambda v: "" if v is True else "true"


@verb("extra_turn", targets=False)
def _extra_turn(g, ctx, e, targets, cites):
    pending = list(g.state.data.get("extra_turns") or [])
    g.state.set("extra_turns", pending + [ctx.controller])
    g.record("extra-turn", cites + ["rb:002", "rb:506"],
             M("{source}: {player} macht nach diesem Zug einen weiteren Zug", source=source_label(ctx),
               player=ctx.controller), actor=ctx.controller)
    return True


def extra_turn_player(g: "RiftboundGame") -> str | None:
    """Who takes the next turn by "take a turn after this one" (used up now), or None. Two
    such turns for different players pending at once: the rules say nothing of their order,
    so the engine stops rather than guess (exit 5)."""
    pending = list(g.state.data.get("extra_turns") or [])
    if not pending:
        return None
    if len(set(pending)) > 1:
        from .game import NotEncoded

        raise NotEncoded("extra turns for several players at once: their order is not in the rules "
                         "(weitere Züge für mehrere Spieler: ihre Reihenfolge regeln die Regeln nicht)")
    g.state.set("extra_turns", pending[1:])
    return pending[0]


# -- Party Favors: each other player chooses a word; what follows is for each who chose it ---------
#: the words such a choice offers (as printed)
CHOICE_WORDS = ("Cards", "Runes")


def _check_choice(value) -> str:
    ok = isinstance(value, list) and len(value) >= 2 and len(set(value)) == len(value) and all(
        v in CHOICE_WORDS for v in value)
    return "" if ok else f"a list of two or more of {', '.join(CHOICE_WORDS)}"


def _check_for_each_chooser(value) -> str:
    ok = isinstance(value, dict) and value.get("chose") in CHOICE_WORDS and (
        set(value) == {"chose", "draw"} and isinstance(value["draw"], int) and 1 <= value["draw"] <= 99
        or set(value) == {"chose", "channel_exhausted"} and isinstance(value["channel_exhausted"], int)
        and 1 <= value["channel_exhausted"] <= 99)
    return "" if ok else f'{{"chose": one of {", ".join(CHOICE_WORDS)}, "draw" | "channel_exhausted": N}}'


VALUE_CHECKS["each_other_player_chooses"] = _check_choice
VALUE_CHECKS["for_each_chooser"] = _check_for_each_chooser


@verb("each_other_player_chooses", targets=False)
def _each_other_player_chooses(g, ctx, e, targets, cites):
    """"Each other player chooses Cards or Runes": every player but the controller picks a
    word, one after another in turn order from the turn player (rb:503.2.a, rb:115.1); the
    instructions after it read who chose what (``for_each_chooser``)."""
    words = e["each_other_player_chooses"]
    chose: dict[str, str] = {}
    for p in g.in_order_from(g.turn_player):
        if p == ctx.controller:
            continue
        word = g.ask(f"chooses:{ctx.name}:{p}", M("{source}: was wählt {player}?", source=source_label(ctx), player=p),
                     [(w, w) for w in words], cites + ["rb:503.2.a"], p)
        chose[p] = word
        g.record("chooses", cites + ["rb:503.2.a"], M("{source}: {player} wählt {word}", source=source_label(ctx),
                                                      player=p, word=word), actor=p)
    ctx.event["chose"] = chose
    return bool(chose)


@verb("for_each_chooser", targets=False)
def _for_each_chooser(g, ctx, e, targets, cites):
    """"For each player that chooses Cards, you and that player each draw 1" (… "channel 1 rune
    exhausted"): once per such player, the controller and then that player (rb:503.2.a)."""
    from . import actions

    spec = e["for_each_chooser"]
    if "chose" not in ctx.event:
        raise ValueError("'for each player that chooses' without a choice before it")
    done = False
    for p, word in ctx.event["chose"].items():
        if word != spec["chose"]:
            continue
        for who in (ctx.controller, p):
            if "draw" in spec:
                actions.draw(g, who, spec["draw"], cites + ["rb:591"])
            else:
                actions.channel(g, who, spec["channel_exhausted"], cites + ["rb:606"], exhausted=True)
            done = True
    return done
