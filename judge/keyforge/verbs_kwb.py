"""Effect verbs added for Worlds Collide card text (second half of the set's list).

* ``kwb_return_with_upgrades``  ``{"kwb_return_with_upgrades": true, "target": <a creature>}``: the
  creature and each upgrade on it go back to their owners' hands together.
* ``kwb_attach``  ``{"kwb_attach": true, "target": <the upgrade>, "to": <a creature>}``: "attach
  Molina's Blaster to Armsmaster Molina" — an upgrade in play is attached to another creature
  (kf:rules/upgrades); afterwards the "kwb-attached" window opens, where "after you attach
  <this upgrade> to <a creature>" abilities (trigger ``kwb-after-upgrade-attached``) resolve.
  Playing an upgrade attaches it too: those abilities also see an upgrade played onto a
  creature (abilities.collect_triggers, the "play" window).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from judge.kernel import Event

from . import rules as R
from .i18n import M

if TYPE_CHECKING:
    from .abilities import Ctx
    from .game import KeyForgeGame

#: the watcher trigger "after you attach <this upgrade> to <a creature named …>"
ATTACHED = "kwb-after-upgrade-attached"


def attach(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:rules/upgrades — an upgrade is attached to a creature; attaching one already in play
    moves it from the creature it was on, and it stays under the control of the same player
    (kf:glossary/move: moving a card does not change who controls it). The creature is one in
    play matching ``to`` (the active player picks among several, kf:glossary/active-player);
    the creature the upgrade is already on is not attached to again, and with none other the
    effect does nothing (kf:rules/resolve-as-much-as-possible)."""
    from .abilities import select
    from .select import _fits

    name = g.name(ctx.source)
    ups = [u for u in select(g, eff["target"], ctx, "kwb_attach") if g.in_play(u) and g.cdef(u).type == "upgrade"]
    if not ups:
        g.record("attach-nothing", [R.UPGRADES, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{name}: keine Aufwertung im Spiel, die angelegt werden kann", name=name))
        return False
    up = ups[0]
    old = g.card(up).get("attached_to")
    hosts = [c for c in g.creatures() if c != old and _fits(g, c, eff["to"], ctx, ctx.controller)]
    if not hosts:
        g.record("attach-nothing", [R.UPGRADES, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
                 M("{up}: keine andere passende Kreatur im Spiel, an die sie angelegt werden kann", up=g.name(up)))
        return False
    host = hosts[0] if len(hosts) == 1 else g.ask(
        f"attach:{g.name(up)}", M("An welche Kreatur wird {up} angelegt?", up=g.name(up)), [(c, g.name(c)) for c in hosts], [R.UPGRADES, R.ACTIVE_PLAYER])
    if old and g.card(old) is not None:
        g.state.set(f"cards.{old}.upgrades", [u for u in (g.card(old).get("upgrades") or []) if u != up])
    g.state.set(f"cards.{up}.attached_to", host)
    g.state.set(f"cards.{host}.upgrades", list(g.card(host).get("upgrades") or []) + [up])
    g.record("attach", [R.UPGRADES, R.MOVE, R.ABILITY],
             M("{upgrade} wird an {host} angelegt (vorher an {old}); der Kontrolleur bleibt derselbe",
               upgrade=g.name(up), host=g.name(host), old=g.name(old)) if old else
             M("{upgrade} wird an {host} angelegt; der Kontrolleur bleibt derselbe",
               upgrade=g.name(up), host=g.name(host)))
    g.engine.check_state()
    g.engine.window("kwb-attached", Event("upgrade-attached", {"card": up, "player": ctx.controller, "host": host}),
                    [R.UPGRADES, R.CONSTANT_ABILITIES])
    ctx.previous = [host]
    return True


def attached_event(g: KeyForgeGame, event: Event) -> Event | None:
    """The "attached" event of an upgrade just played onto a creature (kf:rules/upgrades: it
    enters play attached to the creature its controller chose), for the "play" window."""
    card = event.data.get("card")
    if not card or g.card(card) is None or g.cdef(card).type != "upgrade" or not g.in_play(card):
        return None
    host = g.card(card).get("attached_to")
    return Event("upgrade-attached", {"card": card, "player": event.data.get("player"), "host": host}) if host else None


def return_with_upgrades(g: KeyForgeGame, eff: dict, ctx: Ctx) -> bool:
    """kf:glossary/leaves-play — "return a friendly creature and each upgrade attached to it to
    your hand": the creature and its upgrades go back together, each to its owner's hand (the
    upgrades are not discarded as they would be when only their creature leaves play,
    kf:rules/upgrades). A warded creature stays in play and loses its ward (kf:glossary/ward);
    its upgrades have no ward of their own and go."""
    from .abilities import select
    from .zones import leave_play

    creatures = [c for c in select(g, eff["target"], ctx, "return_to_hand") if g.is_creature(c)]
    done = 0
    for c in creatures:
        for u in list(g.upgrades_of(c)):
            leave_play(g, u, "hand", [R.ABILITY, R.UPGRADES], M("mit ihrer Kreatur zurück auf die Hand"))
        done += leave_play(g, c, "hand", [R.ABILITY], M("zurück auf die Hand"))
    ctx.this_way = done
    return bool(creatures) and done == len(creatures)


VERBS: dict[str, Callable] = {"kwb_attach": attach, "kwb_return_with_upgrades": return_with_upgrades}
PARAMS: dict[str, tuple[str, ...]] = {"kwb_attach": ("to",)}
