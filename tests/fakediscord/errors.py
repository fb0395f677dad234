"""Discord's error answers, shaped the way discord.py parses them (status + JSON code/message/errors)."""

from __future__ import annotations

import math
from typing import Any

VIA = "1.1 google"  # what Discord's proxy adds to every answer

# Discord's JSON error codes that the stand-in can answer with.
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_EMOJI = 10014
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
MAXIMUM_EMOJIS = 30008
MAXIMUM_OLD_MESSAGE_EDITS = 30046
ALREADY_ACKNOWLEDGED = 40060
MAXIMUM_FOLLOWUPS = 40094  # "This interaction has hit the maximum number of follow up messages"
MISSING_ACCESS = 50001
CANNOT_EDIT_OTHERS_MESSAGE = 50005
EMPTY_MESSAGE = 50006
INVALID_WEBHOOK_TOKEN = 50027
INVALID_FORM_BODY = 50035


class DiscordAPIError(Exception):
    """An answer Discord refuses a request with; raised by validators, turned into a response by the REST layer."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.errors is not None:
            body["errors"] = self.errors
        return body

    def headers(self) -> dict[str, str]:
        return {}

    def __str__(self) -> str:
        if not self.errors:
            return f"{self.status} {self.code}: {self.message}"
        return f"{self.status} {self.code}: {self.message} {self.errors}"


class RateLimited(DiscordAPIError):
    """Discord's 429 for the bot's own limit; subclasses, a route's bucket or the global limit. discord.py sleeps
    `retry_after` and retries only when the answer carries a `Via` header (Discord's come through its proxy);
    without one it takes the 429 for a Cloudflare ban and raises."""

    is_global = False

    def __init__(self, retry_after: float) -> None:
        super().__init__(429, 0, "You are being rate limited.")
        self.retry_after = retry_after

    def body(self) -> dict[str, Any]:
        return {**super().body(), "retry_after": round(self.retry_after, 3), "global": self.is_global}

    def headers(self) -> dict[str, str]:
        return {"Via": VIA, "Retry-After": str(math.ceil(self.retry_after)), **self.limit_headers()}

    def limit_headers(self) -> dict[str, str]:
        """The headers that say which limit was hit."""
        return {"X-RateLimit-Global": "false", "X-RateLimit-Scope": "user"}


def invalid_form_body(path: str, error_code: str, message: str) -> DiscordAPIError:
    """Discord's 50035 with the nested `errors` tree for one dotted field path (e.g. `data.components.0.custom_id`)."""
    tree: dict[str, Any] = {"_errors": [{"code": error_code, "message": message}]}
    for key in reversed(path.split(".")):
        tree = {key: tree}
    return DiscordAPIError(400, INVALID_FORM_BODY, "Invalid Form Body", tree)


def not_found(code: int, message: str) -> DiscordAPIError:
    return DiscordAPIError(404, code, message)


def failure(status: int) -> DiscordAPIError:
    """What Discord answers a request it fails with `status` (`FakeDiscord.fail_route`)."""
    if status == 403:
        return DiscordAPIError(403, MISSING_ACCESS, "Missing Access")
    return DiscordAPIError(status, 0, f"{status}: Discord could not handle the request")
