// The board model: the one state object S that every part of the builder reads and writes, the
// game's entry (cfg), and the operations on the scenario document S.doc — players and whose
// turn, card entries (a bare name or {card, …state}), paths, the actions and the answers to
// prompts, the card names on the board. Every change goes through changed(): the version goes
// up (late answers for an older version are dropped), the menu goes stale, the page is drawn
// again and checked (main.js hands in the drawing and the check with onChange).

import { GAME, UI, t } from "./page.js";
import { GAMES, listAt } from "./games.js";

export { listAt };
export const cfg = GAMES[GAME];  // undefined for a game the builder does not know

export const S = {
  doc: null,           // the scenario document
  version: 0,          // bumped on every change; late answers for older versions are dropped
  cardInfo: {},        // lower-case name → library facts {name, names, type, stats, house …}
  asked: {},           // names already asked the server about
  labels: {},          // JSON of an action → its label {de, en} from the menu
  answerLabels: {},    // prompt ID + "\u0000" + key → the option's label
  menu: null,          // the last /api/v1/actions answer (200), or {failed: message}
  showRefused: false,  // the menu lists the refused and unsupported actions too
  stop: null,          // a 409 of /api/v1/actions: where the actions stop
  pendingPrompt: null, // {prompt, then} an unanswered prompt offered as buttons
  selected: null,      // {player, zone, index} of the card whose state is edited
  placing: null,       // the library card being placed
  lastRun: null,       // {version, status, body} of the last /api/v1/resolve
  errors: [],          // the last check's errors
  jsonDirty: false,    // the textarea was typed in and not applied: the drawing leaves it alone
  doneChoices: [],     // choice count after each action appended here (undo removes answers given later)
};

// ---- changes ------------------------------------------------------------------------------
var redraw = function () {}, recheck = function () {};
export function onChange(drawAll, scheduleCheck) { redraw = drawAll; recheck = scheduleCheck; }
export function draw() { redraw(); }
export function forgetMenu() { S.menu = null; S.stop = null; S.pendingPrompt = null; }
// Every change of the scenario goes through here: the menu and the last run go stale, the
// page is drawn again, the JSON and the share links follow, the server validates.
export function changed() {
  S.version++;
  forgetMenu();
  redraw();
  recheck();
}

// a document as the builder works on it: a board with players, a list of actions, choices
export function normalize(d) {
  if (!d.board || typeof d.board !== "object") d.board = {};
  if (!d.board.players || typeof d.board.players !== "object") d.board.players = {};
  if (!Array.isArray(d.actions)) d.actions = [];
  if (d.choices === undefined || d.choices === null) d.choices = {};
  return d;
}
// another document (applied from the JSON, or the blank board): nothing selected, no run
export function takeDoc(d) {
  S.doc = normalize(d);
  S.selected = null; S.lastRun = null; S.doneChoices = [];
}

// ---- the board ----------------------------------------------------------------------------
export function players() { return Object.keys((S.doc.board && S.doc.board.players) || {}); }
export function turnPlayer() {
  var v = S.doc.board[cfg.turn];
  return typeof v === "string" ? v : (Array.isArray(S.doc.board.order) && S.doc.board.order[0]) || players()[0];
}
export function zoneLabel(z) { return z.labelArg !== undefined ? t(z.label, z.labelArg) : t(z.label); }

export function getPath(obj, path) {
  var o = obj;
  for (var i = 0; i < path.length; i++) { if (!o || typeof o !== "object") return undefined; o = o[path[i]]; }
  return o;
}
export function setPath(obj, path, value) {
  var o = obj;
  for (var i = 0; i < path.length - 1; i++) {
    if (!o[path[i]] || typeof o[path[i]] !== "object") o[path[i]] = {};
    o = o[path[i]];
  }
  if (value === undefined) delete o[path[path.length - 1]]; else o[path[path.length - 1]] = value;
}

