"""The scenario builder in a real browser, at a phone's width (390 px), by taps and typing
only: a scenario of each game built from its blank board — cards found by name, placed,
counters tapped, the action chosen from the engine's menu of legal actions (a prompt
answered by its buttons) — run, then its share links opened in a fresh browser session
(another Chromium, its own profile: no cookies, no storage), where the trace shows the same
steps and the builder the same board.

Also: the JSON view (edited, applied, errors at the field), the reason an action is refused,
and the builder worked with the keyboard alone. Screenshots: artifacts/screenshots/builder-*.
"""

from __future__ import annotations

import json

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from .conftest import chromium

pytestmark = pytest.mark.browser
PHONE = 390
ENGINE_WAIT = 60  # the engine tries every candidate action; the test machine is shared and slow


def wait(driver, condition, timeout: float = 20):
    """Wait until the condition holds. An element found inside the condition and replaced by a
    redraw before it is read (the builder redraws when the service's answer arrives) is looked
    for again at the next poll, not an error: without this the JSON view's test failed 2 runs in 8
    (StaleElementReferenceException), with the old single script as with the modules."""
    return WebDriverWait(driver, timeout, ignored_exceptions=(StaleElementReferenceException,)).until(condition)


@pytest.fixture(scope="module")
def fresh_browser():
    """A second Chromium with its own empty profile: the "fresh session" a share link is
    opened in (nothing carried over from the session that built the scenario)."""
    for driver in chromium(f"{PHONE},844", "rules-judge-chromium-fresh-"):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": PHONE, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        yield driver


class Builder:
    """Taps and typing on the builder page (no JSON)."""

    def __init__(self, page):
        self.page = page
        self.d = page.driver

    def open(self, game: str) -> None:
        self.page.phone(PHONE)
        self.page.go(f"/scenario/new?game={game}")
        wait(self.d, EC.presence_of_element_located((By.CSS_SELECTOR, "#b-board .b-player")))
        assert not self.d.find_elements(By.CSS_SELECTOR, "#b-board .b-card"), "a blank board"

    def tap(self, element) -> None:
        """A finger's tap (touch pointer events), not a mouse click."""
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        wait(self.d, lambda d: element.is_displayed() and element.is_enabled())
        finger = PointerInput(interaction.POINTER_TOUCH, "finger")
        actions = ActionBuilder(self.d, mouse=finger)
        actions.pointer_action.move_to(element).pointer_down().pointer_up()
        actions.perform()

    def tap_css(self, css: str, timeout: float = 20) -> None:
        self.tap(wait(self.d, EC.element_to_be_clickable((By.CSS_SELECTOR, css)), timeout))

    def add(self, typed: str, shown: str, player: str | None, zone: str, facts: str | None = None) -> None:
        """Type part of a name, tap the card among the results, tap where it goes."""
        box = self.d.find_element(By.ID, "card-search")
        self.tap(box)
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(typed)
        hit = wait(self.d, EC.element_to_be_clickable((By.XPATH, (
            "//ul[@id='card-results']//button[.//span[@class='b-r-name' and normalize-space()=$n]]").replace(
            "$n", json.dumps(shown, ensure_ascii=False)))))
        if facts:
            assert facts in hit.text, hit.text  # the card's stats are shown with it
        self.tap(hit)
        self.tap_css(f"#place-panel button[data-place-player='{player or ''}'][data-place-zone='{zone}']")
        side = f"#b-player-{player}" if player else "#b-shared"
        wait(self.d, lambda d: any(shown in c.text for c in d.find_elements(
            By.CSS_SELECTOR, f"{side} .b-zone[data-zone='{zone}'] .b-card")))

    def count(self, key: str) -> int:
        return int(self.d.find_element(By.CSS_SELECTOR, f"output[data-key='{key}:v']").text)

    def counter(self, key: str, times: int = 1, sign: str = "+") -> None:
        before = self.count(key)
        for _ in range(times):
            self.tap_css(f"button[data-key='{key}:{sign}']")
        after = before + times if sign == "+" else before - times
        wait(self.d, lambda d: self.count(key) == after)

    def card(self, player: str | None, zone: str, index: int = 0):
        side = f"#b-player-{player}" if player else "#b-shared"
        return self.d.find_element(By.CSS_SELECTOR, f"{side} .b-card[data-zone='{zone}'][data-index='{index}']")

    def choose_action(self, label: str) -> None:
        """Open the menu of legal actions and tap one; the engine decides what is listed."""
        self.tap_css("#load-actions")
        self.tap_css(f"#action-menu button.b-legal[data-label='{label}']", ENGINE_WAIT)

    def menu_labels(self) -> list[str]:
        wait(self.d, EC.visibility_of_element_located((By.CSS_SELECTOR, "#action-menu button.b-legal")), ENGINE_WAIT)
        return [b.get_attribute("data-label") for b in self.d.find_elements(By.CSS_SELECTOR, "#action-menu button.b-legal")]

    def run(self) -> dict:
        self.tap_css("#run")
        outcome = wait(self.d, EC.visibility_of_element_located((By.ID, "outcome-text")), ENGINE_WAIT)
        text = self.d.find_element(By.ID, "run-result").text
        return {"outcome": outcome.text, "text": text,
                "steps": int(text.split(" Schritte")[0].rsplit(" ", 1)[-1])}

    def phone_fit(self) -> None:
        """No horizontal scroll at 390 px, and every visible control of the builder is a
        thumb's target: at least 44 × 44 px."""
        widths = self.d.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
        assert widths[0] <= widths[1], widths
        small = self.d.execute_script("""
            return Array.from(document.querySelectorAll(
                '#builder button, #builder a.button, #builder select, #builder input, #builder summary'))
              .filter(e => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
              .map(e => { const r = e.getBoundingClientRect();
                          return [e.getAttribute('data-key') || e.id || e.textContent.trim().slice(0, 30),
                                  Math.round(r.width), Math.round(r.height)]; })
              .filter(x => x[1] < 44 || x[2] < 44)""")
        assert small == [], small

    def share_links(self) -> tuple[str, str]:
        builder = self.d.find_element(By.ID, "share-builder").get_attribute("value")
        trace = self.d.find_element(By.ID, "share-trace").get_attribute("value")
        assert len(builder) < 4000 and "/scenario/new?game=" in builder and "&s=" in builder
        assert "/trace?s=" in trace and builder.split("&s=")[1] == trace.split("?s=")[1]
        return builder, trace


