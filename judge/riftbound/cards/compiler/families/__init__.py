"""Families of Riftbound clauses, each a grammar fragment (``grammar/<name>.lark``, alternatives
added to the core rules with ``%extend`` or rules of its own) and a transformer mixin
(``families/<name>.py``, class ``Rules``). The core grammar (``grammar/core.lark``) and
``transform.ToRiftbound`` hold what every family shares: sentences, clauses, targets, costs,
amounts, conditions.

* units    — damage, kill, stun, ready, exhaust, might, keywords given, buffs, choosing,
             moving, recall, return to hand, banish, control
* cards    — draw, discard, recycle, channel runes, add energy and power, counter, score,
             the top of a deck, playing cards from zones, tokens
* costs    — discounts, additional costs
* triggers — "when you play me", "when i attack", beginning and end of turn, conquer, hold
* statics  — passive abilities: might and keywords while …, bonus damage, damage order
* run      — branch run (Unleashed cards): phrasings the others do not read (prefix run_)
* rog      — Origins phrasings read since branch h-rb-ogn (kills, might raised to another's, …)
* rve      — Vendetta (VEN) phrasings: runes compared, might and keywords together, units with a keyword
* rsf      — Spiritforged (SFD) phrasings: tags chosen, costs paid by killing me, the legend readied, milling
* ruv      — branch ruv (UNL, VEN): a spell's modes chosen as it is played, tags counted, records of the turn
* rsd      — SFD and OGN phrasings of branch rsd: several units moved at once, amounts paid by choice, … (prefix rsd_)
* rxv      — branch rxv (VEN): battlefields' passives about costs and Deflect, … (prefix rxv_)
* rxa      — UNL (first half) phrasings of branch rxa: revealed tags, a repeated play effect, … (prefix rxa_)
* rxo      — OGN and SFD phrasings of branch rxo: paying to play a card, cards revealed from a deck, … (prefix rxo_)
* rxb      — branch rxb (UNL, second half): battlefields' "when a player plays …", tag lists, … (prefix rxb_)
"""

from __future__ import annotations

FAMILIES = ("units", "cards", "triggers", "statics", "costs", "run", "rog", "rve", "rsf", "ruv", "rsd", "rxv", "rxa",
            "rxo", "rxb")
