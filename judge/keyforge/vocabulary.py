"""The card format's vocabulary and its validation: shared effect modifiers, durations,
lasting-effect kinds, constant-ability keys (kf:rules/constant-abilities) and what each
may be combined with. ``cards/model.py`` calls ``check_effect``/``check_static`` when a
definition is loaded, so an unknown word is an error there, never a silent no-op."""

from __future__ import annotations

from functools import wraps
from typing import Any

from .kinds import EFFECT, LASTING, STATIC, TARGET, check_kinds, kind_of
from .select import OPERANDS, OPS, SELECTORS, SPEC_FREE, SPEC_KEYS, TOKEN_KINDS


def malformed_is_invalid(check):
    """A checker meeting a value of a shape it does not expect (a list where a word goes: an
    unhashable key, a missing index) says the definition is invalid — a ValueError, which the
    card model reports at the field — instead of failing with a TypeError of its own."""

    @wraps(check)
    def checked(*args, **kwargs):
        try:
            return check(*args, **kwargs)
        except (TypeError, KeyError, IndexError, AttributeError) as e:
            raise ValueError(f"malformed definition {args[0]!r:.120}: {type(e).__name__}: {e}") from None

    return checked


# -- targets, amounts, conditions (select.py reads them) ------------------------------------------------------------------------------
@malformed_is_invalid
def check_target(t: Any) -> None:
    if isinstance(t, str):
        if t not in SELECTORS:
            raise ValueError(f"unknown target {t!r}; known: {', '.join(SELECTORS)}")
        return
    if not isinstance(t, dict):
        raise ValueError(f"a target is a selector name or a dict, not {t!r}")
    check_kinds(t, TARGET, "target")
    if isinstance(t.get("up_to"), str) and t["up_to"] != "any":
        raise ValueError(f"target up_to is a number or 'any': {t['up_to']!r}")
    for k, v in t.items():
        if k == "kwb_any":  # "an upgrade or Robot card": two or more filters, each a target dict
            if not (isinstance(v, list) and len(v) >= 2 and all(isinstance(x, dict) for x in v)):
                raise ValueError(f"target kwb_any is a list of two or more filters: {v!r}")
            for x in v:
                check_target(x)
        elif k == "zone" and isinstance(v, list):
            if not v or any(z not in SPEC_KEYS["zone"] for z in v):
                raise ValueError(f"target zones {v!r}; known: {', '.join(SPEC_KEYS['zone'])}")
        elif k in SPEC_KEYS:
            if v not in SPEC_KEYS[k]:
                raise ValueError(f"target {k}={v!r}; known: {', '.join(SPEC_KEYS[k])}")
        elif k == "token" and v not in TOKENS:
            raise ValueError(f"unknown token {v!r}; known: {', '.join(TOKENS)}")
        elif k not in SPEC_FREE:
            raise ValueError(f"unknown target key {k!r}; known: {', '.join(sorted(set(SPEC_KEYS) | SPEC_FREE))}")
    if "power" in t and t["power"] not in ("even", "odd"):
        p = t["power"]
        if not (isinstance(p, list) and len(p) == 2 and p[0] in OPS
                and ((isinstance(p[1], int) and not isinstance(p[1], bool)) or p[1] in ("chosen", "self.power"))):
            raise ValueError(f"target power is 'even', 'odd' or [op, number, 'chosen' or 'self.power']: {p!r}")


