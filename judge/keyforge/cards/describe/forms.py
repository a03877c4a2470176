"""The words a target is built of, one catalogue message per Polish form (tables written out in
full, every call a literal, so that ``pybabel extract`` finds every message).

German and English say a word the same way in every role; Polish inflects it: the noun of a
target (stworzenie, artefakt, ...) by case and number, the words before it that agree with it
(każdy, inny, wrogi, przyjazny, ...) by case, number and gender, and the cards an effect names
by their part in it ("ta karta", "tę kartę", "tej karcie", ...) by case. ``words.target`` picks
the form the role of the target needs (the ``role`` a verb gives it: nom, acc, gen, dat, ins, loc).
"""

from __future__ import annotations

from ...i18n import MP

CASES = ("nom", "acc", "gen", "dat", "ins", "loc")


def form(case: str, plural: bool, gender: str, many: bool) -> str:
    """The Polish form (a key of ``ADJECTIVES[...]``) of a word agreeing with a noun in ``case``;
    ``many``: a plural counted by a number that takes the genitive (5, 6, ..., 12, ...)."""
    if plural:
        if case in ("nom", "acc"):
            return "pl-gen" if many else "n-nom"
        return {"gen": "pl-gen", "loc": "pl-gen", "dat": "mn-ins", "ins": "pl-ins"}[case]
    if gender == "f":
        return {"nom": "f-nom", "acc": "f-acc", "ins": "f-acc"}.get(case, "f-gen")
    if case in ("nom", "acc"):
        return "m-nom" if gender == "m" else "n-nom"
    return {"gen": "mn-gen", "dat": "mn-dat"}.get(case, "mn-ins")


def noun_slot(case: str, plural: bool, many: bool) -> tuple[str, str]:
    """The slot of ``NOUNS`` a noun takes: a plural counted by 5 or more says the genitive."""
    if plural and many and case in ("nom", "acc"):
        return ("pl", "gen")
    return ("pl" if plural else "sg", case)


