"""Cards and resources (grammar/cards.lark): draw (rb:591), discard (rb:598), recycle (rb:594),
channel runes (rb:606), add energy and power (rb:605), counter (rb:601), score (rb:632),
players the text names ("its controller draws 2", "choose an opponent … they …"), the top of
a main deck looked at or revealed and what is taken from among them (rb:600), playing cards
from zones as part of a resolution (rb:595.3) and tokens (rb:170–178). The verbs are
``effects_cards.py``."""

from __future__ import annotations

from lark import Token

from ..transform import Sentence


def _tokens(items, kind: str) -> list[Token]:
    return [t for t in items if isinstance(t, Token) and t.type == kind]


def _pairs(items) -> dict:
    return dict(it for it in items if isinstance(it, tuple))


def _icons(tok) -> tuple[str, int | str]:
    s = str(tok)
    return ("energy", int(s[1:])) if s.startswith("e") else ("power", s[1:])


class Rules:
    # -- sentences ----------------------------------------------------------------------------
    def activated_first(self, items):
        *keywords, cost, effects = items
        ability: dict = {"activate": cost, "effects": effects}
        if "Legion" in keywords:
            raise ValueError("Legion before an activated ability's cost")
        if keywords:
            ability["keywords"] = list(dict.fromkeys(keywords))
        return Sentence("activated", ability=ability)

    def legion_trigger(self, items):
        trigger, effects = items
        return Sentence("triggered", ability={**trigger, "legion": True, "effects": effects})

    def cost_kill_permanent(self, _):
        return {"kill": "friendly-permanent"}

    def cost_kill_unit(self, _):
        return {"kill": "friendly-unit"}

    def cost_kill_gear(self, _):
        return {"kill": "friendly-gear"}

    def only_spells(self, _):
        return Sentence("restrict", ability={"only": "spells"})

    # -- draw, discard, recycle, channel, add, score -------------------------------------------
    def draw(self, items):
        return {"draw": items[0]}

    def draw_for_each(self, items):
        n, counted = items
        return {"draw": n, "for_each_of": counted}

    def discard(self, items):
        return {"discard": items[0]}

    def discard_hand(self, _):
        return {"discard_hand": True}

    def recycle_trash(self, items):
        return {"recycle": items[0], "from": "trash"}

    def recycle_it(self, _):  # "recycle it", "they recycle that card": the card before (rb:594.1)
        return {"recycle": 1, "target": "it"}

    def recycle_from_trashes(self, items):  # "recycle up to 4 cards from trashes": any player's
        return {"recycle": items[0], "from": "trashes", "up_to": True}

    def pay(self, items):  # "you may pay [A] to ready it" / "… pay [A]. If you do, …"
        out: dict = {}
        energy = sum(_icons(t)[1] for t in items if str(t).startswith("e"))
        power = [str(t)[1:] for t in items if str(t).startswith("p")]
        if energy:
            out["energy"] = energy
        if power:
            out["power"] = power
        return {"pay": out}

    def may_pay_to(self, items):
        """"you may pay [O] to ready it": paying is the choice; what it is for follows when paid."""
        *icons, effect = items
        then = effect if isinstance(effect, list) else [effect]
        return [{**self.pay(icons), "may": True}] + [{**e, "if": "done"} for e in then]

    def ready_it(self, _):
        return {"ready": True, "target": "it"}

    def lead_not_done(self, _):
        return ("lead", "if", "not-done")

    def c_it_was_enemy(self, _):
        return {"it_was": "enemy"}

    def c_it_was_friendly(self, _):
        return {"it_was": "ally"}

    def c_from_hand(self, _):
        return {"played_from": "hand"}

    def channel(self, items):
        e = {"channel": items[0]}
        if any(str(t) == "exhausted" for t in items[1:]):
            e["exhausted"] = True
        return e

    def add(self, items):
        energy = sum(n for kind, n in items if kind == "energy")
        power = [d for kind, d in items if kind == "power"]
        out: dict = {}
        if energy:
            out["energy"] = energy
        if power:
            out["power"] = power
        return {"add": out}

    def res_energy(self, items):
        return ("energy", int(str(items[0])[1:]))

    def res_power(self, items):
        return ("power", str(items[0])[1:])

    def score(self, items):
        return {"score": items[0]}

    def counter(self, items):
        return {"counter": True, "target": {"choose": "chain-item", "type": "spell", **_pairs(items)}}

    def lim_energy(self, items):
        return ("energy_max", _icons(items[0])[1])

    def lim_power(self, items):
        kind, value = _icons(items[0])
        if kind != "power" or value != "any":
            raise ValueError("a power limit other than 'no more than [A]'")
        return ("power_max", 1)

    # -- counted ("for each …") ------------------------------------------------------------------
    def n_mighty(self, _):
        return "you.mighty-units"

    def n_trash_named(self, _):
        return "you.trash-named"

    def n_trash(self, _):
        return "you.trash"

    def n_gear(self, _):
        return "you.gear"

    def n_played(self, _):
        return "you.played"

    def n_battlefields(self, _):
        return "you.battlefields"

    # -- who does it ----------------------------------------------------------------------------
    def player_effect(self, items):
        who, *effects = items
        out = []
        for e in effects:
            e = dict(e)
            if who != "you" and "recycle" not in e:  # a card is recycled to its owner's deck anyway
                e["who"] = who
            out.append(e)
        return out

    def who_controller(self, _):
        return "controller-of-it"

    def who_owner(self, _):
        return "owner-of-it"

    def who_chosen(self, _):
        return "chosen"

    def who_each(self, _):
        return "each"

    def who_each_opponent(self, _):
        return "each-opponent"

    def who_you(self, _):
        return "you"

    def choose_opponent(self, _):
        return {"choose_player": True, "target": {"choose": "player", "side": "enemy"}}

    def choose_player(self, _):
        return {"choose_player": True, "target": {"choose": "player"}}

    def reveal_hand(self, _):
        return {"reveal_hand": True}

    # -- the top of a main deck, and the cards seen ------------------------------------------------
    def look_top(self, items):
        n = next((i for i in items if isinstance(i, int)), 1)
        return {"look_top": n}

    def reveal_top(self, items):
        n = next((i for i in items if isinstance(i, int)), 1)
        return {"reveal": n}

    def seen_to_hand(self, items):
        return {"from_seen": {"to": "hand", "count": items[0]}}

    def recycle_rest(self, _):
        return {"from_seen": {"to": "recycle", "count": "all"}}

    def seen_rest_to_hand(self, _):
        return {"from_seen": {"to": "hand", "count": "all"}}

    def seen_reveal_draw(self, items):
        return {"from_seen": {"to": "hand", "count": 1, **items[0], "reveal": True}}

    def seen_banish(self, items):
        return {"from_seen": {"to": "banish", "count": 1, **items[0]}}

    def seen_recycle(self, items):
        return {"from_seen": {"to": "recycle", "count": 1, **items[0]}}

    def seen_discard(self, items):
        return {"from_seen": {"to": "discard", "count": 1, **items[0]}}

    def seen_banish_any(self, _):  # "choose one and banish it" (of the cards revealed)
        return {"from_seen": {"to": "banish", "count": 1}}

    def seen_if_kind_to_hand(self, items):
        # "if it's a gear, draw it": the card seen goes to the hand if it is one (not done otherwise)
        return {"from_seen": {"to": "hand", "count": 1, items[0][0]: items[0][1]}}

    def deal_energy_of_it(self, items):  # "discard 1. Deal its energy cost as damage to …"
        return {"damage": {"energy_of": "it"}, "target": items[0]}

    def seen_to_trash(self, _):  # "put it in your trash": the card seen, from the deck (rb:607.1.c)
        return {"from_seen": {"to": "trash", "count": "all"}}

    def reveal_until(self, items):
        return {"reveal_until": items[0][1]}

    def seen_choose(self, items):
        return {"from_seen": {"to": "choose", "count": 1, **items[0]}}

    def seen_pick(self, items):
        out = _pairs(items)
        out.pop("any", None)  # "a card": any type
        return out

    def sk_unit(self, _):
        return ("type", "unit")

    def sk_gear(self, _):
        return ("type", "gear")

    def sk_spell(self, _):
        return ("type", "spell")

    def sk_card(self, _):
        return ("any", True)

    def sk_non_unit(self, _):
        return ("not_type", "unit")

    def sk_unit_or_gear(self, _):
        return ("type", ["unit", "gear"])

    def sk_domain(self, items):
        return ("domain", str(items[0]))

    def sf_energy_min(self, items):
        return ("energy_min", _icons(items[0])[1])

    # -- playing a card as part of the resolution (rb:595.3) ---------------------------------------
    def play_seen(self, items):
        return _play({"from": "seen"}, items)

    def play_it(self, items):
        # "then play it": the card the previous instruction moved; when that did not happen
        # there is no "it" to play ("you may banish … then play it")
        return {**_play({}, items), "target": "it", "if": "done"}

    def play_from(self, items):
        card, zone, *rest = items
        return _play({**card, "from": zone}, rest)

    def play_card(self, items):
        out = _pairs(items)
        out.pop("any", None)
        return out

    def play_kind(self, items):
        return items[0]

    def return_from_trash(self, items):
        card = items[0]
        return {"return_to_hand": True, "target": {"choose": "trash-card", **card}}

    def rd_return_hidden_from_trash(self, items):
        """"Return up to two cards with [Hidden] from your trash to your hand"."""
        return {"return_to_hand": True, "target": {"choose": "trash-card", "rd_with": "Hidden", "up_to": items[0]}}

    def rd_hide_free_this_turn(self, _):
        """"You can hide cards ignoring costs this turn" (rb:723.1.b.1)."""
        return {"rd_hide_free": True}

    def from_trash(self, _):
        return "trash"

    def from_hand(self, _):
        return "hand"

    def play_to_base(self, _):
        return ("to", "base")

    def to_controlled(self, _):
        return ("to", "controlled-battlefield")

    def to_any_battlefield(self, _):
        return ("to", "any-battlefield")

    def to_same_location(self, _):
        return ("to", "same-location")

    def play_to_here(self, _):
        return ("to", "here")

    def ignoring_cost(self, _):
        return ("mod", "ignore_cost", True)

    def ignoring_energy(self, _):
        return ("mod", "ignore_energy", True)

    def reducing(self, items):
        return ("mod", "reduce", _icons(items[0])[1])

    # -- tokens ---------------------------------------------------------------------------------
    def play_token(self, items):
        return items[0]

    def token(self, items):
        counts = [i for i in items if isinstance(i, int)]
        name = str(_tokens(items, "TOKEN_NAME")[0]).title()
        kind = str(_tokens(items, "TOKEN_KIND")[0])
        spec: dict = {"name": name}
        if kind == "gear":
            spec["type"] = "gear"
        if counts[0] != 1:
            spec["count"] = counts[0]
        if len(counts) > 1:
            spec["might"] = counts[1]
        if _tokens(items, "READY"):
            spec["ready"] = True
        if _tokens(items, "EXHAUSTED"):
            spec["exhausted"] = True
        for it in items:
            if isinstance(it, list):
                spec["keywords"] = it
        e: dict = {"token": spec}
        where = next((it[1] for it in items if isinstance(it, tuple) and it[0] == "at"), None)
        if where:
            e["at"] = where
        return e

    def token_with(self, items):
        return list(items)

    def at_your_base(self, _):
        return ("at", "base")

    def at_this_here(self, _):
        return ("at", "here")

    def rx_recycle_runes(self, items):  # "recycle one of your runes" (rb:594.1.b, rb:594.6)
        return {"recycle": items[0], "from": "runes"}

    def rx_lead_could_not(self, _):  # checks.check_otherwise: only after a channel (rb:606)
        return ("lead", "if", "could-not")

    def rx_recycle_me_to(self, items):
        """"Recycle me to ready your runes": recycle this card (rb:594.1), then, if it was
        recycled, what it is done for."""
        then = items[0] if isinstance(items[0], list) else [items[0]]
        return [{"recycle": 1, "target": "self"}] + [{**e, "if": "done"} for e in then]

    def rx_ready_your_runes(self, _):  # every rune the player controls (rb:593)
        return {"ready": True, "target": {"all": "rune"}}

    def rx_c_runes_max(self, items):
        return ["you.runes", "<=", items[0]]

    def rx_deal_unless(self, items):
        """"Deal 6 to it unless its controller has you draw 2": the controller of "it" is offered
        the draw; the damage follows only if they decline it."""
        n, offered = items
        if "who" in offered or "target" in offered:
            raise ValueError("what the controller may have you do is an instruction of your own")
        return [{"offer": [offered], "target": "it"}, {"damage": n, "target": "it", "if": "not-done"}]

    def rx_at_your_base(self, _):  # "in your base", "into your base": the same place as "to your base"
        return ("at", "base")

    def rc_extra_turn(self, _):
        """"Take a turn after this one": the controller's next turn (effects_rc.py, rb:002)."""
        return {"extra_turn": True}

    def rc_each_other_chooses(self, items):
        return {"each_other_player_chooses": [str(t).capitalize() for t in items]}

    def rc_for_each_chooser(self, items):
        word, (key, n) = items
        return {"for_each_chooser": {"chose": str(word).capitalize(), key: n}}

    def rc_both_draw(self, items):
        return ("draw", items[0])

    def rc_both_channel_exhausted(self, items):
        return ("channel_exhausted", items[0])


def _play(spec: dict, items) -> dict:
    """A ``play`` instruction: where the card comes from and goes, and what the effect changes
    about playing it (rb:560.1.a, rb:560.1.b, rb:560.4)."""
    e: dict = {"play": dict(spec)}
    for it in items:
        if isinstance(it, tuple) and it[0] == "to":
            e["play"]["to"] = it[1]
        elif isinstance(it, tuple) and it[0] == "mod":
            e[it[1]] = it[2]
    return e
