// The builder's games: what it offers on each board — whose turn it is, the settings and
// counters of a player, the zones cards are placed in and what each card there carries. A game
// the builder learns is one entry of GAMES here. Also listAt, the list at a path of the
// document (made on the way when asked to). Reads and writes nothing of the state: a zone's
// get(doc, player, make) is handed the document it reads (and, with make, writes into).

export function listAt(obj, path, make) {
  var o = obj;
  for (var i = 0; i < path.length - 1; i++) {
    if (!o[path[i]] || typeof o[path[i]] !== "object") { if (!make) return []; o[path[i]] = {}; }
    o = o[path[i]];
  }
  var k = path[path.length - 1];
  if (!Array.isArray(o[k])) { if (!make) return []; o[k] = []; }
  return o[k];
}
function playerZone(key, label, extra) {
  return Object.assign({ key: key, label: label, get: function (d, p, make) {
    var players = d.board.players || {};
    if (!players[p] || typeof players[p] !== "object") { if (!make) return []; players[p] = {}; }
    return listAt(players[p], [key], make);
  } }, extra || {});
}
function sharedZone(key, label, extra) {
  return Object.assign({ key: key, label: label, shared: true, get: function (d, p, make) {
    return listAt(d.board, [key], make);
  } }, extra || {});
}
var KF_CREATURE = { counts: [["damage", "damage"], ["power_counters", "b_power_counters"], ["captured_amber", "b_captured"]],
                    flags: [["stunned", "st_stunned"], ["exhausted", "st_exhausted"], ["ward", "st_ward"], ["enraged", "st_enraged"]] };
var RB_UNIT = { counts: [["damage", "damage"]],
                flags: [["exhausted", "st_exhausted"], ["buff", "st_buff"], ["stunned", "st_stunned"]] };
export const GAMES = {
  keyforge: {
    turn: "active_player",
    settings: [{ kind: "choice", key: "turn_step", label: "b_step", def: "choose-house",
                 options: [["forge", "b_step_forge"], ["choose-house", "b_step_choose"], ["main", "b_step_main"]] },
               { kind: "flag", key: "first_turn", label: "first_turn" }],
    counters: [{ path: ["amber"], label: "amber", min: 0, max: 999 }, { path: ["keys"], label: "keys", min: 0, max: 3 },
               { path: ["chains"], label: "chains", min: 0, max: 24 }],
    house: true,
    zones: function () {
      return [playerZone("hand", "hand"),
              playerZone("battleline", "battleline", { entry: KF_CREATURE, main: true, types: ["creature"] }),
              playerZone("artifacts", "artifacts", { entry: { counts: [], flags: [["exhausted", "st_exhausted"]] }, types: ["artifact"] }),
              playerZone("discard", "discard"), playerZone("archives", "archives"),
              playerZone("deck", "b_deck_top", { top: true })];
    },
  },
  riftbound: {
    turn: "turn_player",
    settings: [{ kind: "choice", key: "phase", label: "phase", def: "action",
                 options: [["action", "phase_action"], ["start", "phase_start"]] }],
    counters: [{ path: ["score"], label: "points", min: 0, max: 99 },
               { path: ["pool", "energy"], label: "energy", min: 0, max: 999 }],
    runes: true,
    zones: function (d) {
      var zones = [playerZone("hand", "hand"),
                   playerZone("base", "base", { entry: RB_UNIT, main: true, types: ["unit"] })];
      (Array.isArray(d.board.battlefields) ? d.board.battlefields : []).forEach(function (bf, i) {
        var id = battlefieldId(bf, i);
        zones.push({ key: "bf:" + id, label: "b_battlefield", labelArg: id, entry: RB_UNIT, main: true, types: ["unit"],
                     get: function (doc, p, make) {
                       var b = (doc.board.battlefields || []).filter(function (x, j) { return battlefieldId(x, j) === id; })[0];
                       return b ? listAt(b, ["units", p], make) : [];
                     } });
      });
      zones.push(playerZone("trash", "trash"), playerZone("deck", "b_deck_top", { top: true }));
      return zones;
    },
  },
  ascension: {
    turn: "turn_player",
    settings: [{ kind: "count", path: ["honor_pool"], label: "honor_pool", min: 0, max: 999, nullable: true, start: 60 }],
    counters: [{ path: ["runes"], label: "runes", min: 0, max: 999 }, { path: ["power"], label: "strength", min: 0, max: 999 },
               { path: ["honor"], label: "honor", min: 0, max: 999 }],
    zones: function () {
      return [playerZone("hand", "hand"), playerZone("constructs", "constructs", { main: true, types: ["construct"] }),
              playerZone("discard", "discard"), playerZone("deck", "b_deck_top", { top: true }),
              sharedZone("center_row", "center_row", { max: 6, main: true }),
              sharedZone("center_deck", "b_center_deck_top", { top: true }), sharedZone("void", "void")];
    },
  },
  shards: {
    turn: "turn_player",
    settings: [{ kind: "choice", key: "phase", label: "phase", def: "play",
                 options: [["play", "b_phase_play"], ["attack", "b_phase_attack"]] }],
    counters: [{ path: ["health"], label: "health", min: -999, max: 50, def: 50 },
               { path: ["mastery"], label: "mastery", min: 0, max: 30 },
               { path: ["gems"], label: "gems", min: 0, max: 999 }, { path: ["power"], label: "macht", min: 0, max: 999 }],
    flags: [["focus_used", "b_focus_used"]],
    zones: function () {
      return [playerZone("hand", "hand"),
              playerZone("champions", "champions_in_play", { main: true, types: ["champion"],
                entry: { counts: [["damage", "damage"]], flags: [["activated", "b_activated"]] } }),
              playerZone("discard", "discard"), playerZone("deck", "b_deck_top", { top: true }),
              sharedZone("center_row", "center_row", { max: 6, main: true }),
              sharedZone("center_deck", "b_center_deck_top", { top: true })];
    },
  },
};

// a battlefield's key in the builder: its ID, else its card's name as a slug
function battlefieldId(bf, i) {
  if (bf && typeof bf.id === "string" && bf.id) return bf.id;
  var card = bf && (typeof bf.card === "string" ? bf.card : bf.card && bf.card.name) || "battlefield";
  return card.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "battlefield-" + (i + 1);
}
