"""Transformer methods for the 'replace' family (grammar/replace.lark): replacement effects,
"Steal 1A. If your opponent has 7A or more, steal 2A instead." (kf:glossary/replacement-effects).

"Instead" replaces the preceding effect when its condition holds: the condition is read once,
before either effect resolves (as the errata of Tendrils of Pain, kf:errata/cota-064, reads
"…instead": one amount replaces the other, never both). In the card format the replacement
comes first with the condition (``if``) and the replaced effect follows with
``"otherwise": "instead"`` (abilities.py: it resolves only if that condition failed).

When the replacement or its condition speaks of the card the replaced effect chooses ("Stun an
enemy creature. If that creature was already stunned, destroy it instead."), the choice is made
first (``choose``) and both effects act on the chosen card, so the condition is read about it
before anything happens to it."""

from __future__ import annotations

import json

#: modifiers on the replaced effect this reading does not take apart (which of them the
#: replacement would share is not said by the text): such a sentence is not compiled
_TANGLED = ("if", "same_if", "otherwise", "if_you_do", "for_each", "may", "unsupported", "repeat", "targets")


class Rules:
    def rp_it(self, items):
        return None

    def rp_c_previous_trait(self, items):
        return {"previous": {"trait": str(items[-1]).lower()}}

    def rp_c_previous_trait_or_amber(self, items):
        return {"any": [{"previous": {"trait": str(items[-1]).lower()}}, {"previous": {"aember": True}}]}

    def rp_c_previous_damaged(self, items):
        return {"previous": {"damaged": True}}

    def rp_c_name_in_discard(self, items):
        return {"exists": {"name": _card_name(str(items[0])), "kind": "card", "zone": "discard", "player": "you"}}

    def rp_deal_same(self, items):
        # only with "instead": ``instead`` gives it the replaced effect's target (else the
        # leftover key makes the sentence invalid card format: never a damage without a target)
        return [{"deal_damage": items[0], "_same_target": True}]


def instead(before: list[dict], sentence: list[dict]) -> list[dict]:
    """The effects of a bold ability once ``sentence`` ("If C, E2 instead.") replaces the last
    effect of ``before`` (E1): ``before[:-1] + [choose?, E2 (if C), E1 (otherwise: instead)]``.
    Raises ValueError for what this reading does not cover."""
    if len(sentence) != 1:
        raise ValueError("'instead' with more than one effect is not compiled")
    new = {k: v for k, v in sentence[0].items() if k != "_instead"}
    same_target = new.pop("_same_target", False)
    if "if" not in new or new.get("same_if") or new.get("otherwise") or new.get("if_you_do"):
        raise ValueError("'instead' without its own condition is not compiled")
    if not before:
        raise ValueError("'instead' with no preceding effect")
    if '"other": true' in json.dumps(new):
        # "move 1A from a creature to another creature instead": another than the first one,
        # which the card format's "other" (not the source card) does not say
        raise ValueError("'another' in a replacement effect is not compiled")
    old = dict(before[-1])
    if any(k in old for k in _TANGLED) or "choose" in old:
        raise ValueError("'instead' after an effect with its own condition, choice or repeat is not compiled")
    if new.pop("_kca_additional", False):  # "deal an additional 3D to each creature if …" (families/kca.py)
        if set(old) != {"deal_damage", "target"} or old["target"] != new["target"] or not isinstance(old["deal_damage"], int):
            raise ValueError("'deal an additional ND' after other than damage to the same creatures is not compiled")
        new["deal_damage"] = old["deal_damage"] + new["deal_damage"]
    out = list(before[:-1])
    if same_target and (set(old) - {"target"} != {"deal_damage"} or "target" not in old):
        raise ValueError("'deal ND instead' after an effect that deals no damage to a target is not compiled")
    if same_target:
        new["target"] = "previous-target"
    if _names_previous(new):
        key = next((k for k in ("by", "target", "from") if k in old), "target")
        chosen = old.get(key)
        if not _one_choice(chosen):
            raise ValueError("'instead' about the card an effect chooses, after an effect that chooses no single card")
        out.append({"choose": True, "target": chosen})
        old[key] = "previous-target"
    out.append(new)
    out.append({**old, "otherwise": "instead"})
    return out


def _card_name(name: str) -> str:
    """The printed name of the card a sentence names (lower case there), or ValueError."""
    from rules_index.catalogue import catalogue

    found = {c.name_en for c in catalogue().cards.values() if c.name_en.casefold() == name.casefold()}
    if len(found) != 1:
        raise ValueError(f"{name!r} names no card")
    return found.pop()


def _names_previous(e: dict) -> bool:
    text = json.dumps(e)
    return '"previous-target"' in text or '"previous"' in text


def _one_choice(target) -> bool:
    """A target the resolving player picks one card for ("an enemy creature")."""
    if not isinstance(target, dict):
        return False
    return not target.get("each") and "up_to" not in target and target.get("count", 1) == 1
