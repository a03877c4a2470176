"""Flask app factory: ``web:create_app()`` (what gunicorn serves)."""

from __future__ import annotations

import json

from flask import g, jsonify, request
from flask_openapi3 import Info, OpenAPI
from werkzeug.exceptions import HTTPException

from rules_index.nearest import close_budget, open_budget

from .api import register_api
from .api.models import ErrorOut
from .i18n.catalogue import N_, answer, said

MAX_BODY = 256 * 1024  # bytes; a scenario is a few KB
MAX_URL = 4096  # characters; gunicorn.conf.py lets longer request lines through to say so in JSON
#: nearest-name lookups ("did you mean") one request may make: 40 cost at most ~0.1 s (issue 21)
MAX_LOOKUPS = 40
#: what an HTTP error says in German and Polish (the English is werkzeug's description)
HTTP_MESSAGES = {
    400: N_("Ungültige Anfrage"), 404: N_("Diese Adresse gibt es nicht"),
    405: N_("Diese Methode ist hier nicht erlaubt"), 415: N_("Falscher Inhaltstyp"), 500: N_("Interner Fehler"),
    503: N_("Der Dienst ist überlastet; bitte gleich noch einmal versuchen"),
}

#: no inline script anywhere on our pages (styles: the editor positions its line marks with an
#: inline custom property); nothing may frame the service
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
#: the Swagger UI under /api/v1/docs (a third-party page) starts itself with an inline script
CSP_API_DOCS = CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
SECURITY_HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin",
                    "X-Frame-Options": "DENY", "Cross-Origin-Opener-Policy": "same-origin"}


def _validation_error(e):
    """pydantic errors → our error shape, with the offending field as a pointer."""
    errors = e.errors(include_url=False, include_context=False, include_input=False)
    first = errors[0] if errors else {"loc": (), "msg": "invalid request"}
    pointer = "/" + "/".join(str(p) for p in first.get("loc", ()))
    body = ErrorOut(error="invalid_request", **answer(said(N_("{pointer}: ungültige Angabe"), pointer=pointer),
                                                      english=f"{pointer}: {first.get('msg')}"),  # pydantic's words
                    pointer=pointer, details=errors,
                    errors=[{"pointer": "/" + "/".join(str(p) for p in e.get("loc", ())), "message": e.get("msg", "")}
                            for e in errors])
    resp = jsonify(body.model_dump())
    resp.status_code = 400
    return resp


def _restore_pattern_properties(spec: dict) -> None:
    """flask-openapi3's schema model drops ``patternProperties``: a map keyed by player name
    (``players``) would then accept any key and any value in the published document while the
    server rejects them. Copy them back from pydantic's own schemas (OpenAPI 3.1 is JSON
    Schema), and close the map to other keys as the server does."""
    from judge.games import scenario_schema

    defs = scenario_schema(ref_template="#/components/schemas/{model}").get("$defs", {})
    components = spec.get("components", {}).get("schemas", {})
    for name, schema in defs.items():
        target = components.get(name)
        for prop, sub in (schema.get("properties") or {}).items():
            if target and "patternProperties" in sub and prop in (target.get("properties") or {}):
                target["properties"][prop]["patternProperties"] = sub["patternProperties"]
                target["properties"][prop]["additionalProperties"] = False


def _error_response(description: str) -> dict:
    return {"description": description,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}}}


#: what every operation may answer besides its own responses (the app's limits, ``create_app``)
COMMON_RESPONSES = {"414": _error_response(f"the URL is longer than {MAX_URL} characters")}
BODY_RESPONSES = {"413": _error_response(f"the request body is larger than {MAX_BODY // 1024} KB"),
                  "415": _error_response("the request body is not sent as application/json")}


def openapi_spec(app: OpenAPI) -> dict:
    """The generated document, with the request-validation error (400) described as what
    it is: one ErrorOut object (flask-openapi3 documents a list), and the answers the app's
    limits give on every operation (414; a body: 413, 415)."""
    spec = app.api_doc  # generated once, then cached on the app
    _restore_pattern_properties(spec)
    for path_item in spec.get("paths", {}).values():
        for method, operation in path_item.items():
            responses = operation.setdefault("responses", {})
            for code, body in {**COMMON_RESPONSES, **(BODY_RESPONSES if method == "post" else {})}.items():
                responses.setdefault(code, body)
            resp = (operation.get("responses") or {}).get("400") or {}
            schema = resp.get("content", {}).get("application/json", {}).get("schema", {})
            if schema.get("type") == "array" and schema.get("items", {}).get("$ref", "").endswith("/ErrorOut"):
                resp["content"]["application/json"]["schema"] = schema["items"]
    return spec


