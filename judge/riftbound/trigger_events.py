"""The triggers the card compiler's triggers family adds (rb:582–585): which event each one
listens to, whom it fires for, and the ``which`` filter that says what the event must be
about ("When you play *a Mighty unit*", "When *another friendly* unit dies", "When I move *to a
battlefield*").

An event names its object — the card played, the unit that moved, was readied or buffed,
attacked, defended or died — and its circumstances (where from, where to, whether it was
played from hiding, the how-many-th card of the turn it was). ``describe`` takes a snapshot
of the object when the event happens; a unit that died is described as it was on the board
the moment before (rb:563.2.c.9: what left a zone is looked back at). ``fires`` decides, for
one ability, whether the event triggers it and for whom (rb:583.3; a permanent's trigger
conditions are only checked while it is on the board, rb:584.2).

The ``which`` keys, all checked when a definition loads (``check_which``):

* ``self`` / ``other`` — the object is / is not the card with the ability;
* ``side`` — ``ally`` (friendly to the ability's controller, rb:648.8.d), ``enemy``, or ``you``
  ("a unit you control": the controller's own, not a teammate's);
* ``type`` (unit, gear, spell), ``tag`` / ``not_tag``, ``token``, ``buffed``, ``mighty`` (might
  5 or more, rb:708), ``energy_min`` (its printed energy cost, rb:130.2);
* ``hidden`` — played from hiding (rb:723.1.b); ``nth`` — the player's N-th card played this
  turn (rb:595.4.a), or for ``unit-moves`` with ``self``, my N-th move this turn (rb:609,
  turn_record.rd_note_move); ``turn`` — ``yours`` / ``opponent`` (whose turn it is);
* ``at`` — where the played, attacking, defending or dying (as it was) unit is (``battlefield`` |
  ``base`` | ``yours``: a battlefield the ability's controller controls | ``here``: the
  battlefield of the card with the ability, rb:053.3);
* ``from`` / ``to`` — where a unit moved from / to: ``battlefield``, ``base``, or ``here`` (the
  battlefield of the card with the ability, rb:053.3); ``from`` also ``mine`` (where the card
  with the ability is, its base included: "moves from my location");
* ``alone`` — the unit attacks or defends alone (rb:568.3.a/ex1);
* ``showdown`` — played during a showdown (rb:545); ``spell`` — chosen by a spell (not an
  ability, rb:559.3);
* ``first_each_turn`` — "the first time a friendly unit dies each turn": no unit friendly to
  the ability's controller died earlier this turn (turn_record.py; only with ``side`` ally).

The trigger ``recycle`` ("when you recycle one or more cards", rb:594.1) fires once per recycle
action of the player ``whose`` says, if it recycles a main-deck card: runes recycled to the
rune deck (rb:594.1.b) do not count (Karma - Channeler's reminder text: "Runes aren't cards").
The trigger ``first-beginning`` ("at the start of each player's first Beginning Phase, that
player …") fires for the player whose beginning phase starts (rb:515.2.a.1) in their first
turn; that player controls it and carries it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import objects, rsd_triggers, rsf_triggers, rxa_rules, rxb_triggers, rxo_triggers, rxv_combat, rxv_triggers, turn_record
from .i18n import M

if TYPE_CHECKING:
    from .game import RiftboundGame

#: event → the triggers of this module that listen to it
LISTENS = {
    "conquer": ("conquer-me",), "hold": ("hold-me", "hold"), "played": ("play-card",), "attack": ("unit-attacks",),
    "defend": ("unit-defends",), "stunned-enemies": ("stun-enemies",), "readied": ("ready-unit", "becomes-ready"),
    "buffed": ("buff-unit",), "dies": ("unit-dies",), "moved": ("unit-moves",), "combat-start": ("defend-here",),
    "discard": ("discard-me",), "leaves-board": ("leaves-board",), "chosen": ("choose-unit",),
    "hid": ("hide",), "buff-spent": ("spend-buff",), "scored": ("scores",), "drew": ("draw-card",),
    "recycled": ("recycle",), "beginning": ("first-beginning",),
}
LISTENS.update(rsf_triggers.LISTENS)  # branch rsf's (rsf_triggers.py)
#: the compiler families' trigger modules: each has LISTENS (added to what listens), WHICH, LABELS and
#: ``fires`` for its own triggers
FAMILY_TRIGGERS = (rsd_triggers, rxv_triggers, rxv_combat, rxa_rules, rxo_triggers, rxb_triggers)
for _family in FAMILY_TRIGGERS:
    for _k, _v in _family.LISTENS.items():
        LISTENS[_k] = tuple(LISTENS.get(_k, ())) + _v
TRIGGERS = tuple(t for ts in LISTENS.values() for t in ts)

#: trigger → the ``which`` keys it reads
WHICH = {
    "play-me": ("at", "hidden"),
    "play-card": ("type", "other", "mighty", "tag", "not_tag", "token", "energy_min", "hidden", "nth", "turn", "at",
                  "showdown", "rsf_power_min"),
    "unit-attacks": ("side", "other", "alone", "at"), "unit-defends": ("side", "other", "alone", "at"),
    "ready-unit": ("self", "side", "other"), "becomes-ready": ("self", "side", "other"),
    "buff-unit": ("self", "side", "other"),
    "unit-dies": ("side", "other", "buffed", "tag", "not_tag", "token", "first_each_turn", "at"),
    "unit-moves": ("self", "side", "other", "from", "to", "nth"),
    "choose-unit": ("self", "side", "other", "spell"),
    "draw-card": ("nth",),
    **rxv_triggers.WHICH,
    **rxa_rules.WHICH,
    **rxb_triggers.WHICH,
}
_FLAGS = ("self", "other", "mighty", "token", "hidden", "alone", "buffed", "showdown", "spell", "first_each_turn",
          *rxb_triggers.FLAGS)
_WORDS = {"side": ("ally", "enemy", "you"), "type": ("unit", "gear", "spell"), "turn": ("yours", "opponent"),
          "at": ("battlefield", "base", "yours", "here"), "from": ("battlefield", "base", "here", "mine"),
          "to": ("battlefield", "base", "here")}
#: the trigger words of the trace's labels (a catalogue message each)
LABELS = {
    "conquer-me": M("wenn ich erobere"), "hold-me": M("wenn ich halte"),
    "hold": M("wenn du hältst"),
    "play-card": M("wenn eine Karte gespielt wird"),
    "unit-attacks": M("wenn eine Einheit angreift"),
    "unit-defends": M("wenn eine Einheit verteidigt"),
    "stun-enemies": M("wenn du gegnerische Einheiten betäubst"),
    "ready-unit": M("wenn du eine Einheit bereit machst"),
    "becomes-ready": M("wenn eine Einheit bereit wird"),
    "buff-unit": M("wenn du eine Einheit buffst"),
    "unit-dies": M("wenn eine Einheit stirbt"),
    "unit-moves": M("wenn sich eine Einheit bewegt"),
    "defend-here": M("wenn du hier verteidigst"),
    "discard-me": M("wenn du mich abwirfst"),
    "leaves-board": M("wenn dies das Spielbrett verlässt"),
    "choose-unit": M("wenn du eine Einheit wählst"),
    "hide": M("wenn du eine Karte versteckst"),
    "spend-buff": M("wenn du einen Buff ausgibst"),
    "scores": M("wenn ein Spieler punktet"),
    "draw-card": M("wenn du eine Karte ziehst"),
    "recycle": M("wenn du Karten recycelst"),
    "first-beginning": M("zu Beginn der ersten Anfangsphase jedes Spielers"),
    **rsf_triggers.LABELS,
    **rsd_triggers.LABELS,
    **rxv_triggers.LABELS,
    **rxv_combat.LABELS,
    **rxa_rules.LABELS,
    **rxo_triggers.LABELS,
    **rxb_triggers.LABELS,
}


#: the triggers of this module that read ``whose`` (whose action the event is)
READS_WHOSE = ("play-card", "ready-unit", "buff-unit", "hold", "choose-unit", "hide", "spend-buff", "scores",
               "draw-card", "recycle")


def check_which(trigger: str | None, which: dict, zone: str = "board", whose: str = "you") -> None:
    """A definition's ``which`` names only keys its trigger reads, with values of their kind
    (refused when the definition loads, never found in the middle of a game); a trigger
    that works from the trash says so (rb:585.2); ``whose`` only where it is read."""
    if trigger == "discard-me" and zone != "trash":
        raise ValueError("the trigger 'discard-me' works from the trash, where the discarded card goes "
                         "(rb:598.1.b, rb:585.2): zone 'trash'")
    if trigger in TRIGGERS and trigger not in READS_WHOSE and whose != "you":
        raise ValueError(f"the trigger {trigger!r} does not read 'whose' (its 'which' says whose units count)")
    if not which:
        return
    rxb_triggers.check(trigger, which)
    allowed = WHICH.get(trigger or "", ())
    for key, value in which.items():
        if key not in allowed:
            raise ValueError(f"which: {key!r} is not read by the trigger {trigger!r}"
                             + (f"; it reads {', '.join(allowed)}" if allowed else "; it reads no 'which'"))
        if key in _FLAGS and not isinstance(value, bool):
            raise ValueError(f"which.{key}: {value!r} is not true or false")
        if key in _WORDS and value not in _WORDS[key]:
            raise ValueError(f"which.{key}: {value!r} is not one of {', '.join(_WORDS[key])}")
        if key in ("tag", "not_tag") and not (isinstance(value, str) and value):
            raise ValueError(f"which.{key}: {value!r} is not a tag")
        if key == "first_each_turn" and value is not True or key == "first_each_turn" and which.get("side") != "ally":
            raise ValueError("which.first_each_turn: only true, and only for a friendly unit (side 'ally'): "
                             "\"the first time a friendly unit dies each turn\"")
        if key == "nth" and trigger == "unit-moves" and which.get("self") is not True:
            raise ValueError("which.nth of 'unit-moves': only for the card itself (self: true), "
                             "\"the third time I move in a turn\"")
        if key in ("energy_min", "nth", "rsf_power_min") and not (isinstance(value, int) and not isinstance(value, bool)
                                                 and 0 <= value <= 99):
            raise ValueError(f"which.{key}: {value!r} is not a whole number from 0 to 99")


def describe(g: "RiftboundGame", iid: str) -> dict:
    """What a ``which`` filter reads of an object, as it is now."""
    d = g.defn(iid)
    card = g.card(iid)
    on_board = g.on_board(iid)
    return {"id": iid, "controller": card["controller"], "type": d.type, "tags": objects.tags(g, iid),
            "token": bool(card.get("token")), "buffed": bool(card.get("buff")),
            "might": objects.might(g, iid) if d.type == "unit" else 0, "energy": d.energy, "power": len(d.power),
            "location": g.location(iid) if on_board else None, "role": card.get("role")}


def _here(g: "RiftboundGame", source: str) -> str | None:
    if source.startswith("bf:"):
        return source[3:]
    return g.location(source) if g.card(source) and g.on_board(source) else None


def _place_ok(g: "RiftboundGame", want: str, loc: str | None, source: str, controller: str = "") -> bool:
    if want == "base":
        return loc == "base"
    if want == "yours":  # "a battlefield you control" (rb:181)
        return loc not in (None, "base") and g.battlefield(loc)["controller"] == controller
    if want == "battlefield":
        return loc not in (None, "base")
    here = _here(g, source)  # "here": the battlefield of the card with the ability (rb:053.3)
    return here not in (None, "base") and loc == here


def _from_my_location(g: "RiftboundGame", data: dict, obj: dict, source: str) -> bool:
    """The unit moved from where the card with the ability is (rb:609): the same battlefield,
    or the same base — a base is its controller's own (rb:106.3)."""
    if not (g.card(source) and g.on_board(source)):
        return False
    mine = g.location(source)
    if mine == "base":
        return data.get("from") == "base" and obj["controller"] == g.controller(source)
    return data.get("from") == mine


