"""Card text as data: the instructions of spells and abilities, run top to bottom
(rb:151.1, rb:134.2.b). An instruction that cannot be followed is ignored, one that can
partly be followed is followed as far as possible (rb:563.2.c.6, rb:563.2.c.7); a target
that is no longer legal is left alone (rb:563.2.c.5) and what the instruction reads from it
is 0 (rb:563.2.c.8).

Verbs (one per instruction) here: damage (N, {"might_of": "target:N"} or {"energy_of":
"it"}), split_damage, stun, ready, exhaust, kill, buff, spend_buff, might (+N; ``duration``:
turn), set_might, grant ({keyword: value}), recall (``exhausted``), return_to_hand, banish,
add ({"energy": N, "power": [...], "only"}), vision, look (N, ``take``, ``rest``: recycle |
banish), kill_when_damaged, return_self_to_hand (from the trash, rb:585.2/ex1),
banish_top_draw_on_conquer (rb:603.3.a). The verbs of the card compiler's families are in
their own modules: ``effects_units.py`` (choose, double_might, mutual_damage, move,
take_control, each_player_kills, for_each), ``effects_cards.py``
(draw, discard, recycle, channel, score, counter, pay, the cards seen …), ``effects_play.py``
(token, play), ``effects_triggers.py``.
Modifiers: target, if (a condition, ``targets.holds``), may (the controller chooses),
duration, to, exhausted, from, at, ignore_cost, ignore_energy, reduce, who, for_each_of, up_to,
minimum (a might reduction's floor) (docs/riftbound.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from judge.i18n import Text

from . import actions, objects
from .checks import check_effects  # noqa: F401  (the card model checks instructions through this module)
from .i18n import M
from .targets import Ctx, holds, resolve_ref
from .zones import put

if TYPE_CHECKING:
    from .game import RiftboundGame

MODIFIERS = {"target", "if", "may", "duration", "to", "exhausted", "from", "at", "ignore_cost", "take", "rest",
             "cites", "minimum", "who", "for_each_of", "ignore_energy", "reduce", "up_to"}
VERBS: dict[str, Callable] = {}
#: verbs that ask their "may" question themselves (only when the choice is possible)
ASKS_ITSELF: set[str] = set()


def label_said(label: str, label_de: str | None = None) -> Text:
    """A chain item's or a source's label as a message field (``abilities.label_text``): names
    the same in every language, the words after them in the message's language."""
    from .abilities import label_text

    return label_text(label, label_de)


def source_label(ctx: Ctx) -> Text:
    """What is resolving, as a message field (``label_said``)."""
    return label_said(ctx.label, ctx.label_de)


def on_each_unit_this_turn(g, ctx: Ctx, targets, kind: str, cites: list[str], says, record: str | None = None) -> bool:
    """A lasting effect ``kind`` on each unit among ``targets`` still on the board, until the end of
    the turn (rb:517.2.b) and only while it is the same object (its ``zid``, rb:563.2.c.4): the
    shape of "… this turn" replacements and preventions on chosen units. ``says(iid)`` is the
    trace's line for each (kind ``record``, else ``kind``). Whether any unit got it."""
    done = False
    for iid in targets or []:
        if not (g.card(iid) and g.on_board(iid) and g.is_unit(iid)):
            continue
        g.lasting.add({"kind": kind, "target": iid, "zid": g.card(iid)["zid"], "source": ctx.source,
                       "controller": ctx.controller, "until": "end-of-turn", "label": ctx.label})
        g.since_expiry += 1
        g.record(record or kind, cites + ["rb:517.2.b"], says(iid), actor=ctx.controller)
        done = True
    return done


def verb(name: str, targets: bool = True):
    """Register a verb; ``targets=False``: it does not read an instruction's ``target``, which
    is then refused when a definition loads (checks.py), never accepted and ignored."""
    def register(fn):
        if name in VERBS:  # two modules defining one verb: the later would silently replace the other
            raise ValueError(f"the verb {name!r} is defined twice ({VERBS[name].__module__}, {fn.__module__})")
        fn.reads_target = targets
        VERBS[name] = fn
        return fn

    return register


