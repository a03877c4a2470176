"""The `judge` command line.

    judge rules ID              a rule: text in every edition, parent, children, cross
                                references in and out, twin, FAQ entries citing it
    judge rules stats [--json]  the index's counts
    judge rules coverage [--game G] [--json]
                                which rules the built-in scenarios' traces apply, per rule
                                document, the uncovered ones by section (least covered first)
    judge rules diff OLD NEW [--json]
                                two versions of a rule document: the rules added, removed and
                                changed (word-level diff), and the built-in scenarios whose
                                traces cite a changed or removed rule (judge/rules_diff.py)
    judge search TEXT [--game G] [--lang L] [--limit N] [--json]
    judge resolve FILE [--json] resolve a scenario; print its annotated trace
    judge explore FILE [--json] [--max-runs N]
                                follow every answer to unanswered prompts; print the
                                distinct outcomes and the choices leading to each
    judge schema                the scenario JSON Schema
    judge regress [PATH] [-j N] [--junit FILE] [--json]
                                run scenario files (default: the built-in corpus) as
                                regression tests; exit 1 on any failure
    judge card NAME|CODE [--game G] [--json]
                                a card of any game: KeyForge by name (English, German,
                                Polish), set and number; Riftbound by name, code
                                (OGN-251) or the Core Rules' name: facts, printed text,
                                printings, engine status (the sentences not compiled), FAQ
                                entries, errata or rule examples naming it, scenarios using
                                it; exit 2 for an unknown card (nearest names of every game)
                                or a name two games print
    judge cards coverage [--json] [--set S]
                                how many cards of the four sets the compiler reads completely
    judge cards compile [--check] [--jobs N] [--fresh]
                                compile every card of the four sets into the shipped file
                                judge/keyforge/cards/compiled/cards.json; --check: exit 1 if
                                that file was made from other sources, without writing
    judge check-deck FILE [--mode M] [--json]
                                check a Riftbound deck against rb:101–103: a deck list as
                                players write it ("3 Jinx - Rebel" under "MainDeck:" …) or
                                a JSON deck file ('-': standard input); exit 0 legal,
                                1 illegal (each broken rule listed with its lines), 2 a line
                                or the file cannot be read (each such line named)
    judge cache [--prune] [--build] [--ship-vectors] [--json]
                                the cache directory's files, which the current code uses;
                                --prune deletes those older versions left behind; --build
                                builds every file the service reads (as it starts, saying
                                how far it is); --ship-vectors rewrites the record vectors
                                shipped in the package (after the documents changed)
    judge serve [--port P]      the web service (development server)

Exit codes of resolve/explore: 0 resolved (expectations hold), 1 expectations fail,
2 invalid scenario, 3 unanswered prompt (strict mode), 4 refused action, 5 not yet
encoded card ability or rule.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from judge.cardgames import GAME_NAMES
from judge.i18n import Text
from judge.kernel.i18n import MN, M
from rules_index.graph import EDGE_TYPES, citing_faq, neighbours
from rules_index.index import load
from rules_index.model import GAMES
from rules_index.nearest import unknown_message


def both(said: Text) -> str:
    """A message as the command line says its reports' words: in English, then German."""
    return f"{said['en']} / {said['de']}"


def _out() -> Console:
    return Console(highlight=False, soft_wrap=True)


