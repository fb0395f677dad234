"""What the stand-in keeps, as Discord keeps it: the guild, its channels, roles, people, bot applications, messages."""

from __future__ import annotations

import copy
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .ids import iso_now
from .limits import BUTTON, IS_COMPONENTS_V2, STRING_SELECT, TEXT_DISPLAY, walk_components

if TYPE_CHECKING:
    from .events import ScheduledEvent

# Permission bits (https://discord.com/developers/docs/topics/permissions).
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_EXTERNAL_EMOJIS = 1 << 18
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
ADMINISTRATOR = 1 << 3
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
USE_EXTERNAL_APPS = 1 << 50
ALL_PERMISSIONS = (1 << 53) - 1

EVERYONE_PERMISSIONS = (  # as Discord's @everyone has them by default, threads included
    VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY | ADD_REACTIONS
    | USE_EXTERNAL_EMOJIS | USE_APPLICATION_COMMANDS | USE_EXTERNAL_APPS | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS | SEND_MESSAGES_IN_THREADS
)
BOT_PERMISSIONS = EVERYONE_PERMISSIONS | MANAGE_MESSAGES

EPHEMERAL = 1 << 6
LOADING = 1 << 7
GUILD_TEXT = 0
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)
DM = 1  # https://discord.com/developers/docs/resources/channel#channel-object-channel-types
GROUP_DM = 3

# Where an interaction comes from and who installed the app there
# (https://discord.com/developers/docs/interactions/application-commands#interaction-contexts,
# https://discord.com/developers/docs/resources/application#application-object-application-integration-types).
GUILD_CONTEXT = 0
BOT_DM_CONTEXT = 1
PRIVATE_CHANNEL_CONTEXT = 2
GUILD_INSTALL = 0
USER_INSTALL = 1


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "name": self.name, "permissions": str(self.permissions), "position": self.position,
            "color": 0, "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False, "managed": False, "mentionable": False, "icon": None, "unicode_emoji": None, "flags": 0,
        }


@dataclass
class Member:
    """A person in the guild, as a test drives them."""

    id: int
    name: str
    locale: str
    role_ids: list[int]
    joined_at: str = field(default_factory=iso_now)

    def user_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "username": self.name.lower(), "discriminator": "0", "global_name": self.name,
            "avatar": None, "bot": False, "public_flags": 0,
        }

    def member_payload(self, *, permissions: int | None = None, with_user: bool = True) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "roles": [str(role_id) for role_id in self.role_ids], "nick": None, "avatar": None, "banner": None,
            "joined_at": self.joined_at, "premium_since": None, "deaf": False, "mute": False, "pending": False,
            "flags": 0, "communication_disabled_until": None,
        }
        if with_user:
            payload["user"] = self.user_payload()
        if permissions is not None:
            payload["permissions"] = str(permissions)
        return payload


@dataclass
class Application:
    """One bot application: its token, bot user, registered commands and how it has talked to the gateway."""

    id: int
    name: str
    token: str
    permissions: int = BOT_PERMISSIONS
    global_commands: list[dict[str, Any]] = field(default_factory=list)
    guild_commands: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    identify_count: int = 0
    resume_count: int = 0
    gateway_urls: list[str] = field(default_factory=list)  # where each IDENTIFY and RESUME came, e.g. "wss://gateway.discord.gg/"
    sync_count: int = 0
    joined_at: str = field(default_factory=iso_now)
    verify_key: str = field(default_factory=lambda: secrets.token_hex(32))
    emojis: list[dict[str, Any]] = field(default_factory=list)  # its application emojis, as Discord returns them
    emoji_images: dict[str, bytes] = field(default_factory=dict)  # emoji id → the image uploaded
    user_installs: set[int] = field(default_factory=set)  # the people who installed it to their own account
    # Set by whoever runs the bot (BotProcess) so failures can show what the bot logged.
    describe_bot: Callable[[], str] | None = None

    def user_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "username": self.name, "discriminator": "0000", "global_name": None, "avatar": None,
            "bot": True, "public_flags": 0, "flags": 0, "verified": True, "mfa_enabled": False, "locale": "en-US",
        }

    def member_payload(self) -> dict[str, Any]:
        return {
            "user": self.user_payload(), "roles": [], "nick": None, "avatar": None, "joined_at": self.joined_at,
            "premium_since": None, "deaf": False, "mute": False, "pending": False, "flags": 0,
        }

    def application_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "name": self.name, "description": "", "icon": None, "bot_public": False,
            "bot_require_code_grant": False, "verify_key": self.verify_key, "flags": 0, "team": None,
            "summary": "", "type": None, "rpc_origins": [], "terms_of_service_url": None, "privacy_policy_url": None,
            "owner": {
                "id": "1", "username": "owner", "discriminator": "0", "global_name": "Owner", "avatar": None,
                "public_flags": 0,
            },
            "bot": self.user_payload(),
        }

    def has_commands(self) -> bool:
        """Whether any sync has registered commands, globally or in a guild."""
        return bool(self.global_commands) or any(self.guild_commands.values())

    def commands_in(self, guild_id: int) -> list[dict[str, Any]]:
        """Commands usable in the guild: its guild commands first, then the global ones."""
        return [*self.guild_commands.get(guild_id, []), *self.global_commands]

    def describe(self) -> str:
        if self.describe_bot is None:
            return ""
        return f"\n--- {self.name} ---\n{self.describe_bot()}"