def run(g: "RiftboundGame", ctx: Ctx, effects: list[dict], cites: list[str]) -> None:
    """Follow each instruction in order (rb:151.1, rb:563.2.b)."""
    ctx.effects = effects
    for index, e in enumerate(effects):
        if g.state.data.get("winner"):
            return
        if "if" in e:
            held = _condition(g, ctx, e["if"])
            ctx.last_if = held  # "otherwise" reads it (targets.holds)
            if not held:
                continue
        name = next(k for k in e if k in VERBS)
        if e.get("may") and name not in ASKS_ITSELF:
            if not g.ask_yes_no(f"may:{ctx.name}", M("{source}: „{verb}“ ausführen?", source=source_label(ctx), verb=name),
                                ["rb:182.3.a"], ctx.controller):
                ctx.done = False
                if "choose" in e:  # "you may choose a unit" declined: "it" names nothing
                    ctx.previous = []
                continue
        targets = None
        extra = []
        if "target" in e:
            targets = resolve_ref(g, ctx, e["target"], effects, index)
            if isinstance(e["target"], dict) and "all" in e["target"]:
                extra = ["rb:559.3.a"]  # affected by criteria, not chosen
            if isinstance(e["target"], dict) and "choose" in e["target"] and not targets:
                ctx.done = False
                ctx.previous = []  # "it" names that choice: nothing now (rb:563.2.c.5)
                g.record("fizzle", ["rb:563.2.c.5", "rb:559.3.c.2", "rb:559.3.c.4", "rb:563.2.c.2"],
                         M("{source}: kein legales Ziel mehr – die Anweisung „{verb}“ wird nicht ausgeführt",
                           source=source_label(ctx), verb=name))
                continue
        for iid in targets or []:  # rb:563.2.c.9: what they were before this instruction moves them
            if g.card(iid) and g.on_board(iid):
                ctx.known[iid] = {"controller": g.controller(iid), "location": g.location(iid),
                                  "might": objects.might(g, iid) if g.is_unit(iid) else None}
            elif (item := g.chain.find(iid)) is not None:  # a chain item: who controls it (rb:532)
                ctx.known[iid] = {"controller": item["controller"]}
        if targets:
            ctx.targeted = list(targets)
        result = VERBS[name](g, ctx, e, targets, cites + extra + list(e.get("cites", [])))
        ctx.carried += 1
        ctx.previous = targets or ctx.previous
        if not _on_done(e.get("if")):  # "if you do, A and B": B asks about the same deed as A
            ctx.done = bool(result) if result is not None else True


def _on_done(cond) -> bool:
    """Whether a condition asks whether an earlier instruction was done ("if you do")."""
    if cond in ("done", "not-done"):
        return True
    if isinstance(cond, dict):
        return any(_on_done(c) for v in cond.values() for c in (v if isinstance(v, list) else [v]))
    return False


def _condition(g, ctx, cond) -> bool:
    return holds(g, cond, ctx)


def _amount(g: "RiftboundGame", ctx: Ctx, value: Any, effects=None) -> int:
    if isinstance(value, int):
        return value
    if isinstance(value, dict) and "might_of" in value:  # rb:563.2.c.8: an illegal target counts 0
        ids = resolve_ref(g, ctx, value["might_of"], ctx.effects)
        if not ids:
            g.record("reads-zero", ["rb:563.2.c.8"],
                     M("{source}: das Ziel ist nicht mehr legal – seine Macht zählt als 0", source=source_label(ctx)))
            return 0
        return objects.might(g, ids[0])
    if isinstance(value, dict) and "energy_of" in value:  # a card the previous instruction moved (rb:563.2.c.9)
        ids = [i for i in ctx.previous if g.card(i)]
        return g.defn(ids[0]).energy if ids else 0  # its printed energy cost (rb:130.2)
    raise ValueError(f"unknown amount {value!r}")


# -- verbs ---------------------------------------------------------------------------------

@verb("unsupported", targets=False)
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
        actions.deal_damage(g, iid, amount, cites + ["rb:139.3.a"], by=ctx.controller, extra_bonus=spell_bonus(ctx))
    return bool(targets)


@verb("split_damage")
def _split(g, ctx, e, targets, cites):
    """rb:559.3.d — the split is decided at resolution (rb:559.3.d.5); each target gets at
    least 1 (rb:559.3.d.6–7); with more targets than damage the controller drops some
    (rb:559.3.d.8)."""
    total = e["split_damage"]
    targets = list(targets or [])
    while len(targets) > total:
        drop = g.ask(f"split-drop:{ctx.name}", M("Welches Ziel hört auf, Ziel zu sein?"), [(i, g.name(i)) for i in targets], ["rb:559.3.d.8"], ctx.controller)
        targets.remove(drop)
    if not targets:
        return False
    splits = _splits(total, len(targets))
    options = [(",".join(str(x) for x in s), " / ".join(f"{g.name(i)}: {x}" for i, x in zip(targets, s)))
               for s in splits]
    key = options[0][0] if len(options) == 1 else g.ask(f"split:{ctx.name}", M("Wie wird der Schaden aufgeteilt?"),
                                                         options, ["rb:559.3.d.5"],
                                                         ctx.controller)
    for iid, x in zip(targets, (int(v) for v in key.split(","))):
        actions.deal_damage(g, iid, x, cites + ["rb:559.3.d.5"], by=ctx.controller, extra_bonus=spell_bonus(ctx))
    return True


