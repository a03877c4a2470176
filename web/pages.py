"""HTML pages for people (server-rendered)."""

from __future__ import annotations

from flask import Flask, redirect


def register_pages(app: Flask) -> None:
    @app.get("/")
    def home():
        return redirect("/api/v1/docs")
