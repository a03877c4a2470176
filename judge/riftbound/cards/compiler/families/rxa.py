"""Unleashed (UNL, first half) phrasings of branch rxa (grammar/rxa.lark): what those cards print
that the other families did not read. Verbs: judge/riftbound/effects_rxa.py; conditions, triggers
and selector keys: judge/riftbound/rxa_rules.py."""

from __future__ import annotations

from ..transform import Sentence, _and

REPEAT = "rxa_repeat_play_effect"
RECYCLE_THEM = "rxa_recycle_them"  # "their owners recycle them": made a recycle by _modes
IT_SLOT = "target:0"  # "that chooses it": rxa_finish points it at the unit chosen just before


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

    def rxa_counter_chooses_only_it(self, _):
        """"it": the unit chosen just before — slot 0 here; rxa_finish puts the real slot."""
        return {"counter": True, "target": {"choose": "chain-item", "side": "enemy", "rxa_chooses_only": IT_SLOT}}

    def rxa_play_killed_cost(self, _):
        return {"rxa_play_killed_cost": {"type": "unit", "from": "trash", "ignore_cost": True}}

    def rxa_double_damage(self, items):
        target = items[0]
        if target not in ("it", "self"):  # a unit named before (a choice of its own would be a slot)
            raise ValueError("'double all damage … to' a unit named before")
        return {"rxa_double_damage": True, "target": target}

    def rxa_choose_two_apart(self, _):
        """Two choices (rb:559.3): a unit of the player's own (rb:179) and another one, not at the first
        one's location (a battlefield, or the base)."""
        return [{"choose": True, "target": {"choose": "unit", "side": "you"}},
                {"choose": True, "target": {"choose": "unit", "side": "you", "distinct": True, "rxa_apart": True}}]

    def rxa_swap_if_any_has(self, items):
        return Sentence("effects", effects=[{"rxa_swap_if_any_has": str(items[0]).capitalize(), "target": "they"}])

    def rxa_move_to_controlled(self, items):
        target = items[0]
        if not (isinstance(target, dict) and target.get("choose") == "unit"):
            raise ValueError("'move … to a battlefield you control': a unit chosen")
        return {"rxa_move_to_controlled": True, "target": target}

    def rxa_they_move_one_there(self, _):
        return {"rxa_they_move_one_there": True}

    def rxa_choose_opponents_trash_cards(self, items):
        return {"choose": True, "target": {"choose": "trash-card", "rve_trashes": True, "rxa_opponents": True,
                                           "up_to": items[0]}}

    def rxa_owners_recycle_them(self, _):
        """"Their owners recycle them": the cards just chosen. Only inside the modes _modes joins (it
        makes the recycle of as many as the choice before took): alone this marker is no card format,
        so the sentence does not compile."""
        return {RECYCLE_THEM: True}

    def rxa_legion_play_from_trash(self, items):
        cost = self.cost_icons(items)
        if not cost:
            raise ValueError("'for' without a cost")
        return Sentence("static", ability={"static": "rxa-play-from-trash", "cost": cost, "if": "legion"})

    def rxa_cost_exhaust_unit(self, _):
        return {"rxa_exhaust": "friendly-unit"}

    def rxa_move_to_exhausted(self, _):
        """The unit moved is chosen as the ability is activated (rb:577.3.b, rb:559.3)."""
        return {"rxa_move_to_exhausted": True, "target": {"choose": "unit", "side": "you"}}

    def rxa_become_copies_of_me(self, _):
        return {"rxa_become_copy_of_me": True, "target": "it"}

    def rxa_st_extra_token_copy(self, _):
        return {"static": "rxa-extra-token-copy"}

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
    _modes(out)
    _chooses_it(out)
    _killed_unit(out)
    _exhausted_unit(out)
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


def _chooses_it(out) -> None:
    """"Counter an enemy spell or ability that chooses it and no other friendly unit": "it" is the
    unit the choice slot just before names (rb:559.3); the selector gets that slot's number. Without
    a unit chosen just before, the sentence stays unread."""
    from ....targets import slots

    for ab in out.definition["abilities"]:
        effects = ab.get("effects") or []
        found = slots(effects)
        for k, (index, sel) in enumerate(found):
            if sel.get("rxa_chooses_only") is None:
                continue
            before = found[k - 1][1] if k else None
            if before is None or before.get("choose") != "unit" or before.get("count", 1) != 1 or "up_to" in before:
                raw = next((t for t, ok, _ in out.sentences if ok and "chooses it and no other" in t.lower()), None)
                effects[index] = {"unsupported": raw or "… chooses it and no other friendly unit."}
                out.sentences[:] = [(t, False, "'chooses it': no single unit chosen just before") if t == raw
                                    else (t, ok, w) for t, ok, w in out.sentences]
                continue
            sel["rxa_chooses_only"] = f"target:{k - 1}"


