// Checking with the service: after every change (debounced, 350 ms) and when the JSON is
// applied, POST /scenario/new/check validates the document as the editor does and returns the
// library facts of the card names on the board not yet known, so that the board shows them in
// the interface's language with their stats. Reads S.doc, S.version, S.cardInfo; writes
// S.asked, S.cardInfo (the facts) and S.errors (shown by json-view.js); draws again when new
// facts came for the current version.

import { UI, pretty } from "./page.js";
import { S, boardNames, draw, remember } from "./model.js";
import { post } from "./api.js";
import { drawErrors } from "./json-view.js";

var checkTimer = null;
export function scheduleCheck() { clearTimeout(checkTimer); checkTimer = setTimeout(check, 350); }

// text: the textarea's text (Apply); without it the document as it stands. Resolves to the answer.
export function check(text) {
  var v = S.version;
  var names = boardNames().filter(function (n) { return !(n.toLowerCase() in S.cardInfo) && !S.asked[n]; });
  names.forEach(function (n) { S.asked[n] = true; });
  return post("/scenario/new/check?ui=" + UI, { text: text === undefined ? pretty(S.doc) : text, names: names })
    .then(function (r) {
      var cards = r.body.cards || {};
      var got = false;
      Object.keys(cards).forEach(function (n) { remember(cards[n]); S.cardInfo[n.toLowerCase()] = cards[n]; got = true; });
      if (v === S.version || text !== undefined) {
        S.errors = r.body.errors || [];
        drawErrors();
      }
      if (got && v === S.version) draw();
      return r;
    });
}
