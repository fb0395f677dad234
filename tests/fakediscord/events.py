"""Guild scheduled events, as Discord documents them (Guild Scheduled Event resource): create, get, list, modify
(its status moved on as Discord allows: scheduled → active or canceled, active → completed), delete, and the
users marked interested, each change sent on the gateway to sessions with the GUILD_SCHEDULED_EVENTS intent.

An application needs Manage Events (or Create Events, to make one) to create, change or delete an event; people
act through the test API: `FakeDiscord.mark_interested` and `FakeDiscord.delete_event_as`."""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from .errors import DiscordAPIError, invalid_form_body, not_found
from .model import Application, Guild, Member

if TYPE_CHECKING:
    from .state import DiscordState

MANAGE_EVENTS = 1 << 33
CREATE_EVENTS = 1 << 44
GUILD_SCHEDULED_EVENTS_INTENT = 1 << 16
UNKNOWN_GUILD = 10004
UNKNOWN_SCHEDULED_EVENT = 10070
MISSING_PERMISSIONS = 50013
SCHEDULED, ACTIVE, COMPLETED, CANCELED = 1, 2, 3, 4
STAGE_INSTANCE, VOICE, EXTERNAL = 1, 2, 3
MOVES = {SCHEDULED: {ACTIVE, CANCELED}, ACTIVE: {COMPLETED}}  # the status changes Discord allows
MAX_USERS_PAGE = 100


@dataclass
class ScheduledEvent:
    id: int
    guild_id: int
    creator_id: int
    name: str
    description: str | None
    start: str
    end: str | None
    privacy_level: int
    entity_type: int
    location: str | None
    channel_id: int | None
    status: int = SCHEDULED
    interested: dict[int, Member] = field(default_factory=dict)  # user id → the member, in the order they marked

    def payload(self, *, with_user_count: bool = False) -> dict[str, Any]:
        data = {
            "id": str(self.id), "guild_id": str(self.guild_id), "channel_id": _id(self.channel_id),
            "creator_id": str(self.creator_id), "name": self.name, "description": self.description,
            "scheduled_start_time": self.start, "scheduled_end_time": self.end,
            "privacy_level": self.privacy_level, "status": self.status, "entity_type": self.entity_type,
            "entity_id": None, "entity_metadata": {"location": self.location} if self.location is not None else None,
            "image": None, "recurrence_rule": None,
        }
        if with_user_count:
            data["user_count"] = len(self.interested)
        return data


def _id(value: int | None) -> str | None:
    return None if value is None else str(value)


def _time(raw: Any, name: str) -> datetime.datetime:
    try:
        parsed = datetime.datetime.fromisoformat(str(raw))
    except ValueError:
        raise invalid_form_body(name, "DATE_TIME_TYPE_PARSE", "Could not parse date-time.") from None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=datetime.UTC)
    return parsed


def check_times(payload: dict[str, Any], entity_type: int, *, creating: bool) -> None:
    """Discord's rules on the times: an external event has an end, after its start, and a new one starts ahead."""
    given = payload.get("scheduled_start_time")
    start = _time(given, "scheduled_start_time") if given is not None else None
    end = payload.get("scheduled_end_time")
    if creating and start is not None and start <= datetime.datetime.now(datetime.UTC):
        raise invalid_form_body("scheduled_start_time", "GUILD_SCHEDULED_EVENT_SCHEDULED_START_TIME_IN_PAST",
                                "Cannot schedule event in the past.")
    if entity_type == EXTERNAL and creating and end is None:
        raise invalid_form_body("scheduled_end_time", "BASE_TYPE_REQUIRED", "This field is required")
    if start is not None and end is not None and _time(end, "scheduled_end_time") <= start:
        raise invalid_form_body("scheduled_end_time", "GUILD_SCHEDULED_EVENT_END_BEFORE_START",
                                "Cannot schedule event to end before starting.")


def event_of(guild: Guild, request: web.Request) -> ScheduledEvent:
    event = guild.scheduled_events.get(int(request.match_info["guild_scheduled_event_id"]))
    if event is None:
        raise not_found(UNKNOWN_SCHEDULED_EVENT, "Unknown Guild Scheduled Event")
    return event


def require_permission(app: Application, *, creating: bool = False) -> None:
    wanted = MANAGE_EVENTS | (CREATE_EVENTS if creating else 0)
    if not app.permissions & wanted:
        raise DiscordAPIError(403, MISSING_PERMISSIONS, "Missing Permissions")


def create(guild: Guild, app: Application, event_id: int, payload: dict[str, Any]) -> ScheduledEvent:
    require_permission(app, creating=True)
    entity_type = int(payload["entity_type"])
    check_times(payload, entity_type, creating=True)
    location = (payload.get("entity_metadata") or {}).get("location")
    if entity_type == EXTERNAL and not location:
        raise invalid_form_body("entity_metadata.location", "BASE_TYPE_REQUIRED", "This field is required")
    channel_id = payload.get("channel_id")
    event = ScheduledEvent(
        id=event_id, guild_id=guild.id, creator_id=app.id, name=str(payload["name"]),
        description=payload.get("description"), start=str(payload["scheduled_start_time"]),
        end=payload.get("scheduled_end_time"), privacy_level=int(payload["privacy_level"]), entity_type=entity_type,
        location=location, channel_id=int(channel_id) if channel_id else None,
    )
    guild.scheduled_events[event.id] = event
    return event


