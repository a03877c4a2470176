"""Playing and discarding cards (kf:rules/playing-cards, kf:glossary/play,
kf:rules/discarding-cards, kf:rules/upgrades, kf:glossary/deploy).

Play order (kf:timing/play): the card enters play (a creature on a flank — anywhere with
deploy —, an artifact behind the battleline, an upgrade attached to a creature) or is
revealed (action); its æmber bonus is gained; then its "Play:" abilities and "after a card
is played" abilities trigger together. An action card goes to its owner's discard pile
after it has resolved as much as it can. State checks run after the card enters play and
after its bonus, so a constant ability in play takes effect before any trigger.

The documents differ on the bonus: the text of kf:rules/aember-bonus says it comes
"first of all", while both timing charts (kf:timing/play) put the card into play first.
The engine follows the charts in both editions (docs/rulings.md, KeyForge 2).

Who may play what (``restrictions.py``): the active house unless an effect allows more,
the first-turn rule (hand only), Alpha, Omega, the rule of six, and a card's own play
condition. A card an ability plays that cannot be played stays where it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.i18n import Text
from judge.kernel import Event

from . import rules as R
from .abilities import Ctx
from .amber import capture, gain
from .damage import deal_damage
from .gigantic import half_fails, join, other_half
from .i18n import MP, M
from .kga_forms import choose_form
from .lasting import bonus_passes, consume, next_played_ready
from .restrictions import check_from_hand, note_played, play_blocked
from .select import choose, condition_holds
from .text import abilities, statics
from .turn import draw
from .zones import fresh_in_play

if TYPE_CHECKING:
    from .game import KeyForgeGame


def play(g: KeyForgeGame, iid: str, flank: str | None = None, position: int | None = None,
         target: str | None = None) -> None:
    """kf:glossary/play — play a card from hand (checks first; nothing changes if refused)."""
    allowance = check_from_hand(g, iid, MP("Partizip", "gespielt"))
    if flank not in (None, "left", "right"):
        g.refuse(R.FLANK, M("Flanke muss links oder rechts sein, nicht {flank}", flank=repr(flank)))
    play_card(g, iid, origin=(g.active_player(), "hand"), flank=flank, position=position, target=target,
              allowance=allowance)


def play_card(
    g: KeyForgeGame,
    iid: str,
    origin: tuple[str, str],
    *,
    via: str | None = None,
    flank: str | None = None,
    position: int | None = None,
    target: str | None = None,
    allowance: dict | None = None,
) -> bool:
    """Play ``iid`` from ``origin``; ``via``: the card whose ability plays it. Returns False
    when an ability tried to play a card that cannot be played (it stays where it was)."""
    player = g.active_player()
    _copy(g, iid, player)
    blocked = play_blocked(g, iid, player)
    if blocked:
        rule, why = blocked
        if via is None:
            g.refuse(rule, why)
        for key in ("copy_of", "copy_house"):
            if g.card(iid).get(key):
                g.state.set(f"cards.{iid}.{key}", None)
        g.record(
            "cannot-play",
            [rule, R.PLAYING_CARDS, R.RESOLVE_AS_MUCH_AS_POSSIBLE],
            M("{card} kann nicht gespielt werden und bleibt, wo sie war ({why})", card=g.name(iid), why=why),
        )
        return False
    card = g.cdef(iid)
    partner = None
    if g.printed(iid).gigantic:  # kf:glossary/gigantic: both halves from hand, together
        partner = other_half(g, iid, g.state.get(f"players.{origin[0]}.{origin[1]}")) \
            if via is None and origin[1] == "hand" else None
        if partner is None:
            if via is None:
                g.refuse(R.GIGANTIC, M("{card} ist eine gigantische Kreatur: nur mit beiden Hälften aus der Hand spielbar",
                                       card=card.name))
            half_fails(g, iid, M("das Spielen"))
            return False
    choose_form(g, iid, player)  # "may be played as an upgrade instead of a creature" (kga_forms.py)
    card = g.cdef(iid)
    if allowance:
        consume(g, allowance, iid)
    g.state.remove(f"players.{origin[0]}.{origin[1]}", iid)
    if partner:
        join(g, iid, partner, M("gespielt (zählt als 1 gespielte Karte)"))
    # "… must pay you 1A in order to play an artifact" (docs/rulings.md, KeyForge 59)
    from .kcc_costs import pay as pay_cost

    pay_cost(g, iid, player, "play")
    note_played(g, iid, from_hand=origin[1] == "hand" and via is None)
    played_as = (g.state.get("turn.done") or {}).get("played", 0)  # this card is the turn's played_as-th
    g.state.set(f"cards.{iid}.controller", player)
    where = "" if origin[1] == "hand" else M(" (aus: {zone}, durch {via})", zone=origin[1], via=g.name(via))
    shown = card.name if card.name == g.printed(iid).name else f"{g.printed(iid).name} ({card.name})"
    g.record(
        "play",
        [R.PLAY, R.PLAYING_CARDS, R.STEP_3_PLAY_DISCARD_USE],
        M("{player} spielt {shown}{where}", player=player, shown=shown, where=where),
        actor=player,
    )
    side = _enter(g, iid, flank, position, target)
    g.engine.check_state()
    _bonus(g, iid)
    g.engine.check_state()
    if card.type == "creature":  # "each creature you play gains, …" for the rest of the turn (kxa.py)
        from .kxa import note_played_creature

        note_played_creature(g, iid, player)
    data = {"card": iid, "player": player, "type": card.type}
    if side:
        data["flank"] = side
    if card.type == "action" and _watched(g, "after-action-played"):
        # "after an action card is played but before it resolves": the same
        # moment as other "after" effects, always resolved before the card's Play: ability
        g.engine.window("action-played", Event("action-played", data), [R.TIMING_PLAY, R.PLAY])
    g.engine.window("play", Event("played", data), [R.TIMING_PLAY, R.PLAY_ABILITIES])
    from .kmc import action_back_to_hand

    if card.type == "action" and action_back_to_hand(g, iid, played_as):  # High Priest Torvus
        pass
    elif card.type == "action" and g.zone_of(iid) is None:  # unless its own effect moved it (purge, ...)
        g.state.insert(f"players.{g.owner(iid)}.discard", -1, iid)
        g.state.set(f"cards.{iid}.controller", g.owner(iid))
        g.record(
            "to-discard",
            [R.ACTION_CARDS],
            M("{name} kommt nach dem Abhandeln auf den Ablagestapel", name=card.name),
        )
    g.engine.check_state()
    _omega(g, iid, card.type)
    if card.type == "action" and g.card(iid).get("copy_of"):
        g.state.set(f"cards.{iid}.copy_of", None)
    return True


def _watched(g: KeyForgeGame, trigger: str) -> bool:
    return any(abilities(g, c, trigger) for c in g.cards_in_play())


def _copy(g: KeyForgeGame, iid: str, player: str) -> None:
    """"When you play this card, treat it as a copy of ...":
    the copy is chosen first, so Alpha and the rule of six see the copied card."""
    for s in g.printed(iid).static_value("play_as_copy"):
        ctx = Ctx(iid, player, None)
        found = choose(g, s["play_as_copy"], ctx, "copy", player)
        if found:
            # the card the chosen creature is now: a creature that is itself a copy is the card
            # it copies (its text, name and power), not its printed card (docs/rulings.md,
            # KeyForge 32; kf:glossary/self-referential-text: a card that copies another's text has it)
            copied = g.cdef(found[0]).name
            g.state.set(f"cards.{iid}.copy_of", copied)
            if s.get("house"):  # "... except it belongs to house X"
                g.state.set(f"cards.{iid}.copy_house", s["house"])
            of_copy = copied != g.printed(found[0]).name
            g.record(
                "copy",
                [R.PLAY, R.ABILITY] + ([R.SELF_REFERENTIAL] if of_copy else []),
                M("{card} wird als Kopie von {copy} gespielt", card=g.printed(iid).name, copy=g.name(iid))
                + (M(" ({card} ist im Spiel eine Kopie von {copied})", card=g.printed(found[0]).name, copied=copied)
                   if of_copy else ""),
            )


def _omega(g: KeyForgeGame, iid: str, kind: str) -> None:
    """kf:glossary/omega — after the card has been played (and resolved), the step ends: no
    more cards are played, used or discarded in it. A creature whose text box is blank by
    then has no Omega."""
    if g.keyword(iid, "omega"):
        g.state.set("turn.step_ended", True)
        g.record(
            "omega",
            [R.OMEGA],
            M("Omega: {card} wurde gespielt, Schritt {step_label} endet", card=g.name(iid), step_label=g.step_label()),
        )


def _bonus(g: KeyForgeGame, iid: str) -> None:
    """kf:rules/aember-bonus, kf:glossary/bonus-icons — the card's bonus icons, top to bottom,
    each on its own, with a state check after each; all of them
    resolve even if the card has left play meanwhile."""
    player = g.active_player()
    blocker = next((c for c in g.cards_in_play()
                    if g.controller(c) != player and statics(g, c, "kmm_opponent_no_bonus")), None)
    if blocker is not None:  # "your opponent cannot resolve bonus icons on cards they play" (the æmber bonus too)
        g.record("bonus-blocked", [R.BONUS_ICONS, R.CANNOT_VS_MUST, R.CONSTANT_ABILITIES],
                 M("{blocker}: {player} kann die Bonussymbole von {card} nicht abhandeln",
                   blocker=g.name(blocker), player=player, card=g.name(iid)))
        return
    resolve_bonus(g, iid, player, 1 + bonus_passes(g, iid, player))


def resolve_bonus(g: KeyForgeGame, iid: str, player: str, passes: int = 1, as_if: bool = False) -> None:
    """The æmber bonus and bonus icons of ``iid`` for ``player`` (``as_if``: "resolve its bonus
    icons as if you had played it", a card that was not played, kf:glossary/bonus-icons)."""
    card = g.cdef(iid)
    n = card.amber * passes  # each printed æmber symbol is a bonus icon
    if n and _may_be_capture(g, player):  # each æmber icon on its own: each may be resolved as a capture icon
        for _ in range(n):
            _icon(g, iid, card.name, "aember", player)
            g.engine.check_state()
        n = 0
    if n:
        if as_if:
            why = M(" (Æmber-Bonus von {name}, als ob gespielt)", name=card.name)
        else:
            why = M(" (Æmber-Bonus von {name}; nach dem Ins-Spiel-Bringen, wie die Timing-Übersicht,"
                    " nicht „als Allererstes“ wie der Regeltext – siehe docs/rulings.md)", name=card.name)
        gain(g, player, n, [R.TIMING_AEMBER_BONUS, R.AEMBER_BONUS], why)
    for icon in g.bonus_icons(iid):
        for _ in range(passes):  # an icon's additional passes follow it directly
            _icon(g, iid, card.name, icon, player)
            g.engine.check_state()


def _watched(g: KeyForgeGame, trigger: str) -> bool:
    """Whether a card in play (printed or gained) or a lasting effect has an ability with ``trigger``:
    only then is the window opened (a draw icon without a watcher adds nothing to the trace)."""
    if any(abilities(g, c, trigger) for c in g.cards_in_play()):
        return True
    return any(trigger in ([t] if isinstance(t := e["ability"].get("trigger"), str) else t)
               for e in g.effects("ability") if isinstance(e.get("ability"), dict))


def _may_be_capture(g: KeyForgeGame, player: str) -> str | None:
    """kf:glossary/replacement-effects — a card of the resolving player that lets them resolve a bonus
    icon as a capture icon instead (Amphora Captura)."""
    return next((c for c in g.cards_in_play() if g.controller(c) == player and statics(g, c, "kmm_icon_may_be_capture")),
                None)


def _capture_icon_stolen(g: KeyForgeGame, name: str, player: str, cites: list[str]) -> bool:
    """kf:glossary/replacement-effects — "when you resolve a capture bonus icon, you may choose to steal
    1A instead" (Scrivener Favian): a card of the resolving player offers it; they choose."""
    from .amber import steal

    for src in g.cards_in_play():
        if g.controller(src) != player:
            continue
        for s in statics(g, src, "kmm_capture_icon_may_steal"):
            if g.yes_no(f"steal-instead:{g.name(src)}",
                        M("{src}: statt zu erbeuten {n} stehlen?", src=g.name(src), n=s['kmm_capture_icon_may_steal']), cites + [R.REPLACEMENT_EFFECTS, R.MAY], chooser=player):
                g.record("replaced", cites + [R.REPLACEMENT_EFFECTS],
                         M("{src}: das Erbeuten-Symbol von {name} wird durch Stehlen ersetzt",
                           src=g.name(src), name=name))
                steal(g, player, s["kmm_capture_icon_may_steal"], cites + [R.REPLACEMENT_EFFECTS])
                return True
    return False


def _icon(g: KeyForgeGame, iid: str, name: str, icon: str, player: str) -> None:
    """One bonus icon for ``player``: æmber (gain 1), capture (a friendly creature captures 1),
    damage (1 to a creature; not dealt by the card), draw (draw 1)."""
    cites = [R.TIMING_AEMBER_BONUS, R.BONUS_ICONS]
    src = _may_be_capture(g, player) if icon != "capture" else None
    if src and g.yes_no(f"as-capture:{g.name(src)}", M("{src}: das Bonussymbol ({icon}) als Erbeuten-Symbol abhandeln?",
                                                       src=g.name(src), icon=icon), cites + [R.REPLACEMENT_EFFECTS, R.MAY], chooser=player):
        g.record("replaced", cites + [R.REPLACEMENT_EFFECTS], M("{src}: ein Bonussymbol von {name} wird zum Erbeuten-Symbol",
                                                                src=g.name(src), name=name))
        icon = "capture"
    if icon == "capture" and _capture_icon_stolen(g, name, player, cites):
        return
    if icon == "aember":
        gain(g, player, 1, cites, M(" (Bonussymbol von {name})", name=name))
    elif icon == "draw":
        draw(g, player, 1, cites + [R.BONUS_DRAW])
        if _watched(g, "after-bonus-icon-draw"):  # "after you resolve a draw bonus icon" (kf:glossary/bonus-icons)
            g.engine.window("bonus-draw", Event("bonus-draw", {"player": player, "source": iid}), [R.BONUS_DRAW])
    else:
        pool = g.creatures(player) if icon == "capture" else g.creatures()
        if not pool:
            g.record("no-target", cites + [R.RESOLVE_AS_MUCH_AS_POSSIBLE], M("{name}: kein Ziel für das Bonussymbol",
                                                                             name=name))
            return
        what = "capture" if icon == "capture" else "damage"
        target = g.ask(f"bonus-{what}:{name}", M("{name}: Bonussymbol ({what}) – welche Kreatur?",
                                                 name=name, what=what), [(c, g.name(c)) for c in pool],
                       cites + [R.ACTIVE_PLAYER])
        if icon == "capture":
            capture(g, target, 1, cites + [R.BONUS_CAPTURE])
        else:
            placed = deal_damage(g, [(target, 1)], cites + [R.BONUS_DAMAGE])
            if placed.get(target) and g.is_creature(target):
                g.engine.window(
                    "bonus-damage",
                    Event("bonus-damage", {"card": target, "player": g.controller(target), "source": iid}),
                    [R.BONUS_DAMAGE],
                )


def enters_ready(g: KeyForgeGame, iid: str, controller: str) -> bool:
    """Constant abilities that make a creature or artifact enter play ready: its own (read as
    it enters, before any blanking applies), "your creatures enter play ready" (creatures
    only) and "friendly artifacts enter play ready" (artifacts only)."""
    for s in g.cdef(iid).static_value("enters_ready"):
        if s.get("affects", "self") == "self" and ("if" not in s or condition_holds(g, s["if"], controller)):
            return True
    kind = {"creature": "friendly-creatures", "artifact": "friendly-artifacts"}.get(g.cdef(iid).type)
    for src in g.cards_in_play():  # "your creatures enter play ready", "friendly artifacts enter play ready"
        for s in statics(g, src, "enters_ready"):
            if s.get("affects") == kind and g.controller(src) == controller and _ready_fits(g, src, s, iid):
                return True
    return False


def _ready_fits(g: KeyForgeGame, src: str, s: dict, iid: str) -> bool:
    """kf:rules/constant-abilities — "while you have 4A or more, your non-Untamed creatures enter
    play ready": the ability's condition holds (read with its source) and the card entering
    matches its filters (house, not_house, trait of the card as it enters)."""
    from .text import source_ctx

    if s.get("house") and not g.belongs_to(iid, s["house"]):
        return False
    if s.get("not_house") and g.belongs_to(iid, s["not_house"]):
        return False
    if s.get("trait") and s["trait"] not in g.traits(iid):
        return False
    return "if" not in s or condition_holds(g, s["if"], g.controller(src), source_ctx(g, src))


def _enter(g: KeyForgeGame, iid: str, flank: str | None, position: int | None, target: str | None) -> str | None:
    """Put the card into play or reveal it (kf:timing/play/put-into-play). Returns the
    flank a creature entered on (``both`` for the first creature, kf:glossary/flank)."""
    card = g.cdef(iid)
    player = g.active_player()
    if card.type != "creature" and g.card(iid).get("copy_of") and g.printed(iid).type == "creature":
        # a creature card entering as a copy of a card that is a creature in play (e.g. an
        # artifact considered a creature there) still enters as a creature (kf:rules/creatures)
        card = g.printed(iid)
    if card.type == "action":
        g.record(
            "reveal",
            [R.ACTION_CARDS, R.TIMING_PUT_INTO_PLAY],
            M("{name} wird aufgedeckt und abgehandelt", name=card.name),
        )
        return None
    if card.type == "upgrade":
        _attach(g, iid, player, target)
        return None

    from .kcc_done import first_creature_ready  # "the first creature played each turn enters play ready"

    ready = next_played_ready(g, iid, player) | enters_ready(g, iid, player)  # both read: the effect is used up
    ready = first_creature_ready(g, iid) or ready
    g.state.set(f"cards.{iid}.exhausted", not ready)
    ready_text = M(" spielbereit (Kartentext)") if ready else M(" erschöpft")
    if card.type == "artifact":
        g.state.insert(f"players.{player}.artifacts", -1, iid)
        g.record(
            "enters-play",
            [R.ARTIFACTS, R.READY_AND_EXHAUSTED, R.TIMING_PUT_INTO_PLAY],
            M("{name} kommt{ready} ins Spiel", name=card.name, ready=ready_text),
        )
        return None
    fresh_in_play(g, iid)
    side = player
    if any(s["enters_play_under"] == "opponent" for s in card.static_value("enters_play_under")):
        side = g.opponent(player)  # "enters play under your opponent's control" (kf:glossary/control)
        g.state.set(f"cards.{iid}.controller", side)
    return enter_battleline(g, iid, side, flank, position, [R.READY_AND_EXHAUSTED, R.TIMING_PUT_INTO_PLAY],
                            ready_text)


def enter_battleline(
    g: KeyForgeGame,
    iid: str,
    player: str,
    flank: str | None,
    position: int | None,
    cites: list[str],
    ready_text: Text | str = "",
) -> str:
    """kf:rules/creatures, kf:glossary/flank — a creature enters on a flank of its
    controller's battleline (the active player chooses which); with deploy
    (kf:glossary/deploy) anywhere, also between two creatures."""
    name = g.name(iid)
    line = g.creatures(player)
    deploy = g.cdef(iid).keyword("deploy")
    if position is not None and not deploy and 0 < position < len(line):
        g.refuse(R.FLANK, M("{name} hat kein Stationieren und muss an eine Flanke", name=name))
    if not line:
        side, index = "both", 0
    elif position is not None:
        index = max(0, min(position, len(line)))
        side = "left" if index == 0 else "right" if index == len(line) else "between"
    elif flank:
        side, index = flank, (0 if flank == "left" else len(line))
    elif deploy and len(line) >= 2:
        options = [("0", "left flank")] + [
            (str(i), f"between {g.name(line[i - 1])} and {g.name(line[i])}") for i in range(1, len(line))
        ] + [(str(len(line)), "right flank")]
        index = int(g.ask(f"position:{name}", M("Wohin kommt {name} (Stationieren)?", name=name), options, [R.DEPLOY, R.FLANK]))
        side = "left" if index == 0 else "right" if index == len(line) else "between"
    else:
        side = g.ask(
            f"flank:{name}",
            M("An welche Flanke kommt {name}?", name=name), [("left", "left"), ("right", "right")],
            [R.FLANK, R.CREATURES],
        )
        index = 0 if side == "left" else len(line)
    g.state.insert(f"players.{player}.battleline", index, iid)
    where = (M("an die linke Flanke") if side == "left" else M("an die rechte Flanke") if side == "right"
             else M("in die leere Schlachtreihe") if side == "both"
             else M("an Position {position} (Stationieren)", position=index + 1))
    extra = [R.DEPLOY] if side == "between" else []
    g.record(
        "enters-play",
        [R.CREATURES, R.FLANK] + extra + cites,
        M("{name} kommt{ready} {where}", name=name, ready=ready_text, where=where),
        choice=side if side != "between" else str(index),
    )
    return side


def _attach(g: KeyForgeGame, iid: str, player: str, target: str | None) -> None:
    """kf:rules/upgrades — the upgrade enters play attached to a creature its controller
    chooses (any creature in play)."""
    name = g.name(iid)
    options = [(c, g.name(c)) for c in g.creatures()]
    host = target if target in dict(options) else g.ask(
        f"attach:{name}", M("An welche Kreatur wird {name} angelegt?", name=name), options, [R.UPGRADES], chooser=player,
    )
    g.state.set(f"cards.{iid}.attached_to", host)
    g.state.set(f"cards.{iid}.controller", player)
    g.state.set(f"cards.{host}.upgrades", list(g.card(host).get("upgrades") or []) + [iid])
    g.record(
        "attach",
        [R.UPGRADES, R.TIMING_PUT_INTO_PLAY],
        M("{name} kommt ins Spiel, angelegt an {host}", name=name, host=g.name(host)),
    )
    from .kcc_fights import attached_control  # "You control this creature." (Collar of Subordination)

    attached_control(g, iid)


def discard(g: KeyForgeGame, iid: str) -> None:
    """kf:rules/discarding-cards — discard a card of the active house from hand."""
    check_from_hand(g, iid, MP("Partizip", "abgelegt"), discarding=True)
    player = g.active_player()
    g.state.remove(f"players.{player}.hand", iid)
    g.state.insert(f"players.{player}.discard", -1, iid)
    g.state.add("turn.played_or_discarded", 1)
    from .kcc_done import note_discarded  # "unless you have discarded an Untamed card from your hand this turn"

    note_discarded(g, player, [iid])
    g.state.add("turn.step_actions", 1)
    g.record(
        "discard",
        [R.DISCARDING_CARDS, R.DISCARD_PILE],
        M("{player} legt {card} von der Hand ab", player=player, card=g.name(iid)),
        actor=player,
    )
    from .kmc import discarded_from_hand

    discarded_from_hand(g, [iid], player)  # "after a card is discarded from your hand" (Auto-Encoder)
