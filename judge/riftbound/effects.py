"""Card text as data: the instructions of spells and abilities, run top to bottom
(rb:151.1, rb:134.2.b). An instruction that cannot be followed is ignored, one that can
partly be followed is followed as far as possible (rb:563.2.c.6, rb:563.2.c.7); a target
that is no longer legal is left alone (rb:563.2.c.5) and what the instruction reads from it
is 0 (rb:563.2.c.8).

Verbs (one per instruction): damage (N, or {"might_of": "target:N"}), split_damage, draw,
discard, stun, ready, exhaust, kill, buff, spend_buff, might (+N; ``duration``: turn),
set_might, grant ({keyword: value}), move (``to``: base | here | battlefield), recall
(``exhausted``), return_to_hand, banish, recycle (N ``from`` trash/hand), channel (N,
``exhausted``), add ({"energy": N, "power": [...]}), counter, token ({name, might, tags,
keywords}, ``at``), vision, reveal (N), look (N, ``take``, ``rest``: recycle | banish),
kill_when_damaged, play ({"type": ..., "from": "hand"}, ``ignore_cost``), score,
return_self_to_hand (from the trash, rb:585.2/ex1), banish_top_draw_on_conquer (rb:603.3.a).
Modifiers: target, if (a condition, ``targets.holds``), may (the controller chooses),
duration, to, exhausted, from, at, ignore_cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import actions, objects
from .checks import check_effects  # noqa: F401  (the card model checks instructions through this module)
from .targets import Ctx, holds, resolve_ref
from .zones import new_id, put

if TYPE_CHECKING:
    from .game import RiftboundGame

MODIFIERS = {"target", "if", "may", "duration", "to", "exhausted", "from", "at", "ignore_cost", "take", "rest",
             "cites"}
VERBS: dict[str, Callable] = {}
#: verbs that ask their "may" question themselves (only when the choice is possible)
ASKS_ITSELF: set[str] = set()


def verb(name: str):
    def register(fn):
        VERBS[name] = fn
        return fn

    return register


def run(g: "RiftboundGame", ctx: Ctx, effects: list[dict], cites: list[str]) -> None:
    """Follow each instruction in order (rb:151.1, rb:563.2.b)."""
    ctx.effects = effects
    for index, e in enumerate(effects):
        if g.state.data.get("winner"):
            return
        if "if" in e and not _condition(g, ctx, e["if"]):
            continue
        name = next(k for k in e if k in VERBS)
        if e.get("may") and name not in ASKS_ITSELF:
            if not g.ask_yes_no(f"may:{ctx.name}", f"{ctx.de}: „{name}“ ausführen?", f"{ctx.label}: do '{name}'?",
                                ["rb:182.3.a"], ctx.controller):
                ctx.done = False
                continue
        targets = None
        extra = []
        if "target" in e:
            targets = resolve_ref(g, ctx, e["target"], effects, index)
            if isinstance(e["target"], dict) and "all" in e["target"]:
                extra = ["rb:559.3.a"]  # affected by criteria, not chosen
            if isinstance(e["target"], dict) and "choose" in e["target"] and not targets:
                ctx.done = False
                g.record("fizzle", ["rb:563.2.c.5", "rb:559.3.c.2", "rb:559.3.c.4", "rb:563.2.c.2"],
                         f"{ctx.de}: kein legales Ziel mehr – die Anweisung „{name}“ wird nicht ausgeführt",
                         f"{ctx.label}: no legal target left – the instruction '{name}' is not carried out")
                continue
        result = VERBS[name](g, ctx, e, targets, cites + extra + list(e.get("cites", [])))
        ctx.carried += 1
        ctx.previous = targets or ctx.previous
        ctx.done = bool(result) if result is not None else True


def _condition(g, ctx, cond) -> bool:
    return holds(g, cond, ctx)


def _amount(g: "RiftboundGame", ctx: Ctx, value: Any, effects=None) -> int:
    if isinstance(value, int):
        return value
    if isinstance(value, dict) and "might_of" in value:  # rb:563.2.c.8: an illegal target counts 0
        ids = resolve_ref(g, ctx, value["might_of"], ctx.effects)
        if not ids:
            g.record("reads-zero", ["rb:563.2.c.8"], f"{ctx.de}: das Ziel ist nicht mehr legal – seine Macht zählt als 0",
                     f"{ctx.label}: the target is no longer legal – its might counts as 0")
            return 0
        return objects.might(g, ids[0])
    raise ValueError(f"unknown amount {value!r}")


# -- verbs ---------------------------------------------------------------------------------

@verb("unsupported")
def _unsupported(g, ctx, e, targets, cites):
    """A sentence of the card's printed text the compiler could not read: never guessed at, the
    run stops here (exit 5) naming it."""
    from .game import NotEncoded

    raise NotEncoded(f"{ctx.label}: the card text {e['unsupported']!r} is not compiled yet "
                     f"(der Kartentext ist noch nicht übersetzt)")


@verb("damage")
def _damage(g, ctx, e, targets, cites):
    amount = _amount(g, ctx, e["damage"])
    for iid in targets or []:
        actions.deal_damage(g, iid, amount, cites + ["rb:139.3.a"], by=ctx.controller)
    return bool(targets)


@verb("split_damage")
def _split(g, ctx, e, targets, cites):
    """rb:559.3.d — the split is decided at resolution (rb:559.3.d.5); each target gets at
    least 1 (rb:559.3.d.6–7); with more targets than damage the controller drops some
    (rb:559.3.d.8)."""
    total = e["split_damage"]
    targets = list(targets or [])
    while len(targets) > total:
        drop = g.ask(f"split-drop:{ctx.name}", "Welches Ziel hört auf, Ziel zu sein?", "Which target stops being one?",
                     [(i, g.name(i)) for i in targets], ["rb:559.3.d.8"], ctx.controller)
        targets.remove(drop)
    if not targets:
        return False
    splits = _splits(total, len(targets))
    options = [(",".join(str(x) for x in s), " / ".join(f"{g.name(i)}: {x}" for i, x in zip(targets, s)))
               for s in splits]
    key = options[0][0] if len(options) == 1 else g.ask(f"split:{ctx.name}", "Wie wird der Schaden aufgeteilt?",
                                                         "How is the damage split?", options, ["rb:559.3.d.5"],
                                                         ctx.controller)
    for iid, x in zip(targets, (int(v) for v in key.split(","))):
        actions.deal_damage(g, iid, x, cites + ["rb:559.3.d.5"], by=ctx.controller)
    return True


def _splits(total: int, n: int) -> list[tuple[int, ...]]:
    if n == 1:
        return [(total,)]
    return [(k,) + rest for k in range(1, total - n + 2) for rest in _splits(total - k, n - 1)]


@verb("draw")
def _draw(g, ctx, e, targets, cites):
    return actions.draw(g, ctx.controller, e["draw"], cites) > 0


@verb("discard")
def _discard(g, ctx, e, targets, cites):
    """rb:598.4 — as many as possible; further discard instructions are ignored."""
    return bool(actions.discard(g, ctx.controller, e["discard"], cites + ["rb:598.4"], f"discard:{ctx.name}"))


@verb("stun")
def _stun(g, ctx, e, targets, cites):
    stunned = [iid for iid in targets or [] if actions.stun(g, iid, ctx.controller, cites)]
    enemies = [iid for iid in stunned if not g.friendly(g.controller(iid), ctx.controller)]
    if enemies:  # "when you stun one or more enemy units": once for the instruction (rb:599)
        from .abilities import event

        event(g, "stunned-enemies", player=ctx.controller, units=enemies)
    return bool(stunned)


@verb("ready")
def _ready(g, ctx, e, targets, cites):
    return any([actions.ready(g, iid, cites, by=ctx.controller) for iid in targets or []])


@verb("exhaust")
def _exhaust(g, ctx, e, targets, cites):
    return any([actions.exhaust(g, iid, cites) for iid in targets or []])


@verb("kill")
def _kill(g, ctx, e, targets, cites):
    return any([actions.kill(g, iid, cites + ["rb:604.1.a.1"]) for iid in targets or [] if g.on_board(iid)])


@verb("buff")
def _buff(g, ctx, e, targets, cites):
    """rb:602.1.c — a unit that already has a buff can be chosen but is not buffed."""
    return any([actions.buff(g, iid, cites, by=ctx.controller) for iid in targets or []])


@verb("spend_buff")
def _spend(g, ctx, e, targets, cites):
    return any([actions.spend_buff(g, iid, cites) for iid in targets or []])


def _lasting(g, ctx, e, iid, kind, cites, de, en, **data):
    until = "end-of-turn" if e.get("duration", "turn") == "turn" else "while-on-board"
    before = actions.might_before(g, iid)
    g.lasting.add({"kind": kind, "source": ctx.source, "controller": ctx.controller, "until": until, "target": iid,
                   "zid": g.card(iid)["zid"], **data})
    if until == "end-of-turn":
        g.since_expiry += 1
    g.record(kind, cites, de, en)
    actions.became_mighty(g, iid, before)


@verb("might")
def _might(g, ctx, e, targets, cites):
    n = e["might"]
    for iid in targets or []:
        _lasting(g, ctx, e, iid, "might", cites + ["rb:637.3"], f"{g.name(iid)} erhält {n:+d} Macht in diesem Zug",
                 f"{g.name(iid)} gets {n:+d} might this turn", amount=n)
    return bool(targets)


@verb("set_might")
def _set_might(g, ctx, e, targets, cites):
    n = e["set_might"]
    for iid in targets or []:
        _lasting(g, ctx, e, iid, "set-might", cites + ["rb:637.1.a.1"], f"Die Macht von {g.name(iid)} wird {n}",
                 f"{g.name(iid)}'s might becomes {n}", amount=n)
    return bool(targets)


@verb("grant")
def _grant(g, ctx, e, targets, cites):
    from .cards.model import parse_keyword

    kws = {parse_keyword(k)[0]: v for k, v in e["grant"].items()}
    text = ", ".join(f"{k} {v}" if k in ("Assault", "Shield", "Deflect") else k for k, v in kws.items())
    adds = {"Assault": "rb:719.2", "Deflect": "rb:721.2", "Shield": "rb:726.2"}
    for iid in targets or []:
        had = objects.keywords(g, iid)
        stack = [adds[k] for k in kws if k in adds and k in had]  # values add up
        _lasting(g, ctx, e, iid, "grant", cites + ["rb:713.3.a", "rb:713.3.a.2"] + stack,
                 f"{g.name(iid)} erhält [{text}] in diesem Zug", f"{g.name(iid)} gets [{text}] this turn", keywords=kws)
    return bool(targets)


@verb("move")
def _move(g, ctx, e, targets, cites):
    from .movement import move_units

    to = e.get("to", "base")
    dest = ctx.here if to == "here" else to
    done = False
    for iid in targets or []:
        done |= move_units(g, g.controller(iid), [iid], dest, cites + ["rb:612"], standard=False)
    return done


@verb("recall")
def _recall(g, ctx, e, targets, cites):
    from .movement import recall

    for iid in targets or []:
        recall(g, iid, cites, exhausted=e.get("exhausted"))
    return bool(targets)


@verb("return_to_hand")
def _return(g, ctx, e, targets, cites):
    for iid in targets or []:
        put(g, iid, "hand")
        g.record("return-to-hand", cites + ["rb:109"], f"{g.name(iid)} kehrt auf die Hand zurück",
                 f"{g.name(iid)} returns to its owner's hand")
    return bool(targets)


@verb("banish")
def _banish(g, ctx, e, targets, cites):
    for iid in targets or []:
        actions.banish(g, iid, cites)
    return bool(targets)


@verb("recycle")
def _recycle(g, ctx, e, targets, cites):
    """rb:594.4 — as many as possible from the zone; the player picks which (rb:594.6)."""
    zone = e.get("from", "trash")
    pool = g.state.get(f"players.{ctx.controller}.{zone}")
    chosen = actions.choose_cards(g, ctx.controller, pool, min(e["recycle"], len(pool)), f"recycle:{ctx.name}",
                                  "recyceln", "recycle", cites + ["rb:594.6"])
    if chosen:
        actions.recycle(g, ctx.controller, chosen, cites + ["rb:594.4", "rb:594.6"])
    return len(chosen) == e["recycle"]


@verb("channel")
def _channel(g, ctx, e, targets, cites):
    n = e["channel"]
    return actions.channel(g, ctx.controller, n, cites + ["rb:606.4"], exhausted=bool(e.get("exhausted"))) == n


@verb("add")
def _add(g, ctx, e, targets, cites):
    spec = e["add"]
    actions.add_resources(g, ctx.controller, spec.get("energy", 0), list(spec.get("power", [])), cites + ["rb:605.2"])
    return True


@verb("counter")
def _counter(g, ctx, e, targets, cites):
    for item_id in targets or []:
        item = g.chain.find(item_id)
        if item:
            actions.counter(g, item, cites)
    return bool(targets)


@verb("token")
def _token(g, ctx, e, targets, cites):
    """rb:171–178 — a token is created on the board; its controller is the controller of what
    made it (rb:173); a token unit enters exhausted like any unit (rb:176.1.d/ex1)."""
    from .cards.model import RbCardDef

    spec = dict(e["token"])
    name = spec.pop("name")
    count = spec.pop("count", 1)
    ready = spec.pop("ready", False)
    if name not in g.defs:
        g.defs[name] = RbCardDef(name=name, type="unit", token=True, **spec)
    at = e.get("at", "base")
    dest = "base" if at == "base" else "bf:" + (ctx.here if at == "here" else at)
    for _ in range(count):
        iid = new_id(g, name)
        g.state.set(f"cards.{iid}", {"card": name, "owner": ctx.controller, "controller": ctx.controller,
                                     "zone": "nowhere", "exhausted": False, "damage": 0, "buff": 0,
                                     "stunned": False, "role": None, "zid": 0, "token": True})
        exhausted, passive = objects.enters_exhausted(g, iid, ctx.controller, not ready)  # "… enter ready"
        put(g, iid, dest, exhausted=exhausted)
        g.record("token", cites + ["rb:171", "rb:173", "rb:177", "rb:176.1.d"] + passive,
                 f"Token {name} entsteht ({dest}, {'erschöpft' if exhausted else 'bereit'})",
                 f"token {name} is created ({dest}, {'exhausted' if exhausted else 'ready'})")
        ctx.previous = [iid]
        # rb:176.1.a: a token is played — "when you play a unit" triggers; it is no card from the
        # main deck (rb:176), so it neither counts for Legion (rb:724.1.c) nor as the N-th card
        from .abilities import event

        event(g, "played", card=iid, player=ctx.controller, type="unit", token=True)
    return True


@verb("vision")
def _vision(g, ctx, e, targets, cites):
    """rb:729.1.b — look at the top card of your main deck; you may recycle it."""
    deck = g.state.get(f"players.{ctx.controller}.deck")
    if not deck:
        actions.burn_out(g, ctx.controller)  # rb:607.1.b
        deck = g.state.get(f"players.{ctx.controller}.deck")
        if not deck:
            return False
    top = actions.top_cards(g, ctx.controller, 1)[0]
    g.record("look", cites + ["rb:729.1.b"], f"{ctx.controller} sieht sich {g.name(top)} an (oberste Karte)",
             f"{ctx.controller} looks at {g.name(top)} (top card)", actor=ctx.controller)
    if g.ask_yes_no(f"vision:{ctx.name}", f"{g.name(top)} recyceln?", f"Recycle {g.name(top)}?",
                    ["rb:729.2.a"], ctx.controller):
        actions.recycle(g, ctx.controller, [top], cites + ["rb:729.1.b"])
    return True


@verb("reveal")
def _reveal(g, ctx, e, targets, cites):
    """rb:600 — revealed cards stay where they are (rb:600.1.a.2)."""
    deck = g.state.get(f"players.{ctx.controller}.deck")
    if not deck:
        actions.burn_out(g, ctx.controller)
        deck = g.state.get(f"players.{ctx.controller}.deck")
    shown = actions.top_cards(g, ctx.controller, e["reveal"])
    names = ", ".join(g.name(i) for i in shown)
    g.record("reveal", cites + ["rb:600.1", "rb:600.1.a.2", "rb:600.3"], f"{ctx.controller} deckt {names} auf; sie bleiben oben",
             f"{ctx.controller} reveals {names}; they stay on top", actor=ctx.controller)
    ctx.previous = list(shown)
    return bool(shown)


@verb("look")
def _look(g, ctx, e, targets, cites):
    """rb:600.4.a/ex1, rb:603.5/ex3 — take cards from the top, keep ``take`` of them, the rest
    to ``rest`` (recycle or banish)."""
    deck = g.state.get(f"players.{ctx.controller}.deck")
    if not deck:
        actions.burn_out(g, ctx.controller)
        deck = g.state.get(f"players.{ctx.controller}.deck")
    shown = actions.top_cards(g, ctx.controller, e["look"])
    taken = actions.choose_cards(g, ctx.controller, shown, min(e.get("take", 1), len(shown)), f"take:{ctx.name}",
                                 "auf die Hand nehmen", "take into your hand", cites + ["rb:600.4.a"])
    for iid in taken:
        put(g, iid, "hand")
        g.record("take", cites + ["rb:600.4.a"], f"{ctx.controller} nimmt {g.name(iid)} auf die Hand",
                 f"{ctx.controller} puts {g.name(iid)} into their hand", actor=ctx.controller)
    rest = [i for i in shown if i not in taken]
    if rest and e.get("rest", "recycle") == "recycle":
        actions.recycle(g, ctx.controller, rest, cites)
    elif rest:
        for iid in rest:
            actions.banish(g, iid, cites)
    return bool(taken)


@verb("kill_when_damaged")
def _kill_when_damaged(g, ctx, e, targets, cites):
    """rb:151.2/ex1 — 'kill it the next time it takes damage this turn' (a delayed trigger)."""
    for iid in targets or []:
        g.lasting.add({"kind": "delayed", "when": "damaged", "target": iid, "zid": g.card(iid)["zid"],
                       "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label,
                       "effects": [{"kill": True, "target": "event-unit"}]})
        g.since_expiry += 1
        g.record("delayed", cites + ["rb:583"], f"{g.name(iid)} wird getötet, wenn er in diesem Zug das nächste Mal "
                 "Schaden erleidet", f"{g.name(iid)} will be killed the next time it takes damage this turn")
    return bool(targets)


@verb("play")
def _play(g, ctx, e, targets, cites):
    """rb:595.3 — playing as part of a resolution is a limited action; every step of playing
    applies except what the effect changes (``ignore_cost``, rb:560.1.a)."""
    from .play import play_card

    spec = e["play"]
    pool = [i for i in g.state.get(f"players.{ctx.controller}.{spec.get('from', 'hand')}")
            if spec.get("type") in (None, g.defn(i).type)]
    if not pool:
        g.record("play-none", cites + ["rb:595.3.c"], "Keine spielbare Karte: nichts geschieht",
                 "No playable card: nothing happens")
        return False
    pick = pool[0] if len({g.name(i) for i in pool}) == 1 else g.ask(
        f"play:{ctx.name}", "Welche Karte spielen?", "Which card to play?",
        list(dict.fromkeys((g.name(i), g.name(i)) for i in pool)), cites + ["rb:595.3"], ctx.controller)
    iid = pick if pick in pool else next(i for i in pool if g.name(i) == pick)
    play_card(g, ctx.controller, iid, limited=True, ignore_cost=bool(e.get("ignore_cost")))
    return True


@verb("score")
def _score(g, ctx, e, targets, cites):
    from .scoring import gain_points

    gain_points(g, ctx.controller, e["score"], cites + ["rb:632.1.a.1"], ctx.label, ctx.label)
    return True


@verb("return_self_to_hand")
def _return_self(g, ctx, e, targets, cites):
    """rb:585.2/ex1 — a card in the trash returns itself to its owner's hand."""
    if g.zone(ctx.source) != "trash":
        return False
    put(g, ctx.source, "hand")
    g.record("return-to-hand", cites + ["rb:585.2"], f"{g.name(ctx.source)} kehrt aus dem Ablagestapel auf die Hand zurück",
             f"{g.name(ctx.source)} returns from the trash to the hand")
    return True


