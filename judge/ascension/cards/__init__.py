"""Ascension cards: the built-in library (``cards.json``) and its verbs (``judge.ascension.effects``)."""
