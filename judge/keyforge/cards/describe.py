"""The definition the engine runs, read back in words (English and German) for `judge card`,
the card page and ``GET /api/v1/cards/<key>``: one line per ability — its trigger, then each
instruction in order with its conditions — and one per constant ability, keyword line and
gigantic note. It renders the card format (``model.py``) and nothing else: it says what the
data says, so a judge can hold it against the printed text. A key without its own wording is
named as the card format names it (``move aember``), never left out.
"""

from __future__ import annotations

from typing import Any

from judge.i18n import LANGS, Text, joined

from ..i18n import MP, M
from ..select import NAMED
from .model import CardDef

TRIGGERS = {
    "play": ("Play", "Spielen"), "reap": ("Reap", "Ernten"), "fight": ("Fight", "Kampf"),
    "destroyed": ("Destroyed", "Zerstört"), "before-fight": ("Before Fight", "Vor dem Kampf"),
    "action": ("Action", "Aktion"), "omni": ("Omni", "Omni"), "leaves-play": ("Leaves Play", "Verlässt das Spiel"),
    "after-armor-prevents": ("After its armor prevents damage", "Nachdem seine Rüstung Schaden verhindert"),
    "after-creature-destroyed": ("After a creature is destroyed", "Nachdem eine Kreatur zerstört wurde"),
    "after-creature-reaps": ("After a creature reaps", "Nachdem eine Kreatur geerntet hat"),
    "after-creature-fights": ("After a creature fights", "Nachdem eine Kreatur gekämpft hat"),
    "after-card-used": ("After a card is used", "Nachdem eine Karte verwendet wurde"),
    "after-key-forged": ("After a key is forged", "Nachdem ein Schlüssel geschmiedet wurde"),
    "after-card-played": ("After a card is played", "Nachdem eine Karte gespielt wurde"),
    "after-creature-enters-play": ("After a creature enters play", "Nachdem eine Kreatur ins Spiel kam"),
    "after-upgrade-enters-play": ("After an upgrade enters play", "Nachdem eine Aufwertung ins Spiel kam"),
    "after-bonus-icon-draw": ("After a draw bonus icon is resolved", "Nachdem ein Zieh-Bonussymbol abgehandelt wurde"),
    "after-house-chosen": ("After a house is chosen", "Nachdem eine Fraktion gewählt wurde"),
    "after-aember-reaped": ("After a player gains æmber by reaping", "Nachdem ein Spieler durch Ernten Æmber erhält"),
    "after-action-played": ("After an action card is played, before it resolves",
                            "Nachdem eine Aktionskarte gespielt wurde, vor ihrer Abhandlung"),
    "after-bonus-icon-damage": ("After a creature is dealt damage by a bonus icon",
                                "Nachdem einer Kreatur durch ein Bonussymbol Schaden zugefügt wurde"),
    "start-of-turn": ("At the start of the turn", "Zu Beginn des Zuges"),
    "kho-after-house-chosen-from-discard": ("From the discard pile, after its owner chooses a house",
                                            "Aus dem Ablagestapel, nachdem sein Besitzer eine Fraktion gewählt hat"),
    "end-of-turn": ("At the end of the turn", "Am Ende des Zuges"),
    "kwc-after-aember-stolen": ("After a player's æmber is stolen", "Nachdem einem Spieler Æmber gestohlen wurde"),
    "kmc-after-discarded-from-hand": ("After a card is discarded from a player's hand",
                                      "Nachdem eine Karte von der Hand eines Spielers abgelegt wurde"),
}  # fmt: skip
#: the keywords as the German glossary and the Polish rulebook name them (kf:glossary/elusive, ...);
#: English says the card format's word
KEYWORDS = {"elusive": MP("card-format keyword", "Schwer zu fassen"), "skirmish": MP("card-format keyword", "Scharmützel"),
            "taunt": MP("card-format keyword", "Spott"), "poison": MP("card-format keyword", "Gift"),
            "hazardous": MP("card-format keyword", "Gefährlich"), "assault": MP("card-format keyword", "Ansturm"),
            "deploy": MP("card-format keyword", "Stationieren"), "alpha": MP("card-format keyword", "Alpha"),
            "omega": MP("card-format keyword", "Omega")}


def keyword(kw: str) -> Text:
    """A keyword of the card format ("assault 2") in words; one the tables do not know is quoted
    in German and Polish („word“) and said as the format writes it in English."""
    word, _, n = kw.partition(" ")
    name = KEYWORDS.get(word) or M("„{word}“", word=word)
    return joined([name, n], " ") if n else name


def keyword_de(kw: str) -> str:
    return keyword(kw)["de"]


def _line(kind: str, trigger: list, said: Text) -> dict:
    """A reading line said by catalogue messages: its words in every language (Polish included)."""
    out: dict = {"kind": kind, "trigger": trigger}
    out.update((lang, said[lang]) for lang in LANGS)
    return out


WHOSE = {"friendly": ("friendly", "befreundet"), "enemy": ("enemy", "feindlich")}

