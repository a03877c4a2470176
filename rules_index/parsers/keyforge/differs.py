"""Where the German (v1.5, Nov 2019) and Polish (July 2020) editions say different things.

One English note per record ID, found by reading every aligned DE/PL pair (sections,
glossary, FAQ twins, errata, timing chart). Differences of wording only are not listed;
additions in the newer Polish edition are, when a judge could rule differently with one
book than with the other. ``parse()`` attaches the note as ``Rule.differs``.
"""

from __future__ import annotations

DIFFERS: dict[str, str] = {
    # -- known conflicts (design notes) -----------------------------------------------------
    "kf:glossary/repeat":
        "DE repeats the whole effect 'including the repeat instruction' (einschließlich der "
        "Wiederholungsanweisung); PL repeats it 'excluding the repeat part' (wyłączając część o "
        "powtórzeniu efektu). Both FAQs (kf:faq/de-01, kf:faq/pl-52) repeat Bait and Switch only once.",
    "kf:rules/aember-bonus":
        "Text says the æmber bonus is gained 'first of all' when a card is played (DE 'als Allererstes', "
        "PL 'w pierwszej kolejności'); both timing charts (kf:timing/play) put the card into play first, and "
        "PL kf:glossary/bonus-icons resolves bonus icons after the card has entered play, before Play: abilities.",
    "kf:timing/play/aember-bonus":
        "DE chart: resolve the æmber bonus; PL chart: resolve all bonus icons (æmber, capture, damage, draw) "
        "one at a time. Both after the card is put into play, against the 'first of all' of kf:rules/aember-bonus.",
    "kf:timing/damage":
        "PL inserts 'use ward to prevent damage' as step 2, between prevention effects and armor "
        "(kf:timing/damage/ward); the DE chart has three steps (prevention, armor, damage).",
    "kf:timing/damage/ward":
        "PL chart only: ward is used after damage-prevention effects and before armor. The DE chart has no "
        "ward step (DE kf:glossary/ward only says the ward token is removed instead of the damage).",
    "kf:glossary/ability":
        "PL adds: once a card ability is triggered it resolves fully even if the card leaves play, and an "
        "effect triggered during resolution is resolved first. DE has neither sentence; the Neutron Shark FAQ "
        "(kf:faq/de-54, kf:faq/pl-42) stops the ability once the Shark is destroyed.",
    "kf:errata/aoa-103":
        "Erratum (DE only): Shadow of Dis lasts 'until your next turn'. The DE FAQ kf:faq/de-50 says 'until "
        "the end of his next turn'; the PL FAQ kf:faq/pl-05 says 'during my next turn' (matches the erratum).",
    "kf:faq/de-50":
        "DE question: Shadow of Dis lasts 'bis zum Ende seines nächsten Zugs' (until the end of the caster's "
        "next turn); PL twin: 'w mojej następnej turze' (during my next turn), as the DE erratum kf:errata/aoa-103.",
    "kf:faq/pl-05":
        "PL question: Shadow of Dis lasts 'during my next turn'; DE twin kf:faq/de-50: 'until the end of his "
        "next turn'. The DE erratum kf:errata/aoa-103 says 'until your next turn'.",
    # -- timing chart ---------------------------------------------------------------------
    "kf:timing/play/play-effects":
        "DE window: 'Play:' effects and 'after a card is played/has entered play' effects; PL: 'Play:' and "
        "'when it enters play' effects (no 'after a card is played').",
    "kf:timing/fight/after-fight":
        "DE window: 'Fight:', 'after a creature fights' and 'after a creature is used'; PL: 'Fight:', 'after a "
        "creature fights' and 'each time a creature fights' (no 'after used').",
    "kf:timing/reap/after-reap":
        "DE window includes 'after a creature is used' effects; PL names only 'Reap:' and 'after a creature reaps'.",
    "kf:timing/action/after-use":
        "DE chart only: the PL chart prints no trigger window after an action/omni ability.",
    # -- rules and glossary: additions of the PL edition -----------------------------------
    "kf:glossary/fight":
        "PL adds: if attacker or defender is destroyed by assault, hazardous or a 'Before Fight:' ability, "
        "no fight damage is dealt, 'Fight:' and 'during/as a result of the fight' effects do not trigger, "
        "but 'after a creature fights' and 'after a creature is used' effects do. DE is silent.",
    "kf:glossary/ward":
        "PL adds: ward also replaces being destroyed; a ward placed after the creature was marked for "
        "destruction does not save it (but still stops other ways of leaving play). DE: ward replaces damage "
        "or leaving play.",
    "kf:glossary/leaves-play":
        "PL adds: 'Leaves Play:' abilities resolve just before the card leaves play, and an ability referring "
        "to cards that left play during its resolution uses their state just before they left. DE is silent.",
    "kf:glossary/destroyed":
        "PL adds: all marked cards go to the discard pile at the same time, none before every 'Destroyed:' "
        "effect has resolved. DE: marked cards are put in the discard pile last, in an order the active "
        "player chooses.",
    "kf:glossary/replacement-effects":
        "DE: a replacement that saves a card marked for destruction removes the mark and lasts until all "
        "'Destroyed:' abilities have triggered; PL: the replacement is resolved only when the card would be "
        "put in the discard pile, and only then does the mark go.",
    "kf:glossary/stun":
        "PL adds that exhausting a stunned creature to remove the stun counts as 'using' it; DE adds that a "
        "stun status card and a stun token are interchangeable.",
    "kf:glossary/self-referential-text":
        "PL adds rules for copied text and for upgrades/gained abilities that name a card's own title "
        "(they refer to the card that has the text). DE is silent.",
    "kf:glossary/move":
        "PL adds that a creature may be 'moved' to the very place it already occupies. DE is silent.",
    "kf:rules/constant-abilities":
        "PL adds that constant abilities stay active while the creature is stunned. DE is silent.",
    "kf:rules/ability-resolution-order":
        "PL only: instructions resolve in printed order (replacement effects later in the text can change "
        "earlier ones), but all damage an ability deals is dealt at the same time.",
    "kf:rules/setup":
        "PL step 7: after a mulligan the deck is given to the opponent to cut; DE: the player only shuffles.",
    "kf:faq/de-46":
        "DE answer: no other card may have been played 'in diesem Zug' (this turn); PL twin kf:faq/pl-01: "
        "'w tym kroku' (this step), as the Alpha glossary entry says in both books.",
    "kf:faq/pl-01":
        "PL answer: no card may have been played 'in this step'; DE twin kf:faq/de-46 says 'this turn'. "
        "Alpha (kf:glossary/alpha) counts the current step.",
}
