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

from judge.kernel.choices import NONE

from . import conditions
from .describe import clause, spoken
from .i18n import M


def verb_if(g, player: str, source: str, cond: dict, effect: dict) -> None:
    ok = conditions.holds(g, player, source, cond)
    kw = cond.get("keyword")
    event, cites, faq = g.KEYWORD_RULES.get(kw, ("condition", [], [])) if kw else ("condition", [], [])
    faq = list(faq) + g.keyword_faq(kw, player, source, ok) if kw else list(faq)
    condition = spoken(g.describer().condition(cond))
    name = g.name(source)
    said = M("{card}: Bedingung „{condition}“ erfüllt (geprüft, wenn dieser Effekt an der Reihe ist)",
             card=name, condition=condition) if ok else \
        M("{card}: Bedingung „{condition}“ nicht erfüllt (geprüft, wenn dieser Effekt an der Reihe ist)",
          card=name, condition=condition)
    g.record(event, g.RULES["condition"] + list(cites), said, actor=player, faq=list(faq))
    g.run_effects(player, source, effect.get("then", []) if ok else effect.get("else", []))


def verb_choose(g, player: str, source: str, value: dict, effect: dict) -> None:
    d = g.describer()
    options = [(str(i), "{} / {}".format(said["de"], said["en"])) for i, said in
               enumerate(d.inline(block) for block in value["options"])]
    if effect.get("optional"):
        options.append(NONE)
    pick = g.ask(f"choose:{g.name(source)}", M("Was wählt {player} ({card})?", player=player, card=g.name(source)),
                 options=options, cites=g.RULES["choice"], chooser=player)
    if pick == "none":
        return
    block = value["options"][int(pick)]
    g.record("choice", g.RULES["choice"], M("{player} wählt: {what}", player=player, what=spoken(d.inline(block))),
             actor=player)
    g.run_effects(player, source, block)


def copy_effects(g, player: str, source: str, copied: str, times: int = 1) -> None:
    """Carry out the effects of card ``copied`` as the effect of ``source``: the copy is
    ``source``'s effect (a condition's "another card" means a card other than ``source``);
    copying is not playing, so nothing that waits for a card being played happens."""
    d = g.cdef(copied)
    for n in range(times):
        said = M("{card} kopiert den Effekt von {copied} ({k}. Mal)", card=g.name(source), copied=d.name, k=n + 1) \
            if times > 1 else M("{card} kopiert den Effekt von {copied}", card=g.name(source), copied=d.name)
        g.record("copy", g.RULES["copy"], said, actor=player)
        g.run_effects(player, source, d.effects)


__all__ = ["verb_if", "verb_choose", "copy_effects", "clause"]
