"""A trace step's state changes as sentences a judge reads, in the interface's language:
"alice: Æmber 0 → 1", "Straßenkind kommt in alices Schlachtreihe", "Troll ist erschöpft".

The engine records each change as a dotted path with the values before and after
(``players.alice.amber: 0 → 1``). Here a table of path patterns per game (``<P>`` a player,
``<C>`` a card instance, ``<B>`` a battlefield, ``<N>`` a position, ``<X>`` a name) gives the
template of each (a message of the catalogues, web/i18n/changes.py); a card moving between list zones (hand, deck,
battleline, the center row …) is told once, from the lists' added and removed items and the
card's ``zone``. Card instance IDs ("urchin", "li-hin-die-zersplitterte") become the cards'
names (the result's ``final_state["cards"]``, else the game's card library), in the page's
language (``web.pages.trace_text.Localizer``). Engine bookkeeping and fields set up with their
default are left out; the page keeps every raw change in a collapsed block."""

from __future__ import annotations

import importlib
import json
import re
from collections import Counter
from typing import Any

from ..i18n import changes as words
from ..i18n.catalogue import NN_, NP_, N_, Msg, tr, trn
from ..i18n.trace import ACTION_TYPES, HOUSES

LIBRARIES = {"keyforge": "judge.keyforge.cards.library", "riftbound": "judge.riftbound.cards.library",
             "ascension": "judge.ascension.cards.library", "shards": "judge.shards.cards.library"}


class _Fields(dict):
    def __missing__(self, key):
        return "—"


def _slug(name: str) -> str:
    return "-".join(re.findall(r"\w+", name.casefold()))


def _strings(node: Any) -> list[str]:
    """The names in a scenario's board (card names, inline cards' names)."""
    if isinstance(node, str):
        return [node] if len(node) <= 80 else []
    if isinstance(node, list):
        return [s for x in node for s in _strings(x)]
    if isinstance(node, dict):
        return [s for x in node.values() for s in _strings(x)]
    return []


