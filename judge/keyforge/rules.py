"""Every rule ID the KeyForge engine cites, in one place.

Each constant is an ID of the rules index (``rules_index``): glossary entries
``kf:glossary/<slug>``, rulebook sections ``kf:rules/<slug>``, the five turn steps
``kf:turn/step-1`` … ``step-5``, timing-chart steps ``kf:timing/...``, errata ``kf:errata/...``, FAQ
entries ``kf:faq/...``. A test checks that every constant resolves in the index.
"""

from __future__ import annotations

# -- turn structure (rulebook "Zugübersicht" / "Kolejność działań w turze") ----------------
TURN_SEQUENCE = "kf:rules/turn-sequence"
STEP_1_FORGE = "kf:turn/step-1"
STEP_2_CHOOSE_HOUSE = "kf:turn/step-2"
STEP_3_PLAY_DISCARD_USE = "kf:turn/step-3"  # also states the first-turn rule
STEP_4_READY = "kf:turn/step-4"
STEP_5_DRAW = "kf:turn/step-5"
FIRST_TURN_RULE = STEP_3_PLAY_DISCARD_USE
ACTIVE_PLAYER = "kf:glossary/active-player"
ACTIVE_HOUSE = "kf:glossary/active-house"
CHOOSING_A_HOUSE = "kf:glossary/choosing-a-house"
TURN = "kf:glossary/turn"
END_OF_TURN = "kf:glossary/end-of-turn"
ARCHIVES = "kf:glossary/archives"
CHAINS = "kf:glossary/chains"
READY_AND_EXHAUSTED = "kf:rules/ready-and-exhausted"
FAQ_SECTION = "kf:rules/faq"  # the rulebook's FAQ section: published answers

# -- playing cards -------------------------------------------------------------------------
PLAYING_CARDS = "kf:rules/playing-cards"
AEMBER_BONUS = "kf:rules/aember-bonus"
BONUS_ICONS = "kf:glossary/bonus-icons"  # Polish edition: capture, damage, draw icons too
BONUS_CAPTURE = "kf:glossary/bonus-icon-capture"
BONUS_DAMAGE = "kf:glossary/bonus-icon-damage"
BONUS_DRAW = "kf:glossary/bonus-icon-draw"
PLAY_ABILITIES = "kf:rules/play-abilities"
PLAY = "kf:glossary/play"
ACTION_CARDS = "kf:rules/action-cards"
ARTIFACTS = "kf:rules/artifacts"
CREATURES = "kf:rules/creatures"
FLANK = "kf:glossary/flank"
DISCARDING_CARDS = "kf:rules/discarding-cards"
UPGRADES = "kf:rules/upgrades"
USING_UPGRADES = "kf:rules/using-upgrades"
DEPLOY = "kf:glossary/deploy"
GIGANTIC = "kf:glossary/gigantic"
ALPHA = "kf:glossary/alpha"
OMEGA = "kf:glossary/omega"
RULE_OF_SIX = "kf:rules/rule-of-six"
NON_ACTIVE_HOUSE = "kf:glossary/non-active-house"
MAVERICK = "kf:glossary/maverick"
CANNOT_VS_MUST = "kf:glossary/cannot-vs-must"
BATTLELINE = "kf:glossary/battleline"
NEIGHBOR = "kf:glossary/neighbor"
CENTER = "kf:glossary/center-of-the-battleline"
DISCARD_PILE = "kf:glossary/discard-pile"

# -- using cards ---------------------------------------------------------------------------
USING_CARDS = "kf:rules/using-cards"
USING_CREATURES = "kf:rules/using-creatures"
USING_ARTIFACTS = "kf:rules/using-artifacts"
USE = "kf:glossary/use"
REAP_SECTION = "kf:rules/reap"
REAP = "kf:glossary/reap"
FIGHT_SECTION = "kf:rules/fight"
FIGHT = "kf:glossary/fight"
READY_AND_FIGHT = "kf:glossary/ready-and-fight"
ACTION_SECTION = "kf:rules/action"
ACTION_ABILITY = "kf:glossary/action-ability"
OMNI = "kf:glossary/omni"
BEFORE = "kf:glossary/before"
STUN = "kf:glossary/stun"
USING_CARDS_THROUGH_ABILITIES = "kf:rules/using-cards-through-abilities"

# -- keywords ------------------------------------------------------------------------------
ELUSIVE = "kf:glossary/elusive"
SKIRMISH = "kf:glossary/skirmish"
TAUNT = "kf:glossary/taunt"
POISON = "kf:glossary/poison"
HAZARDOUS = "kf:glossary/hazardous"
ASSAULT = "kf:glossary/assault"
ARMOR = "kf:glossary/armor"
WARD = "kf:glossary/ward"
ENRAGE = "kf:glossary/enrage"
INVULNERABLE = "kf:glossary/invulnerable"

# -- damage and destruction ----------------------------------------------------------------
DAMAGE_AND_ARMOR = "kf:rules/damage-and-armor"
DAMAGE = "kf:glossary/damage"
SPLASH = "kf:glossary/splash-attack"
HEAL = "kf:glossary/heal"
POWER_COUNTER = "kf:glossary/power-counter"
DESTROYED = "kf:glossary/destroyed"
LEAVES_PLAY = "kf:glossary/leaves-play"

# -- æmber and keys ------------------------------------------------------------------------
AEMBER = "kf:glossary/aember"
CAPTURE = "kf:glossary/capture"
STEAL = "kf:glossary/steal"
FORGE = "kf:glossary/forge"
KEYS = "kf:glossary/keys"
KEY_COST = "kf:glossary/cost"

