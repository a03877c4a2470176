// Talking to the service: post() sends a JSON body and resolves to {status, body} (status 0 and
// a message when the network fails: it never rejects), messageOf() an answer's message in the
// interface's language, worded() an API error in the shape the page shows, setBusy() the busy
// mark on the page while the engine works. Reads and writes nothing of the state.

import { $, root, t, UI, setStatus } from "./page.js";

export function post(url, body) {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" },
                      body: JSON.stringify(body), credentials: "same-origin" })
    .then(function (r) {
      return r.json().then(function (b) { return { status: r.status, body: b || {} }; },
                           function () { return { status: r.status, body: {} }; });
    }, function () { return { status: 0, body: { message: t("b_network"), message_de: t("b_network") } }; });
}
export function messageOf(body) { return (UI !== "en" && body["message_" + UI]) || body.message || t("b_network"); }
export function worded(e) {  // an API error → the shape the page shows
  const own = UI === "en" ? "" : "_" + UI;  // label_de, message_pl, …: the API's words in the interface's language
  return { pointer: e.pointer, where: e["label" + own], text: e["message" + own] || e.message,
           nearest: e.nearest };
}
export function setBusy(on, text) {
  ["load-actions", "run", "undo-action"].forEach(function (id) { var b = $(id); if (b) b.setAttribute("aria-busy", on ? "true" : "false"); });
  root.classList.toggle("busy", !!on);
  setStatus(on ? text : "");
}
