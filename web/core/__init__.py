"""What the JSON API (``web.api``) and the HTML pages (``web.pages``) both use; nothing here
registers a route or renders a template.

- ``data``: read-side helpers over the rules index — FAQ entries, rule titles, ask (with
  ``ask_cards``: a question naming a real card leads with that card);
- ``engine``: resolve, explore and regress scenario documents, every failure turned into data;
- ``builtin``: the built-in scenario files (listing, reading by path, which replays an FAQ entry);
- ``exercised``: which built-in scenarios' traces apply a rule (built in the background at start);
- ``warmup``: what the service loads before it answers (gunicorn's master, ``judge serve``);
- ``graph_svg``: a rule's citation neighbourhood as SVG, and ``rule_href`` (a rule page's address);
- ``card_text``: printed card facts as shown (icons drawn, set names);
- ``cards``: finding cards of every game and laying one out, by its game's view:
  ``cards_keyforge``, ``cards_riftbound``, ``cards_deckbuilding`` (Ascension, Shards of Infinity);
- ``decks``: the Riftbound deck check behind the deck page and its API.

A helper only the pages use belongs in ``web.pages``, one only the API uses in ``web.api``;
it moves here when the other side needs it too.
"""
