"""One interaction's life: the INTERACTION_CREATE a person's action makes, its 3 s deadline, the bot's answer,
and the REST calls the bot made while answering it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from .errors import DiscordAPIError
from .model import (
    BOT_DM_CONTEXT,
    DM,
    EVERYONE_PERMISSIONS,
    GUILD_CONTEXT,
    GUILD_INSTALL,
    PRIVATE_CHANNEL_CONTEXT,
    USE_EXTERNAL_APPS,
    USER_INSTALL,
    Application,
    Channel,
    Guild,
    Member,
    StoredMessage,
    message_text,
)

APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
APPLICATION_COMMAND_AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9
MAX_SUGGESTIONS = 25  # autocomplete choices Discord lists

# The answers Discord accepts per interaction type (UPDATE kinds need a message to update).
ALLOWED_ANSWERS = {
    APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL},
    MESSAGE_COMPONENT: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE, MODAL},
    MODAL_SUBMIT: {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE},
    APPLICATION_COMMAND_AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
}
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# "Apps are limited to 5 followup messages per interaction if it was initiated from a user-installed app and isn't
# installed in the server (meaning the authorizing integration owners object only contains USER_INSTALL)"
# (https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages); past it: 40094.
USER_INSTALL_FOLLOWUPS = 5


@dataclass(frozen=True)
class RestCall:
    """One REST request the stand-in served."""

    method: str
    route: str  # e.g. "PATCH /channels/{channel_id}/messages/{message_id}"
    path: str
    app_id: int | None
    interaction_id: int | None
    status: int
    at: float
    host: str = ""  # the name the client asked for (its Host header)
    secure: bool = False  # over TLS


@dataclass
class InteractionRecord:
    id: int
    token: str
    type: int
    app: Application
    user: Member
    channel: Channel
    message: StoredMessage | None  # the message whose component was used
    deadline: float  # monotonic time after which Discord forgets the interaction
    created_at: float = field(default_factory=time.monotonic)
    answer_type: int | None = None
    answered_at: float | None = None
    response_message: StoredMessage | None = None  # what @original points at
    answered_with: dict[str, Any] = field(default_factory=dict)  # that message as the answer left it
    modal: dict[str, Any] | None = None
    suggestions: list[dict[str, Any]] | None = None  # an autocomplete answer's choices
    followups: list[StoredMessage] = field(default_factory=list)
    refusals: list[DiscordAPIError] = field(default_factory=list)
    calls: list[RestCall] = field(default_factory=list)
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    # who authorized the app there: {"0": guild id} for a guild install, {"1": user id} for the user's own
    # (https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-authorizing-integration-owners-object)
    owners: dict[str, str] = field(default_factory=dict)
    forced_ephemeral: bool = False  # a user install in a server whose members may not use external apps

    @property
    def pending(self) -> bool:
        return self.answer_type is None and time.monotonic() <= self.deadline

    @property
    def user_install_only(self) -> bool:
        return str(GUILD_INSTALL) not in self.owners


@dataclass
class Answer:
    """The bot's answer to one interaction as the person saw it when it arrived."""

    record: InteractionRecord
    type: int  # 4 message, 5 deferred message, 6 deferred update, 7 update, 9 modal
    message: StoredMessage | None  # the live message answered with (new, updated or deferred)
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    ephemeral: bool
    modal: dict[str, Any] | None

    @classmethod
    def of(cls, record: InteractionRecord) -> Answer:
        assert record.answer_type is not None
        message = record.response_message
        data = record.answered_with
        return cls(
            record=record, type=record.answer_type, message=message, content=data.get("content") or "",
            embeds=data.get("embeds") or [], components=data.get("components") or [],
            ephemeral=message is not None and message.ephemeral, modal=record.modal,
        )

    @property
    def rest_calls(self) -> list[RestCall]:
        """Calls carrying this interaction's token, plus the app's other calls made before it answered."""
        return list(self.record.calls)

    def text(self) -> str:
        readings = self.message.emoji_readings if self.message is not None else {}
        return message_text(self.record.answered_with, readings)


def owners_of(app: Application, user: Member, guild: Guild | None) -> dict[str, str]:
    """Who authorized the app where the person used it: the guild, if it installed the app, and the person, if
    they installed it to their own account (in a DM with the bot, Discord names the guild install "0")."""
    owners: dict[str, str] = {}
    if guild is not None and guild.bot_installed:
        owners[str(GUILD_INSTALL)] = str(guild.id)
    if user.id in app.user_installs:
        owners[str(USER_INSTALL)] = str(user.id)
    return owners


def interaction_payload(
    record: InteractionRecord, guild: Guild | None, data: dict[str, Any], *, permissions: int
) -> dict[str, Any]:
    """A complete INTERACTION_CREATE: discord.py's read loop dies on a missing key, so nothing is left out. In a
    DM or group DM there is no guild: the person comes as `user`, not `member`, and `context` says which
    (https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object)."""
    payload: dict[str, Any] = {
        "id": str(record.id), "application_id": str(record.app.id), "type": record.type, "token": record.token,
        "version": 1, "channel_id": str(record.channel.id), "channel": record.channel.payload(),
        "locale": record.user.locale, "entitlements": [],
        "authorizing_integration_owners": record.owners,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT, "data": data,
    }
    if guild is None:
        context = BOT_DM_CONTEXT if record.channel.type == DM else PRIVATE_CHANNEL_CONTEXT
        # what an app may do in a private channel: speak, embed, attach, use external apps (it is there)
        payload.update({"user": record.user.user_payload(), "context": context,
                        "app_permissions": str(EVERYONE_PERMISSIONS)})
    else:
        # Without a guild install the app acts with the person's own rights there (as Discord sends them:
        # https://github.com/discord/discord-api-docs/issues/7251); a server that took away "Use External Apps"
        # shows in them, and its answers are made ephemeral
        # (https://discord.com/developers/docs/topics/permissions: USE_EXTERNAL_APPS, 1 << 50).
        app_permissions = record.app.permissions if guild.bot_installed else permissions | (
            0 if record.forced_ephemeral else USE_EXTERNAL_APPS)
        if record.forced_ephemeral:
            app_permissions &= ~USE_EXTERNAL_APPS
        payload.update({
            "guild_id": str(guild.id), "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
            "member": record.user.member_payload(permissions=permissions), "guild_locale": guild.locale,
            "context": GUILD_CONTEXT, "app_permissions": str(app_permissions),
        })
    if record.message is not None:
        # Shallow copy: edits replace a message's fields rather than mutate them.
        payload["message"] = dict(record.message.data)
    return payload