// ---- card entries -------------------------------------------------------------------------
export function entryName(e) {
  if (e === null || e === undefined) return null;
  if (typeof e === "string") return e;
  if (typeof e.card === "string") return e.card;
  if (e.card && typeof e.card.name === "string") return e.card.name;
  if (typeof e.name === "string") return e.name;
  return "?";
}
export function entryField(e, field) { return e && typeof e === "object" && e.card !== undefined ? e[field] : undefined; }
export function setEntryField(list, i, field, value, isDefault) {
  var e = list[i];
  if (typeof e === "string" || (e && typeof e === "object" && e.card === undefined)) e = { card: e };
  if (!e || typeof e !== "object") return;
  if (isDefault) delete e[field]; else e[field] = value;
  list[i] = Object.keys(e).length === 1 && e.card !== undefined ? e.card : e;  // a bare name when nothing is set
}
// the card at i trades places with its neighbour (by = -1 or 1) and stays selected
export function moveEntry(list, i, by, player, zone) {
  var j = i + by;
  if (j < 0 || j >= list.length) return false;
  var x = list[i]; list[i] = list[j]; list[j] = x;
  S.selected = { player: player, zone: zone.key, index: j };
  return true;
}

// ---- what the library says of a card name ---------------------------------------------------
export function info(name) { return name ? S.cardInfo[String(name).toLowerCase()] : null; }
export function shown(name) {  // a card's name in the interface's language
  if (name === null || name === undefined) return t("b_empty_slot");
  var c = info(name);
  if (!c) return name;
  var n = c.names || {};
  return n[UI] || n.en || c.name || name;
}
export function remember(card) {
  S.cardInfo[String(card.name).toLowerCase()] = card;
  Object.keys(card.names || {}).forEach(function (l) {
    var k = String(card.names[l]).toLowerCase();
    if (!S.cardInfo[k]) S.cardInfo[k] = card;
  });
}
var CARD_LISTS = ["hand", "deck", "discard", "archives", "purged", "battleline", "artifacts", "upgrades", "trash",
                  "banish", "base", "units", "constructs", "played", "champions", "fast_played", "center_row",
                  "center_deck", "void", "champion", "legend"];
// the card names on the board, each once
export function boardNames() {
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
  walk(S.doc.board, false);
  return out.filter(function (n, i, a) { return a.indexOf(n) === i; });
}

// ---- actions and the answers to prompts ------------------------------------------------------
export function actionKey(a) { return JSON.stringify(a); }
// an action the menu offered, appended with its label; the answers given so far are counted
export function appendAction(action, label) {
  if (!Array.isArray(S.doc.actions)) S.doc.actions = [];
  S.doneChoices[S.doc.actions.length] = choiceCount();
  S.doc.actions.push(action);
  S.labels[actionKey(action)] = label;
}
// the last action goes, and with it the answers given after it; false when there is none
export function removeLastAction() {
  var acts = S.doc.actions || [];
  if (!acts.length) return false;
  acts.pop();
  var keep = S.doneChoices.length > acts.length ? S.doneChoices[acts.length] : null;
  S.doneChoices.length = Math.min(S.doneChoices.length, acts.length);
  if (keep !== null) { var items = choiceItems(); for (var i = items.length - 1; i >= keep; i--) items[i].remove(); }
  return true;
}
// the answers in doc.choices (a list of {prompt, answer} or a map prompt → answer(s)), each
// with the way to remove it
export function choiceItems() {
  var c = S.doc.choices, out = [];
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
export function choiceCount() { return choiceItems().length; }
export function addChoice(id, key, label) {
  S.answerLabels[id + "\u0000" + key] = label;
  if (Array.isArray(S.doc.choices)) { S.doc.choices.push({ prompt: id, answer: key }); return; }
  if (!S.doc.choices || typeof S.doc.choices !== "object") S.doc.choices = {};
  var c = S.doc.choices;
  if (!(id in c)) c[id] = key;
  else if (Array.isArray(c[id])) c[id].push(key);
  else c[id] = [c[id], key];
}
