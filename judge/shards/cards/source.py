"""Shards of Infinity's entry in the card registry (``judge.cardgames``): the base set's cards
found, listed and told by the deck-building family's card source."""

from judge.deckbuilding.card_source import DeckbuildingCards

CARDS = DeckbuildingCards("shards", "soi", "Shards of Infinity",
                          ("Shards of Infinity (Grundspiel)", "Shards of Infinity (base set)"),
                          "judge.shards.cards.library")
