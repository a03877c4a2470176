"""The deck check in a real browser at a phone's width (390 px): a judge pastes a deck list,
submits the form (no JavaScript needed) and reads the verdict — each broken rule with its
line — without scrolling sideways; then corrects the line and gets "legal"."""

from __future__ import annotations

from pathlib import Path

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[3]
LIST = (ROOT / "scenarios/decks/riftbound/jinx-origins.deck.txt").read_text(encoding="utf-8")


def wait(page, condition, timeout: float = 15):
    return WebDriverWait(page.driver, timeout).until(condition)


def widths(page) -> tuple[int, int]:
    return tuple(page.driver.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]"))


def paste_and_check(page, text: str) -> None:
    box = wait(page, EC.element_to_be_clickable((By.ID, "deck-text")))
    box.clear()
    box.send_keys(text)
    # the form posts: wait for the new page (the old one is marked), not the last one's verdict;
    # mid-navigation the driver may answer with an error, which only means "not yet"
    page.driver.execute_script("window.__before_check = true")
    page.driver.find_element(By.ID, "deck-check").click()
    WebDriverWait(page.driver, 15, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script("return window.__before_check === undefined && document.readyState === 'complete'"))
    wait(page, EC.presence_of_element_located((By.ID, "verdict")))


def test_paste_a_list_on_a_phone_and_read_the_verdict_line_by_line(page):
    page.phone(390, 844)
    page.go("/decks/check?ui=de")
    inner, scroll = widths(page)
    assert inner == 390 and scroll <= inner, (inner, scroll)

    broken = LIST.replace("expect: legal\n", "").replace("3 Gust", "4 Gust").replace("6 Chaos Rune", "6 Order Rune")
    paste_and_check(page, broken)
    violations = page.driver.find_element(By.ID, "deck-violations")
    assert violations.is_displayed()
    items = violations.find_elements(By.CSS_SELECTOR, "li.violation")
    assert [i.get_attribute("data-rule") for i in items] == ["rb:103.2.b", "rb:103.3.a.1"]
    first = items[0].text
    assert "4 Kopien von Gust: höchstens 3" in first and "Zeile" in first and "4 Gust" in first
    gusts = broken.splitlines().index("4 Gust") + 1
    assert items[0].find_element(By.CSS_SELECTOR, f"li[data-line='{gusts}']").is_displayed()
    inner, scroll = widths(page)
    assert scroll <= inner, f"the verdict is {scroll}px wide in a {inner}px viewport"
    top = violations.location["y"]
    assert top < 2 * 844, "the verdict is near the top, not below the form"  # the form posts to #verdict
    page.shot("decks-phone-verdict")

    # the rule ID leads to the rule
    link = items[0].find_element(By.CSS_SELECTOR, "a.rid")
    assert link.get_attribute("href").endswith("/rules/rb:103.2.b")

    # correct the list in the same form: legal
    paste_and_check(page, LIST)
    legal = page.driver.find_element(By.ID, "deck-legal")
    assert legal.is_displayed() and "Regelkonform" in legal.text
    assert widths(page)[1] <= 390
    page.shot("decks-phone-legal")


def test_a_misspelt_card_is_named_with_its_line_in_english_on_a_phone(page):
    page.phone(390, 844)
    page.go("/decks/check?ui=en")
    paste_and_check(page, LIST.replace("3 Gust", "3 Gsut"))
    errors = page.driver.find_element(By.ID, "deck-errors")
    assert "The list cannot be read" in errors.text
    assert "3 Gsut" in errors.text and "no card is named 'Gsut'; nearest: Gust (OGN-169)" in errors.text
    inner, scroll = widths(page)
    assert scroll <= inner, (inner, scroll)
    page.shot("decks-phone-unreadable-en")
    page.go("/decks/check?ui=de")  # leave the German UI for the other tests


def test_an_example_list_is_loaded_and_checked_without_typing(page):
    page.phone(390, 844)
    page.go("/decks/check?example=ornn-four-signatures")
    page.driver.find_element(By.ID, "deck-check").click()
    wait(page, EC.presence_of_element_located((By.ID, "deck-violations")))
    rules = [i.get_attribute("data-rule") for i in page.driver.find_elements(By.CSS_SELECTOR, "li.violation")]
    assert rules == ["rb:103.2.d.1"]
    assert page.driver.find_element(By.ID, "deck-expect").text.endswith("erfüllt")
    assert widths(page)[1] <= 390
