"""Cards moving between zones (kf:glossary/leaves-play, kf:glossary/control,
kf:glossary/purge, kf:glossary/archives, kf:rules/upgrades).

* A card that leaves play loses its tokens and status, its upgrades are discarded, lasting
  effects on it end, æmber on a creature goes to its opponent (elsewhere to the supply),
  and it goes to its **owner's** zone — whoever controlled it, whatever the effect says
  (kf:glossary/leaves-play, kf:glossary/control).
* Cards a card holds "until it leaves play" (purged by it) return to
  play when it leaves, put into play (not played, kf:glossary/play) under their owner's
  control; "enters play under your opponent's control" applies again.
* A warded creature that would leave play stays, and loses its ward instead
  (kf:glossary/ward); a ward placed after the creature was marked for destruction does
  not stop the destruction's discard step (docs/rulings.md, KeyForge 31).
* A card put into an archive that is not its owner's goes to its owner's hand when it
  would leave that archive, however it leaves, if the effect that archived it says so
  (errata such as kf:errata/cota-175); otherwise it goes to its owner's zone like any card.
* Taking control (kf:glossary/control): the card moves to its new controller's side —
  a creature to a flank the active player chooses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from judge.i18n import verbatim
from judge.kernel import Event

from . import rules as R
from .i18n import MP, M
from .text import abilities

if TYPE_CHECKING:
    from .game import KeyForgeGame

CLEARED_ON_LEAVING = {
    "exhausted": False,
    "damage": 0,
    "stunned": False,
    "ward": False,
    "enraged": False,
    "power_counters": 0,
    "tokens": {},
    "armor_used": 0,
    "elusive_used": False,
    "marked": False,
}
#: what a creature in play has from the start (ready or exhausted is set where it enters)
CREATURE_DEFAULTS = {**{k: v for k, v in CLEARED_ON_LEAVING.items() if k != "exhausted"}, "amber": 0, "upgrades": []}


def fresh_in_play(g: KeyForgeGame, iid: str) -> None:
    """A creature entering play, played or put into play, is a new card: no damage, status,
    tokens, æmber or upgrades (kf:glossary/leaves-play) — stunned if its text says it enters
    play stunned (kf:glossary/stun), enraged if it says it enters play enraged (kf:glossary/enrage). Ready or exhausted is set by the caller."""
    for key, value in CREATURE_DEFAULTS.items():
        g.state.set(f"cards.{iid}.{key}", value)
    g.state.set(f"cards.{iid}.stunned", bool(g.cdef(iid).static_value("enters_stunned")))
    if iid in getattr(g, "kwc_enter_stunned", ()):  # "that creature enters play stunned" (verbs_kwc.play_from_hand)
        g.state.set(f"cards.{iid}.stunned", True)
    if g.cdef(iid).static_value("kmm_enters_enraged"):  # "enters play ready and enraged" (kf:glossary/enrage)
        g.state.set(f"cards.{iid}.enraged", True)


#: where a card goes when it leaves play, as the trace says it (English: the zone's key)
ZONES_SAID = {"discard": MP("Zone", "Ablagestapel"), "hand": MP("Zone", "Hand"), "deck": MP("Zone", "Deck"),
              "archives": MP("Zone", "Archiv"), "purged": MP("Zone", "verbannt")}


def take_out(g: KeyForgeGame, iid: str) -> tuple[str, str] | None:
    """Remove a card from wherever it is (an upgrade from its creature); returns the zone."""
    where = g.zone_of(iid)
    c = g.card(iid)
    if c.get("attached_to"):
        host = c["attached_to"]
        if iid in (g.card(host).get("upgrades") or []):
            g.state.set(f"cards.{host}.upgrades", [u for u in g.card(host)["upgrades"] if u != iid])
        g.state.set(f"cards.{iid}.attached_to", None)
        return where
    if where:
        g.state.remove(f"players.{where[0]}.{where[1]}", iid)
    return where


def put(g: KeyForgeGame, iid: str, player: str, zone: str, index: int = -1) -> None:
    g.state.insert(f"players.{player}.{zone}", index, iid)
    if g.card(iid).get("gigantic_with"):  # kf:glossary/gigantic: two cards again out of play
        from .gigantic import split

        split(g, iid, player, zone, index)


def leave_play(
    g: KeyForgeGame,
    iid: str,
    to_zone: str,
    cites: list[str],
    why: Mapping[str, str],
    index: int = -1,
    *,
    destruction: bool = False,
    to_player: str | None = None,
) -> bool:
    """kf:glossary/leaves-play — captured æmber goes to the opponent's pool, tokens and
    status go, upgrades are discarded, lasting effects on the card end, and the card goes
    to its owner's zone. A warded creature stays in play and loses its ward instead
    (kf:glossary/ward), unless this is the discard step of a destruction that marked it
    (``destruction``; docs/rulings.md, KeyForge 31). ``to_player``: an effect that names
    another player's zone ("into your archives"). ``why``: how it leaves (a message). Returns whether the card left play."""
    if not destruction and ward_instead_of_leaving(g, iid, why):
        return False
    player, zone = g.zone_of(iid)
    controller, owner = g.controller(iid), g.owner(iid)
    if zone == "battleline":
        g.last_seen[iid] = {"neighbors": g.neighbors(iid), "controller": controller, "power": g.power(iid),
                            "kho_house": g.house_of(iid), "kho_all": g.all_houses(iid)}
        g.forget_derived()  # a card out of play has the neighbours it was last seen with
    _leaves_play_abilities(g, iid)
    if g.zone_of(iid) != (player, zone):
        return not g.in_play(iid)  # its own "Leaves Play:" ability moved it
    take_out(g, iid)
    captured = g.card(iid).get("amber") or 0
    if captured:
        # kf:glossary/leaves-play: æmber on a creature goes to its opponent's pool
        # (kf:glossary/capture); æmber on any other card goes back to the common supply
        g.state.set(f"cards.{iid}.amber", 0)
        if zone == "battleline":
            g.state.add(f"players.{g.opponent(controller)}.amber", captured)
        else:
            captured = 0
    for key, value in CLEARED_ON_LEAVING.items():
        if key in g.card(iid):
            g.state.set(f"cards.{iid}.{key}", value)
    g.state.set(f"cards.{iid}.controller", owner)
    if g.card(iid).get("kmc_named"):  # "until <it> leaves play, cards with that name …" (kmc.py)
        from .kmc import forget_on_leaving

        forget_on_leaving(g, iid)
    for key in ("copy_of", "copy_house", "damage_survived", "kga_form"):  # damage_survived.py, kga_forms.py
        if g.card(iid).get(key):
            g.state.set(f"cards.{iid}.{key}", None)
    for e in g.lasting.active():
        if e.get("creature") == iid:
            g.lasting.remove(e["id"])
    owner = to_player or owner  # "into your archives": the effect names the zone
    if to_zone == "discard" and zone == "battleline":  # "… it is purged instead" (kcc_done.py)
        from .kcc_done import purged_instead

        to_zone = purged_instead(g, iid, to_zone)
    put(g, iid, owner, to_zone, index)
    back = M("; {captured} erbeutetes Æmber geht an {opponent}", captured=captured, opponent=g.opponent(controller)) \
        if captured else ""
    g.record(
        "leaves-play",
        cites + [R.LEAVES_PLAY] + ([R.CAPTURE] if captured else []),
        M("{card} ({why}) verlässt das Spiel → {zone} von {owner}{back}",
          card=g.name(iid), why=why, zone=ZONES_SAID.get(to_zone) or verbatim(to_zone), owner=owner, back=back),
    )
    for up in list(g.card(iid).get("upgrades") or []):
        g.state.set(f"cards.{up}.attached_to", None)
        for key in ("exhausted", "amber"):
            if key in g.card(up):
                g.state.set(f"cards.{up}.{key}", CLEARED_ON_LEAVING.get(key, 0))
        g.state.set(f"cards.{up}.controller", g.owner(up))
        if g.card(up).get("kga_form"):  # a creature card played as an upgrade is a creature card again (kga_forms.py)
            g.state.set(f"cards.{up}.kga_form", None)
        put(g, up, g.owner(up), "discard")
        g.record(
            "upgrade-discarded",
            [R.UPGRADES, R.LEAVES_PLAY],
            M("Die Aufwertung {up} wird abgelegt, weil {card} das Spiel verlassen hat",
              up=g.name(up), card=g.name(iid)),
        )
        _released(g, up)
    if g.card(iid).get("upgrades"):
        g.state.set(f"cards.{iid}.upgrades", [])
    for under in list(g.card(iid).get("under") or []):
        put(g, under, g.owner(under), "discard")
        g.record(
            "card-under-discarded",
            [R.LEAVES_PLAY],
            M("{under} (unter {card}) kommt auf den Ablagestapel", under=g.name(under), card=g.name(iid)),
        )
    if g.card(iid).get("under"):
        g.state.set(f"cards.{iid}.under", [])
    _released(g, iid)
    return True


