"""Verbs both deck-building games use, each with the rules its game names:

- ``if``: ``{"if": <condition>, "then": [...], "else": [...]}`` — the condition is checked
  once, when this effect's turn comes in the card's order (the game's ``RULES["condition"]``;
  a keyword condition adds the rules of ``KEYWORD_RULES[keyword]``); ``else`` is what the card
  does instead when it does not hold ("gain 2; with Unify gain 6 instead").
- ``choose``: ``{"choose": {"options": [[...], [...]]}}`` — the player picks one list of
  effects (prompt ``choose:<card>``, ``RULES["choice"]``).

Names no game and cites no rule of its own.
"""

from __future__ import annotations

from . import conditions
from .describe import clause


def verb_if(g, player: str, source: str, cond: dict, effect: dict) -> None:
    ok = conditions.holds(g, player, source, cond)
    kw = cond.get("keyword")
    event, cites, faq = g.KEYWORD_RULES.get(kw, ("condition", [], [])) if kw else ("condition", [], [])
    faq = list(faq) + g.keyword_faq(kw, player, source, ok) if kw else list(faq)
    de, en = g.describer().condition(cond)
    name = g.name(source)
    yes = ("erfüllt", "holds") if ok else ("nicht erfüllt", "does not hold")
    g.record(event, g.RULES["condition"] + list(cites),
             f"{name}: Bedingung „{de}“ {yes[0]} (geprüft, wenn dieser Effekt an der Reihe ist)",
             f"{name}: condition '{en}' {yes[1]} (checked when this effect's turn comes)", actor=player, faq=list(faq))
    g.run_effects(player, source, effect.get("then", []) if ok else effect.get("else", []))


def verb_choose(g, player: str, source: str, value: dict, effect: dict) -> None:
    d = g.describer()
    options = [(str(i), "{} / {}".format(*d.inline(block))) for i, block in enumerate(value["options"])]
    if effect.get("optional"):
        options.append(("none", "nichts / nothing"))
    pick = g.ask(f"choose:{g.name(source)}", f"Was wählt {player} ({g.name(source)})?",
                 f"What does {player} choose ({g.name(source)})?", options, g.RULES["choice"], player)
    if pick == "none":
        return
    block = value["options"][int(pick)]
    de, en = d.inline(block)
    g.record("choice", g.RULES["choice"], f"{player} wählt: {de}", f"{player} chooses: {en}", actor=player)
    g.run_effects(player, source, block)


def copy_effects(g, player: str, source: str, copied: str, times: int = 1) -> None:
    """Carry out the effects of card ``copied`` as the effect of ``source``: the copy is
    ``source``'s effect (a condition's "another card" means a card other than ``source``);
    copying is not playing, so nothing that waits for a card being played happens."""
    d = g.cdef(copied)
    for n in range(times):
        g.record("copy", g.RULES["copy"], f"{g.name(source)} kopiert den Effekt von {d.name}"
                 + (f" ({n + 1}. Mal)" if times > 1 else ""), f"{g.name(source)} copies the effect of {d.name}"
                 + (f" (time {n + 1})" if times > 1 else ""), actor=player)
        g.run_effects(player, source, d.effects)


__all__ = ["verb_if", "verb_choose", "copy_effects", "clause"]