#: verb → (English, German) with {n} (the verb's value), {t} (its target), {who}
VERBS = {
    "gain": ("{who_en}gain {n} æmber", "{who_de}{n} Æmber erhalten"),
    "lose": ("{who_en}lose {n} æmber", "{who_de}{n} Æmber verlieren"),
    "steal": ("steal {n} æmber", "{n} Æmber stehlen"),
    "capture": ("{by_en}capture {n} æmber", "{by_de}{n} Æmber erbeuten"),
    "pay": ("{who_en}pay {n} æmber to the opponent", "{who_de}dem Gegner {n} Æmber bezahlen"),
    "deal_damage": ("deal {n} damage to {t}", "{n} Schaden an {t} austeilen"),
    "destroy": ("destroy {t}", "{t} zerstören"),
    "sacrifice": ("sacrifice {t}", "{t} opfern"),
    "stun": ("stun {t}", "{t} betäuben"),
    "unstun": ("remove the stun from {t}", "die Betäubung von {t} entfernen"),
    "ready": ("ready {t}", "{t} spielbereit machen"),
    "exhaust": ("exhaust {t}", "{t} erschöpfen"),
    "ward": ("ward {t}", "{t} schützen (Schutzmarker)"),
    "enrage": ("enrage {t}", "{t} wütend machen"),
    "heal": ("heal {n} damage from {t}", "{n} Schaden von {t} heilen"),
    "heal_up_to": ("heal up to {n} damage from {t}", "bis zu {n} Schaden von {t} heilen"),
    "power_counters": ("give {t} {n} +1 power counter(s)", "{n} +1-Stärkemarker auf {t} legen"),
    "draw": ("{who_en}draw {n} card(s)", "{who_de}{n} Karte(n) ziehen"),
    "chains": ("{who_en}gain {n} chain(s)", "{who_de}{n} Kette(n) erhalten"),
    "archive": ("archive {t}", "{t} archivieren"),
    "purge": ("purge {t}", "{t} verbannen"),
    "return_to_hand": ("return {t} to its owner's hand", "{t} auf die Hand des Besitzers zurücknehmen"),
    "shuffle_into_deck": ("shuffle {t} into its owner's deck", "{t} in das Deck des Besitzers mischen"),
    "to_deck": ("put {t} on top of its owner's deck", "{t} oben auf das Deck des Besitzers legen"),
    "put_into_play": ("put {t} into play", "{t} ins Spiel bringen"),
    "play_card": ("play {t}", "{t} spielen"),
    "play": ("play the card from {n}", "die Karte von {n} spielen"),
    "ready_and_fight": ("ready {t} and fight with it", "{t} spielbereit machen und mit ihr kämpfen"),
    "fight_with": ("fight with {t}", "mit {t} kämpfen"),
    "use": ("use {t}", "{t} verwenden"),
    "control": ("{n} take(s) control of {t}", "{n} übernimmt die Kontrolle über {t}"),
    "swap": ("swap places with {t}", "den Platz mit {t} tauschen"),
    "kwa_move_anywhere": ("move {t} anywhere in its controller's battleline",
                          "{t} an eine beliebige Stelle der Schlachtreihe ihres Beherrschers verschieben"),
    "exalt": ("exalt {t}", "{t} erhöhen"),
    "unforge": ("{who_en}unforge a key", "{who_de}einen Schlüssel entschmieden"),
    "forge": ("forge a key ({n})", "einen Schlüssel schmieden ({n})"),
    "place_aember": ("place {n} æmber on {t}", "{n} Æmber auf {t} legen"),
    "move_aember": ("move {n} æmber from {from} to {to}", "{n} Æmber bewegen (von: {from} → nach: {to})"),
    "choose": ("choose {t}", "{t} wählen"),
    "kca_swap_deck_discard": ("swap your deck and your discard pile", "dein Deck und deinen Ablagestapel tauschen"),
    "kga_play_looked": ("play a card from the hand looked at, as if it were yours",
                        "eine Karte der angesehenen Hand spielen, als wäre es deine"),
    "kga_archives_or_deck_top": ("{n}: a random card of {who_en}archives or the top card of their deck",
                                 "{n}: eine zufällige Karte aus dem Archiv oder die oberste Karte des Decks ({who_de})"),
    "kga_play_previous": ("play that card from where it is, as if it were yours",
                          "diese Karte von dort spielen, wo sie ist, als wäre es deine"),
    "kho_house": ("{t} belong(s) to house {n} instead of its own", "{t} gehört zur Fraktion {n} statt zur eigenen"),
    "kho_house_of": ("name the house of the {n} card", "die Fraktion der Karte ({n}) nennen"),
    "kho_return_from_discard": ("return this card from the discard pile to its owner's hand",
                                "diese Karte vom Ablagestapel auf die Hand ihres Besitzers zurücknehmen"),
    "repeat": ("repeat the {n} effect", "den Effekt wiederholen ({n})"),
    "discard": ("{who_en}discard {n} card(s){from_en}", "{who_de}{n} Karte(n) ablegen{from_de}"),
    "kab_archive_discard_top": ("archive the top {n} card(s) of your discard pile",
                                "die obersten {n} Karte(n) deines Ablagestapels archivieren"),
    "kab_each_discards_top": ("each player discards the top {n} card(s) of their deck",
                              "jeder Spieler legt die obersten {n} Karte(n) seines Decks ab"),
    "kab_owners_gain": ("for each discarded card that matches, its owner gains {n} æmber",
                        "für jede passende abgelegte Karte erhält ihr Besitzer {n} Æmber"),
    "kab_sacrifice_total_power": ("sacrifice any number of friendly creatures with total power {n} or more",
                                  "beliebig viele befreundete Kreaturen mit zusammen {n} Stärke oder mehr opfern"),
    "kab_shuffle_back": ("shuffle any number of your matching cards from {n} into your deck",
                         "beliebig viele deiner passenden Karten aus {n} in dein Deck mischen"),
    "kab_destroy_most_powerful_unless": ("destroy the most powerful creature of each player who controls no "
                                         "creature matching {n}", "die stärkste Kreatur jedes Spielers zerstören, "
                                         "der keine passende Kreatur kontrolliert ({n})"),
    "kab_deal_divided": ("deal {n} damage, divided among creatures as you choose",
                         "{n} Schaden austeilen, beliebig auf Kreaturen aufgeteilt"),
    "kab_choose_player": ("choose a player", "einen Spieler wählen"),
    "kab_redistribute": ("redistribute the {n} on that side's creatures among them",
                         "das {n} auf den Kreaturen dieser Seite unter ihnen neu verteilen"),
    "unsupported": ("NOT COMPILED — the engine stops here: “{n}”", "NICHT KOMPILIERT — die Engine hält hier an: „{n}“"),
    # Mass Mutation verbs (judge/keyforge/verbs_kmc.py); kmc_when_leaves and kmc_each_player: ``instruction``
    "kmc_move_half_aember": ("move half the æmber (rounded up) from {from} to your pool",
                             "die Hälfte des Æmbers (aufgerundet) von {from} in deinen Vorrat bewegen"),
    "kmc_put_into_play_owner": ("put {t} into play under its owner's control",
                                "{t} unter der Kontrolle ihres Besitzers ins Spiel bringen"),
    "kmc_remove_token": ("remove one {n} token from {t}", "einen Marker ({n}) von {t} entfernen"),
    "kmc_next_action_to_hand": ("your next action card this turn returns to your hand after resolving",
                                "deine nächste Aktionskarte in diesem Zug kommt nach dem Abhandeln auf die Hand zurück"),
    "kmc_name_card": ("name a card", "eine Karte nennen"),
    "kmc_named_cannot_be_played": ("while this card is in play, cards with that name cannot be played",
                                   "solange diese Karte im Spiel ist, können Karten dieses Namens nicht gespielt werden"),
}  # fmt: skip
#: keys that modify the verb and are said by ``_instruction`` itself
MODIFIERS = {"target", "who", "by", "if", "if_you_do", "may", "for_each", "same_if", "otherwise", "from", "to",
             "effects", "duration", "enters_ready", "to_owner_hand", "into", "held", "random", "as_if_yours"}