def ward_instead_of_leaving(g: KeyForgeGame, iid: str, why: Mapping[str, str] | str) -> bool:
    """kf:glossary/ward — a warded creature that would leave play (returned to hand,
    archived, purged, put into a deck: every way kf:glossary/leaves-play names) stays in
    play, and all its ward tokens are removed instead (a replacement effect,
    kf:glossary/replacement-effects). The German text: "beschädigt werden oder das Spiel
    verlassen würde"; the Polish one: "otrzymać obrażenia, zostać zniszczone albo opuścić
    grę". Being destroyed is handled where the card would be marked (``destroyed.py``)."""
    if not (g.is_creature(iid) and g.card(iid).get("ward")):
        return False
    g.state.set(f"cards.{iid}.ward", False)
    g.record(
        "ward",
        [R.WARD, R.LEAVES_PLAY, R.REPLACEMENT_EFFECTS],
        M("{card} würde das Spiel verlassen ({why}): stattdessen wird der Schutz-Marker abgelegt, die Kreatur bleibt im Spiel",
          card=g.name(iid), why=why),
    )
    return True


def _leaves_play_abilities(g: KeyForgeGame, iid: str) -> None:
    """"Leaves Play:" abilities resolve just before the card leaves play (kf:glossary/leaves-play,
    the Polish text; docs/rulings.md, KeyForge 8)."""
    if abilities(g, iid, "leaves-play"):
        g.engine.window("leaves-play", Event("leaves-play", {"card": iid}), [R.LEAVES_PLAY])
    if g.card(iid).get("kmc_when_leaves"):  # "when <this card> leaves play, …" (kmc.on_leaving)
        from .kmc import on_leaving

        on_leaving(g, iid)


