"""The scenario pages in a real browser: run an FAQ scenario, the trace timeline with
citation popovers, the editor's inline errors, explorer outcomes side by side, phone widths."""

from __future__ import annotations

import json

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = pytest.mark.browser
TOLAS = "examples/keyforge/tolas-bad-penny.json"
EXPLORED = "examples/keyforge/destroyed-order-explored.json"


def wait(page, condition, timeout: float = 15):
    return WebDriverWait(page.driver, timeout).until(condition)


def set_editor_text(page, text: str) -> None:
    area = page.driver.find_element(By.ID, "scenario-json")
    page.driver.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));", area, text)


def test_run_an_faq_scenario_from_its_faq_page(page):
    page.go("/faq/kf:faq/de-01")
    button = wait(page, EC.element_to_be_clickable((By.CSS_SELECTOR, ".run-scenario")))
    page.shot("faq-entry-de-01-run")
    button.click()
    wait(page, EC.presence_of_element_located((By.ID, "timeline")))
    assert "/trace?scenario=faq/keyforge/de-01.json" in page.driver.current_url
    assert page.driver.find_element(By.ID, "outcome").text == "abgeschlossen"
    assert "erfüllt" in page.driver.find_element(By.ID, "expect").text
    page.shot("trace-faq-de-01")


def test_trace_timeline_with_windows_and_citation_popover(page):
    page.go("/trace?scenario=" + TOLAS)
    wait(page, EC.presence_of_element_located((By.ID, "timeline")))
    heads = [h.text for h in page.driver.find_elements(By.CSS_SELECTOR, ".tl-window-head .w-name")]
    assert {"before-fight", "destroyed", "after-destroyed"} <= set(heads), heads
    cite = page.driver.find_element(By.CSS_SELECTOR, "a.cite[href='/rules/kf:timing/destroyed/after-destroyed']")
    text = cite.get_attribute("data-rule-text")
    assert len(text) > 20
    page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", cite)
    ActionChains(page.driver).move_to_element(cite).perform()
    pop = wait(page, EC.visibility_of_element_located((By.ID, "rule-popover")))
    assert text[:40] in pop.text
    assert pop.location["y"] > cite.location["y"], "the popover sits below the link"
    page.shot("trace-tolas-popover", full=False)
    faq = page.driver.find_elements(By.CSS_SELECTOR, "a.cite.faq .faq-mark")
    assert faq and faq[0].text == "FAQ"
    page.shot("trace-tolas")
    cite.click()
    wait(page, EC.url_to_be(page.base + "/rules/kf:timing/destroyed/after-destroyed"))


def test_editor_shows_errors_at_the_field_and_line(page):
    page.go("/scenario?from=" + TOLAS)
    wait(page, EC.presence_of_element_located((By.ID, "board")))
    assert page.driver.find_elements(By.CSS_SELECTOR, "#player-alice .bcard.creature")
    page.shot("editor-tolas")
    d = json.loads(page.driver.find_element(By.ID, "scenario-json").get_attribute("value"))
    d["board"]["players"]["alice"]["amber"] = "lots"
    d["board"]["players"]["bob"]["battleline"] = ["Bad Peny"]
    set_editor_text(page, json.dumps(d, indent=1, ensure_ascii=False))
    page.driver.find_element(By.ID, "btn-validate").click()
    errors = wait(page, EC.visibility_of_element_located((By.ID, "errors")))
    items = {li.get_attribute("data-pointer"): li for li in errors.find_elements(By.CSS_SELECTOR, "li.error")}
    assert "/board/players/alice/amber" in items and "/board/players/bob/battleline/0" in items
    assert "Bad Penny" in items["/board/players/bob/battleline/0"].find_element(By.CLASS_NAME, "nearest").text
    line = int(items["/board/players/alice/amber"].get_attribute("data-line"))
    marker = page.driver.find_element(By.ID, f"L{line}")
    assert "err" in marker.get_attribute("class")
    area = page.driver.find_element(By.ID, "scenario-json")
    lines = area.get_attribute("value").split("\n")
    assert '"amber": "lots"' in lines[line - 1], "the marked line holds the field"
    # the marked gutter line sits level with the textarea line it names
    line_px = page.driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).lineHeight)", area)
    top = area.location["y"] + 8 + (line - 1) * line_px
    assert abs(marker.location["y"] - top) <= 2
    items["/board/players/alice/amber"].click()
    selected = page.driver.execute_script(
        "var a = arguments[0]; return a.value.substring(a.selectionStart, a.selectionEnd)", area)
    assert '"amber": "lots"' in selected
    page.shot("editor-errors")


def test_editor_resolve_button_shows_the_trace(page):
    page.go("/scenario")
    wait(page, EC.element_to_be_clickable((By.ID, "btn-resolve"))).click()
    wait(page, EC.presence_of_element_located((By.ID, "timeline")))
    assert page.driver.find_elements(By.CSS_SELECTOR, ".tl-row")


def test_explore_outcomes_side_by_side(page):
    page.go("/trace?scenario=" + EXPLORED)
    wait(page, EC.presence_of_element_located((By.ID, "outcomes")))
    cols = page.driver.find_elements(By.CSS_SELECTOR, ".outcome-col")
    assert len(cols) == 2
    assert cols[0].location["y"] == cols[1].location["y"] and cols[0].location["x"] < cols[1].location["x"]
    marks = [c.find_element(By.CSS_SELECTOR, "mark.diff").text for c in cols]
    assert sorted(marks) == ["0", "2"]
    page.shot("explore-destroyed-order")


RB_CHAIN = "examples/riftbound/chain-three-items-who-has-priority.json"
RB_COMBAT = "examples/riftbound/hidden-block-played-from-hiding.json"


def test_riftbound_trace_shows_the_stack_and_who_holds_priority(page):
    page.go("/trace?scenario=" + RB_CHAIN)
    wait(page, EC.presence_of_element_located((By.ID, "timeline")))
    last = page.driver.find_elements(By.CSS_SELECTOR, ".round.changed")[-1]
    items = [e.text for e in last.find_elements(By.CSS_SELECTOR, ".stack-item .stack-label")]
    assert items == ["Spark", "Brace", "Scorch"]  # newest on top
    assert "alice" in last.find_element(By.CSS_SELECTOR, ".round-line").text
    page.shot("trace-riftbound-chain")


@pytest.mark.parametrize("path,name", [("/trace?scenario=" + TOLAS, "trace-tolas"),
                                       ("/scenario?from=" + TOLAS, "editor-tolas"),
                                       ("/trace?scenario=" + EXPLORED, "explore-destroyed-order"),
                                       ("/trace?scenario=" + RB_COMBAT, "trace-riftbound-combat"),
                                       ("/scenario?from=" + RB_COMBAT, "editor-riftbound")])
def test_scenario_pages_fit_a_phone(page, path, name):
    page.phone(390, 844)
    page.go(path)
    wait(page, EC.presence_of_element_located((By.TAG_NAME, "footer")))
    inner, scroll = page.driver.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]")
    assert scroll <= inner, f"{path} is {scroll}px wide in a {inner}px viewport"
    if "destroyed-order" in path:
        cols = page.driver.find_elements(By.CSS_SELECTOR, ".outcome-col")
        assert cols[1].location["y"] > cols[0].location["y"], "stacked on a phone"
    page.shot(f"phone-{name}")