@malformed_is_invalid
def check_amount(v: Any, allow_all: bool = False) -> None:
    if isinstance(v, dict):
        if "kcc_sum" in v:  # amounts added up (verbs_kcc.py)
            from .verbs_kcc import check_sum

            check_sum(v)
            return
        if set(v) == {"count"}:
            check_target(v["count"])
            return
        if set(v) == {"kmc_power_of"}:  # "the combined power of …" (select.amount)
            check_target(v["kmc_power_of"])
            return
        if set(v) == {"half"}:  # "half of ..., rounded down"
            check_amount(v["half"])
            return
        if set(v) == {"all_but", "of"} and isinstance(v["all_but"], int) and v["all_but"] >= 0:  # "all but 6 of ..."
            check_amount(v["of"])
            return
        if set(v) == {"all_but", "of"} and isinstance(v["all_but"], str) and v["all_but"] in OPERANDS:
            check_amount(v["of"])  # "for each creature your opponent controls in excess of you"
            return
        if set(v) == {"at_most", "of"} and kind_of(v["at_most"]) == "number" and v["at_most"] >= 0:  # "to a maximum of 3"
            check_amount(v["of"])
            return
        if set(v) == {"times", "of"} and isinstance(v["times"], int) and v["times"] >= 0:  # "triple the amount of ..."
            check_amount(v["of"])
            return
        if set(v) == {"difference"} and isinstance(v["difference"], list) and len(v["difference"]) == 2:
            for side in v["difference"]:  # "draw cards equal to the difference" (never below 0)
                check_amount(side)
            return
        if set(v) == {"times", "of"} and isinstance(v["times"], int):  # "+3 power for each neighbor it has"
            check_amount(v["of"])
            return
    elif isinstance(v, int) or (allow_all and v == "all") or (isinstance(v, str) and v in OPERANDS):
        return
    raise ValueError(
        f"an amount is a number, an operand ({', '.join(sorted(OPERANDS))}), {{'count': target}}, {{'half': amount}}, {{'all_but': N, 'of': amount}}, {{'at_most': N, 'of': amount}} or {{'times': N, 'of': amount}}: {v!r}"
    )


@malformed_is_invalid
def check_condition(cond: Any) -> None:
    if isinstance(cond, list):
        if not (len(cond) == 3 and cond[1] in OPS):
            raise ValueError(f"a condition is [left, op, right] with op in {', '.join(OPS)}: {cond!r}")
        for side in (cond[0], cond[2]):
            if not isinstance(side, (int, dict)) and (not isinstance(side, str) or side not in OPERANDS):
                raise ValueError(f"unknown operand {side!r}; known: numbers and {', '.join(sorted(OPERANDS))}")
            if isinstance(side, dict):
                check_amount(side)
        return
    if isinstance(cond, dict) and len(cond) == 1:
        (k, v), = cond.items()
        if k == "not":
            return check_condition(v)
        if k in ("all", "any") and isinstance(v, list):
            for c in v:
                check_condition(c)
            return
        if k == "my_turn" and isinstance(v, bool):
            return
        if k in ("exists", "previous", "self", "attached"):
            return check_target(v)
        if k.startswith("kab_"):  # "while attacking an enemy flank creature" (verbs_kab.py)
            from .verbs_kab import check_condition as check_kab

            return check_kab(k, v)
        if k.startswith("kmc_"):  # conditions of Mass Mutation cards (kmc.py)
            from .kmc import CONDITIONS, check_condition as check_kmc

            if k in CONDITIONS:
                return check_kmc(k, v)
        if k.startswith("kxa_"):  # conditions of the 'kxa' compiler family's cards (kxa.py)
            from .kxa import check_condition as check_kxa

            return check_kxa(k, v)
    raise ValueError(f"unknown condition {cond!r}")



# -- effects and constant abilities ----------------------------------------------------------
def _houses() -> tuple[str, ...]:
    from .cards.model import HOUSES

    return tuple(HOUSES)


HOUSE_NAMES = _houses()
WHO = ("you", "opponent", "event-player", "event-opponent", "previous-controller", "previous-owner")
DURATIONS = {
    "turn": "end-of-turn",
    "until-your-next-turn": "start-of-turn",
    "opponent-next-turn": "end-of-turn",
    "while-in-play": "source-leaves-play",
    "kwb-until-end-of-your-next-turn": "kwb-end-of-next-turn",  # "until the end of your next turn" (turn.py)
    "kho-their-next-turn": "kwb-end-of-next-turn",  # the affected player's next turn, theirs or not (lasting.py)
}
LASTING_KINDS = (
    "prevent-damage", "reap-steal", "ability", "key-cost", "may-play", "may-use", "cannot-use",
    "cannot-choose-house", "blank-text", "modify", "extra-damage", "fight-redirect", "repeat-bonus",
    "cannot-play", "skip-forge", "may-play-or-use", "next-enters-ready", "must-choose-house",
    "kho-may-play-houses",  # "you may play cards from any house for which you have a card in play" (kho_play.py)
    "kwc-fight-reap",  # the controller's creatures' fight and reap effects are fight/reap effects (verbs_kwc.also_as)
)  # fmt: skip
#: lasting kinds made on one card (``target``: lasting.create keeps it as ``creature``) and read for it
LASTING_ON_TARGET = ("prevent-damage", "extra-damage", "fight-redirect", "modify", "blank-text", "may-use")
#: the groups a lasting ``modify`` may reach instead of one target (text.py ``_modifies``)
MODIFY_GROUPS = ("friendly-creatures", "enemy-creatures", "each-creature", "other-friendly-creatures",
                 "kxa-creatures-you-play")  # the last: each creature its controller plays while it lasts (kxa.py)