def _released(g: KeyForgeGame, holder: str) -> None:
    """Cards held "until <holder> leaves play" return to play; lasting effects that last
    while it is in play end (kf:glossary/lasting-effects)."""
    for e in list(g.lasting.active()):
        if e.get("until") == "source-leaves-play" and e.get("source_id") == holder:
            g.lasting.remove(e["id"])
            if e.get("kind") == "kcc-control":  # "take control … until <holder> leaves play" (verbs_kcc.py)
                from .verbs_kcc import released

                released(g, e)
            g.record(
                "effect-ends",
                [R.LASTING_EFFECTS, R.LEAVES_PLAY],
                M("{holder} hat das Spiel verlassen: sein Effekt „{kind}“ endet",
                  holder=g.name(holder), kind=e['kind']),
            )
    held = [c for c, data in g.state.get("cards").items() if data.get("held_by") == holder]
    for c in held:
        g.state.set(f"cards.{c}.held_by", None)
        where = g.zone_of(c)
        if not where or where[1] != "purged":
            continue
        take_out(g, c)
        g.record(
            "returns-to-play",
            [R.PURGE, R.LEAVES_PLAY, R.PLAY],
            M("{holder} hat das Spiel verlassen: {card} kommt zurück ins Spiel (ins Spiel gebracht, nicht gespielt)",
              holder=g.name(holder), card=g.name(c)),
        )
        put_into_play(g, c, g.owner(c), [R.PURGE, R.LEAVES_PLAY])