SIDES = {"enemy": ("enemy", "feindliche"), "friendly": ("friendly", "befreundete")}
KINDS = {"creature": ("creature", "Kreatur"), "artifact": ("artifact", "Artefakt"),
         "card": ("creature or artifact", "Kreatur oder Artefakt"), "upgrade": ("upgrade", "Aufwertung")}
WHO = {"opponent": ("your opponent: ", "der Gegner: "), "you": ("", ""),
       "event-player": ("that player: ", "dieser Spieler: "), "event-opponent": ("that player's opponent: ",
                                                                             "dessen Gegner: ")}
CONTEXT = {"self": ("this card", "diese Karte"), "event-creature": ("that creature", "diese Kreatur"),
           "event-defender": ("the creature it fights", "die Kreatur, gegen die sie kämpft"),
           "event-card": ("that card", "diese Karte"), "previous-target": ("that card", "die eben gewählte Karte"),
           "attached-creature": ("the creature it is attached to", "die Kreatur, an der sie liegt"),
           "attacked-creature": ("the attacked creature", "die angegriffene Kreatur"),
           "granting-card": ("the card granting this", "die Karte, die dies gewährt")}


def words(key: str) -> str:
    """A card-format key as words ("move_aember" → "move aember")."""
    return key.replace("_", " ").replace("-", " ")


#: operands of amounts and conditions (select.OPERANDS) in words
SIDE_WORDS = {"you": "your", "opponent": "your opponent's"}


def operand(v: str) -> str:
    """"opponent.amber" → "your opponent's amber"; other words as the format writes them."""
    side, dot, what = v.partition(".")
    if dot and side in SIDE_WORDS:
        return f"{SIDE_WORDS[side]} {words(what).replace('amber', 'æmber')}"
    if dot and side == "self":
        return f"this card's {words(what)}"
    return words(v)


def value(v: Any, de: bool = False) -> str:
    """A value in words: numbers and operands as they stand, a dict or list spelled out. In
    German (``de``), a card-format word without a German wording is quoted („previous“): it
    names the format's term rather than pretending to be German."""
    if isinstance(v, bool):
        return ("ja" if v else "nein") if de else ("yes" if v else "no")
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        side, dot, what = v.partition(".")
        if de and dot and side in SIDE_WORDS:
            return f"{words(what).replace('amber', 'Æmber')} {'von dir' if side == 'you' else 'des Gegners'}"
        return f"„{words(v)}“" if de else operand(v)
    if isinstance(v, list):
        return " ".join(value(x, de) for x in v)
    if isinstance(v, dict):
        if set(v) == {"count"}:
            t = target(v["count"])
            return f"die Anzahl: {t[1]}" if de else f"the number of {t[0]}"
        key = (lambda k: f"„{words(k)}“") if de else words
        return ", ".join(f"{key(k)} {value(x, de)}" if x is not True else key(k) for k, x in v.items())
    return str(v)


