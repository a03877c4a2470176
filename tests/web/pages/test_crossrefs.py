"""Cross references in rule texts become link segments (never markup)."""

from rules_index.model import Ref, Rule, Text

from web.pages.crossrefs import link_segments, unplaced_refs

KNOWN = {"rb:518", "rb:557", "rb:563", "rb:540.4", "rb:1", "kf:glossary/reap", "kf:x"}


def rule(body, refs=(), game="rb"):
    return Rule(id="rb:1", game=game, kind="rule", texts={"de": Text("de", "rb-de", "T", body)}, refs=list(refs))


def links(segments):
    return [(text, target) for text, target in segments if target]


def test_ref_phrase_becomes_a_link_even_across_line_breaks():
    r = rule("Text. Siehe\n„Ernten“ im Glossar.", [Ref("Siehe „Ernten“ im Glossar", "kf:glossary/reap")])
    assert links(link_segments(r.texts["de"].body, r, "de", KNOWN)) == [("Siehe\n„Ernten“ im Glossar", "kf:glossary/reap")]


def test_rule_numbers_link_to_the_nearest_known_rule():
    r = rule("Weiter zu Regel 540.4.b. und in den Regeln 557 bis 563; in der Regel nicht.")
    assert links(link_segments(r.texts["de"].body, r, "de", KNOWN)) == [
        ("Regel 540.4.b", "rb:540.4"), ("Regeln 557", "rb:557"), ("563", "rb:563")]


def test_unknown_targets_and_self_references_stay_text():
    r = rule("Siehe Regel 999 und Regel 1.", [Ref("Siehe Regel 999", "rb:999")])
    assert links(link_segments(r.texts["de"].body, r, "de", KNOWN)) == []


def test_segments_keep_the_text_verbatim():
    body = "a <b>Regel 518</b> & c"
    r = rule(body)
    segs = link_segments(body, r, "de", KNOWN)
    assert "".join(t for t, _ in segs) == body
    assert ("Regel 518", "rb:518") in segs


def test_refs_not_printed_in_the_body_are_listed_separately():
    r = rule("Body.", [Ref("Siehe Regel 518. Bereinigungen für weitere Informationen.", "rb:518")])
    assert [x.target for x in unplaced_refs(r, KNOWN)] == ["rb:518"]
