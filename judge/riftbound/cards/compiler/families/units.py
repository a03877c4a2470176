"""Units and gear on the board (grammar/units.lark): damage (rb:139.3), kill (rb:604), stun
(rb:599), ready and exhaust, might changes (rb:637.3), keywords granted (rb:637.2), buffs
(rb:701), recall, return to hand, banish."""

from __future__ import annotations


class Rules:
    def deal(self, items):
        n, target = items
        return {"damage": n, "target": target}

    def deal_two(self, items):
        a, t1, b, t2 = items
        return [{"damage": a, "target": t1}, {"damage": b, "target": t2}]

    def kill(self, items):
        return {"kill": True, "target": items[0]}

    def stun(self, items):
        return {"stun": True, "target": items[0]}

    def ready(self, items):
        return {"ready": True, "target": items[0]}

    def exhaust(self, items):
        return {"exhaust": True, "target": items[0]}

    def buff(self, items):
        return {"buff": True, "target": items[0]}

    def give_might(self, items):
        target, sign, n = items
        return {"might": n if str(sign) == "+" else -n, "target": target}

    def give_keywords(self, items):
        target, *kws = items
        return {"grant": _grants(kws), "target": target}

    def give_keywords_subject(self, items):
        target, *kws = items
        return {"grant": _grants(kws), "target": target}

    def recall(self, items):
        e = {"recall": True, "target": items[0]}
        if len(items) > 1:
            e["exhausted"] = True
        return e

    def return_to_hand(self, items):
        return {"return_to_hand": True, "target": items[0]}

    def banish(self, items):
        return {"banish": True, "target": items[0]}


def _grants(kws: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for k in kws:
        name, _, n = k.partition(" ")
        out[name] = out.get(name, 0) + (int(n) if n else 1)
    return out