def text_of(element) -> str:
    """An element's text with whitespace folded (flex items come without line breaks)."""
    return " ".join((element.get_attribute("textContent") or "").split())


def trace_steps(driver) -> list[tuple[str, str, str]]:
    """The trace's steps as shown: number, event and the German explanation."""
    wait(driver, EC.presence_of_element_located((By.ID, "timeline")))
    return [(row.find_element(By.CLASS_NAME, "seq").text,
             row.find_element(By.CLASS_NAME, "event").get_attribute("data-event"),
             row.find_element(By.CLASS_NAME, "explain").text)
            for row in driver.find_elements(By.CSS_SELECTOR, "#timeline .tl-row")]


def run_and_share(b: Builder, fresh, name: str) -> tuple[dict, list]:
    """Run the scenario, open the whole trace, then both share links in the fresh browser:
    the same trace, and the builder with the same board (run again: the same outcome)."""
    result = b.run()
    b.phone_fit()
    b.page.shot(f"builder-{name}-phone")
    builder_link, trace_link = b.share_links()
    b.tap_css("#trace-link")
    steps = trace_steps(b.d)
    assert len(steps) == result["steps"] > 0
    assert b.d.find_element(By.ID, "outcome").text == result["outcome"]
    b.page.shot(f"builder-{name}-trace")

    fresh.get(trace_link)
    assert trace_steps(fresh) == steps, "the share link gives the same trace in a fresh session"
    fresh.get(builder_link)
    wait(fresh, EC.presence_of_element_located((By.CSS_SELECTOR, "#b-board .b-card")))
    fresh.find_element(By.ID, "run").click()
    outcome = wait(fresh, EC.visibility_of_element_located((By.ID, "outcome-text")), ENGINE_WAIT)
    assert outcome.text == result["outcome"]
    assert f"{result['steps']} Schritte" in fresh.find_element(By.ID, "run-result").text
    return result, steps


