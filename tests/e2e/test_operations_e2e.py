"""What an operator sees of the real bot (docs/operations.md), started with METRICS_PORT and LOG_FORMAT=json:
/health and /ready answer, /ready goes 503 while the gateway is down and 200 once it is back, /metrics counts the
clicks, commits and timers that happen, and every log line is a JSON object carrying the ids it concerns and never
the token."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
from e2e.conftest import (
    CALLBACK,
    COMPUTER_DELAY,
    POLL_SECONDS,
    UPDATE_MESSAGE,
    add_people,
    settled,
    stand_in,
    until_logged,
)
from fakediscord import BotProcess
from prometheus_client.parser import text_string_to_metric_families

from i18n import t
from tests.operator_endpoints import Endpoints, free_port
from tests.patience import PATIENCE

ROLL = t("en", "lcr.action.roll")


class Operator(Endpoints):
    """Reads the bot's operator endpoints, as a load balancer and Prometheus would."""

    async def metric(self, name: str, **labels: str) -> float:
        """A sample's value (0 when it has none yet): ``name`` as exported, ``_total`` or ``_count`` included."""
        _, text = await self.get("/metrics")
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                if sample.name == name and all(sample.labels.get(key) == value for key, value in labels.items()):
                    return float(sample.value)
        return 0.0

    async def until(self, read: Callable[[], Awaitable[float]], what: str) -> None:
        """Wait until a metric ``read()`` is not 0."""
        give_up = time.monotonic() + PATIENCE
        while not await read():
            assert time.monotonic() < give_up, f"timed out waiting for {what}"
            await asyncio.sleep(POLL_SECONDS)

    async def ready_once(self, status: int) -> dict[str, Any]:
        """/ready's body once it answers `status`."""
        give_up = time.monotonic() + PATIENCE
        while True:
            answered, body = await self.get("/ready")
            if answered == status:
                return dict(json.loads(body))
            assert time.monotonic() < give_up, f"/ready stayed {answered}: {body}"
            await asyncio.sleep(POLL_SECONDS)


async def test_ready_follows_the_gateway_and_metrics_and_json_logs_follow_the_clicks(tmp_path: Path) -> None:
    port = free_port()
    async with stand_in() as fake:
        alice, bob = await add_people(fake, ("Alice", "Bob"))
        app = fake.add_application("Pips")
        env = {"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, "METRICS_PORT": str(port), "LOG_FORMAT": "json"}
        async with BotProcess(fake, app, "bot.py", workdir=tmp_path, env=env) as bot, aiohttp.ClientSession() as http:
            await settled(fake, bot)
            operator = Operator(http, port)
            assert await operator.get("/health") == (200, '{"status": "ok"}')
            assert await operator.ready_once(200) == {"ready": True}

            # a game of Alice, Bob and a computer seat: a command and five clicks accepted, two refused, the
            # computer's move made by its timer
            opened = await fake.slash(alice, "lcr start", live_chances=False)
            assert opened.message is not None
            table = opened.message
            for person, label in ((bob, "button.join"), (alice, "button.add_computer"), (alice, "button.start")):
                assert (await fake.click(person, table, t("en", label))).type == UPDATE_MESSAGE
            assert await operator.metric("pips_tables", game="lcr", status="playing") == 1  # as the store counts
            # two refusals: a forged button, and Bob's roll on Alice's turn
            assert (await fake.raw_click(bob, table, "pips:hello")).type != UPDATE_MESSAGE
            assert (await fake.click(bob, table, ROLL)).type != UPDATE_MESSAGE
            for person in (alice, bob):
                assert (await fake.click(person, table, ROLL)).type == UPDATE_MESSAGE
            # a refusal Discord will not take: the bot logs it from the click's own task (its ids on the line)
            fake.fail_route(CALLBACK, 403)
            await fake.click_without_waiting(bob, table, ROLL)
            await until_logged(bot, "could not answer interaction")
            fake.fail_route(CALLBACK, None)
            await operator.until(lambda: operator.metric("pips_timer_lateness_seconds_count"), "the computer's move")

            assert await operator.metric("pips_interactions_received_total", kind="command") == 1
            assert await operator.metric("pips_interactions_received_total", kind="component") == 8
            assert await operator.metric("pips_interactions_answered_total", kind="command", outcome="accepted") == 1
            assert await operator.metric("pips_interactions_answered_total", kind="component", outcome="accepted") == 5
            assert await operator.metric("pips_interactions_answered_total", kind="component", outcome="refused") == 2
            assert await operator.metric("pips_interactions_answered_total", kind="component", outcome="failed") == 1
            assert await operator.metric("pips_interaction_answer_seconds_count", kind="component") == 8
            assert await operator.metric("pips_commits_total", outcome="committed") >= 6  # and the computer's
            assert await operator.metric("pips_commit_seconds_count") >= 6
            assert await operator.metric("pips_live_tables") == 1
            assert await operator.metric("pips_gateway_connected", shard="0") == 1

            # the gateway gone: discord.py waits 5 s before it identifies anew, and /ready says why meanwhile
            await fake.drop_gateway(app, how="invalidate")
            down = await operator.ready_once(503)
            assert down == {"ready": False, "not_ready": {"gateway": "not connected: shard 0"}}
            assert await operator.get("/health") == (200, '{"status": "ok"}')
            assert await operator.ready_once(200) == {"ready": True}
            assert await operator.metric("pips_gateway_reconnects_total", shard="0", how="identify") == 1

    lines = [line for line in bot.log_path.read_text().splitlines() if not line.startswith("=====")]
    records = [json.loads(line) for line in lines]  # every line one JSON object
    assert all({"time", "level", "logger", "message"} <= record.keys() for record in records)
    refused = [record for record in records if record["message"].startswith("could not answer interaction")]
    assert [(record["guild_id"], record["channel_id"]) for record in refused] == [(fake.guild.id, table.channel_id)]
    assert refused[0]["table_id"] >= 1
    assert app.token not in bot.log_path.read_text()