def cmd_rules(args: argparse.Namespace) -> int:
    if args.game and args.id != "coverage":
        print("--game applies to `judge rules coverage` only", file=sys.stderr)
        return 2
    if args.files and args.id != "diff":
        print(f"unexpected arguments {' '.join(args.files)!r}: only `judge rules diff OLD NEW` takes files",
              file=sys.stderr)
        return 2
    if args.id == "diff":
        from judge.rules_diff import cmd_diff

        return cmd_diff(args.files, args.json)
    index = load()
    if args.id == "coverage":
        from judge import exercised

        return exercised.cmd_coverage(index, args.game, args.json)
    if args.id == "stats":
        stats = index.stats()
        if args.json:
            print(json.dumps(stats, ensure_ascii=False))
        else:
            _out().print_json(data=stats)
        return 0
    rule = index.get(args.id)
    if rule is None:
        print(f"unknown rule ID {args.id!r}; nearest: {', '.join(index.nearest(args.id))}", file=sys.stderr)
        return 2
    nb = neighbours(index.graph, rule.id)
    if args.json:
        data = rule.to_dict()
        data["graph"] = nb
        data["cited_by_faq"] = citing_faq(index.graph, rule.id)
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    con = _out()
    con.print(f"[bold]{rule.id}[/bold]  ({rule.game}, {rule.kind})", markup=True)
    for lang, t in rule.texts.items():
        con.print(f"\n[{lang} · {t.doc}:{t.line}] {t.title}", markup=False)
        if t.body and t.body != t.title:
            con.print(t.body, markup=False)
    if rule.differs:
        con.print(f"\nEditions differ: {rule.differs}", markup=False)
    con.print(f"\nparent: {rule.parent or '-'}", markup=False)
    con.print(f"children: {', '.join(rule.children) or '-'}", markup=False)
    if rule.twin:
        con.print(f"twin: {rule.twin}", markup=False)
    for direction in ("out", "in"):
        for kind in EDGE_TYPES:
            ids = nb[direction].get(kind)
            if ids and kind != "parent-of":
                arrow = "→" if direction == "out" else "←"
                con.print(f"{kind} {arrow} {', '.join(ids)}", markup=False)
    faq = citing_faq(index.graph, rule.id)
    con.print(f"cited by FAQ: {', '.join(faq) or '-'}", markup=False)
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    index = load()
    hits = index.search_engine.search(" ".join(args.text), game=args.game, lang=args.lang, limit=args.limit)
    if args.json:
        print(json.dumps([h.to_dict() for h in hits], ensure_ascii=False, indent=1))
        return 0 if hits else 1
    if not hits:
        print("no match", file=sys.stderr)
        return 1
    table = Table("id", "lang", "title", "snippet", show_lines=True)
    for h in hits:
        table.add_row(h.id, h.lang, h.title[:60], h.snippet)
    _out().print(table)
    return 0


def _emit(result: tuple[int, str]) -> int:
    code, out = result
    stream = sys.stdout if code in (0, 1) else sys.stderr
    print(out, file=stream)
    return code


def cmd_resolve(args: argparse.Namespace) -> int:
    from judge.commands import resolve_file

    return _emit(resolve_file(args.file, as_json=args.json))


def cmd_explore(args: argparse.Namespace) -> int:
    from judge.commands import explore_file

    return _emit(explore_file(args.file, as_json=args.json, max_runs=args.max_runs))


def cmd_schema(args: argparse.Namespace) -> int:
    from judge.commands import schema_json

    return _emit(schema_json())


def cmd_regress(args: argparse.Namespace) -> int:
    from judge.regress import main as regress

    return regress(args.path, args.junit, args.json, args.jobs)