MODIFIERS = ("if", "same_if", "otherwise", "if_you_do", "may", "who", "target", "for_each", "as_if_yours")
TOKENS = TOKEN_KINDS  # kinds of tokens cards name (select.py)
STATICS = {
    "kxa_only_fight": ("affects",),  # "can be used as if in the active house, but can only fight" (restrictions.py)
    "enters_ready": ("affects", "if", "house", "not_house", "trait"),
    "enters_stunned": (),
    "enters_play_under": (),
    "key_cost": ("for", "if"),
    "hand_size": ("for", "if"),  # cards drawn up to in the draw step (turn.hand_size)
    "cannot_forge_key": (),  # 1, 2, 3 (the first, second, third key) or "ahead" (amber.forge_blocked)
    "power": ("affects", "house", "trait", "not_trait", "where", "if", "aember"),
    "armor": ("affects", "house", "trait", "not_trait", "where", "if", "aember"),
    "gains": ("affects", "house", "trait", "not_trait", "where", "if", "aember"),
    "play_only_if": (),
    "must_choose_house": (),
    "use_any_house": (),
    "cannot_fight": ("affects", "if"),
    "cannot_reap": ("affects", "if"),
    "fight_damage": ("if_attacking", "if_defending", "bonus"),
    "redirect_damage": ("from", "except_trait"),
    "play_as_copy": ("house",),
    "cannot_be_stolen": ("affects", "if"),
    "taken_from_supply": ("affects",),
    "steal_becomes_capture": (),
    "steal_instead_of_damage": (),
    "shares_neighbors_fight_damage": (),
    "battleline_creature": ("all_houses",),
    "cannot_play": ("for", "kwb_more_creatures"),
    "play_limit": ("for",),
    "destroy_self_if": (),
    "kca_fights_only": (),  # fight_limits.py: it can only attack creatures matching the filter
    "kca_fought_only_by": ("affects",),  # fight_limits.py: only creatures matching the filter can attack it
    "kca_attack_ignores": (),  # fight_limits.py: while attacking, taunt/elusive of the defender are ignored
    "kca_loses_keywords": (),  # text.keywords: the keywords the creature does not have while it lasts
    "kcc_first_creature_ready": (),  # "the first creature played each turn enters play ready" (kcc_done.py)
    "kcc_cost": ("lose", "pay", "type", "for"),  # "… must lose/pay 3A in order to play/use …" (kcc_costs.py)
    "kcc_use_only_if": (),  # "you cannot use this card unless …" (kcc_costs.py)
    "kcc_purge_instead": (),  # "when a creature would enter a discard pile from play, it is purged instead"
    "kcc_control_attached": (),  # "you control this creature" on an upgrade (kcc_fights.attached_control)
    "kmm_enters_enraged": (),  # "self enters play ready and enraged" (zones.fresh_in_play)
    "kmm_loses": ("affects",),
    "kmm_no_destroyed_abilities": (),  # "destroyed effects cannot trigger" (abilities.collect_triggers)
    "kmm_opponent_no_bonus": (),  # "your opponent cannot resolve bonus icons on cards they play" (play._bonus)
    "kmm_capture_icon_may_steal": (),
    "kga_spend_as_pool": ("affects",),  # "you may spend A on <cards> as if it were in your pool" (kga_spend.py)
    "kga_skip_forge_step": (),  # "skip your "forge a key" step" (kga_spend.forge_step_skipped)
    "kga_gets_forge_aember": (),  # "you get all A spent by your opponent when forging keys" (kga_spend.py)
    "kga_play_as_upgrade": (),  # "may be played as an upgrade instead of a creature, with the text: …" (kga_forms.py)(play._icon)  # "when you resolve a PT bonus icon, you may steal 1A instead" (play._icon)  # keywords a card loses, "until the start of your next turn, self loses elusive" (text.keywords)
    "kmc_taunt_reach": (),
    "kmc_considered": ("affects",),
    "kmc_blank_artifacts": (),  # "each artifact's text box is considered blank" (text.blank, kmc.artifacts_blank)  # "is considered to have 1 power and 0 armor" (text.power, text.armor)  # "its taunt also applies to its neighbors' neighbors" (kmc.far_taunt_guard)
    "kmm_icon_may_be_capture": (),  # "when resolving a bonus icon, you may resolve it as a PT icon instead" (play._icon)  # "when you resolve a PT bonus icon, you may steal 1A instead" (play._icon)  # keywords a card loses, "until the start of your next turn, self loses elusive" (text.keywords)
    "kho_house": ("affects", "if", "kho_while_yours", "kho_unless_identity"),  # the card's house changed (kho_houses.py)
    "kho_may_play": ("house", "if"),  # "you may play one (<house>) card" each turn (kho_play.py)
    "kab_must_fight": ("affects",),  # "creatures must fight when used, if able" (use.check_can_use)
    "kab_cannot_be_used": ("affects", "if"),  # "self cannot be used while …" (restrictions.cannot_use)
    # Keyforgery's three sentences, read together when the opponent would forge (verbs_kwc.keyforgery_stops)
    "kwc_keyforgery": (), "kwc_keyforgery_reveal": (), "kwc_keyforgery_fail": (),
    "kwc_play_is_play_reap": (),  # "each friendly creature's play effect is a play/reap effect" (verbs_kwc.also_as)
    "kxw_play_upgrades_as_active": (),  # "you may play upgrades as if they were in the active house" (kxw.py)
}
AFFECTS = (
    "self", "attached", "friendly-creatures", "other-friendly-creatures", "enemy-creatures",
    "each-creature", "other-creatures", "neighbors", "friendly-artifacts",
    "kwb-attached-neighbors",  # an upgrade's "each of its neighbors": the neighbors of the creature it is on
    "kab-right-of-self", "kab-left-of-self",  # "creatures to the right of self in the battleline" (text.affects)
)  # fmt: skip
MAX_REPEATS = 50