CUSTOM_EMOJI = re.compile(r"<a?:(\w{2,32}):\d+>")
MARKDOWN_MARKS = re.compile(r"^(?:#{1,3}|-#) ", re.MULTILINE)  # a heading's, a small line's


def message_text(data: dict[str, Any], readings: dict[str, str] | None = None) -> str:
    """Everything a person reads on a message, one block: its content and its embeds' texts, or a Components V2
    message's text displays in the order they show (a heading's or a small line's markdown marks left out, as a
    person does not read them). With `readings`, custom emoji markup `<:name:id>` reads as a person reads the
    picture (`readings[name]`, else `:name:`)."""
    parts = [data.get("content") or ""]
    for embed in data.get("embeds") or []:
        parts += [embed.get("title") or "", embed.get("description") or ""]
        for embed_field in embed.get("fields") or []:
            parts += [embed_field.get("name") or "", embed_field.get("value") or ""]
        parts.append((embed.get("footer") or {}).get("text") or "")
    for _, component in walk_components(data.get("components") or [], ""):
        if component.get("type") == TEXT_DISPLAY:
            parts.append(MARKDOWN_MARKS.sub("", component.get("content") or ""))
    text = "\n".join(part for part in parts if part)
    if readings is None:
        return text
    return CUSTOM_EMOJI.sub(lambda emoji: readings.get(emoji[1], f":{emoji[1]}:"), text)


class StoredMessage:
    """A message as Discord stores it; updated in place on every edit, so a test's reference stays current."""

    def __init__(
        self, data: dict[str, Any], *, author_app: Application | None, ephemeral_for: Member | None,
        emoji_readings: dict[str, str] | None = None,
    ) -> None:
        self.data = data
        self.emoji_readings = emoji_readings if emoji_readings is not None else {}
        self.author_app = author_app
        self.ephemeral_for = ephemeral_for
        self.deleted = False
        self.allowed_mentions: dict[str, Any] | None = None  # as the bot sent it (Discord does not echo it)
        self.notified: list[int] = []  # ids of the people this message pinged when it was created
        self.edits = 0
        self.changed_at = time.monotonic()
        self.created_at = time.monotonic()  # `FakeDiscord.age_message` moves it back
        self.edits_while_old = 0  # PATCHes let through once older than an hour (Discord limits them: 30046)
        self.files: dict[str, bytes] = {}  # attachment id → the bytes uploaded (fakediscord/attachments.py)

    def __repr__(self) -> str:
        return f"<StoredMessage id={self.id} content={self.content!r} labels={self.labels()}>"

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        return int(self.data["channel_id"])

    @property
    def content(self) -> str:
        return self.data.get("content") or ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.data.get("embeds") or []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.data.get("components") or []

    @property
    def attachments(self) -> list[dict[str, Any]]:
        return self.data.get("attachments") or []

    def attachment(self, filename: str) -> bytes:
        """The bytes of the message's attachment named ``filename`` (a missing one fails the test)."""
        found = [a for a in self.attachments if a["filename"] == filename and a["id"] in self.files]
        assert found, f"no attachment {filename!r} on {self!r}: {self.attachments}"
        return self.files[found[0]["id"]]

    @property
    def flags(self) -> int:
        return self.data.get("flags") or 0

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def is_card(self) -> bool:
        """A Components V2 message: its components are all it shows (no content, no embeds)."""
        return bool(self.flags & IS_COMPONENTS_V2)

    def text(self) -> str:
        """What a person reads: custom emojis as `FakeDiscord.read_emojis_as` says they read, else `:name:`."""
        return message_text(self.data, self.emoji_readings)

    def raw_text(self) -> str:
        """The same text with custom emojis as the markup the bot sent (`<:name:id>`)."""
        return message_text(self.data)

    def buttons(self) -> list[dict[str, Any]]:
        return [component for _, component in walk_components(self.components, "") if component["type"] == BUTTON]

    def selects(self) -> list[dict[str, Any]]:
        return [c for _, c in walk_components(self.components, "") if c["type"] == STRING_SELECT]

    def labels(self) -> list[str]:
        return [button.get("label") or (button.get("emoji") or {}).get("name") or "" for button in self.buttons()]

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.data)


