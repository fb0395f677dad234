"""Discord's error answers, shaped the way discord.py parses them (status + JSON code/message/errors)."""

from __future__ import annotations

from typing import Any

# Discord's JSON error codes that the stand-in can answer with.
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
CANNOT_EDIT_OTHERS_MESSAGE = 50005
EMPTY_MESSAGE = 50006
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

    def __str__(self) -> str:
        if not self.errors:
            return f"{self.status} {self.code}: {self.message}"
        return f"{self.status} {self.code}: {self.message} {self.errors}"


def invalid_form_body(path: str, error_code: str, message: str) -> DiscordAPIError:
    """Discord's 50035 with the nested `errors` tree for one dotted field path (e.g. `data.components.0.custom_id`)."""
    tree: dict[str, Any] = {"_errors": [{"code": error_code, "message": message}]}
    for key in reversed(path.split(".")):
        tree = {key: tree}
    return DiscordAPIError(400, INVALID_FORM_BODY, "Invalid Form Body", tree)


def not_found(code: int, message: str) -> DiscordAPIError:
    return DiscordAPIError(404, code, message)
