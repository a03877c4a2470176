"""KeyForge's timing windows and ability triggers by name (kf:rules/timing-chart, kf:glossary/play,
kf:glossary/reap, …): the engine's codes ("play", "after-house-chosen") said as the German and
Polish cards and timing chart name them ("Spielen", "Po wybraniu domu"); English keeps the codes,
as the English pages always showed them. ``window_words`` is the game's hook the kernel calls when
it names a window; ``trigger_label`` names a waiting ability ("<card> – Spielen")."""

from __future__ import annotations

from typing import Any

from judge.i18n import Text

from .i18n import MP, M

WINDOWS: dict[str, Text] = {
    "play": MP("KeyForge window", "Spielen"), "reap": MP("KeyForge window", "Ernten"),
    "fight": MP("KeyForge window", "Kampf"), "destroyed": MP("KeyForge window", "Zerstört"),
    "before-fight": MP("KeyForge window", "Vor dem Kampf"), "action": MP("KeyForge window", "Aktion"),
    "omni": MP("KeyForge window", "Universell"), "leaves-play": MP("KeyForge window", "Verlässt das Spiel"),
    "enters-play": MP("KeyForge window", "Kommt ins Spiel"),
    "start-of-turn": MP("KeyForge window", "Zu Beginn des Zuges"),
    "end-of-turn": MP("KeyForge window", "Am Ende des Zuges"),
    "after-creature-destroyed": MP("KeyForge window", "Nachdem eine Kreatur zerstört wurde"),
    # the same words as after-creature-destroyed, another code in English
    "after-destroyed": MP("KeyForge window: after-destroyed", "Nachdem eine Kreatur zerstört wurde"),
    "after-card-played": MP("KeyForge window", "Nachdem eine Karte gespielt wurde"),
    "after-action-played": MP("KeyForge window", "Nachdem eine Aktionskarte gespielt wurde"),
    "after-aember-reaped": MP("KeyForge window", "Nachdem Æmber geerntet wurde"),
    "after-creature-reaps": MP("KeyForge window", "Nachdem eine Kreatur geerntet hat"),
    "after-creature-fights": MP("KeyForge window", "Nachdem eine Kreatur gekämpft hat"),
    "after-house-chosen": MP("KeyForge window", "Nachdem eine Fraktion gewählt wurde"),
    "after-key-forged": MP("KeyForge window", "Nachdem ein Schlüssel geschmiedet wurde"),
    "after-armor-prevents": MP("KeyForge window", "Nachdem Rüstung Schaden verhindert hat"),
    "after-creature-enters-play": MP("KeyForge window", "Nachdem eine Kreatur ins Spiel gekommen ist"),
    "after-bonus-icon-damage": MP("KeyForge window", "Nachdem ein Bonussymbol Schaden zugefügt hat"),
    "after-used": MP("KeyForge window", "Nachdem eine Karte benutzt wurde"),
}  # fmt: skip


def window_words(code: str) -> Text | str:
    """A window or trigger by its name in each language; a code without one stays the code."""
    return WINDOWS.get(code, code)


def trigger_label(card: Any, trigger: str, suffix: str = "") -> Text:
    """A waiting ability: its card and its trigger ("<card> – Spielen"; English "<card> – play")."""
    return M("{card} – {trigger}{suffix}", card=card, trigger=window_words(trigger), suffix=suffix)
