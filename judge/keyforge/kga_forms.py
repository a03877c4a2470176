"""A creature card played as an upgrade instead (constant ``kga_play_as_upgrade``).

"Explo-rover may be played as an upgrade instead of a creature, with the text: "This creature
gains skirmish."" — when the card is played (kf:glossary/play), its player chooses the form
(prompt ``play-as:<card>``: creature or upgrade; the upgrade only if there is a creature to attach it to,
kf:rules/upgrades: an upgrade that cannot be attached cannot enter play). Played as an upgrade, the
card is an upgrade of its house whose text is the quoted text (its printed æmber bonus and traits
stay: they are not its text): it enters play attached to a creature its player chooses
(kf:timing/play/put-into-play, kf:rules/upgrades), modifies that creature, and leaves play as any
upgrade does; out of play it is the creature card again (zones.leave_play clears ``kga_form``).
The reading is docs/rulings.md, KeyForge 60.

The form is a card definition of its own, made once per game from the printed one
(``g.defs["<name> (upgrade)"]``; ``cards.<id>.kga_form`` names it, ``KeyForgeGame.cdef`` reads it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules as R
from .cards.model import CardDef
from .i18n import M

if TYPE_CHECKING:
    from .game import KeyForgeGame


def check_form(form: object) -> None:
    """The card format of ``kga_play_as_upgrade``: the upgrade's text as constant abilities
    (``static``) and abilities (``abilities``), validated as an upgrade's."""
    if not isinstance(form, dict) or set(form) - {"static", "abilities"} or not (form.get("static") or form.get("abilities")):
        raise ValueError(f"kga_play_as_upgrade has the upgrade's static and/or abilities: {form!r}")
    CardDef.model_validate({"name": "upgrade form", "house": "logos", "type": "upgrade", **form})


def _form(g: KeyForgeGame, printed: CardDef, form: dict) -> str:
    key = f"{printed.name} (upgrade)"
    if key not in g.defs:
        cdef = CardDef.model_validate({
            "name": printed.name, "house": printed.house, "type": "upgrade", "amber": printed.amber,
            "bonus": list(printed.bonus), "traits": list(printed.traits), "names": dict(printed.names),
            "set": printed.set, "number": printed.number, "static": form.get("static", []),
            "abilities": form.get("abilities", []),
        })
        g.defs[key] = cdef
        g.printed_triggers |= set(cdef.abilities_by_trigger)
        g.any_statics = g.any_statics or bool(cdef.static)
    return key


def choose_form(g: KeyForgeGame, iid: str, player: str) -> None:
    """Before the card enters play: the player may play it as an upgrade (if there is a creature)."""
    printed = g.printed(iid)
    if printed.type != "creature" or g.card(iid).get("copy_of"):
        return
    forms = [s["kga_play_as_upgrade"] for s in printed.static if "kga_play_as_upgrade" in s]
    if not forms or not g.creatures():
        return
    answer = g.ask(
        f"play-as:{printed.name}",
        M("{name} als Kreatur oder als Aufwertung spielen?", name=printed.name), [("creature", "creature"), ("upgrade", "upgrade")],
        [R.PLAY, R.CONSTANT_ABILITIES],
        chooser=player,
    )
    if answer != "upgrade":
        return
    g.state.set(f"cards.{iid}.kga_form", _form(g, printed, forms[0]))
    g.record(
        "play-as-upgrade",
        [R.PLAY, R.UPGRADES, R.CONSTANT_ABILITIES],
        M("{player} spielt {name} als Aufwertung statt als Kreatur (mit dem Text der Karte in Anführungszeichen)",
          player=player, name=printed.name),
        actor=player,
    )
