"""The stand-in's guild scheduled events, as Discord documents them: made only with Manage Events, its times
checked, its status moved on only as Discord allows, its interested users paged, deleted; every request checked
against Discord's API specification."""

from __future__ import annotations

import datetime
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from fakediscord import Application, FakeDiscord
from fakediscord.events import ACTIVE, CANCELED, COMPLETED, EXTERNAL, MANAGE_EVENTS, SCHEDULED
from fakediscord.model import BOT_PERMISSIONS


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as stand_in:
        yield stand_in
        assert not stand_in.unknown_routes
        stand_in.assert_requests_conform()


async def call(fake: FakeDiscord, app: Application, method: str, path: str, payload: Any = None,
               **query: str) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as http, http.request(
        method, fake.api_base + path, json=payload, params=query, headers={"Authorization": f"Bot {app.token}"}
    ) as response:
        return response.status, await response.json(content_type=None) if response.status != 204 else None


def external(hours_ahead: float = 1.0, **more: Any) -> dict[str, Any]:
    start = datetime.datetime.now(datetime.UTC) + datetime.timedelta(hours=hours_ahead)
    return {"name": "LCR game night", "privacy_level": 2, "entity_type": EXTERNAL,
            "scheduled_start_time": start.isoformat(), "entity_metadata": {"location": "#general"},
            "scheduled_end_time": (start + datetime.timedelta(hours=2)).isoformat(), **more}


async def test_an_event_is_made_read_and_listed_with_manage_events_only(fake: FakeDiscord) -> None:
    events = f"/guilds/{fake.guild.id}/scheduled-events"
    plain = fake.add_application("plain")
    status, body = await call(fake, plain, "POST", events, external())
    assert (status, body["code"]) == (403, 50013)
    app = fake.add_application("pips", permissions=BOT_PERMISSIONS | MANAGE_EVENTS)
    status, made = await call(fake, app, "POST", events, external(description="bring snacks"))
    assert status == 200 and made["status"] == SCHEDULED and made["entity_metadata"] == {"location": "#general"}
    (kept,) = fake.scheduled_events()
    assert kept.id == int(made["id"]) and kept.creator_id == app.id
    status, read = await call(fake, app, "GET", f"{events}/{made['id']}", with_user_count="true")
    assert status == 200 and read["user_count"] == 0 and read["description"] == "bring snacks"
    assert [e["id"] for e in (await call(fake, app, "GET", events))[1]] == [made["id"]]
    status, body = await call(fake, app, "GET", f"{events}/1")
    assert (status, body["code"]) == (404, 10070)


@pytest.mark.parametrize("payload", [
    external(hours_ahead=-1), external(scheduled_end_time=None), external(entity_metadata={"location": ""}),
])
async def test_a_start_gone_by_no_end_or_no_location_is_refused(fake: FakeDiscord, payload: dict[str, Any]) -> None:
    app = fake.add_application("pips", permissions=BOT_PERMISSIONS | MANAGE_EVENTS)
    status, body = await call(fake, app, "POST", f"/guilds/{fake.guild.id}/scheduled-events", payload)
    assert (status, body["code"]) == (400, 50035)
    assert fake.scheduled_events() == []
    fake.take_spec_violations()  # (an empty location is the spec's refusal too)


async def test_the_status_moves_only_as_discord_allows(fake: FakeDiscord) -> None:
    app = fake.add_application("pips", permissions=BOT_PERMISSIONS | MANAGE_EVENTS)
    events = f"/guilds/{fake.guild.id}/scheduled-events"
    made = (await call(fake, app, "POST", events, external()))[1]
    one = f"{events}/{made['id']}"
    assert (await call(fake, app, "PATCH", one, {"status": COMPLETED}))[0] == 400
    assert (await call(fake, app, "PATCH", one, {"status": ACTIVE}))[1]["status"] == ACTIVE
    assert (await call(fake, app, "PATCH", one, {"status": CANCELED}))[0] == 400
    assert (await call(fake, app, "PATCH", one, {"status": COMPLETED}))[1]["status"] == COMPLETED
    assert (await call(fake, app, "PATCH", one, {"status": ACTIVE}))[0] == 400
    other = (await call(fake, app, "POST", events, external()))[1]
    assert (await call(fake, app, "PATCH", f"{events}/{other['id']}", {"status": CANCELED}))[1]["status"] == CANCELED


async def test_interested_users_are_paged_and_a_deleted_event_is_gone(fake: FakeDiscord) -> None:
    app = fake.add_application("pips", permissions=BOT_PERMISSIONS | MANAGE_EVENTS)
    events = f"/guilds/{fake.guild.id}/scheduled-events"
    made = (await call(fake, app, "POST", events, external()))[1]
    event = fake.scheduled_events()[0]
    people = [await fake.add_member(name) for name in ("Alice", "Bob", "Carol")]
    for person in people:
        await fake.mark_interested(person, event)
    users = f"{events}/{made['id']}/users"
    first = (await call(fake, app, "GET", users, limit="2", with_member="0"))[1]
    assert [u["user"]["id"] for u in first] == [str(people[2].id), str(people[1].id)]
    rest = (await call(fake, app, "GET", users, limit="2", before=first[-1]["user"]["id"]))[1]
    assert [u["user"]["id"] for u in rest] == [str(people[0].id)]
    after = (await call(fake, app, "GET", users, after=str(people[0].id), with_member="true"))[1]
    assert [u["user"]["id"] for u in after] == [str(people[1].id), str(people[2].id)]
    assert after[0]["member"]["roles"] == []
    assert (await call(fake, app, "GET", f"{events}/{made['id']}", with_user_count="true"))[1]["user_count"] == 3
    assert (await call(fake, app, "DELETE", f"{events}/{made['id']}"))[0] == 204
    assert fake.scheduled_events() == []
    assert (await call(fake, app, "GET", users))[0] == 404
