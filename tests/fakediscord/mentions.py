"""Who a new message notifies, as Discord decides it from the content's mentions and `allowed_mentions`.

Discord (Message resource, "Allowed Mentions Object"): only mentions in `content` count (never in embeds), and
only when a message is created (an edit notifies nobody). Without `allowed_mentions` every mention in the
content notifies. With it, `parse` lists the kinds that notify ("users", "roles", "everyone"; absent: none) and
`users`/`roles` list ids that do (at most 100 each); "users" in `parse` together with a `users` list is refused
with 400 (50035). The message's `mentions` lists the users it notified.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import DiscordAPIError, invalid_form_body
from .model import Guild

USER_MENTION = re.compile(r"<@!?(\d+)>")
PARSE_KINDS = {"users", "roles", "everyone"}
MAX_LISTED = 100


def check_allowed_mentions(allowed: Any, path: str = "allowed_mentions") -> None:
    """Refuse an `allowed_mentions` object as Discord does."""
    if allowed is None:
        return
    if not isinstance(allowed, dict):
        raise invalid_form_body(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType")
    parse = allowed.get("parse") or []
    if any(kind not in PARSE_KINDS for kind in parse):
        raise invalid_form_body(f"{path}.parse", "ENUM_TYPE_COERCE", f"Value is not a valid enum value: {parse}")
    for listed in ("users", "roles"):
        ids = allowed.get(listed) or []
        if len(ids) > MAX_LISTED:
            raise invalid_form_body(f"{path}.{listed}", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")
        if listed in parse and ids:
            raise DiscordAPIError(400, 50035, "Invalid Form Body", {path: {"_errors": [{
                "code": "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                "message": f'Allowed mentions parse value "{listed}" and {listed} list are mutually exclusive.',
            }]}})


def notified_users(content: str, allowed: dict[str, Any] | None, guild: Guild) -> list[int]:
    """Ids of the guild's people the content mentions and `allowed` lets it notify, in order, each once."""
    everyone = "@everyone" in content or "@here" in content
    if allowed is None:
        users_ok, listed, everyone_ok = True, set(), True
    else:
        parse = allowed.get("parse") or []
        users_ok, listed, everyone_ok = "users" in parse, {int(i) for i in allowed.get("users") or []}, (
            "everyone" in parse)
    if everyone and everyone_ok:
        return list(guild.members)
    found: list[int] = []
    for match in USER_MENTION.finditer(content):
        user_id = int(match[1])
        if user_id in guild.members and user_id not in found and (users_ok or user_id in listed):
            found.append(user_id)
    return found