def amount(v: Any) -> tuple[str, str]:
    if isinstance(v, dict) and set(v) == {"count"}:
        en, de = target(v["count"], plural=True)
        return f"one for each of {en}", f"je eins für {de}"
    if isinstance(v, dict) and "half" in v:
        return f"half of {amount(v['half'])[0]}", f"die Hälfte von {amount(v['half'])[1]}"
    if isinstance(v, str) and v.partition(".")[0] in SIDE_WORDS:
        side, _, what = v.partition(".")
        de_what = words(what).replace("amber", "Æmber")
        # a number read off the board when the effect resolves, in brackets
        return f"[{operand(v)}]", f"[{de_what} {'von dir' if side == 'you' else 'des Gegners'}]"
    return value(v), value(v, True)


def target(t: Any, plural: bool = False) -> tuple[str, str]:
    """A target (a selector string or a dict) in words, English and German."""
    if t is None:
        return "it", "sie"
    if isinstance(t, str) and t in CONTEXT:
        return CONTEXT[t]
    spec = dict(NAMED[t]) if isinstance(t, str) and t in NAMED else t if isinstance(t, dict) else None
    if spec is None:
        return words(str(t)), f"„{words(str(t))}“"
    en, de = [], []
    if spec.get("each") or plural:
        en.append("each"), de.append("jede")
    elif spec.get("up_to"):
        en.append(f"up to {spec['up_to']}"), de.append(f"bis zu {spec['up_to']}")
    elif isinstance(spec.get("count"), int) and spec["count"] > 1:
        en.append(str(spec["count"])), de.append(str(spec["count"]))
    else:
        en.append("a"), de.append("eine")
    if spec.get("most_powerful"):
        en.append("most powerful"), de.append("stärkste")
    if spec.get("least_powerful"):
        en.append("least powerful"), de.append("schwächste")
    if spec.get("other"):
        en.append("other"), de.append("andere")
    if spec.get("damaged"):
        en.append("damaged"), de.append("beschädigte")
    if spec.get("exhausted"):
        en.append("exhausted"), de.append("erschöpfte")
    side = SIDES.get(spec.get("side", ""))
    if side:
        en.append(side[0]), de.append(side[1])
    for key in ("house", "trait"):
        if spec.get(key):
            en.append(spec[key].capitalize()), de.append(spec[key].capitalize())
    kind = spec.get("type") or spec.get("kind") or "creature"
    k = KINDS.get(kind, (words(kind), f"„{words(kind)}“"))
    en.append(k[0]), de.append(k[1])
    rest = {x: y for x, y in spec.items() if x not in {"each", "up_to", "count", "most_powerful", "least_powerful",
                                                        "other", "damaged", "exhausted", "side", "house", "trait",
                                                        "type", "kind"}}
    if spec.get("where") == "neighbor":
        rest.pop("where")
        en.append("next to it"), de.append("daneben")
    if spec.get("zone") and spec["zone"] != "play":
        rest.pop("zone"), rest.pop("player", None)
        whose = {"opponent": ("your opponent's", "des Gegners"), "any": ("each player's", "jedem")}.get(
            spec.get("player", "you"), ("your", "deinem"))
        en.append(f"from {whose[0]} {value(spec['zone'])}"), de.append(f"aus {whose[1]} Bereich {value(spec['zone'], True)}")
    if rest:
        en.append(f"({value(rest)})"), de.append(f"({value(rest, True)})")
    out_en = " ".join(en)
    if out_en.startswith("a other "):
        out_en = "another " + out_en[8:]
    elif out_en.startswith("a ") and out_en[2:3] in "aeiou":
        out_en = "an " + out_en[2:]
    return out_en, " ".join(de)


def _filter(f: Any, de: bool) -> str:
    """A filter on a card ({"stunned": false, "where": "flank"}) in words."""
    if not isinstance(f, dict):
        return value(f, de)
    out = []
    for k, v in f.items():
        name = f"„{words(k)}“" if de else words(k)
        if v is True:
            out.append(name)
        elif v is False:
            out.append(f"nicht {name}" if de else f"not {name}")
        else:
            out.append(f"{name} {value(v, de)}")
    return ", ".join(out)


#: whose card a condition looks at
CONDITION_CARDS = {"previous": ("that card is", "die eben gewählte Karte:"), "self": ("this card is", "diese Karte:"),
                   "attached": ("the creature it is attached to is", "die Kreatur mit dieser Aufwertung:")}


def condition(c: Any, de: bool = False) -> str:
    """A condition of the card format in words ("your opponent's æmber >= 7", "that card is not stunned")."""
    if isinstance(c, list) and len(c) == 3:
        return f"{value(c[0], de)} {c[1]} {value(c[2], de)}"
    if isinstance(c, dict) and len(c) == 1:
        (k, v), = c.items()
        if k in CONDITION_CARDS:
            return f"{CONDITION_CARDS[k][1 if de else 0]} {_filter(v, de)}"
        if k == "exists":
            return f"es gibt {target(v)[1]}" if de else f"there is {target(v)[0]}"
        if k == "not":
            return f"nicht ({condition(v, de)})" if de else f"not ({condition(v, de)})"
        if k in ("all", "any") and isinstance(v, list):
            joiner = {"all": (" and ", " und "), "any": (" or ", " oder ")}[k][1 if de else 0]
            return joiner.join(condition(x, de) for x in v)
        if k == "my_turn":
            yes = v is not False
            return ("du bist am Zug" if yes else "du bist nicht am Zug") if de else (
                "it is your turn" if yes else "it is not your turn")
    return value(c, de)


