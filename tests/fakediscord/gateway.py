"""The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, member chunks, and RESUME with the
missed dispatches replayed. Plain text frames: discord.py only inflates binary ones."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections import deque
from typing import TYPE_CHECKING, Any, Literal

from aiohttp import WSMsgType, web

from .model import Application
from .tls import gateway_url

if TYPE_CHECKING:
    from .state import DiscordState

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = (
    0, 1, 2, 6, 7, 8, 9, 10, 11
)
GUILD_MEMBERS_INTENT = 1 << 1
GUILD_MESSAGES_INTENT = 1 << 9
MESSAGE_CONTENT_INTENT = 1 << 15
AUTHENTICATION_FAILED = 4004
INVALID_SHARD = 4010
RESUMABLE_CLOSE = 4000
CLEAN_CLOSES = (1000, 1001)
MAX_BACKLOG = 50_000
# How the stand-in ends a connection (`FakeDiscord.drop_gateway`), as Discord and the network do:
# close: a close frame with a resumable code (a Discord restart); abort: the TCP connection cut, no close frame;
# reconnect: op 7 RECONNECT (the client closes and resumes); invalidate: op 9 INVALID_SESSION with d=false (the
# session is gone: the client identifies anew, what it missed is lost); invalidate_resumable: op 9 with d=true.
GatewayDrop = Literal["close", "abort", "reconnect", "invalidate", "invalidate_resumable"]


class GatewaySession:
    """One bot session: its strictly increasing sequence and the dispatches the bot has not confirmed yet."""

    def __init__(self, app: Application, intents: int, shard: tuple[int, int] = (0, 1)) -> None:
        self.app = app
        self.id = secrets.token_hex(16)
        self.intents = intents
        self.shard_id, self.shard_count = shard  # IDENTIFY's `shard`; without one, the only shard of one
        self.sequence = 0
        self.socket: web.WebSocketResponse | None = None
        self.transport: asyncio.Transport | None = None  # the socket's TCP connection (to cut it)
        self.invalidated = False  # a RESUME of it is answered with INVALID_SESSION (d=false)
        # Sent frames kept for a RESUME; a heartbeat carries the last sequence the bot read, so older ones go.
        self._backlog: deque[tuple[int, str]] = deque()
        self._forgotten_up_to = 0
        self._lock = asyncio.Lock()

    @property
    def connected(self) -> bool:
        return self.socket is not None and not self.socket.closed

    def wants(self, intent: int) -> bool:
        return bool(self.intents & intent)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        async with self._lock:
            self.sequence += 1
            frame = json.dumps({"op": DISPATCH, "t": event, "s": self.sequence, "d": data})
            self._backlog.append((self.sequence, frame))
            if len(self._backlog) > MAX_BACKLOG:
                self._forgotten_up_to = self._backlog.popleft()[0]
            await self._send(frame)

    def confirm(self, sequence: int | None) -> None:
        while sequence is not None and self._backlog and self._backlog[0][0] <= sequence:
            self._backlog.popleft()

    async def resume(self, socket: web.WebSocketResponse, sequence: int) -> bool:
        """Attach a new socket and replay what came after `sequence`, then RESUMED; False if that is lost."""
        if self.invalidated or sequence < self._forgotten_up_to:
            return False
        async with self._lock:
            self.socket = socket
            for frame_sequence, frame in list(self._backlog):
                if frame_sequence > sequence:
                    await self._send(frame)
        await self.dispatch("RESUMED", {"_trace": ["fakediscord"]})
        return True

    async def drop(self, how: GatewayDrop = "close", *, refuse_resume: bool = False) -> None:
        """End the connection `how` (see GatewayDrop); with `refuse_resume`, the client's RESUME that follows is
        answered with INVALID_SESSION (d=false), as for a session Discord has lost meanwhile."""
        socket, self.socket = self.socket, None  # frames from now on wait in the backlog for the RESUME
        transport, self.transport = self.transport, None
        self.invalidated = refuse_resume or how == "invalidate"
        if socket is None:
            return
        if how == "close":
            await socket.close(code=RESUMABLE_CLOSE, message=b"dropped by the test")
        elif how == "abort":
            if transport is not None:
                transport.abort()
        else:
            op, data = (RECONNECT, None) if how == "reconnect" else (INVALID_SESSION, how == "invalidate_resumable")
            with contextlib.suppress(ConnectionError, RuntimeError):  # already gone: it reconnects all the same
                await socket.send_str(json.dumps({"op": op, "d": data, "s": None, "t": None}))

    async def _send(self, frame: str) -> None:
        if not self.connected:
            return
        assert self.socket is not None
        try:
            await self.socket.send_str(frame)
        except (ConnectionError, RuntimeError):
            self.socket = None  # the frame stays in the backlog for the RESUME


class GatewayEndpoint:
    """The websocket route. `state` knows the applications, the guild and where events go."""

    def __init__(self, state: DiscordState, *, heartbeat_interval: float, resume_url: str) -> None:
        self.state = state
        self.heartbeat_interval = heartbeat_interval
        self.resume_url = resume_url

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        # (the close is answered below, once the session is ended: a client that exits on that answer finds it so)
        socket = web.WebSocketResponse(max_msg_size=0, autoclose=False)
        await socket.prepare(request)
        await self._send(socket, HELLO, {"heartbeat_interval": int(self.heartbeat_interval * 1000)})
        session: GatewaySession | None = None
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                continue
            frame = json.loads(message.data)
            op, data = frame.get("op"), frame.get("d")
            if op == HEARTBEAT:
                if session is not None:
                    session.confirm(data)
                await self._send(socket, HEARTBEAT_ACK, None)
            elif op in (IDENTIFY, RESUME):
                if op == IDENTIFY:
                    session = await self._identify(socket, data, gateway_url(request, self.resume_url))
                else:
                    session = await self._resume(socket, data)
                if session is not None:
                    session.transport = request.transport
                    session.app.gateway_urls.append(f"{'wss' if request.secure else 'ws'}://{request.host}{request.path}")
            elif op == REQUEST_MEMBERS and session is not None:
                await self._send_member_chunk(session, data)
        if session is not None and session.socket is socket:
            session.socket = session.transport = None
            if socket.close_code in CLEAN_CLOSES:
                self.state.end_session(session)
        if not socket.closed:
            await socket.close()
        return socket

    async def _send(self, socket: web.WebSocketResponse, op: int, data: Any) -> None:
        await socket.send_str(json.dumps({"op": op, "d": data, "s": None, "t": None}))

    async def _identify(
        self, socket: web.WebSocketResponse, data: dict[str, Any], resume_url: str
    ) -> GatewaySession | None:
        app = self.state.app_by_token(data.get("token", ""))
        if app is None:
            await socket.close(code=AUTHENTICATION_FAILED, message=b"Authentication failed.")
            return None
        shard = _shard(data.get("shard", [0, 1]))
        if shard is None:
            await socket.close(code=INVALID_SHARD, message=b"Invalid shard.")
            return None
        session = GatewaySession(app, data.get("intents", 0), shard)
        session.socket = socket
        guilds = self.state.guilds_on(session)  # Discord sends a shard its own guilds only
        ready = {
            "v": 10, "user": app.user_payload(), "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id, "session_type": "normal", "resume_gateway_url": resume_url,
            "application": {"id": str(app.id), "flags": 0}, "private_channels": [], "relationships": [],
            "presences": [], "geo_ordered_rtc_regions": [], "auth": {}, "_trace": ["fakediscord"],
        }
        if "shard" in data:
            ready["shard"] = list(shard)
        await session.dispatch("READY", ready)
        with_members = session.wants(GUILD_MEMBERS_INTENT)
        for guild in guilds:
            guild_create = guild.create_payload(app, bot_count=len(self.state.apps), with_members=with_members)
            await session.dispatch("GUILD_CREATE", guild_create)
        self.state.start_session(session)
        return session

    async def _resume(self, socket: web.WebSocketResponse, data: dict[str, Any]) -> GatewaySession | None:
        session = self.state.resumable_session(data.get("session_id", ""), data.get("token", ""))
        if session is None or not await session.resume(socket, data.get("seq") or 0):
            await self._send(socket, INVALID_SESSION, False)
            return None
        self.state.resumed(session)
        return session

    async def _send_member_chunk(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild = self.state.guilds.get(int(data.get("guild_id") or 0), self.state.guild)
        members = list(guild.members.values())
        wanted_ids = {int(user_id) for user_id in data.get("user_ids") or []}
        if wanted_ids:
            members = [member for member in members if member.id in wanted_ids]
        else:
            query = (data.get("query") or "").lower()
            members = [member for member in members if member.name.lower().startswith(query)]
        if data.get("limit"):
            members = members[: data["limit"]]
        found = {member.id for member in members}
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id), "members": [member.member_payload() for member in members],
            "chunk_index": 0, "chunk_count": 1, "not_found": [str(i) for i in wanted_ids - found],
        }
        if "nonce" in data:
            chunk["nonce"] = data["nonce"]
        await session.dispatch("GUILD_MEMBERS_CHUNK", chunk)


def _shard(value: Any) -> tuple[int, int] | None:
    """IDENTIFY's `shard: [shard_id, num_shards]`, or None if Discord would close with 4010 Invalid shard."""
    if not (isinstance(value, list) and len(value) == 2 and all(type(part) is int for part in value)):
        return None
    shard_id, count = value
    return (shard_id, count) if count >= 1 and 0 <= shard_id < count else None