class ChangeText:
    """Sentences for the changes of one trace (``result``: the engine's result, ``data``: the
    scenario, for its battlefields' names)."""

    def __init__(self, result: dict, game: str | None, ui: str, loc=None, data: Any = None):
        from .trace_text import Localizer, card_names

        self.game, self.ui = game or "keyforge", ui
        final = result.get("final_state") or {}
        self.players = set(final.get("players") or {})
        self.ids: dict[str, str] = {}
        for iid, entry in (final.get("cards") or {}).items():
            if isinstance(entry, dict) and isinstance(entry.get("card"), str):
                self.ids[iid] = entry["card"]
        for s in result.get("steps") or []:
            for c in s.get("changes") or []:
                parts, after = c["path"].split("."), c.get("after")
                if len(parts) == 2 and parts[0] == "cards" and isinstance(after, dict) and isinstance(after.get("card"), str):
                    self.ids.setdefault(parts[1], after["card"])
        final_names = sorted(set(self.ids.values()))
        for name in _strings(data.get("board") if isinstance(data, dict) else None):  # instance IDs are slugs
            self.ids.setdefault(_slug(name), name)
        self.names = set(self.ids.values())
        self.bfs: dict[str, str] = {}
        board = data.get("board") if isinstance(data, dict) and isinstance(data.get("board"), dict) else {}
        for bf in board.get("battlefields") or [] if isinstance(board.get("battlefields"), list) else []:
            card = bf.get("card") if isinstance(bf, dict) else bf
            name = card.get("name") if isinstance(card, dict) else card
            if isinstance(name, str):
                bid = bf.get("id") if isinstance(bf, dict) and isinstance(bf.get("id"), str) else _slug(name)
                self.bfs[bid] = name if name != "Battlefield" else bid
        for bid in final.get("battlefields") or {}:  # the blank board's own battlefields
            self.bfs.setdefault(bid, bid)
        self.loc = loc or Localizer([], self.game)
        if self.game == "keyforge" and final_names:  # cards that entered later have German names too
            self.loc = Localizer(card_names("keyforge", data if isinstance(data, dict) else {}) + card_names(
                "keyforge", {"actions": [{"card": n} for n in final_names]}), "keyforge")
        self._lib: dict[str, str | None] = {}

    # -- names ------------------------------------------------------------------------
    def _library_name(self, ref: str) -> str | None:
        if ref not in self._lib:
            try:
                found = importlib.import_module(LIBRARIES[self.game]).library().resolve(ref)
            except Exception:  # an unknown game, a library that cannot load: the ID stays
                found = None
            self._lib[ref] = found if isinstance(found, str) else None
        return self._lib[ref]

    def card_name(self, ref: Any) -> str | None:
        """The printed name of a card instance ID or name, in the page's language; None if unknown."""
        if not isinstance(ref, str) or not ref or ref in self.players:
            return None
        base = ref.split("#")[0].split("@")[0]
        keys = (ref, base, re.sub(r"-\d+$", "", base))
        name = next((self.ids[k] for k in keys if k in self.ids), None)
        if name is None and ref in self.names:
            name = ref
        if name is None and len(base) <= 80 and base not in words.WORDS and base not in HOUSES:
            name = next((n for n in map(self._library_name, dict.fromkeys(keys[1:])) if n), None)
        if name and self.ui == "de" and self.game == "riftbound":  # the German rules' names of the basic runes
            name = words.RUNES_DE.get(name, name)
        return self.loc.text(name, self.ui) if name else None

    def say(self, msg: Msg, **fields) -> str:
        """A message of the catalogues in the page's language, its fields filled in."""
        return tr(self.ui, msg).format(**fields) if fields else tr(self.ui, msg)

    def bf(self, bid: str) -> str:
        return self.say(N_("Schlachtfeld {name}"), name=self.bfs.get(bid, bid))

    def word(self, table: dict, key: str) -> str:
        msg = table.get(key)
        return tr(self.ui, msg) if msg else key

    def possessive(self, player: str) -> str:
        """"alices", "Samael'" in German (a name ending in an s sound takes an apostrophe)."""
        if player[-1:] in ("s", "ß", "x", "z"):
            return self.say(NP_("possessive of a name ending in s, ß, x or z", "{name}'"), name=player)
        return self.say(N_("{name}s"), name=player)

    def join(self, names: list[str]) -> str:
        if len(names) > 6:
            return trn(self.ui, NN_("{n} Karte", "{n} Karten"), len(names)).format(n=len(names))
        if len(names) < 2:
            return "".join(names)
        return self.say(N_("{items} und {last}"), items=", ".join(names[:-1]), last=names[-1])

    def value(self, v: Any) -> str:
        """A state value as words: cards and battlefields by name, yes/no, lists joined."""
        if v is None:
            return "—"
        if isinstance(v, bool):
            return self.say(N_("ja") if v else N_("nein"))
        if isinstance(v, (int, float)):
            return str(v)
        if isinstance(v, str):
            if v in self.players:
                return v
            if v in self.bfs:
                return self.bf(v)
            return self.card_name(v) or self.loc.text(v, self.ui)
        if isinstance(v, list):
            return ", ".join(self.value(x) for x in v) if v else self.say(NP_("an empty list", "keine"))
        if isinstance(v, dict):
            label = v.get("label" if self.ui == "en" else "label_" + self.ui) or v.get("label")
            if label:
                return str(label)
            for k in ("source", "card"):
                if isinstance(v.get(k), str):
                    return self.value(v[k])
            return ", ".join(f"{self.word(words.LABELS, str(k))}: {self.value(x)}" for k, x in v.items()) or "—"
        return str(v)

    # -- choices ----------------------------------------------------------------------
    def choice(self, v: Any) -> dict:
        """A step's choice as shown: {"text", "code"} (code: an unknown key, shown as code)."""
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return {"text": str(v), "code": False}
        if not isinstance(v, str):
            return {"text": json.dumps(v, ensure_ascii=False), "code": True}
        known = words.WORDS.get(v) or HOUSES.get(v) or ACTION_TYPES.get(v)
        if known:
            return {"text": tr(self.ui, known), "code": False}
        if v in self.players or re.fullmatch(r"\d+(,\d+)*", v):
            return {"text": v.replace(",", ", "), "code": False}
        if v in self.bfs:
            return {"text": self.bf(v), "code": False}
        if "=" in v and all("=" in p for p in v.split(",")):  # a damage assignment: card=amount,…
            parts = [p.split("=", 1) for p in v.split(",")]
            if all(self.card_name(c) for c, _ in parts):
                return {"text": ", ".join(f"{self.card_name(c)}: {n}" for c, n in parts), "code": False}
        if v.count("/") == 2:  # a trigger: card/trigger/index[@target]
            from .trace_text import TRIGGERS

            card, trigger, rest = v.split("/")
            target = rest.partition("@")[2]
            name = self.card_name(card)
            if name:
                when = TRIGGERS[trigger][self.ui] if self.ui != "en" and trigger in TRIGGERS else \
                    trigger.replace("-", " ")
                return {"text": f"{name} – {when}" + (f" ({self.card_name(target) or target})" if target else ""),
                        "code": False}
        name = self.card_name(v)
        return {"text": name, "code": False} if name else {"text": v, "code": True}

    # -- changes ----------------------------------------------------------------------
    def _pattern(self, parts: list[str]) -> tuple[str, dict]:
        head, pat, v = parts[0], list(parts), {}
        if head in ("players", "decks") and len(parts) > 1:
            v["p"], pat[1] = parts[1], "<P>"
            if parts[2:4] == ["pool", "power"] and len(parts) == 5:
                v["x"], pat[4] = self.word(words.DOMAINS, parts[4]), "<X>"
        elif head in ("cards", "champion_damage") and len(parts) > 1:
            v["card"], pat[1] = self.card_name(parts[1]) or parts[1], "<C>"
        elif head == "battlefields" and len(parts) > 1:
            v["bf"], pat[1] = self.bf(parts[1]), "<B>"
        elif head == "always" and len(parts) > 1:
            v["x"], pat[1] = self.card_name(parts[1]) or parts[1], "<X>"
        for i, part in enumerate(pat):
            if i and part.isdigit():
                v["n"], pat[i] = int(part) + 1, "<N>"
        return ".".join(pat), v

    def _zone(self, pat: str, v: dict, c: dict) -> str | None:
        """The zone key of a list path (``bf:<id>`` for a battlefield's units), or None."""
        if pat in words.ZONE_PATHS:
            return words.ZONE_PATHS[pat]
        lists = isinstance(c.get("before"), list) or isinstance(c.get("after"), list)
        if pat.startswith("players.<P>.") and pat.count(".") == 2 and lists and pat.rsplit(".", 1)[1] in words.ZONES:
            return pat.rsplit(".", 1)[1]
        if pat == "battlefields.<B>.units":
            return "bf:" + c["path"].split(".")[1]
        return None

    def _where(self, zone: str | None, owner: str | None, to: bool) -> str | None:
        if zone is None:
            return None
        kind, _, place = zone.partition(":")
        if kind in ("bf", "hidden"):
            name = self.bfs.get(place, place)
            hidden = kind == "hidden"
            if to:
                where = N_("verdeckt auf Schlachtfeld {name}") if hidden else N_("auf Schlachtfeld {name}")
            else:
                where = N_("aus dem Versteck auf Schlachtfeld {name}") if hidden else N_("von Schlachtfeld {name}")
            return self.say(where, name=name)
        z = words.ZONES.get(words.ZONE_VALUES.get(kind, kind) or "")
        if z is None:
            return kind
        if len(z) == 2:  # a zone nobody owns
            phrase = z[0 if to else 1]
            return self.say(phrase) if phrase else None
        if owner:
            return self.say(z[0 if to else 1], p=self.possessive(owner))
        return self.say(z[2 if to else 3])

    def _moves(self, listed: dict, zoned: dict, order: list) -> list[str]:
        groups: dict[tuple, list[str]] = {}
        for iid in order:
            src, dst = listed.get(iid, [None, None])
            zsrc, zdst = zoned.get(iid, [None, None])
            key = (src or zsrc, dst or zdst)
            if key[0] != key[1]:  # (a card that passed through a zone within the step: the raw changes tell)
                groups.setdefault(key, []).append(self.card_name(iid) or iid)
        out = []
        for (src, dst), names in groups.items():
            n, who = len(names), self.join(names)
            frm, to = self._where(*src, False) if src else None, self._where(*dst, True) if dst else None
            if dst and dst[0] == "gone" and frm:
                msg = NN_("{who} wird {frm} aus dem Spiel entfernt", "{who} werden {frm} aus dem Spiel entfernt")
            elif dst and dst[0] == "gone":
                msg = NN_("{who} wird aus dem Spiel entfernt", "{who} werden aus dem Spiel entfernt")
            elif frm and to:
                msg = NN_("{who} kommt {frm} {to}", "{who} kommen {frm} {to}")
            elif to:
                msg = NN_("{who} kommt {to}", "{who} kommen {to}")
            else:
                msg = NN_("{who} wird {frm} genommen", "{who} werden {frm} genommen")
            out.append(trn(self.ui, msg, n).format(who=who, frm=frm, to=to))
        return out

    def sentences(self, changes: list[dict]) -> list[str]:
        """The sentences of one step's changes (bookkeeping and set-up defaults left out)."""
        out: list[str | None] = []
        listed: dict[str, list] = {}
        zoned: dict[str, list] = {}
        order: list[str] = []

        def moved(table, iid, side, where):
            if not isinstance(iid, str):
                return
            if iid not in order:
                order.append(iid)
            slot = table.setdefault(iid, [None, None])
            slot[side] = slot[side] or where
            if None not in out:
                out.append(None)  # the moves are told here

        for c in changes:
            parts = c["path"].split(".")
            pat, v = self._pattern(parts)
            before, after = c.get("before"), c.get("after")
            if pat in words.HIDDEN or (before is None and (after in words.DEFAULTS or after == [] or after == {})):
                continue
            try:
                zone = self._zone(pat, v, c)
                if zone is not None:
                    owner = v.get("p") or ("Samael" if zone == "samael" else None)
                    b = before if isinstance(before, list) else [] if before is None else [before]
                    a = after if isinstance(after, list) else [] if after is None else [after]
                    gone, came = Counter(b) - Counter(a), Counter(a) - Counter(b)
                    for iid in gone.elements():
                        moved(listed, iid, 0, (zone, owner))
                    for iid in came.elements():
                        moved(listed, iid, 1, (zone, owner))
                    if not gone and not came and b != a and pat != "center.row":
                        label = self.word(words.LABELS, parts[-1])
                        out.append(f"{v['p'] + ': ' if 'p' in v else ''}{label}: " + self.say(N_("neue Reihenfolge")))
                    continue
                if pat == "cards.<C>.zone" or (pat == "cards.<C>" and isinstance(after, dict) and "zone" in after):
                    zb = before.get("zone") if isinstance(before, dict) else before
                    za = after.get("zone") if isinstance(after, dict) else after
                    iid = parts[1]
                    for side, z in ((0, zb), (1, za)):
                        if isinstance(z, str) and words.ZONE_VALUES.get(z, z):
                            moved(zoned, iid, side, (z, None))
                    if pat == "cards.<C>.zone":
                        continue
                out.extend(self._describe(pat, v, before, after, parts))
            except Exception:  # a sentence is an aid: never fail the page for it
                out.append(self._neutral(v, parts, before, after))
        moves = self._moves(listed, zoned, order)
        shown: list[str] = []
        for line in out:
            shown.extend(moves if line is None else [line])
        return [s for i, s in enumerate(shown) if s and s not in shown[:i]]

    def _describe(self, pat: str, v: dict, before: Any, after: Any, parts: list[str]) -> list[str]:
        entry = words.PATTERNS.get(f"{self.game}:{pat}") or words.PATTERNS.get(pat)
        if entry is None:
            return [self._neutral(v, parts, before, after)]
        on = tr(self.ui, entry[0])
        off = tr(self.ui, entry[1]) if len(entry) == 2 else None
        fields = dict(v, card=v.get("card", ""), p=v.get("p", ""))
        if isinstance(before, list) or isinstance(after, list):
            key = lambda x: x.get("id", json.dumps(x, sort_keys=True)) if isinstance(x, dict) else json.dumps(x)
            b, a = before or [], after or []
            bk, ak = Counter(map(key, b)), Counter(map(key, a))
            came = [x for x in a if ak[key(x)] > bk[key(x)]]
            gone = [x for x in b if bk[key(x)] > ak[key(x)]]
            out = []
            if came:
                out.append(on.format(**fields, items=self.join([self.value(x) for x in came])))
            if gone and off:
                out.append(off.format(**fields, items=self.join([self.value(x) for x in gone])))
            return out
        if pat in words.BY_KEY and isinstance(before or after or {}, dict):
            b, a = before or {}, after or {}
            if not a and b and off:
                return [off.format(**fields)]
            return [on.format(**fields, k=self.card_name(k) or k, b=self.value(b.get(k, 0)), a=self.value(a.get(k, 0)))
                    for k in dict.fromkeys([*b, *a]) if b.get(k) != a.get(k)]
        if isinstance(after, (int, float)) and before is None:
            before = 0
        if isinstance(before, (int, float)) and after is None:
            after = 0
        show = self.value
        if pat in ("turn.step", "turn.phase"):
            from .scenario_views import step_label

            show = lambda x: step_label(x, self.ui, self.game) if isinstance(x, str) else self.value(x)
        elif pat.endswith("house"):
            show = lambda x: self.word(HOUSES, x) if isinstance(x, str) else self.value(x)
        elif pat in ("cards.<C>.role", "battlefields.<B>.combat"):
            show = lambda x: self.word(words.WORDS, x) if isinstance(x, str) else self.value(x)
        ad = _Fields({k: self.value(x) for k, x in after.items()}) if isinstance(after, dict) else _Fields()
        bd = _Fields({k: self.value(x) for k, x in before.items()}) if isinstance(before, dict) else _Fields()
        template = off if off and (after is None or after is False) else on
        return [template.format(**fields, b=show(before), a=show(after), ad=ad, bd=bd)]

    def _neutral(self, v: dict, parts: list[str], before: Any, after: Any) -> str:
        """"<subject>: <field label> <before> → <after>" for a change without a sentence."""
        subject = v.get("card") or v.get("bf") or v.get("p") or ""
        field = next((p for p in reversed(parts) if not p.isdigit()), parts[-1])
        label = self.word(words.LABELS, field) if field in words.LABELS else field.replace("_", " ")
        if subject and label == subject:
            label = ""
        head = f"{subject}: " if subject and label else subject or ""
        return f"{head}{label} {self.value(before)} → {self.value(after)}".strip()