# -- validation (used by the card model) ----------------------------------------------------
@malformed_is_invalid
def check_effect(eff: dict) -> None:
    from .verbs import PARAMS, VERBS

    verbs = [k for k in eff if k in VERBS]
    if len(verbs) != 1:
        raise ValueError(f"an effect needs exactly one verb of {', '.join(VERBS)}: {eff}")
    if "effects" in eff and not (isinstance(eff["effects"], list)
                                 and all(kind_of(i) == "number" and i >= 0 for i in eff["effects"])):
        raise ValueError(f"effects lists the indices of the effects it repeats: {eff['effects']!r}")
    if "kga_pool_to_card" in eff and eff.get("from_pool", "you") not in ("you", "any"):
        raise ValueError(f"from_pool is 'you' or 'any': {eff['from_pool']!r}")
    if isinstance(eff.get("lasting"), dict):
        lasting = eff["lasting"]
        unknown = sorted(set(lasting) - set(LASTING))
        if unknown:  # a key no lasting effect reads would be accepted and ignored
            raise ValueError(f"lasting {unknown[0]!r} is not read by any lasting effect; known: {', '.join(sorted(LASTING))}")
        check_kinds(lasting, LASTING, "lasting")
        if isinstance(lasting.get("cards"), str) and lasting["cards"] != "any":
            raise ValueError(f"lasting cards is a number or 'any': {lasting['cards']!r}")
        if "amount" in lasting:
            check_amount(lasting["amount"])
    if "kwa_it." in repr(eff):  # read only by a constant "+N power for each A on it" (text._amount)
        raise ValueError(f"kwa_it.amber is the æmber on a creature a constant power bonus reaches, not an effect's: {eff}")
    verb = verbs[0]
    allowed = set(MODIFIERS) | set(PARAMS.get(verb, ()))
    extra = [k for k in eff if k != verb and k not in allowed]
    if extra:
        raise ValueError(f"unknown keys {extra} for {verb!r}; allowed: {', '.join(sorted(allowed))}")
    for key in ("target", "by"):
        if key in eff:
            check_target(eff[key])
    if "targets" in eff:  # several targets of one effect ("destroy a friendly creature and an enemy creature")
        if not isinstance(eff["targets"], list) or len(eff["targets"]) < 2 or "target" in eff:
            raise ValueError(f"targets is a list of two or more targets, instead of target: {eff['targets']!r}")
        for t in eff["targets"]:
            check_target(t)
    if "to" in eff and eff["to"] != "supply" and not (verb == "move_aember" and eff["to"] == "pool"):
        check_target(eff["to"])
    if "from" in eff:
        _check_from(verb, eff["from"])
    if "who" in eff and eff["who"] not in WHO:
        raise ValueError(f"unknown player {eff['who']!r}; known: {', '.join(WHO)}")
    if "duration" in eff and eff["duration"] not in DURATIONS:
        raise ValueError(f"unknown duration {eff['duration']!r}; known: {', '.join(DURATIONS)}")
    if eff.get("otherwise") not in (None, True, "instead"):
        raise ValueError(f"otherwise is true (\"otherwise ...\") or \"instead\": {eff['otherwise']!r}")
    if verb == "forge":  # true, "free" or {"modify": amount, "minus": amount, "free": flag} (verbs.py)
        f = eff["forge"]
        if isinstance(f, dict):
            if set(f) - {"modify", "minus", "free"}:
                raise ValueError(f"forge takes modify, minus and free: {f!r}")
            for k in ("modify", "minus"):
                if k in f:
                    check_amount(f[k])
        elif f not in (True, "free"):
            raise ValueError(f"forge is true, 'free' or {{'modify': amount, 'minus': amount}}: {f!r}")
    if verb in ("place_token", "remove_token") and eff[verb] not in TOKENS:
        raise ValueError(f"unknown token {eff[verb]!r}; known: {', '.join(TOKENS)}")
    if verb == "to_deck" and eff["to_deck"] != "top":
        raise ValueError("to_deck is 'top'")
    if verb in ("look_at", "reveal", "play_card", "move_looked", "discard_until", "choose_house"):
        _check_zones_verb(verb, eff)
    if verb == "archive" and eff.get("into", "you") not in ("you", "owner", "opponent"):
        raise ValueError("archive into is 'you' (the resolving player's archives), 'owner' or 'opponent'")
    if verb == "repeat" and eff["repeat"] not in ("preceding", "card-effect"):
        raise ValueError("repeat must be 'preceding' or 'card-effect'")
    if verb == "lasting" and (not isinstance(eff["lasting"], dict) or eff["lasting"].get("kind") not in LASTING_KINDS):
        raise ValueError(f"lasting needs a kind of {', '.join(LASTING_KINDS)}")
    if verb == "lasting" and eff["lasting"]["kind"] == "cannot-play" and eff["lasting"].get("type", "creature") not in (
        "creature", "action", "artifact", "upgrade"
    ):  # fmt: skip
        raise ValueError(f"cannot-play type is a card type: {eff['lasting']['type']!r}")
    if verb == "lasting" and eff["lasting"]["kind"] == "next-enters-ready" and (
        not set(eff["lasting"].get("types", ["creature"])) <= {"creature", "artifact"}
    ):  # fmt: skip
        raise ValueError("next-enters-ready types are creature and/or artifact")
    if verb == "lasting" and eff["lasting"]["kind"] in ("cannot-choose-house", "must-choose-house") and (
        eff["lasting"].get("house") not in (*HOUSE_NAMES, "chosen") + (("choose",) if eff["lasting"]["kind"] == "cannot-choose-house" else ())
    ):  # fmt: skip
        raise ValueError(f"{eff['lasting']['kind']} needs a house (a house, or 'chosen'): {eff['lasting'].get('house')!r}")
    if verb == "lasting" and eff["lasting"]["kind"] == "cannot-use" and eff["lasting"].get("house", "chosen") not in (
        *HOUSE_NAMES, "chosen"
    ):  # fmt: skip
        raise ValueError(f"cannot-use house is a house or 'chosen': {eff['lasting']['house']!r}")
    if verb == "lasting" and eff["lasting"].get("how") not in (None, "fight", "reap", "action", "any"):
        raise ValueError(f"lasting how is fight, reap, action or any: {eff['lasting']['how']!r}")
    if verb == "lasting" and "not_house" in eff["lasting"] and eff["lasting"]["kind"] not in (
        "may-play", "may-use", "may-play-or-use", "cannot-use"
    ):  # fmt: skip
        raise ValueError(f"a lasting not_house filter is read by may-play, may-use, may-play-or-use and cannot-use only: {eff}")
    if verb == "lasting" and "trait" in eff["lasting"] and eff["lasting"]["kind"] != "may-use":
        raise ValueError(f"a lasting trait filter is read by may-use only: {eff['lasting']}")
    if verb == "lasting" and "target" in eff and eff["lasting"]["kind"] not in LASTING_ON_TARGET:
        raise ValueError(f"a lasting {eff['lasting']['kind']!r} has no target: {eff}")
    if verb == "lasting" and eff["lasting"]["kind"] == "modify":
        check_static(eff["lasting"].get("static", {}), lasting=True)
        # on a creature (target) or on each creature of a side (affects), never on nothing
        group = eff["lasting"].get("affects")
        if ("target" in eff) == (group is not None) or group not in (None, *MODIFY_GROUPS):
            raise ValueError(f"a lasting modify has a target or affects one of {', '.join(MODIFY_GROUPS)}: {eff}")
    if verb == "lasting" and eff["lasting"]["kind"] == "ability":  # a watcher: a whole ability
        from .text import ability

        if not isinstance(eff["lasting"].get("ability"), dict):
            raise ValueError("a lasting ability needs 'ability': an ability definition {trigger, effects, ...}")
        ability(eff["lasting"]["ability"])
    if "if" in eff:
        check_condition(eff["if"])
    if "for_each" in eff:
        check_amount(eff["for_each"])
    if verb == "lasting" and "kwc_types" in eff["lasting"] and (
        eff["lasting"]["kind"] != "may-play" or not eff["lasting"]["kwc_types"]
        or not set(eff["lasting"]["kwc_types"]) <= {"creature", "action", "artifact", "upgrade"}
    ):  # fmt: skip
        raise ValueError(f"kwc_types (card types a may-play lets through) is read by may-play only: {eff['lasting']}")
    for key in ("gain", "steal", "capture", "deal_damage", "kwc_if_damaged", "draw", "chains", "exalt", "heal", "lose", "pay",
                "move_aember", "power_counters", "discard", "archive", "place_aember", "splash", "heal_up_to",
                "purge_random"):  # fmt: skip
        if key in eff and not isinstance(eff[key], bool) and eff[key] not in ("full", "all"):
            check_amount(eff[key])
    if verb == "kwc_reveal_until" and eff[verb] not in HOUSE_NAMES:  # "until you reveal a <house> card"
        raise ValueError(f"kwc_reveal_until is a house: {eff[verb]!r}")
    if verb == "choose_number" and eff["choose_number"] is not True:
        raise ValueError(f"choose_number is true: {eff['choose_number']!r}")
    if verb in ("search", "shuffle_deck"):  # searching and shuffling a deck (verbs_decks.py)
        from .verbs_decks import check as check_deck_verb

        check_deck_verb(eff)
    if verb.startswith("kab_"):  # Age of Ascension verbs (verbs_kab.py)
        from .verbs_kab import check as check_kab_verb

        check_kab_verb(eff)
    if verb.startswith("kmc_"):  # verbs of Mass Mutation cards (verbs_kmc.py)
        from .verbs_kmc import check as check_kmc_verb

        check_kmc_verb(eff)
    if verb.startswith("kxa_"):  # verbs of the 'kxa' compiler family's cards (verbs_kxa.py)
        from .verbs_kxa import check as check_kxa_verb

        check_kxa_verb(eff)
    if verb == "each_player":  # "each player gains 1A" (verbs_amber.py)
        from .verbs_amber import check_each_player

        check_each_player(eff)
    if verb == "choose_one":  # "X or Y": two or more options, each a list of effects (verbs_damage.py)
        opts = eff["choose_one"]
        if not (isinstance(opts, list) and len(opts) >= 2 and all(isinstance(o, list) and o for o in opts)):
            raise ValueError(f"choose_one is a list of two or more options, each a list of effects: {opts!r}")
        for o in opts:
            for e in o:
                check_effect(e)
    if verb in ("kho_house", "kho_house_of"):  # a card's house changed for a while, a house named (verbs_kho.py)
        from .verbs_kho import check as check_kho_verb

        check_kho_verb(eff)
    if verb == "kho_return_from_discard":  # kho_discard.py
        from .kho_discard import check as check_kho_discard

        check_kho_discard(eff)
    check_kinds(eff, EFFECT, "effect")  # last: the checks of meaning above say more, where they look


