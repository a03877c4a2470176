"""German and English words of the trace's state changes (``web.change_text``): the sentence
templates of each path pattern, the zones cards move between, the labels of fields and the
words of values. Patterns: ``<P>`` a player, ``<C>`` a card instance, ``<B>`` a battlefield,
``<N>`` a position, ``<X>`` a name; ``game:pattern`` overrides a pattern for one game."""

from __future__ import annotations

#: engine bookkeeping that means nothing to a judge (still in the raw changes)
HIDDEN = {"seq", "effect_seq", "agenda", "shuffles", "showdowns", "groups", "played_this_turn", "turn.done",
          "turn.step_actions", "turn.step_ended", "turn.played_or_discarded", "priority.passes", "focus.passes",
          "cards.<C>.zid", "cards.<C>.played_turn", "cards.<C>.group", "cards.<C>.hidden_turn"}
DEFAULTS = (0, False, "", None)

# list zones: (German "to", German "from", article "to", article "from", English "to", English "from");
# {p}: the owner's possessive ("alices", "alice's"), or the article where the owner is not known
ZONES = {
    "hand": ("auf {p} Hand", "von {p} Hand", "die", "der", "to {p} hand", "from {p} hand"),
    "deck": ("in {p} Deck", "aus {p} Deck", "das", "dem", "into {p} deck", "from {p} deck"),
    "discard": ("auf {p} Ablagestapel", "von {p} Ablagestapel", "den", "dem", "onto {p} discard pile", "from {p} discard pile"),
    "trash": ("in {p} Ablagestapel", "aus {p} Ablagestapel", "den", "dem", "into {p} trash", "from {p} trash"),
    "archives": ("in {p} Archiv", "aus {p} Archiv", "das", "dem", "into {p} archives", "from {p} archives"),
    "purged": ("zu {p} verbannten Karten", "von {p} verbannten Karten", "den", "den", "to {p} purged cards",
               "from {p} purged cards"),
    "battleline": ("in {p} Schlachtreihe", "aus {p} Schlachtreihe", "die", "der", "into {p} battleline", "from {p} battleline"),
    "artifacts": ("zu {p} Artefakten", "von {p} Artefakten", "den", "den", "to {p} artifacts", "from {p} artifacts"),
    "base": ("in {p} Basis", "aus {p} Basis", "die", "der", "to {p} base", "from {p} base"),
    "banish": ("in {p} Verbannung", "aus {p} Verbannung", "die", "der", "into {p} banishment", "from {p} banishment"),
    "runes": ("in {p} Runenbereich", "aus {p} Runenbereich", "den", "dem", "to {p} runes", "from {p} runes"),
    "rune_deck": ("in {p} Runendeck", "aus {p} Runendeck", "das", "dem", "into {p} rune deck", "from {p} rune deck"),
    "legend": ("in {p} Legendenzone", "aus {p} Legendenzone", "die", "der", "to {p} legend zone", "from {p} legend zone"),
    "champion": ("in {p} Champion-Zone", "aus {p} Champion-Zone", "die", "der", "to {p} champion zone",
                 "from {p} champion zone"),
    "played": ("in {p} Spielbereich", "aus {p} Spielbereich", "den", "dem", "into {p} play area", "from {p} play area"),
    "constructs": ("zu {p} Konstrukten", "von {p} Konstrukten", "den", "den", "to {p} constructs", "from {p} constructs"),
    "champions": ("zu {p} Champions", "von {p} Champions", "den", "den", "to {p} champions", "from {p} champions"),
    "fast_played": ("zu {p} schnell ausgespielten Karten", "von {p} schnell ausgespielten Karten", "den", "den",
                    "to {p} fast-played cards", "from {p} fast-played cards"),
    "chain": ("auf die Kette", "von der Kette", "", "", "onto the chain", "off the chain"),
    "row": ("in die zentrale Auslage", "aus der zentralen Auslage", "", "", "into the center row", "from the center row"),
    "center_deck": ("in den zentralen Nachziehstapel", "aus dem zentralen Nachziehstapel", "", "", "into the center deck",
                    "from the center deck"),
    "void": ("in die Leere", "aus der Leere", "", "", "into the Void", "from the Void"),
    "always": ("in den Vorrat", "aus dem Vorrat", "", "", "to the supply", "from the supply"),
    "samael": ("zu Samaels Karten", "von Samaels Karten", "", "", "to Samael's cards", "from Samael's cards"),
    "gone": ("aus dem Spiel", "", "", "", "out of the game", ""),
}
#: list paths outside ``players.<P>.*`` that are zones; ``cards.<C>.zone`` values that name another zone key
ZONE_PATHS = {"center.row": "row", "center.row.<N>": "row", "center.deck": "center_deck", "center.void": "void",
              "gone": "gone", "samael.cards": "samael"}
