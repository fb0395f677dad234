"""The bot's life cycle, end to end: a SIGTERM lets the interaction being handled finish before anything closes,
slash commands are synced only when they (or their scope) change, and a second process on the same database
file stops at once with a clear message."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

from e2e.conftest import (
    CALLBACK,
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    refusal,
    running_bot,
    stored,
    stored_once_posted,
    until_logged,
)
from fakediscord import BotProcess, FakeDiscord, Member
from fakediscord.botproc import PROJECT_ROOT

from i18n import t

JOIN = t("en", "button.join")
GUILD_SYNC = "PUT /applications/{app_id}/guilds/{guild_id}/commands"
HOLD = 2.0  # seconds the stand-in holds one answer: within Discord's 3 s, long enough to act while it is held


async def spawn(bot: BotProcess) -> asyncio.subprocess.Process:
    """Another `python bot.py` as `bot` runs (same environment), its output piped, nothing waited for."""
    return await asyncio.create_subprocess_exec(
        sys.executable, str(bot.script), cwd=PROJECT_ROOT, env=bot.environment(),
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )


async def output_of(process: asyncio.subprocess.Process) -> str:
    """All the process printed, once it has exited."""
    return (await asyncio.wait_for(process.communicate(), 20.0))[0].decode(errors="replace")


def clean_log(bot: BotProcess) -> str:
    """The bot's whole log, checked free of the marks of an unclean shutdown."""
    log = bot.log_path.read_text(errors="replace")
    assert "Traceback" not in log, log
    assert "closed database" not in log, log
    return log


async def test_commands_are_synced_once_and_again_only_for_a_new_scope(
    fake: FakeDiscord, people: list[Member], tmp_path: Path
) -> None:
    alice = people[0]
    async with running_bot(fake, tmp_path) as bot:
        app = bot.app
        assert app.sync_count == 1 and app.guild_commands[fake.guild.id] and not app.global_commands

        await bot.restart()
        assert app.sync_count == 1, "an unchanged command set was synced again"
        refusal(await fake.slash(alice, "game status"), "channel.no_table")  # the registered commands still work

        bot.extra_env["DEV_GUILD_ID"] = ""  # the same commands, now global: a scope never synced
        await bot.restart()
        assert app.sync_count == 2 and app.global_commands

        del bot.extra_env["DEV_GUILD_ID"]  # back to the guild, whose commands have not changed
        await bot.restart()
        assert app.sync_count == 2
    log = clean_log(bot)
    assert log.count("not syncing") == 2


async def test_a_second_process_on_the_same_database_stops_with_a_clear_message(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], tmp_path: Path
) -> None:
    alice, bob = people[:2]
    opened = await fake.slash(alice, "lcr start")
    assert opened.type == CHANNEL_MESSAGE and opened.message is not None, opened.content
    await stored_once_posted(bot, opened.message)

    second = await spawn(bot)  # the same command line and environment as the running bot: the same file
    output = await output_of(second)
    assert second.returncode == 1, output
    assert f"pips: another Pips process is using {bot.database_path}" in output
    assert "Traceback" not in output

    joined = await fake.click(bob, opened.message, JOIN)  # the first bot plays on, its database untouched
    assert joined.type == UPDATE_MESSAGE, joined.content
    assert [seat["user_id"] for seat in stored(bot, opened.message).seats] == [alice.id, bob.id]
    assert bot.running


async def test_a_sigterm_lets_the_command_being_answered_finish_and_turns_new_clicks_away(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob = people[:2]
    assert bot.process is not None
    opened = await fake.slash(alice, "lcr start")
    assert opened.type == CHANNEL_MESSAGE and opened.message is not None, opened.content
    table = await stored_once_posted(bot, opened.message)

    # /game status stores the new message's id after Discord answers: hold that answer, and stop the bot meanwhile
    fake.delay_route(CALLBACK, HOLD)
    status = asyncio.create_task(fake.slash(alice, "game status"))
    await fake.wait_until(lambda: fake.held_requests[CALLBACK] == 1, what="the answer to /game status held")
    fake.delay_route(CALLBACK, 0)  # only that answer is slow
    bot.process.send_signal(signal.SIGTERM)
    await until_logged(bot, "SIGTERM received")

    refusal(await fake.click(bob, opened.message, JOIN), "bot.restarting")  # a click now is told to come back
    answer = await status
    assert await asyncio.wait_for(bot.process.wait(), 10.0) == 0
    assert answer.type == CHANNEL_MESSAGE and answer.message is not None and answer.message is not opened.message
    after = stored(bot, table_id=table.id)
    assert after.message_id == answer.message.id
    assert [seat["user_id"] for seat in after.seats] == [alice.id]  # the turned-away Join changed nothing
    assert "SIGTERM received" in clean_log(bot)


async def test_sigint_shuts_down_the_same_way(fake: FakeDiscord, bot: BotProcess) -> None:
    assert await bot.stop() == 0  # BotProcess.stop sends SIGINT, as Ctrl+C does
    log = clean_log(bot)
    assert "SIGINT received" in log and "shut down" in log


async def test_a_sigterm_while_starting_stops_the_start_up_cleanly(fake: FakeDiscord, tmp_path: Path) -> None:
    bot = BotProcess(fake, fake.add_application("Pips"), "bot.py", workdir=tmp_path)
    fake.delay_route(GUILD_SYNC, 30.0)  # the bot stays in its set-up, syncing its commands
    starting = await spawn(bot)
    await fake.wait_until(lambda: fake.held_requests[GUILD_SYNC] == 1, timeout=20.0, what="the sync held")
    starting.send_signal(signal.SIGTERM)
    output = await output_of(starting)
    assert starting.returncode == 0, output
    assert "SIGTERM received" in output and "shut down" in output
    assert "Traceback" not in output and "closed database" not in output
    assert bot.app.identify_count == 0

    fake.delay_route(GUILD_SYNC, 0)
    async with bot:  # the interrupted sync was not taken for done: the next start makes it
        assert bot.app.sync_count == 1
