// The page the builder draws into, and the small tools every part of it uses: the root element
// and what the server wrote on it (the game, the interface's language, the translated texts),
// $ (an element by ID), t (a text by key, "%s"/"%d" filled in), h (an element from a tag,
// attributes and children), the status line, and the words of the service's answers (say, a
// rule's link). Reads and writes nothing of the state.

export const root = document.getElementById("builder");
export const T = JSON.parse((root && root.getAttribute("data-i18n")) || "{}");
export const UI = (root && root.getAttribute("data-ui")) || "de";
export const GAME = root && root.getAttribute("data-game");

export function $(id) { return document.getElementById(id); }
export function t(key) {
  var s = Object.prototype.hasOwnProperty.call(T, key) ? T[key] : key;
  for (var i = 1; i < arguments.length; i++) s = s.replace(/%[sd]/, String(arguments[i]));
  return s;
}
export function has(key) { return Object.prototype.hasOwnProperty.call(T, key); }

// h("button", {class: "x", "data-key": "k", onclick: fn}, "text", child) → element
export function h(tag, attrs) {
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
export function clone(x) { return JSON.parse(JSON.stringify(x)); }
export function pretty(d) { return JSON.stringify(d, null, 1); }

export function setStatus(text) { $("b-status").textContent = text || ""; }

// a text the service gives in both languages ({de, en}) in the interface's language
export function say(obj) { return obj ? (obj[UI] || obj.en || obj.de || "") : ""; }
export function ruleLink(rule) {
  // as web.core.graph_svg.rule_href writes it: ":" and "/" stay
  return rule ? h("a", { class: "b-rule", href: "/rules/" + encodeURIComponent(rule).replace(/%3A/gi, ":").replace(/%2F/gi, "/") }, rule) : null;
}