def instruction(eff: dict) -> tuple[str, str]:
    """One effect of an ability, in words, with its modifiers."""
    verb = next((k for k in eff if k in VERBS), None)
    rest = {k: v for k, v in eff.items() if k not in MODIFIERS}
    if "lasting" in eff and isinstance(eff["lasting"], dict):
        lasting = dict(eff["lasting"])
        kind = lasting.pop("kind", "")
        en = f"lasting effect “{words(kind)}”" + (f" ({value(lasting)})" if lasting else "")
        de = f"andauernder Effekt „{words(kind)}“" + (f" ({value(lasting, True)})" if lasting else "")
        if "duration" in eff:
            d = DURATIONS.get(eff["duration"], (words(eff["duration"]), value(eff["duration"], True)))
            en, de = f"{en}, {d[0]}", f"{de}, {d[1]}"
        return _conditions(eff, en, de)
    if "kmc_when_leaves" in eff or "kmc_each_player" in eff:  # effects inside an effect (verbs_kmc.py)
        inner = eff.get("kmc_when_leaves") or [eff["kmc_each_player"]]
        said = []
        for e in inner:  # "your opponent forges …": said even where the verb's wording leaves "who" out
            en_, de_ = instruction(e)
            v = next((k for k in e if k in VERBS), "")
            if e.get("who") in WHO and v and "{who_en}" not in VERBS[v][0]:
                en_, de_ = WHO[e["who"]][0] + en_, WHO[e["who"]][1] + de_
            said.append((en_, de_))
        if "kmc_when_leaves" in eff:
            en = "when this card leaves play: " + "; ".join(x[0] for x in said)
            de = "wenn diese Karte das Spiel verlässt: " + "; ".join(x[1] for x in said)
        else:
            shown = eff.get("reveal_hand")
            en = "each player, the active player first" + (", reveals their hand and" if shown else ":") + " " + said[0][0]
            de = "jeder Spieler, zuerst der aktive" + (", deckt die Hand auf und" if shown else ":") + " " + said[0][1]
        return _conditions(eff, en, de)
    if verb is None:  # a verb without its own wording: named as the format names it
        verb = next(iter(rest), next(iter(eff)))
        en = f"{words(verb)}: {value(eff[verb])}" if eff[verb] is not True else words(verb)
        de = f"„{words(verb)}“: {value(eff[verb], True)}" if eff[verb] is not True else f"„{words(verb)}“"
    else:
        n_en, n_de = amount(eff[verb]) if verb != "unsupported" else (eff[verb], eff[verb])
        t_en, t_de = target(eff.get("target", "self" if verb in ("archive", "destroy", "purge") else None))
        who = WHO.get(eff.get("who", "you"), (f"{value(eff.get('who'))}: ", f"{value(eff.get('who'), True)}: "))
        by = target(eff["by"]) if "by" in eff else ("", "")
        place = {"supply": ("the common supply", "die allgemeine Reserve"), "pool": ("your pool", "deinen Vorrat")}
        if verb == "move_aember" and eff.get("who") == "opponent":  # "to your opponent's pool"
            place["pool"] = ("your opponent's pool", "den Vorrat des Gegners")
        frm = _place(eff["from"], place) if "from" in eff else ("", "")
        to = _place(eff["to"], place) if "to" in eff else ("", "")
        fields = {"n": n_en, "t": t_en, "who_en": who[0], "who_de": who[1], "by_en": f"{by[0]}: " if by[0] else "",
                  "by_de": f"{by[1]}: " if by[1] else "", "from": frm[0], "to": to[0],
                  "from_en": f" from {value(eff['from'])}" if "from" in eff else "",
                  "from_de": f" von {value(eff['from'], True)}" if "from" in eff else ""}
        en = VERBS[verb][0].format(**fields)
        de = VERBS[verb][1].format(**{**fields, "n": n_de, "t": t_de, "from": frm[1], "to": to[1]})
        extra = {k: v for k, v in rest.items() if k != verb}
        if extra:
            en, de = f"{en} ({value(extra)})", f"{de} ({value(extra, True)})"
    for key, en_word, de_word in (("enters_ready", "ready", "spielbereit"), ("held", "until this card leaves play",
                                  "bis diese Karte das Spiel verlässt"), ("random", "at random", "zufällig"),
                                  ("as_if_yours", "as if it were yours", "als wäre sie deine"),
                                  ("to_owner_hand", "(to its owner's hand if it leaves those archives)",
                                   "(auf die Hand des Besitzers, wenn sie das Archiv verlässt)")):
        if eff.get(key):
            en, de = f"{en} {en_word}", f"{de} {de_word}"
    if eff.get("into"):
        en, de = f"{en} into {value(eff['into'])}'s archives", f"{de} ins Archiv von: {value(eff['into'], True)}"
    return _conditions(eff, en, de)


def _place(v: Any, place: dict) -> tuple[str, str]:
    """Where æmber moves from or to: the supply, a pool, or a card (a target)."""
    if isinstance(v, str) and v in place:
        return place[v]
    if isinstance(v, str) and v.replace("-", "").isalpha() and v not in NAMED and v not in CONTEXT:
        return words(v), value(v, True)  # a zone: "deck-top", "hand", "archives"
    return target(v)


DURATIONS = {"turn": ("for the rest of the turn", "für den Rest des Zuges"),
             "opponent-next-turn": ("during your opponent's next turn", "während des nächsten Zuges des Gegners"),
             "until-your-next-turn": ("until the start of your next turn", "bis zum Beginn deines nächsten Zuges"),
             "while-in-play": ("while this card is in play", "solange diese Karte im Spiel ist"),
             "kwb-until-end-of-your-next-turn": ("until the end of your next turn", "bis zum Ende deines nächsten Zuges")}