@dataclass
class Channel:
    id: int
    name: str
    guild_id: int | None  # None: a DM or a group DM
    position: int
    messages: list[StoredMessage] = field(default_factory=list)
    type: int = GUILD_TEXT
    # A thread's (fakediscord/threads.py): the channel it was started in, who started it, its metadata.
    parent_id: int | None = None
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 4320
    created_at: str = field(default_factory=iso_now)
    archived_at: str = field(default_factory=iso_now)
    recipients: list[Member] = field(default_factory=list)  # a DM's or group DM's people

    @property
    def private(self) -> bool:
        return self.type in (DM, GROUP_DM)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def payload(self) -> dict[str, Any]:
        last = self.messages[-1].data["id"] if self.messages else None
        if self.private:
            private: dict[str, Any] = {
                "id": str(self.id), "type": self.type, "last_message_id": last, "flags": 0,
                "recipients": [member.user_payload() for member in self.recipients],
            }
            if self.type == GROUP_DM:
                owner = str(self.recipients[0].id) if self.recipients else None
                private.update({"name": self.name, "icon": None, "owner_id": owner})
            return private
        if self.is_thread:
            return {
                "id": str(self.id), "type": self.type, "name": self.name, "guild_id": str(self.guild_id),
                "parent_id": str(self.parent_id), "owner_id": str(self.owner_id), "last_message_id": last,
                "rate_limit_per_user": 0, "flags": 0, "message_count": len(self.messages),
                "member_count": 1, "total_message_sent": len(self.messages),
                "thread_metadata": {
                    "archived": self.archived, "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": self.archived_at, "locked": self.locked,
                    "create_timestamp": self.created_at,
                    **({"invitable": True} if self.type == PRIVATE_THREAD else {}),
                },
            }
        return {
            "id": str(self.id), "type": self.type, "name": self.name, "position": self.position,
            "guild_id": str(self.guild_id), "permission_overwrites": [], "nsfw": False, "parent_id": None,
            "topic": None, "last_message_id": last, "rate_limit_per_user": 0, "flags": 0,
        }


@dataclass
class Guild:
    id: int
    name: str
    locale: str
    channels: dict[int, Channel] = field(default_factory=dict)
    # False: a server where only people installed the app, to their own accounts (the bot is no member of it)
    bot_installed: bool = True
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    scheduled_events: dict[int, ScheduledEvent] = field(default_factory=dict)  # (events.py)

    def permissions_of(self, member: Member) -> int:
        granted = self.roles[self.id].permissions
        for role_id in member.role_ids:
            granted |= self.roles[role_id].permissions
        return ALL_PERMISSIONS if granted & ADMINISTRATOR else granted

    def create_payload(self, me: Application, *, bot_count: int, with_members: bool) -> dict[str, Any]:
        """GUILD_CREATE for `me`'s session; like Discord's, it lists people only to a session holding the
        members intent (otherwise just the bot itself)."""
        members = [me.member_payload()]
        if with_members:
            members += [member.member_payload() for member in self.members.values()]
        return {
            "id": str(self.id), "name": self.name, "icon": None, "splash": None, "discovery_splash": None,
            "owner_id": "1", "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0,
            "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": self.locale,
            "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
            "public_updates_channel_id": None, "safety_alerts_channel_id": None, "vanity_url_code": None,
            "description": None, "banner": None, "features": [], "application_id": None,
            "premium_progress_bar_enabled": False, "unavailable": False, "large": False,
            "member_count": bot_count + len(self.members), "joined_at": iso_now(),
            "roles": [role.payload() for role in self.roles.values()],
            "channels": [channel.payload() for channel in self.channels.values() if not channel.is_thread],
            "members": members, "emojis": [], "stickers": [], "voice_states": [], "presences": [],
            "threads": [c.payload() for c in self.channels.values() if c.is_thread and not c.archived],
            "stage_instances": [], "soundboard_sounds": [],
            "guild_scheduled_events": [event.payload() for event in self.scheduled_events.values()],
        }
