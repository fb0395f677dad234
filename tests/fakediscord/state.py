"""Everything the stand-in keeps, and the one place that changes it: messages (with their gateway events),
applications and their sessions, interactions, and the log of REST calls. Every change wakes the waiters."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from .errors import UNKNOWN_CHANNEL, UNKNOWN_MESSAGE, not_found
from .faults import RouteFaults
from .gateway import GUILD_MESSAGES_INTENT, MESSAGE_CONTENT_INTENT, GatewaySession
from .ids import SnowflakeFactory, iso_now, shard_of
from .interactions import InteractionRecord, RestCall
from .limits import walk_components
from .mentions import notified_users
from .model import DM, EVERYONE_PERMISSIONS, LOADING, Application, Channel, Guild, Member, Role, StoredMessage

EDITABLE_FIELDS = ("content", "embeds", "components", "attachments")
HIDDEN_WITHOUT_CONTENT_INTENT = {"content": "", "embeds": [], "attachments": [], "components": []}


class DiscordState:
    def __init__(self, *, answer_deadline: float, guild_locale: str) -> None:
        self.ids = SnowflakeFactory()
        self.answer_deadline = answer_deadline
        self.guilds: dict[int, Guild] = {}  # every guild, each with every application in it
        self.private_channels: dict[int, Channel] = {}  # DMs and group DMs
        # How long an interaction's token works for follow-ups and @original: Discord's 15 minutes
        # (https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction:
        # "Interaction tokens are valid for 15 minutes"); tests make it short.
        self.token_lifetime = 15 * 60.0
        self.recommended_shards = 1  # what GET /gateway/bot tells a bot that asks how many shards to run
        self.guild = self.new_guild("Pips test guild", guild_locale)  # the first: where tests play by default
        self.apps: list[Application] = []
        # (application id, shard id) → that shard's current session; an unsharded bot's one session is shard 0
        self.sessions: dict[tuple[int, int], GatewaySession] = {}
        self.messages: dict[int, StoredMessage] = {}  # every message, ephemeral ones too
        self.ephemerals: dict[int, list[StoredMessage]] = {}  # user id → the ephemeral messages they were shown
        self.interactions: dict[int, InteractionRecord] = {}
        self.interactions_by_token: dict[str, InteractionRecord] = {}
        self.unanswered: dict[int, InteractionRecord] = {}
        self.calls: list[RestCall] = []
        self.route_counts: Counter[str] = Counter()
        self.unknown_routes: list[str] = []
        self.spec_violations: list[str] = []  # requests Discord's API specification refuses (apispec.py)
        self.faults = RouteFaults()  # REST requests held, failed or rate limited on the test's say
        self.emoji_readings: dict[str, str] = {}  # custom emoji name → how a person reads its picture
        self.held: Counter[str] = Counter()  # route name → requests being held by its delay right now
        self._changed = asyncio.Event()

    # --- waiting for things to happen -------------------------------------------------------------------

    def notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_until(self, predicate: Callable[[], bool], *, timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while not predicate():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"timed out after {timeout} s waiting for {what}")
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except TimeoutError:
                continue

    # --- guilds -------------------------------------------------------------------------------------------

    def new_guild(self, name: str, locale: str, *, shard: tuple[int, int] | None = None) -> Guild:
        """A guild with its @everyone role; ``shard`` (id, count) picks an id Discord would route to that shard."""
        guild_id = self.ids.next() if shard is None else self.ids.next_on_shard(*shard)
        guild = Guild(id=guild_id, name=name, locale=locale)
        guild.roles[guild_id] = Role(id=guild_id, name="@everyone", permissions=EVERYONE_PERMISSIONS, position=0)
        self.guilds[guild_id] = guild
        return guild

    def guild_of(self, channel: Channel) -> Guild:
        assert channel.guild_id is not None, f"#{channel.name} is a DM or a group DM"
        return self.guilds[channel.guild_id]

    def is_member(self, app: Application, channel: Channel) -> bool:
        """Whether the app's bot is in the channel: a guild that installed it, or its own DM with someone. Not a
        group DM, nor a server where only people installed the app (their channel routes answer 403 Missing Access:
        https://discord.com/developers/docs/topics/opcodes-and-status-codes#json, code 50001)."""
        if channel.guild_id is None:
            return channel.type == DM
        return self.guilds[channel.guild_id].bot_installed

    # --- applications and sessions ----------------------------------------------------------------------

    def app_by_token(self, token: str) -> Application | None:
        token = token.removeprefix("Bot ")
        return next((app for app in self.apps if app.token == token), None)

    def start_session(self, session: GatewaySession) -> None:
        """A fresh IDENTIFY replaces the session of the application's shard, as a restarted bot's does."""
        self.sessions[(session.app.id, session.shard_id)] = session
        session.app.identify_count += 1
        self.notify()

    def sessions_of(self, app: Application) -> list[GatewaySession]:
        return [session for (app_id, _), session in sorted(self.sessions.items()) if app_id == app.id]

    def session_for(self, app: Application, guild_id: int | None) -> GatewaySession | None:
        """The application's session that Discord sends the guild's events to: the one whose shard is
        ``(guild_id >> 22) % shard_count``; events without a guild (DMs) go to shard 0."""
        for session in self.sessions_of(app):
            if session.shard_id == shard_of(guild_id, session.shard_count):
                return session
        return None

    def guilds_on(self, session: GatewaySession) -> list[Guild]:
        return [guild for guild in self.guilds.values()
                if guild.bot_installed and shard_of(guild.id, session.shard_count) == session.shard_id]

    def resumable_session(self, session_id: str, token: str) -> GatewaySession | None:
        app = self.app_by_token(token)
        sessions = self.sessions_of(app) if app is not None else []
        return next((session for session in sessions if session.id == session_id), None)

    def resumed(self, session: GatewaySession) -> None:
        session.app.resume_count += 1
        self.notify()

    def end_session(self, session: GatewaySession) -> None:
        key = (session.app.id, session.shard_id)
        if self.sessions.get(key) is session:
            del self.sessions[key]
        self.notify()

    async def broadcast(self, event: str, data: dict[str, Any], *, guild_id: int, intent: int = 0) -> None:
        """A guild's event to each application's session of the guild's shard."""
        for app in list(self.apps):
            session = self.session_for(app, guild_id)
            if session is None or (intent and not session.wants(intent)):
                continue
            await session.dispatch(event, data)

    # --- channels and messages ----------------------------------------------------------------------------

    def channel(self, channel_id: int) -> Channel:
        channel = next((g.channels[channel_id] for g in self.guilds.values() if channel_id in g.channels),
                       self.private_channels.get(channel_id))
        if channel is None:
            raise not_found(UNKNOWN_CHANNEL, "Unknown Channel")
        return channel

    def message(self, channel_id: int, message_id: int) -> StoredMessage:
        message = self.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise not_found(UNKNOWN_MESSAGE, "Unknown Message")
        return message

    async def create_message(
        self,
        channel: Channel,
        payload: dict[str, Any],
        *,
        author: Application,
        kind: int = 0,
        ephemeral_for: Member | None = None,
        interaction: InteractionRecord | None = None,
        files: dict[str, bytes] | None = None,
    ) -> StoredMessage:
        data: dict[str, Any] = {
            "id": str(self.ids.next()), "channel_id": str(channel.id), "author": author.user_payload(),
            "content": payload.get("content") or "", "timestamp": iso_now(), "edited_timestamp": None,
            "tts": bool(payload.get("tts")), "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": payload.get("attachments") or [], "embeds": _normalized_embeds(payload.get("embeds")),
            "components": _numbered(payload.get("components")), "pinned": False, "type": kind,
            "flags": payload.get("flags") or 0,
        }
        if "message_reference" in payload:
            data["message_reference"] = {**payload["message_reference"], "channel_id": str(channel.id)}
        if interaction is not None:
            data["application_id"] = str(author.id)
            data["webhook_id"] = str(author.id)
            data["interaction_metadata"] = {
                "id": str(interaction.id), "type": interaction.type, "user": interaction.user.user_payload(),
                "authorizing_integration_owners": interaction.owners,
            }
        message = StoredMessage(
            data, author_app=author, ephemeral_for=ephemeral_for, emoji_readings=self.emoji_readings
        )
        message.files.update(files or {})
        message.allowed_mentions = payload.get("allowed_mentions")
        message.notified = notified_users(data["content"], message.allowed_mentions, self.guild)
        data["mentions"] = [self.guild.members[user_id].user_payload() for user_id in message.notified]
        self.messages[message.id] = message
        if ephemeral_for is not None:
            self.ephemerals.setdefault(ephemeral_for.id, []).append(message)
        else:
            channel.messages.append(message)
            await self._announce("MESSAGE_CREATE", message, channel)
        self.notify()
        return message

    async def edit_message(
        self, message: StoredMessage, payload: dict[str, Any], *, files: dict[str, bytes] | None = None
    ) -> None:
        """Apply an edit as Discord does: fields present replace, null clears, absent stay (``files``: the bytes
        of new attachments, by id)."""
        edited = {**message.data}
        for key in EDITABLE_FIELDS:
            if key in payload:
                value = payload[key]
                if key == "components":
                    value = _numbered(value)
                elif key == "embeds":
                    value = _normalized_embeds(value)
                edited[key] = value if value is not None else ("" if key == "content" else [])
        edited["edited_timestamp"] = iso_now()
        edited["flags"] = message.flags & ~LOADING  # editing a deferred answer's message resolves it
        message.data = edited
        message.files = {**message.files, **(files or {})}
        message.edits += 1
        message.changed_at = time.monotonic()
        if message.ephemeral_for is None:
            await self._announce("MESSAGE_UPDATE", message, self.channel(message.channel_id))
        self.notify()

    async def delete_message(self, message: StoredMessage) -> None:
        message.deleted = True
        if message.ephemeral_for is None:
            channel = self.channel(message.channel_id)
            channel.messages.remove(message)
            if channel.guild_id is None:
                self.notify()
                return
            await self.broadcast(
                "MESSAGE_DELETE",
                {"id": message.data["id"], "channel_id": message.data["channel_id"], "guild_id": str(channel.guild_id)},
                guild_id=channel.guild_id, intent=GUILD_MESSAGES_INTENT,
            )
        self.notify()

    async def _announce(self, event: str, message: StoredMessage, channel: Channel) -> None:
        """MESSAGE_CREATE/UPDATE to every session with the guild messages intent; like Discord, another
        application's message reaches a session without the message content intent with its content blanked.
        A channel the bot is not in (a group DM, a server only people installed it in) tells it nothing."""
        if channel.guild_id is None:
            return  # (DM message events need an intent Pips does not ask for)
        guild_id = channel.guild_id
        full = {**message.data, "guild_id": str(guild_id)}
        blanked = {**full, **HIDDEN_WITHOUT_CONTENT_INTENT}
        for app in list(self.apps):
            session = self.session_for(app, guild_id)
            if session is None or not session.wants(GUILD_MESSAGES_INTENT) or not self.is_member(app, channel):
                continue
            sees_content = session.app is message.author_app or session.wants(MESSAGE_CONTENT_INTENT)
            await session.dispatch(event, full if sees_content else blanked)

    # --- interactions and REST accounting -------------------------------------------------------------

    def open_interaction(self, record: InteractionRecord) -> None:
        self.interactions[record.id] = record
        self.interactions_by_token[record.token] = record
        self.unanswered[record.id] = record

    def answered(self, record: InteractionRecord) -> None:
        self.unanswered.pop(record.id, None)

    def record_call(self, call: RestCall) -> None:
        self.calls.append(call)
        self.route_counts[call.route] += 1
        if call.interaction_id is not None:
            self.interactions[call.interaction_id].calls.append(call)
        elif call.app_id is not None:
            # A call made while some of the app's interactions await an answer is part of answering them.
            for record in list(self.unanswered.values()):
                if not record.pending:
                    del self.unanswered[record.id]
                elif record.app.id == call.app_id:
                    record.calls.append(call)
        self.notify()


def _numbered(components: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """Discord gives every component a numeric id when the bot leaves it out."""
    components = components or []
    taken = {c["id"] for _, c in walk_components(components, "") if isinstance(c.get("id"), int)}
    next_id = 1
    for _, component in walk_components(components, ""):
        if not isinstance(component.get("id"), int):
            while next_id in taken:
                next_id += 1
            component["id"] = next_id
            taken.add(next_id)
    return components


def _normalized_embeds(embeds: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    return [{"type": "rich", **embed} for embed in embeds or []]
