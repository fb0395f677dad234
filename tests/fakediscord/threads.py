"""Threads, as Discord documents them (https://discord.com/developers/docs/topics/threads and
https://discord.com/developers/docs/resources/channel#start-thread-without-message): a thread started in a text
channel without a message (POST /channels/{id}/threads: a public thread, type 11, or a private one, type 12, the
default in API v10), its messages and interactions carrying channel type 11 and `parent_id`, and archiving it
(PATCH /channels/{id} `archived`). Starting one needs Create Public (or Private) Threads in the parent, sending in
one Send Messages in Threads; archiving one needs Manage Threads unless the application started it. THREAD_CREATE
(`newly_created`) and THREAD_UPDATE reach every session with the guilds intent; a message sent into an archived,
unlocked thread unarchives it, as Discord's client shows."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from aiohttp import web

from .attachments import read_body
from .errors import DiscordAPIError, invalid_form_body
from .ids import iso_now
from .model import (
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    MANAGE_THREADS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    SEND_MESSAGES_IN_THREADS,
    Application,
    Channel,
)
from .state import DiscordState

API = "/api/v10"
GUILDS_INTENT = 1 << 0  # THREAD_CREATE and THREAD_UPDATE come with it
MISSING_PERMISSIONS = 50013
THREAD_ARCHIVED = 50083  # "Thread is archived": a locked one refuses messages
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)


def missing_permissions() -> DiscordAPIError:
    return DiscordAPIError(403, MISSING_PERMISSIONS, "Missing Permissions")


def _json(body: Any) -> web.Response:
    return web.Response(body=json.dumps(body).encode(), content_type="application/json")


async def check_can_send(state: DiscordState, app: Application, channel: Channel) -> None:
    """A message into a thread: Send Messages in Threads, and an archived one is unarchived (unless locked)."""
    if not channel.is_thread:
        return
    if not app.permissions & SEND_MESSAGES_IN_THREADS:
        raise missing_permissions()
    if channel.archived:
        if channel.locked:
            raise DiscordAPIError(400, THREAD_ARCHIVED, "Thread is archived")
        await set_archived(state, channel, False)


def guild_of(thread: Channel) -> int:
    assert thread.guild_id is not None, "a thread is a guild's"
    return thread.guild_id


async def set_archived(state: DiscordState, thread: Channel, archived: bool) -> None:
    thread.archived = archived
    thread.archived_at = iso_now()
    await state.broadcast("THREAD_UPDATE", thread.payload(), guild_id=guild_of(thread), intent=GUILDS_INTENT)
    state.notify()


class ThreadsApi:
    def __init__(self, state: DiscordState, app_of: Callable[[web.Request], Application]) -> None:
        self.state = state
        self.app_of = app_of

    def routes(self) -> list[web.RouteDef]:
        return [
            web.post(f"{API}/channels/{{channel_id}}/threads", self.start_thread),
            web.patch(f"{API}/channels/{{channel_id}}", self.modify_channel),
        ]

    async def start_thread(self, request: web.Request) -> web.Response:
        app = self.app_of(request)
        parent = self.state.channel(int(request.match_info["channel_id"]))
        payload, _ = await read_body(request)
        kind = payload.get("type", PRIVATE_THREAD)
        if parent.is_thread or kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise invalid_form_body("type", "BASE_TYPE_CHOICES", "Value must be one of (11, 12).")
        if not app.permissions & (CREATE_PUBLIC_THREADS if kind == PUBLIC_THREAD else CREATE_PRIVATE_THREADS):
            raise missing_permissions()
        duration = payload.get("auto_archive_duration", 4320)
        if duration not in ARCHIVE_DURATIONS:
            raise invalid_form_body(
                "auto_archive_duration", "BASE_TYPE_CHOICES", f"Value must be one of {ARCHIVE_DURATIONS}."
            )
        guild = self.state.guild_of(parent)
        thread = Channel(
            id=self.state.ids.next(),
            name=payload["name"],
            guild_id=guild.id,
            position=0,
            type=kind,
            parent_id=parent.id,
            owner_id=app.id,
            auto_archive_duration=duration,
        )
        guild.channels[thread.id] = thread
        created = {**thread.payload(), "newly_created": True}
        await self.state.broadcast("THREAD_CREATE", created, guild_id=guild.id, intent=GUILDS_INTENT)
        self.state.notify()
        return _json(thread.payload())

    async def modify_channel(self, request: web.Request) -> web.Response:
        """Only a thread's `archived`, `locked` and `name` are taken here; other channels are the guild's."""
        app = self.app_of(request)
        thread = self.state.channel(int(request.match_info["channel_id"]))
        payload, _ = await read_body(request)
        if not thread.is_thread:
            raise missing_permissions()
        if thread.owner_id != app.id and not app.permissions & MANAGE_THREADS:
            raise missing_permissions()
        if "name" in payload:
            thread.name = payload["name"]
        if "locked" in payload:
            thread.locked = bool(payload["locked"])
        if "archived" in payload and bool(payload["archived"]) != thread.archived:
            await set_archived(self.state, thread, bool(payload["archived"]))
        else:
            await self.state.broadcast(
                "THREAD_UPDATE", thread.payload(), guild_id=guild_of(thread), intent=GUILDS_INTENT
            )
        return _json(thread.payload())
