"""The card pages in a real browser: find a card by a misspelt name, open its page in the
German and the English UI, follow its FAQ entry; the page fits a phone."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = pytest.mark.browser


def wait(page, condition, timeout: float = 15):
    return WebDriverWait(page.driver, timeout).until(condition)


def test_find_a_misspelt_card_and_open_its_page_in_german(page):
    page.go("/cards?ui=de")
    box = wait(page, EC.element_to_be_clickable((By.ID, "q-cards")))
    box.send_keys("Przkręt")  # Polish name, one letter missing
    box.submit()
    link = wait(page, EC.element_to_be_clickable((By.CSS_SELECTOR, "#card-hits a[href='/cards/cota-267']")))
    assert link.text == "Köder"
    page.shot("cards-search")
    link.click()
    wait(page, EC.url_to_be(page.base + "/cards/cota-267"))
    assert page.driver.find_element(By.ID, "card-name").text == "Köder"
    names = page.driver.find_element(By.ID, "card-names").text
    assert "Bait and Switch" in names and "Przekręt" in names
    assert "Von Hand definiert" in page.driver.find_element(By.ID, "card-engine").text
    page.shot("card-cota-267-de")
    page.driver.find_element(By.CSS_SELECTOR, "#card-faq a[href='/faq/kf:faq/de-01']").click()
    wait(page, EC.url_to_be(page.base + "/faq/kf:faq/de-01"))


def test_a_partly_compiled_card_in_english_shows_which_sentence_stops_the_engine(page):
    from rules_index.catalogue import catalogue

    from judge.keyforge.cards.library import library

    card = next(c for c in catalogue().covered() if library().source(c.name_en) == "partly-compiled")
    page.go(f"/cards/{card.key}?ui=en")
    engine = wait(page, EC.visibility_of_element_located((By.ID, "card-engine")))
    assert "Compiled in part" in engine.text
    assert page.driver.find_elements(By.CSS_SELECTOR, "#card-sentences li.not-compiled")
    assert page.driver.find_element(By.ID, "card-name").text == card.name_en
    page.shot("card-partly-compiled-en")
    page.go("/cards/cota-267?ui=de")  # leave the German UI for the other tests


def test_the_search_page_offers_the_card_named_in_a_question(page):
    page.go("/search?q=Wie+oft+stiehlt+K%C3%B6der")
    link = wait(page, EC.element_to_be_clickable((By.CSS_SELECTOR, "#search-cards a[href='/cards/cota-267']")))
    link.click()
    wait(page, EC.url_to_be(page.base + "/cards/cota-267"))


@pytest.mark.parametrize("width", [390, 360])
def test_the_card_page_fits_a_phone(page, width):
    page.phone(width, 844)
    page.go("/cards/cota-267")
    wait(page, EC.presence_of_element_located((By.ID, "card-name")))
    scroll = page.driver.execute_script("return document.documentElement.scrollWidth")
    inner = page.driver.execute_script("return window.innerWidth")
    assert scroll <= inner, (scroll, inner)
    page.shot(f"card-cota-267-{width}")


def test_find_a_misspelt_riftbound_card_among_both_games_and_open_its_page(page):
    page.go("/cards?ui=de")
    box = wait(page, EC.element_to_be_clickable((By.ID, "q-cards")))
    box.send_keys("Jinks Rebel")
    box.submit()
    first = wait(page, EC.presence_of_element_located((By.CSS_SELECTOR, "#card-hits li.card-hit")))
    assert first.get_attribute("data-game") == "riftbound" and first.text.startswith("Riftbound")
    page.shot("cards-search-riftbound")
    first.find_element(By.CSS_SELECTOR, "a[href='/cards/ogn-202']").click()
    wait(page, EC.url_to_be(page.base + "/cards/ogn-202"))
    assert page.driver.find_element(By.ID, "card-name").text == "Jinx - Rebel"
    facts = page.driver.find_element(By.ID, "card-facts").text
    assert "Einheit · Champion" in facts and "Energiekosten 5" in facts and "Macht 5" in facts
    assert "Von Hand definiert" in page.driver.find_element(By.ID, "card-engine").text
    assert "OGN-202a/298" in page.driver.find_element(By.ID, "card-printings").text
    page.shot("card-ogn-202-de")
    page.driver.find_element(By.CSS_SELECTOR, "#card-examples a[href='/rules/rb:103.2.a.2/ex1']").click()
    wait(page, EC.url_to_be(page.base + "/rules/rb:103.2.a.2/ex1"))


def test_a_name_both_games_print_shows_a_choice_in_the_browser(page):
    page.go("/cards/Smite?ui=en")  # answered 300: the browser shows the page, which links both cards
    link = wait(page, EC.element_to_be_clickable((By.CSS_SELECTOR, "#card-choices a[href='/cards/unl-007']")))
    assert page.driver.find_elements(By.CSS_SELECTOR, "#card-choices a[href='/cards/aoa-224']")
    page.shot("card-choice-smite")
    link.click()
    wait(page, EC.url_to_be(page.base + "/cards/unl-007"))
    assert page.driver.find_element(By.ID, "card-name").text == "Smite"
    # Smite (UNL-007) compiles completely since family run reads "if it would die this turn, banish it instead"
    assert "Compiled from the printed text" in page.driver.find_element(By.ID, "card-engine").text
    page.go("/cards/cota-267?ui=de")  # leave the German UI for the other tests


@pytest.mark.parametrize("width", [390, 360])
def test_a_riftbound_card_page_fits_a_phone(page, width):
    page.phone(width, 844)
    page.go("/cards/ogn-030")  # Jinx - Demolitionist: long facts line, tags, keywords, printings
    wait(page, EC.presence_of_element_located((By.ID, "card-name")))
    scroll = page.driver.execute_script("return document.documentElement.scrollWidth")
    inner = page.driver.execute_script("return window.innerWidth")
    assert scroll <= inner, (scroll, inner)
    page.shot(f"card-ogn-030-{width}")