@verb("banish_top_draw_on_conquer")
def _banish_top(g, ctx, e, targets, cites):
    """rb:603.3.a/ex1 — banish the top card; if you conquer this turn, draw it. Each instance
    remembers only the card it banished itself (rb:603.3.a)."""
    deck = g.state.get(f"players.{ctx.controller}.deck")
    if not deck:
        return False
    iid = actions.top_cards(g, ctx.controller, 1)[0]
    actions.banish(g, iid, cites + ["rb:603.3", "rb:603.3.a"])
    g.lasting.add({"kind": "delayed", "when": "conquer", "who": ctx.controller, "banished": iid,
                   "source": ctx.source, "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label,
                   "effects": [{"draw_banished": True}]})
    return True


@verb("draw_banished")
def _draw_banished(g, ctx, e, targets, cites):
    iid = ctx.event.get("banished")
    if not iid or g.zone(iid) != "banish":
        return False
    put(g, iid, "hand")
    g.record("draw", cites + ["rb:603.3", "rb:107.5.g"], f"{ctx.controller} zieht {g.name(iid)} aus der Verbannung",
             f"{ctx.controller} draws {g.name(iid)} from banishment", actor=ctx.controller)
    return True


# the verbs of the card compiler's families, each in its own module (they register with @verb)
from . import effects_cards, effects_triggers, effects_units  # noqa: E402,F401