def cmd_card(args: argparse.Namespace) -> int:
    """A card of any game (``judge.cardgames``): exit 0 with what the judge knows of it, 2 for an
    unknown card (the nearest names of every game) or a name two games print (their keys)."""
    from judge import cardgames

    name = " ".join(args.name)
    found = cardgames.find(name, args.game)
    nearest_of = None
    if not found and (clear := cardgames.clearly_nearest(name, args.game)) is not None:
        found, nearest_of = [clear], name  # a misspelt name with one clearly nearest card: that card, saying so
    if not found:
        near = [f"{f.game.cards.hit(f.card)['name_en']} ({f.game.title}, {f.card.key})"
                for f in cardgames.nearest(name, limit=5, game=args.game)][:8]
        print(unknown_message("card", name, near), file=sys.stderr)
        return 2
    if len(found) > 1:
        which = " and ".join(f"{f.game.title} ({f.card.key})" for f in found)
        print(f"{name!r} names a card in {which}: add --game or name it by key", file=sys.stderr)
        return 2
    game, card = found[0]
    if args.lang != "en" and game.game == "riftbound":
        # nothing of a Riftbound card is in another language (the printed text is English, the
        # engine's status is said in English): the option would change nothing
        print(f"--lang {args.lang}: a Riftbound card is printed in English only; leave --lang out", file=sys.stderr)
        return 2
    data = game.cards.info(card)
    if nearest_of is not None:
        data["nearest_of"] = nearest_of
        note = (f"no card is named {nearest_of!r}; showing the one clearly nearest: "
                f"{game.cards.hit(card)['name_en']} ({game.title}, {card.key})")
        print(note, file=sys.stderr if args.json else sys.stdout)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    if game.game == "riftbound":
        _print_riftbound_card(card, data)
    else:
        {"keyforge": _print_keyforge_card, "ascension": _print_deckbuilding_card,
         "shards": _print_deckbuilding_card}[game.game](card, data, args.lang)
    return 0


def _print_keyforge_card(card, data: dict, lang: str) -> None:
    from rules_index.card_icons import shown_text

    con = _out()
    con.print(f"[bold]{card.name_en}[/bold]  ({card.set} {card.number}) · DE: {card.name_de or '-'} · PL: "
              f"{card.name_pl or '-'}", markup=True)
    stats = [card.house, card.type] + ([f"power {card.power}"] if card.type == "creature" else [])
    stats += ([f"armor {card.armor}"] if card.armor else []) + ([f"æmber {card.amber}"] if card.amber else [])
    con.print(" · ".join(stats), markup=False)
    if card.traits or card.keywords:
        con.print("traits: " + ", ".join(card.traits) + ("  keywords: " + ", ".join(card.keywords) if card.keywords else ""),
                  markup=False)
    con.print("\n" + (shown_text(card.text_en, "keyforge") or "") + "\n", markup=False)
    engine = {"hand-written": "hand-written definition", "compiled": "compiled from the printed text",
              "partly-compiled": "compiled in part — the engine stops (exit 5) at a sentence it cannot read",
              "not-covered": "not covered: the rulebooks (DE v1.5, PL 2020) do not cover this set's mechanics"}
    con.print("engine: " + engine.get(data["engine"], data["engine"]), markup=False)
    for s in (data["compiled"] or {}).get("sentences", []):
        if not s["compiled"]:
            con.print(f"  not compiled: {s['text']}", markup=False)
    if data.get("reading"):
        which = "hand-written" if data["engine"] == "hand-written" else "compiled"
        con.print(f"the engine runs ({which} definition, in words{'' if lang == 'en' else ', ' + lang}):", markup=False)
        for line in data["reading"]:
            said = line.get(lang)
            con.print(f"  {said}" if said else f"  {line['en']}  (en: no {lang} wording yet)", markup=False)
    con.print(f"FAQ: {', '.join(data['faq']) or '-'}  errata: {', '.join(data['errata']) or '-'}", markup=False)
    con.print(f"scenarios: {', '.join(data['scenarios']) or '-'}", markup=False)
    for sh in data["shared_names"]:
        which = "this card" if sh["resolves_here"] else f"{sh['name_en']} — name this card in English or by set and number"
        con.print(f"note: {sh['name']!r} is also printed on {sh['name_en']} ({sh['set']} {sh['number']}); "
                  f"the judge reads it as {which} (docs/rulings.md, KeyForge card names)", markup=False)
    if len(card.printings) > 1:
        con.print("printings: " + ", ".join(f"{p['set']} {p['number']}" for p in card.printings), markup=False)


