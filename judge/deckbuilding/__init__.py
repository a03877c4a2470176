"""What deck-building games share (Ascension, Shards of Infinity): cards as data with
effects as small dicts, a board of piles per player and a center row refilled from a
center deck, drawing with a reshuffle of the discard pile, and a runner that plays a
scenario's actions and refuses an illegal one without half-applying it.

This package names no game and cites no rule of its own: every game passes the rule IDs
that govern each shared procedure (e.g. which rule says the discard pile is reshuffled),
so a trace step always cites the game's own document.
"""
