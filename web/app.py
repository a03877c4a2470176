"""Flask app factory: ``web:create_app()`` (what gunicorn serves)."""

from __future__ import annotations

from flask import jsonify, request
from flask_openapi3 import Info, OpenAPI
from werkzeug.exceptions import HTTPException

from .api import register_api
from .models import ErrorOut

MAX_BODY = 256 * 1024  # bytes; a scenario is a few KB


def _validation_error(e):
    """pydantic errors → our error shape, with the offending field as a pointer."""
    errors = e.errors(include_url=False, include_context=False, include_input=False)
    first = errors[0] if errors else {"loc": (), "msg": "invalid request"}
    pointer = "/" + "/".join(str(p) for p in first.get("loc", ()))
    body = ErrorOut(error="invalid_request", message=f"{pointer}: {first.get('msg')}",
                    message_de=f"{pointer}: ungültige Angabe", pointer=pointer, details=errors)
    resp = jsonify(body.model_dump())
    resp.status_code = 400
    return resp


def create_app(config: dict | None = None) -> OpenAPI:
    app = OpenAPI(
        __name__,
        info=Info(title="Rules judge", version="1", description="Settles card-game rules questions and shows its work."),
        doc_prefix="/api/v1/docs",
        doc_url="/openapi.json",
        validation_error_status=400,
        validation_error_model=ErrorOut,
        validation_error_callback=_validation_error,
    )
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    app.json.ensure_ascii = False
    if config:
        app.config.update(config)

    @app.errorhandler(HTTPException)
    def http_error(e: HTTPException):
        if not request.path.startswith("/api/"):
            from .pages import error_page

            return error_page(e.code or 500, e.description or e.name)
        body = ErrorOut(error=(e.name or "error").lower().replace(" ", "_"), message=e.description or e.name)
        resp = jsonify(body.model_dump())
        resp.status_code = e.code or 500
        return resp

    register_api(app)

    @app.get("/api/v1/openapi.json")
    def openapi_document():
        """The generated OpenAPI document (also served at /api/v1/docs/openapi.json)."""
        return jsonify(app.api_doc)
    from .pages import register_pages

    register_pages(app)
    return app
