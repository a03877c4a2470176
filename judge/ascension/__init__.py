"""Ascension (German rulebook "Chroniken des Gottbezwingers"): modules follow the rulebook —
``game`` (setup, state), ``turn`` (Zugablauf, end of turn, Spielende, solitaire),
``center`` (acquiring, defeating, the center row and its order, banishing), ``effects``
(card verbs), ``cards/`` (the library as data)."""
