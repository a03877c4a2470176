"""The engine's words come from gettext catalogues (judge.i18n), complete in German, English
and Polish; no new (German, English) pair is written into the code."""

from __future__ import annotations

import pytest

from judge.i18n import LANGS, catalogue, joined, markers, verbatim
from judge.i18n.domains import DOMAINS
from judge.i18n.tool import check

M, MP, MN = markers("kernel")


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_every_message_the_code_marks_is_translated_and_compiled(domain):
    # missing or empty translations, entries no code uses, placeholders dropped, stale .mo
    assert check(domain) == []


def test_a_message_is_said_in_each_language_with_its_parameters():
    said = M("{ability} wird abgehandelt", ability="Ward – Play")
    assert dict(said) == {"de": "Ward – Play wird abgehandelt", "en": "Ward – Play resolves",
                          "pl": "Ward – Play jest rozpatrywana"}


def test_a_parameter_is_said_in_the_same_language_as_its_message():
    question = M("Welcher Ersatzeffekt zuerst?")
    said = M("{player} wählt {picked}: {question}", player="Anna", picked={"de": "Schild", "en": "Shield"},
             question=question)
    assert said["de"] == "Anna wählt Schild: Welcher Ersatzeffekt zuerst?"
    assert said["en"] == "Anna chooses Shield: Which replacement effect applies first?"
    # a name the data has no Polish for is said in English
    assert said["pl"] == "Anna wybiera Shield: Który efekt zastępujący najpierw?"


def test_verbatim_and_joined_words_are_the_same_in_every_language():
    parts = joined([verbatim("Troll"), M("Welcher Ersatzeffekt zuerst?")], " · ")
    assert parts["de"] == "Troll · Welcher Ersatzeffekt zuerst?"
    assert parts["pl"] == "Troll · Który efekt zastępujący najpierw?"


def test_an_unknown_language_is_refused():
    with pytest.raises(KeyError):
        M("Welcher Ersatzeffekt zuerst?")["fr"]
    with pytest.raises(ValueError, match="unknown interface language 'fr'"):
        catalogue("kernel").translations("fr")


def test_a_plural_message_needs_its_count():
    with pytest.raises(TypeError, match="n="):
        MN("{n} Karte", "{n} Karten")


def test_languages_are_german_english_polish():
    assert LANGS == ("de", "en", "pl")


def test_a_translators_batch_with_a_key_nothing_reads_is_refused_with_its_place():
    from judge.i18n.domains import domain
    from judge.i18n.tool import fill

    with pytest.raises(SystemExit, match=r"/1: unknown keys \['fr'\]"):
        fill(domain("kernel"), [{"id": "Welcher Ersatzeffekt zuerst?", "pl": "x"}, {"id": "x", "fr": "y"}])
    with pytest.raises(SystemExit, match="/0: no 'id'"):
        fill(domain("kernel"), [{"en": "x"}])
