// The scenario builder (/scenario/new, web/pages/builder.py): a judge at the table builds a
// scenario by tapping and typing. The scenario document is the one state (model.js); every
// control changes it and the page is drawn again from it (draw.js). The engine decides what may
// come next (menu.js: POST /api/v1/actions), runs it (run.js: POST /api/v1/resolve), and the
// scenario is shared as a link (share.js: ?s= base64url of its UTF-8 JSON). Native ES modules,
// no framework, no build step, nothing downloaded.
//
// This module starts it: it hands the drawing and the check to the model, wires the page's
// controls, and takes the scenario the server wrote into the JSON textarea as the document.
// Without one of this game, the page stays as it is without JavaScript (the JSON and its
// errors). Writes S.doc once, at the start.

import { $, root } from "./page.js";
import { S, cfg, onChange } from "./model.js";
import { drawAll } from "./draw.js";
import { check, scheduleCheck } from "./check.js";
import { wireSettings } from "./settings.js";
import { wireSearch } from "./search.js";
import { wireActions } from "./actions.js";
import { wireMenu } from "./menu.js";
import { wireRun } from "./run.js";
import { readStart, wireJson } from "./json-edit.js";

function start() {
  root.classList.add("js");
  if (!cfg) return;
  onChange(drawAll, scheduleCheck);
  wireSettings();
  wireSearch();
  wireActions();
  wireMenu();
  wireRun();
  wireJson();
  var doc = readStart();
  if (!doc) {
    root.classList.remove("js");  // nothing to build from: the JSON and its errors stay, as without JavaScript
    $("json-panel").open = true;
    return;
  }
  S.doc = doc;
  var hadErrors = !!document.querySelector("#json-errors li");
  drawAll();
  if (hadErrors) { $("json-panel").open = true; }
  check();
}

if (root) start();
