// The JSON panel as drawn: the document written into the textarea (unless it was typed in and
// not applied), the errors of the last check listed under it (a line's error selects that line)
// and the banner above the board that counts them, and opening the panel. Reads S.doc,
// S.jsonDirty and S.errors; writes nothing of the state.

import { $, h, t, pretty } from "./page.js";
import { S } from "./model.js";

export const area = $("builder-json");

export function drawJson() {
  if (!S.jsonDirty) { area.value = pretty(S.doc); area.rows = Math.min(40, Math.max(12, area.value.split("\n").length + 1)); }
}
export function syncJson() { if (!S.jsonDirty) area.value = pretty(S.doc); }

export function drawErrors() {
  var errors = S.errors;
  var banner = $("b-invalid"), list = $("json-errors");
  list.replaceChildren();
  if (!errors.length) { banner.hidden = true; area.removeAttribute("aria-invalid"); return; }
  banner.hidden = false;
  banner.replaceChildren(t("b_invalid", errors.length), " ",
    h("button", { type: "button", class: "secondary-btn", onclick: function () { openJson(); } }, t("b_show_json")));
  area.setAttribute("aria-invalid", "true");
  list.append(h("p", null, h("strong", null, t("errors_found")), " ", h("span", { class: "count" }, "(" + errors.length + ")")));
  var ol = h("ol", { class: "error-list" });
  errors.forEach(function (e) {
    ol.append(h("li", { class: "error" + (e.line ? " clickable" : ""), "data-pointer": e.pointer || "", "data-line": e.line || null,
                        tabindex: e.line ? "0" : null,
                        onclick: function () { if (e.line) selectLine(e.line); },
                        onkeydown: function (ev) { if (e.line && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); selectLine(e.line); } } },
      e.where ? h("strong", { class: "where" }, e.where) : null, e.where ? " " : null,
      h("span", { class: "message" }, e.text || ""),
      e.line ? h("span", { class: "error-meta" }, " " + t("at_line") + " " + e.line) : null, " ",
      h("code", { class: "pointer" }, e.pointer || "/"),
      e.nearest && e.nearest.length ? h("span", { class: "nearest" }, " " + t("did_you_mean") + ": " + e.nearest.join(", ")) : null));
  });
  list.append(ol);
}
export function openJson() {
  var d = $("json-panel");
  d.open = true;
  d.scrollIntoView({ block: "start" });
  area.focus({ preventScroll: true });
}
function selectLine(line) {
  var lines = area.value.split("\n");
  if (line < 1 || line > lines.length) return;
  var start = 0;
  for (var i = 0; i < line - 1; i++) start += lines[i].length + 1;
  $("json-panel").open = true;
  area.focus();
  area.setSelectionRange(start, start + lines[line - 1].length);
  var lh = parseFloat(getComputedStyle(area).lineHeight) || 20;
  area.scrollTop = Math.max(0, (line - 3) * lh);
}
