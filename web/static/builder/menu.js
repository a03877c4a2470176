// The action menu: "next action" asks the engine what may come next (POST /api/v1/actions) and
// lists the legal actions by group (play, use, fight …), the refused and unsupported ones with
// their reasons on request; an action tapped is appended to the scenario (and when it asks a
// prompt, the menu is asked again so that its options are offered at once). A 409 says where
// the actions stop or which prompt is unanswered. Reads S.doc, S.version, S.menu,
// S.showRefused; writes S.menu, S.stop, S.pendingPrompt, S.showRefused, S.errors (a 400) and
// S.doc's actions (through appendAction and changed()).

import { $, h, has, t, clone, say, ruleLink, setStatus } from "./page.js";
import { S, appendAction, changed, forgetMenu } from "./model.js";
import { messageOf, post, setBusy, worded } from "./api.js";
import { toggle } from "./controls.js";
import { drawActions } from "./actions.js";
import { drawPrompt } from "./prompt.js";
import { drawErrors } from "./json-view.js";

var GROUP_ORDER = ["play", "use", "fight", "reap", "discard", "move", "hide", "acquire", "defeat", "attack",
                   "focus", "turn"];

export function wireMenu() {
  $("load-actions").addEventListener("click", function () { loadMenu(); });
}

export function loadMenu() {
  var v = S.version;
  setBusy(true, t("b_loading_actions"));
  return post("/api/v1/actions", S.doc).then(function (r) {
    setBusy(false);
    if (v !== S.version) return;
    forgetMenu();
    if (r.status === 200) S.menu = r.body;
    else if (r.status === 409) {
      S.stop = r.body;
      if (S.stop.stop === "prompt" && S.stop.prompt) S.pendingPrompt = { prompt: S.stop.prompt, then: loadMenu };
    } else if (r.status === 400) { S.errors = r.body.errors ? r.body.errors.map(worded) : []; drawErrors(); S.menu = { failed: messageOf(r.body) }; }
    else S.menu = { failed: messageOf(r.body) };
    drawActions(); drawMenu(); drawPrompt();
    var first = S.pendingPrompt ? $("prompt-box").querySelector("button") : $("action-menu").querySelector("button.b-legal");
    var box = S.pendingPrompt ? $("prompt-box") : S.stop ? $("b-stop") : $("action-menu");
    if (box && !box.hidden) box.scrollIntoView({ block: "nearest" });
    if (first) first.focus({ preventScroll: true });
  });
}
export function drawMenu() {
  var menu = S.menu;
  var box = $("action-menu");
  box.replaceChildren();
  box.hidden = !menu;
  if (!menu) return;
  if (menu.failed) { box.append(h("p", { class: "notice" }, menu.failed)); return; }
  box.append(h("h3", { class: "b-sub", id: "menu-h" }, t("b_menu_heading")));
  var groups = {};
  (menu.legal || []).forEach(function (c) { (groups[c.group] = groups[c.group] || []).push(c); });
  var names = Object.keys(groups).sort(function (a, b) {
    var i = GROUP_ORDER.indexOf(a), j = GROUP_ORDER.indexOf(b);
    return (i < 0 ? 99 : i) - (j < 0 ? 99 : j);
  });
  if (!names.length) box.append(h("p", { class: "muted" }, t("b_no_legal")));
  names.forEach(function (g) {
    box.append(h("div", { class: "b-group", "data-group": g },
      h("h4", { class: "b-group-name" }, has("b_group_" + g) ? t("b_group_" + g) : t("b_group_other")),
      h("ul", { class: "b-legal-list" }, groups[g].map(function (c, i) {
        return h("li", null, h("button", { type: "button", class: "b-legal", "data-key": "legal:" + g + ":" + i,
                                            "data-label": say(c.label), onclick: function () { choose(c); } },
          h("span", null, say(c.label)),
          c.prompt ? h("small", { class: "b-asks" }, t("b_asks") + ": ", h("code", null, c.prompt)) : null));
      }))));
  });
  var refused = menu.refused || [], unsupported = menu.unsupported || [];
  if (refused.length || unsupported.length) {
    box.append(toggle(t("b_show_refused") + " (" + (refused.length + unsupported.length) + ")", "show-refused", S.showRefused,
                      function (v) { S.showRefused = v; drawMenu(); }));
  }
  if (S.showRefused && refused.length) {
    box.append(h("h4", { class: "b-group-name" }, t("b_refused_heading")));
    box.append(h("ul", { class: "b-refused-list" }, refused.map(function (c) {
      return h("li", { class: "b-refused", "aria-disabled": "true" }, h("span", { class: "b-refused-label" }, say(c.label)),
        h("span", { class: "b-why" }, say(c.why), " ", ruleLink(c.rule)));
    })));
  }
  if (S.showRefused && unsupported.length) {
    box.append(h("h4", { class: "b-group-name" }, t("b_unsupported_heading")));
    box.append(h("ul", { class: "b-refused-list" }, unsupported.map(function (c) {
      return h("li", { class: "b-refused", "aria-disabled": "true" }, h("span", { class: "b-refused-label" }, say(c.label)),
        h("span", { class: "b-why", lang: "en" }, c.message));
    })));
  }
  if ((menu.cut || []).length) box.append(h("p", { class: "muted" }, t("b_cut", menu.cut.length)));
}
function choose(c) {
  appendAction(clone(c.action), c.label);
  setStatus(say(c.label));
  changed();
  if (c.prompt) loadMenu();  // the prompt it asks comes next: offer its options at once
  else { var b = $("load-actions"); if (b) b.focus({ preventScroll: true }); }
}
