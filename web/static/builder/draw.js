// Drawing the whole page from the state, part by part (title, settings, board, actions, menu,
// prompt, result, share links, the JSON), keeping the focus on the control that was used
// (keyboard and screen-reader users: each control carries a data-key that survives a redraw).
// Reads the whole state through the parts; writes none of it.

import { root } from "./page.js";
import { drawSettings, drawTitle } from "./settings.js";
import { drawBoard } from "./board.js";
import { drawActions } from "./actions.js";
import { drawMenu } from "./menu.js";
import { drawPrompt } from "./prompt.js";
import { drawResult } from "./run.js";
import { drawShare } from "./share.js";
import { drawJson } from "./json-view.js";

export function drawAll() {
  var key = document.activeElement && document.activeElement.getAttribute && document.activeElement.getAttribute("data-key");
  drawTitle();
  drawSettings();
  drawBoard();
  drawActions();
  drawMenu();
  drawPrompt();
  drawResult();
  drawShare();
  drawJson();
  if (key) {  // keep the focus on the control that was used
    var again = root.querySelector('[data-key="' + (window.CSS && CSS.escape ? CSS.escape(key) : key) + '"]');
    if (again && again !== document.activeElement) again.focus({ preventScroll: true });
  }
}
