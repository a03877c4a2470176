// The scenario builder (/scenario/new, web/pages_builder.py): a judge at the table builds a
// scenario by tapping and typing. The scenario document is the one state; every control
// changes it and the page is drawn again from it. The engine decides what may come next
// (POST /api/v1/actions), runs it (POST /api/v1/resolve), and the scenario is shared as a
// link (?s= base64url of its UTF-8 JSON). Plain ES2017, no framework, nothing downloaded.
(function () {
  "use strict";
  var root = document.getElementById("builder");
  if (!root) return;
  root.classList.add("js");

  var T = JSON.parse(root.getAttribute("data-i18n") || "{}");
  var UI = root.getAttribute("data-ui") || "de";
  var GAME = root.getAttribute("data-game");
  var MAX_URL = 4000;  // the service refuses URLs over 4096 characters (414)
  var DOMAINS = ["fury", "calm", "mind", "body", "chaos", "order"];
  var GROUP_ORDER = ["play", "use", "fight", "reap", "discard", "move", "hide", "acquire", "defeat", "attack",
                     "focus", "turn"];

  function $(id) { return document.getElementById(id); }
  function t(key) {
    var s = Object.prototype.hasOwnProperty.call(T, key) ? T[key] : key;
    for (var i = 1; i < arguments.length; i++) s = s.replace(/%[sd]/, String(arguments[i]));
    return s;
  }
  function has(key) { return Object.prototype.hasOwnProperty.call(T, key); }

  // h("button", {class: "x", "data-key": "k", onclick: fn}, "text", child) → element
  function h(tag, attrs) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      var v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      if (k === "class") el.className = v;
      else if (k === "text") el.textContent = v;
      else if (k.indexOf("on") === 0) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : String(v));
    });
    for (var i = 2; i < arguments.length; i++) append(el, arguments[i]);
    return el;
  }
  function append(el, c) {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) { c.forEach(function (x) { append(el, x); }); return; }
    el.append(c instanceof Node ? c : String(c));
  }
  function clone(x) { return JSON.parse(JSON.stringify(x)); }
  function pretty(d) { return JSON.stringify(d, null, 1); }

  // ---- the games (web/static/builder-games.js): what the builder offers on each board ------
  var G = window.RulesJudgeBuilderGames || {};
  var GAMES = G.GAMES || {}, listAt = G.listAt;
  var cfg = GAMES[GAME];
  if (!cfg) return;

  function zoneLabel(z) { return z.labelArg !== undefined ? t(z.label, z.labelArg) : t(z.label); }

  // ---- state ----------------------------------------------------------------------------
  var doc = null;          // the scenario document
  var version = 0;         // bumped on every change; late answers for older versions are dropped
  var cardInfo = {};       // lower-case name → library facts {name, names, type, stats, house …} (null: none)
  var asked = {};          // names already asked the server about
  var labels = {};         // JSON of an action → its label {de, en} from the menu
  var answerLabels = {};   // prompt ID + "\u0000" + key → the option's label
  var menu = null;         // the last /api/v1/actions answer (200)
  var showRefused = false;
  var stop = null;         // a 409 of /api/v1/actions: where the actions stop
  var pendingPrompt = null; // {prompt, then} an unanswered prompt offered as buttons
  var selected = null;     // {player, zone, index} of the card whose state is edited
  var placing = null;      // the library card being placed
  var lastRun = null;      // {version, status, body}
  var errors = [];         // the last check's errors
  var jsonDirty = false;
  var doneChoices = [];    // choice count after each action appended here (undo removes answers given later)

  var area = $("builder-json");
  function setStatus(text) { $("b-status").textContent = text || ""; }

  function players() { return Object.keys((doc.board && doc.board.players) || {}); }
  function turnPlayer() {
    var v = doc.board[cfg.turn];
    return typeof v === "string" ? v : (Array.isArray(doc.board.order) && doc.board.order[0]) || players()[0];
  }

  // ---- card entries ---------------------------------------------------------------------
  function entryName(e) {
    if (e === null || e === undefined) return null;
    if (typeof e === "string") return e;
    if (typeof e.card === "string") return e.card;
    if (e.card && typeof e.card.name === "string") return e.card.name;
    if (typeof e.name === "string") return e.name;
    return "?";
  }
  function entryField(e, field) { return e && typeof e === "object" && e.card !== undefined ? e[field] : undefined; }
  function setEntryField(list, i, field, value, isDefault) {
    var e = list[i];
    if (typeof e === "string" || (e && typeof e === "object" && e.card === undefined)) e = { card: e };
    if (!e || typeof e !== "object") return;
    if (isDefault) delete e[field]; else e[field] = value;
    list[i] = Object.keys(e).length === 1 && e.card !== undefined ? e.card : e;  // a bare name when nothing is set
  }
  function info(name) { return name ? cardInfo[String(name).toLowerCase()] : null; }
  function shown(name) {
    if (name === null || name === undefined) return t("b_empty_slot");
    var c = info(name);
    if (!c) return name;
    var n = c.names || {};
    return n[UI] || n.en || c.name || name;
  }
  function remember(card) {
    cardInfo[String(card.name).toLowerCase()] = card;
    Object.keys(card.names || {}).forEach(function (l) {
      var k = String(card.names[l]).toLowerCase();
      if (!cardInfo[k]) cardInfo[k] = card;
    });
  }

  // ---- changes --------------------------------------------------------------------------
  // Every change of the scenario goes through here: the menu and the last run go stale, the
  // page is drawn again, the JSON and the share links follow, the server validates.
  function changed(opts) {
    opts = opts || {};
    version++;
    if (!opts.keepMenu) { menu = null; stop = null; pendingPrompt = null; }
    draw();
    scheduleCheck();
  }

  function draw() {
    var key = document.activeElement && document.activeElement.getAttribute && document.activeElement.getAttribute("data-key");
    drawTitle();
    drawSettings();
    drawBoard();
    drawActions();
    drawMenu();
    drawPrompt();
    drawResult();
    drawShare();
    if (!jsonDirty) { area.value = pretty(doc); area.rows = Math.min(40, Math.max(12, area.value.split("\n").length + 1)); }
    if (key) {  // keep the focus on the control that was used (keyboard and screen-reader users)
      var again = root.querySelector('[data-key="' + (window.CSS && CSS.escape ? CSS.escape(key) : key) + '"]');
      if (again && again !== document.activeElement) again.focus({ preventScroll: true });
    }
  }

  // ---- title and settings ---------------------------------------------------------------
  var titleBox = $("b-title");
  titleBox.addEventListener("input", function () { doc.title = titleBox.value; version++; scheduleCheck(); drawShare(); syncJson(); });
  function drawTitle() { if (document.activeElement !== titleBox) titleBox.value = typeof doc.title === "string" ? doc.title : ""; }
  function syncJson() { if (!jsonDirty) area.value = pretty(doc); }

  function segmented(label, key, options, value, onPick) {
    return h("div", { class: "b-field" },
      h("span", { class: "b-field-label", id: "lbl-" + key }, label),
      h("div", { class: "b-seg", role: "group", "aria-labelledby": "lbl-" + key },
        options.map(function (o) {
          return h("button", { type: "button", class: "b-seg-btn", "data-key": key + "=" + o[0], "data-value": o[0],
                               "aria-pressed": String(o[0] === value), onclick: function () { onPick(o[0]); } }, o[1]);
        })));
  }
  function toggle(label, key, on, onFlip) {
    return h("button", { type: "button", class: "b-toggle", "data-key": key, "aria-pressed": String(!!on),
                         onclick: function () { onFlip(!on); } }, label);
  }
  function counter(label, key, value, spec, onSet) {
    var shownValue = value === null || value === undefined ? (spec.nullable ? null : (spec.def || 0)) : value;
    var lo = spec.min, hi = spec.max;
    return h("div", { class: "b-counter", "data-counter": key },
      h("span", { class: "b-counter-label" }, label),
      h("button", { type: "button", class: "b-step", "data-key": key + ":-", "aria-label": t("b_decrease", label),
                    disabled: shownValue === null || shownValue <= lo,
                    onclick: function () { onSet(Math.max(lo, shownValue - 1)); } }, "−"),
      h("output", { class: "b-value", "data-key": key + ":v", "aria-live": "polite",
                    "aria-label": shownValue === null ? label + ": " + t("b_default") : null,
                    title: shownValue === null ? t("b_default") : null },
        shownValue === null ? "—" : String(shownValue)),
      h("button", { type: "button", class: "b-step", "data-key": key + ":+", "aria-label": t("b_increase", label),
                    disabled: shownValue !== null && shownValue >= hi,
                    onclick: function () { onSet(shownValue === null ? spec.start : Math.min(hi, shownValue + 1)); } }, "+"));
  }
  function getPath(obj, path) {
    var o = obj;
    for (var i = 0; i < path.length; i++) { if (!o || typeof o !== "object") return undefined; o = o[path[i]]; }
    return o;
  }
  function setPath(obj, path, value) {
    var o = obj;
    for (var i = 0; i < path.length - 1; i++) {
      if (!o[path[i]] || typeof o[path[i]] !== "object") o[path[i]] = {};
      o = o[path[i]];
    }
    if (value === undefined) delete o[path[path.length - 1]]; else o[path[path.length - 1]] = value;
  }

  function drawSettings() {
    var box = $("b-settings");
    box.replaceChildren();
    var ps = players();
    box.append(segmented(t("b_whose_turn"), "turn", ps.map(function (p) { return [p, p]; }), turnPlayer(), function (p) {
      doc.board[cfg.turn] = p; changed();
    }));
    cfg.settings.forEach(function (s) {
      if (s.kind === "choice") {
        box.append(segmented(t(s.label), s.key, s.options.map(function (o) { return [o[0], t(o[1])]; }),
          doc.board[s.key] || s.def, function (v) { doc.board[s.key] = v; changed(); }));
      } else if (s.kind === "flag") {
        box.append(h("div", { class: "b-field" }, toggle(t(s.label), s.key, doc.board[s.key], function (v) {
          if (v) doc.board[s.key] = true; else delete doc.board[s.key];
          changed();
        })));
      } else if (s.kind === "count") {
        box.append(counter(t(s.label), s.path.join("."), getPath(doc.board, s.path), s, function (v) {
          setPath(doc.board, s.path, v); changed();
        }));
      }
    });
  }

  // ---- the board ------------------------------------------------------------------------
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
    return selected && selected.player === player && selected.zone === zone.key && selected.index === i;
  }
  function cardTile(player, zone, list, i) {
    var e = list[i], name = entryName(e), c = info(name);
    var key = "card:" + (player || "") + ":" + zone.key + ":" + i;
    var sel = isSelected(player, zone, i);
    return h("li", { class: "b-card-li" },
      h("button", { type: "button", class: "b-card" + (sel ? " selected" : "") + (e === null ? " empty" : ""),
                    "data-key": key, "data-player": player || "", "data-zone": zone.key, "data-index": i,
                    "data-name": name || "", "aria-expanded": String(!!sel),
                    onclick: function () { selected = sel ? null : { player: player, zone: zone.key, index: i }; draw(); } },
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
                             onclick: function () { list.splice(i, 1); selected = null; changed(); focusBoard(); } }, t("b_remove")));
    row.append(h("button", { type: "button", class: "secondary-btn", "data-key": "sel.close",
                             onclick: function () { selected = null; draw(); focusBoard(); } }, t("b_close")));
    box.append(row);
    return box;
  }
  function focusBoard() { var b = $("b-board-h"); if (b) { b.setAttribute("tabindex", "-1"); b.focus({ preventScroll: true }); } }
  function move(list, i, by, player, zone) {
    var j = i + by;
    if (j < 0 || j >= list.length) return;
    var x = list[i]; list[i] = list[j]; list[j] = x;
    selected = { player: player, zone: zone.key, index: j };
    changed();
  }
  function zoneBlock(player, zone) {
    var list = zone.get(doc, player, false);
    if (!list.length && !zone.main && zone.key !== "hand") return null;  // empty side zones stay out of the way
    var block = h("div", { class: "b-zone", "data-zone": zone.key },
      h("h4", { class: "b-zone-name" }, zoneLabel(zone), list.length ? h("span", { class: "count" }, " (" + list.length + ")") : null));
    if (!list.length) { block.append(h("p", { class: "zone-empty" }, t("empty"))); return block; }
    var ul = h("ul", { class: "b-cards" });
    for (var i = 0; i < list.length; i++) ul.append(cardTile(player, zone, list, i));
    block.append(ul);
    if (selected && selected.player === player && selected.zone === zone.key && selected.index < list.length) {
      block.append(cardEditor(player, zone, list, selected.index));
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
    var pb = doc.board.players[p];
    if (!pb || typeof pb !== "object") { doc.board.players[p] = pb = {}; }
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
    cfg.zones(doc).filter(function (z) { return !z.shared; }).forEach(function (z) {
      var b = zoneBlock(p, z);
      if (b) panel.append(b);
    });
    return panel;
  }
  function drawBoard() {
    var box = $("b-board");
    box.replaceChildren();
    players().forEach(function (p) { box.append(playerPanel(p)); });
    var shared = cfg.zones(doc).filter(function (z) { return z.shared; });
    if (shared.length) {
      var panel = h("section", { class: "b-player b-shared", id: "b-shared" }, h("h3", { class: "b-player-head" }, t("b_shared_zones")));
      shared.forEach(function (z) { var b = zoneBlock(null, z); if (b) panel.append(b); });
      box.append(panel);
    }
  }

  // ---- finding and placing cards ---------------------------------------------------------
  var search = $("card-search"), results = $("card-results"), place = $("place-panel");
  var searchTimer = null, searchSeq = 0;
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
    placing = c;
    var zones = cfg.zones(doc);
    place.replaceChildren(h("p", { class: "b-place-title", id: "place-title" }, t("b_place_where", shown(c.name))));
    var typed = zones.some(function (z) { return z.types && z.types.indexOf(c.type) >= 0; });
    function button(player, z) {
      var full = z.max && z.get(doc, player, false).length >= z.max;
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
  function closePlace() { placing = null; place.hidden = true; place.replaceChildren(); }
  function placeCard(player, zone) {
    if (!placing) return;
    var list = zone.get(doc, player, true);
    if (zone.top) list.unshift(placing.name); else list.push(placing.name);
    var where = (player ? player + " · " : "") + zoneLabel(zone);
    setStatus(t("b_placed", shown(placing.name), where));
    closePlace();
    search.value = "";
    results.replaceChildren();
    changed();
    search.focus({ preventScroll: true });
  }

  // ---- talking to the service -------------------------------------------------------------
  function post(url, body) {
    return fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" },
                        body: JSON.stringify(body), credentials: "same-origin" })
      .then(function (r) {
        return r.json().then(function (b) { return { status: r.status, body: b || {} }; },
                             function () { return { status: r.status, body: {} }; });
      }, function () { return { status: 0, body: { message: t("b_network"), message_de: t("b_network") } }; });
  }
  function messageOf(body) { return (UI === "de" && body.message_de) || body.message || t("b_network"); }
  function say(obj) { return obj ? (obj[UI] || obj.en || obj.de || "") : ""; }
  function ruleLink(rule) {
    // as web.graph_svg.rule_href writes it: ":" and "/" stay
    return rule ? h("a", { class: "b-rule", href: "/rules/" + encodeURIComponent(rule).replace(/%3A/gi, ":").replace(/%2F/gi, "/") }, rule) : null;
  }
  function setBusy(on, text) {
    ["load-actions", "run", "undo-action"].forEach(function (id) { var b = $(id); if (b) b.setAttribute("aria-busy", on ? "true" : "false"); });
    root.classList.toggle("busy", !!on);
    setStatus(on ? text : "");
  }

  // validation and card facts, after every change (debounced)
  var checkTimer = null;
  function scheduleCheck() { clearTimeout(checkTimer); checkTimer = setTimeout(check, 350); }
  function boardNames() {
    var out = [];
    function walk(x, key) {
      if (typeof x === "string") { if (key) out.push(x); return; }
      if (Array.isArray(x)) { x.forEach(function (y) { walk(y, key); }); return; }
      if (x && typeof x === "object") {
        if (typeof x.card === "string") out.push(x.card);
        Object.keys(x).forEach(function (k) {
          if (k === "card" || k === "pool" || k === "runes" || k === "rune_deck") return;
          walk(x[k], CARD_LISTS.indexOf(k) >= 0 || (key && k !== "domain"));
        });
      }
    }
    walk(doc.board, false);
    return out.filter(function (n, i, a) { return a.indexOf(n) === i; });
  }
  var CARD_LISTS = ["hand", "deck", "discard", "archives", "purged", "battleline", "artifacts", "upgrades", "trash",
                    "banish", "base", "units", "constructs", "played", "champions", "fast_played", "center_row",
                    "center_deck", "void", "champion", "legend"];
  function check(text) {
    var v = version;
    var names = boardNames().filter(function (n) { return !(n.toLowerCase() in cardInfo) && !asked[n]; });
    names.forEach(function (n) { asked[n] = true; });
    return post("/scenario/new/check?ui=" + UI, { text: text === undefined ? pretty(doc) : text, names: names })
      .then(function (r) {
        var cards = r.body.cards || {};
        var got = false;
        Object.keys(cards).forEach(function (n) { remember(cards[n]); cardInfo[n.toLowerCase()] = cards[n]; got = true; });
        if (v === version || text !== undefined) {
          errors = r.body.errors || [];
          drawErrors();
        }
        if (got && v === version) draw();
        return r;
      });
  }
  function drawErrors() {
    var banner = $("b-invalid"), list = $("json-errors");
    list.replaceChildren();
    if (!errors.length) { banner.hidden = true; area.removeAttribute("aria-invalid"); return; }
    banner.hidden = false;
    banner.replaceChildren(t("b_invalid", errors.length), " ",
      h("button", { type: "button", class: "secondary-btn", onclick: function () { openJson(); } }, t("b_show_json")));
    area.setAttribute("aria-invalid", "true");
    list.append(h("p", null, h("strong", null, t("errors_found")), " ", h("span", { class: "count" }, "(" + errors.length + ")")));
    var ol = h("ol", { class: "error-list" });
    errors.forEach(function (e) {
      ol.append(h("li", { class: "error" + (e.line ? " clickable" : ""), "data-pointer": e.pointer || "", "data-line": e.line || null,
                          tabindex: e.line ? "0" : null,
                          onclick: function () { if (e.line) selectLine(e.line); },
                          onkeydown: function (ev) { if (e.line && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); selectLine(e.line); } } },
        e.where ? h("strong", { class: "where" }, e.where) : null, e.where ? " " : null,
        h("span", { class: "message" }, e.text || ""),
        e.line ? h("span", { class: "error-meta" }, " " + t("at_line") + " " + e.line) : null, " ",
        h("code", { class: "pointer" }, e.pointer || "/"),
        e.nearest && e.nearest.length ? h("span", { class: "nearest" }, " " + t("did_you_mean") + ": " + e.nearest.join(", ")) : null));
    });
    list.append(ol);
  }
  function openJson() {
    var d = $("json-panel");
    d.open = true;
    d.scrollIntoView({ block: "start" });
    area.focus({ preventScroll: true });
  }
  function selectLine(line) {
    var lines = area.value.split("\n");
    if (line < 1 || line > lines.length) return;
    var start = 0;
    for (var i = 0; i < line - 1; i++) start += lines[i].length + 1;
    $("json-panel").open = true;
    area.focus();
    area.setSelectionRange(start, start + lines[line - 1].length);
    var lh = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (line - 3) * lh);
  }

  // ---- actions, the menu of what is legal now, prompts -------------------------------------
  function actionKey(a) { return JSON.stringify(a); }
  function actionLabel(a) {
    var l = labels[actionKey(a)];
    if (l) return say(l);
    var type = a && a.type;
    var text = has("act_" + type) ? t("act_" + type) : String(type);
    var rest = Object.keys(a || {}).filter(function (k) { return k !== "type"; }).map(function (k) {
      var v = a[k];
      return typeof v === "string" ? shown(v) : JSON.stringify(v);
    });
    return rest.length ? text + ": " + rest.join(" · ") : text;
  }
  function choiceItems() {
    var c = doc.choices, out = [];
    if (Array.isArray(c)) {
      c.forEach(function (x, i) {
        var id = x && typeof x === "object" && x.prompt ? x.prompt : "#" + (i + 1);
        var ans = x && typeof x === "object" && x.prompt ? x.answer : x;
        out.push({ id: id, answer: ans, remove: function () { c.splice(i, 1); } });
      });
    } else if (c && typeof c === "object") {
      Object.keys(c).forEach(function (id) {
        var v = c[id];
        (Array.isArray(v) ? v : [v]).forEach(function (ans, j) {
          out.push({ id: id, answer: ans, remove: function () {
            if (Array.isArray(v)) { v.splice(j, 1); if (!v.length) delete c[id]; else if (v.length === 1) c[id] = v[0]; }
            else delete c[id];
          } });
        });
      });
    }
    return out;
  }
  function choiceCount() { return choiceItems().length; }
  function addChoice(id, key, label) {
    answerLabels[id + "\u0000" + key] = label;
    if (Array.isArray(doc.choices)) { doc.choices.push({ prompt: id, answer: key }); return; }
    if (!doc.choices || typeof doc.choices !== "object") doc.choices = {};
    var c = doc.choices;
    if (!(id in c)) c[id] = key;
    else if (Array.isArray(c[id])) c[id].push(key);
    else c[id] = [c[id], key];
  }
  function drawActions() {
    var ol = $("b-actions");
    ol.replaceChildren();
    var acts = Array.isArray(doc.actions) ? doc.actions : [];
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
        var label = answerLabels[x.id + "\u0000" + x.answer] || (typeof x.answer === "string" ? x.answer : JSON.stringify(x.answer));
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
  function undo() {
    var acts = doc.actions || [];
    if (!acts.length) return;
    acts.pop();
    var keep = doneChoices.length > acts.length ? doneChoices[acts.length] : null;
    doneChoices.length = Math.min(doneChoices.length, acts.length);
    if (keep !== null) { var items = choiceItems(); for (var i = items.length - 1; i >= keep; i--) items[i].remove(); }
    changed();
  }
  $("undo-action").addEventListener("click", undo);
  $("load-actions").addEventListener("click", function () { loadMenu(); });

  function loadMenu() {
    var v = version;
    setBusy(true, t("b_loading_actions"));
    return post("/api/v1/actions", doc).then(function (r) {
      setBusy(false);
      if (v !== version) return;
      menu = null; stop = null; pendingPrompt = null;
      if (r.status === 200) menu = r.body;
      else if (r.status === 409) {
        stop = r.body;
        if (stop.stop === "prompt" && stop.prompt) pendingPrompt = { prompt: stop.prompt, then: loadMenu };
      } else if (r.status === 400) { errors = r.body.errors ? r.body.errors.map(worded) : []; drawErrors(); menu = { failed: messageOf(r.body) }; }
      else menu = { failed: messageOf(r.body) };
      drawActions(); drawMenu(); drawPrompt();
      var first = pendingPrompt ? $("prompt-box").querySelector("button") : $("action-menu").querySelector("button.b-legal");
      var box = pendingPrompt ? $("prompt-box") : stop ? $("b-stop") : $("action-menu");
      if (box && !box.hidden) box.scrollIntoView({ block: "nearest" });
      if (first) first.focus({ preventScroll: true });
    });
  }
  function worded(e) {  // an API error → the shape the page shows
    return { pointer: e.pointer, where: UI === "de" ? e.label_de : e.label, text: (UI === "de" && e.message_de) || e.message,
             nearest: e.nearest };
  }
  function drawMenu() {
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
      box.append(toggle(t("b_show_refused") + " (" + (refused.length + unsupported.length) + ")", "show-refused", showRefused,
                        function (v) { showRefused = v; drawMenu(); }));
    }
    if (showRefused && refused.length) {
      box.append(h("h4", { class: "b-group-name" }, t("b_refused_heading")));
      box.append(h("ul", { class: "b-refused-list" }, refused.map(function (c) {
        return h("li", { class: "b-refused", "aria-disabled": "true" }, h("span", { class: "b-refused-label" }, say(c.label)),
          h("span", { class: "b-why" }, say(c.why), " ", ruleLink(c.rule)));
      })));
    }
    if (showRefused && unsupported.length) {
      box.append(h("h4", { class: "b-group-name" }, t("b_unsupported_heading")));
      box.append(h("ul", { class: "b-refused-list" }, unsupported.map(function (c) {
        return h("li", { class: "b-refused", "aria-disabled": "true" }, h("span", { class: "b-refused-label" }, say(c.label)),
          h("span", { class: "b-why", lang: "en" }, c.message));
      })));
    }
    if ((menu.cut || []).length) box.append(h("p", { class: "muted" }, t("b_cut", menu.cut.length)));
  }
  function choose(c) {
    if (!Array.isArray(doc.actions)) doc.actions = [];
    doneChoices[doc.actions.length] = choiceCount();
    doc.actions.push(clone(c.action));
    labels[actionKey(c.action)] = c.label;
    setStatus(say(c.label));
    changed();
    if (c.prompt) loadMenu();  // the prompt it asks comes next: offer its options at once
    else { var b = $("load-actions"); if (b) b.focus({ preventScroll: true }); }
  }
  function drawPrompt() {
    var box = $("prompt-box");
    box.replaceChildren();
    box.hidden = !pendingPrompt;
    if (!pendingPrompt) return;
    var p = pendingPrompt.prompt, then = pendingPrompt.then;
    box.append(h("h3", { class: "b-sub" }, t("b_prompt_for", p.chooser), " ", h("code", null, p.id)),
      h("p", null, say(p.question)),
      h("div", { class: "b-options" }, (p.options || []).map(function (o, i) {
        return h("button", { type: "button", class: "b-option", "data-answer": o.key, "data-key": "answer:" + i,
                             onclick: function () {
                               addChoice(p.id, o.key, o.label || o.key);
                               changed();
                               then();
                             } }, o.label || o.key);
      })),
      h("p", { class: "muted b-hint" }, t("b_prompt_hint")));
  }

  // ---- running it ---------------------------------------------------------------------------
  $("run").addEventListener("click", run);
  function run() {
    var v = version;
    setBusy(true, t("b_running"));
    return post("/api/v1/resolve", doc).then(function (r) {
      setBusy(false);
      if (v !== version) return;
      lastRun = { version: v, status: r.status, body: r.body };
      if (r.status === 422 && r.body.prompt) pendingPrompt = { prompt: r.body.prompt, then: run };
      if (r.status === 400 && r.body.errors) { errors = r.body.errors.map(worded); drawErrors(); }
      drawResult(); drawPrompt();
      var box = pendingPrompt ? $("prompt-box") : $("run-result");
      box.scrollIntoView({ block: "nearest" });
      var first = pendingPrompt ? box.querySelector("button") : $("trace-link");
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
  function drawResult() {
    var box = $("run-result");
    box.replaceChildren();
    if (!lastRun) return;
    var b = lastRun.body, links = shareLinks();
    if (lastRun.version !== version) box.append(h("p", { class: "notice" }, t("b_result_stale")));
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
          h("input", { type: "hidden", name: "scenario", value: JSON.stringify(doc) }),
          h("button", { type: "submit", name: "action", value: "resolve", id: "trace-link" }, t("b_full_trace")));
        box.append(f);
      }
    }
  }

  // ---- sharing ------------------------------------------------------------------------------
  function encode(d) {
    var bytes = new TextEncoder().encode(JSON.stringify(d)), bin = "";
    for (var i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function shareLinks() {
    var s = encode(doc);
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
  function drawShare() {
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
            navigator.share({ title: doc.title || document.title, url: x[2] }).catch(function () {});
          } }, t("b_share_native")) : null)));
    });
    try { history.replaceState(null, "", links.path); } catch (e) { /* the address bar is a convenience */ }
  }

  // ---- the JSON -----------------------------------------------------------------------------
  area.addEventListener("input", function () {
    jsonDirty = true;
    $("json-note").textContent = t("b_json_dirty");
  });
  $("apply-json").addEventListener("click", function () {
    var text = area.value, parsed = null;
    try { parsed = JSON.parse(text); } catch (e) { parsed = null; }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) { text = pretty(parsed); area.value = text; }
    check(text).then(function (r) {
      var data = parsed || r.body.data;  // as written (the server's echo has its keys sorted: the lines would move)
      if (!data || typeof data !== "object" || Array.isArray(data) || !GAMES[data.game]) {
        $("json-note").textContent = r.body.data === null ? "" : t("b_json_not_object");
        return;
      }
      if (data.game !== GAME) {  // another game: the builder starts again with it
        var s = encode(data);
        location.assign("/scenario/new?game=" + encodeURIComponent(data.game) + "&s=" + s);
        return;
      }
      jsonDirty = false;
      doc = normalize(data);
      selected = null; lastRun = null; doneChoices = [];
      $("json-note").textContent = r.body.valid ? t("b_json_ok") : t("b_json_applied_errors");
      version++; menu = null; stop = null; pendingPrompt = null;
      draw();
      if (!r.body.valid) { errors = r.body.errors || []; drawErrors(); }
    });
  });
  $("reset").addEventListener("click", function () {
    fetch("/api/v1/blank?game=" + encodeURIComponent(GAME), { headers: { Accept: "application/json" } })
      .then(function (r) { return r.json(); })
      .then(function (blank) {
        doc = normalize(blank); selected = null; lastRun = null; doneChoices = []; jsonDirty = false; labels = {};
        $("json-note").textContent = "";
        changed();
      }, function () { setStatus(t("b_network")); });
  });
  function normalize(d) {
    if (!d.board || typeof d.board !== "object") d.board = {};
    if (!d.board.players || typeof d.board.players !== "object") d.board.players = {};
    if (!Array.isArray(d.actions)) d.actions = [];
    if (d.choices === undefined || d.choices === null) d.choices = {};
    return d;
  }

  // ---- start --------------------------------------------------------------------------------
  var start = null;
  try { start = JSON.parse(area.value); } catch (e) { start = null; }
  if (!start || typeof start !== "object" || Array.isArray(start) || start.game !== GAME) {
    root.classList.remove("js");  // nothing to build from: the JSON and its errors stay, as without JavaScript
    $("json-panel").open = true;
    return;
  }
  doc = normalize(start);
  var hadErrors = !!document.querySelector("#json-errors li");
  draw();
  if (hadErrors) { $("json-panel").open = true; }
  check();
})();
