"""High roll end to end: a game that lives wholly under tests/games/high_roll/ (rules, cog, catalogs), added to
the unmodified bot by a two-line entry script, played through the stand-in as people play the bot's own games."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    COMPUTER_DELAY,
    PATIENCE,
    open_table,
    play_until_over,
    replayed,
    result_rows,
    settled,
    stored,
    whose_turn,
)
from fakediscord import BotProcess, FakeDiscord, Member

from i18n import add_catalogs, t
from rules.games import GAMES
from tests.games.high_roll.game import HIGH_ROLL_INFO, ROUNDS

HIGH_ROLL = Path(__file__).resolve().parents[1] / "games" / "high_roll"
SCRIPT = "tests/games/high_roll/bot_with_high_roll.py"
CHANCE = re.compile(r" · [<>]?\d+%")  # a seat's live chance, as its row shows it

add_catalogs(HIGH_ROLL / "i18n")  # this process reads the bot's answers through the same catalogs
ROLL = t("en", "high_roll.action.roll")


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with BotProcess(fake, fake.add_application("Pips"), SCRIPT, workdir=tmp_path,
                          env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY}) as process:
        await settled(fake, process)
        yield process


def test_no_production_file_registers_high_roll() -> None:
    assert HIGH_ROLL_INFO.kind not in GAMES


async def test_two_people_play_high_roll_to_a_stored_winner(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], monkeypatch: pytest.MonkeyPatch
) -> None:
    players = people[:2]
    message = await open_table(fake, "highroll start", players)
    assert stored(bot, message).kind == HIGH_ROLL_INFO.kind
    await fake.click(whose_turn(message, players), message, ROLL)
    # live chances, estimated by the bot's worker process: it knows the game too
    await fake.wait_for_message(lambda shown: shown is message and CHANCE.search(message.text()) is not None,
                                timeout=PATIENCE)

    rolls = await play_until_over(fake, message, players, ROLL)

    assert len(rolls) + 1 == ROUNDS * len(players)
    final = stored(bot, message)
    assert final.status == "finished" and final.state is not None
    totals = final.state["totals"]
    winners = [seat for seat, total in enumerate(totals) if total == max(totals)]
    names = ", ".join(f"<@{players[seat].id}>" for seat in winners)
    won = t("en", "high_roll.event.won", names=names, count=len(winners), total=max(totals))
    assert won in message.text()
    assert [row["won"] for row in result_rows(bot, final.id)] == [int(seat in winners) for seat in range(2)]
    monkeypatch.setitem(GAMES, HIGH_ROLL_INFO.kind, HIGH_ROLL_INFO)  # for this process's replay only
    replayed(bot, final)


async def test_highroll_rules_answers_in_the_readers_language(fake: FakeDiscord, bot: BotProcess) -> None:
    amelie = await fake.add_member("Amélie", locale="fr")
    for person, locale in ((await fake.add_member("Alice"), "en"), (amelie, "fr")):
        answer = await fake.slash(person, "highroll rules")
        assert (answer.type, answer.ephemeral) == (CHANNEL_MESSAGE, True)
        assert answer.content == t(locale, "high_roll.rules")
    start = fake.picker(amelie, "highroll start")
    assert start.description == t("fr", "cmd.high_roll.start")
    assert start.option("turn_timeout").name == t("fr", "cmd.turn_timeout.name")