def modify(event: ScheduledEvent, app: Application, payload: dict[str, Any]) -> None:
    require_permission(app)
    status = payload.get("status")
    if status is not None and status != event.status and status not in MOVES.get(event.status, set()):
        raise invalid_form_body("status", "GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION",
                                "Invalid Guild Scheduled Event Status Transition")
    if event.status in (COMPLETED, CANCELED):
        raise invalid_form_body("status", "GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION",
                                "Invalid Guild Scheduled Event Status Transition")
    check_times(payload, event.entity_type, creating=False)
    if status is not None:
        event.status = int(status)
    for name, attribute in (("name", "name"), ("description", "description"), ("scheduled_start_time", "start"),
                            ("scheduled_end_time", "end"), ("privacy_level", "privacy_level")):
        if name in payload:
            setattr(event, attribute, payload[name])
    if "entity_metadata" in payload:
        event.location = (payload["entity_metadata"] or {}).get("location")


def users_page(event: ScheduledEvent, query: dict[str, str]) -> list[dict[str, Any]]:
    """A page of the interested users, by user id: ``after`` those above it ascending, else those below ``before``
    (or all) descending, at most ``limit`` (100 by default and at most)."""
    limit = min(int(query.get("limit", MAX_USERS_PAGE)), MAX_USERS_PAGE)
    with_member = query.get("with_member", "false").lower() in ("true", "1")
    ids = sorted(event.interested)
    if "after" in query:
        chosen = [user for user in ids if user > int(query["after"])][:limit]
    else:
        before = int(query["before"]) if "before" in query else None
        chosen = [user for user in reversed(ids) if before is None or user < before][:limit]
    page = []
    for user_id in chosen:
        member = event.interested[user_id]
        entry: dict[str, Any] = {"guild_scheduled_event_id": str(event.id), "user": member.user_payload()}
        if with_member:
            entry["member"] = member.member_payload(with_user=False)
        page.append(entry)
    return page


class EventRoutes:
    """The REST routes of guild scheduled events; ``caller`` finds (and records) the application asking."""

    def __init__(self, state: DiscordState, caller: Callable[[web.Request], Application]) -> None:
        self.state = state
        self.caller = caller

    def routes(self, api: str) -> list[web.RouteDef]:
        events = f"{api}/guilds/{{guild_id}}/scheduled-events"
        one = f"{events}/{{guild_scheduled_event_id}}"
        return [
            web.get(events, self.list_events),
            web.post(events, self.create_event),
            web.get(one, self.get_event),
            web.patch(one, self.modify_event),
            web.delete(one, self.delete_event),
            web.get(f"{one}/users", self.event_users),
        ]

    def _guild(self, request: web.Request) -> tuple[Guild, Application]:
        app = self.caller(request)
        guild = self.state.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise not_found(UNKNOWN_GUILD, "Unknown Guild")
        return guild, app

    async def announce(self, kind: str, event: ScheduledEvent) -> None:
        await self.state.broadcast(kind, event.payload(), guild_id=event.guild_id,
                                   intent=GUILD_SCHEDULED_EVENTS_INTENT)
        self.state.notify()

    async def list_events(self, request: web.Request) -> web.Response:
        guild, _ = self._guild(request)
        counted = _flag(request.query.get("with_user_count"))
        return _json([event.payload(with_user_count=counted) for event in guild.scheduled_events.values()])

    async def create_event(self, request: web.Request) -> web.Response:
        guild, app = self._guild(request)
        event = create(guild, app, self.state.ids.next(), await read_payload(request))
        await self.announce("GUILD_SCHEDULED_EVENT_CREATE", event)
        return _json(event.payload())

    async def get_event(self, request: web.Request) -> web.Response:
        guild, _ = self._guild(request)
        return _json(event_of(guild, request).payload(with_user_count=_flag(request.query.get("with_user_count"))))

    async def modify_event(self, request: web.Request) -> web.Response:
        guild, app = self._guild(request)
        event = event_of(guild, request)
        modify(event, app, await read_payload(request))
        await self.announce("GUILD_SCHEDULED_EVENT_UPDATE", event)
        return _json(event.payload())

    async def delete_event(self, request: web.Request) -> web.Response:
        guild, app = self._guild(request)
        event = event_of(guild, request)
        require_permission(app)
        await self.delete(guild, event)
        return web.Response(status=204)

    async def delete(self, guild: Guild, event: ScheduledEvent) -> None:
        del guild.scheduled_events[event.id]
        await self.announce("GUILD_SCHEDULED_EVENT_DELETE", event)

    async def event_users(self, request: web.Request) -> web.Response:
        guild, _ = self._guild(request)
        return _json(users_page(event_of(guild, request), dict(request.query)))

    async def mark_interested(self, member: Member, event: ScheduledEvent) -> None:
        event.interested[member.id] = member
        await self.state.broadcast("GUILD_SCHEDULED_EVENT_USER_ADD", {
            "guild_scheduled_event_id": str(event.id), "user_id": str(member.id), "guild_id": str(event.guild_id),
        }, guild_id=event.guild_id, intent=GUILD_SCHEDULED_EVENTS_INTENT)
        self.state.notify()


def _flag(raw: str | None) -> bool:
    return (raw or "").lower() in ("true", "1")


def _json(body: Any) -> web.Response:
    return web.Response(body=json.dumps(body).encode(), content_type="application/json")


async def read_payload(request: web.Request) -> dict[str, Any]:
    payload = await request.json()
    if not isinstance(payload, dict):
        raise invalid_form_body("_", "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
    return payload
