"""PipsTree answers every kind of command error with its own private text, and logs only real faults: a real
CommandTree in a probe bot (tests/cogs/tree_probe_bot.py) run against the stand-in."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from e2e.conftest import refusal
from e2e.test_edges_e2e import logged
from fakediscord import BotProcess, FakeDiscord, Member

PROBE = "tests/cogs/tree_probe_bot.py"


@pytest.fixture
async def probe(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with BotProcess(fake, fake.add_application("Probe"), PROBE, workdir=tmp_path) as process:
        yield process


async def test_refused_checks_and_refusals_are_answered_by_kind_and_not_logged_as_errors(
    fake: FakeDiscord, probe: BotProcess, people: list[Member]
) -> None:
    alice = people[0]
    refusal(await fake.slash(alice, "probe dm"), "error.guild_only")
    refusal(await fake.slash(alice, "probe permissions"), "error.missing_permissions", permissions="Manage Guild")
    refusal(await fake.slash(alice, "probe bot_permissions"), "error.bot_missing_permissions",
            permissions="Administrator")
    refusal(await fake.slash(alice, "probe check"), "error.check_failed")
    refusal(await fake.slash(alice, "probe refusal"), "lobby.host_only")
    refusal(await fake.slash(alice, "probe gone", unchecked=True), "error.command_updated")
    assert logged(probe, "ERROR") == [] and "Traceback" not in probe.log_path.read_text()
    assert any("outdated command" in record for record in logged(probe, "INFO"))


async def test_a_crash_is_logged_with_its_traceback_and_answered_as_unexpected(
    fake: FakeDiscord, probe: BotProcess, people: list[Member]
) -> None:
    refusal(await fake.slash(people[0], "probe crash"), "error.unexpected")
    assert any(record.startswith("discord_side.answers") for record in logged(probe, "ERROR"))
    assert "RuntimeError: the probe crashed" in probe.log_path.read_text()  # the traceback's last line
