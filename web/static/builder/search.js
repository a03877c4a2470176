// Finding and placing cards: the search box asks the card library (GET /api/v1/library, 180 ms
// after the last key) and lists the cards found with their names in every language and their
// facts; a card tapped opens the place panel, which offers every zone of every player (the
// zones of its type suggested, full ones disabled) and puts the card there (on top of a deck).
// Keyboard: arrows through the results, Enter takes the first, Escape clears. Reads S.doc and
// S.placing; writes S.placing, S.cardInfo (each card found is remembered) and the zone the card
// goes to in S.doc (through changed()).

import { $, GAME, UI, h, has, t, setStatus } from "./page.js";
import { S, cfg, changed, players, remember, shown, zoneLabel } from "./model.js";

var search = $("card-search"), results = $("card-results"), place = $("place-panel");
var searchTimer = null, searchSeq = 0;  // a late answer to an older query is dropped

export function wireSearch() {
  search.addEventListener("input", function () {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(runSearch, 180);
  });
  search.addEventListener("keydown", function (e) {
    var first = results.querySelector("button");
    if (e.key === "ArrowDown" && first) { e.preventDefault(); first.focus(); }
    if (e.key === "Enter") { e.preventDefault(); clearTimeout(searchTimer); if (first) first.click(); else runSearch(); }
    if (e.key === "Escape") { search.value = ""; results.replaceChildren(); closePlace(); }
  });
  results.addEventListener("keydown", function (e) {
    var items = Array.prototype.slice.call(results.querySelectorAll("button"));
    var i = items.indexOf(document.activeElement);
    if (i < 0) return;
    if (e.key === "ArrowDown" && i < items.length - 1) { e.preventDefault(); items[i + 1].focus(); }
    if (e.key === "ArrowUp") { e.preventDefault(); (i ? items[i - 1] : search).focus(); }
  });
}
function facts(c) {
  var out = [];
  if (c.type) out.push(has("b_type_" + c.type) ? t("b_type_" + c.type) : c.type);
  if (c.house) out.push(has("house_" + c.house) ? t("house_" + c.house) : c.house);
  if (c.domain && c.domain.length) out.push(c.domain.map(function (d) { return has("b_dom_" + d) ? t("b_dom_" + d) : d; }).join("/"));
  if (c.faction) out.push(c.faction);
  var s = c.stats || {};
  Object.keys(s).forEach(function (k) {
    var v = s[k];
    var label = GAME === "riftbound" && k === "power" ? "b_stat_rb_power" : GAME === "ascension" && k === "power" ? "b_stat_asc_power" : "b_stat_" + k;
    if (v === true) out.push(t(label));
    else if (typeof v === "number" && (v !== 0 || k === "cost" || k === "energy" || (k === "power" && c.type === "creature")))
      out.push(v + " " + t(label));
  });
  return out.join(" · ");
}
function runSearch() {
  var q = search.value.trim();
  var seq = ++searchSeq;
  if (!q) { results.replaceChildren(); return; }
  results.replaceChildren(h("li", { class: "muted b-searching" }, t("b_searching")));
  fetch("/api/v1/library?game=" + encodeURIComponent(GAME) + "&q=" + encodeURIComponent(q) + "&limit=8",
        { headers: { Accept: "application/json" } })
    .then(function (r) { return r.json(); })
    .then(function (body) {
      if (seq !== searchSeq) return;
      results.replaceChildren();
      var cards = body.cards || [];
      if (!cards.length) { results.append(h("li", { class: "muted" }, t("b_no_cards"))); return; }
      cards.forEach(function (c, i) {
        remember(c);
        var names = c.names || {};
        var main = names[UI] || names.en || c.name;
        var others = Object.keys(names).filter(function (l) { return names[l] !== main; })
          .map(function (l) { return names[l]; }).filter(function (n, j, a) { return a.indexOf(n) === j; });
        results.append(h("li", null, h("button", { type: "button", class: "b-result", "data-key": "result:" + i,
                                                    "data-name": c.name, onclick: function () { openPlace(c); } },
          h("span", { class: "b-r-name" }, main),
          others.length ? h("span", { class: "b-r-other" }, others.join(" · ")) : null,
          h("span", { class: "b-r-facts" }, facts(c)),
          c.text ? h("span", { class: "b-r-text-note" }, t("b_printed_text_en")) : null,
          c.text ? h("span", { class: "b-r-text", lang: "en" }, c.text_shown || c.text) : null)));
      });
    })
    .catch(function () { if (seq === searchSeq) results.replaceChildren(h("li", { class: "notice" }, t("b_network"))); });
}
function openPlace(c) {
  S.placing = c;
  var zones = cfg.zones(S.doc);
  place.replaceChildren(h("p", { class: "b-place-title", id: "place-title" }, t("b_place_where", shown(c.name))));
  var typed = zones.some(function (z) { return z.types && z.types.indexOf(c.type) >= 0; });
  function button(player, z) {
    var full = z.max && z.get(S.doc, player, false).length >= z.max;
    var hint = typed ? (z.types && z.types.indexOf(c.type) >= 0) : z.key === "hand";
    return h("button", { type: "button", class: "b-place-btn" + (hint ? " suggested" : ""), disabled: full || null,
                         "data-place-player": player || "", "data-place-zone": z.key, "data-key": "place:" + (player || "") + ":" + z.key,
                         onclick: function () { placeCard(player, z); } }, zoneLabel(z));
  }
  players().forEach(function (p) {
    place.append(h("fieldset", { class: "b-place-group", "data-player": p }, h("legend", null, p),
      h("div", { class: "b-place-grid" }, zones.filter(function (z) { return !z.shared; }).map(function (z) { return button(p, z); }))));
  });
  var shared = zones.filter(function (z) { return z.shared; });
  if (shared.length) {
    place.append(h("fieldset", { class: "b-place-group", "data-player": "" }, h("legend", null, t("b_shared_zones")),
      h("div", { class: "b-place-grid" }, shared.map(function (z) { return button(null, z); }))));
  }
  place.append(h("div", { class: "b-row" }, h("button", { type: "button", class: "secondary-btn", id: "place-cancel",
                                                         onclick: function () { closePlace(); search.focus(); } }, t("b_cancel"))));
  place.hidden = false;
  place.setAttribute("aria-labelledby", "place-title");
  var first = place.querySelector("button.suggested") || place.querySelector("button");
  if (first) first.focus();
  place.scrollIntoView({ block: "nearest" });
}
function closePlace() { S.placing = null; place.hidden = true; place.replaceChildren(); }
function placeCard(player, zone) {
  if (!S.placing) return;
  var list = zone.get(S.doc, player, true);
  if (zone.top) list.unshift(S.placing.name); else list.push(S.placing.name);
  var where = (player ? player + " · " : "") + zoneLabel(zone);
  setStatus(t("b_placed", shown(S.placing.name), where));
  closePlace();
  search.value = "";
  results.replaceChildren();
  changed();
  search.focus({ preventScroll: true });
}
