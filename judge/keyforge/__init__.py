"""The KeyForge engine. Modules follow the rulebook: ``turn`` (the five steps, choosing a
house, taking archives), ``play`` (playing cards, upgrades, deploy, bonus icons),
``restrictions`` (house, first-turn rule, Alpha, Omega, rule of six), ``use`` (reap,
fight, action/omni, using cards through abilities), ``damage``, ``destroyed``, ``zones``
(leaving play, control, purge/holds, archives), ``amber`` (gain, steal, capture, forge,
key cost), ``keywords``, ``text`` (what a card has now: blanking, upgrades, gained
abilities, power, armor), ``lasting`` (lasting effects), ``abilities``/``verbs``/
``verbs_cards`` (card abilities), ``select`` (targets, amounts, conditions),
``vocabulary`` (the card format's words and their validation), ``cards/`` (card
definitions as data), ``rules`` (every cited rule ID). ``runner.resolve`` runs a scenario."""
