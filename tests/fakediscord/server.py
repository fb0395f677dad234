"""FakeDiscord: the loopback stand-in's server, and the test API that acts as people in the guild would."""

from __future__ import annotations

import asyncio
import secrets
import socket
import time
from collections import Counter
from collections.abc import Callable
from types import TracebackType
from typing import Any

from aiohttp import web

from tests.patience import PATIENCE

from .apispec import discord_api_spec
from .attachments import MAX_ATTACHMENTS, UPLOAD_LIMIT
from .commands import CommandScope, OptionBuilder, Picker, command_or_stray, find_command, picker
from .components import fill_modal, find_button, find_select
from .events import ScheduledEvent
from .faults import Failing
from .gateway import GatewayDrop, GatewayEndpoint
from .interactions import (
    APPLICATION_COMMAND,
    APPLICATION_COMMAND_AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    Answer,
    InteractionRecord,
    RestCall,
    interaction_payload,
    owners_of,
)
from .limits import BUTTON, STRING_SELECT
from .model import (
    BOT_PERMISSIONS,
    DM,
    GROUP_DM,
    GUILD_CONTEXT,
    MANAGE_MESSAGES,
    USE_EXTERNAL_APPS,
    Application,
    Channel,
    Guild,
    Member,
    Role,
    StoredMessage,
)
from .ratelimit import DISCORD_EDITS_PER_CHANNEL, DISCORD_OLD_MESSAGE_EDITS, ChannelEditLimit, OldMessageEditLimit
from .rest import RestApi
from .state import DiscordState
from .tls import TestAuthority

GUILDS_INTENT = 1 << 0
# How long after the deadline a test keeps waiting, so a late answer shows up as the 10062 it got.
ANSWER_GRACE = 0.5