def _conditions(eff: dict, en: str, de: str) -> tuple[str, str]:
    """The modifiers that frame an instruction: repetition, may, if, if you do, otherwise."""
    if "for_each" in eff:
        fe = amount(eff["for_each"])
        en, de = f"{en}, repeated for {fe[0]}", f"{de}, wiederholt für {fe[1]}"
    if eff.get("may"):
        en, de = f"you may {en}", f"darf: {de}"
    if "if" in eff:
        en, de = f"if {condition(eff['if'])}: {en}", f"falls {condition(eff['if'], True)}: {de}"
    if eff.get("same_if"):
        en, de = f"(same condition) {en}", f"(gleiche Bedingung) {de}"
    if eff.get("if_you_do"):
        en, de = f"if you do, {en}", f"falls ja, {de}"
    if eff.get("otherwise"):
        en, de = f"otherwise, {en}", f"andernfalls {de}"
    return en, de


def trigger_name(ability) -> tuple[str, str]:
    names = [TRIGGERS.get(t, (words(t), value(t, True))) for t in ability.triggers]
    en, de = "/".join(n[0] for n in names), "/".join(n[1] for n in names)
    if ability.whose in WHOSE:
        en, de = f"{en} ({WHOSE[ability.whose][0]})", f"{de} ({WHOSE[ability.whose][1]})"
    if ability.event:
        en, de = f"{en} [{value(ability.event)}]", f"{de} [{value(ability.event, True)}]"
    if ability.instead:
        en, de = f"{en} — instead", f"{de} — stattdessen"
    if ability.instead_if is not None:
        en, de = f"{en}, if {condition(ability.instead_if)}", f"{de}, falls {condition(ability.instead_if, True)}"
    return en, de


def ability_line(ability) -> dict:
    trig = trigger_name(ability)
    steps = [instruction(e) for e in ability.effects]
    return {"kind": "ability", "trigger": ability.triggers,
            "en": f"{trig[0]}: " + "; then ".join(s[0] for s in steps) + ".",
            "de": f"{trig[1]}: " + "; dann ".join(s[1] for s in steps) + "."}


#: "affects" of a constant ability, in German
AFFECTS_DE = {"self": "diese Kreatur", "attached": "die Kreatur mit dieser Aufwertung", "neighbors": "ihre Nachbarn",
              "friendly-creatures": "befreundete Kreaturen", "other-friendly-creatures": "andere befreundete Kreaturen",
              "enemy-creatures": "feindliche Kreaturen", "each-creature": "jede Kreatur",
              "other-creatures": "andere Kreaturen",
              "kab-right-of-self": "die Kreaturen rechts von ihr in der Schlachtreihe",
              "kab-left-of-self": "die Kreaturen links von ihr in der Schlachtreihe"}
STATICS = {
    "cannot_fight": ("it cannot fight", "sie kann nicht kämpfen"),
    "cannot_reap": ("it cannot reap", "sie kann nicht ernten"),
    "enters_ready": ("it enters play ready", "sie kommt spielbereit ins Spiel"),
    "enters_stunned": ("it enters play stunned", "sie kommt betäubt ins Spiel"),
    "kmm_enters_enraged": ("it enters play enraged", "sie kommt wütend ins Spiel"),
    "kmc_taunt_reach": ("its taunt also protects its neighbors' neighbors",
                        "ihr Spott schützt auch die Nachbarn ihrer Nachbarn"),
    "kmc_blank_artifacts": ("each artifact's text box is blank (except traits)",
                            "der Textkasten jedes Artefakts gilt als leer (außer Merkmale)"),
    "kmm_no_destroyed_abilities": ("“Destroyed:” abilities cannot trigger", "„Zerstört:“-Fähigkeiten lösen nicht aus"),
    "kmm_capture_icon_may_steal": ("a capture bonus icon you resolve may steal {v} æmber instead",
                                   "ein Erbeuten-Bonussymbol, das du abhandelst, darf stattdessen {v} Æmber stehlen"),
    "kmm_icon_may_be_capture": ("a bonus icon you resolve may be resolved as a capture icon instead",
                                "ein Bonussymbol, das du abhandelst, darf stattdessen als Erbeuten-Symbol abgehandelt werden"),
    "kmm_opponent_no_bonus": ("your opponent cannot resolve bonus icons on cards they play",
                              "dein Gegner kann Bonussymbole auf Karten, die er spielt, nicht abhandeln"),
    "taken_from_supply": ("æmber stolen or captured from your pool is taken from the common supply instead",
                          "Æmber, das aus deinem Vorrat gestohlen oder erbeutet würde, kommt stattdessen aus der "
                          "allgemeinen Reserve"),
    "cannot_be_stolen": ("your æmber cannot be stolen", "dein Æmber kann nicht gestohlen werden"),
    "key_cost": ("keys cost {v} more", "Schlüssel kosten {v} mehr"),
    "power": ("{v} power", "{v} Stärke"),
    "armor": ("{v} armor", "{v} Rüstung"),
    "play_only_if": ("it can be played only if {v}", "sie kann nur gespielt werden, wenn {v}"),
    "play_as_copy": ("it enters play as a copy of {v}", "sie kommt als Kopie von {v} ins Spiel"),
    "use_any_house": ("it can be used as if it belonged to any house",
                      "sie kann verwendet werden, als gehöre sie jeder Fraktion an"),
    "must_choose_house": ("you must choose {v} as your active house", "du musst {v} als aktive Fraktion wählen"),
    "kca_fights_only": ("it can only attack creatures that match: {v}", "sie kann nur Kreaturen angreifen, die passen: {v}"),
    "kca_fought_only_by": ("only creatures that match ({v}) can attack it",
                           "nur Kreaturen, die passen ({v}), können sie angreifen"),
    "kga_spend_as_pool": ("æmber on it may be spent on keys as if it were in the pool (of: {v})",
                          "Æmber darauf darf für Schlüssel ausgegeben werden, als wäre es im Vorrat (von: {v})"),
    "kga_skip_forge_step": ("you skip your “forge a key” step", "du überspringst deinen Schritt „Schlüssel schmieden“"),
    "kga_gets_forge_aember": ("you get all æmber your opponent spends when forging keys",
                              "du erhältst alles Æmber, das dein Gegner beim Schmieden von Schlüsseln ausgibt"),
    "kga_play_as_upgrade": ("it may be played as an upgrade instead of a creature, with the text: {v}",
                            "sie darf statt als Kreatur als Aufwertung gespielt werden, mit dem Text: {v}"),
    "kab_must_fight": ("creatures must fight when used, if able", "Kreaturen müssen kämpfen, wenn sie verwendet "
                       "werden, falls möglich"),
    "kab_cannot_be_used": ("it cannot be used", "sie kann nicht verwendet werden"),
    "kca_attack_ignores": ("while attacking, it ignores {v} of the creature it attacks",
                           "beim Angreifen ignoriert sie {v} der angegriffenen Kreatur"),
}  # fmt: skip


