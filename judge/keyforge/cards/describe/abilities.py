"""An ability in words: its trigger, then each instruction (a verb of the card format with its
value, its target and its modifiers) in order with its conditions. Every piece is a message of
the ``keyforge`` catalogue; German says each instruction in the infinitive ("{t} zerstören"),
English in the imperative ("destroy {t}"), Polish in the infinitive ("zniszczyć {t}"), with the
target in the case the verb governs (``ROLES``) and a counted noun in the form its number takes
(``MN``: 1 obrażenie, 2 obrażenia, 5 obrażeń).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.i18n import Text, joined

from ...i18n import MN, MP, M
from .words import amount, condition, duration, place, target, value, words

TRIGGERS = {
    "play": MP("trigger", "Spielen"), "reap": MP("trigger", "Ernten"), "fight": MP("trigger", "Kampf"),
    "destroyed": MP("trigger", "Zerstört"), "before-fight": MP("trigger", "Vor dem Kampf"),
    "action": MP("trigger", "Aktion"), "omni": MP("trigger", "Omni"),
    "leaves-play": MP("trigger", "Verlässt das Spiel"),
    "after-armor-prevents": MP("trigger", "Nachdem seine Rüstung Schaden verhindert"),
    "after-creature-destroyed": MP("trigger", "Nachdem eine Kreatur zerstört wurde"),
    "after-creature-reaps": MP("trigger", "Nachdem eine Kreatur geerntet hat"),
    "after-creature-fights": MP("trigger", "Nachdem eine Kreatur gekämpft hat"),
    "after-card-used": MP("trigger", "Nachdem eine Karte verwendet wurde"),
    "after-key-forged": MP("trigger", "Nachdem ein Schlüssel geschmiedet wurde"),
    "after-card-played": MP("trigger", "Nachdem eine Karte gespielt wurde"),
    "after-creature-enters-play": MP("trigger", "Nachdem eine Kreatur ins Spiel kam"),
    "after-upgrade-enters-play": MP("trigger", "Nachdem eine Aufwertung ins Spiel kam"),
    "after-bonus-icon-draw": MP("trigger", "Nachdem ein Zieh-Bonussymbol abgehandelt wurde"),
    "after-house-chosen": MP("trigger", "Nachdem eine Fraktion gewählt wurde"),
    "after-aember-reaped": MP("trigger", "Nachdem ein Spieler durch Ernten Æmber erhält"),
    "after-action-played": MP("trigger", "Nachdem eine Aktionskarte gespielt wurde, vor ihrer Abhandlung"),
    "after-bonus-icon-damage": MP("trigger", "Nachdem einer Kreatur durch ein Bonussymbol Schaden zugefügt wurde"),
    "start-of-turn": MP("trigger", "Zu Beginn des Zuges"),
    "kho-after-house-chosen-from-discard": MP("trigger", "Aus dem Ablagestapel, nachdem sein Besitzer eine "
                                                         "Fraktion gewählt hat"),
    "end-of-turn": MP("trigger", "Am Ende des Zuges"),
    "kwc-after-aember-stolen": MP("trigger", "Nachdem einem Spieler Æmber gestohlen wurde"),
    "kmc-after-discarded-from-hand": MP("trigger", "Nachdem eine Karte von der Hand eines Spielers abgelegt "
                                                   "wurde"),
}  # fmt: skip


class Args:
    """What an instruction's words are made of: the verb's value in words (``n``) and as a plain
    count (``count``, None unless a number), its target (``t``, in the verb's role), where from and
    to (``src``, ``dst``), the value of ``from`` (``origin``) and who acts (``who``, inline)."""

    def __init__(self, n: Any, count: int | None, t: Text, src: Any, dst: Any, origin: Any, who: Text):
        self.n, self.count, self.t, self.src, self.dst, self.origin, self.who = n, count, t, src, dst, origin, who


def _counted(a: Args, by_number: Callable[[int], Text], in_words: Callable[[], Text]) -> Text:
    """A counted noun: the plural message for a number (Polish: 1 karta, 2 karty, 5 kart), else
    the amount said in words."""
    return by_number(a.count) if a.count is not None else in_words()


def _discard(a: Args) -> Text:
    if a.origin is None:
        return _counted(a, lambda n: MN("{n} Karte(n) ablegen", "{n} Karte(n) ablegen", n=n),
                        lambda: MP("amount in words", "{n} Karte(n) ablegen", n=a.n))
    return _counted(a, lambda n: MN("{n} Karte(n) ablegen von {src}", "{n} Karte(n) ablegen von {src}", n=n,
                                    src=a.origin),
                    lambda: MP("amount in words", "{n} Karte(n) ablegen von {src}", n=a.n, src=a.origin))


#: verb → its words; the target's role (Polish case) in ``ROLES``
VERBS: dict[str, Callable[[Args], Text]] = {
    "gain": lambda a: _counted(a, lambda n: M("{n} Æmber erhalten", n=n),
                               lambda: MP("amount in words", "{n} Æmber erhalten", n=a.n)),
    "lose": lambda a: _counted(a, lambda n: M("{n} Æmber verlieren", n=n),
                               lambda: MP("amount in words", "{n} Æmber verlieren", n=a.n)),
    "steal": lambda a: _counted(a, lambda n: M("{n} Æmber stehlen", n=n),
                                lambda: MP("amount in words", "{n} Æmber stehlen", n=a.n)),
    "capture": lambda a: _counted(a, lambda n: M("{n} Æmber erbeuten", n=n),
                                  lambda: MP("amount in words", "{n} Æmber erbeuten", n=a.n)),
    "pay": lambda a: _counted(a, lambda n: M("dem Gegner {n} Æmber bezahlen", n=n),
                              lambda: MP("amount in words", "dem Gegner {n} Æmber bezahlen", n=a.n)),
    "deal_damage": lambda a: _counted(
        a, lambda n: MN("{n} Schaden an {t} austeilen", "{n} Schaden an {t} austeilen", n=n, t=a.t),
        lambda: MP("amount in words", "{n} Schaden an {t} austeilen", n=a.n, t=a.t)),
    "destroy": lambda a: M("{t} zerstören", t=a.t),
    "sacrifice": lambda a: M("{t} opfern", t=a.t),
    "stun": lambda a: M("{t} betäuben", t=a.t),
    "unstun": lambda a: M("die Betäubung von {t} entfernen", t=a.t),
    "ready": lambda a: M("{t} spielbereit machen", t=a.t),
    "exhaust": lambda a: M("{t} erschöpfen", t=a.t),
    "ward": lambda a: M("{t} schützen (Schutzmarker)", t=a.t),
    "enrage": lambda a: M("{t} wütend machen", t=a.t),
    "heal": lambda a: _counted(
        a, lambda n: MN("{n} Schaden von {t} heilen", "{n} Schaden von {t} heilen", n=n, t=a.t),
        lambda: MP("amount in words", "{n} Schaden von {t} heilen", n=a.n, t=a.t)),
    "heal_up_to": lambda a: _counted(
        a, lambda n: MN("bis zu {n} Schaden von {t} heilen", "bis zu {n} Schaden von {t} heilen", n=n, t=a.t),
        lambda: MP("amount in words", "bis zu {n} Schaden von {t} heilen", n=a.n, t=a.t)),
    "power_counters": lambda a: _counted(
        a, lambda n: MN("{n} +1-Stärkemarker auf {t} legen", "{n} +1-Stärkemarker auf {t} legen", n=n, t=a.t),
        lambda: MP("amount in words", "{n} +1-Stärkemarker auf {t} legen", n=a.n, t=a.t)),
    "draw": lambda a: _counted(a, lambda n: MN("{n} Karte(n) ziehen", "{n} Karte(n) ziehen", n=n),
                               lambda: MP("amount in words", "{n} Karte(n) ziehen", n=a.n)),
    "chains": lambda a: _counted(a, lambda n: MN("{n} Kette(n) erhalten", "{n} Kette(n) erhalten", n=n),
                                 lambda: MP("amount in words", "{n} Kette(n) erhalten", n=a.n)),
    "archive": lambda a: M("{t} archivieren", t=a.t),
    "purge": lambda a: M("{t} verbannen", t=a.t),
    "return_to_hand": lambda a: M("{t} auf die Hand des Besitzers zurücknehmen", t=a.t),
    "shuffle_into_deck": lambda a: M("{t} in das Deck des Besitzers mischen", t=a.t),
    "to_deck": lambda a: M("{t} oben auf das Deck des Besitzers legen", t=a.t),
    "put_into_play": lambda a: M("{t} ins Spiel bringen", t=a.t),
    "play_card": lambda a: M("{t} spielen", t=a.t),
    "play": lambda a: M("die Karte von {n} spielen", n=a.n),
    "ready_and_fight": lambda a: M("{t} spielbereit machen und mit ihr kämpfen", t=a.t),
    "fight_with": lambda a: M("mit {t} kämpfen", t=a.t),
    "use": lambda a: M("{t} verwenden", t=a.t),
    "control": lambda a: M("{n} übernimmt die Kontrolle über {t}", n=a.n, t=a.t),
    "swap": lambda a: M("den Platz mit {t} tauschen", t=a.t),
    "kwa_move_anywhere": lambda a: M("{t} an eine beliebige Stelle der Schlachtreihe ihres Beherrschers "
                                     "verschieben", t=a.t),
    "exalt": lambda a: M("{t} erhöhen", t=a.t),
    "unforge": lambda a: M("einen Schlüssel entschmieden"),
    "forge": lambda a: M("einen Schlüssel schmieden ({n})", n=a.n),
    "place_aember": lambda a: _counted(a, lambda n: M("{n} Æmber auf {t} legen", n=n, t=a.t),
                                       lambda: MP("amount in words", "{n} Æmber auf {t} legen", n=a.n, t=a.t)),
    "move_aember": lambda a: _counted(
        a, lambda n: M("{n} Æmber bewegen (von: {src} → nach: {dst})", n=n, src=a.src, dst=a.dst),
        lambda: MP("amount in words", "{n} Æmber bewegen (von: {src} → nach: {dst})", n=a.n, src=a.src, dst=a.dst)),
    "choose": lambda a: M("{t} wählen", t=a.t),
    "kca_swap_deck_discard": lambda a: M("dein Deck und deinen Ablagestapel tauschen"),
    "kga_play_looked": lambda a: M("eine Karte der angesehenen Hand spielen, als wäre es deine"),
    "kga_archives_or_deck_top": lambda a: M("{n}: eine zufällige Karte aus dem Archiv oder die oberste Karte des "
                                            "Decks ({who})", n=a.n, who=a.who),
    "kga_play_previous": lambda a: M("diese Karte von dort spielen, wo sie ist, als wäre es deine"),
    "kho_house": lambda a: M("{t} gehört zur Fraktion {n} statt zur eigenen", t=a.t, n=a.n),
    "kho_house_of": lambda a: M("die Fraktion der Karte ({n}) nennen", n=a.n),
    "kho_return_from_discard": lambda a: M("diese Karte vom Ablagestapel auf die Hand ihres Besitzers "
                                           "zurücknehmen"),
    "repeat": lambda a: M("den Effekt wiederholen ({n})", n=a.n),
    "discard": _discard,
    "kab_archive_discard_top": lambda a: _counted(
        a, lambda n: MN("die obersten {n} Karte(n) deines Ablagestapels archivieren",
                        "die obersten {n} Karte(n) deines Ablagestapels archivieren", n=n),
        lambda: MP("amount in words", "die obersten {n} Karte(n) deines Ablagestapels archivieren", n=a.n)),
    "kab_each_discards_top": lambda a: _counted(
        a, lambda n: MN("jeder Spieler legt die obersten {n} Karte(n) seines Decks ab",
                        "jeder Spieler legt die obersten {n} Karte(n) seines Decks ab", n=n),
        lambda: MP("amount in words", "jeder Spieler legt die obersten {n} Karte(n) seines Decks ab", n=a.n)),
    "kab_owners_gain": lambda a: M("für jede passende abgelegte Karte erhält ihr Besitzer {n} Æmber", n=a.n),
    "kab_sacrifice_total_power": lambda a: M("beliebig viele befreundete Kreaturen mit zusammen {n} Stärke oder "
                                             "mehr opfern", n=a.n),
    "kab_shuffle_back": lambda a: M("beliebig viele deiner passenden Karten aus {n} in dein Deck mischen", n=a.n),
    "kab_destroy_most_powerful_unless": lambda a: M("die stärkste Kreatur jedes Spielers zerstören, der keine "
                                                    "passende Kreatur kontrolliert ({n})", n=a.n),
    "kab_deal_divided": lambda a: _counted(
        a, lambda n: MN("{n} Schaden austeilen, beliebig auf Kreaturen aufgeteilt",
                        "{n} Schaden austeilen, beliebig auf Kreaturen aufgeteilt", n=n),
        lambda: MP("amount in words", "{n} Schaden austeilen, beliebig auf Kreaturen aufgeteilt", n=a.n)),
    "kab_choose_player": lambda a: M("einen Spieler wählen"),
    "kab_redistribute": lambda a: M("das {n} auf den Kreaturen dieser Seite unter ihnen neu verteilen", n=a.n),
    "unsupported": lambda a: M("NICHT KOMPILIERT — die Engine hält hier an: „{text}“", text=a.n),
    # Mass Mutation verbs (judge/keyforge/verbs_kmc.py); kmc_when_leaves and kmc_each_player: ``instruction``
    "kmc_move_half_aember": lambda a: M("die Hälfte des Æmbers (aufgerundet) von {src} in deinen Vorrat bewegen",
                                        src=a.src),
    "kmc_put_into_play_owner": lambda a: M("{t} unter der Kontrolle ihres Besitzers ins Spiel bringen", t=a.t),
    "kmc_remove_token": lambda a: M("einen Marker ({n}) von {t} entfernen", n=a.n, t=a.t),
    "kmc_next_action_to_hand": lambda a: M("deine nächste Aktionskarte in diesem Zug kommt nach dem Abhandeln auf "
                                           "die Hand zurück"),
    "kmc_name_card": lambda a: M("eine Karte nennen"),
    "kmc_named_cannot_be_played": lambda a: M("solange diese Karte im Spiel ist, können Karten dieses Namens nicht "
                                              "gespielt werden"),
}  # fmt: skip
#: the case (Polish) a verb's target takes where it is not the accusative
ROLES = {"deal_damage": "dat", "heal": "dat", "heal_up_to": "dat", "unstun": "dat", "kmc_remove_token": "dat",
         "use": "gen", "fight_with": "ins", "control": "ins", "power_counters": "loc", "place_aember": "loc",
         "kho_house": "nom"}
#: verbs whose words begin with who acts ("your opponent: draw 2 card(s)")
WHO_VERBS = {"gain", "lose", "pay", "draw", "chains", "unforge", "discard"}
#: keys that modify the verb and are said by ``instruction`` itself
MODIFIERS = {"target", "who", "by", "if", "if_you_do", "may", "for_each", "same_if", "otherwise", "from", "to",
             "effects", "duration", "enters_ready", "to_owner_hand", "into", "held", "random", "as_if_yours"}
#: who acts, said before the instruction
WHO = {"opponent": lambda x: M("der Gegner: {what}", what=x), "you": lambda x: x,
       "event-player": lambda x: M("dieser Spieler: {what}", what=x),
       "event-opponent": lambda x: M("dessen Gegner: {what}", what=x)}


#: who acts, said inside a sentence ("a random card of your opponent: archives"; Polish "(przeciwnika)")
WHO_INSIDE = {"opponent": lambda: MP("who, inside a sentence", "der Gegner: {what}", what=""),
              "event-player": lambda: MP("who, inside a sentence", "dieser Spieler: {what}", what=""),
              "event-opponent": lambda: MP("who, inside a sentence", "dessen Gegner: {what}", what="")}


def _who(who: Any, said: Any) -> Any:
    return WHO[who](said) if who in WHO else joined([value(who), ": ", said], "")


def _who_inside(who: Any) -> Any:
    return WHO_INSIDE[who]() if who in WHO_INSIDE else _who(who, "")


#: modifiers said after the instruction
AFTER = (("enters_ready", lambda: MP("modifier", "spielbereit")),
         ("held", lambda: MP("modifier", "bis diese Karte das Spiel verlässt")),
         ("random", lambda: MP("modifier", "zufällig")),
         ("as_if_yours", lambda: MP("modifier", "als wäre sie deine")),
         ("to_owner_hand", lambda: MP("modifier", "(auf die Hand des Besitzers, wenn sie das Archiv verlässt)")))


def instruction(eff: dict) -> Text:
    """One effect of an ability, in words, with its modifiers."""
    verb = next((k for k in eff if k in VERBS), None)
    rest = {k: v for k, v in eff.items() if k not in MODIFIERS}
    if "lasting" in eff and isinstance(eff["lasting"], dict):
        lasting = dict(eff["lasting"])
        said: Any = M("andauernder Effekt „{kind}“", kind=words(lasting.pop("kind", "")))
        if lasting:
            said = joined([said, joined(["(", value(lasting), ")"], "")], " ")
        if "duration" in eff:
            said = joined([said, duration(eff["duration"])], ", ")
        return _conditions(eff, said)
    if "kmc_when_leaves" in eff or "kmc_each_player" in eff:  # effects inside an effect (verbs_kmc.py)
        inner = eff.get("kmc_when_leaves") or [eff["kmc_each_player"]]
        steps = []
        for e in inner:  # "your opponent forges …": said even where the verb's wording leaves "who" out
            step = instruction(e)
            v = next((k for k in e if k in VERBS), "")
            if e.get("who") in WHO and v and v not in WHO_VERBS:
                step = WHO[e["who"]](step)
            steps.append(step)
        if "kmc_when_leaves" in eff:
            said = M("wenn diese Karte das Spiel verlässt: {what}", what=joined(steps, "; "))
        elif eff.get("reveal_hand"):
            said = M("jeder Spieler, zuerst der aktive, deckt die Hand auf und {what}", what=steps[0])
        else:
            said = M("jeder Spieler, zuerst der aktive: {what}", what=steps[0])
        return _conditions(eff, said)
    if verb is None:  # a verb without its own wording: named as the format names it
        verb = next(iter(rest), next(iter(eff)))
        name = M("„{word}“", word=words(verb))
        said = name if eff[verb] is True else joined([name, value(eff[verb])], ": ")
    else:
        v = eff[verb]
        n = v if verb == "unsupported" else amount(v)
        count = v if isinstance(v, int) and not isinstance(v, bool) else None
        t = target(eff.get("target", "self" if verb in ("archive", "destroy", "purge") else None),
                   role=ROLES.get(verb, "acc"))
        several = "targets" in eff and "target" not in eff  # "destroy/purge X and Y": each target named
        if several:
            t = target(eff["targets"][0], role=ROLES.get(verb, "acc"))
            for other in eff["targets"][1:]:
                t = M("{a} und {b}", a=t, b=target(other, role=ROLES.get(verb, "acc")))
        opponent_pool = verb == "move_aember" and eff.get("who") == "opponent"  # "to your opponent's pool"
        src = place(eff["from"], "from", opponent_pool) if "from" in eff else ""
        dst = place(eff["to"], "to", opponent_pool) if "to" in eff else ""
        who = eff.get("who", "you")
        said = VERBS[verb](Args(n, count, t, src, dst, value(eff["from"]) if "from" in eff else None,
                                _who_inside(who)))
        if verb in WHO_VERBS:
            said = _who(who, said)
        if verb == "capture" and "by" in eff:
            said = joined([target(eff["by"], role="nom"), ": ", said], "")
        extra = {k: x for k, x in rest.items() if k != verb and not (several and k == "targets")}
        if extra:
            said = joined([said, joined(["(", value(extra), ")"], "")], " ")
    for key, word in AFTER:
        if eff.get(key):
            said = joined([said, word()], " ")
    if eff.get("into"):
        said = M("{what} ins Archiv von: {player}", what=said, player=value(eff["into"]))
    return _conditions(eff, said)


def _conditions(eff: dict, said: Any) -> Text:
    """The modifiers that frame an instruction: repetition, may, if, if you do, otherwise."""
    each = eff.get("for_each")
    if isinstance(each, dict) and set(each) == {"count"}:  # "repeated for one for each of …"
        said = M("{what}, wiederholt für je eins für {t}", what=said, t=target(each["count"], plural=True))
    elif "for_each" in eff:
        said = M("{what}, wiederholt für {times}", what=said, times=amount(each))
    if eff.get("may"):
        said = M("darf: {what}", what=said)
    if "if" in eff:
        said = M("falls {condition}: {what}", condition=condition(eff["if"]), what=said)
    if eff.get("same_if"):
        said = M("(gleiche Bedingung) {what}", what=said)
    if eff.get("if_you_do"):
        said = M("falls ja, {what}", what=said)
    if eff.get("otherwise"):
        said = M("andernfalls {what}", what=said)
    return said


def trigger_name(ability) -> Text:
    said: Any = joined([TRIGGERS.get(t) or value(t) for t in ability.triggers], "/")
    if ability.whose == "friendly":
        said = M("{trigger} (befreundet)", trigger=said)
    elif ability.whose == "enemy":
        said = M("{trigger} (feindlich)", trigger=said)
    if ability.event:
        said = joined([said, " [", value(ability.event), "]"], "")
    if ability.instead:
        said = M("{trigger} — stattdessen", trigger=said)
    if ability.instead_if is not None:
        said = M("{trigger}, falls {condition}", trigger=said, condition=condition(ability.instead_if))
    return said


def ability_text(ability) -> Text:
    """An ability in words: "Play: steal 1 æmber; then …"."""
    steps: Any = None
    for e in ability.effects:
        step = instruction(e)
        steps = step if steps is None else M("{before}; dann {after}", before=steps, after=step)
    return M("{trigger}: {steps}.", trigger=trigger_name(ability), steps=steps if steps is not None else "")
