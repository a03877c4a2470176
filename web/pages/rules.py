"""The rule pages: home, ask (a free-text question), search, the rules tree and one rule
(``/rules/<id>``), the FAQ list and one entry. Their blueprint ``pages`` also chooses the
interface's language for every page (``?ui=``, the cookie, Accept-Language) and gives every
template its helpers (``t``, names of games, kinds, houses, …)."""

from __future__ import annotations

from urllib.parse import quote, urlencode

from flask import Blueprint, g, redirect, render_template, request

from rules_index.index import load
from rules_index.model import FAQ, GAMES

from ..core.card_text import set_name, shown_text
from ..core.cards import engine_status, search_cards
from ..core.data import ask, highlight
from ..core.graph_svg import rule_href
from ..i18n import (DEFAULT_UI, EDITION_NAMES, FAQ_GROUP_NAMES, GAME_NAMES, KIND_NAMES, LANG_NAMES, STRINGS, UI_LANGS,
                   guess_lang, translator)
from .differs import differs_note
from ..i18n.catalogue import tr
from ..i18n.cards import RB_DOMAINS, RB_RARITIES, RB_SUPERTYPES, RB_TYPES, RB_VARIANTS
from ..i18n.trace import ACTION_TYPES, CARD_TYPES, HOUSES, MODES, RARITIES, keyword_name, named
from .scenario_views import step_label
from .rules_views import faq_groups, faq_page, rule_page, rules_tree

pages = Blueprint("pages", __name__)
UI_COOKIE = "ui"
LANGS = ("de", "pl")
EXAMPLE_QUESTIONS = (  # (language, question): questions may be asked in any of the three
    ("en", "How many times does Bait and Switch steal?"),
    ("de", "Kann eine betäubte Kreatur kämpfen?"),
    ("de", "Was passiert mit erbeutetem Æmber, wenn die Kreatur das Spiel verlässt?"),
    ("de", "Was geschieht, wenn alle Ehre-Steine aufgebraucht sind?"),
)


def _filters() -> tuple[str | None, str | None, list[str]]:
    """``game`` and ``lang`` from the query string; unknown values are dropped and reported."""
    ignored = []
    game = request.args.get("game") or None
    lang = request.args.get("lang") or None
    if game not in (None, *GAMES):
        ignored.append(f"game={game}")
        game = None
    if lang not in (None, *LANGS):
        ignored.append(f"lang={lang}")
        lang = None
    return game, lang, ignored


def _query() -> str:
    return " ".join((request.args.get("q") or "").split())[:500]


@pages.before_app_request
def choose_ui_language():
    """The interface language: the explicit choice (``?ui=``, then remembered in a cookie), else
    the best of the browser's ``Accept-Language``, else German."""
    asked = request.args.get("ui")
    g.ui_set = asked in UI_LANGS
    remembered = request.cookies.get(UI_COOKIE)
    g.ui = (asked if g.ui_set else remembered if remembered in UI_LANGS
            else request.accept_languages.best_match(UI_LANGS) or DEFAULT_UI)


@pages.after_app_request
def remember_ui_language(resp):
    if getattr(g, "ui_set", False) and not request.path.startswith("/api/"):
        resp.set_cookie(UI_COOKIE, g.ui, max_age=365 * 24 * 3600, samesite="Lax")
    return resp


