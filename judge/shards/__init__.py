"""Shards of Infinity (German rulebook): modules follow the rulebook — ``game`` (state),
``play`` (Spielphase: play, activate, recruit, fast-play, focus), ``combat`` (attacking
champions and players, shields), ``turn`` (Schlussphase), ``effects`` (card verbs),
``cards/`` (the library as data)."""