#: how the engine knows a Riftbound card (``library().source``)
RB_ENGINE = {"hand-written": "hand-written definition", "compiled": "compiled from the printed text",
             "partly-compiled": "compiled in part — the engine stops (exit 5) at a sentence it cannot read",
             "beyond-rulebook": "beyond the rulebook — the German Core Rules do not define {keywords}; the engine "
                                "plays what compiled and stops (exit 5) at a sentence it cannot read",
             "basic": "defined by the rules themselves (basic rune rb:157, token rb:178)"}


def _print_riftbound_card(card, data: dict) -> None:
    from rules_index.card_icons import shown_text

    con = _out()
    con.print(f"[bold]{card.name}[/bold]  ({card.public_code}, {data['set_name']}) · Riftbound", markup=True)
    stats = [card.type] + ([card.supertype] if card.supertype else []) + ([", ".join(card.domains)] if card.domains else [])
    stats += [f"energy {card.energy}"] if card.energy is not None else []
    stats += [f"power {' '.join(f'[{d}]' for d in data['power_icons'])}"] if card.power else []
    stats += ([f"might {card.might}"] if card.might is not None else []) + ([card.rarity] if card.rarity else [])
    con.print(" · ".join(stats), markup=False)
    if card.tags or card.keywords:
        con.print("tags: " + (", ".join(card.tags) or "-") + ("  keywords: " + ", ".join(card.keywords) if card.keywords else ""),
                  markup=False)
    if data["core_rules_names"]:
        con.print("the Core Rules call it: " + ", ".join(data["core_rules_names"]), markup=False)
    con.print("\n" + (shown_text(card.text, "riftbound") or "(no text)") + "\n", markup=False)
    engine = RB_ENGINE.get(data["engine"], data["engine"]).format(keywords=", ".join(card.beyond_rulebook))
    con.print("engine: " + engine, markup=False)
    for s in data["compiled"]["sentences"]:
        if not s["compiled"]:
            why = "" if s["why"].startswith(("No terminal matches", "Unexpected")) else f"  ({s['why']})"
            con.print(f"  not compiled: {shown_text(s['text'], 'riftbound')}{why}", markup=False)
    con.print(f"Core Rules examples: {', '.join(data['examples']) or '-'}", markup=False)
    con.print(f"scenarios: {', '.join(data['scenarios']) or '-'}", markup=False)
    con.print("printings: " + ", ".join(f"{p.get('public_code') or p['code']} ({p.get('variant') or 'standard'}"
                                        + (f", {p['rarity']}" if p.get("rarity") else "") + ")"
                                        for p in card.printings), markup=False)


def _print_deckbuilding_card(card, data: dict, lang: str) -> None:
    """An Ascension or Shards of Infinity card: names, facts, what it does in our words (in ``lang``)."""
    con = _out()
    names = data["names"]
    con.print(f"[bold]{card.name_en}[/bold]" + (f" · DE: {names['de']}" if names.get("de") else "")
              + f" · {data['game_title']}", markup=True)
    facts = [f"{k} {v}" if not isinstance(v, str) else v for k, v in data["facts"].items()
             if v not in (None, False, "") and k != "faction"]
    if data["facts"].get("faction"):
        facts.insert(1, data["facts"]["faction"])
    con.print(" · ".join(str(f) for f in facts), markup=False)
    con.print("\n" + data["description"][lang] + "\n", markup=False)
    con.print("engine: card definition (data) — the engine plays the card completely", markup=False)
    con.print(f"FAQ: {', '.join(data['faq']) or '-'}", markup=False)
    con.print(f"scenarios: {', '.join(data['scenarios']) or '-'}", markup=False)


#: the games whose cards compile from their printed text: the compiler and the compiled store
COMPILERS = {"keyforge": ("judge.keyforge.cards.compiler", "judge.keyforge.cards.compiled"),
             "riftbound": ("judge.riftbound.cards.compiler", "judge.riftbound.cards.compiled")}