#: the kind of card a target names, in each Polish case and number (``noun_slot``): German and
#: English say the word the way the target always said it
NOUNS = {
    'creature': ('n', {
        ('sg', 'nom'): lambda: MP('target noun, singular nominative', 'Kreatur'),
        ('sg', 'acc'): lambda: MP('target noun, singular accusative', 'Kreatur'),
        ('sg', 'gen'): lambda: MP('target noun, singular genitive', 'Kreatur'),
        ('sg', 'dat'): lambda: MP('target noun, singular dative', 'Kreatur'),
        ('sg', 'ins'): lambda: MP('target noun, singular instrumental', 'Kreatur'),
        ('sg', 'loc'): lambda: MP('target noun, singular locative', 'Kreatur'),
        ('pl', 'nom'): lambda: MP('target noun, plural nominative', 'Kreatur'),
        ('pl', 'acc'): lambda: MP('target noun, plural accusative', 'Kreatur'),
        ('pl', 'gen'): lambda: MP('target noun, plural genitive', 'Kreatur'),
        ('pl', 'dat'): lambda: MP('target noun, plural dative', 'Kreatur'),
        ('pl', 'ins'): lambda: MP('target noun, plural instrumental', 'Kreatur'),
        ('pl', 'loc'): lambda: MP('target noun, plural locative', 'Kreatur'),
    }),
    'artifact': ('m', {
        ('sg', 'nom'): lambda: MP('target noun, singular nominative', 'Artefakt'),
        ('sg', 'acc'): lambda: MP('target noun, singular accusative', 'Artefakt'),
        ('sg', 'gen'): lambda: MP('target noun, singular genitive', 'Artefakt'),
        ('sg', 'dat'): lambda: MP('target noun, singular dative', 'Artefakt'),
        ('sg', 'ins'): lambda: MP('target noun, singular instrumental', 'Artefakt'),
        ('sg', 'loc'): lambda: MP('target noun, singular locative', 'Artefakt'),
        ('pl', 'nom'): lambda: MP('target noun, plural nominative', 'Artefakt'),
        ('pl', 'acc'): lambda: MP('target noun, plural accusative', 'Artefakt'),
        ('pl', 'gen'): lambda: MP('target noun, plural genitive', 'Artefakt'),
        ('pl', 'dat'): lambda: MP('target noun, plural dative', 'Artefakt'),
        ('pl', 'ins'): lambda: MP('target noun, plural instrumental', 'Artefakt'),
        ('pl', 'loc'): lambda: MP('target noun, plural locative', 'Artefakt'),
    }),
    'card': ('n', {
        ('sg', 'nom'): lambda: MP('target noun, singular nominative', 'Kreatur oder Artefakt'),
        ('sg', 'acc'): lambda: MP('target noun, singular accusative', 'Kreatur oder Artefakt'),
        ('sg', 'gen'): lambda: MP('target noun, singular genitive', 'Kreatur oder Artefakt'),
        ('sg', 'dat'): lambda: MP('target noun, singular dative', 'Kreatur oder Artefakt'),
        ('sg', 'ins'): lambda: MP('target noun, singular instrumental', 'Kreatur oder Artefakt'),
        ('sg', 'loc'): lambda: MP('target noun, singular locative', 'Kreatur oder Artefakt'),
        ('pl', 'nom'): lambda: MP('target noun, plural nominative', 'Kreatur oder Artefakt'),
        ('pl', 'acc'): lambda: MP('target noun, plural accusative', 'Kreatur oder Artefakt'),
        ('pl', 'gen'): lambda: MP('target noun, plural genitive', 'Kreatur oder Artefakt'),
        ('pl', 'dat'): lambda: MP('target noun, plural dative', 'Kreatur oder Artefakt'),
        ('pl', 'ins'): lambda: MP('target noun, plural instrumental', 'Kreatur oder Artefakt'),
        ('pl', 'loc'): lambda: MP('target noun, plural locative', 'Kreatur oder Artefakt'),
    }),
    'upgrade': ('n', {
        ('sg', 'nom'): lambda: MP('target noun, singular nominative', 'Aufwertung'),
        ('sg', 'acc'): lambda: MP('target noun, singular accusative', 'Aufwertung'),
        ('sg', 'gen'): lambda: MP('target noun, singular genitive', 'Aufwertung'),
        ('sg', 'dat'): lambda: MP('target noun, singular dative', 'Aufwertung'),
        ('sg', 'ins'): lambda: MP('target noun, singular instrumental', 'Aufwertung'),
        ('sg', 'loc'): lambda: MP('target noun, singular locative', 'Aufwertung'),
        ('pl', 'nom'): lambda: MP('target noun, plural nominative', 'Aufwertung'),
        ('pl', 'acc'): lambda: MP('target noun, plural accusative', 'Aufwertung'),
        ('pl', 'gen'): lambda: MP('target noun, plural genitive', 'Aufwertung'),
        ('pl', 'dat'): lambda: MP('target noun, plural dative', 'Aufwertung'),
        ('pl', 'ins'): lambda: MP('target noun, plural instrumental', 'Aufwertung'),
        ('pl', 'loc'): lambda: MP('target noun, plural locative', 'Aufwertung'),
    }),
}
#: a kind the tables do not know (German and Polish quote the card format's word)
OTHER_NOUN = ('f', {
    ('sg', 'nom'): lambda kind: MP('target noun of another kind, singular nominative', '„{kind}“', kind=kind),
    ('sg', 'acc'): lambda kind: MP('target noun of another kind, singular accusative', '„{kind}“', kind=kind),
    ('sg', 'gen'): lambda kind: MP('target noun of another kind, singular genitive', '„{kind}“', kind=kind),
    ('sg', 'dat'): lambda kind: MP('target noun of another kind, singular dative', '„{kind}“', kind=kind),
    ('sg', 'ins'): lambda kind: MP('target noun of another kind, singular instrumental', '„{kind}“', kind=kind),
    ('sg', 'loc'): lambda kind: MP('target noun of another kind, singular locative', '„{kind}“', kind=kind),
    ('pl', 'nom'): lambda kind: MP('target noun of another kind, plural nominative', '„{kind}“', kind=kind),
    ('pl', 'acc'): lambda kind: MP('target noun of another kind, plural accusative', '„{kind}“', kind=kind),
    ('pl', 'gen'): lambda kind: MP('target noun of another kind, plural genitive', '„{kind}“', kind=kind),
    ('pl', 'dat'): lambda kind: MP('target noun of another kind, plural dative', '„{kind}“', kind=kind),
    ('pl', 'ins'): lambda kind: MP('target noun of another kind, plural instrumental', '„{kind}“', kind=kind),
    ('pl', 'loc'): lambda kind: MP('target noun of another kind, plural locative', '„{kind}“', kind=kind),
})
#: the words before a target's noun that agree with it, in each Polish form (``FORMS``)
ADJECTIVES = {
    'each': {
        'm-nom': lambda rest: MP('target word, masculine singular nominative/accusative', 'jede {rest}', rest=rest),
        'n-nom': lambda rest: MP('target word, neuter singular nominative/accusative, plural nominative/accusative with 2-4', 'jede {rest}', rest=rest),
        'mn-gen': lambda rest: MP('target word, masculine/neuter singular genitive', 'jede {rest}', rest=rest),
        'mn-dat': lambda rest: MP('target word, masculine/neuter singular dative', 'jede {rest}', rest=rest),
        'mn-ins': lambda rest: MP('target word, masculine/neuter singular instrumental/locative, plural dative', 'jede {rest}', rest=rest),
        'f-nom': lambda rest: MP('target word, feminine singular nominative', 'jede {rest}', rest=rest),
        'f-acc': lambda rest: MP('target word, feminine singular accusative/instrumental', 'jede {rest}', rest=rest),
        'f-gen': lambda rest: MP('target word, feminine singular genitive/dative/locative', 'jede {rest}', rest=rest),
        'pl-gen': lambda rest: MP('target word, plural genitive/locative, nominative/accusative with 5 or more', 'jede {rest}', rest=rest),
        'pl-ins': lambda rest: MP('target word, plural instrumental', 'jede {rest}', rest=rest),
    },
    'other': {
        'm-nom': lambda rest: MP('target word, masculine singular nominative/accusative', 'andere {rest}', rest=rest),
        'n-nom': lambda rest: MP('target word, neuter singular nominative/accusative, plural nominative/accusative with 2-4', 'andere {rest}', rest=rest),
        'mn-gen': lambda rest: MP('target word, masculine/neuter singular genitive', 'andere {rest}', rest=rest),
        'mn-dat': lambda rest: MP('target word, masculine/neuter singular dative', 'andere {rest}', rest=rest),
        'mn-ins': lambda rest: MP('target word, masculine/neuter singular instrumental/locative, plural dative', 'andere {rest}', rest=rest),
        'f-nom': lambda rest: MP('target word, feminine singular nominative', 'andere {rest}', rest=rest),
        'f-acc': lambda rest: MP('target word, feminine singular accusative/instrumental', 'andere {rest}', rest=rest),
        'f-gen': lambda rest: MP('target word, feminine singular genitive/dative/locative', 'andere {rest}', rest=rest),
        'pl-gen': lambda rest: MP('target word, plural genitive/locative, nominative/accusative with 5 or more', 'andere {rest}', rest=rest),
        'pl-ins': lambda rest: MP('target word, plural instrumental', 'andere {rest}', rest=rest),
    },
    'damaged': {
        'm-nom': lambda rest: MP('target word, masculine singular nominative/accusative', 'beschädigte {rest}', rest=rest),
        'n-nom': lambda rest: MP('target word, neuter singular nominative/accusative, plural nominative/accusative with 2-4', 'beschädigte {rest}', rest=rest),
        'mn-gen': lambda rest: MP('target word, masculine/neuter singular genitive', 'beschädigte {rest}', rest=rest),
        'mn-dat': lambda rest: MP('target word, masculine/neuter singular dative', 'beschädigte {rest}', rest=rest),
        'mn-ins': lambda rest: MP('target word, masculine/neuter singular instrumental/locative, plural dative', 'beschädigte {rest}', rest=rest),
        'f-nom': lambda rest: MP('target word, feminine singular nominative', 'beschädigte {rest}', rest=rest),
        'f-acc': lambda rest: MP('target word, feminine singular accusative/instrumental', 'beschädigte {rest}', rest=rest),
        'f-gen': lambda rest: MP('target word, feminine singular genitive/dative/locative', 'beschädigte {rest}', rest=rest),
        'pl-gen': lambda rest: MP('target word, plural genitive/locative, nominative/accusative with 5 or more', 'beschädigte {rest}', rest=rest),
        'pl-ins': lambda rest: MP('target word, plural instrumental', 'beschädigte {rest}', rest=rest),
    },
    'exhausted': {
        'm-nom': lambda rest: MP('target word, masculine singular nominative/accusative', 'erschöpfte {rest}', rest=rest),
        'n-nom': lambda rest: MP('target word, neuter singular nominative/accusative, plural nominative/accusative with 2-4', 'erschöpfte {rest}', rest=rest),
        'mn-gen': lambda rest: MP('target word, masculine/neuter singular genitive', 'erschöpfte {rest}', rest=rest),
        'mn-dat': lambda rest: MP('target word, masculine/neuter singular dative', 'erschöpfte {rest}', rest=rest),
        'mn-ins': lambda rest: MP('target word, masculine/neuter singular instrumental/locative, plural dative', 'erschöpfte {rest}', rest=rest),
        'f-nom': lambda rest: MP('target word, feminine singular nominative', 'erschöpfte {rest}', rest=rest),
        'f-acc': lambda rest: MP('target word, feminine singular accusative/instrumental', 'erschöpfte {rest}', rest=rest),
        'f-gen': lambda rest: MP('target word, feminine singular genitive/dative/locative', 'erschöpfte {rest}', rest=rest),
        'pl-gen': lambda rest: MP('target word, plural genitive/locative, nominative/accusative with 5 or more', 'erschöpfte {rest}', rest=rest),
        'pl-ins': lambda rest: MP('target word, plural instrumental', 'erschöpfte {rest}', rest=rest),
    },
    'enemy': {
        'm-nom': lambda rest: MP('target word, masculine singular nominative/accusative', 'feindliche {rest}', rest=rest),
        'n-nom': lambda rest: MP('target word, neuter singular nominative/accusative, plural nominative/accusative with 2-4', 'feindliche {rest}', rest=rest),
        'mn-gen': lambda rest: MP('target word, masculine/neuter singular genitive', 'feindliche {rest}', rest=rest),
        'mn-dat': lambda rest: MP('target word, masculine/neuter singular dative', 'feindliche {rest}', rest=rest),
        'mn-ins': lambda rest: MP('target word, masculine/neuter singular instrumental/locative, plural dative', 'feindliche {rest}', rest=rest),
        'f-nom': lambda rest: MP('target word, feminine singular nominative', 'feindliche {rest}', rest=rest),
        'f-acc': lambda rest: MP('target word, feminine singular accusative/instrumental', 'feindliche {rest}', rest=rest),
        'f-gen': lambda rest: MP('target word, feminine singular genitive/dative/locative', 'feindliche {rest}', rest=rest),
        'pl-gen': lambda rest: MP('target word, plural genitive/locative, nominative/accusative with 5 or more', 'feindliche {rest}', rest=rest),
        'pl-ins': lambda rest: MP('target word, plural instrumental', 'feindliche {rest}', rest=rest),
    },
    'friendly': {
        'm-nom': lambda rest: MP('target word, masculine singular nominative/accusative', 'befreundete {rest}', rest=rest),
        'n-nom': lambda rest: MP('target word, neuter singular nominative/accusative, plural nominative/accusative with 2-4', 'befreundete {rest}', rest=rest),
        'mn-gen': lambda rest: MP('target word, masculine/neuter singular genitive', 'befreundete {rest}', rest=rest),
        'mn-dat': lambda rest: MP('target word, masculine/neuter singular dative', 'befreundete {rest}', rest=rest),
        'mn-ins': lambda rest: MP('target word, masculine/neuter singular instrumental/locative, plural dative', 'befreundete {rest}', rest=rest),
        'f-nom': lambda rest: MP('target word, feminine singular nominative', 'befreundete {rest}', rest=rest),
        'f-acc': lambda rest: MP('target word, feminine singular accusative/instrumental', 'befreundete {rest}', rest=rest),
        'f-gen': lambda rest: MP('target word, feminine singular genitive/dative/locative', 'befreundete {rest}', rest=rest),
        'pl-gen': lambda rest: MP('target word, plural genitive/locative, nominative/accusative with 5 or more', 'befreundete {rest}', rest=rest),
        'pl-ins': lambda rest: MP('target word, plural instrumental', 'befreundete {rest}', rest=rest),
    },
}
#: the cards an effect names by their part in it (None: "it"), in each Polish case
CONTEXTS = {
    None: {
        'nom': lambda: MP('target it, nominative', 'sie'),
        'acc': lambda: MP('target it, accusative', 'sie'),
        'gen': lambda: MP('target it, genitive', 'sie'),
        'dat': lambda: MP('target it, dative', 'sie'),
        'ins': lambda: MP('target it, instrumental', 'sie'),
        'loc': lambda: MP('target it, locative', 'sie'),
    },
    'self': {
        'nom': lambda: MP('target self, nominative', 'diese Karte'),
        'acc': lambda: MP('target self, accusative', 'diese Karte'),
        'gen': lambda: MP('target self, genitive', 'diese Karte'),
        'dat': lambda: MP('target self, dative', 'diese Karte'),
        'ins': lambda: MP('target self, instrumental', 'diese Karte'),
        'loc': lambda: MP('target self, locative', 'diese Karte'),
    },
    'event-creature': {
        'nom': lambda: MP('target event-creature, nominative', 'diese Kreatur'),
        'acc': lambda: MP('target event-creature, accusative', 'diese Kreatur'),
        'gen': lambda: MP('target event-creature, genitive', 'diese Kreatur'),
        'dat': lambda: MP('target event-creature, dative', 'diese Kreatur'),
        'ins': lambda: MP('target event-creature, instrumental', 'diese Kreatur'),
        'loc': lambda: MP('target event-creature, locative', 'diese Kreatur'),
    },
    'event-defender': {
        'nom': lambda: MP('target event-defender, nominative', 'die Kreatur, gegen die sie kämpft'),
        'acc': lambda: MP('target event-defender, accusative', 'die Kreatur, gegen die sie kämpft'),
        'gen': lambda: MP('target event-defender, genitive', 'die Kreatur, gegen die sie kämpft'),
        'dat': lambda: MP('target event-defender, dative', 'die Kreatur, gegen die sie kämpft'),
        'ins': lambda: MP('target event-defender, instrumental', 'die Kreatur, gegen die sie kämpft'),
        'loc': lambda: MP('target event-defender, locative', 'die Kreatur, gegen die sie kämpft'),
    },
    'event-card': {
        'nom': lambda: MP('target event-card, nominative', 'diese Karte'),
        'acc': lambda: MP('target event-card, accusative', 'diese Karte'),
        'gen': lambda: MP('target event-card, genitive', 'diese Karte'),
        'dat': lambda: MP('target event-card, dative', 'diese Karte'),
        'ins': lambda: MP('target event-card, instrumental', 'diese Karte'),
        'loc': lambda: MP('target event-card, locative', 'diese Karte'),
    },
    'previous-target': {
        'nom': lambda: MP('target previous-target, nominative', 'die eben gewählte Karte'),
        'acc': lambda: MP('target previous-target, accusative', 'die eben gewählte Karte'),
        'gen': lambda: MP('target previous-target, genitive', 'die eben gewählte Karte'),
        'dat': lambda: MP('target previous-target, dative', 'die eben gewählte Karte'),
        'ins': lambda: MP('target previous-target, instrumental', 'die eben gewählte Karte'),
        'loc': lambda: MP('target previous-target, locative', 'die eben gewählte Karte'),
    },
    'attached-creature': {
        'nom': lambda: MP('target attached-creature, nominative', 'die Kreatur, an der sie liegt'),
        'acc': lambda: MP('target attached-creature, accusative', 'die Kreatur, an der sie liegt'),
        'gen': lambda: MP('target attached-creature, genitive', 'die Kreatur, an der sie liegt'),
        'dat': lambda: MP('target attached-creature, dative', 'die Kreatur, an der sie liegt'),
        'ins': lambda: MP('target attached-creature, instrumental', 'die Kreatur, an der sie liegt'),
        'loc': lambda: MP('target attached-creature, locative', 'die Kreatur, an der sie liegt'),
    },
    'attacked-creature': {
        'nom': lambda: MP('target attacked-creature, nominative', 'die angegriffene Kreatur'),
        'acc': lambda: MP('target attacked-creature, accusative', 'die angegriffene Kreatur'),
        'gen': lambda: MP('target attacked-creature, genitive', 'die angegriffene Kreatur'),
        'dat': lambda: MP('target attacked-creature, dative', 'die angegriffene Kreatur'),
        'ins': lambda: MP('target attacked-creature, instrumental', 'die angegriffene Kreatur'),
        'loc': lambda: MP('target attacked-creature, locative', 'die angegriffene Kreatur'),
    },
    'granting-card': {
        'nom': lambda: MP('target granting-card, nominative', 'die Karte, die dies gewährt'),
        'acc': lambda: MP('target granting-card, accusative', 'die Karte, die dies gewährt'),
        'gen': lambda: MP('target granting-card, genitive', 'die Karte, die dies gewährt'),
        'dat': lambda: MP('target granting-card, dative', 'die Karte, die dies gewährt'),
        'ins': lambda: MP('target granting-card, instrumental', 'die Karte, die dies gewährt'),
        'loc': lambda: MP('target granting-card, locative', 'die Karte, die dies gewährt'),
    },
}
