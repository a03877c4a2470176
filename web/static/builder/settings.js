// The scenario's title and the board's settings above the players: whose turn it is and the
// game's own settings (cfg.settings: a step or phase to choose, a flag, a count such as
// Ascension's honor pool). Reads S.doc; writes S.doc.title and S.doc.board's settings (a
// setting changed goes through changed(); the title only bumps the version, checks, and updates
// the share links and the JSON, so that typing is not interrupted by a redraw).

import { $, h, t } from "./page.js";
import { S, cfg, changed, getPath, players, setPath, turnPlayer } from "./model.js";
import { counter, segmented, toggle } from "./controls.js";
import { scheduleCheck } from "./check.js";
import { drawShare } from "./share.js";
import { syncJson } from "./json-view.js";

var titleBox = $("b-title");
export function wireSettings() {
  titleBox.addEventListener("input", function () {
    S.doc.title = titleBox.value; S.version++; scheduleCheck(); drawShare(); syncJson();
  });
}
export function drawTitle() { if (document.activeElement !== titleBox) titleBox.value = typeof S.doc.title === "string" ? S.doc.title : ""; }

export function drawSettings() {
  var box = $("b-settings");
  box.replaceChildren();
  var ps = players();
  box.append(segmented(t("b_whose_turn"), "turn", ps.map(function (p) { return [p, p]; }), turnPlayer(), function (p) {
    S.doc.board[cfg.turn] = p; changed();
  }));
  cfg.settings.forEach(function (s) {
    if (s.kind === "choice") {
      box.append(segmented(t(s.label), s.key, s.options.map(function (o) { return [o[0], t(o[1])]; }),
        S.doc.board[s.key] || s.def, function (v) { S.doc.board[s.key] = v; changed(); }));
    } else if (s.kind === "flag") {
      box.append(h("div", { class: "b-field" }, toggle(t(s.label), s.key, S.doc.board[s.key], function (v) {
        if (v) S.doc.board[s.key] = true; else delete S.doc.board[s.key];
        changed();
      })));
    } else if (s.kind === "count") {
      box.append(counter(t(s.label), s.path.join("."), getPath(S.doc.board, s.path), s, function (v) {
        setPath(S.doc.board, s.path, v); changed();
      }));
    }
  });
}
