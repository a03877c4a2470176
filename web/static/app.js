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