#: constant abilities said by catalogue messages (with Polish): those without a value or with a
#: number; the others are still said by the (English, German) tables above
STATIC_TEXTS = {
    "cannot_fight": lambda v: M("sie kann nicht kämpfen"),
    "cannot_reap": lambda v: M("sie kann nicht ernten"),
    "enters_ready": lambda v: M("sie kommt spielbereit ins Spiel"),
    "enters_stunned": lambda v: M("sie kommt betäubt ins Spiel"),
    "kmm_enters_enraged": lambda v: M("sie kommt wütend ins Spiel"),
    "kmc_taunt_reach": lambda v: M("ihr Spott schützt auch die Nachbarn ihrer Nachbarn"),
    "kmc_blank_artifacts": lambda v: M("der Textkasten jedes Artefakts gilt als leer (außer Merkmale)"),
    "kmm_no_destroyed_abilities": lambda v: M("„Zerstört:“-Fähigkeiten lösen nicht aus"),
    "kmm_capture_icon_may_steal": lambda v: M("ein Erbeuten-Bonussymbol, das du abhandelst, darf stattdessen {v} Æmber "
                                              "stehlen", v=v),
    "kmm_icon_may_be_capture": lambda v: M("ein Bonussymbol, das du abhandelst, darf stattdessen als Erbeuten-Symbol "
                                           "abgehandelt werden"),
    "kmm_opponent_no_bonus": lambda v: M("dein Gegner kann Bonussymbole auf Karten, die er spielt, nicht abhandeln"),
    "taken_from_supply": lambda v: M("Æmber, das aus deinem Vorrat gestohlen oder erbeutet würde, kommt stattdessen aus "
                                     "der allgemeinen Reserve"),
    "cannot_be_stolen": lambda v: M("dein Æmber kann nicht gestohlen werden"),
    "key_cost": lambda v: M("Schlüssel kosten {v} mehr", v=v),
    "power": lambda v: M("{v} Stärke", v=v),
    "armor": lambda v: M("{v} Rüstung", v=v),
    "use_any_house": lambda v: M("sie kann verwendet werden, als gehöre sie jeder Fraktion an"),
    "kga_skip_forge_step": lambda v: M("du überspringst deinen Schritt „Schlüssel schmieden“"),
    "kga_gets_forge_aember": lambda v: M("du erhältst alles Æmber, das dein Gegner beim Schmieden von Schlüsseln "
                                         "ausgibt"),
    "kab_must_fight": lambda v: M("Kreaturen müssen kämpfen, wenn sie verwendet werden, falls möglich"),
    "kab_cannot_be_used": lambda v: M("sie kann nicht verwendet werden"),
}
#: what a constant ability that grants keywords affects ("affects"; none: the creature itself)
AFFECTS = {None: MP("affects", "diese Kreatur"), "self": MP("affects: self", "diese Kreatur"),
           "attached": MP("affects", "die Kreatur mit dieser Aufwertung"), "neighbors": MP("affects", "ihre Nachbarn"),
           "friendly-creatures": MP("affects", "befreundete Kreaturen"),
           "other-friendly-creatures": MP("affects", "andere befreundete Kreaturen"),
           "enemy-creatures": MP("affects", "feindliche Kreaturen"), "each-creature": MP("affects", "jede Kreatur"),
           "other-creatures": MP("affects", "andere Kreaturen"),
           "kab-right-of-self": MP("affects", "die Kreaturen rechts von ihr in der Schlachtreihe"),
           "kab-left-of-self": MP("affects", "die Kreaturen links von ihr in der Schlachtreihe")}


