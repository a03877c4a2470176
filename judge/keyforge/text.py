"""What a card has right now (kf:rules/constant-abilities, kf:glossary/lasting-effects).

A card's keywords, abilities and constant abilities are its printed text unless a lasting
effect says its text box is blank (kf:errata/aoa-103: traits stay; only cards in play
are affected), plus what other cards give it:

* an upgrade's constant abilities (kf:rules/upgrades: "this creature gains/gets ...",
  ``affects: "attached"``, the default on an upgrade);
* constant abilities of other cards in play that reach it (``affects``: friendly-creatures,
  enemy-creatures, each-creature, other-friendly-creatures, neighbors, self);
* lasting effects on it ("for the remainder of the turn, that creature gains ...").

Every look-up reads the board as it is, so a constant ability follows the board at once;
what was read is remembered only until the state changes (``KeyForgeGame.derived``: the
cards' constant abilities, which of them reach a card, its power, armor and keywords).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable

from . import rules as R
from .cards.model import Ability, parse_keyword
from .i18n import M
from .select import _fits, amount, condition_holds

if TYPE_CHECKING:
    from .game import KeyForgeGame

_ABILITIES: dict[str, Ability] = {}
_UNREAD = object()


def _remembered(g: KeyForgeGame, key: tuple, compute: Callable[..., Any], *args: Any) -> Any:
    """``compute(g, *args)``, remembered under ``key`` while the board stays the same
    (``KeyForgeGame.derived``; read afresh when it says not to remember)."""
    memo = g.derived()
    if memo is None:
        return compute(g, *args)
    value = memo.get(key, _UNREAD)
    if value is _UNREAD:
        value = memo[key] = compute(g, *args)
    return value


def ability(data: dict) -> Ability:
    """A validated ability from its dict form (cached: lasting effects store plain dicts)."""
    key = json.dumps(data, sort_keys=True)
    if key not in _ABILITIES:
        _ABILITIES[key] = Ability.model_validate(data)
    return _ABILITIES[key]


def blank(g: KeyForgeGame, iid: str) -> bool:
    """kf:errata/aoa-103 — a creature in play under a "text box considered blank" effect; an artifact
    in play while a creature says "each artifact's text box is considered blank" (kmc.artifacts_blank)."""
    if g.any_statics and g.cdef(iid).type == "artifact" and g.in_play(iid):
        from .kmc import artifacts_blank

        if _remembered(g, ("kmc_artifacts_blank",), artifacts_blank):
            return True
    effects = g.effects("blank-text")
    if not effects or not g.is_creature(iid):
        return False
    return any(_reaches(g, e, iid) for e in effects)


def _reaches(g: KeyForgeGame, effect: dict, iid: str) -> bool:
    if effect.get("creature"):
        return effect["creature"] == iid
    if effect.get("affects") == "kxa-creatures-you-play":  # "each creature you play gains …" (kxa.py)
        return iid in (effect.get("kxa_played") or [])
    friendly = g.controller(iid) == effect["controller"]
    if effect.get("affects") == "other-friendly-creatures":  # "other friendly creatures get +1 armor": not its source
        return friendly and iid != effect.get("source_id")
    return {"enemy-creatures": not friendly, "friendly-creatures": friendly, "each-creature": True}.get(
        effect.get("affects", "enemy-creatures"), False
    )


def own_statics(g: KeyForgeGame, iid: str) -> list[dict]:
    """The card's own constant abilities (none while its text is blank, kf:errata/aoa-103)."""
    cdef = g.cdef(iid)
    if not cdef.static and not cdef.unsupported:
        return []
    if cdef.unsupported and not blank(g, iid):
        cdef.check_supported()  # a constant ability not compiled: it would matter here
    static = cdef.static
    return [] if not static or blank(g, iid) else static


def statics(g: KeyForgeGame, iid: str, key: str) -> list[dict]:
    """The card's own constant abilities with ``key`` (none while its text is blank), and those
    it gains in quotes (kga_gained.py)."""
    from .kga_gained import statics_of

    return [s for s in own_statics(g, iid) if key in s] + statics_of(g, iid, key)


def statics_in_play(g: KeyForgeGame, key: str) -> list[tuple[str, dict]]:
    """(source, static ability) for every card in play with a constant ability ``key``
    (kf:rules/constant-abilities)."""
    return list(_remembered(g, ("statics_in_play", key), _statics_in_play, key))


def _statics_in_play(g: KeyForgeGame, key: str) -> tuple[tuple[str, dict], ...]:
    out = []
    for src, s in _sources(g, key):
        if s is None:
            own_statics(g, src)  # stops (NotSupported) here, as reading its text does
        else:
            out.append((src, s))
    return tuple(out)


