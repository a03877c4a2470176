"""The web service: JSON API under /api/v1/ (OpenAPI generated from the pydantic models,
interactive docs at /api/v1/docs) and HTML pages for people.

- ``app``: the factory ``create_app()`` (what gunicorn serves): limits, error handlers,
  security headers, the finished OpenAPI document;
- ``api/``: the JSON API, one module per resource with its models beside it;
- ``pages/``: the HTML pages, one module per page family with its view models beside it;
- ``core/``: what the API and the pages both use (rules data and ask, the engine, the built-in
  scenarios, cards, decks, …);
- ``i18n/``: the interface's words (gettext catalogues); ``templates/`` and ``static/``: the
  pages' Jinja2 templates, scripts and styles.

Each package's docstring says what lives there and where a new endpoint, page or model goes.
"""

from .app import create_app

__all__ = ["create_app"]
