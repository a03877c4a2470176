"""Cards and resources (grammar/cards.lark): draw (rb:595), discard (rb:598), recycle from
the trash (rb:594), channel runes (rb:606), add energy and power (rb:605)."""

from __future__ import annotations


class Rules:
    def draw(self, items):
        return {"draw": items[0]}

    def discard(self, items):
        return {"discard": items[0]}

    def recycle_trash(self, items):
        return {"recycle": items[0], "from": "trash"}

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
