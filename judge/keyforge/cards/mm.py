"""Mass Mutation (MM): what the cards do, in our card format.

Printed facts come from the vendored card file (see library.py); each entry adds only
behaviour, with a comment in our own words.
"""

from __future__ import annotations

CARDS: dict[str, dict] = {}
