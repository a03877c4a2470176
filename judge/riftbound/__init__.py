"""Riftbound (German Core Rules): one module per section of the rulebook.

game objects and zones (``objects.py``, ``zones.py``, rb:100–183), the turn (``turn.py``,
rb:500–517), round states, priority and focus (``states.py``, rb:507–513, rb:528–531),
cleanups (``cleanup.py``, rb:518–526), the chain (``chain.py``, rb:532–544), showdowns
(``showdown.py``, rb:545–553), playing cards and activating abilities (``play.py``,
``costs.py``, rb:554–563, rb:576–581), abilities (``abilities.py``, rb:564–585), game
actions (``actions.py``, rb:586–607), movement (``movement.py``, rb:608–619), combat
(``combat.py``, rb:620–628), scoring (``scoring.py``, rb:629–633), deck construction
(``decks.py``, rb:101–103), and the card text interpreter (``effects.py``,
``targets.py``). Cards are data (``cards/``).
"""