def affects(g: KeyForgeGame, src: str, static: dict, target: str) -> bool:
    """Whether the constant ability ``static`` of card ``src`` reaches creature ``target``."""
    default = "attached" if g.cdef(src).type == "upgrade" else "self"
    kind = static.get("affects", default)
    if not g.is_creature(target):
        return kind == "self" and src == target
    if kind == "attached":  # "while this creature is on a flank, it gets ..." (its "if")
        if g.card(src).get("attached_to") != target:
            return False
        return "if" not in static or condition_holds(g, static["if"], g.controller(src), source_ctx(g, src))
    me = g.controller(src)
    friendly = g.controller(target) == me
    reach = {
        "self": src == target,
        "friendly-creatures": friendly,
        "other-friendly-creatures": friendly and src != target,
        "enemy-creatures": not friendly,
        "each-creature": True,
        "other-creatures": src != target,
        "neighbors": g.is_creature(src) and target in g.neighbors(src),
        # kf:rules/upgrades — on an upgrade, "its neighbors" are those of the creature it is on
        "kwb-attached-neighbors": _host_neighbor(g, src, target),
        # kf:glossary/battleline — "creatures to the right (left) of self in the battleline": its
        # controller's battleline, every creature on that side of it, not only the neighbor
        "kab-right-of-self": _beside(g, src, target, 1),
        "kab-left-of-self": _beside(g, src, target, -1),
    }.get(kind, False)
    if not reach:
        return False
    if static.get("house") and not g.belongs_to(target, static["house"]):
        return False
    if static.get("trait") and static["trait"] not in g.traits(target):
        return False
    if static.get("not_trait") and static["not_trait"] in g.traits(target):
        return False
    if "aember" in static and bool(g.card(target).get("amber")) != static["aember"]:
        return False  # "each friendly creature with æmber on it gets +1 armor" (kf:glossary/aember)
    if static.get("where") and not _fits(g, target, {"where": static["where"]}, None, me):
        return False  # "each friendly flank creature gets ..." (kf:glossary/flank)
    return "if" not in static or condition_holds(g, static["if"], me, source_ctx(g, src))


def _beside(g: KeyForgeGame, src: str, target: str, side: int) -> bool:
    """``target`` stands to the right (``side`` 1) or left (-1) of ``src`` in ``src``'s battleline
    (the board lists a battleline left to right)."""
    if not g.is_creature(src) or src == target:
        return False
    line = g.creatures(g.controller(src))
    return target in line and (line.index(target) - line.index(src)) * side > 0


def _host_neighbor(g: KeyForgeGame, src: str, target: str) -> bool:
    host = g.card(src).get("attached_to")
    return bool(host) and g.is_creature(host) and target in g.neighbors(host)


def source_ctx(g: KeyForgeGame, src: str):
    """The context a constant ability of ``src`` is read in: "it", "self", "its neighbors"
    are the card itself (kf:glossary/self-referential-text)."""
    from .abilities import Ctx  # abilities.py reads a card's abilities from here

    return Ctx(src, g.controller(src), None) if g.card(src) is not None else None


def reaching(g: KeyForgeGame, iid: str, key: str) -> tuple[tuple[str, dict, str], ...]:
    """(source, constant ability, its controller) for every constant ability with ``key``
    that reaches ``iid``: its own, its upgrades', other cards' in play, and lasting effects
    on it (their source is the lasting effect's ID: one card may create several)."""
    if nothing_gives(g, key):
        return ()
    return _remembered(g, ("reaching", iid, key), _reaching, iid, key)


def nothing_gives(g: KeyForgeGame, key: str) -> bool:
    """No card in play and no lasting effect has a constant ability with ``key`` (the usual
    case): then it reaches no card, and there is nothing to read or remember per card."""
    return not _sources(g, key) and not g.effects("modify")


def _reaching(g: KeyForgeGame, iid: str, key: str) -> tuple[tuple[str, dict, str], ...]:
    out = []
    for src, s in _sources(g, key):
        if s is None:
            own_statics(g, src)  # stops (NotSupported) here, in reading order, as reading its text does
        elif affects(g, src, s, iid):
            out.append((src, s, g.controller(src)))
    for e in g.effects("modify"):
        if key in e["static"] and _modifies(g, e, iid):
            out.append((e["id"], e["static"], e["controller"]))
    return tuple(out)


def _modifies(g: KeyForgeGame, effect: dict, iid: str) -> bool:
    """kf:glossary/lasting-effects — a ``modify`` reaches the creature it was made on, or (with
    ``affects``: "each friendly creature gains ...") each creature of that side in play while
    it lasts, whether or not it was in play when the effect began."""
    if "affects" not in effect:
        return effect.get("creature") == iid
    return g.is_creature(iid) and _reaches(g, effect, iid)


