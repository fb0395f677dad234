"""Inflight: the interactions being handled, waited for by a shutdown (no Discord needed)."""

from __future__ import annotations

import asyncio

import discord
import pytest

from discord_side.inflight import Inflight, inflight_of


async def handler(inflight: Inflight, release: asyncio.Event, admitted: list[bool]) -> None:
    """An interaction handler: admitted first, then busy until released."""
    admitted.append(inflight.admit())
    await release.wait()


async def test_a_drain_waits_for_the_admitted_handlers_and_admits_no_more() -> None:
    inflight, release, admitted = Inflight(), asyncio.Event(), list[bool]()
    busy = asyncio.create_task(handler(inflight, release, admitted))
    await asyncio.sleep(0)  # the handler starts and is admitted
    draining = asyncio.create_task(inflight.drain(timeout=10.0))
    await asyncio.sleep(0)
    assert inflight.draining and not draining.done()
    late = asyncio.create_task(handler(inflight, release, admitted))
    release.set()
    assert await draining == 0
    await asyncio.gather(busy, late)
    assert admitted == [True, False]  # the one arriving during the drain was turned away


async def test_a_drain_gives_up_after_its_timeout_and_cancel_ends_the_rest() -> None:
    inflight, never, admitted = Inflight(), asyncio.Event(), list[bool]()
    stuck = asyncio.create_task(handler(inflight, never, admitted))
    await asyncio.sleep(0)
    assert await inflight.drain(timeout=0.01) == 1
    await inflight.cancel(timeout=10.0)
    assert stuck.cancelled()


async def test_finished_handlers_drop_out_and_a_drain_never_waits_for_its_own_task() -> None:
    inflight, release, admitted = Inflight(), asyncio.Event(), list[bool]()
    release.set()
    await asyncio.create_task(handler(inflight, release, admitted))  # admitted, then done
    await asyncio.sleep(0)  # the task's done callbacks, queued after this test's wake-up, run
    assert len(inflight) == 0
    assert inflight.admit()  # this test's own task, as a handler that shuts the bot down would be
    async with asyncio.timeout(5.0):  # not wait_for: that would run the drain in a task of its own
        assert await inflight.drain(timeout=10.0) == 0
    assert admitted == [True]


def test_a_client_s_inflight_is_its_own_attribute_and_none_is_made_for_a_client_without_one() -> None:
    class Admitting(discord.Client):
        def __init__(self) -> None:
            super().__init__(intents=discord.Intents.none())
            self.inflight = Inflight()

    client = Admitting()
    assert inflight_of(client) is client.inflight
    with pytest.raises(TypeError, match="keeps no Inflight"):
        inflight_of(discord.Client(intents=discord.Intents.none()))
