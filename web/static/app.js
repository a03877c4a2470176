// Progressive enhancement only: every page works without this file.
(function () {
  "use strict";
  // "/" focuses the question/search box (as on many search pages), unless typing in a field.
  document.addEventListener("keydown", function (e) {
    if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
    var t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) return;
    var box = document.querySelector("input[type=search]");
    if (box) { e.preventDefault(); box.focus(); box.select(); }
  });
  // Search filters: re-run the search when a filter changes (the submit button still works).
  document.querySelectorAll(".search-form select").forEach(function (sel) {
    sel.addEventListener("change", function () {
      var form = sel.form;
      if (form && form.q && form.q.value.trim()) form.submit();
    });
  });
})();

// Scenario editor: grow the textarea with its text (the line gutter stays aligned), and
// point at the line of an error: clicking it (or its line link) selects that line.
(function () {
  "use strict";
  var area = document.getElementById("scenario-json");
  if (!area) return;
  var gutter = document.querySelector("#code-editor .gutter");
  var marks = document.querySelector("#code-editor .marks");
  function lineCount() { return area.value.split("\n").length; }
  function renumber() {
    var n = lineCount();
    area.rows = n + 1;
    if (!gutter) return;
    var have = gutter.children.length;
    for (var i = have + 1; i <= n; i++) {
      var s = document.createElement("span"); s.id = "L" + i; s.textContent = String(i); gutter.appendChild(s);
    }
    for (var j = have; j > n; j--) gutter.removeChild(gutter.lastChild);
  }
  var edited = false;
  area.addEventListener("input", function () {
    renumber();
    if (!edited && marks) { edited = true; marks.classList.add("stale"); }  // lines may have moved
  });
  function selectLine(line) {
    var lines = area.value.split("\n");
    if (line < 1 || line > lines.length) return;
    var start = 0;
    for (var i = 0; i < line - 1; i++) start += lines[i].length + 1;
    area.focus({ preventScroll: true });
    area.setSelectionRange(start, start + lines[line - 1].length);
    var target = document.getElementById("L" + line);
    if (target) target.scrollIntoView({ block: "center" });
  }
  document.querySelectorAll(".error-list .error[data-line]").forEach(function (li) {
    li.classList.add("clickable");
    li.addEventListener("click", function (e) {
      e.preventDefault();
      selectLine(parseInt(li.getAttribute("data-line"), 10));
    });
  });
})();

// Citations in the trace: the rule's text in a small popover on hover, focus or tap
// (fed from data-rule-text; the title attribute carries the same text without JS).
(function () {
  "use strict";
  var pop = document.getElementById("rule-popover");
  if (!pop) return;
  var current = null;
  function show(a) {
    current = a;
    pop.textContent = "";
    var id = document.createElement("span");
    id.className = "pop-id";
    id.textContent = a.textContent.replace(/^\s*FAQ\s*/, "FAQ ").trim();
    pop.appendChild(id);
    var title = (a.getAttribute("data-rule-title") || "").trim();
    var text = (a.getAttribute("data-rule-text") || "").trim();
    if (title && text.toLowerCase().indexOf(title.toLowerCase()) !== 0) {
      var h = document.createElement("strong");
      h.textContent = title;
      pop.appendChild(h);
    }
    var p = document.createElement("span");
    p.textContent = text || title;
    pop.appendChild(p);
    pop.hidden = false;
    var r = a.getBoundingClientRect();
    var width = Math.min(380, document.documentElement.clientWidth - 16);
    pop.style.width = width + "px";
    var left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 8));
    pop.style.left = left + "px";
    pop.style.top = (r.bottom + window.scrollY + 6) + "px";
  }
  function hide() { pop.hidden = true; current = null; }
  document.querySelectorAll("a.cite[data-rule-text]").forEach(function (a) {
    a.removeAttribute("title");  // the popover replaces the native tooltip
    a.addEventListener("mouseenter", function () { show(a); });
    a.addEventListener("focus", function () { show(a); });
    a.addEventListener("mouseleave", hide);
    a.addEventListener("blur", hide);
    a.addEventListener("touchend", function (e) {  // first tap shows the text, a second tap follows the link
      if (current !== a) { e.preventDefault(); show(a); }
    });
  });
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") hide(); });
})();
