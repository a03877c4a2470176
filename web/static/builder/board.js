// The board as drawn: one panel per player (its counters, flags, house, Riftbound's runes and
// power pool, its zones) and one for the zones the players share; in each zone the cards as
// tiles (name in the interface's language, stats, state badges), and under the selected card
// its editor (its counters and flags, move left/right, remove). Reads S.doc, S.selected and the
// card facts; writes S.selected and the board in S.doc (each edit goes through changed()).

import { $, GAME, T, h, has, t } from "./page.js";
import { S, cfg, changed, draw, entryField, entryName, getPath, info, listAt, moveEntry, players, setEntryField, setPath,
         shown, turnPlayer, zoneLabel } from "./model.js";
import { counter, toggle } from "./controls.js";

var DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"];

function statLine(c, zone) {
  if (!c || !c.stats) return "";
  var s = c.stats, out = [];
  if (GAME === "keyforge" && c.type && c.type.indexOf("creature") === 0) {
    out.push(s.power + " " + t("b_stat_power"));
    if (s.armor) out.push(s.armor + " " + t("b_stat_armor"));
  } else if (GAME === "riftbound" && s.might !== undefined && s.might !== null) {
    out.push(s.might + " " + t("b_stat_might"));
  } else if (GAME === "shards" && c.type === "champion") {
    out.push(s.health + " " + t("b_stat_health"));
  } else if (GAME === "ascension" && c.type === "monster") {
    out.push(s.power + " " + t("b_stat_asc_power"));
  } else if ((GAME === "ascension" || GAME === "shards") && zone && zone.shared) {
    out.push(s.cost + " " + t("b_stat_cost"));
  }
  return out.join(" · ");
}
function badges(e, zone) {
  var out = [];
  if (!zone.entry || !e || typeof e !== "object") return out;
  zone.entry.counts.forEach(function (c) {
    if (e[c[0]]) out.push(h("span", { class: "cb b-badge-" + c[0] }, e[c[0]] + " " + t(c[1])));
  });
  zone.entry.flags.forEach(function (f) { if (e[f[0]]) out.push(h("span", { class: "cb " + f[0] }, t(f[1]))); });
  return out;
}
function isSelected(player, zone, i) {
  return S.selected && S.selected.player === player && S.selected.zone === zone.key && S.selected.index === i;
}
function cardTile(player, zone, list, i) {
  var e = list[i], name = entryName(e), c = info(name);
  var key = "card:" + (player || "") + ":" + zone.key + ":" + i;
  var sel = isSelected(player, zone, i);
  return h("li", { class: "b-card-li" },
    h("button", { type: "button", class: "b-card" + (sel ? " selected" : "") + (e === null ? " empty" : ""),
                  "data-key": key, "data-player": player || "", "data-zone": zone.key, "data-index": i,
                  "data-name": name || "", "aria-expanded": String(!!sel),
                  onclick: function () { S.selected = sel ? null : { player: player, zone: zone.key, index: i }; draw(); } },
      h("span", { class: "b-card-name" }, shown(name)),
      c && c.names && c.names.en && shown(name) !== c.names.en ? h("small", { class: "b-card-alt", lang: "en" }, c.names.en) : null,
      statLine(c, zone) ? h("small", { class: "b-card-stats" }, statLine(c, zone)) : null,
      h("span", { class: "b-card-badges" }, badges(e, zone))));
}
function cardEditor(player, zone, list, i) {
  var e = list[i], name = entryName(e);
  var box = h("div", { class: "b-card-editor", id: "card-editor", role: "group", "aria-label": t("b_card_state", shown(name)) },
    h("p", { class: "b-editor-title" }, h("strong", null, shown(name))));
  if (zone.entry && e !== null) {
    zone.entry.counts.forEach(function (c) {
      var v = entryField(e, c[0]) || 0;
      box.append(counter(t(c[1]), "sel." + c[0], v, { min: 0, max: 999 }, function (nv) {
        setEntryField(list, i, c[0], nv, nv === 0); changed();
      }));
    });
    if (zone.entry.flags.length) {
      box.append(h("div", { class: "b-toggles" }, zone.entry.flags.map(function (f) {
        return toggle(t(f[1]), "sel." + f[0], entryField(e, f[0]), function (v) {
          setEntryField(list, i, f[0], true, !v); changed();
        });
      })));
    }
  }
  var row = h("div", { class: "b-row b-editor-row" });
  if (list.length > 1) {
    row.append(h("button", { type: "button", class: "b-step secondary-btn", "data-key": "sel.left", "aria-label": t("b_move_left"),
                             disabled: i === 0, onclick: function () { move(list, i, -1, player, zone); } }, "◀"));
    row.append(h("button", { type: "button", class: "b-step secondary-btn", "data-key": "sel.right", "aria-label": t("b_move_right"),
                             disabled: i === list.length - 1, onclick: function () { move(list, i, 1, player, zone); } }, "▶"));
  }
  row.append(h("button", { type: "button", class: "secondary-btn b-remove", "data-key": "sel.remove",
                           "aria-label": t("b_remove_x", shown(name)),
                           onclick: function () { list.splice(i, 1); S.selected = null; changed(); focusBoard(); } }, t("b_remove")));
  row.append(h("button", { type: "button", class: "secondary-btn", "data-key": "sel.close",
                           onclick: function () { S.selected = null; draw(); focusBoard(); } }, t("b_close")));
  box.append(row);
  return box;
}
function focusBoard() { var b = $("b-board-h"); if (b) { b.setAttribute("tabindex", "-1"); b.focus({ preventScroll: true }); } }
function move(list, i, by, player, zone) { if (moveEntry(list, i, by, player, zone)) changed(); }
function zoneBlock(player, zone) {
  var list = zone.get(S.doc, player, false);
  if (!list.length && !zone.main && zone.key !== "hand") return null;  // empty side zones stay out of the way
  var block = h("div", { class: "b-zone", "data-zone": zone.key },
    h("h4", { class: "b-zone-name" }, zoneLabel(zone), list.length ? h("span", { class: "count" }, " (" + list.length + ")") : null));
  if (!list.length) { block.append(h("p", { class: "zone-empty" }, t("empty"))); return block; }
  var ul = h("ul", { class: "b-cards" });
  for (var i = 0; i < list.length; i++) ul.append(cardTile(player, zone, list, i));
  block.append(ul);
  if (S.selected && S.selected.player === player && S.selected.zone === zone.key && S.selected.index < list.length) {
    block.append(cardEditor(player, zone, list, S.selected.index));
  }
  return block;
}
function runesBlock(p, pb) {
  var runes = Array.isArray(pb.runes) ? pb.runes : [];
  var block = h("div", { class: "b-zone b-runes", "data-zone": "runes" },
    h("h4", { class: "b-zone-name" }, t("runes"), runes.length ? h("span", { class: "count" }, " (" + runes.length + ")") : null));
  var ul = h("ul", { class: "b-cards" });
  runes.forEach(function (r, i) {
    var dom = typeof r === "string" ? r : r && r.domain, ex = r && typeof r === "object" && r.exhausted;
    var name = has("b_dom_" + dom) ? t("b_dom_" + dom) : dom;
    ul.append(h("li", { class: "b-rune-li" },
      h("button", { type: "button", class: "b-card b-rune dom-" + dom + (ex ? " exhausted" : ""), "data-key": p + ".rune." + i,
                    "aria-pressed": String(!!ex), "aria-label": t("b_rune_toggle", name),
                    onclick: function () { runes[i] = ex ? dom : { domain: dom, exhausted: true }; changed(); } },
        name, ex ? h("small", null, " · " + t("st_exhausted")) : null),
      h("button", { type: "button", class: "b-x", "data-key": p + ".rune-x." + i, "aria-label": t("b_remove_x", name),
                    onclick: function () { runes.splice(i, 1); changed(); } }, "×")));
  });
  if (runes.length) block.append(ul);
  block.append(h("div", { class: "b-add-rune", role: "group", "aria-label": t("b_add_rune") },
    h("span", { class: "b-field-label" }, t("b_add_rune")),
    h("div", { class: "b-seg" }, DOMAINS.map(function (d) {
      return h("button", { type: "button", class: "b-seg-btn dom-" + d, "data-key": p + ".add-rune." + d, "data-domain": d,
                           onclick: function () { listAt(pb, ["runes"], true).push(d); changed(); } }, "+ " + t("b_dom_" + d));
    }))));
  var pool = pb.pool && typeof pb.pool === "object" ? pb.pool : {};
  var power = pool.power && typeof pool.power === "object" ? pool.power : {};
  var used = DOMAINS.filter(function (d) { return power[d]; }).length;
  var det = h("details", { class: "b-pool", open: used ? true : null },
    h("summary", null, t("b_power_pool"), used ? " (" + used + ")" : ""));
  DOMAINS.forEach(function (d) {
    det.append(counter(t("b_dom_" + d), p + ".power." + d, power[d] || 0, { min: 0, max: 99 }, function (v) {
      setPath(pb, ["pool", "power", d], v ? v : undefined);
      changed();
    }));
  });
  block.append(det);
  return block;
}
function playerPanel(p) {
  var pb = S.doc.board.players[p];
  if (!pb || typeof pb !== "object") { S.doc.board.players[p] = pb = {}; }
  var active = turnPlayer() === p;
  var panel = h("section", { class: "b-player player" + (active ? " active" : ""), id: "b-player-" + p, "data-player": p },
    h("h3", { class: "b-player-head" }, h("span", { class: "player-name" }, p),
      active ? h("span", { class: "badge active-badge" }, t("b_whose_turn")) : null));
  var counters = h("div", { class: "b-counters" });
  cfg.counters.forEach(function (c) {
    counters.append(counter(t(c.label), p + "." + c.path.join("."), getPath(pb, c.path), c, function (v) {
      setPath(pb, c.path, v); changed();
    }));
  });
  panel.append(counters);
  if (cfg.flags) {
    panel.append(h("div", { class: "b-toggles" }, cfg.flags.map(function (f) {
      return toggle(t(f[1]), p + "." + f[0], pb[f[0]], function (v) { if (v) pb[f[0]] = true; else delete pb[f[0]]; changed(); });
    })));
  }
  if (cfg.house) {
    var sel = h("select", { id: "house-" + p, class: "b-select", "data-key": p + ".house",
                            onchange: function () { if (sel.value) pb.house = sel.value; else pb.house = null; changed(); } },
      h("option", { value: "" }, t("b_house_none")));
    Object.keys(T).filter(function (k) { return k.indexOf("house_") === 0; }).forEach(function (k) {
      var code = k.slice(6);
      sel.append(h("option", { value: code, selected: pb.house === code ? true : null }, T[k]));
    });
    panel.append(h("div", { class: "b-field b-house" }, h("label", { for: "house-" + p }, t("house")), sel));
  }
  if (cfg.runes) panel.append(runesBlock(p, pb));
  cfg.zones(S.doc).filter(function (z) { return !z.shared; }).forEach(function (z) {
    var b = zoneBlock(p, z);
    if (b) panel.append(b);
  });
  return panel;
}
export function drawBoard() {
  var box = $("b-board");
  box.replaceChildren();
  players().forEach(function (p) { box.append(playerPanel(p)); });
  var shared = cfg.zones(S.doc).filter(function (z) { return z.shared; });
  if (shared.length) {
    var panel = h("section", { class: "b-player b-shared", id: "b-shared" }, h("h3", { class: "b-player-head" }, t("b_shared_zones")));
    shared.forEach(function (z) { var b = zoneBlock(null, z); if (b) panel.append(b); });
    box.append(panel);
  }
}