def test_keyforge_built_by_taps_run_and_shared(page, fresh_browser):
    b = Builder(page)
    b.open("keyforge")
    b.add("Zorn", "Zorn", "alice", "hand", facts="Aktion · Brobnar · 1 Æmber-Bonus")
    b.add("Troll", "Troll", "alice", "battleline", facts="8 Stärke")
    b.add("Haudr", "Haudrauf", "alice", "battleline")  # Bumpsy, by part of his German name
    b.add("Krump", "Krümel", "bob", "battleline", facts="Kreatur · Brobnar · 6 Stärke")  # typed in English
    b.tap(b.card("bob", "battleline"))  # the creature's state: two damage, by taps
    wait(page.driver, EC.visibility_of_element_located((By.ID, "card-editor")))
    b.counter("sel.damage", 2)
    assert "2 Schaden" in b.card("bob", "battleline").text
    b.tap_css("#card-editor button[data-key='sel.close']")
    b.counter("alice.amber", 1)
    b.phone_fit()
    page.shot("builder-keyforge-board")

    b.choose_action("Zorn spielen")
    prompt = wait(page.driver, EC.visibility_of_element_located((By.ID, "prompt-box")), 60)
    assert "target:Anger" in prompt.text and "alice" in prompt.text
    assert {o.get_attribute("data-answer") for o in prompt.find_elements(By.CSS_SELECTOR, "button.b-option")} == \
        {"troll", "bumpsy"}
    page.shot("builder-keyforge-prompt")
    b.tap_css("#prompt-box button[data-answer='troll']")
    labels = b.menu_labels()  # after the answer, what may come next
    assert "Mit Haudrauf ernten" in labels and "Zug beenden" in labels and "Zorn spielen" not in labels
    b.tap_css("button[data-key='show-refused']")  # "why not": refused candidates with their rule
    refused = wait(page.driver, EC.visibility_of_element_located((By.CSS_SELECTOR, ".b-refused")))
    assert "Mit Troll kämpfen" in refused.text and "erschöpft" in refused.text
    assert refused.find_element(By.CSS_SELECTOR, "a.b-rule").get_attribute("href").endswith(
        "/rules/kf:rules/ready-and-exhausted")
    page.shot("builder-keyforge-menu")
    actions = [li.text for li in page.driver.find_elements(By.CSS_SELECTOR, "#b-actions li")]
    assert actions == ["Zorn spielen"]
    assert "target:Anger → Troll" in text_of(page.driver.find_element(By.ID, "b-choices"))

    result, steps = run_and_share(b, fresh_browser, "keyforge")
    assert result["outcome"] == "abgeschlossen"
    assert {"fight", "marked-for-destruction", "leaves-play"} <= {e for _, e, _ in steps}, "Troll (8) destroys Krump (6, 2 damage)"
    # the reopened builder shows the board as built, the action and the answer
    f = fresh_browser
    assert [c.get_attribute("data-name") for c in f.find_elements(
        By.CSS_SELECTOR, "#b-player-alice .b-card[data-zone='battleline']")] == ["Troll", "Bumpsy"]
    assert "2 Schaden" in f.find_element(By.CSS_SELECTOR, "#b-player-bob .b-card[data-zone='battleline']").text
    assert f.find_element(By.CSS_SELECTOR, "output[data-key='alice.amber:v']").text == "1"
    assert "target:Anger → troll" in text_of(f.find_element(By.ID, "b-choices"))
    assert len(f.find_elements(By.CSS_SELECTOR, "#b-actions li.b-action")) == 1