@pages.app_context_processor
def template_helpers():
    ui = getattr(g, "ui", DEFAULT_UI)
    t, kind = translator(ui)

    def with_ui(code: str) -> str:
        args = {k: v for k, v in request.args.items() if k != "ui"}
        args["ui"] = code
        return quote(request.path, safe="/:") + "?" + urlencode(args)

    def outcome_name(o: str | None) -> str:
        return t("outcome_" + o) if o and ("outcome_" + o) in STRINGS else (o or "")

    def field_label(key: str) -> str:
        from scenarios.messages import label_of

        return label_of(key)[ui]

    names = {"action_name": ACTION_TYPES, "house_name": HOUSES, "card_type_name": CARD_TYPES, "rarity_name": RARITIES,
             "mode_name": MODES, "rb_type_name": RB_TYPES, "rb_supertype_name": RB_SUPERTYPES, "domain_name": RB_DOMAINS,
             "rb_rarity_name": RB_RARITIES, "variant_name": RB_VARIANTS}
    def card_name(c) -> dict:
        """A KeyForge card's name in the page's language ({"name", "lang"}): its German or Polish
        name where it has one, else the English one (``lang`` then says so)."""
        own = c.get(f"name_{ui}") if ui in ("de", "pl") else None
        return {"name": own, "lang": None} if own else {"name": c.get("name_en"), "lang": None if ui == "en" else "en"}

    return {"t": t, "engine_status": engine_status, "card_name": card_name, "kind_name": kind, "outcome_name": outcome_name, "step_label": lambda s, game="keyforge": step_label(s, ui, game),
            "ui": ui, "ui_langs": UI_LANGS, "with_ui": with_ui, "field_label": field_label,
            **{k: (lambda code, table=table: named(table, code, ui)) for k, table in names.items()},
            "keyword_name": lambda k, game="keyforge": keyword_name(k, ui, game),
            "differs_note": lambda rule_id, note: differs_note(rule_id, note, ui),
            "lang_of": guess_lang, "edition_name": lambda e: tr(ui, EDITION_NAMES[e]) if e in EDITION_NAMES else e,
            "rule_url": rule_href, "faq_url": lambda i: "/faq/" + rule_href(i)[len("/rules/"):],
            "game_names": GAME_NAMES, "lang_names": LANG_NAMES, "kind_names": KIND_NAMES,
            "faq_group_names": FAQ_GROUP_NAMES, "highlight": highlight,
            "set_name": lambda code, english=None: set_name(code, english, ui), "card_text": shown_text}


@pages.get("/")
def home():
    return render_template("home.html", examples=EXAMPLE_QUESTIONS)


@pages.get("/ask")
def ask_page():
    q = _query()
    if not q:
        return redirect("/")
    game, lang, ignored = _filters()
    result = ask(q, game=game, lang=lang, limit=6, show=getattr(g, "ui", DEFAULT_UI))
    index = load()
    return render_template("ask.html", q=q, game=game, lang=lang, ignored=ignored, result=result,
                           twin_titles={h["id"]: index[h["twin"]].text().title
                                        for h in result["faq"] if h.get("twin") in index.rules})


@pages.get("/search")
def search_page():
    q = _query()
    game, lang, ignored = _filters()
    hits = [h.to_dict() for h in load().search_engine.search(q, game=game, lang=lang, limit=25)] if q else []
    cards = search_cards(q, limit=5, game=game, strict=True) if q else []  # every game with cards, or the one asked
    return render_template("search.html", q=q, game=game, lang=lang, ignored=ignored, hits=hits, cards=cards,
                           games=GAMES, langs=LANGS)


@pages.get("/rules")
def rules_index_page():
    return render_template("rules_index.html", tree=rules_tree(load(), g.ui))


@pages.get("/rules/<path:rule_id>")
def rule_detail(rule_id: str):
    index = load()
    rule = index.get(rule_id)
    if rule is None:
        return render_template("not_found.html", rule_id=rule_id, nearest=index.nearest(rule_id)), 404
    return render_template("rule.html", **rule_page(index, rule, g.ui))


@pages.get("/faq")
def faq_list_page():
    return render_template("faq_list.html", groups=faq_groups(load()))


@pages.get("/faq/<path:faq_id>")
def faq_detail_page(faq_id: str):
    index = load()
    rule = index.get(faq_id)
    if rule is None or rule.kind != FAQ:
        if rule is not None:
            return redirect(rule_href(rule.id))  # a rule, not an FAQ entry: show it in the browser
        nearest = [r for r in index.nearest(faq_id, limit=10) if index[r].kind == FAQ][:5]
        return render_template("not_found.html", rule_id=faq_id, nearest=nearest), 404
    return render_template("faq_entry.html", **faq_page(index, rule, g.ui))

