"""What routes use, made once per app inside create_app (never at import): Redis, settings, the fetcher, and
the listener that wakes waiting readers."""
from dataclasses import dataclass

import redis
from flask import current_app

from api.claims.wakeups import Wakeups
from workers.service.fetcher import Fetcher
from workers.service.settings import Settings


@dataclass
class Services:
    redis: redis.Redis
    settings: Settings
    fetcher: Fetcher
    wakeups: Wakeups

    def close(self) -> None:
        self.wakeups.close()
        self.fetcher.close()
        self.redis.close()


def services() -> Services:
    return current_app.extensions["tokcheck"]