def _splits(total: int, n: int) -> list[tuple[int, ...]]:
    if n == 1:
        return [(total,)]
    return [(k,) + rest for k in range(1, total - n + 2) for rest in _splits(total - k, n - 1)]


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
    from .effects_rxo import dying_together  # one instruction kills them at once (branch rxo)

    with dying_together(g, list(targets or [])):
        return any([actions.kill(g, iid, cites + ["rb:604.1.a.1"]) for iid in targets or [] if g.on_board(iid)])


@verb("buff")
def _buff(g, ctx, e, targets, cites):
    """rb:602.1.c — a unit that already has a buff can be chosen but is not buffed."""
    return any([actions.buff(g, iid, cites, by=ctx.controller) for iid in targets or []])


@verb("spend_buff")
def _spend(g, ctx, e, targets, cites):
    return any([actions.spend_buff(g, iid, cites) for iid in targets or []])


def _lasting(g, ctx, e, iid, kind, cites, said, **data):
    """A change to ``iid`` for as long as ``e["duration"]`` says, recorded as ``said``."""
    if e.get("duration") == "combat" and not g.state.data.get("combat"):  # "this combat" outside a combat
        g.record("no-combat", cites + ["rb:627.4"], M("{card}: kein Kampf, nichts gilt \"in diesem Kampf\"",
                                                      card=g.name(iid)))
        return
    until = {"turn": "end-of-turn", "combat": "end-of-combat"}.get(e.get("duration", "turn"), "while-on-board")
    before = actions.might_before(g, iid)
    g.lasting.add({"kind": kind, "source": ctx.source, "controller": ctx.controller, "until": until, "target": iid,
                   "zid": g.card(iid)["zid"], **data})
    if until == "end-of-turn":
        g.since_expiry += 1
    g.record(kind, cites, said)
    actions.became_mighty(g, iid, before)


def _span(e: dict):
    """How long a change lasts, as the trace says it (a message field)."""
    if e.get("duration", "turn") == "turn":
        return M("in diesem Zug")
    if e["duration"] == "combat":  # until the combat ends (rb:627.4; combat._end_combat)
        return M("in diesem Kampf")
    return M("solange sie auf dem Spielbrett ist")


@verb("might")
def _might(g, ctx, e, targets, cites):
    """rb:637.3 — ``minimum``: a reduction that stops at that might ("to a minimum of 1 might";
    applied after the changes it depends on, rb:638.1.c, ``objects._might``)."""
    n = e["might"]
    floor = {"minimum": e["minimum"]} if "minimum" in e else {}
    for iid in targets or []:
        if floor:
            said = M("{card} erhält {n} Macht {span} (höchstens bis {minimum} Macht)", card=g.name(iid), n=format(n, "+d"),
                     span=_span(e), minimum=e["minimum"])
        else:
            said = M("{card} erhält {n} Macht {span}", card=g.name(iid), n=format(n, "+d"), span=_span(e))
        _lasting(g, ctx, e, iid, "might", cites + ["rb:637.3"] + (["rb:638.1.c"] if floor else []), said,
                 amount=n, **floor)
    return bool(targets)


@verb("set_might")
def _set_might(g, ctx, e, targets, cites):
    n = e["set_might"]
    for iid in targets or []:
        _lasting(g, ctx, e, iid, "set-might", cites + ["rb:637.1.a.1"],
                 M("Die Macht von {card} wird {n}", card=g.name(iid), n=n), amount=n)
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
                 M("{card} erhält [{keywords}] {span}", card=g.name(iid), keywords=text, span=_span(e)), keywords=kws)
    return bool(targets)


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
        g.record("return-to-hand", cites + ["rb:109"], M("{card} kehrt auf die Hand zurück", card=g.name(iid)))
    return bool(targets)


@verb("banish")
def _banish(g, ctx, e, targets, cites):
    for iid in targets or []:
        actions.banish(g, iid, cites)
    return bool(targets)


