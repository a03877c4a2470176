"""The kind of value each key of the card format takes (number, word, flag, list, dict).

``vocabulary.check_effect``/``check_static``/``check_target`` check what each value *means*;
this table checks first that it is of a kind the engine reads there at all, so that an inline
definition with ``"cards": null`` or ``"house": []`` is refused when it loads, at the field,
instead of raising in the middle of a resolve. The table was read off every definition the
project has (the hand-written cards, the compiled ones, the scenarios' inline cards): a key
takes the kinds listed, and ``tests/judge/keyforge/test_kinds.py`` keeps it so. The wrong-kind
sweep (``tests/fuzz/test_definition_kinds.py``) replaces every value of every inline card of
the built-in scenarios with values of other kinds; it found 16 places in the KeyForge engine
where one raised.

A key not listed is left to the meaning checks (new keys need no entry to work).
"""

from __future__ import annotations

from typing import Any

B, I, S, L, D = "flag", "number", "word", "list", "dict"
AMOUNT = (I, S, D)  # a number, an operand ("you.amber") or {"count": ...} (vocabulary.check_amount)

EFFECT: dict[str, tuple[str, ...]] = {
    "archive": (I, B), "archived_to_owner_hand": (B,), "as_if_yours": (B,), "by": (D, S), "capture": AMOUNT,
    "chains": AMOUNT, "choose": (B,), "choose_house": (B, S), "choose_number": (B,), "choose_one": (L,), "control": (S,),
    "deal_damage": AMOUNT, "destroy": (B,), "discard": (I, S, B, D), "discard_until": (D,), "draw": AMOUNT,
    "duration": (S,), "each_player": (D,), "effects": (L,), "enrage": (B,), "enters_ready": (B,),
    "exalt": (B, I, S, D), "exhaust": (B,), "fight_with": (B,), "for_each": AMOUNT, "forge": (D, B, S),
    "from": (S, D), "gain": AMOUNT, "heal": AMOUNT, "heal_up_to": AMOUNT, "held": (B,), "if": (L, D),
    "if_you_do": (B,), "ignore_armor": (B,), "into": (S,), "lasting": (D,), "look": (I,), "look_at": (I, S, D), "lose": AMOUNT,
    "match": (D,), "may": (B,), "move_aember": AMOUNT, "move_looked": (S, I, D), "move_to_flank": (B,),
    "otherwise": (B, S), "pay": AMOUNT, "place_aember": AMOUNT, "place_token": (S,), "remove_token": (S,), "play": (S,),
    "play_card": (B,), "power_counters": AMOUNT, "purge": (B,), "purge_random": AMOUNT, "put_into_play": (B,),
    "put_under": (I,), "random": (B,), "ready": (B,), "ready_and_fight": (B,), "repeat": (S,),
    "resolve_bonus": (B,), "return_to_hand": (B,), "remove_ward": (B,), "reveal": (B,), "revealed": (B,), "sacrifice": (B,),
    "same_if": (B,), "search": (D,), "shuffle_deck": (B, L), "shuffle_into_deck": (B,), "splash": AMOUNT, "steal": AMOUNT,
    "stun": (B,), "swap": (B,), "swap_two": (B,),
    "target": (D, S), "targets": (L,), "to": (S, D), "to_battleline": (B,), "to_deck": (S,),
    "to_owner_hand": (B,), "trigger_ability": (S,), "unforge": (B, I), "unstun": (B,), "unsupported": (S,),
    "use": (B,), "ward": (B,), "who": (S,),
    "kca_swap_deck_discard": (B,),
    "kwb_attach": (B,), "kwb_return_with_upgrades": (B,),
    "kcc_control_held": (B,), "kcc_as_you_like": (B,), "kcc_distinct": (B,), "kcc_damage_per_aember": AMOUNT,
    "kcc_fight_times": AMOUNT,
    "kga_play_looked": (B,), "kga_archives_or_deck_top": (S,), "kga_play_previous": (B,), "kga_pool_to_card": (I,), "from_pool": (S,),
    "kho_house": (S,), "kho_duration": (S,), "kho_house_of": (S,), "kho_unless_identity": (B,),
    "kho_return_from_discard": (B,),
    "kab_archive_discard_top": (I,), "kab_each_discards_top": (I,), "kab_owners_gain": (I,),
    "kab_sacrifice_total_power": (I,), "kab_shuffle_back": (L,), "kab_destroy_most_powerful_unless": (D,),
    "kab_deal_divided": AMOUNT, "kab_choose_player": (B,), "kab_redistribute": (S,), "side": (S,),
    "kwc_shuffle_friendly_cards": (B,), "kwc_if_damaged": AMOUNT, "kwc_deal_own_damage": (B,),
    "kwc_destroy_same_power": (B,), "kxw_destroy_chosen_house": (B,), "kxw_instead_destroy_self": (B,), "kxw_name_house": (B,), "kwc_destroy_thirds": (B,), "kwc_count": (I,), "kwc_play_from_hand": (B,), "kwc_destroy_no_shared_trait": (B,), "kwc_rearrange": (B,), "kwc_capture_split": (I,), "kwc_choose_trait": (B,), "kwc_purge_trait": (B,), "kwc_reap_each_neighbor": (B,), "kwc_reveal_until": (S,), "kwc_archive_revealed": (B,),
    "kwc_stunned": (B,),
}  # fmt: skip
LASTING: dict[str, tuple[str, ...]] = {
    "ability": (D,), "affects": (S,), "amount": AMOUNT, "cards": (I, S), "house": (S,), "how": (S,),
    "kind": (S,), "not_house": (S,), "other": (B,), "players": (S,), "static": (D,), "trait": (S,), "type": (S,),
    "types": (L,), "kwc_types": (L,),
}  # fmt: skip
STATIC: dict[str, tuple[str, ...]] = {
    "aember": (B,), "affects": (S,), "all_houses": (B,), "armor": AMOUNT, "battleline_creature": (I, B), "bonus": (B,),
    "cannot_be_stolen": (B,), "cannot_fight": (B,), "cannot_forge_key": (I, S), "cannot_play": (S,), "cannot_reap": (B,),
    "destroy_self_if": (D, L),
    "enters_play_under": (S,), "enters_ready": (B,), "enters_stunned": (B,), "except_trait": (S,),
    "kmm_enters_enraged": (B,), "kmm_loses": (L,), "kmm_no_destroyed_abilities": (B,), "kmm_opponent_no_bonus": (B,),
    "kmm_capture_icon_may_steal": (I,), "kmm_icon_may_be_capture": (B,), "kmc_taunt_reach": (B,), "kmc_considered": (D,), "kmc_blank_artifacts": (B,),
    "fight_damage": (I,), "for": (S,), "gains": (D,), "hand_size": AMOUNT, "house": (S,), "if": (D, L), "if_attacking": (S,),
    "if_defending": (B,), "key_cost": AMOUNT, "must_choose_house": (S,), "not_trait": (S,), "play_as_copy": (D,),
    "play_limit": (I,), "play_only_if": (L, D), "power": AMOUNT, "redirect_damage": (S,),
    "shares_neighbors_fight_damage": (B,), "steal_becomes_capture": (B,), "steal_instead_of_damage": (I,),
    "taken_from_supply": (B,), "trait": (S,), "use_any_house": (B,), "where": (S,),
    "kca_fights_only": (D,), "kca_fought_only_by": (D,), "kca_attack_ignores": (L,), "kca_loses_keywords": (L,),
    "kwb_more_creatures": (B,),
    "kcc_first_creature_ready": (B,), "kcc_cost": (S,), "lose": (I,), "pay": (I,),
    "kcc_use_only_if": (L, D), "kcc_purge_instead": (B,), "kcc_control_attached": (B,),
    "kga_spend_as_pool": (S,), "kga_skip_forge_step": (B,), "kga_gets_forge_aember": (B,), "kga_play_as_upgrade": (D,),
    "kho_house": (S,), "kho_while_yours": (B,), "kho_may_play": (I,), "kho_unless_identity": (B,),
    "kab_must_fight": (B,), "kab_cannot_be_used": (B,),
    "kwc_keyforgery": (B,), "kwc_keyforgery_reveal": (B,), "kwc_keyforgery_fail": (B,), "kwc_play_is_play_reap": (B,),
    "kxw_play_upgrades_as_active": (B,),
}  # fmt: skip
TARGET: dict[str, tuple[str, ...]] = {
    "aember": (B,), "among": (S,), "attached_to": (S,), "bonus_icons": (B,), "count": (I,), "damaged": (B,),
    "gigantic": (B,), "shares_house": (S,), "each": (B,), "exhausted": (B,), "house": (S,),
    "keyword": (S,), "kind": (S,), "least_powerful": (B,), "most_powerful": (B,), "name": (S,), "new": (B,),
    "not_house": (S,), "not_trait": (S,), "of": (S,), "other": (B,), "player": (S,), "power": (L, S),
    "shares_trait": (S,), "side": (S,), "token": (S,), "trait": (S,), "type": (S,), "up_to": (I, S),
    "upgraded": (B,), "where": (S,), "zone": (S, L), "kwa_survived_damage": (B,), "kwa_house_neighbors": (I,), "kwa_shares_house_with": (S,),
    "kwb_warded": (B,), "kwb_any": (L,), "kwb_house_creatures": (I,), "kcc_other_name": (S,),
    "kmc_self_or_neighbor": (B,),
}  # fmt: skip
#: numbers that count something: never negative
COUNTS = {"kwc_count", "kwc_capture_split", "cards", "count", "up_to", "look", "put_under", "play_limit", "steal_instead_of_damage", "purge_random"}


def kind_of(v: Any) -> str:
    if isinstance(v, bool):
        return B
    if isinstance(v, int):
        return I
    if isinstance(v, str):
        return S
    if isinstance(v, list):
        return L
    if isinstance(v, dict):
        return D
    return "null" if v is None else type(v).__name__


def check_kinds(d: dict, table: dict[str, tuple[str, ...]], what: str) -> None:
    """Each key of ``d`` listed in ``table`` holds a value of a kind listed for it."""
    for key, value in d.items():
        kinds = table.get(key)
        if kinds is None:
            continue
        got = kind_of(value)
        if got not in kinds:
            raise ValueError(f"{what} {key!r} is a {' or a '.join(kinds)}, not a {got}: {value!r:.80}")
        if key in COUNTS and got == I and value < 0:
            raise ValueError(f"{what} {key!r} counts something: not {value}")