def cmd_cards(args: argparse.Namespace) -> int:
    from importlib import import_module

    args.game_given = args.game is not None
    args.game = args.game or "keyforge"
    if args.what == "compile":
        return cmd_cards_compile(args)
    data = import_module(COMPILERS[args.game][0]).coverage(args.set or None)
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    table = Table("set", "cards", "compiled completely", "share")
    for code, s in data["sets"].items():
        table.add_row(code, str(s["cards"]), str(s["complete"]), f"{s['share']:.1%}")
    table.add_row("all", str(data["cards"]), str(data["complete"]), f"{data['share']:.1%}")
    beyond = data.get("beyond_rulebook")
    if beyond:
        table.add_row("beyond the rulebook", str(beyond["cards"]), str(beyond["complete"]), f"{beyond['share']:.1%}")
    con = _out()
    con.print(table)
    if data.get("constructs"):
        con.print("what the sentences that do not compile lack:", markup=False)
        for text, n in data["constructs"][: args.top]:
            con.print(f"  {n:3}  {text}", markup=False)
    con.print("most frequent sentences that do not compile:", markup=False)
    for text, n in data["missing"][: args.top]:
        con.print(f"  {n:3}  {text}", markup=False)
    return 0


def cmd_cards_compile(args: argparse.Namespace) -> int:
    """Every game's compiled cards (or ``--game``'s)."""
    from importlib import import_module

    games = [args.game] if args.game_given else list(COMPILERS)
    stores = [import_module(COMPILERS[g][1]).STORE for g in games]
    if args.check:
        stale = [why for why in (s.stale() for s in stores) if why]
        for why in stale:
            print(f"{why}: run `judge cards compile`", file=sys.stderr)
        if not stale:
            _out().print(", ".join(f"{s.spec.name}: {s.path.name} is current (fingerprint {s.fingerprint()[:12]})"
                                   for s in stores), markup=False)
        return 1 if stale else 0
    for store in stores:
        _compile_store(store, args)
    return 0