def matches(g: "RiftboundGame", which: dict, obj: dict, data: dict, source: str, controller: str) -> bool:
    """Whether the event's object and circumstances meet ``which``."""
    for key, want in which.items():
        if key == "self" and (obj["id"] == source) != want:
            return False
        if key == "other" and (obj["id"] != source) != want:
            return False
        if key == "side" and not _side(g, want, obj["controller"], controller):
            return False
        if key == "type" and obj["type"] != want:
            return False
        if key == "tag" and want not in obj["tags"] or key == "not_tag" and want in obj["tags"]:
            return False
        if key in ("token", "buffed") and obj[key] != want:
            return False
        if key == "mighty" and (obj["might"] >= objects.MIGHTY) != want:  # rb:708
            return False
        if key == "energy_min" and obj["energy"] < want:
            return False
        if key == "rsf_power_min" and obj["power"] < want:  # its printed power cost (rb:130)
            return False
        if key in ("hidden", "alone", "spell") and bool(data.get(key)) != want:
            return False
        if key == "showdown" and bool(g.showdown) != want:  # played during a showdown (rb:545)
            return False
        if key == "nth" and data.get("nth") != want:
            return False
        if key == "first_each_turn" and want and not turn_record.first_friendly_death(g, data, controller):
            return False  # a friendly unit died before this turn (turn_record.py)
        if key == "turn" and g.friendly(g.turn_player, controller) != (want == "yours"):
            return False
        if key == "at" and not _place_ok(g, want, obj["location"], source, controller):
            return False
        if key == "from" and want == "mine":  # "moves from my location" (rd: Stealthy Pursuer)
            if not _from_my_location(g, data, obj, source):
                return False
            continue
        if key in ("from", "to") and not _place_ok(g, want, data.get(key), source):
            return False
    return True