#: where "from" takes cards from, per verb (verbs_cards.py); capture's "from" says whose æmber
FROM_ZONES = ("hand", "deck-top", "discard", "archives", "under-self")
FROM_CAPTURE = ("own-side", "event")


def _check_from(verb: str, value: Any) -> None:
    """``from`` of the right kind for its verb, when the definition is loaded (the long fuzz
    run found ``"from": null`` on a discard raising in the middle of a resolve)."""
    if verb in ("discard", "archive", "put_under"):
        if value not in FROM_ZONES:
            raise ValueError(f"{verb} from is one of {', '.join(FROM_ZONES)}: {value!r}")
    elif verb == "capture":
        if value not in FROM_CAPTURE:
            raise ValueError(f"capture from is one of {', '.join(FROM_CAPTURE)}: {value!r}")
    elif verb == "look_at":
        return  # checked with the other zone verbs
    else:
        check_target(value)


def _check_zones_verb(verb: str, eff: dict) -> None:
    """look_at / reveal / play_card / move_looked / discard_until / choose_house (verbs_zones.py)."""
    from .verbs_zones import LOOKED_INTO

    if verb == "choose_house" and eff["choose_house"] not in (True, "opponent-identity"):
        raise ValueError(f"choose_house is true (any house) or 'opponent-identity': {eff['choose_house']!r}")
    if verb in ("reveal", "play_card") and "target" not in eff:
        raise ValueError(f"{verb} names its cards (a target): {eff}")
    if verb in ("reveal", "play_card", "choose_house"):
        return
    if verb == "look_at":
        if eff["look_at"] != "all":
            check_amount(eff["look_at"])
        if eff.get("from", "deck-top") not in ("deck-top", "hand") or eff.get("revealed", False) not in (True, False):
            raise ValueError(f"look_at is from 'deck-top' or 'hand', revealed true or false: {eff}")
    elif verb == "move_looked":
        if eff["move_looked"] != "rest":
            check_amount(eff["move_looked"])
        if eff.get("into") not in LOOKED_INTO:
            raise ValueError(f"move_looked into is one of {', '.join(LOOKED_INTO)}: {eff.get('into')!r}")
        if "match" in eff:
            check_target(eff["match"])
    elif not isinstance(eff["discard_until"], dict):
        raise ValueError(f"discard_until is a target filter: {eff['discard_until']!r}")
    else:
        check_target(eff["discard_until"])