def _compile_store(store, args: argparse.Namespace) -> None:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    con = _out()
    jobs = max(1, args.jobs or min(2, os.cpu_count() or 1))
    columns = (TextColumn(f"compiling {store.spec.name} cards"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("cards", total=None)
        data, figures = store.build(jobs, fresh=args.fresh,
                                    progress=lambda done, total: bar.update(task, completed=done, total=total))
    changed = store.write(data)
    con.print(f"{figures['cards']} cards, {figures['complete']} compiled completely; {figures['sentences']} sentences "
              f"in the parse table, {figures['parsed']} parsed now", markup=False)
    con.print(f"{store.path} {'written' if changed else 'unchanged'} ({figures['bytes']:,} bytes, "
              f"fingerprint {store.fingerprint()[:12]})", markup=False)


def cmd_check_deck(args: argparse.Namespace) -> int:
    from judge.riftbound.decks import check_file

    code, out = check_file(args.file, args.mode)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return code
    if code == 2:
        print(both(M("Das Deck ist nicht lesbar")) + ":", file=sys.stderr)
        for e in out["errors"]:
            where = f"line {e['line']}: {e.get('text') or ''}" if e.get("line") else (e.get("pointer") or "/")
            print(f"  {where}\n    {e['message']}\n    {e['message_de']}", file=sys.stderr)
        return code
    head = " · ".join(x for x in (out["legend"], out["champion"]) if x)
    counts = out["counts"]
    print(f"{head} — main deck {counts['main']}, runes {counts['runes']}, battlefields {counts['battlefields']} "
          f"(mode {out['mode']})")
    for note in out["notes"]:
        print(f"note: {note['message']}")
    if out["legal"]:
        legal = M("regelkonformes Deck")
        print(f"{legal['en']} (rb:101–103) / {legal['de']}")
    else:
        table = Table("rule", "line", "what is wrong (en / de)", show_lines=True)
        for v in out["violations"]:
            lines = "\n".join(f"{ln['line']}: {ln['text']}" for ln in v["lines"]) or v["pointer"]
            table.add_row(v["rule"], escape(lines), f"{escape(v['message'])}\n[dim]{escape(v['message_de'])}[/dim]")
        _out().print(table)
        print(f"{len(out['violations'])} rule(s) broken")
    if out["expect"] is not None:
        print("expectation holds" if out["expect"]["holds"] else
              "expectation fails:\n" + "\n".join(f"  {f}" for f in out["expect"]["failures"]))
    return code


def cmd_cache(args: argparse.Namespace) -> int:
    from rules_index import cache

    if args.ship_vectors:
        from rules_index.dense import DenseIndex
        from rules_index.index import load
        from rules_index.vectors import ship

        texts = DenseIndex(load()).texts
        path = ship(texts)
        print(f"{path}: the vectors of {len(set(texts))} record texts ({path.stat().st_size / 1e6:.1f} MB)")
        return 0
    if args.build:
        from web.core.warmup import warm

        warm(lambda line: print(line, file=sys.stderr), background=False, freeze=False)
        from judge import exercised

        if not exercised.cache_path().is_file():
            print("rule pages: tracing the built-in scenarios", file=sys.stderr)
            exercised.load()
    entries = cache.prune() if args.prune else cache.inventory()
    if args.json:
        print(json.dumps({"folder": str(cache.cache_dir()), "pruned": bool(args.prune),
                          "files": [e.to_dict() for e in entries]}, indent=1))
        return 0
    if args.prune:
        deleted = MN("{n} Datei(en) gelöscht", "{n} Datei(en) gelöscht", n=len(entries))
        print(f"{deleted['en']}, {sum(e.size for e in entries) / 1e6:.1f} MB / {deleted['de']} ({cache.cache_dir()})")
        return 0
    table = Table("file", "MB", both(M("in Gebrauch")))
    for e in entries:
        table.add_row(e.path.name, f"{e.size / 1e6:.1f}", both(M("ja") if e.current else M("nein")))
    _out().print(table)
    stale = [e for e in entries if not e.current]
    print(f"{cache.cache_dir()}: {len(entries)} file(s); {len(stale)} from older versions "
          f"({sum(e.size for e in stale) / 1e6:.1f} MB), `judge cache --prune` deletes them")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from web import create_app
    from web.core.exercised import build_in_background

    build_in_background(lambda line: print(line, file=sys.stderr))  # rule pages: which scenarios apply a rule
    create_app().run(host=args.host, port=args.port)
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="judge", description="A rules judge for card games that shows its work.")
    sub = p.add_subparsers(dest="command", required=True)

    r = sub.add_parser("rules", help="look up a rule by ID, or `rules stats`, `rules coverage`, `rules diff OLD NEW`")
    r.add_argument("id", help="a rule ID such as rb:543.1, kf:glossary/capture, kf:faq/de-01; or 'stats'; or "
                              "'coverage' (which rules the built-in scenarios' traces apply); or 'diff'")
    r.add_argument("files", nargs="*", metavar="FILE", help="diff: the old and the new version of a rule document")
    r.add_argument("--game", choices=GAMES, help="coverage: one rule document's game")
    r.add_argument("--json", action="store_true")
    r.set_defaults(func=cmd_rules)

    s = sub.add_parser("search", help="search rules and FAQ entries")
    s.add_argument("text", nargs="+")
    s.add_argument("--game", choices=GAMES)
    s.add_argument("--lang", choices=("de", "pl"))
    s.add_argument("--limit", type=int, default=10)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_search)

    res = sub.add_parser("resolve", help="resolve a scenario file and print its annotated trace")
    res.add_argument("file")
    res.add_argument("--json", action="store_true")
    res.set_defaults(func=cmd_resolve)

    ex = sub.add_parser("explore", help="follow every legal answer to unanswered prompts")
    ex.add_argument("file")
    ex.add_argument("--json", action="store_true")
    ex.add_argument("--max-runs", type=int, default=64, help="cap on replays (branches); the output says if hit")
    ex.set_defaults(func=cmd_explore)

    sc = sub.add_parser("schema", help="print the scenario JSON Schema")
    sc.set_defaults(func=cmd_schema)

    rg = sub.add_parser("regress", help="run scenarios as regression tests")
    rg.add_argument("path", nargs="?", help="a scenario file or directory (default: the built-in scenarios)")
    rg.add_argument("--junit", metavar="FILE", help="write JUnit XML")
    rg.add_argument("--json", action="store_true", help='print {"total", "passed", "failed", "seconds"}')
    rg.add_argument("-j", "--jobs", type=int, default=None, metavar="N",
                    help="run the cases in N processes (default: every core); the same results in the same order")
    rg.set_defaults(func=cmd_regress)

    card = sub.add_parser("card", help="a card of any game (KeyForge, Riftbound): facts, text, printings, engine "
                                       "status, FAQ/errata or rule examples, scenarios")
    card.add_argument("name", nargs="+", help="a name (any language, misspelt: the nearest are named), a code "
                                              "(OGN-251, OGN-251/298), a set and number (CotA 267) or a key (cota-267)")
    card.add_argument("--game", choices=GAME_NAMES, help="only this game's cards (a name two games print needs it)")
    card.add_argument("--lang", choices=["de", "en", "pl"], default="en",
                      help="the language of the engine's reading of the card (KeyForge) or of its description "
                           "(Ascension, Shards); default English (a Riftbound card is English only: refused)")
    card.add_argument("--json", action="store_true")
    card.set_defaults(func=cmd_card)

    cards = sub.add_parser("cards", help="the card compiler: `judge cards coverage`, `judge cards compile`")
    cards.add_argument("what", choices=["coverage", "compile"])
    cards.add_argument("--game", choices=list(COMPILERS), default=None,
                       help="coverage: which game (default keyforge); compile: only this game (default: every game)")
    cards.add_argument("--json", action="store_true")
    cards.add_argument("--set", action="append", help="only this set (CotA, AoA, WC, MM; OGN, OGS, SFD …); repeatable")
    cards.add_argument("--top", type=int, default=10, help="how many missing sentences to list")
    cards.add_argument("--check", action="store_true",
                       help="compile: exit 1 if the shipped file is stale (made from other sources); write nothing")
    cards.add_argument("--jobs", type=int, help="compile: worker processes (default: up to 2)")
    cards.add_argument("--fresh", action="store_true",
                       help="compile: parse every sentence again instead of reusing the shipped parse table")
    cards.set_defaults(func=cmd_cards)

    cd = sub.add_parser("check-deck", help="check a Riftbound deck against the deck rules (rb:101–103)")
    cd.add_argument("file", help="a deck list (text) or a JSON deck file; '-' reads standard input")
    cd.add_argument("--mode", choices=["duel", "match", "ffa3", "2v2"],
                    help="the mode, which decides the battlefields (default: the list's 'mode:' line, else duel)")
    cd.add_argument("--json", action="store_true")
    cd.set_defaults(func=cmd_check_deck)

    ca = sub.add_parser("cache", help="the cache directory: which files are used now; --prune deletes the others")
    ca.add_argument("--prune", action="store_true",
                    help="delete the files older versions of the documents or code left (stop those processes first)")
    ca.add_argument("--build", action="store_true",
                    help="build every file the service reads (index, search database, vectors, encoder snapshot)")
    ca.add_argument("--ship-vectors", action="store_true",
                    help="rewrite rules_index/vector_tables/ with the vectors of every current record text")
    ca.add_argument("--json", action="store_true")
    ca.set_defaults(func=cmd_cache)

    v = sub.add_parser("serve", help="run the web service (development server)")
    v.add_argument("--host", default="127.0.0.1")
    v.add_argument("--port", type=int, default=8000)
    v.set_defaults(func=cmd_serve)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.func(args)
    except BrokenPipeError:  # `judge resolve FILE --json | head`
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
