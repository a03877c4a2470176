"""Families of clauses the compiler reads, each a grammar fragment (``grammar/<name>.lark``,
alternatives added to the core rules with ``%extend``) and a transformer mixin
(``families/<name>.py``, class ``Rules``). The core grammar (``grammar/core.lark``) and
``transform.ToFormat`` hold what every family shares: sentences, clauses, targets,
amounts, conditions.

* amber    — æmber and keys: gain, lose, steal, capture, exalt, chains, forge, key costs
* damage   — damage, healing, creature states and counters, destroying and sacrificing
* zones    — cards between zones: draw, discard, archive, purge, return, shuffle, look, play
* constant — constant abilities, watchers ("after …", "each time …") and lasting effects
* replace  — replacement effects: "If …, <effect> instead"
* gained   — keywords and quoted abilities given together or for a while (lasting "modify")
* fighting — fight damage other than power, "cannot fight or reap", lasting "cannot be used"
* control  — taking and giving control of cards
* phrasing — other phrasings: what was destroyed this turn, "you may use/play ... this turn",
             "if <condition>, destroy <this card>" as a constant ability
* keys     — what a key costs: constant key costs, "keys cost … during their next turn"
* decks    — searching a deck and discard pile, shuffling a deck
* notes    — text in parentheses that carries rules (the reminder text of keywords is dropped, text.py)
* houses   — "that house" in effects on the opponent's choice of house; houses counted
* armor    — armor and damage prevention: "this damage cannot be prevented by armor"
* counters — tokens only cards name (doom, growth, …) and +1 power counters
* hand     — the hand size of the draw step: "refill your hand to 1 additional card"
* numbers  — "choose a number" and "that number"
* kca      — phrasings of CotA/AoA cards the engine acts on already (watchers, lasting effects, statics)
* kwa      — Worlds Collide phrasings: cards named by other cards, exalting twice or to repeat the
             preceding effect, flank watchers, steal-to-capture, copies, an artifact in the battleline
* kwb      — Worlds Collide shapes: the granting card named in a quoted ability, attaching upgrades
* kmm      — Mass Mutation shapes: "while <player condition>, …", "if you do," before a lasting effect,
             æmber to the opponent's pool, "at the end of each turn", houses of the chosen card
* kcc      — the rest of Call of the Archons: per-player counts of what happened "this way", control until a
             card leaves play, repeating as often as you like, "an artifact or flank creature"
* kga      — abilities gained in quotes (constant ones too) and "as if": æmber on cards spent as if in the pool
* kho      — houses: a card's house changed or added ("belongs to house X", "belongs to all houses")
* kab      — Age of Ascension shapes: "this creature" an action chose, a watcher's own condition, cards
             discarded/returned "this way", creatures to one side in the battleline, "cannot be used",
             "must fight when used", "while attacking", "attacks and destroys", a total power to sacrifice
* kwc      — Worlds Collide shapes (third list): "not counting" the card itself, cards shuffled into your deck
* kmc      — Mass Mutation shapes, the set's last list: æmber captured "distributed among" creatures,
             "the most powerful" read against the defender or a player's creatures, …
* kxw      — WC/MM shapes left by earlier rounds: all æmber of a creature to the opponent's pool, "you are
             haunted", "purge X and Y" (chosen in turn, purged together)
* kxa      — the hardest CotA/AoA cards: æmber spent "when forging keys", "the first time … used this turn",
             a creature unusable until its controller discarded, hands discarded and refilled, a lasting gain on
             "up to N" creatures and fighting with them in turn, "for each" per creature, cards played from the
             discard pile or archives, a repeat by the opponent "on you", "can only fight", "each creature you play"
"""

from __future__ import annotations

FAMILIES = ("amber", "damage", "zones", "constant", "replace", "gained", "fighting", "control", "phrasing", "keys",
            "decks", "notes", "houses", "armor", "counters", "hand", "numbers", "kca", "kwa", "kwb", "kmm", "kho", "kab",
            "kwc", "kmc", "kcc", "kga", "kxw", "kxa")
