# The tokcheck service image. The API by default; workers are the same image with `tokcheck worker`.
# Dependencies install before the source is copied, so a code change rebuilds only the last layers.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app

COPY pyproject.toml README.md ./
RUN mkdir -p tokcheck workers api && touch tokcheck/__init__.py workers/__init__.py api/__init__.py \
    && pip install --no-cache-dir . && pip uninstall -y tokcheck

COPY tokcheck ./tokcheck
COPY workers ./workers
COPY api ./api
RUN pip install --no-cache-dir --no-deps . \
    && useradd --create-home --uid 10001 tokcheck
USER tokcheck

EXPOSE 8000
# TOKCHECK_REDIS_URL must point at a Redis server here; without it `serve` would embed one inside the container.
CMD ["tokcheck", "serve", "--host", "0.0.0.0", "--port", "8000", "--workers", "1"]
