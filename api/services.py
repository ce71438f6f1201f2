"""What routes use, made once per app inside create_app (never at import): Redis, settings, the fetcher."""
from dataclasses import dataclass

import redis
from flask import current_app

from workers.service.fetcher import Fetcher
from workers.service.settings import Settings


@dataclass
class Services:
    redis: redis.Redis
    settings: Settings
    fetcher: Fetcher

    def close(self) -> None:
        self.fetcher.close()
        self.redis.close()


def services() -> Services:
    return current_app.extensions["tokcheck"]