def create_app(config: dict | None = None) -> OpenAPI:
    app = OpenAPI(
        __name__,
        info=Info(title="Rules judge", version="1", description="Settles card-game rules questions and shows its work."),
        doc_prefix="/api/v1/docs",
        doc_url="/openapi.json",
        validation_error_status=400,
        validation_error_model=ErrorOut,
        validation_error_callback=_validation_error,
        security_schemes={},
    )
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    app.json.ensure_ascii = False
    if config:
        app.config.update(config)

    @app.errorhandler(HTTPException)
    def http_error(e: HTTPException):
        if not request.path.startswith("/api/"):
            from .pages.errors import error_page

            return error_page(e.code or 500, e.description or e.name)
        english = e.description or e.name  # werkzeug's
        words = answer(said(HTTP_MESSAGES[e.code]), english=english) if e.code in HTTP_MESSAGES else {"message": english}
        if e.code == 413:
            words = answer(said(N_("Der Inhalt der Anfrage ist größer als {kb} KB"), kb=MAX_BODY // 1024))
        if e.code == 414:
            words = answer(said(N_("Die URL ist länger als {most} Zeichen"), most=MAX_URL))
        if e.code == 415:
            sent = request.mimetype or said(N_("ohne Typ"))
            words = answer(said(N_("Der Inhalt muss als application/json gesendet werden (Content-Type), nicht {sent}"),
                                sent=sent))
        body = ErrorOut(error=(e.name or "error").lower().replace(" ", "_"), **words)
        resp = jsonify(body.model_dump())
        resp.status_code = e.code or 500
        for key, value in e.get_headers():  # Allow (405), Location (a redirect to the canonical URL)
            if key.lower() in ("allow", "location"):
                resp.headers[key] = value
        return resp

    @app.errorhandler(Exception)
    def unexpected_error(e: Exception):
        """Never a traceback: log it, answer with JSON (API) or an error page."""
        if isinstance(e, HTTPException):
            return http_error(e)
        app.logger.exception("unhandled error on %s", request.path)
        if not request.path.startswith("/api/"):
            from .pages.errors import error_page

            return error_page(500, "internal error")
        body = ErrorOut(error="internal_error", **answer(said(N_("Interner Fehler ({error})"), error=type(e).__name__)))
        resp = jsonify(body.model_dump())
        resp.status_code = 500
        return resp

    @app.before_request
    def bounded_matching():
        """Every request may look up at most this many nearest names (``rules_index.nearest``)."""
        g.nearest_budget = open_budget(MAX_LOOKUPS)

    @app.teardown_request
    def end_bounded_matching(_exc):
        token = g.pop("nearest_budget", None)
        if token is not None:
            close_budget(token)

    @app.before_request
    def url_length():
        if len(request.full_path) > MAX_URL:
            from werkzeug.exceptions import RequestURITooLarge

            raise RequestURITooLarge()

    @app.before_request
    def json_bodies_only():
        """A POST to the API carries JSON, said so: a body sent as text/plain, a form or with no
        type (what another site's page may send without asking) is refused before it is read."""
        if request.routing_exception is not None:  # no such route or method: its 404/405 comes first
            return
        if request.method == "POST" and request.path.startswith("/api/") and not request.is_json:
            from werkzeug.exceptions import UnsupportedMediaType

            raise UnsupportedMediaType()

    @app.after_request
    def json_redirects(resp):
        """Flask answers its own redirects (merged slashes, a missing trailing slash) with an
        HTML page that no error handler sees: under /api/ say it in JSON, keeping Location."""
        if request.path.startswith("/api/") and resp.status_code in (301, 302, 307, 308) and resp.mimetype == "text/html":
            body = ErrorOut(error="moved", **answer(said(N_("Diese Ressource liegt unter {location}"),
                                                         location=resp.headers.get("Location"))))
            resp.set_data(json.dumps(body.model_dump(), ensure_ascii=False))
            resp.mimetype = "application/json"
        return resp

    @app.after_request
    def security_headers(resp):
        resp.headers["Content-Security-Policy"] = CSP_API_DOCS if request.path.startswith("/api/v1/docs") else CSP
        for key, value in SECURITY_HEADERS.items():
            resp.headers.setdefault(key, value)
        return resp

    register_api(app)

    @app.get("/api/v1/openapi.json")
    def openapi_document():
        """The generated OpenAPI document (also served at /api/v1/docs/openapi.json)."""
        return jsonify(openapi_spec(app))
    from .pages import register_pages

    register_pages(app)
    openapi_spec(app)  # generate (and correct) the document once, for both URLs that serve it
    return app
