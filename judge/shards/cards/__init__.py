"""Shards of Infinity cards: the built-in library (``cards.json``) and its verbs (``judge.shards.effects``)."""
