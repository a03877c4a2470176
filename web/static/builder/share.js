// The share links: the scenario as base64url of its UTF-8 JSON (?s=), one link that opens the
// builder with it and one that opens its trace, each with Open, Copy and (where the phone has
// it) Share; the address bar follows the builder's link. A link over MAX_URL characters is not
// offered: the page says so and points at the JSON. Reads S.doc; writes nothing of the state.

import { $, GAME, h, t } from "./page.js";
import { S } from "./model.js";
import { openJson } from "./json-view.js";

export const MAX_URL = 4000;  // the service refuses URLs over 4096 characters (414)

export function encode(d) {
  var bytes = new TextEncoder().encode(JSON.stringify(d)), bin = "";
  for (var i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
export function shareLinks() {
  var s = encode(S.doc);
  var builder = "/scenario/new?game=" + encodeURIComponent(GAME) + "&s=" + s;
  return { ok: builder.length <= MAX_URL, length: builder.length, builder: location.origin + builder,
           trace: location.origin + "/trace?s=" + s, path: builder };
}
function copyButton(input) {
  return h("button", { type: "button", class: "secondary-btn", "data-key": "copy:" + input.id, onclick: function (ev) {
    var btn = ev.currentTarget;
    function done() { btn.textContent = t("b_copied"); setTimeout(function () { btn.textContent = t("b_copy"); }, 1500); }
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(input.value).then(done, function () { input.select(); });
    else { input.focus(); input.select(); try { document.execCommand("copy"); done(); } catch (e) { /* selected: the phone's menu copies */ } }
  } }, t("b_copy"));
}
export function drawShare() {
  var box = $("share");
  box.replaceChildren();
  var links = shareLinks();
  if (!links.ok) {
    box.append(h("p", { class: "notice", id: "share-too-long" }, t("b_too_long", links.length, MAX_URL), " ",
      h("button", { type: "button", class: "secondary-btn", onclick: openJson }, t("b_show_json"))));
    return;
  }
  [["share-builder", "b_share_builder", links.builder], ["share-trace", "b_share_trace", links.trace]].forEach(function (x) {
    var input = h("input", { type: "url", id: x[0], class: "b-text b-link", readonly: true, value: x[2] });
    box.append(h("div", { class: "b-field" }, h("label", { for: x[0] }, t(x[1])), input,
      h("div", { class: "b-row" }, h("a", { class: "button secondary", href: x[2], id: x[0] + "-open" }, "↗ " + t("b_open_link")),
        copyButton(input),
        navigator.share ? h("button", { type: "button", class: "secondary-btn", onclick: function () {
          navigator.share({ title: S.doc.title || document.title, url: x[2] }).catch(function () {});
        } }, t("b_share_native")) : null)));
  });
  try { history.replaceState(null, "", links.path); } catch (e) { /* the address bar is a convenience */ }
}