ZONE_VALUES = {"center": "row", "center-deck": "center_deck", "nowhere": None}


def _counts(who: str, prefix: str, table: dict) -> dict:
    """Counts: "<who>: <label> <before> → <after>"."""
    return {f"{prefix}.{k}": (f"{who}: {de} {{b}} → {{a}}", f"{who}: {en} {{b}} → {{a}}") for k, (de, en) in table.items()}


def _states(table: dict) -> dict:
    """A card's yes/no state: "<card> ist X" / "<card> ist nicht mehr X"."""
    return {f"cards.<C>.{k}": (f"{{card}} ist {de}", f"{{card}} is {en}", f"{{card}} ist nicht mehr {de}",
                               f"{{card}} is no longer {en}") for k, (de, en) in table.items()}


# path pattern → (German, English[, German when off, English when off]); "off": the value becomes
# null/false, or items leave a list. {p} player, {card} card, {bf} battlefield, {n} position, {x} a
# name in the path, {b}/{a} before/after, {items} a list's items, {k} a key, {ad[…]} a field after
PATTERNS: dict[str, tuple[str, ...]] = {
    **_counts("{p}", "players.<P>", {
        "amber": ("Æmber", "Æmber"), "keys": ("geschmiedete Schlüssel", "forged keys"), "chains": ("Ketten", "chains"),
        "creatures_destroyed": ("in diesem Zug zerstörte Kreaturen", "creatures destroyed this turn"),
        "score": ("Punkte", "points"), "pool": ("Runenpool", "rune pool"), "pool.energy": ("Energie im Runenpool",
        "energy in the rune pool"), "played": ("in diesem Zug gespielte Karten", "cards played this turn"),
        "honor": ("Ehre", "honor"), "runes": ("Runen", "runes"), "power": ("Stärke", "power"),
        "health": ("Lebenspunkte", "health"), "mastery": ("Erfahrung", "mastery"), "gems": ("Kristalle", "gems")}),
    **_counts("{card}", "cards.<C>", {
        "damage": ("Schaden", "damage"), "power_counters": ("Stärkemarker", "power counters"), "buff": ("Buff", "buff"),
        "amber": ("Æmber auf der Karte", "æmber on the card"),
        "armor_used": ("in diesem Zug verbrauchte Rüstung", "armor used this turn")}),
    **_counts("{card}", "champion_damage", {"<C>": ("Schaden", "damage")}),
    **_counts("Samael", "samael", {"honor": ("Ehre", "honor")}),
    **_states({"stunned": ("betäubt", "stunned"), "enraged": ("wütend", "enraged"), "ward": ("beschützt", "warded"),
               "marked": ("zum Zerstören markiert", "marked for destruction")}),
    "shards:players.<P>.power": ("{p}: Macht {b} → {a}", "{p}: power {b} → {a}"),
    "players.<P>.pool.power.<X>": ("{p}: {x}-Power im Runenpool {b} → {a}", "{p}: {x} power in the rune pool {b} → {a}"),
    "players.<P>.house": ("Aktive Fraktion von {p}: {a}", "{p}'s active house: {a}",
                          "{p} hat keine aktive Fraktion mehr", "{p} no longer has an active house"),
    "players.<P>.conquered": ("{p} hat in diesem Zug erobert", "{p} has conquered this turn",
                              "{p} hat in diesem Zug noch nicht erobert", "{p} has not conquered this turn"),
    "players.<P>.scored": ("{p} hat in diesem Zug gepunktet an: {items}", "{p} scored this turn at: {items}",
                           "{p}: Wertung zurückgesetzt für {items}", "{p}: scoring reset for {items}"),
    "players.<P>.used": ("{p} benutzt {items}", "{p} uses {items}", "Wieder benutzbar: {items}", "Can be used again: {items}"),
    "players.<P>.watch": ("Ein Effekt von {items} wartet auf seinen Auslöser", "An effect of {items} waits for its trigger",
                          "Der wartende Effekt von {items} endet", "The waiting effect of {items} ends"),
    "players.<P>.activated": ("{p} aktiviert {items}", "{p} activates {items}", "Wieder aktivierbar: {items}",
                              "Can be activated again: {items}"),
    "players.<P>.eliminated": ("{p} scheidet aus", "{p} is eliminated", "{p} ist wieder im Spiel", "{p} is back in the game"),
    "players.<P>.focus_used": ("{p} hat in diesem Zug fokussiert", "{p} has focused this turn", "{p} kann wieder fokussieren",
                               "{p} may focus again"),
    "players.<P>.infinite": ("{p} hat in diesem Zug unbegrenzte Macht", "{p} has unlimited power this turn",
                             "{p} hat keine unbegrenzte Macht mehr", "{p} no longer has unlimited power"),
    "decks.<P>": ("Deck von {p} regelkonform: {ad[legal]}", "{p}'s deck legal: {ad[legal]}"),
    "cards.<C>": ("Neue Karte: {card}", "New card: {card}", "{card} hört auf zu existieren", "{card} ceases to exist"),
    "cards.<C>.exhausted": ("{card} ist erschöpft", "{card} is exhausted", "{card} ist spielbereit", "{card} is ready"),
    "cards.<C>.elusive_used": ("{card}: Schwer zu fassen ist für diesen Zug verbraucht", "{card}: Elusive is used up this turn",
                               "{card}: Schwer zu fassen gilt wieder", "{card}: Elusive applies again"),
    "cards.<C>.controller": ("{card} wird jetzt von {a} kontrolliert", "{card} is now controlled by {a}",
                             "{card} wird von niemandem kontrolliert", "{card} is controlled by nobody"),
    "cards.<C>.owner": ("{card} gehört jetzt {a}", "{card} now belongs to {a}", "{card} gehört niemandem mehr",
                        "{card} no longer belongs to anyone"),
    "cards.<C>.attached_to": ("{card} ist jetzt an {a} angelegt", "{card} is now attached to {a}",
                              "{card} ist nicht mehr an {b} angelegt", "{card} is no longer attached to {b}"),
    "cards.<C>.held_by": ("{card} wird von {a} festgehalten", "{card} is held by {a}",
                          "{card} wird nicht mehr von {b} festgehalten", "{card} is no longer held by {b}"),
    "cards.<C>.copy_of": ("{card} ist jetzt eine Kopie von {a}", "{card} is now a copy of {a}",
                          "{card} ist keine Kopie mehr", "{card} is no longer a copy"),
    "cards.<C>.copy_house": ("{card} gehört als Kopie zur Fraktion {a}", "{card} belongs to house {a} as a copy",
                             "{card} gehört als Kopie zu keiner anderen Fraktion mehr", "{card} takes no house as a copy"),
    "cards.<C>.upgrades": ("An {card} angelegt: {items}", "Attached to {card}: {items}",
                           "Nicht mehr an {card} angelegt: {items}", "No longer attached to {card}: {items}"),
    "cards.<C>.under": ("Unter {card} liegt jetzt: {items}", "Now under {card}: {items}",
                        "Nicht mehr unter {card}: {items}", "No longer under {card}: {items}"),
    "cards.<C>.tokens": ("{card}: Marker „{k}“ {b} → {a}", "{card}: {k} tokens {b} → {a}"),
    "cards.<C>.to_owner_hand": ("{card} kommt auf die Hand seines Besitzers, falls es das Archiv verlässt",
                                "{card} goes to its owner's hand if it leaves the archives",
                                "{card}: Rückkehr auf die Hand des Besitzers gilt nicht mehr",
                                "{card}: the return to its owner's hand no longer applies"),
    "cards.<C>.role": ("{card} ist {a}", "{card} is {a}", "{card} ist nicht mehr {b}", "{card} is no longer {b}"),
    "cards.<C>.paid": ("{card}: zusätzliche Kosten – {a}", "{card}: additional costs – {a}"),
    "battlefields.<B>.controller": ("{a} kontrolliert jetzt {bf}", "{a} now controls {bf}",
                                    "{bf} wird von niemandem mehr kontrolliert", "Nobody controls {bf} any more"),
    "battlefields.<B>.contested": ("{bf} ist umkämpft (durch {a})", "{bf} is contested (by {a})",
                                   "{bf} ist nicht mehr umkämpft", "{bf} is no longer contested"),
    "battlefields.<B>.combat": ("Kampf auf {bf}: {a}", "Combat at {bf}: {a}", "Der Kampf auf {bf} ist vorbei",
                                "Combat at {bf} is over"),
    "battlefields.<B>.hidden": ("Verdeckt auf {bf}: {a}", "Hidden at {bf}: {a}", "Auf {bf} liegt {b} nicht mehr verdeckt",
                                "{b} is no longer hidden at {bf}"),
    "battlefields.<B>.card": ("{bf}: Karte {b} → {a}", "{bf}: card {b} → {a}"),
    "priority": ("Priorität: {ad[holder]}", "Priority: {ad[holder]}", "Niemand hat mehr Priorität",
                 "Nobody holds priority any more"),
    "priority.holder": ("Priorität geht an {a}", "Priority passes to {a}", "Niemand hat Priorität", "Nobody holds priority"),
    "priority.players": ("Jetzt an der Priorität beteiligt: {items}", "Now taking part in priority: {items}",
                         "Nicht mehr an der Priorität beteiligt: {items}", "No longer taking part in priority: {items}"),
    "focus": ("Fokus: {ad[holder]}", "Focus: {ad[holder]}", "Niemand hat mehr den Fokus", "Nobody holds focus any more"),
    "focus.holder": ("Fokus geht an {a}", "Focus passes to {a}", "Niemand hat den Fokus", "Nobody holds focus"),
    "focus.players": ("Jetzt am Fokus beteiligt: {items}", "Now taking part in focus: {items}",
                      "Nicht mehr am Fokus beteiligt: {items}", "No longer taking part in focus: {items}"),
    "chain": ("Auf die Kette: {items}", "Onto the chain: {items}", "Von der Kette: {items}", "Off the chain: {items}"),
    "showdown": ("Showdown auf {ad[battlefield]} beginnt", "Showdown at {ad[battlefield]} begins", "Der Showdown endet",
                 "The showdown ends"),
    "combat": ("Kampf auf {ad[battlefield]}: {ad[attacker]} greift an, {ad[defender]} verteidigt",
               "Combat at {ad[battlefield]}: {ad[attacker]} attacks, {ad[defender]} defends", "Der Kampf endet",
               "The combat ends"),
    "turn": ("Zug {ad[number]} beginnt, am Zug ist {ad[player]}", "Turn {ad[number]} begins, {ad[player]} to play"),
    "turn.number": ("Zug {a} beginnt", "Turn {a} begins"),
    "turn.player": ("{a} ist am Zug", "It is {a}'s turn"),
    "turn.active_player": ("{a} ist am Zug", "It is {a}'s turn"),
    "turn.step": ("Nächster Zugschritt: {a}", "Next step: {a}"),
    "turn.phase": ("Nächste Phase: {a}", "Next phase: {a}"),
    "turn.forged": ("In diesem Zug geschmiedete Schlüssel {b} → {a}", "Keys forged this turn {b} → {a}"),
    "turn.uses": ("{k} wurde in diesem Zug {a}-mal gespielt oder verwendet", "{k} was played or used {a} time(s) this turn",
                  "Benutzungen dieses Zuges zurückgesetzt", "This turn's uses reset"),
    "turn.excluded": ("Ausgenommen in diesem Zug: {items}", "Excluded this turn: {items}",
                      "Nicht mehr ausgenommen: {items}", "No longer excluded: {items}"),
    "winner": ("{a} gewinnt das Spiel", "{a} wins the game"),
    "game_over": ("Das Spiel ist vorbei", "The game is over"),
    "last_round": ("Die letzte Runde beginnt", "The last round begins"),
    "effects": ("Neuer andauernder Effekt von {items}", "New lasting effect from {items}",
                "Andauernder Effekt von {items} endet", "Lasting effect from {items} ends"),
    "effects.<N>.left": ("Andauernder Effekt {n}: noch {a}-mal", "Lasting effect {n}: {a} left"),
    "effects.<N>.used": ("Andauernder Effekt {n} ist verbraucht", "Lasting effect {n} is used up"),
    "effects.<N>.used_on": ("Andauernder Effekt {n} wirkt auf: {items}", "Lasting effect {n} applied to: {items}",
                            "Andauernder Effekt {n} wirkt nicht mehr auf: {items}", "Lasting effect {n} no longer on: {items}"),
    "invited": ("{ad[by]} lädt {ad[player]} ein", "{ad[by]} invites {ad[player]}", "Die Einladung endet",
                "The invitation ends"),
    "order": ("Neu in der Zugreihenfolge: {items}", "Joins the turn order: {items}",
              "Nicht mehr in der Zugreihenfolge: {items}", "Leaves the turn order: {items}"),
    "always.<X>": ("Vorrat {x}: {b} → {a}", "{x} supply: {b} → {a}"),
    "honor_pool": ("Ehrevorrat {b} → {a}", "Honor pool {b} → {a}"),
    "extra_turns": ("Zusatzzug für {items}", "Extra turn for {items}", "Zusatzzug von {items} genommen",
                    "Extra turn of {items} taken"),
    "final_honor": ("Endstand Ehre: {a}", "Final honor: {a}"),
    "champion_damage": ("{k}: Schaden {b} → {a}", "{k}: damage {b} → {a}", "Schaden an Champions entfernt",
                        "Damage on champions removed"),
}
#: patterns whose object values change key by key (one sentence per key)
BY_KEY = {"turn.uses", "cards.<C>.tokens", "champion_damage"}
#: field names for the neutral form "<label> <before> → <after>", and for an object's keys
LABELS = {
    "energy": ("Energie", "energy"), "power": ("Power", "power"), "legal": ("regelkonform", "legal"),
    "violations": ("Verstöße", "violations"), "hand": ("Hand", "hand"), "deck": ("Deck", "deck"),
    "discard": ("Ablagestapel", "discard pile"), "trash": ("Ablagestapel", "trash"), "units": ("Einheiten", "units"),
    "key_cost": ("Schlüsselkosten", "key cost"), "cards": ("Karten", "cards"), "row": ("Zentrale Auslage", "center row"),
    "card": ("Karte", "card"), "zone": ("Bereich", "zone"), "players": ("Spieler", "players"),
    "holder": ("bei", "with"), "first": ("zuerst", "first"), "number": ("Zug", "turn"), "player": ("Spieler", "player"),
    "phase": ("Phase", "phase"), "accelerate": ("Beschleunigen", "Accelerate"), "might": ("Macht", "might"),
    "battleline": ("Schlachtreihe", "battleline"), "artifacts": ("Artefakte", "artifacts"), "base": ("Basis", "base"),
}
WORDS = {  # values that are words: roles, combat states, choice keys
    "attacker": ("Angreifer", "an attacker"), "defender": ("Verteidiger", "a defender"),
    "pending": ("steht an", "pending"), "active": ("läuft", "under way"),
    "left": ("links", "left"), "right": ("rechts", "right"), "yes": ("ja", "yes"), "no": ("nein", "no"),
    "both": ("beide", "both"), "none": ("keine", "none"), "done": ("fertig", "done"), "skip": ("auslassen", "skip"),
}
RUNES_DE = {"Fury Rune": "Wut-Rune", "Calm Rune": "Ruhe-Rune", "Mind Rune": "Geistes-Rune", "Body Rune": "Körper-Rune",
            "Chaos Rune": "Chaos-Rune", "Order Rune": "Ordnungs-Rune"}  # the basic runes as the German rules name them
DOMAINS = {"fury": ("Wut", "Fury"), "calm": ("Ruhe", "Calm"), "mind": ("Geist", "Mind"), "body": ("Körper", "Body"),
           "chaos": ("Chaos", "Chaos"), "order": ("Ordnung", "Order")}