def test_riftbound_built_by_taps_run_and_shared(page, fresh_browser):
    b = Builder(page)
    b.open("riftbound")
    b.add("Poro", "Stalwart Poro", "alice", "hand", facts="2 Energie")
    b.add("stalwart", "Stalwart Poro", "bob", "base")
    b.tap_css("button[data-key='alice.add-rune.calm']")
    b.tap_css("button[data-key='alice.add-rune.calm']")
    wait(page.driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#b-player-alice .b-rune")) == 2)
    b.counter("alice.score", 2)
    b.tap(b.card("bob", "base"))
    b.counter("sel.damage", 1)
    b.tap_css("#card-editor button[data-key='sel.exhausted']")
    wait(page.driver, lambda d: "erschöpft" in b.card("bob", "base").text)
    b.phone_fit()
    page.shot("builder-riftbound-board")
    b.choose_action("Stalwart Poro spielen (in die Basis)")
    result, _ = run_and_share(b, fresh_browser, "riftbound")
    assert result["outcome"] == "abgeschlossen" and "alice: 2 Punkte" in result["text"]
    f = fresh_browser
    assert len(f.find_elements(By.CSS_SELECTOR, "#b-player-alice .b-rune")) == 2
    assert "1 Schaden" in f.find_element(By.CSS_SELECTOR, "#b-player-bob .b-card[data-zone='base']").text


def test_ascension_built_by_taps_run_and_shared(page, fresh_browser):
    b = Builder(page)
    b.open("ascension")
    b.add("Lehr", "Lehrling", "alice", "hand")
    b.add("Mystic", "Mystikerin", None, "center_row", facts="3 Kosten")  # the English name finds the German card
    b.counter("alice.runes", 2)
    assert page.driver.find_element(By.CSS_SELECTOR, "output[data-key='honor_pool:v']").text == "—"  # the default
    b.tap_css("button[data-key='honor_pool:+']")  # a pool of 60 to start from
    wait(page.driver, lambda d: b.count("honor_pool") == 60)
    b.counter("honor_pool", 1, sign="-")
    b.phone_fit()
    page.shot("builder-ascension-board")
    b.choose_action("Lehrling spielen")
    b.choose_action("Mystikerin erwerben")  # 2 runes on the board and 1 from Lehrling
    result, steps = run_and_share(b, fresh_browser, "ascension")
    assert result["outcome"] == "abgeschlossen"
    assert any("Mystikerin" in text for _, _, text in steps)


def test_shards_built_by_taps_run_and_shared(page, fresh_browser):
    b = Builder(page)
    b.open("shards")
    b.add("Reaktor", "Reaktordrohne", "alice", "hand")
    b.add("Mycel", "Mycel-Eremit", None, "center_row")
    b.add("Systema", "Systema-K.I.", "bob", "champions", facts="4 Leben")
    b.counter("alice.gems", 3)
    b.counter("bob.health", 5, sign="-")
    b.phone_fit()
    page.shot("builder-shards-board")
    b.choose_action("Mycel-Eremit rekrutieren")
    result, _ = run_and_share(b, fresh_browser, "shards")
    assert result["outcome"] == "abgeschlossen" and "bob: 45 Leben" in result["text"]


def test_the_json_view_applies_edits_and_shows_errors_at_the_field(page):
    b = Builder(page)
    b.open("keyforge")
    b.add("Krümel", "Krümel", "bob", "battleline")
    d = page.driver
    d.find_element(By.CSS_SELECTOR, "#json-panel summary").click()
    area = wait(d, EC.visibility_of_element_located((By.ID, "builder-json")))
    doc = json.loads(area.get_attribute("value"))
    assert doc["board"]["players"]["bob"]["battleline"] == ["Krump"], "the JSON follows the taps"
    doc["board"]["players"]["alice"]["amber"] = "viel"
    area.send_keys(Keys.CONTROL, "a", Keys.DELETE)
    d.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
                     area, json.dumps(doc))
    assert "Übernehmen" in d.find_element(By.ID, "json-note").text
    d.find_element(By.ID, "apply-json").click()
    at_field = (By.CSS_SELECTOR, "#json-errors li.error[data-pointer='/board/players/alice/amber']")
    # the list may be drawn more than once: wait for its words (the condition finds the item again
    # each time), then read the item as it stands
    wait(d, EC.text_to_be_present_in_element(at_field, "muss eine ganze Zahl sein"))
    err = d.find_element(*at_field)
    assert "alice › Æmber" in err.text and "muss eine ganze Zahl sein" in err.text
    line = int(err.get_attribute("data-line"))
    area = d.find_element(By.ID, "builder-json")  # found again: the builder may have redrawn the panel
    assert '"amber": "viel"' in area.get_attribute("value").split("\n")[line - 1]
    assert d.find_element(By.ID, "b-invalid").is_displayed()
    d.find_element(By.CSS_SELECTOR, "#json-errors li.error[data-pointer='/board/players/alice/amber']").click()
    assert d.execute_script("const a = document.getElementById('builder-json'); "
                            "return a.value.slice(a.selectionStart, a.selectionEnd)").strip() == '"amber": "viel",'
    page.shot("builder-json-errors")
    doc["board"]["players"]["alice"]["amber"] = 4
    doc["actions"] = [{"type": "fight", "card": "krump", "target": "krump"}]  # a refused action
    d.execute_script("const a = document.getElementById('builder-json'); a.value = arguments[0]; "
                     "a.dispatchEvent(new Event('input'))", json.dumps(doc))
    d.find_element(By.ID, "apply-json").click()
    wait(d, lambda drv: drv.find_element(By.CSS_SELECTOR, "output[data-key='alice.amber:v']").text == "4")
    wait(d, EC.invisibility_of_element_located((By.ID, "b-invalid")))
    assert "gültig" in d.find_element(By.ID, "json-note").text
    b.tap_css("#load-actions")  # the actions already stop: where, and by which rule
    stop = wait(d, EC.visibility_of_element_located((By.ID, "b-stop")), ENGINE_WAIT)
    assert "Die Aktionen enden bei Aktion 1" in stop.text and stop.find_element(By.CSS_SELECTOR, "a.b-rule")
    assert "endet hier" in d.find_element(By.CSS_SELECTOR, "#b-actions li.stops").text
    b.tap(stop.find_element(By.TAG_NAME, "button"))  # remove the last action
    wait(d, lambda drv: not drv.find_elements(By.CSS_SELECTOR, "#b-actions li.b-action"))