class FakeDiscord:
    """Discord on 127.0.0.1 for real bot processes: REST under /api/v10 and a gateway websocket, one guild,
    any number of bot applications (each known by its token).

    `answer_deadline` is Discord's 3 s to answer an interaction. `reaction_time` is the least time a person
    takes between seeing a message or modal and using it; it also covers discord.py storing a view or modal
    just after it reads the answer (0 for benchmarks that only use DynamicItems). `channel_edit_limit` is
    Discord's (edits, seconds) per bot and channel for PATCH /channels/{id}/messages/{mid}, answered with a
    429 discord.py retries; None turns it off. `old_message_edit_limit` is how many such edits of a message older
    than an hour (`age_message`) go through before Discord's 400 with code 30046; None turns it off.
    `recommended_shards` is the shard count GET /gateway/bot answers (a bot started without one asks it).
    `check_requests` checks every REST request against Discord's API specification (`spec_violations`); the
    benchmark turns it off, to time the bots alone.
    """

    started_here = 0  # stand-ins this process started: a test that started one is no unit test (tests/conftest.py)

    def __init__(
        self,
        *,
        answer_deadline: float = 3.0,
        reaction_time: float = 0.03,
        heartbeat_interval: float = 41.25,
        guild_locale: str = "en-US",
        channel_edit_limit: tuple[int, float] | None = DISCORD_EDITS_PER_CHANNEL,
        old_message_edit_limit: int | None = DISCORD_OLD_MESSAGE_EDITS,
        recommended_shards: int = 1,
        check_requests: bool = True,
    ) -> None:
        self.state = DiscordState(answer_deadline=answer_deadline, guild_locale=guild_locale)
        self.state.recommended_shards = recommended_shards
        self.reaction_time = reaction_time
        self.channel_edit_limit = channel_edit_limit
        self.old_message_edit_limit = old_message_edit_limit
        self.heartbeat_interval = heartbeat_interval
        self.check_requests = check_requests
        self.port = 0
        self.tls_port = 0  # Discord's names over TLS, for bot processes (tls.py)
        self._authority: TestAuthority | None = None
        self._runner: web.AppRunner | None = None
        self._rest: RestApi | None = None
        self._add_channel_quietly("general")

    # --- lifecycle -------------------------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        FakeDiscord.started_here += 1
        listener, tls_listener = _listener(), _listener()
        self.port, self.tls_port = listener.getsockname()[1], tls_listener.getsockname()[1]
        self._authority = TestAuthority()
        edit_limit = ChannelEditLimit(*self.channel_edit_limit) if self.channel_edit_limit is not None else None
        old_edits = self.old_message_edit_limit
        old_limit = OldMessageEditLimit(old_edits) if old_edits is not None else None
        self._rest = rest = RestApi(
            self.state, gateway_url=self.gateway_url, channel_edit_limit=edit_limit, old_message_edit_limit=old_limit,
            spec=discord_api_spec() if self.check_requests else None,
        )
        gateway = GatewayEndpoint(self.state, heartbeat_interval=self.heartbeat_interval, resume_url=self.gateway_url)
        # a request may carry up to MAX_ATTACHMENTS files at the upload limit (aiohttp's default is 1 MiB)
        server = web.Application(middlewares=[rest.middleware], client_max_size=(MAX_ATTACHMENTS + 1) * UPLOAD_LIMIT)
        # the gateway: /gateway on the plain port, / at wss://gateway.discord.gg (DISCORD_GATEWAY)
        server.add_routes([*rest.routes(), web.get("/gateway", gateway.handle), web.get("/", gateway.handle)])
        self._runner = web.AppRunner(server, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await self._runner.setup()
        await web.SockSite(self._runner, listener).start()
        await web.SockSite(self._runner, tls_listener, ssl_context=self._authority.server_context).start()
        return self

    async def close(self) -> None:
        for session in list(self.state.sessions.values()):
            await session.drop()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._authority is not None:
            self._authority.close()
            self._authority = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.close()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def guild(self) -> Guild:
        """The first guild, where people, channels and commands go unless a test names another."""
        return self.state.guild

    @property
    def guilds(self) -> list[Guild]:
        return list(self.state.guilds.values())

    def bot_env(self, app: Application) -> dict[str, str]:
        """The environment a bot process needs to run against this stand-in as `app`: Discord's names resolved to
        its TLS port, whose certificate it trusts (tls.py)."""
        assert self._authority is not None, "the stand-in is not started"
        return {
            "DISCORD_TOKEN": app.token, "DEV_GUILD_ID": str(self.guild.id),
            "DISCORD_ADDRESS": f"127.0.0.1:{self.tls_port}", "SSL_CERT_FILE": str(self._authority.ca_file),
        }

    # --- the world: applications, people, channels -----------------------------------------------------

    def add_application(self, name: str = "Pips", *, permissions: int = BOT_PERMISSIONS) -> Application:
        app_id = self.state.ids.next()
        token = f"{app_id}.fake.{secrets.token_urlsafe(24)}"
        app = Application(id=app_id, name=name, token=token, permissions=permissions)
        self.state.apps.append(app)
        return app

    async def add_guild(
        self, name: str, *, locale: str = "en-US", shard: tuple[int, int] | None = None, bot_installed: bool = True
    ) -> Guild:
        """Another guild with every application in it and its own #general; `shard` (id, count) gives it an id
        Discord routes to that shard. Each application's session of that shard gets its GUILD_CREATE.
        `bot_installed=False`: no application is in it; people who installed one to their own account use it there
        (`install_for_user`) as a user-installed app, without its bot."""
        guild = self.state.new_guild(name, locale, shard=shard)
        guild.bot_installed = bot_installed
        self._add_channel_quietly("general", guild)
        for app in self.state.apps if bot_installed else []:
            session = self.state.session_for(app, guild.id)
            if session is not None:
                payload = guild.create_payload(app, bot_count=len(self.state.apps), with_members=False)
                await session.dispatch("GUILD_CREATE", payload)
        return guild

    async def add_member(
        self, name: str, *, locale: str = "en-US", permissions: int = 0, guild: Guild | None = None
    ) -> Member:
        """A person in the guild (the first unless `guild`); `permissions` (e.g.
        `discord.Permissions(manage_channels=True).value`) are granted through a role of their own, as a server
        admin would."""
        member = Member(id=self.state.ids.next(), name=name, locale=locale, role_ids=[])
        (guild or self.guild).members[member.id] = member
        if permissions:
            await self.set_permissions(member, permissions, guild=guild)
        return member

    async def set_permissions(self, member: Member, permissions: int, *, guild: Guild | None = None) -> None:
        """Give the member exactly these permissions on top of @everyone's (in the first guild unless `guild`)."""
        guild = guild or self.guild
        own = [guild.roles[r] for r in member.role_ids if r in guild.roles and guild.roles[r].name == member.name]
        role = own[0] if own else None
        event = "GUILD_ROLE_UPDATE"
        if role is None:
            role = Role(id=self.state.ids.next(), name=member.name, permissions=0, position=len(guild.roles))
            guild.roles[role.id] = role
            member.role_ids.append(role.id)
            event = "GUILD_ROLE_CREATE"
        role.permissions = permissions
        payload = {"guild_id": str(guild.id), "role": role.payload()}
        await self.state.broadcast(event, payload, guild_id=guild.id, intent=GUILDS_INTENT)

    async def add_channel(self, name: str, *, guild: Guild | None = None) -> Channel:
        guild = guild or self.guild
        channel = self._add_channel_quietly(name, guild)
        await self.state.broadcast("CHANNEL_CREATE", channel.payload(), guild_id=guild.id, intent=GUILDS_INTENT)
        return channel

    def _add_channel_quietly(self, name: str, guild: Guild | None = None) -> Channel:
        guild = guild or self.guild
        position = len(guild.channels)
        channel = Channel(id=self.state.ids.next(), name=name, guild_id=guild.id, position=position)
        guild.channels[channel.id] = channel
        return channel

    def threads(self, parent: Channel | None = None) -> list[Channel]:
        """The threads started in `parent` (`#general` unless told), oldest first, archived ones too."""
        parent = parent or self.channel()
        return [c for c in self.state.guild_of(parent).channels.values() if c.parent_id == parent.id]
    def install_for_user(self, user: Member, app: Application) -> None:
        """`user` adds the app to their own account: its commands declared for user installs work for them in
        DMs, group DMs and servers without the bot."""
        app.user_installs.add(user.id)

    def add_group_dm(self, name: str, people: list[Member]) -> Channel:
        """A group DM of these people (type 3): no guild, and no bot in it."""
        channel = Channel(id=self.state.ids.next(), name=name, guild_id=None, position=0, type=GROUP_DM,
                          recipients=list(people))
        self.state.private_channels[channel.id] = channel
        return channel

    def open_dm(self, user: Member) -> Channel:
        """The DM between `user` and the bot (type 1)."""
        channel = Channel(id=self.state.ids.next(), name=user.name, guild_id=None, position=0, type=DM,
                          recipients=[user])
        self.state.private_channels[channel.id] = channel
        return channel

    async def allow_external_apps(self, allowed: bool, *, guild: Guild | None = None) -> None:
        """Whether the server's @everyone may use external apps ("Use External Apps"); without it a user-installed
        app's answers there are made ephemeral."""
        guild = guild or self.guild
        everyone = guild.roles[guild.id]
        everyone.permissions = (everyone.permissions | USE_EXTERNAL_APPS if allowed
                                else everyone.permissions & ~USE_EXTERNAL_APPS)

    def expire_tokens_after(self, seconds: float) -> None:
        """Interaction tokens work this long instead of Discord's 15 minutes (then their webhook routes answer
        401 Invalid Webhook Token)."""
        self.state.token_lifetime = seconds

    def channel(self, name: str = "general", *, guild: Guild | None = None) -> Channel:
        """The channel `#name` of the first guild, or of `guild`."""
        found = next((channel for channel in (guild or self.guild).channels.values() if channel.name == name), None)
        if found is None:
            raise AssertionError(f"no channel #{name}")
        return found

    # --- guild scheduled events (events.py) ---------------------------------------------------------------

    def scheduled_events(self, guild: Guild | None = None) -> list[ScheduledEvent]:
        """The guild's scheduled events (the first guild unless `guild`), oldest first."""
        return list((guild or self.guild).scheduled_events.values())

    async def mark_interested(self, member: Member, event: ScheduledEvent) -> None:
        """The member clicks Interested on the event in the server's Events list."""
        assert self._rest is not None, "the stand-in is not started"
        await self._rest.events.mark_interested(member, event)

    async def delete_event_as(self, member: Member, event: ScheduledEvent) -> None:
        """A moderator deletes the event from their client (GUILD_SCHEDULED_EVENT_DELETE follows)."""
        assert self._rest is not None, "the stand-in is not started"
        await self._rest.events.delete(self.state.guilds[event.guild_id], event)

    # --- acting as people ------------------------------------------------------------------------------

    async def slash(
        self, user: Member, command: str, *, channel: Channel | None = None, app: Application | None = None,
        unchecked: bool = False, **options: Any,
    ) -> Answer:
        """Run `/command` (e.g. "lcr start", subcommands space-separated) with options; returns the bot's answer.

        `unchecked=True` sends what a forged or outdated client could: any command name, subcommand path,
        option names and values, none checked against what the bot registered."""
        name, *path = command.split()
        channel = channel or self.channel()
        guild = self._guild_or_first(channel)
        scope = self._scope(user, channel)
        if unchecked:
            owner, definition = command_or_stray(self.state.apps, scope, name, app)
            data = OptionBuilder(guild).unchecked_data(definition, path, options)
        else:
            owner, definition = find_command(self.state.apps, scope, name, app)
            data = OptionBuilder(guild).command_data(definition, path, options)
        record = await self._dispatch(owner, user, channel, APPLICATION_COMMAND, data, None)
        return await self._answer_of(record, f"/{command}")

    async def suggest(
        self, user: Member, command: str, option: str, typed: str, *, channel: Channel | None = None,
        app: Application | None = None, **options: Any,
    ) -> list[dict[str, Any]]:
        """What the client lists while `user` types `typed` into `/command`'s autocomplete `option` (the other
        options as already filled in): the bot's suggestions, `{"name", "value"}` each."""
        name, *path = command.split()
        channel = channel or self.channel()
        guild = self._guild_or_first(channel)
        owner, definition = find_command(self.state.apps, self._scope(user, channel), name, app)
        data = OptionBuilder(guild).unchecked_data(definition, path, {**options, option: typed})
        leaf = data["options"]
        while leaf and "value" not in leaf[0]:
            leaf = leaf[0]["options"]
        declared = picker(definition, path, user.locale).option(option)
        if not declared.autocomplete:
            raise AssertionError(f"/{command} {option} takes no autocomplete")
        for given in leaf:
            if given["name"] == option:
                given["focused"] = True
        record = await self._dispatch(owner, user, channel, APPLICATION_COMMAND_AUTOCOMPLETE, data, None)
        await self._answer_of(record, f"/{command} {option} autocomplete")
        return record.suggestions or []

    def picker(self, user: Member, command: str, *, app: Application | None = None) -> Picker:
        """`/command` (e.g. "lcr start") as `user`'s client lists it while they type it: names, descriptions and
        choices in their language (the registered localizations for `user.locale`, with Discord's fallbacks)."""
        name, *path = command.split()
        _, definition = find_command(self.state.apps, CommandScope(self.guild.id), name, app)
        return picker(definition, path, user.locale)

    async def click(self, user: Member, message: StoredMessage | Answer, label: str) -> Answer:
        """Press the button reading `label` on the message as it is now."""
        record = await self.click_without_waiting(user, message, label)
        return await self._answer_of(record, f"the click on {label!r}")

    async def click_without_waiting(
        self, user: Member, message: StoredMessage | Answer, label: str
    ) -> InteractionRecord:
        """`click`, returning as soon as the INTERACTION_CREATE is sent (e.g. to kill the bot while it handles
        the click); the record's `answered` event is set if an answer comes."""
        target = self._visible(user, message)
        button = find_button(target, label)
        await self._react(target.changed_at)
        return await self._dispatch_component(user, target, button, {})

    async def raw_click(
        self, user: Member, message: StoredMessage | Answer, custom_id: str, *, component_type: int = BUTTON,
        values: list[str] | None = None, channel: Channel | None = None,
    ) -> Answer:
        """A forged click on the message: any custom_id (on the message or not, any length) and, for a select
        (`component_type=STRING_SELECT`), any values; Discord's client would send neither. `channel`: the
        interaction claims to come from that channel instead of the message's."""
        target = self._visible(user, message)
        await self._react(target.changed_at)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        assert target.author_app is not None
        source = channel if channel is not None else self.state.channel(target.channel_id)
        record = await self._dispatch(target.author_app, user, source, MESSAGE_COMPONENT, data, target)
        return await self._answer_of(record, f"the forged click on {custom_id[:40]!r}")

    async def click_together(
        self, message: StoredMessage | Answer, clicks: list[tuple[Member, str]]
    ) -> list[Answer]:
        """Several clicks on one message dispatched at once, before any is answered (a double click, a race)."""
        # Everything a person could see is checked before the first click goes out.
        aimed = [(user, label, self._visible(user, message)) for user, label in clicks]
        pressed = [(user, label, target, find_button(target, label)) for user, label, target in aimed]
        await self._react(aimed[0][2].changed_at)
        dispatched = []
        for user, label, target, button in pressed:
            dispatched.append((await self._dispatch_component(user, target, button, {}), label))
        waits = [self._answer_of(record, f"the click on {label!r}") for record, label in dispatched]
        return list(await asyncio.gather(*waits))

    async def select(
        self, user: Member, message: StoredMessage | Answer, choice: str | list[str], *, placeholder: str | None = None
    ) -> Answer:
        """Pick option(s), by value or label, in the string select that offers them."""
        target = self._visible(user, message)
        choices = [choice] if isinstance(choice, str) else choice
        select, values = find_select(target, choices, placeholder)
        await self._react(target.changed_at)
        record = await self._dispatch_component(user, target, select, {"values": values})
        return await self._answer_of(record, f"the pick of {choices}")

    async def submit_modal(
        self, user: Member, shown: Answer, fields: dict[str, Any], *, custom_id: str | None = None
    ) -> Answer:
        """Fill the modal the bot answered with (fields by custom_id or label) and submit it; `custom_id` forges
        the id the submit carries (Discord's client sends the modal's own)."""
        if shown.modal is None:
            raise AssertionError(f"that answer is no modal (callback type {shown.type})")
        if user is not shown.record.user:
            raise AssertionError("a modal is shown only to the person whose action opened it")
        data = {"custom_id": custom_id or shown.modal["custom_id"], "components": fill_modal(shown.modal, fields)}
        await self._react(shown.record.answered_at or 0.0)
        origin = shown.record
        record = await self._dispatch(origin.app, user, origin.channel, MODAL_SUBMIT, data, origin.message)
        return await self._answer_of(record, f"the modal {shown.modal.get('title')!r}")

    # --- what people see -------------------------------------------------------------------------------

    def messages(self, channel: Channel | None = None) -> list[StoredMessage]:
        return list((channel or self.channel()).messages)

    def latest(self, channel: Channel | None = None) -> StoredMessage:
        shown = self.messages(channel)
        if not shown:
            raise AssertionError(f"#{(channel or self.channel()).name} has no messages")
        return shown[-1]

    def age_message(self, message: StoredMessage, seconds: float) -> None:
        """Make the message `seconds` older, as if posted that long ago (past an hour, its edits are limited)."""
        message.created_at -= seconds

    async def delete_as(self, member: Member, message: StoredMessage) -> None:
        """`member` deletes a message of the channel from their client, as a moderator would: it needs Manage
        Messages (the bot learns of it only from a MESSAGE_DELETE, if it asked for message events)."""
        if not self.guild.permissions_of(member) & MANAGE_MESSAGES:
            raise AssertionError(f"{member.name} lacks Manage Messages: Discord's client offers no delete")
        self._visible(member, message)
        await self.state.delete_message(message)

    def ephemeral_replies(self, user: Member) -> list[StoredMessage]:
        return [message for message in self.state.ephemerals.get(user.id, []) if not message.deleted]

    async def wait_for_message(
        self, predicate: Callable[[StoredMessage], bool], *, channel: Channel | None = None, timeout: float = PATIENCE
    ) -> StoredMessage:
        """The newest message of the channel that satisfies `predicate`, once one does (edits by timers too)."""
        found: list[StoredMessage] = []

        def matched() -> bool:
            found[:] = [m for m in reversed(self.messages(channel)) if predicate(m)][:1]
            return bool(found)

        await self.wait_until(matched, timeout=timeout, what="a matching message")
        return found[0]

    async def wait_until(
        self, predicate: Callable[[], bool], *, timeout: float = PATIENCE, what: str = "a condition"
    ) -> None:
        """Wait until `predicate()` holds; it is checked after every change the stand-in sees."""
        await self.state.wait_until(predicate, timeout=timeout, what=what)

    # --- gateway and accounting ------------------------------------------------------------------------

    def connected(self, app: Application) -> bool:
        """Whether the application has a session and every one of its shards' sessions is connected."""
        sessions = self.state.sessions_of(app)
        return bool(sessions) and all(session.connected for session in sessions)

    async def drop_gateway(
        self, app: Application, *, shard: int | None = None, how: GatewayDrop = "close", refuse_resume: bool = False
    ) -> None:
        """End the bot's gateway connections (only `shard`'s, if given) `how`: "close" (a resumable close code),
        "abort" (the TCP connection cut, no close frame), "reconnect" (op 7), "invalidate" (op 9 INVALID_SESSION
        d=false: the bot identifies anew and what it missed meanwhile is lost) or "invalidate_resumable" (op 9
        d=true). It RESUMEs and gets what it missed, except after "invalidate" or with `refuse_resume` (its RESUME
        is answered with op 9 d=false, so it identifies anew: discord.py waits 5 s before it does)."""
        sessions = [s for s in self.state.sessions_of(app) if shard is None or s.shard_id == shard]
        if not sessions:
            raise AssertionError(f"{app.name} has no gateway session to drop")
        for session in sessions:
            await session.drop(how, refuse_resume=refuse_resume)

    def delay_route(self, route: str, seconds: float | tuple[float, float]) -> None:
        """Hold each request to `route` (named as in `route_counts`) `seconds` before handling it, as a request
        slow to reach Discord: a later request to another route overtakes it. `(least, most)` holds each request
        a random time in that range. 0 clears the delay."""
        self._known(route)
        least, most = seconds if isinstance(seconds, tuple) else (seconds, seconds)
        if most > 0:
            self.state.faults.delays[route] = (least, most)
        else:
            self.state.faults.delays.pop(route, None)

    def fail_route(self, route: str, status: int | None, *, seconds: float | None = None) -> None:
        """Answer every request to `route` (named as in `route_counts`) with Discord's error for `status` (403:
        Missing Access; 5xx: a server error: discord.py retries 500, 502 and 504 a few times, not 503) instead
        of handling it, for `seconds` (then it clears by itself) or until cleared; None clears it."""
        self._known(route)
        if status is not None:
            until = time.monotonic() + seconds if seconds is not None else None
            self.state.faults.failures[route] = Failing(status, until)
        else:
            self.state.faults.failures.pop(route, None)

    def rate_limit_route(self, route: str, seconds: float) -> None:
        """Exhaust `route`'s rate limit bucket for `seconds`: each request to it meanwhile gets Discord's 429
        with `retry_after` (the time left), `Retry-After` and the bucket's `X-RateLimit-*` headers (scope
        `user`); discord.py sleeps `retry_after` and retries. 0 clears it."""
        self._known(route)
        if seconds > 0:
            self.state.faults.limited[route] = time.monotonic() + seconds
        else:
            self.state.faults.limited.pop(route, None)

    def rate_limit_globally(self, seconds: float) -> None:
        """Hit the global rate limit for `seconds`: every request carrying a bot token gets Discord's global 429
        (`"global": true`, `X-RateLimit-Global: true`, `X-RateLimit-Scope: global`, `Retry-After`); interaction
        callbacks and webhooks, which carry none, go through. 0 clears it."""
        self.state.faults.global_until = time.monotonic() + seconds if seconds > 0 else 0.0

    def _known(self, route: str) -> None:
        if route not in RestApi(self.state, gateway_url=self.gateway_url).route_names():
            raise ValueError(f"the stand-in serves no route {route!r}")

    def read_emojis_as(self, readings: dict[str, str]) -> None:
        """How a person reads custom emoji pictures in `text()` (name → text, e.g. {"pips_d6_3": "⚂"}); an emoji
        without a reading reads `:name:`. `raw_text()` keeps the markup."""
        self.state.emoji_readings.update(readings)

    @property
    def held_requests(self) -> Counter[str]:
        """Route name → requests `delay_route` is holding right now (wait for one to act while it is held)."""
        return self.state.held

    @property
    def calls(self) -> list[RestCall]:
        return self.state.calls

    @property
    def route_counts(self) -> Counter[str]:
        return self.state.route_counts

    @property
    def unknown_routes(self) -> list[str]:
        return self.state.unknown_routes

    @property
    def spec_violations(self) -> list[str]:
        """The requests Discord's API specification refuses, each as its route and the schema's error."""
        return self.state.spec_violations

    def take_spec_violations(self) -> list[str]:
        """The violations so far, cleared: for a test that sends what Discord's specification refuses on purpose."""
        taken = list(self.state.spec_violations)
        self.state.spec_violations.clear()
        return taken

    def assert_requests_conform(self) -> None:
        """Fail, listing them, if any request did not conform to Discord's API specification."""
        if self.state.spec_violations:
            raise AssertionError("\n".join(["requests Discord's API specification refuses:",
                                             *self.state.spec_violations]))

    # --- plumbing ------------------------------------------------------------------------------------------

    def _guild_or_first(self, channel: Channel) -> Guild:
        """The guild whose people a command's user options name: the channel's, or (a DM) the first."""
        return self.state.guild_of(channel) if channel.guild_id is not None else self.guild

    def _scope(self, user: Member, channel: Channel) -> CommandScope:
        """Which registered commands `user`'s client offers in `channel`."""
        guild = self.state.guild_of(channel) if channel.guild_id is not None else None
        if guild is not None and guild.bot_installed:
            return CommandScope(guild.id)
        context = GUILD_CONTEXT if guild is not None else (1 if channel.type == DM else 2)
        return CommandScope(None, context=context, user_install=True)

    def _visible(self, user: Member, message: StoredMessage | Answer) -> StoredMessage:
        target = message.message if isinstance(message, Answer) else message
        if target is None:
            raise AssertionError("that answer carries no message")
        if target.deleted:
            raise AssertionError(f"message {target.id} was deleted")
        if target.ephemeral_for is not None and target.ephemeral_for is not user:
            raise AssertionError(f"message {target.id} is ephemeral to {target.ephemeral_for.name}, not {user.name}")
        if target.author_app is None:
            raise AssertionError(f"message {target.id} is not from a bot")
        return target

    async def _react(self, since: float) -> None:
        delay = since + self.reaction_time - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)

    async def _dispatch_component(
        self, user: Member, target: StoredMessage, component: dict[str, Any], extra: dict[str, Any]
    ) -> InteractionRecord:
        assert target.author_app is not None and component["type"] in (BUTTON, STRING_SELECT)
        data = {"custom_id": component["custom_id"], "component_type": component["type"], "id": component.get("id")}
        data.update(extra)
        channel = self.state.channel(target.channel_id)
        return await self._dispatch(target.author_app, user, channel, MESSAGE_COMPONENT, data, target)

    async def _dispatch(
        self, app: Application, user: Member, channel: Channel, kind: int, data: dict[str, Any],
        message: StoredMessage | None,
    ) -> InteractionRecord:
        if message is not None:
            # Discord sends a component's click with the message as it stores it now, whatever the person's screen
            # still showed (a stale view's button may be gone from it)
            message = self.state.messages.get(message.id, message)
        guild = self.state.guild_of(channel) if channel.guild_id is not None else None
        if guild is not None and user.id not in guild.members:
            raise AssertionError(f"{user.name} is not a member of {guild.name}")
        if guild is None and user not in channel.recipients:
            raise AssertionError(f"{user.name} is not in the conversation {channel.name}")
        owners = owners_of(app, user, guild)
        if message is not None and "interaction_metadata" in message.data:
            # a component on an app's message works for everyone who sees it, under the installation that made it
            # (https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-message-interaction-metadata-structure)
            owners = dict(message.data["interaction_metadata"]["authorizing_integration_owners"])
        if not owners:
            raise AssertionError(f"{app.name} is installed neither there nor by {user.name}")
        # only the session of the guild's shard gets it (a DM's: shard 0)
        session = self.state.session_for(app, guild.id if guild is not None else None)
        if session is None:
            raise AssertionError(
                f"{app.name} has no gateway session for {channel.name}'s shard; is the bot running?{app.describe()}"
            )
        permissions = guild.permissions_of(user) if guild is not None else 0
        record = InteractionRecord(
            id=self.state.ids.next(), token=f"fake.{secrets.token_urlsafe(48)}", type=kind, app=app, user=user,
            channel=channel, message=message, deadline=time.monotonic() + self.state.answer_deadline, owners=owners,
            forced_ephemeral=guild is not None and not guild.bot_installed and not permissions & USE_EXTERNAL_APPS,
        )
        self.state.open_interaction(record)
        payload = interaction_payload(record, guild, data, permissions=permissions)
        await session.dispatch("INTERACTION_CREATE", payload)
        return record

    async def _answer_of(self, record: InteractionRecord, what: str) -> Answer:
        try:
            await asyncio.wait_for(record.answered.wait(), max(record.deadline - time.monotonic(), 0) + ANSWER_GRACE)
        except TimeoutError:
            refused = "".join(f"\n  refused: {refusal}" for refusal in record.refusals)
            raise AssertionError(
                f"{record.app.name} did not answer {what} within {self.state.answer_deadline} s{refused}"
                f"{record.app.describe()}"
            ) from None
        return Answer.of(record)


def _listener() -> socket.socket:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    return listener