def _side(g: "RiftboundGame", want: str, owner: str, controller: str) -> bool:
    if want == "you":  # "a unit you control"
        return owner == controller
    return g.friendly(owner, controller) == (want == "ally")


def _whose(g: "RiftboundGame", ab, who: str | None, controller: str) -> bool:
    """Whose action the event must be: the ability's controller's ("you"), an opponent's, or
    anyone's (rb:648.8.d: a teammate is friendly, not "you")."""
    if ab.whose == "any":
        return True
    if ab.whose == "opponent":
        return who is not None and not g.friendly(who, controller)
    if ab.whose == "ruv-friendly":  # "when you or an ally hold": you or a teammate (rb:648.8.d)
        return who is not None and g.friendly(who, controller)
    return who == controller


def fires(g: "RiftboundGame", name: str, data: dict, source: str, controller: str | None, ab) -> str | None:
    """Whether the event ``name`` triggers ability ``ab`` of ``source``; returns the player who
    controls the triggered ability, or None."""
    t = ab.trigger
    if t not in LISTENS.get(name, ()):
        return None
    for family in (rsf_triggers, *FAMILY_TRIGGERS):
        if t in family.LABELS:
            return family.fires(g, name, data, source, controller, ab)
    if t in ("conquer-me", "hold-me"):  # my controller scores the battlefield I am at (rb:630, rb:632.2)
        if source.startswith("bf:") or not g.is_unit(source) or not g.on_board(source):
            return None
        ok = g.controller(source) == data["player"] and g.location(source) == data["battlefield"]
        return controller if ok else None
    if t == "recycle" and not any(g.card(i) and g.defn(i).type != "rune" for i in data.get("cards", ())):
        return None  # only runes were recycled: no cards (see above)
    if t in ("hold", "hide", "spend-buff", "scores", "draw-card", "recycle"):  # whose action, by ``whose``
        if not controller or not _whose(g, ab, data["player"], controller):
            return None
        return controller if matches(g, ab.which, {}, data, source, controller) else None
    if t == "first-beginning":  # that player's first turn (rb:515.2.a.1; turn.first: no turn had yet)
        return data["player"] if data["player"] in g.state.data["turn"].get("first", ()) else None
    if t == "defend-here":  # the defender of a combat at this battlefield (rb:625.1.b)
        return data["defender"] if source == "bf:" + data["battlefield"] else None
    if t == "discard-me":  # rb:598.1.b, rb:585.2: it triggers from the trash, where the card went
        return data["player"] if source in data.get("cards", ()) and g.zone(source) == "trash" else None
    if t == "leaves-board":
        return data["player"] if source == data["unit"] else None
    if controller is None:
        return None
    if t == "stun-enemies":
        return controller if data["player"] == controller else None
    obj = data.get("was") if t == "unit-dies" else describe(g, data["card"] if name == "played" else data["unit"])
    if obj is None or t != "play-card" and obj["type"] != "unit":
        return None
    who = data.get("player")
    if t in ("play-card", "ready-unit", "buff-unit", "choose-unit") and not _whose(g, ab, who, controller):
        return None
    return controller if matches(g, ab.which, obj, data, source, controller) else None
