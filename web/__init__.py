"""The web service: JSON API under /api/v1/ (OpenAPI generated from the pydantic models,
interactive docs at /api/v1/docs) and HTML pages for people."""

from .app import create_app

__all__ = ["create_app"]
