"""Instructions the card compiler's units family needs beyond ``effects.py`` (registered with
``effects.verb``; loaded by ``effects.py``). Each verb names the rules it applies."""

from __future__ import annotations
