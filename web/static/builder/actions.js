// The scenario's actions as drawn: the list of actions (each by the label the menu gave it, else
// its type and fields), the answers given to prompts (each removable), where the engine says the
// actions stop (a refused action with its reason and rule, or the game over), and Undo, which
// removes the last action and the answers given after it. Reads S.doc, S.labels,
// S.answerLabels and S.stop; writes S.doc's actions and choices (through changed()).

import { $, h, has, t, say, ruleLink } from "./page.js";
import { S, actionKey, changed, choiceItems, removeLastAction, shown } from "./model.js";
import { messageOf } from "./api.js";

export function wireActions() {
  $("undo-action").addEventListener("click", undo);
}
export function undo() { if (removeLastAction()) changed(); }

function actionLabel(a) {
  var l = S.labels[actionKey(a)];
  if (l) return say(l);
  var type = a && a.type;
  var text = has("act_" + type) ? t("act_" + type) : String(type);
  var rest = Object.keys(a || {}).filter(function (k) { return k !== "type"; }).map(function (k) {
    var v = a[k];
    return typeof v === "string" ? shown(v) : JSON.stringify(v);
  });
  return rest.length ? text + ": " + rest.join(" · ") : text;
}
export function drawActions() {
  var stop = S.stop;
  var ol = $("b-actions");
  ol.replaceChildren();
  var acts = Array.isArray(S.doc.actions) ? S.doc.actions : [];
  acts.forEach(function (a, i) {
    var stops = stop && stop.action === i;
    ol.append(h("li", { class: "b-action" + (stops ? " stops" : ""), "data-index": i },
      h("span", { class: "b-action-label" }, actionLabel(a)),
      stops ? h("span", { class: "badge b-stops" }, t("b_stops_here")) : null));
  });
  if (!acts.length) ol.append(h("li", { class: "b-empty muted" }, t("b_no_actions")));
  $("undo-action").disabled = !acts.length;
  var box = $("b-choices");
  box.replaceChildren();
  var items = choiceItems();
  if (items.length) {
    box.append(h("h3", { class: "b-sub" }, t("b_choices_heading")));
    box.append(h("ul", { class: "b-choice-list" }, items.map(function (x, i) {
      var label = S.answerLabels[x.id + "\u0000" + x.answer] || (typeof x.answer === "string" ? x.answer : JSON.stringify(x.answer));
      return h("li", { class: "b-choice" }, h("code", null, x.id), " → ", h("strong", null, label),
        h("button", { type: "button", class: "b-x", "data-key": "choice-x:" + i, "aria-label": t("b_remove_x", label),
                      onclick: function () { x.remove(); changed(); } }, "×"));
    })));
  }
  var s = $("b-stop");
  s.replaceChildren();
  s.hidden = !stop || stop.stop === "prompt";
  if (stop && stop.stop !== "prompt") {
    if (stop.stop === "game-over") s.append(h("p", null, t("b_stop_game_over", stop.winner || "—")));
    else {
      s.append(h("p", null, h("strong", null, t("b_stop_at", stop.action === null || stop.action === undefined ? "—" : stop.action + 1)), " ",
        stop.why ? say(stop.why) : messageOf(stop), " ", ruleLink(stop.rule)));
    }
    s.append(h("button", { type: "button", class: "secondary-btn", onclick: undo }, t("b_undo")));
  }
}
