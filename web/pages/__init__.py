"""The HTML pages for people: server-rendered Jinja2 (autoescaped; JavaScript only as an
enhancement), one module per page family, each a Flask ``Blueprint``, with the view models
its templates render beside it. Templates stay in ``web/templates/`` and scripts and styles
in ``web/static/`` (Flask's places); the words in ``web/i18n``.

- ``rules``: home, ask, search, the rules tree, a rule, the FAQ — and, for every page, the
  choice of the interface's language and the helpers every template gets;
  ``rules_views`` (their view models), ``crossrefs`` (a rule text's references as links),
  ``differs`` (the notes where the KeyForge editions differ, in the interface's language);
- ``scenario``: the scenario editor (``/scenario``) and the trace view (``/trace``);
  ``scenario_views`` (board, timeline, explorer outcomes) with each game's board beside it
  (``views_riftbound``, ``views_deckbuilding``; KeyForge's is in ``scenario_views``),
  ``trace_text`` (the trace's explanations in the interface's language), ``change_text`` (a
  step's state changes as sentences), ``jsonpos`` (an error's line in the editor);
- ``trace_print``: the printable ruling (``/trace/print``);
- ``builder``: the scenario builder (``/scenario/new``; its script is ``web/static/builder/``);
- ``cards``: the card pages (``/cards``, ``/cards/<key>``; each game's card view is in
  ``web.core``, which the cards API shares);
- ``decks``: the deck check (``/decks/check``);
- ``rulings``: ``/rulings`` (the readings taken where the documents conflict or leave gaps),
  and the links from a trace to a ruling;
- ``errors``: the HTML error pages.

A new page goes into its family's module (a new family: a new module with its ``Blueprint``,
listed in ``register_pages`` below, and its template in ``web/templates/``); a view model
only its pages use beside it here; what the API needs as well belongs in ``web.core``.
"""

from __future__ import annotations

from flask import Flask


def register_pages(app: Flask) -> None:
    """Every page family's blueprint on the app."""
    from .builder import builder_pages
    from .cards import card_pages
    from .decks import deck_pages
    from .rules import pages
    from .rulings import rulings_pages
    from .scenario import scenario_pages
    from .trace_print import print_pages

    for blueprint in (pages, scenario_pages, card_pages, rulings_pages, builder_pages, print_pages, deck_pages):
        app.register_blueprint(blueprint)
