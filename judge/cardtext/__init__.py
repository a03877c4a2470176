"""From a card's printed text to a game's card format: what every game's text compiler
shares. It knows no game.

A game's compiler is a grammar (lark, Earley: a core file and one fragment per family of
clauses, ``grammar.Grammar``), a transformer made of one mixin per family, and the code that
cuts its text into sentences and assembles a definition. What it produces per card is a
``Compiled``: the definition and, per sentence, whether it compiled and why not. The same
honesty everywhere: a card counts as compiled only when every sentence compiles and the
definition validates; a sentence that does not compile is never guessed at.

Parsing with the Earley grammar takes tens of milliseconds a card, so the cards are compiled
ahead of time into a file shipped with the package (``store.Store``: the compiled cards, the
parse table, and two fingerprints saying what they were made from). ``coverage`` counts the
complete compiles per set and groups the sentences that do not compile.
"""

from .coverage import coverage
from .grammar import Grammar
from .result import Compiled, why_not
from .store import Store, StoreSpec

__all__ = ["Compiled", "Grammar", "Store", "StoreSpec", "coverage", "why_not"]
