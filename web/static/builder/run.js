// Running the scenario: "run" sends it to the engine (POST /api/v1/resolve) and shows the
// outcome (winner, steps, where an action was refused, each player's final score) with a link
// to the whole trace (posted as a form when the link would be too long); an unanswered prompt
// is offered as buttons and the run goes on once it is answered. A result older than the
// document is marked stale. Reads S.doc, S.version and S.lastRun; writes S.lastRun,
// S.pendingPrompt and S.errors (a 400).

import { $, GAME, h, has, t, say, ruleLink } from "./page.js";
import { S } from "./model.js";
import { messageOf, post, setBusy, worded } from "./api.js";
import { drawPrompt } from "./prompt.js";
import { drawErrors } from "./json-view.js";
import { shareLinks } from "./share.js";

export function wireRun() {
  $("run").addEventListener("click", run);
}

function run() {
  var v = S.version;
  setBusy(true, t("b_running"));
  return post("/api/v1/resolve", S.doc).then(function (r) {
    setBusy(false);
    if (v !== S.version) return;
    S.lastRun = { version: v, status: r.status, body: r.body };
    if (r.status === 422 && r.body.prompt) S.pendingPrompt = { prompt: r.body.prompt, then: run };
    if (r.status === 400 && r.body.errors) { S.errors = r.body.errors.map(worded); drawErrors(); }
    drawResult(); drawPrompt();
    var box = S.pendingPrompt ? $("prompt-box") : $("run-result");
    box.scrollIntoView({ block: "nearest" });
    var first = S.pendingPrompt ? box.querySelector("button") : $("trace-link");
    if (first) first.focus({ preventScroll: true });
  });
}
function finalLine(state) {
  var ps = (state && state.players) || {};
  return Object.keys(ps).map(function (p) {
    var s = ps[p] || {}, bits = [];
    if (GAME === "keyforge") bits.push(s.amber + " Æ", s.keys + " " + t("keys"));
    else if (GAME === "riftbound") bits.push(s.score + " " + t("points"));
    else if (GAME === "ascension") bits.push(s.honor + " " + t("honor"));
    else if (GAME === "shards") bits.push(s.health + " " + t("health"), s.mastery + " " + t("mastery"));
    return h("li", null, h("strong", null, p), ": " + bits.join(" · "));
  });
}
export function drawResult() {
  var lastRun = S.lastRun;
  var box = $("run-result");
  box.replaceChildren();
  if (!lastRun) return;
  var b = lastRun.body, links = shareLinks();
  if (lastRun.version !== S.version) box.append(h("p", { class: "notice" }, t("b_result_stale")));
  if (lastRun.status === 200) {
    var line = h("p", { class: "b-outcome outcome-" + b.outcome },
      h("span", { class: "v-label" }, t("outcome") + ": "),
      h("strong", { id: "outcome-text", "data-outcome": b.outcome }, has("outcome_" + b.outcome) ? t("outcome_" + b.outcome) : b.outcome),
      b.winner ? " · " + t("winner") + ": " : null, b.winner ? h("strong", null, b.winner) : null,
      " · " + (b.steps || []).length + " " + t("steps_count"));
    box.append(line);
    if (b.refused) {
      box.append(h("p", { class: "b-refused-run" }, h("strong", null, t("b_stop_at", b.refused.action + 1)), " ",
        say(b.refused.message), " ", ruleLink(b.refused.rule)));
    }
    if (b.final_state) box.append(h("h3", { class: "b-sub" }, t("b_final_state")), h("ul", { class: "b-final" }, finalLine(b.final_state)));
  } else if (lastRun.status === 422) {
    box.append(h("p", { class: "notice" }, h("strong", null, t("unanswered") + ": "), messageOf(b)));
  } else {
    box.append(h("p", { class: "notice" }, messageOf(b)));
  }
  if (lastRun.status === 200 || lastRun.status === 422) {
    if (links.ok) {
      box.append(h("p", { class: "b-row" }, h("a", { class: "button", id: "trace-link", href: links.trace }, t("b_full_trace"))));
    } else {  // too long for a link: the trace page takes the scenario posted
      var f = h("form", { method: "post", action: "/trace", class: "b-row" },
        h("input", { type: "hidden", name: "scenario", value: JSON.stringify(S.doc) }),
        h("button", { type: "submit", name: "action", value: "resolve", id: "trace-link" }, t("b_full_trace")));
      box.append(f);
    }
  }
}