@malformed_is_invalid
def check_static(s: dict, lasting: bool = False) -> None:
    keys = [k for k in s if k in STATICS]
    if len(keys) != 1 or any(k not in STATICS and k not in STATICS[keys[0]] + ("affects",) * lasting for k in s):
        raise ValueError(f"a constant ability has one of {', '.join(STATICS)} (with its modifiers): {s}")
    key = keys[0]
    if key != "power" and "kwa_it." in repr(s):  # read only for the creature a power bonus reaches (text._amount)
        raise ValueError(f"kwa_it.amber is read by a constant power bonus only: {s}")
    check_kinds(s, STATIC, "constant ability")
    if key == "kho_house":
        from .kho_houses import check as check_kho_house

        check_kho_house(s)
    if key == "kho_may_play":
        from .kho_play import check as check_kho_play

        check_kho_play(s)
    if key in ("key_cost", "hand_size"):
        check_amount(s[key])
    if key == "play_as_copy":
        check_target(s[key])
    if "affects" in s and s["affects"] not in AFFECTS:
        raise ValueError(f"unknown affects {s['affects']!r}; known: {', '.join(AFFECTS)}")
    if key in ("play_only_if",) or "if" in s:
        check_condition(s.get("play_only_if", s.get("if")))
    if key == "kcc_use_only_if":
        check_condition(s[key])
    if key == "destroy_self_if":
        check_condition(s[key])
    if key in ("kca_fights_only", "kca_fought_only_by"):
        check_target(s[key])
    if key == "kca_loses_keywords":
        from .cards.model import KEYWORDS

        if not isinstance(s[key], list) or not s[key] or any(k not in KEYWORDS for k in s[key]):
            raise ValueError(f"kca_loses_keywords lists keywords: {s[key]!r}")
    if key == "kca_attack_ignores" and (not isinstance(s[key], list) or not s[key]
                                        or any(k not in ("taunt", "elusive") for k in s[key])):
        raise ValueError(f"kca_attack_ignores lists taunt and/or elusive: {s[key]!r}")
    if key in ("power", "armor"):
        check_amount(s[key])
    if key == "cannot_forge_key" and s[key] not in (1, 2, 3, "ahead"):
        raise ValueError(f"cannot_forge_key is 1, 2, 3 or 'ahead': {s[key]!r}")
    if key == "play_limit" and (not isinstance(s[key], int) or s[key] < 0):
        raise ValueError(f"play_limit is a number of cards: {s[key]!r}")
    if key == "kmc_considered" and not (isinstance(s[key], dict) and s[key] and set(s[key]) <= {"power", "armor"}
                                       and all(type(n) is int and n >= 0 for n in s[key].values())):
        raise ValueError(f"kmc_considered gives the power and/or armor a creature is considered to have: {s[key]!r}")
    if key == "kmm_loses":
        if not isinstance(s[key], list) or not s[key]:
            raise ValueError(f"kmm_loses is a list of keywords: {s[key]!r}")
        from .cards.model import parse_keyword

        for kw in s[key]:
            parse_keyword(kw)
    if key == "kmm_capture_icon_may_steal" and (not isinstance(s[key], int) or isinstance(s[key], bool) or s[key] < 1):
        raise ValueError(f"kmm_capture_icon_may_steal is a number of æmber: {s[key]!r}")
    if key == "kcc_cost":
        from .kcc_costs import check as check_cost

        check_cost(s)
    if key in ("kcc_first_creature_ready", "kcc_purge_instead", "kcc_control_attached", "kmm_enters_enraged",
               "kmm_no_destroyed_abilities", "kmm_opponent_no_bonus", "kmm_icon_may_be_capture", "kab_must_fight",
               "kab_cannot_be_used", "kmc_taunt_reach", "kmc_blank_artifacts", "kxw_play_upgrades_as_active") \
            and s[key] is not True:
        raise ValueError(f"{key} is true: {s[key]!r}")
    if key.startswith("kxa_") and s[key] is not True:  # the 'kxa' family's constant abilities (restrictions.py)
        raise ValueError(f"{key} is true: {s[key]!r}")
    if (key.startswith("kwc_keyforgery") or key == "kwc_play_is_play_reap") and s[key] is not True:
        raise ValueError(f"{key} is true: {s[key]!r}")
    if key.startswith("kga_"):
        from .kga_spend import check_static as kga_check

        kga_check(key, s)
    if key == "cannot_play" and s[key] not in ("any", "creature", "action", "artifact", "upgrade"):
        raise ValueError(f"cannot_play is a card type or 'any': {s[key]!r}")
    if "for" in s and s["for"] not in ("you", "opponent", "each"):
        raise ValueError(f"a constant ability's for is you, opponent or each: {s['for']!r}")
    if s.get("affects") == "friendly-artifacts" and key != "enters_ready":
        raise ValueError("affects friendly-artifacts is read by enters_ready only")
    if "where" in s and s["where"] not in ("flank", "non-flank"):
        raise ValueError(f"a constant ability's where is 'flank' or 'non-flank': {s['where']!r}")
    if key == "gains":
        from .cards.model import Ability, parse_keyword

        g = s["gains"]
        if not isinstance(g, dict) or set(g) - {"keywords", "abilities", "flank", "traits", "kga_statics"}:
            raise ValueError(f"gains has keywords, abilities, flank, traits and/or kga_statics: {g!r}")
        if "kga_statics" in g:  # constant abilities gained in quotes (kga_gained.py)
            from .kga_gained import check_gained_statics

            check_gained_statics(g["kga_statics"], lasting)
        for kw in g.get("keywords", []):
            parse_keyword(kw)
        if not isinstance(g.get("traits", []), list) or not all(isinstance(t, str) and t for t in g.get("traits", [])):
            raise ValueError(f"gains traits is a list of trait names: {g.get('traits')!r}")
        for a in g.get("abilities", []):
            Ability.model_validate(a)