def _killed_unit(out) -> None:
    """"… than the killed unit": only on a card whose additional cost kills a friendly unit
    (rb:560.2.a.1); elsewhere there is no killed unit and the sentence stays unread."""
    d = out.definition
    kills = any(a.get("static") == "additional-cost" and a.get("cost", {}).get("kill") == "friendly-unit"
                and not a.get("optional") for a in d["abilities"])
    for ab in d["abilities"]:
        effects = ab.get("effects") or []
        for k, e in enumerate(effects):
            if "rxa_play_killed_cost" in e and (not kills or "trigger" in ab or "activate" in ab):
                raw = next((t for t, ok, _ in out.sentences if ok and "than the killed unit" in t.lower()), None)
                effects[k] = {"unsupported": raw or "… than the killed unit …"}
                out.sentences[:] = [(t, False, "'the killed unit': no additional cost of this spell kills one")
                                    if t == raw else (t, ok, w) for t, ok, w in out.sentences]


def _modes(out) -> None:
    """A spell's "Choose one — A. B." whose first mode has two sentences (Disposal Order: "Choose one
    —Choose up to 3 cards from opponents' trashes. Their owners recycle them.Draw 1."): the text
    cuts sentences at a full stop and a space, so the line's two sentences both fail alone. The
    catalogue writes the line break between modes as a full stop with no space after it (as the
    units family's "choose one - A.B" reads it); joined again, the modes are cut there and each
    mode's sentences are read on their own. The mode is chosen as the spell is played (rb:559.1,
    rb:182.2.b: ``ruv_modes``). Only when the spell has no other text."""
    import re

    from ....checks import check_effects
    from ..compile import parse_sentence
    from ..text import prepare

    d = out.definition
    raws = d["unsupported"]
    if len(raws) != 2 or not prepare(raws[0]).startswith("choose one - ") or \
            any("trigger" not in a and "activate" not in a and "static" not in a for a in d["abilities"]):
        return
    body = prepare(raws[0])[len("choose one - "):] + ". " + prepare(raws[1])
    modes = []
    try:
        for part in re.split(r"\.(?=\S)", body):
            effects: list[dict] = []
            for sentence in part.split(". "):
                s = parse_sentence(sentence.strip())
                if s.kind != "effects":
                    return
                effects += s.effects
            for k, e in enumerate(effects):  # "their owners recycle them": as many as the choice before took
                if RECYCLE_THEM in e:
                    before = effects[k - 1].get("target") if k else None
                    if not (isinstance(before, dict) and before.get("choose") == "trash-card" and "up_to" in before):
                        return
                    effects[k] = {"recycle": before["up_to"], "target": "it"}
            modes.append(effects)
        if len(modes) < 2:
            return
        check_effects([{"ruv_modes": modes}])
    except Exception:  # noqa: BLE001 - a part that does not read: the sentences stay unread
        return
    d["abilities"].insert(0, {"effects": [{"ruv_modes": modes}]})
    out.sentences[:] = [(t, True, "") if t in raws else (t, ok, w) for t, ok, w in out.sentences]
    raws.clear()


def _exhausted_unit(out) -> None:
    """"… the unit you exhausted to pay for this ability": only in an activated ability whose cost
    exhausts a unit you control."""
    for ab in out.definition["abilities"]:
        effects = ab.get("effects") or []
        for k, e in enumerate(effects):
            if "rxa_move_to_exhausted" in e and not (ab.get("activate") or {}).get("rxa_exhaust"):
                raw = next((t for t, ok, _ in out.sentences if ok and "the unit you exhausted" in t.lower()), None)
                effects[k] = {"unsupported": raw or "… the unit you exhausted to pay for this ability."}
                out.sentences[:] = [(t, False, "'the unit you exhausted': no cost of this ability exhausts one")
                                    if t == raw else (t, ok, w) for t, ok, w in out.sentences]
