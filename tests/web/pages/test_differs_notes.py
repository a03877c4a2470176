"""The notes where the KeyForge editions differ (``web/pages/differs``), in the interface's
language: a message of the pages' catalogue per rule, whose English is the index's note."""

from __future__ import annotations

from web import create_app
from web.i18n.catalogue import tr
from web.pages.differs import NOTES, differs_note


def test_every_translated_note_says_what_the_index_says(index):
    # the catalogue's English of each note is the index's ``differs`` text: a note edited in
    # rules_index must be translated again (until then the pages show it in English)
    stale = {rid: tr("en", msg) for rid, msg in NOTES.items()
             if rid not in index or tr("en", msg) != index[rid].differs}
    assert stale == {}
    assert len(NOTES) == 26


def test_a_note_is_said_in_the_pages_language_while_it_is_current(index):
    note = index["kf:rules/setup"].differs
    assert differs_note("kf:rules/setup", note, "en") == (note, "en")
    assert differs_note("kf:rules/setup", note, "de")[0].startswith("PL Schritt 7: Nach einem Mulligan")
    assert differs_note("kf:rules/setup", note, "pl") == (
        "PL, krok 7: po mulliganie talię daje się przeciwnikowi do przełożenia; DE: gracz tylko tasuje.", "pl")
    # an edited note, or one no message covers, is shown as the index has it, in English
    assert differs_note("kf:rules/setup", note + " Changed.", "pl") == (note + " Changed.", "en")
    assert differs_note("kf:glossary/capture", "A new note.", "de") == ("A new note.", "en")
    assert differs_note("kf:glossary/capture", None, "de") == ("", "en")


def test_a_polish_rule_page_shows_the_polish_note(index):
    app = create_app()
    app.testing = True
    page = app.test_client().get("/rules/kf:glossary/ward?ui=pl").get_data(as_text=True)
    assert '<p lang="pl">PL dodaje: osłonięcie zastępuje też zniszczenie' in page
