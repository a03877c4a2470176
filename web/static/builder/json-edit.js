// Reading the JSON textarea: typing in it marks it as edited (the drawing then leaves it
// alone); Apply checks the text with the service and, when it is a scenario of this game, takes
// it as the document (of another game: the builder starts again with that game); Reset takes
// the game's blank board (GET /api/v1/blank). readStart() reads the document the server put
// into the textarea when the page opens. Writes S.doc and what goes with it (takeDoc: nothing
// selected, no run, no answers counted), S.jsonDirty, S.version, S.errors and, on Reset,
// S.labels; clears the menu.

import { $, GAME, t, pretty, setStatus } from "./page.js";
import { S, changed, draw, forgetMenu, normalize, takeDoc } from "./model.js";
import { GAMES } from "./games.js";
import { check } from "./check.js";
import { area, drawErrors } from "./json-view.js";
import { encode } from "./share.js";

export function wireJson() {
  area.addEventListener("input", function () {
    S.jsonDirty = true;
    $("json-note").textContent = t("b_json_dirty");
  });
  $("apply-json").addEventListener("click", apply);
  $("reset").addEventListener("click", reset);
}

function apply() {
  var text = area.value, parsed = null;
  try { parsed = JSON.parse(text); } catch (e) { parsed = null; }
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) { text = pretty(parsed); area.value = text; }
  check(text).then(function (r) {
    var data = parsed || r.body.data;  // as written (the server's echo has its keys sorted: the lines would move)
    if (!data || typeof data !== "object" || Array.isArray(data) || !GAMES[data.game]) {
      $("json-note").textContent = r.body.data === null ? "" : t("b_json_not_object");
      return;
    }
    if (data.game !== GAME) {  // another game: the builder starts again with it
      var s = encode(data);
      location.assign("/scenario/new?game=" + encodeURIComponent(data.game) + "&s=" + s);
      return;
    }
    S.jsonDirty = false;
    takeDoc(data);
    $("json-note").textContent = r.body.valid ? t("b_json_ok") : t("b_json_applied_errors");
    S.version++; forgetMenu();
    draw();
    if (!r.body.valid) { S.errors = r.body.errors || []; drawErrors(); }
  });
}

function reset() {
  fetch("/api/v1/blank?game=" + encodeURIComponent(GAME), { headers: { Accept: "application/json" } })
    .then(function (r) { return r.json(); })
    .then(function (blank) {
      takeDoc(blank); S.jsonDirty = false; S.labels = {};
      $("json-note").textContent = "";
      changed();
    }, function () { setStatus(t("b_network")); });
}

// the scenario in the textarea when the page opened, if it is one of this game; else null
export function readStart() {
  var start = null;
  try { start = JSON.parse(area.value); } catch (e) { start = null; }
  if (!start || typeof start !== "object" || Array.isArray(start) || start.game !== GAME) return null;
  return normalize(start);
}