def _sources(g: KeyForgeGame, key: str) -> tuple[tuple[str, dict | None], ...]:
    """(card in play, its constant ability with ``key``) in the order constant abilities are
    read (``cards_in_play``); (card, None) for a card whose constant abilities are not
    compiled (kf:rules/constant-abilities: reading them stops the engine, see ``own_statics``)."""
    if not g.any_statics:
        return ()
    return _remembered(g, ("sources", key), _find_sources, key)


def _find_sources(g: KeyForgeGame, key: str) -> tuple[tuple[str, dict | None], ...]:
    out: list[tuple[str, dict | None]] = []
    for src, static in _static_cards(g):
        if static is None:
            out.append((src, None))
        else:
            out += [(src, s) for s in static if key in s]
    from .kga_gained import sources  # constant abilities creatures gain in quotes

    return tuple(out + sources(g, key))


def _static_cards(g: KeyForgeGame) -> tuple[tuple[str, list[dict] | None], ...]:
    """(card in play, its constant abilities) for the cards in play that have any, in
    reading order; None for a card whose constant abilities are not compiled."""
    if not g.any_statics:
        return ()
    return _remembered(g, ("static_cards",), _find_static_cards)


def _find_static_cards(g: KeyForgeGame) -> tuple[tuple[str, list[dict] | None], ...]:
    out: list[tuple[str, list[dict] | None]] = []
    for src in g.cards_in_play():
        cdef = g.cdef(src)
        if cdef.unsupported and not blank(g, src):
            out.append((src, None))
        elif cdef.static:
            static = own_statics(g, src)
            if static:
                out.append((src, static))
    return tuple(out)


def gained(g: KeyForgeGame, iid: str) -> tuple[dict, ...]:
    """The "gains" blocks that reach the card: {"keywords", "abilities", "flank"}.

    A "gains" may depend on where the card is ("each friendly flank creature gains
    skirmish", "while it is not on a flank, it gains taunt"), and being on a flank may
    itself be gained ("considered a flank creature"): while deciding whether a "gains"
    reaches the card, its place is read from the battleline alone (no loop;
    ``g.reading_gains``, during which nothing is remembered)."""
    if iid in g.reading_gains or nothing_gives(g, "gains"):
        return ()
    return _remembered(g, ("gained", iid), _gained, iid)


def _gained(g: KeyForgeGame, iid: str) -> tuple[dict, ...]:
    g.reading_gains.add(iid)
    try:
        return tuple(s["gains"] for _, s, _ in reaching(g, iid, "gains"))
    finally:
        g.reading_gains.discard(iid)


def keyword(g: KeyForgeGame, iid: str, kw: str) -> int:
    """The keyword's value: printed (unless blank) plus gained (kf:rules/constant-abilities)."""
    return keywords(g, iid).get(kw, 0)


def keywords(g: KeyForgeGame, iid: str) -> dict[str, int]:
    """Every keyword the card has now, with its value: printed (unless blank) plus gained
    (kf:rules/constant-abilities). Read only (it may be the remembered one)."""
    if nothing_gives(g, "gains") and nothing_gives(g, "kca_loses_keywords") and nothing_gives(g, "kmm_loses"):  # the printed ones only
        return {} if blank(g, iid) else dict(g.cdef(iid).keyword_values)
    return _remembered(g, ("keywords", iid), _keywords, iid)


def _keywords(g: KeyForgeGame, iid: str) -> dict[str, int]:
    totals = {} if blank(g, iid) else dict(g.cdef(iid).keyword_values)
    for gains in gained(g, iid):
        for text in gains.get("keywords", []):
            k, n = parse_keyword(text)
            totals[k] = totals.get(k, 0) + n
    for _, s, _ in reaching(g, iid, "kca_loses_keywords"):  # "loses elusive": neither printed nor gained
        for k in s["kca_loses_keywords"]:
            totals.pop(k, None)
    # "until the start of your next turn, Reckless Rizzo loses elusive": while the effect lasts the card
    # does not have the keyword, printed or gained (kf:glossary/lasting-effects, kf:rules/constant-abilities)
    for _, s, _ in reaching(g, iid, "kmm_loses"):
        for text in s["kmm_loses"]:
            totals.pop(parse_keyword(text)[0], None)
    return totals


