// The prompt the engine asks and the scenario does not answer yet (from the menu or from a
// run), offered as one button per option: an option tapped is added to the scenario's choices
// and whoever asked (the menu, the run) goes on. Reads S.pendingPrompt; writes S.doc's choices
// and S.answerLabels (through addChoice and changed()).

import { $, h, t, say, UI } from "./page.js";
import { S, addChoice, changed } from "./model.js";

export function drawPrompt() {
  var box = $("prompt-box");
  box.replaceChildren();
  box.hidden = !S.pendingPrompt;
  if (!S.pendingPrompt) return;
  var p = S.pendingPrompt.prompt, then = S.pendingPrompt.then;
  box.append(h("h3", { class: "b-sub" }, t("b_prompt_for", p.chooser), " ", h("code", null, p.id)),
    h("p", null, say(p.question)),
    h("div", { class: "b-options" }, (p.options || []).map(function (o, i) {
      // a label in words has label_<lang> beside the English label; a name has only label
      var label = o["label_" + UI] || o.label || o.key;
      return h("button", { type: "button", class: "b-option", "data-answer": o.key, "data-key": "answer:" + i,
                           onclick: function () {
                             addChoice(p.id, o.key, label);
                             changed();
                             then();
                           } }, label);
    })),
    h("p", { class: "muted b-hint" }, t("b_prompt_hint")));
}