#: "affects" said after a constant ability, as the card format names it (German quotes the
#: format's words, English says them, Polish names the cards)
AFFECTS_NAMED = {"self": MP("affects, as the format names it", "„self“"),
                 "attached": MP("affects, as the format names it", "„attached“"),
                 "neighbors": MP("affects, as the format names it", "„neighbors“"),
                 "friendly-creatures": MP("affects, as the format names it", "„friendly creatures“"),
                 "other-friendly-creatures": MP("affects, as the format names it", "„other friendly creatures“"),
                 "enemy-creatures": MP("affects, as the format names it", "„enemy creatures“"),
                 "each-creature": MP("affects, as the format names it", "„each creature“"),
                 "other-creatures": MP("affects, as the format names it", "„other creatures“")}


def static_text(s: dict) -> Text | None:
    """A constant ability said by catalogue messages, if it is one they say (else None)."""
    main = next(iter(s))
    if main == "gains" and isinstance(s["gains"], dict):
        gains, affects = s["gains"], s.get("affects")
        if set(gains) == {"keywords"} and gains["keywords"] and set(s) <= {"gains", "affects"} and affects in AFFECTS:
            return M("{affects} erhält {keywords}", affects=AFFECTS[affects],
                     keywords=joined([keyword(k) for k in gains["keywords"]], ", "))
        return None
    if main not in STATIC_TEXTS:
        return None
    others = {k: v for k, v in s.items() if k != main}
    if others and (set(others) != {"affects"} or others["affects"] not in AFFECTS_NAMED):
        return None
    v = s[main]
    if main in ("kmm_capture_icon_may_steal", "key_cost", "power", "armor"):
        said = STATIC_TEXTS[main](v) if isinstance(v, int) and not isinstance(v, bool) else None
    else:
        said = STATIC_TEXTS[main](v)
    if said is not None and others:
        said = M("{what} („affects“ {affects})", what=said, affects=AFFECTS_NAMED[others["affects"]])
    return said


def static_line(s: dict) -> dict:
    """A constant ability in words; abilities it grants are read like the card's own."""
    said = static_text(s)
    if said is not None:
        return _line("constant", [], M("Dauerhaft: {what}.", what=said))
    main = next(iter(s))
    granted = []
    if main == "gains" and isinstance(s["gains"], dict):
        from .model import Ability

        granted = [ability_line(Ability.model_validate(a)) for a in s["gains"].get("abilities", [])]
        kws = s["gains"].get("keywords", [])
        rest = {k: v for k, v in s.items() if k != "gains"}
        # constant abilities gained in quotes (kga_gained.py), read like the card's own
        kept = [static_line(x) for x in s["gains"].get("kga_statics", [])]
        granted_en = [f"“{g['en']}”" for g in granted] + [f"“{k['en'].removeprefix('Constant: ')}”" for k in kept]
        granted_de = [f"„{g['de']}“" for g in granted] + [f"„{k['de'].removeprefix('Dauerhaft: ')}“" for k in kept]
        en = f"{value(rest.get('affects', 'this creature'))} gain(s) " + ", ".join(
            kws + granted_en + [words(k) for k in s["gains"] if k not in ("abilities", "keywords", "kga_statics")])
        de = f"{AFFECTS_DE.get(rest.get('affects', 'self'), value(rest.get('affects'), True))} erhält " + ", ".join(
            [keyword_de(k) for k in kws] + granted_de + [value(k, True) for k in s["gains"]
                                                         if k not in ("abilities", "keywords", "kga_statics")])
        others = {k: v for k, v in rest.items() if k != "affects"}
        if others:
            en, de = f"{en} ({value(others)})", f"{de} ({value(others, True)})"
    elif main in STATICS:
        en, de = STATICS[main]
        if main == "play_only_if":
            en, de = en.format(v=condition(s[main])), de.format(v=condition(s[main], True))
        elif main == "kga_play_as_upgrade":  # the upgrade's text, read like a card's own
            form = s[main]
            lines = [static_line(x) for x in form.get("static", [])]
            en = en.format(v="; ".join(x["en"].removeprefix("Constant: ").rstrip(".") for x in lines) or value(form))
            de = de.format(v="; ".join(x["de"].removeprefix("Dauerhaft: ").rstrip(".") for x in lines) or value(form, True))
        elif main == "play_as_copy":
            t = target(s[main])
            en, de = en.format(v=t[0]), de.format(v=t[1])
        else:
            en, de = en.format(v=value(s[main])), de.format(v=value(s[main], True))
        others = {k: v for k, v in s.items() if k != main}
        if others:
            en, de = f"{en} ({value(others)})", f"{de} ({value(others, True)})"
    else:
        en, de = value(s), value(s, True)
    return {"kind": "constant", "trigger": [], "en": f"Constant: {en}.", "de": f"Dauerhaft: {de}."}


def describe(card: CardDef) -> list[dict]:
    """The lines a person reads: keywords, gigantic, constant abilities, then each ability
    (``{"kind", "trigger", "en", "de"}``, and ``"pl"`` where catalogue messages say the whole
    line: keywords, gigantic, not compiled, the simpler constant abilities)."""
    out = []
    if card.keywords:
        out.append(_line("keywords", [], M("Schlüsselwörter: {keywords}.",
                                           keywords=joined([keyword(k) for k in card.keywords], ", "))))
    if card.gigantic:
        out.append(_line("gigantic", [], M("Gigantisch: nur zusammen mit der anderen Hälfte aus der Hand spielbar, "
                                           "als eine Kreatur.")))
    out += [static_line(s) for s in card.static]
    out += [ability_line(a) for a in card.abilities]
    for u in card.unsupported:
        out.append(_line("unsupported", [], M("NICHT KOMPILIERT — die Engine hält hier an: „{text}“", text=u)))
    return out
