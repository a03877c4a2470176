# The rules judge service: gunicorn serving web:create_app() on the built-in index.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    RULES_JUDGE_CACHE=/app/.cache \
    RULES_JUDGE_DOCS=/app/docs \
    JUDGE_BIND=0.0.0.0:8000

WORKDIR /app
COPY pyproject.toml README.md gunicorn.conf.py ./
COPY judge ./judge
COPY rules_index ./rules_index
COPY scenarios ./scenarios
COPY web ./web
COPY docs ./docs
# everything the service reads is built into the image (index, search database, ask's
# vectors, the encoder snapshot): a container answers within seconds of starting
RUN pip install --no-cache-dir . \
    && judge cache --build \
    && useradd --system --uid 10001 --home /app judge \
    && chown -R 10001 /app/.cache

USER 10001
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/api/v1/health', timeout=4)"]
CMD ["gunicorn", "-c", "gunicorn.conf.py", "web:create_app()"]