def test_the_builder_works_with_the_keyboard_alone(page):
    page.go("/scenario/new?game=keyforge")
    d = page.driver
    box = wait(d, EC.element_to_be_clickable((By.ID, "card-search")))
    d.execute_script("arguments[0].focus()", box)
    ActionChains(d).send_keys("Gniew").perform()  # Polish
    wait(d, EC.visibility_of_element_located((By.CSS_SELECTOR, "#card-results button.b-result")))
    ActionChains(d).send_keys(Keys.ENTER).perform()  # the first result
    wait(d, EC.visibility_of_element_located((By.ID, "place-panel")))
    focused = d.switch_to.active_element
    assert focused.get_attribute("data-place-zone") == "hand", "the natural place is focused"
    ActionChains(d).send_keys(Keys.TAB, Keys.TAB, Keys.TAB, Keys.TAB, Keys.TAB, Keys.TAB).perform()  # to bob's hand
    assert d.switch_to.active_element.get_attribute("data-place-player") == "bob"
    ActionChains(d).send_keys(Keys.ENTER).perform()
    wait(d, EC.presence_of_element_located((By.CSS_SELECTOR, "#b-player-bob .b-card[data-zone='hand'][data-name='Anger']")))
    assert d.switch_to.active_element.get_attribute("id") == "card-search", "back to the search for the next card"
    plus = d.find_element(By.CSS_SELECTOR, "button[data-key='bob.amber:+']")
    d.execute_script("arguments[0].focus()", plus)
    ActionChains(d).send_keys(Keys.ENTER, Keys.SPACE).perform()
    wait(d, lambda drv: drv.find_element(By.CSS_SELECTOR, "output[data-key='bob.amber:v']").text == "2")
    assert d.switch_to.active_element.get_attribute("data-key") == "bob.amber:+", "the focus stays on the control"
