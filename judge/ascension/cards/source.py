"""Ascension's entry in the card registry (``judge.cardgames``): the base set's cards found,
listed and told by the deck-building family's card source."""

from judge.deckbuilding.card_source import DeckbuildingCards

CARDS = DeckbuildingCards("ascension", "asc", "Ascension",
                          ("Chroniken des Gottbezwingers", "Chronicle of the Godslayer"),
                          "judge.ascension.cards.library")
