"""The HTML error pages: the app's error handler (``web.app``) answers with these for every
path outside /api/ (the API answers errors as JSON)."""

from __future__ import annotations

from flask import g, render_template

from ..i18n import DEFAULT_UI, STRINGS, translator


def error_page(code: int, message: str):
    """An HTML error page (the app's error handler uses it for paths outside /api/), saying
    what happened in the interface's language (werkzeug's ``message`` is English)."""
    if code == 404:
        return render_template("not_found.html", rule_id=None, nearest=[]), 404
    t, _ = translator(getattr(g, "ui", DEFAULT_UI))
    key = f"http_{code}" if f"http_{code}" in STRINGS else "http_other"
    return render_template("error.html", code=code, message=t(key)), code
