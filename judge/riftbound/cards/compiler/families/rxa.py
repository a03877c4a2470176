"""Unleashed (UNL, first half) phrasings of branch rxa (grammar/rxa.lark): what those cards print
that the other families did not read. Verbs: judge/riftbound/effects_rxa.py; conditions, triggers
and selector keys: judge/riftbound/rxa_rules.py."""

from __future__ import annotations

from ..transform import Sentence, _and

REPEAT = "rxa_repeat_play_effect"


class Rules:
    def rxa_lead_revealed_tags(self, items):
        """"Then if you revealed a Bird, Cat, Dog, or Poro, do this: …": one of the cards this
        ability revealed (rb:600.1) has one of the tags (rb:139.1)."""
        return ("lead", "if", {"rxa_revealed_tag": items[0]})

    def rxa_you_move_enemy(self, items):
        """"When you move an enemy unit, …": "it" is the unit moved (the event's object)."""
        from .triggers import _it_is_the_event

        return Sentence("triggered", ability={"trigger": "rxa-you-move", "which": {"side": "enemy"},
                                              "effects": _it_is_the_event(items[0])})

    def rxa_type_case(self, items):
        kind, clause = items
        return str(kind), clause.effects

    def rxa_by_discarded_type(self, items):
        """"Then, do the following based on the discarded card's type: Spell - …. Gear - …. Unit - …":
        each part runs only if the card discarded earlier in the ability is of that type (rb:132)."""
        kinds = [k for k, _ in items]
        if len(set(kinds)) != len(kinds):
            raise ValueError("a card type named twice")
        return Sentence("effects", effects=[{**e, "if": _and(e.get("if"), {"rxa_discarded_type": k})}
                                            for k, effects in items for e in effects])

    def rxa_repeat_play_effect(self, _):
        return {REPEAT: True}


def rxa_finish(out) -> None:
    """After a card's lines are read: "Deathknell - Repeat this gear's play effect" (Sprite
    Fountain) becomes a Deathknell (rb:720.1.c: "when I die, [effect]") whose instructions are a
    copy of those of the card's one "when you play this" ability — the play effect done once more.
    The sentence's marker is no card format on its own (compile._check refuses it, so it first
    lands in ``unsupported``); here it is replaced. Without exactly one such ability, or with a
    choice in it (its targets would be chosen anew, rb:559.3), the sentence stays unread."""
    from ..compile import parse_sentence
    from ..text import prepare

    d = out.definition
    for raw in list(d["unsupported"]):
        try:
            s = parse_sentence(prepare(raw))
        except Exception:  # noqa: BLE001 - not this family's sentence
            continue
        ab = s.ability or {}
        if s.kind != "triggered" or not ab.get("deathknell") or ab.get("effects") != [{REPEAT: True}]:
            continue
        plays = [a for a in d["abilities"] if a.get("trigger") == "play-me"]
        if len(plays) != 1 or _chooses(plays[0]["effects"]):
            why = "no single 'when you play this' ability without choices to repeat"
        else:
            why = ""
            d["abilities"].append({**ab, "effects": [dict(e) for e in plays[0]["effects"]]})
            d["unsupported"].remove(raw)
        out.sentences[:] = [(t, not why, why) if t == raw else (t, ok, w) for t, ok, w in out.sentences]


def _chooses(effects: list[dict]) -> bool:
    return any(isinstance(e.get("target"), dict) and "choose" in e["target"] for e in effects)
