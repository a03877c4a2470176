"""The scenarios that apply a rule, in a real browser (issue 27): the rule page lists them with the
step, the step link opens the trace at that step, and the trace's "+" beside a cited rule leads back
to the rule's list."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

pytestmark = pytest.mark.browser
TOLAS = "examples/keyforge/tolas-bad-penny.json"


def test_a_rule_page_leads_to_the_step_of_a_scenario_that_applies_it_and_back(page, traced):
    page.go("/rules/kf:rules/fight?ui=de")
    box = WebDriverWait(page.driver, 15).until(EC.visibility_of_element_located((By.ID, "applied-by")))
    assert "Szenarien, die diese Regel anwenden" in box.text
    step = box.find_element(By.CSS_SELECTOR, f"a[href='/trace?scenario={TOLAS}#step-1']")
    page.shot("rule-applied-by")
    step.click()
    WebDriverWait(page.driver, 15).until(EC.visibility_of_element_located((By.ID, "step-1")))
    assert page.driver.current_url.endswith("#step-1")
    more = page.driver.find_element(By.CSS_SELECTOR, "#step-1 a.more-examples[href='/rules/kf:rules/fight#applied-by']")
    more.click()
    WebDriverWait(page.driver, 15).until(EC.url_contains("/rules/kf:rules/fight"))
    assert page.driver.find_element(By.ID, "applied-by").is_displayed()