def abilities(g: KeyForgeGame, iid: str, trigger: str) -> list[tuple[str, Ability, list[str], str | None]]:
    """(key, ability, cites, granter) for each ability of the card with ``trigger``: printed
    (unless blank) and gained; a gained ability refers to the card that has it
    (kf:glossary/self-referential-text), and ``granter`` is the card in play that gives it
    (an upgrade's "this creature gains ..."). Cites carry the errata the definition encodes
    (kf:rules/errata)."""
    out = []
    if not blank(g, iid):
        cdef = g.cdef(iid)
        printed = cdef.abilities_by_trigger.get(trigger, ())
        if printed:
            cites = list(cdef.errata) + list(cdef.cites)
            out = [(f"{iid}/{trigger}/{n}", a, cites, None) for n, a in enumerate(printed)]
    for src, s, _ in reaching(g, iid, "gains"):
        for n, data in enumerate(s["gains"].get("abilities", [])):
            ab = ability(data)
            if trigger in ab.triggers:
                card = g.card(src)
                cite = (
                    R.LASTING_EFFECTS if card is None
                    else R.UPGRADES if card.get("attached_to") == iid
                    else R.CONSTANT_ABILITIES
                )  # fmt: skip
                errata = list(g.cdef(src).errata) if card is not None else []
                out.append((f"{iid}/{trigger}/{src}.{n}", ab, [cite] + errata, src if card is not None else None))
    return out


def power(g: KeyForgeGame, iid: str) -> int:
    """Printed power + power counters + every "gets +X power" that reaches it (never below 0)."""
    return _remembered(g, ("power", iid), _power, iid)


def _power(g: KeyForgeGame, iid: str) -> int:
    c = g.card(iid)
    cdef = g.cdef(iid)
    base = cdef.power
    # a non-creature card "considered a creature with N power" there (a constant ability,
    # so only a card with constant abilities, see ``own_statics``)
    if (cdef.static or cdef.unsupported) and g.is_creature(iid):
        base = next((s["battleline_creature"] for s in statics(g, iid, "battleline_creature")), base)
    total = base + (c.get("power_counters") or 0)
    gets = reaching(g, iid, "power")
    if gets:
        total += sum(_amount(g, s["power"], who, src, iid) for src, s, who in gets)
    return _considered(g, iid, "power", max(total, 0))


def armor(g: KeyForgeGame, iid: str) -> int:
    """kf:glossary/armor — printed armor plus armor upgrades and constant abilities give."""
    return _remembered(g, ("armor", iid), _armor, iid)


def _armor(g: KeyForgeGame, iid: str) -> int:
    total = g.cdef(iid).armor + sum(_amount(g, s["armor"], who, src) for src, s, who in reaching(g, iid, "armor"))
    return _considered(g, iid, "armor", max(total, 0))


def _considered(g: KeyForgeGame, iid: str, stat: str, value: int) -> int:
    """"Each creature is considered to have 1 power and 0 armor" (The Pale Star): while such an effect
    reaches the creature, that is its power/armor, whatever else would change it (docs/rulings.md,
    KeyForge 58); the latest such effect counts."""
    said = [s["kmc_considered"][stat] for _, s, _ in reaching(g, iid, "kmc_considered") if stat in s["kmc_considered"]]
    return said[-1] if said else value


def _amount(g: KeyForgeGame, value, controller: str, src: str, it: str | None = None) -> int:
    """"+1 power for each æmber on it / for each of its neighbors": read for the card that
    has the constant ability (a lasting effect's source is its ID: no card); ``kwa_it.amber``
    for the card ``it`` the ability reaches ("each friendly creature gets +2 power for each A on it")."""
    if isinstance(value, int):
        return value
    ctx = source_ctx(g, src)
    if ctx is not None and it is not None:
        ctx.memory["kwa_it"] = it
    return amount(g, value, controller, ctx)


def announce_errata(g: KeyForgeGame) -> None:
    """kf:rules/errata — errata override the printed information on a card. Before the first
    action the trace names every card on the board that is read with corrected text, and
    the errata records that correct it (their text is the card text the engine applies)."""
    from rules_index.index import load as load_index

    index = load_index()
    seen: set[str] = set()
    for iid in g.state.get("cards"):
        cdef = g.cdef(iid)
        if not cdef.errata or cdef.name in seen:
            continue
        seen.add(cdef.name)
        ids = ", ".join(cdef.errata)
        name = {**cdef.names, "en": cdef.name}  # the card's name in each language it has, else the English
        said = M("{name}: es gilt der Kartentext in der Fassung von {ids} (Errata gehen dem Aufdruck vor)",
                 name=name, ids=ids)
        # said in Polish only where the Polish rulebook has the erratum (it is the source of that text)
        polish = any("pl" in index[e].texts for e in cdef.errata)
        g.engine.record(
            "card-text",
            [R.RULES_ERRATA] + list(cdef.errata),
            said if polish else {lang: said[lang] for lang in ("de", "en")},
        )
