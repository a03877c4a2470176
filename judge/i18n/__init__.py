"""What the engine says, in every language of the interface, through gettext catalogues.

The engine explains every step it records (``Engine.record``), asks its prompts and refuses
illegal actions in words a judge reads. Those words are messages of a gettext catalogue, one
*domain* per part of the engine (``DOMAINS``: the kernel, each game, the scenario loader), with
German as the source language: a message's ID is its German text, a template whose ``{name}``
placeholders are filled when the message is said::

    from judge.keyforge.i18n import M
    g.record("stun", [R.STUN], M("{card} wird betäubt", card=g.name(t)))

``M(...)`` is a ``Text``: a mapping ``{"de": …, "en": …, "pl": …}`` that translates and fills
its template when a language is read (a trace step keeps the ``Text``; the JSON has all three).
A parameter may itself be a ``Text`` (said in the same language), a mapping of languages to
words (a card's name in each language the card data has), or anything else (said as it is).
``MP(context, …)`` marks a message whose German needs other words elsewhere, ``MN(singular,
plural, n=…)`` one whose form follows the count ``n`` (Polish has three forms).

The catalogues live in ``judge/i18n/catalogues/<lang>/LC_MESSAGES/<domain>.po`` (and ``.mo``);
``python -m judge.i18n update`` extracts, merges and compiles them (the README says when).
``web/i18n`` reads its own domain with the same ``Catalogue``.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

from babel.support import Translations

#: the interface languages, German first (the source language and the default)
LANGS = ("de", "en", "pl")
CATALOGUES = Path(__file__).resolve().parent / "catalogues"


class Catalogue:
    """One gettext domain in ``directory/<lang>/LC_MESSAGES/<domain>.mo``, read with Babel."""

    def __init__(self, directory: Path, domain: str):
        self.directory = directory
        self.domain = domain
        #: (lang, context, msgid) → translation: a trace says the same few hundred messages again
        #: and again; gettext's own lookup (context key, fallback) costs more than this dict
        self._said: dict[tuple[str, str | None, str], str] = {}

    def __repr__(self) -> str:
        return f"Catalogue({self.domain!r})"

    @lru_cache(maxsize=None)  # noqa: B019  (a handful of catalogues, alive as long as the process)
    def translations(self, lang: str) -> Translations:
        """The compiled catalogue of one language; a missing ``.mo`` is an installation error."""
        if lang not in LANGS:
            raise ValueError(f"unknown interface language {lang!r}; known: {', '.join(LANGS)}")
        mo = self.directory / lang / "LC_MESSAGES" / f"{self.domain}.mo"
        with mo.open("rb") as f:
            return Translations(f, domain=self.domain)

    def gettext(self, lang: str, msgid: str, context: str | None = None) -> str:
        key = (lang, context, msgid)
        said = self._said.get(key)
        if said is None:
            t = self.translations(lang if lang in LANGS else LANGS[0])
            said = self._said[key] = t.pgettext(context, msgid) if context else t.gettext(msgid)
        return said

    def ngettext(self, lang: str, singular: str, plural: str, n: int, context: str | None = None) -> str:
        t = self.translations(lang if lang in LANGS else LANGS[0])
        return t.npgettext(context, singular, plural, n) if context else t.ngettext(singular, plural, n)


_FORMATTER = string.Formatter()


def placeholders(template: str) -> set[str]:
    """The ``{name}`` fields of a template (what every translation must keep)."""
    return {field.split(".")[0].split("[")[0] for _, field, _, _ in _FORMATTER.parse(template) if field}


def say(value: Any, lang: str) -> str:
    """One parameter in ``lang``: a ``Text`` is translated, a mapping of languages gives its
    word in ``lang`` (else English, else German, else any), anything else is said as it is."""
    if isinstance(value, Text):
        return value[lang]
    if isinstance(value, Mapping):
        for key in (lang, "en", "de"):
            if value.get(key):
                return str(value[key])
        return str(next(iter(value.values()), ""))
    return str(value)


class Text(Mapping):
    """A message to be said in every interface language: a German template of a catalogue,
    its parameters, and (for ``MP``/``MN``) its context or plural. Reads like the dictionary
    ``{"de": …, "en": …, "pl": …}`` it stands for; each language is rendered once."""

    __slots__ = ("catalogue", "msgid", "params", "context", "plural", "_said")

    def __init__(self, catalogue: Catalogue, msgid: str, params: dict[str, Any], context: str | None = None,
                 plural: str | None = None):
        self.catalogue, self.msgid, self.params = catalogue, msgid, params
        self.context, self.plural = context, plural
        self._said: dict[str, str] = {}

    def __getitem__(self, lang: str) -> str:
        said = self._said.get(lang)
        if said is not None:
            return said
        if lang not in LANGS:
            raise KeyError(lang)
        if self.plural is not None:
            template = self.catalogue.ngettext(lang, self.msgid, self.plural, int(self.params["n"]), self.context)
        else:
            template = self.catalogue.gettext(lang, self.msgid, self.context)
        # a trace says every step in three languages: names and numbers (most fields) go in as they are
        values = {k: v if type(v) is str else say(v, lang) for k, v in self.params.items()}
        said = self._said[lang] = template.format_map(values)
        return said

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)

    def __repr__(self) -> str:
        return f"Text({self.catalogue.domain}: {self.msgid!r})"

    def __add__(self, other: Any) -> Text:
        """Two messages said one after the other (``a + b``), in every language."""
        return Text(_JOIN, "{a}{b}", {"a": self, "b": other})


class _Verbatim(Catalogue):
    """The catalogue of messages that need no translation (``{a}{b}``, a joined list)."""

    def __init__(self) -> None:
        super().__init__(CATALOGUES, "verbatim")

    def gettext(self, lang: str, msgid: str, context: str | None = None) -> str:
        return msgid


_JOIN = _Verbatim()


def verbatim(value: Any) -> Text:
    """Words said the same in every language (a card's printed text, a name)."""
    return Text(_JOIN, "{v}", {"v": value})


def joined(parts: list[Any], sep: str = ", ") -> Text:
    """Messages said one after the other with ``sep`` between them, each in the same language."""
    fields = {f"p{i}": p for i, p in enumerate(parts)}
    return Text(_JOIN, sep.replace("{", "{{").replace("}", "}}").join("{" + k + "}" for k in fields), fields)


class Markers:
    """The three markers of one domain: ``M(msgid, **params)``, ``MP(context, msgid, **params)``
    and ``MN(singular, plural, n=…, **params)``. Each package binds them to its catalogue
    (``M, MP, MN = markers("keyforge")``) so that ``pybabel extract`` finds the German."""

    def __init__(self, catalogue: Catalogue):
        self.catalogue = catalogue

    def M(self, msgid: str, /, **params: Any) -> Text:  # noqa: N802  (gettext's marker style)
        return Text(self.catalogue, msgid, params)

    def MP(self, context: str, msgid: str, /, **params: Any) -> Text:  # noqa: N802
        return Text(self.catalogue, msgid, params, context=context)

    def MN(self, singular: str, plural: str, /, **params: Any) -> Text:  # noqa: N802
        if "n" not in params:
            raise TypeError("MN needs the count as n=…")
        return Text(self.catalogue, singular, params, plural=plural)


def catalogue(domain: str) -> Catalogue:
    return _catalogue(domain)


@lru_cache(maxsize=None)
def _catalogue(domain: str) -> Catalogue:
    return Catalogue(CATALOGUES, domain)


def markers(domain: str):
    """``M, MP, MN`` of one engine domain (see ``DOMAINS`` in ``judge.i18n.domains``)."""
    m = Markers(catalogue(domain))
    return m.M, m.MP, m.MN


def as_text(explain: Mapping[str, str] | Text) -> Mapping[str, str]:
    """An explanation as the trace keeps it: a ``Text`` as it is, a plain mapping copied."""
    return explain if isinstance(explain, Text) else dict(explain)


def fields(said: Mapping[str, str], key: str = "message") -> dict[str, str]:
    """A message as the API's JSON fields carry it: English under ``key``, then each other language
    beside it (``message``, ``message_de``, ``message_pl``); a language it lacks reads English."""
    return {key: said.get("en", ""), **{f"{key}_{lang}": said.get(lang) or said.get("en", "") for lang in LANGS
                                        if lang != "en"}}