# -- abilities -----------------------------------------------------------------------------
CARD_ABILITIES = "kf:rules/card-abilities"
ABILITY = "kf:glossary/ability"
CONSTANT_ABILITIES = "kf:rules/constant-abilities"
RESOLVE_AS_MUCH_AS_POSSIBLE = "kf:rules/resolve-as-much-as-possible"
ABILITY_ORDER = "kf:rules/ability-resolution-order"
IF_YOU_DO = "kf:glossary/if-you-do"
MAY = "kf:glossary/may"
LASTING_EFFECTS = "kf:glossary/lasting-effects"
REPLACEMENT_EFFECTS = "kf:glossary/replacement-effects"
OTHER_TOKENS = "kf:glossary/other-tokens"  # doom and other tokens only cards define
REPEAT = "kf:glossary/repeat"  # DE: repeats including the repeat; PL: excluding it
REPEAT_PRECEDING = "kf:glossary/repeat-preceding-effect"
FRIENDLY = "kf:glossary/friendly"
ENEMY = "kf:glossary/enemy"
CONTROL = "kf:glossary/control"
AS_IF_YOURS = "kf:glossary/as-if-you-controlled-it"
FOR_EACH = "kf:glossary/for-each"
THIS_WAY = "kf:glossary/this-way"
SELF_REFERENTIAL = "kf:glossary/self-referential-text"
SEARCH = "kf:glossary/search"  # look through a zone; a searched deck is shuffled afterwards
TRAITS = "kf:glossary/traits"
MOST_POWERFUL = "kf:glossary/most-powerful"
LEAST_POWERFUL = "kf:glossary/least-powerful"
PURGE = "kf:glossary/purge"
SACRIFICE = "kf:glossary/sacrifice"
SWAP = "kf:glossary/swap"
MOVE = "kf:glossary/move"
EXALT = "kf:glossary/exalt"
PAY = "kf:glossary/pay"
UNFORGE = "kf:glossary/unforge"
RETURN_CAPTURED = "kf:glossary/return-captured-aember"
RULES_ERRATA = "kf:rules/errata"  # errata override the printed text

# -- timing chart (Timing-Übersicht / Schemat kolejności) -----------------------------------
TIMING_SIMULTANEOUS = "kf:timing/simultaneous-effects"  # the active player orders them
TIMING_START_OF_TURN = "kf:timing/step-1/start-of-turn"
TIMING_KEY_CHECK = "kf:timing/step-1/check"
TIMING_FORGE = "kf:timing/step-1/forge"
TIMING_AFTER_KEY_FORGED = "kf:timing/step-1/after-key-forged"
TIMING_CHOOSE_HOUSE = "kf:timing/step-2/choose-house"
TIMING_AFTER_HOUSE_CHOSEN = "kf:timing/step-2/after-house-chosen"
TIMING_TAKE_ARCHIVES = "kf:timing/step-2/take-archives"
TIMING_PUT_INTO_PLAY = "kf:timing/play/put-into-play"
TIMING_AEMBER_BONUS = "kf:timing/play/aember-bonus"
TIMING_PLAY = "kf:timing/play/play-effects"
TIMING_FIGHT_EXHAUST = "kf:timing/fight/exhaust-and-choose-target"
TIMING_BEFORE_FIGHT = "kf:timing/fight/before-fight"
TIMING_FIGHT_DAMAGE = "kf:timing/fight/deal-damage"
TIMING_FIGHT = "kf:timing/fight/after-fight"
TIMING_REAP_EXHAUST = "kf:timing/reap/exhaust"
TIMING_REAP_GAIN = "kf:timing/reap/gain-aember"
TIMING_REAP = "kf:timing/reap/after-reap"
TIMING_ACTION_EXHAUST = "kf:timing/action/exhaust"
TIMING_ACTION_RESOLVE = "kf:timing/action/resolve"
TIMING_ACTION = "kf:timing/action/after-use"  # printed in the German chart only
TIMING_READY = "kf:timing/step-4/ready"
TIMING_DRAW = "kf:timing/step-5/draw"
TIMING_END_OF_TURN = "kf:timing/step-5/end-of-turn"
TIMING_DAMAGE = "kf:timing/damage"
TIMING_DAMAGE_PREVENTION = "kf:timing/damage/prevention"
TIMING_DAMAGE_WARD = "kf:timing/damage/ward"  # printed in the Polish chart only
TIMING_DAMAGE_ARMOR = "kf:timing/damage/armor"
TIMING_DAMAGE_DEAL = "kf:timing/damage/deal"
TIMING_DESTROYED_MARK = "kf:timing/destroyed/mark"
TIMING_DESTROYED = "kf:timing/destroyed/destroyed-effects"
TIMING_DESTROYED_DISCARD = "kf:timing/destroyed/discard"
TIMING_AFTER_DESTROYED = "kf:timing/destroyed/after-destroyed"

# -- errata and FAQ ------------------------------------------------------------------------
ERRATA_BAIT_AND_SWITCH = "kf:errata/cota-267"
ERRATA_SHADOW_OF_DIS = "kf:errata/aoa-103"  # "until your next turn" (docs/rulings.md, KeyForge 6)


def all_ids() -> dict[str, str]:
    """Every constant of this module: name → ID."""
    return {k: v for k, v in globals().items() if k.isupper() and isinstance(v, str) and v.startswith("kf:")}