@verb("add", targets=False)
def _add(g, ctx, e, targets, cites):
    spec = e["add"]
    actions.add_resources(g, ctx.controller, spec.get("energy", 0), list(spec.get("power", [])), cites + ["rb:605.2"],
                          only=spec.get("only"))
    return True


@verb("vision", targets=False)
def _vision(g, ctx, e, targets, cites):
    """rb:729.1.b — look at the top card of your main deck; you may recycle it."""
    deck = g.state.get(f"players.{ctx.controller}.deck")
    if not deck:
        actions.burn_out(g, ctx.controller)  # rb:607.1.b
        deck = g.state.get(f"players.{ctx.controller}.deck")
        if not deck:
            return False
    top = actions.top_cards(g, ctx.controller, 1)[0]
    g.record("look", cites + ["rb:729.1.b"],
             M("{player} sieht sich {card} an (oberste Karte)", player=ctx.controller, card=g.name(top)),
             actor=ctx.controller)
    if g.ask_yes_no(f"vision:{ctx.name}", M("{card} recyceln?", card=g.name(top)), ["rb:729.2.a"],
                    ctx.controller):
        actions.recycle(g, ctx.controller, [top], cites + ["rb:729.1.b"])
    return True


@verb("look", targets=False)
def _look(g, ctx, e, targets, cites):
    """rb:600.4.a/ex1, rb:603.5/ex3 — take cards from the top, keep ``take`` of them, the rest
    to ``rest`` (recycle or banish)."""
    deck = g.state.get(f"players.{ctx.controller}.deck")
    if not deck:
        actions.burn_out(g, ctx.controller)
        deck = g.state.get(f"players.{ctx.controller}.deck")
    shown = actions.top_cards(g, ctx.controller, e["look"])
    taken = actions.choose_cards(g, ctx.controller, shown, min(e.get("take", 1), len(shown)), f"take:{ctx.name}",
                                 M("auf die Hand nehmen"), cites + ["rb:600.4.a"])
    for iid in taken:
        put(g, iid, "hand")
        g.record("take", cites + ["rb:600.4.a"],
                 M("{player} nimmt {card} auf die Hand", player=ctx.controller, card=g.name(iid)), actor=ctx.controller)
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
        g.record("delayed", cites + ["rb:583"],
                 M("{card} wird getötet, wenn er in diesem Zug das nächste Mal Schaden erleidet", card=g.name(iid)))
    return bool(targets)


@verb("return_self_to_hand", targets=False)
def _return_self(g, ctx, e, targets, cites):
    """rb:585.2/ex1 — a card in the trash returns itself to its owner's hand."""
    if g.zone(ctx.source) != "trash":
        return False
    put(g, ctx.source, "hand")
    g.record("return-to-hand", cites + ["rb:585.2"],
             M("{card} kehrt aus dem Ablagestapel auf die Hand zurück", card=g.name(ctx.source)))
    return True


@verb("banish_top_draw_on_conquer", targets=False)
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


@verb("draw_banished", targets=False)
def _draw_banished(g, ctx, e, targets, cites):
    iid = ctx.event.get("banished")
    if not iid or g.zone(iid) != "banish":
        return False
    put(g, iid, "hand")
    g.record("draw", cites + ["rb:603.3", "rb:107.5.g"],
             M("{player} zieht {card} aus der Verbannung", player=ctx.controller, card=g.name(iid)), actor=ctx.controller)
    return True


# the verbs of the card compiler's families, each in its own module (they register with @verb)
from . import effects_cards, effects_costs, effects_game, effects_triggers, effects_units  # noqa: E402,F401
from . import effects_rc  # noqa: E402,F401
from .effects_rc import spell_bonus  # noqa: E402

from . import effects_rd  # noqa: E402,F401
from . import effects_run  # noqa: E402,F401
from . import effects_rog  # noqa: E402,F401  (branch h-rb-ogn)
from . import effects_rog_costs  # noqa: E402,F401  (branch h-rb-ogn)
from . import effects_rve  # noqa: E402,F401
from . import effects_rsf  # noqa: E402,F401
from . import effects_ruv  # noqa: E402,F401  (branch h-ruv)
from . import effects_rsd  # noqa: E402,F401  (branch rsd)
from . import effects_rxv  # noqa: E402,F401  (branch rxv)
from . import effects_rxa  # noqa: E402,F401  (branch rxa)
from . import effects_rxo  # noqa: E402,F401  (branch rxo)
from . import effects_rxb  # noqa: E402,F401  (branch rxb)
