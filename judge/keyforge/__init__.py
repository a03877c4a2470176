"""The KeyForge engine. Modules follow the rulebook: ``turn`` (the five steps), ``play``,
``use`` (reap, fight, action/omni), ``damage``, ``destroyed``, ``amber`` (gain, steal,
capture, forge), ``keywords``, ``abilities``/``verbs`` (card abilities), ``cards/``
(card definitions as data), ``rules`` (every cited rule ID). ``runner.resolve`` runs a
scenario."""
