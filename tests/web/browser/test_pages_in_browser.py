"""The HTML pages in a real browser: ask, follow a cross reference, the FAQ, phone widths."""

from __future__ import annotations

from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[3]

pytestmark = pytest.mark.browser
BAIT_AND_SWITCH = ("kf:faq/de-01", "kf:faq/pl-52")  # the German entry and its Polish twin


def wait(page, condition, timeout: float = 15):
    return WebDriverWait(page.driver, timeout).until(condition)


def test_home_page_asks_a_question_and_finds_the_faq_entry(page):
    page.go("/")
    box = wait(page, EC.element_to_be_clickable((By.ID, "q-ask")))
    assert "Frage stellen" in page.driver.find_element(By.TAG_NAME, "h1").text
    page.shot("home")
    box.send_keys("How many times does Bait and Switch steal?")
    box.submit()
    wait(page, EC.presence_of_element_located((By.ID, "faq-hits")))
    assert "/ask?" in page.driver.current_url
    hrefs = [a.get_attribute("href") for a in page.driver.find_elements(By.CSS_SELECTOR, "#faq-hits .hit-title")]
    assert any(h.endswith("/faq/" + rid) for h in hrefs for rid in BAIT_AND_SWITCH), hrefs
    marks = page.driver.find_elements(By.CSS_SELECTOR, "#faq-hits mark, #rule-hits mark")
    assert marks, "matched words are highlighted"
    page.shot("ask-results")


def test_rule_cross_reference_link_leads_to_the_cited_rule(page):
    page.go("/rules/rb:106.4.d")
    link = wait(page, EC.element_to_be_clickable((By.CSS_SELECTOR, "a.xref[href='/rules/rb:518']")))
    assert page.driver.find_elements(By.CSS_SELECTOR, ".graph-scroll svg a[href='/rules/rb:518']"), \
        "the citation graph links the cited rule too"
    page.shot("rule-rb-106.4.d")
    link.click()
    wait(page, EC.url_to_be(page.base + "/rules/rb:518"))
    h1 = page.driver.find_element(By.TAG_NAME, "h1").text
    assert h1.startswith("518"), h1
    crumbs = page.driver.find_element(By.CSS_SELECTOR, ".crumbs").text
    assert "Riftbound" in crumbs


def test_keyforge_rule_shows_german_and_polish_side_by_side(page):
    page.go("/rules/kf:glossary/capture")
    de = wait(page, EC.visibility_of_element_located((By.ID, "text-de")))
    pl = page.driver.find_element(By.ID, "text-pl")
    assert "ERBEUTEN" in de.text and "PRZEJĘCIE" in pl.text
    assert de.location["y"] == pl.location["y"] and de.location["x"] < pl.location["x"], "two columns on desktop"
    page.shot("rule-kf-capture")


def test_faq_list_and_an_entry(page):
    page.go("/faq")
    wait(page, EC.presence_of_element_located((By.ID, "faq-kf-de")))
    for key in ("kf-de", "kf-pl", "asc", "soi"):
        assert page.driver.find_elements(By.CSS_SELECTOR, f"#faq-{key} .faq-item"), key
    page.shot("faq-list")
    page.driver.find_element(By.CSS_SELECTOR, "#faq-kf-de .faq-item a[href='/faq/kf:faq/de-01']").click()
    wait(page, EC.url_to_be(page.base + "/faq/kf:faq/de-01"))
    body = page.driver.find_element(By.TAG_NAME, "main").text
    assert "Köder" in body and "2 Mal" in body
    twin = page.driver.find_element(By.ID, "twin-link")
    assert twin.get_attribute("href").endswith("/faq/kf:faq/pl-52")
    run = page.driver.find_element(By.CSS_SELECTOR, ".run-scenario")
    assert run.get_attribute("href").endswith("/trace?scenario=faq/keyforge/de-01.json")
    page.shot("faq-entry-de-01")


@pytest.mark.parametrize("width", [390, 360])
@pytest.mark.parametrize("path,name", [("/", "home"), ("/rules/kf:glossary/capture", "rule-kf-capture"),
                                       ("/rules/rb:106.4.d", "rule-rb-106.4.d"),
                                       ("/ask?q=stunned+creature+fight", "ask")])
def test_phone_width_has_no_horizontal_scroll(page, width, path, name):
    page.phone(width, 844)
    page.go(path)
    wait(page, EC.presence_of_element_located((By.TAG_NAME, "footer")))
    inner, scroll = page.driver.execute_script(
        "return [window.innerWidth, document.documentElement.scrollWidth]")
    assert inner == width
    assert scroll <= inner, f"{path} is {scroll}px wide in a {inner}px viewport"
    if path.startswith("/rules/kf"):  # stacked, not side by side
        de = page.driver.find_element(By.ID, "text-de").location
        pl = page.driver.find_element(By.ID, "text-pl").location
        assert pl["y"] > de["y"]
    if width == 390:
        page.shot(f"phone-{name}")


def test_the_printable_ruling_is_one_a4_page(page):
    """The sheet for the event's records fits one A4 page when the browser prints it (as
    the judge's "save as PDF" does): Chromium's own PDF, its pages counted."""
    import base64
    import re

    from selenium.webdriver.common.print_page_options import PrintOptions

    for path in ("faq/keyforge/de-01.json", "examples/riftbound/chain-three-items-resolve-newest-first.json",
                 "faq/shards/" + sorted(p.name for p in (ROOT / "scenarios/faq/shards").iterdir())[0]):
        page.go(f"/trace/print?scenario={path}&ui=de")
        options = PrintOptions()
        options.page_width, options.page_height = 21.0, 29.7  # A4, in cm
        pdf = base64.b64decode(page.driver.print_page(options))
        pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
        assert pdf.startswith(b"%PDF") and pages == 1, (path, pages)
    page.shot("print-faq-de-01")