def put_into_play(
    g: KeyForgeGame, iid: str, controller: str, cites: list[str], *, ready: bool = False, flank: str | None = None
) -> None:
    """kf:glossary/play — put into play (not played: no "Play:" abilities, no play
    restrictions). A creature goes to a flank (kf:glossary/flank)."""
    from .play import enter_battleline, enters_ready  # play.py moves cards with this module

    cdef = g.cdef(iid)
    for s in cdef.static_value("enters_play_under"):
        controller = g.opponent(controller) if s["enters_play_under"] == "opponent" else controller
    g.state.set(f"cards.{iid}.controller", controller)
    if cdef.type == "artifact":
        g.state.set(f"cards.{iid}.exhausted", not ready)
        put(g, iid, controller, "artifacts")
        g.record("enters-play", cites + [R.ARTIFACTS], M("{name} kommt ins Spiel", name=cdef.name))
        return
    if cdef.type != "creature":
        put(g, iid, g.owner(iid), "discard")
        g.record(
            "cannot-enter-play",
            cites + [R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            M("{name} kann nicht ins Spiel gebracht werden und kommt auf den Ablagestapel", name=cdef.name),
        )
        return
    fresh_in_play(g, iid)
    ready = ready or enters_ready(g, iid, controller)
    g.state.set(f"cards.{iid}.exhausted", not ready)
    enter_battleline(g, iid, controller, flank, None, cites)
    g.engine.check_state()
    if g.is_creature(iid):
        g.engine.window(
            "enters-play",
            Event("enters-play", {"card": iid, "player": controller}),
            [R.CREATURES, R.CONSTANT_ABILITIES],
        )


def take_control(g: KeyForgeGame, iid: str, player: str, cites: list[str]) -> bool:
    """kf:glossary/control — the card moves to its new controller's side (a creature to a
    flank the active player chooses); the most recent control effect wins."""
    from .play import enter_battleline

    if g.controller(iid) == player or not g.in_play(iid):
        return False
    where = g.zone_of(iid)
    g.state.set(f"cards.{iid}.controller", player)
    from .kho_houses import control_changed

    control_changed(g, iid, player)  # "while under your control, it belongs to house X" ends
    if where[1] == "upgrade":
        g.record("control", cites + [R.CONTROL], M("{player} übernimmt {card}", player=player, card=g.name(iid)))
        return True
    take_out(g, iid)
    if where[1] == "artifacts":
        put(g, iid, player, "artifacts")
        g.record(
            "control",
            cites + [R.CONTROL],
            M("{player} übernimmt die Kontrolle über {card}", player=player, card=g.name(iid)),
        )
        return True
    g.record(
        "control",
        cites + [R.CONTROL],
        M("{player} übernimmt die Kontrolle über {card}", player=player, card=g.name(iid)),
    )
    enter_battleline(g, iid, player, None, None, [R.CONTROL])
    return True


def owner_hand_instead(g: KeyForgeGame, iid: str, cites: list[str]) -> bool:
    """A card that an effect put into an archive that is not its owner's, saying that if it
    would leave that archive it goes to its owner's hand instead (kf:errata/cota-175: "Jeśli
    któreś z tych stworzeń opuści Twoje archiwum, zamiast tego trafia na rękę właściciela"),
    goes to its owner's hand — however it would leave: discarded, purged, put into a deck
    or into play, taken into a hand (kf:glossary/archives, kf:glossary/replacement-effects).
    True if it was moved so; the caller's own move does not happen."""
    where = g.zone_of(iid)
    if not (where and where[1] == "archives" and g.card(iid).get("to_owner_hand")):
        return False
    owner, errata = g.owner(iid), g.card(iid)["to_owner_hand"]
    take_out(g, iid)
    g.state.set(f"cards.{iid}.to_owner_hand", False)
    put(g, iid, owner, "hand")
    g.record(
        "to-owner-hand",
        cites + [R.ARCHIVES, R.REPLACEMENT_EFFECTS] + (errata if isinstance(errata, list) else []),
        M("{card} würde das Archiv von {where} verlassen und kommt stattdessen auf die Hand von {owner}",
          card=g.name(iid), where=where[0], owner=owner),
    )
    return True


def leave_archives(g: KeyForgeGame, iid: str, to_zone: str, cites: list[str]) -> str:
    """A card leaves an archive to its owner's ``to_zone``; one its effect marked goes to its
    owner's hand instead (``owner_hand_instead``, kf:errata/cota-175). Returns where it went."""
    if owner_hand_instead(g, iid, cites):
        return "owner-hand"
    take_out(g, iid)
    put(g, iid, g.owner(iid), to_zone)
    return to_zone
