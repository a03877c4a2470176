// The small controls the builder draws with: a segmented choice, a toggle button and a counter
// (− value +). Each is drawn from the value handed in and calls back with the new one; the
// caller changes the state. Reads and writes nothing of the state.

import { h, t } from "./page.js";

export function segmented(label, key, options, value, onPick) {
  return h("div", { class: "b-field" },
    h("span", { class: "b-field-label", id: "lbl-" + key }, label),
    h("div", { class: "b-seg", role: "group", "aria-labelledby": "lbl-" + key },
      options.map(function (o) {
        return h("button", { type: "button", class: "b-seg-btn", "data-key": key + "=" + o[0], "data-value": o[0],
                             "aria-pressed": String(o[0] === value), onclick: function () { onPick(o[0]); } }, o[1]);
      })));
}
export function toggle(label, key, on, onFlip) {
  return h("button", { type: "button", class: "b-toggle", "data-key": key, "aria-pressed": String(!!on),
                       onclick: function () { onFlip(!on); } }, label);
}
// spec: {min, max, def (shown when unset), nullable (unset shows "—"), start (+ from unset)}
export function counter(label, key, value, spec, onSet) {
  var shownValue = value === null || value === undefined ? (spec.nullable ? null : (spec.def || 0)) : value;
  var lo = spec.min, hi = spec.max;
  return h("div", { class: "b-counter", "data-counter": key },
    h("span", { class: "b-counter-label" }, label),
    h("button", { type: "button", class: "b-step", "data-key": key + ":-", "aria-label": t("b_decrease", label),
                  disabled: shownValue === null || shownValue <= lo,
                  onclick: function () { onSet(Math.max(lo, shownValue - 1)); } }, "−"),
    h("output", { class: "b-value", "data-key": key + ":v", "aria-live": "polite",
                  "aria-label": shownValue === null ? label + ": " + t("b_default") : null,
                  title: shownValue === null ? t("b_default") : null },
      shownValue === null ? "—" : String(shownValue)),
    h("button", { type: "button", class: "b-step", "data-key": key + ":+", "aria-label": t("b_increase", label),
                  disabled: shownValue !== null && shownValue >= hi,
                  onclick: function () { onSet(shownValue === null ? spec.start : Math.min(hi, shownValue + 1)); } }, "+"));
}
