"""What a board states beyond where the cards are: items already on the chain, an open
showdown or combat, and "this turn" effects (``RbBoard.chain``, ``showdown``, ``combat``,
``this_turn``). Each is put into the state exactly as the actions that made it would have
left it, so the engine goes on from there by the same rules:

- a spell on the chain is a played card waiting there (rb:563.2), an activated ability one
  activated (rb:577.3.a.1); its targets are chosen and checked as in a play (rb:559.3); the
  player who created the chain acted first (rb:537.1) and after each item the same player
  holds priority again (rb:542): the controller of the newest item holds it now;
- a showdown gives focus to the player who contested the battlefield (rb:549), with the
  relevant players of rb:550; a combat in its showdown step names attacker and defender
  (rb:625.1), whose units are attacking and defending units (rb:625.1.b);
- a "this turn" effect is a lasting effect that ends in the expiry step (rb:517.2.b).

What the engine would not act on is refused when the scenario loads (``check``), with a
JSON pointer and the rule: the same functions raise ``RuleViolation`` while building.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from judge.i18n import Text
from judge.kernel import Chooser, NotSupported, RuleViolation, UnansweredPrompt
from scenarios.loader import pointer

from . import objects, targets as T
from .abilities import item_label
from .cards.model import VALUED_KEYWORDS, parse_keyword
from .i18n import M, MP
from .states import open_chain_round, relevant_players

if TYPE_CHECKING:
    from .game import RiftboundGame


class BoardRefused(Exception):
    """A part of the board the engine would not act on: where (pointer parts) and why."""

    def __init__(self, parts: list, rule: str, message: str):
        super().__init__(message)
        self.parts, self.rule, self.message = parts, rule, message


@contextmanager
def _at(parts: list):
    try:
        yield
    except RuleViolation as v:
        raise BoardRefused(parts, v.rule, v.message["en"]) from None
    except UnansweredPrompt as e:
        options = ", ".join(o.key for o in e.prompt.options)
        raise BoardRefused(parts, "rb:559.3", f"several legal choices ({options}): name the target") from None


def apply(g: "RiftboundGame", scenario) -> None:
    """Put the board's open windows and effects into the state: the showdown or combat
    first (a chain inside it counts its relevant players, rb:530.1), then the chain, then
    the "this turn" effects."""
    b = scenario.board
    if b.combat:
        _combat(g, b.combat)
    if b.showdown:
        _showdown(g, b.showdown, _stated_controller(g, b, b.showdown.battlefield))
    for k, entry in enumerate(b.this_turn):
        _this_turn(g, entry, ["board", "this_turn", k])
    for k, entry in enumerate(b.chain):
        _chain_item(g, entry, k, ["board", "chain", k])
    # the board states the whole chain: what choosing its targets would have triggered
    # ("when you choose a friendly unit") is not added to it
    g.pending = []


def check(scenario) -> list[dict]:
    """The load-time refusals: build the board as the run would and report where it breaks."""
    b = scenario.board
    if not (b.chain or b.showdown or b.combat or b.this_turn):
        return []
    from .game import RiftboundGame
    from .setup import build_state

    state, defs = build_state(scenario)
    g = RiftboundGame(state, defs, Chooser({}))
    try:
        apply(g, scenario)
    except BoardRefused as e:
        return [{"pointer": pointer(e.parts), "message": f"{e.message} ({e.rule})", "rule": e.rule}]
    except NotSupported:
        return []  # a card the engine does not encode yet: the run stops there (exit 5), not the loader
    finally:
        g.release()
    return []


def _battlefield(g: "RiftboundGame", bf: str, parts: list) -> dict:
    if bf not in g.battlefields():
        raise BoardRefused(parts, "rb:162", f"no battlefield {bf!r}; battlefields: {', '.join(g.battlefields()) or 'none'}")
    return g.battlefield(bf)


def _combat(g: "RiftboundGame", c) -> None:
    """rb:625.1 — the showdown step of a combat: the attacking player contested the
    battlefield (rb:625.1.a.1), both have units there (rb:524, rb:620), every unit of theirs
    there attacks or defends (rb:625.1.b); the attacker holds focus unless the board says
    who holds it now (rb:549, rb:553.5)."""
    parts = ["board", "combat"]
    bf = c.battlefield
    b = _battlefield(g, bf, parts + ["battlefield"])
    sides = list(dict.fromkeys(g.controller(u) for u in b["units"]))
    if c.attacker not in sides:
        raise BoardRefused(parts + ["attacker"], "rb:625.1.a", f"{c.attacker} has no units at {bf} to attack with")
    others = [p for p in sides if p != c.attacker]
    defender = c.defender or (others[0] if others else None)
    if defender is None or defender not in others:
        raise BoardRefused(parts + ["defender"], "rb:625.1.b", f"{defender or 'nobody'} has no units at {bf} to defend")
    if len(sides) > 2:
        raise BoardRefused(parts, "rb:612.2", f"units of {len(sides)} players at {bf}: a combat has two sides")
    if g.friendly(c.attacker, defender):
        raise BoardRefused(parts + ["defender"], "rb:648.8.d", f"{c.attacker} and {defender} are teammates")
    g.state.set(f"battlefields.{bf}.contested", c.attacker)
    g.state.set(f"battlefields.{bf}.combat", "active")
    g.state.set("combat", {"battlefield": bf, "attacker": c.attacker, "defender": defender})
    for u in b["units"]:
        g.state.set(f"cards.{u}.role", "attacker" if g.controller(u) == c.attacker else "defender")
    _open_showdown(g, bf, True, c.attacker, c.focus, parts + ["focus"],
                   ["rb:625.1", "rb:625.1.a.1", "rb:625.1.b"],
                   M("Offener Kampf auf {bf} (Showdown-Schritt): {attacker} greift an, {defender} verteidigt",
                     bf=g.bf_label(bf), attacker=c.attacker, defender=defender))


def _stated_controller(g: "RiftboundGame", board, bf: str) -> tuple[bool, str | None]:
    """Whether the board states the battlefield's controller, and who (the setup otherwise
    gives it to the only player with units there)."""
    from .setup import slug

    for entry in board.battlefields:
        if (entry.id or slug(entry.card if isinstance(entry.card, str) else entry.card.name)) == bf:
            return entry.controller is not None, entry.controller
    return False, None


def _showdown(g: "RiftboundGame", s, stated: tuple[bool, str | None]) -> None:
    """rb:548.2 — a showdown without combat: a player contested a battlefield they do not
    control (rb:181.3.a) and no other player's units are there (else a combat, rb:524).
    Unless the board says who controls it, nobody does: the contester's units arrived at a
    battlefield not theirs (rb:181.3.a)."""
    parts = ["board", "showdown"]
    bf = s.battlefield
    b = _battlefield(g, bf, parts + ["battlefield"])
    who = s.contested_by or g.turn_player
    if not stated[0]:
        g.state.set(f"battlefields.{bf}.controller", None)
    if b["controller"] == who:
        raise BoardRefused(parts + ["contested_by"], "rb:181.3.a", f"{who} controls {bf}: it is not contested by them")
    sides = {g.controller(u) for u in b["units"]}
    if len(sides) >= 2:
        raise BoardRefused(parts, "rb:524", f"units of two players at {bf}: that is a combat (board.combat)")
    if sides and sides != {who}:
        raise BoardRefused(parts + ["contested_by"], "rb:181.3.a",
                           f"only {', '.join(sides)}'s units are at {bf}: {who} cannot have contested it")
    g.state.set(f"battlefields.{bf}.contested", who)
    _open_showdown(g, bf, False, who, s.focus, parts + ["focus"], ["rb:548.2", "rb:181.3.a"],
                   M("Offener Showdown auf {bf}, umkämpft durch {player}", bf=g.bf_label(bf), player=who))


def _open_showdown(g, bf, combat, contester, focus, parts, cites, said: Text) -> None:
    n = g.state.data.get("showdowns", 0) + 1
    g.state.set("showdowns", n)
    g.state.set("showdown", {"battlefield": bf, "combat": combat, "n": n})
    players = relevant_players(g)  # rb:550.1 (the combat's players), rb:550.2 (all)
    holder = focus or contester
    if holder not in players:
        raise BoardRefused(parts, "rb:550.1" if combat else "rb:550.2",
                           f"{holder} is not a relevant player of this showdown ({', '.join(players)})")
    g.focus.open(players, contester)
    if holder != contester:
        g.focus.give(holder)
    g.record("board-showdown", ["rb:548", "rb:549", "rb:550.1" if combat else "rb:550.2", "rb:513.2"] + cites
             + (["rb:553.5"] if holder != contester else []),
             M("{what}; Fokus bei {holder}; relevant: {players}", what=said, holder=holder, players=", ".join(players)),
             actor=holder, window="showdown")


def _this_turn(g: "RiftboundGame", entry, parts: list) -> None:
    """rb:637.3, rb:713.3.a — "+N might this turn", "gets [keyword] this turn": a lasting
    effect on one object that ends in the expiry step (rb:517.2.b)."""
    iid = T.find(g, entry.unit, g.units_on_board())
    if iid is None:
        raise BoardRefused(parts + ["unit"], "rb:637.3", f"no unit {entry.unit!r} on the board")
    src = entry.source or g.name(iid)
    zid = g.card(iid)["zid"]
    if entry.might:
        g.lasting.add({"kind": "might", "source": iid, "controller": g.controller(iid), "until": "end-of-turn",
                       "target": iid, "zid": zid, "amount": entry.might, "label": src})
        g.record("board-might", ["rb:637.3", "rb:517.2.b"], M("{card} hat {might} Macht in diesem Zug ({source})",
                                                              card=g.name(iid), might=format(entry.might, "+d"), source=src))
    if entry.keywords:
        kws = {}
        for k, v in entry.keywords.items():
            try:
                name = parse_keyword(k)[0]
            except ValueError as e:
                raise BoardRefused(parts + ["keywords", k], "rb:713", str(e)) from None
            if v < 1 or (v > 1 and name not in VALUED_KEYWORDS):
                raise BoardRefused(parts + ["keywords", k], "rb:713.2",
                                   f"{name}: value {v} ({'1 or more' if name in VALUED_KEYWORDS else 'no value: 1'})")
            kws[name] = v
        g.lasting.add({"kind": "grant", "source": iid, "controller": g.controller(iid), "until": "end-of-turn",
                       "target": iid, "zid": zid, "keywords": kws, "label": src})
        text = ", ".join(f"{k} {v}" if k in VALUED_KEYWORDS else k for k, v in kws.items())
        g.record("board-grant", ["rb:713.3.a", "rb:517.2.b"], M("{card} hat [{keywords}] in diesem Zug ({source})",
                                                                card=g.name(iid), keywords=text, source=src))


def _timing(g: "RiftboundGame", k: int, player: str, kws, what: str, ability: bool) -> list[str]:
    """When the item could have gone onto the chain: the first in an open state — on its
    controller's turn (rb:510.1.a, rb:581), in a showdown with Action or Reaction by the
    focus holder (rb:508.1.a); every later one in a closed state, only with Reaction
    (rb:509.1.a)."""
    if k > 0:
        if player not in g.priority.players:  # only relevant players get priority (rb:531, rb:539)
            # the German names no item: "{what:.0}" says the field as nothing (the English names it)
            g.refuse("rb:531", M("{player} ist kein relevanter Spieler dieser Kette{what:.0}", player=player, what=what))
        if "Reaction" not in kws:
            g.refuse("rb:509.1.a", MP("a later item of a chain on a set-up board",
                                       "{what}: im geschlossenen Zustand nur mit Reaktion", what=what))
        return ["rb:509.1.a", "rb:542"]
    if g.showdown:
        if "Reaction" not in kws and "Action" not in kws:
            g.refuse("rb:508.1.a", M("{what}: im Showdown nur mit Aktion oder Reaktion", what=what))
        if player != g.focus.holder:
            g.refuse("rb:513.1", M("{player} hat keinen Fokus", player=player))
        return ["rb:508.1.a", "rb:537.1"]
    if player != g.turn_player and not g.friendly(player, g.turn_player):
        g.refuse("rb:581" if ability else "rb:510.1.a", MP("the first item of a chain on a set-up board",
                                                           "{what}: nur im eigenen Zug", what=what))
    return ["rb:510.1.a", "rb:537.1"]


def _chain_item(g: "RiftboundGame", entry, k: int, parts: list) -> None:
    player = entry.controller
    if entry.card is not None:
        item, cites = _spell(g, entry, k, parts)
    else:
        item, cites = _ability(g, entry, k, parts)
    g.chain.push(item)
    if k == 0:
        open_chain_round(g, player)  # rb:537.1: its creator acts first
    else:
        g.priority.give(player)  # rb:542: after an action, the same player is asked again
    g.record("board-chain", ["rb:532", "rb:542"] + cites, M("Auf der Kette: {label} ({player}); Priorität: {player}",
                                                            label=item_label(item), player=player), actor=player)


def _new_card(g: "RiftboundGame", name: str, owner: str, zone: str) -> str:
    from .setup import slug

    base = slug(name)
    cards = g.state.data["cards"]
    iid, n = base, 1
    while iid in cards:
        n += 1
        iid = f"{base}-{n}"
    g.state.set(f"cards.{iid}", {"card": name, "owner": owner, "controller": owner, "zone": zone, "exhausted": False,
                                 "damage": 0, "buff": 0, "stunned": False, "role": None, "zid": 0})
    return iid


def _given(entry, n: int):
    t = entry.targets[n] if entry.targets and n < len(entry.targets) else None
    return [t] if isinstance(t, str) else t


def _spell(g: "RiftboundGame", entry, k: int, parts: list):
    """rb:563.2 — a spell played and waiting: only a spell waits on the chain (a permanent
    enters the board at once, rb:563.1); its play conditions (rb:570.1) and targets
    (rb:559.3) are checked as when it was played."""
    d = entry.card if not isinstance(entry.card, str) else None
    name = d.name if d is not None else (g.defs.get(entry.card) or _lib(entry.card)).name
    d = g.defs.get(name) or _lib(name)
    g.defs.setdefault(d.name, d)
    if d.type != "spell":
        rule = "rb:563.1" if d.is_permanent else "rb:132.5.a.1" if d.type == "rune" else "rb:163.2.a"
        raise BoardRefused(parts + ["card"], rule, f"{d.name} is a {d.type}: only a spell waits on the chain "
                           "(a permanent enters the board at once, rb:563.1)")
    iid = _new_card(g, d.name, entry.controller, "chain")
    player = entry.controller
    with _at(parts + ["card"]):
        kws = objects.keywords(g, iid)
        cites = _timing(g, k, player, kws, d.name, False)
        ctx = T.Ctx(source=iid, controller=player, label=d.name)
        for ab in d.known_abilities():
            if ab.static == "play-only-if" and not T.holds(g, ab.condition, ctx):
                # the German names no condition ("{condition:.0}" says nothing; the English names it)
                g.refuse("rb:570.1", M("{card}: Bedingung zum Spielen nicht erfüllt{condition:.0}", card=d.name,
                                       condition=ab.condition))
    spell = next((ab for ab in d.known_abilities() if ab.kind == "spell"), None)
    if spell is not None and any("ruv_modes" in e for e in spell.effects):  # "Choose one – …" (effects_ruv.py)
        raise BoardRefused(parts + ["card"], "rb:559.1", f"{d.name}: its mode is chosen as it is played; "
                           "a chain item on the board names no mode")
    slots = T.slots(spell.effects) if spell is not None else []
    chosen = _targets(g, entry, parts, d.name, slots, T.Ctx(source=iid, controller=player, label=d.name),
                      ["rb:559.3", "rb:559.3.c.1"])
    item = {"kind": "card", "card": iid, "label": d.name, "label_de": d.name, "controller": player,
            "targets": chosen, "paid": {}, "here": None, "hidden": False, "from": "hand"}
    return item, cites + ["rb:563.2", "rb:563.2.a"]


def _lib(name: str):
    from .cards.library import library

    return library().get(name)


def _targets(g, entry, parts, name, slots, ctx, cites) -> list:
    if entry.targets and len(entry.targets) > len(slots):
        raise BoardRefused(parts + ["targets"], "rb:559.3", f"{name} makes {len(slots)} choice(s); the board names "
                           f"{len(entry.targets)} targets")
    chosen: list = []
    ctx.targets = chosen
    for n, (_, sel) in enumerate(slots):
        with _at(parts + ["targets", n] if entry.targets and n < len(entry.targets) else parts + ["targets"]):
            chosen.append(T.choose(g, ctx, sel, _given(entry, n), f"target:{name}", cites))
    return chosen


def _ability(g: "RiftboundGame", entry, k: int, parts: list):
    """rb:577.3.a.1 — an activated ability on the chain: its source is on the board under its
    controller (rb:578); an ability that adds resources never waits there (rb:605.2)."""
    player = entry.controller
    pool = g.permanents(player) + list(g.state.get(f"players.{player}.legend"))
    iid = T.find(g, entry.source, pool)
    if iid is None:
        raise BoardRefused(parts + ["source"], "rb:578", f"{player} controls no {entry.source!r} on the board")
    d = g.defn(iid)
    acts = [(n, ab) for n, ab in enumerate(d.known_abilities()) if ab.kind == "activated"]
    if entry.ability is None and len(acts) != 1:
        raise BoardRefused(parts + ["source"], "rb:577.2", f"{d.name} has {len(acts)} activated abilities: say which "
                           "(ability)")
    n, ab = acts[0] if entry.ability is None else next(((n, ab) for n, ab in acts if n == entry.ability), (None, None))
    if ab is None:
        raise BoardRefused(parts + ["ability"], "rb:577.2", f"{d.name} has no activated ability number {entry.ability}")
    from .effects_rsd import adds_resources

    if adds_resources(ab.effects):
        raise BoardRefused(parts + ["ability"], "rb:605.2", f"{d.name}: an ability that adds resources resolves at "
                           "once and never waits on the chain")
    with _at(parts + ["source"]):
        cites = _timing(g, k, player, {kw: 1 for kw in ab.keywords}, d.name, True)
        if ab.condition is not None and not T.holds(g, ab.condition, {"source": iid, "controller": player}):
            g.refuse("rb:568", M("{card}: darf jetzt nicht aktiviert werden{condition:.0}", card=d.name,
                                 condition=ab.condition))
    ctx = T.Ctx(source=iid, controller=player, label=d.name, here=g.location(iid))
    chosen = _targets(g, entry, parts, d.name, T.slots(ab.effects), ctx, ["rb:559.3", "rb:577.3.b"])
    item = {"kind": "ability", "label": f"{d.name} – ability", "label_de": f"{d.name} – Fähigkeit",
            "controller": player, "source": iid, "card_name": d.name, "ability": n, "event": {}, "targets": chosen,
            "cites": ["rb:577.3"]}
    return item, cites + ["rb:577.3.a.1"]
