"""Chicago end to end: the real bot as a subprocess against the Discord stand-in, played through what people see."""

from __future__ import annotations

import json
import re
from collections import Counter
from contextlib import closing
from dataclasses import dataclass
from typing import Any

import pytest
from e2e.conftest import catalog_pattern, catalog_regex, read_only, whole_log
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t
from screen.presenter import PIP_FACES, fingerprint

ROLL = t("en", "chicago.action.roll")
KEEP = t("en", "chicago.action.keep")
AGAIN = t("en", "button.again")


TURN = catalog_pattern("table.turn", mention=r"<@(\d+)>")
# The bot's dice pictures are uploaded in these tests, so a reroll button shows its die as the button's emoji.
REROLL = catalog_pattern("chicago.action.reroll.pictured", value=r"(\d)")
ROLLED_FACES = catalog_pattern("chicago.event.roll", name=r"<@\d+>", faces="([⚀-⚅ ]+)", verdict="[^\n]*")
# A player's row on a finished table: seat number, total, and the points of the rounds scored when more than one.
HITS = catalog_regex("chicago.seat.hits", hits="([0-9+]+)")
FINAL_DETAIL = catalog_regex("chicago.seat", points=r"(\d+)") + f"(?:{HITS})?"
FINAL_ROW = catalog_pattern("table.seat", marker="^", number=r"(\d+)", name=r"<@\d+>", computer="", detail=FINAL_DETAIL)
TURNS = 22  # two players × 11 rounds


@dataclass
class Game:
    fake: FakeDiscord
    bot: BotProcess
    alice: Member
    bob: Member

    def stored(self) -> dict[str, Any]:
        """The table row as the bot committed it, read from its SQLite file without touching it."""
        with closing(read_only(self.bot)) as db:
            row = db.execute("SELECT * FROM tables ORDER BY id DESC LIMIT 1").fetchone()
            stored = dict(row)
            stored["log"] = whole_log(db, row)
        stored["state"] = json.loads(stored["state"]) if stored["state"] else None
        return stored

    def whose_turn(self, table: StoredMessage) -> Member:
        found = TURN.search(table.text())
        assert found, f"no turn shown on the table:\n{table.text()}"
        return {self.alice.id: self.alice, self.bob.id: self.bob}[int(found[1])]

    def other(self, player: Member) -> Member:
        return self.bob if player is self.alice else self.alice


@pytest.fixture
def game(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> Game:
    """Alice and Bob at the bot, with the end-to-end fixtures (`fake`, `bot`, `people`)."""
    return Game(fake, bot, people[0], people[1])


async def started(game: Game, **options: Any) -> StoredMessage:
    answer = await game.fake.slash(game.alice, "chicago start", **options)
    assert answer.message is not None and not answer.ephemeral
    await game.fake.click(game.bob, answer.message, "Join")
    await game.fake.click(game.alice, answer.message, "Start")
    return answer.message


async def to_a_reroll_decision(game: Game, table: StoredMessage) -> Member:
    """Roll turn after turn until a roll misses and its player must choose; returns that player."""
    for _ in range(TURNS):
        if table.labels() != [ROLL]:
            break
        await game.fake.click(game.whose_turn(table), table, ROLL)
    assert table.labels()[-1] == KEEP, f"no reroll decision in {TURNS} turns: {table.labels()}"
    check_reroll_buttons(table)
    return game.whose_turn(table)


def reroll_labels(table: StoredMessage) -> list[str]:
    return [label for label in table.labels() if REROLL.fullmatch(label)]


def check_reroll_buttons(table: StoredMessage) -> None:
    """One "Reroll <value>", its die's picture beside it, per distinct die of the missed roll (the log's last
    roll), then Keep."""
    shown = ROLLED_FACES.findall(table.text())
    assert shown, table.text()
    faces = shown[-1].split()
    labels = reroll_labels(table)
    assert table.labels() == [*labels, KEEP]
    values = [int(REROLL.fullmatch(label)[1]) for label in labels]  # type: ignore[index]
    assert [PIP_FACES[value - 1] for value in values] == list(dict.fromkeys(faces))
    pictures = [button.get("emoji", {}).get("name") for button in table.buttons()]
    assert pictures == [*(f"pips_d6_{value}" for value in values), None]


def final_sheet(text: str) -> dict[int, tuple[list[int], int]]:
    """Seat number → (points of the rounds scored, total), read from the players' rows of a finished table."""
    rows = {}
    for number, total, hits in FINAL_ROW.findall(text):
        scored = [int(points) for points in hits.split("+")] if hits else [int(total)] if int(total) else []
        rows[int(number)] = (scored, int(total))
    return rows


async def test_a_double_roll_game_uses_reroll_and_keep_and_names_the_winners(game: Game) -> None:
    table = await started(game, double_roll=True)
    assert t("en", "chicago.option.double_roll") in table.text()
    used: Counter[str] = Counter()
    while AGAIN not in table.labels():
        player = game.whose_turn(table)
        if table.labels() == [ROLL]:
            answer = await game.fake.click(player, table, ROLL)
            used["roll"] += 1
        else:
            check_reroll_buttons(table)
            choice = "reroll" if used["reroll"] <= used["keep"] else "keep"
            answer = await game.fake.click(player, table, reroll_labels(table)[0] if choice == "reroll" else KEEP)
            used[choice] += 1
        assert answer.type == 7 and answer.message is table
    assert used["roll"] == TURNS
    assert used["reroll"] > 0 and used["keep"] > 0

    text = table.text()
    stored = game.stored()
    assert stored["status"] == "finished"
    sheet = final_sheet(text)
    stored_sheet = stored["state"]["sheet"]
    assert all(len(points) == 11 for points in stored_sheet)
    assert [sheet[seat + 1][0] for seat in range(2)] == [[p for p in points if p] for points in stored_sheet]
    totals = {number: total for number, (points, total) in sheet.items()}
    assert all(sum(points) == total for points, total in sheet.values())
    for number, total in totals.items():
        assert f"{number}. <@{(game.alice, game.bob)[number - 1].id}>{t('en', 'chicago.seat', points=total)}" in text
    best = max(totals.values())
    winners = [f"<@{(game.alice, game.bob)[number - 1].id}>" for number, total in totals.items() if total == best]
    if len(winners) == 1:
        assert t("en", "chicago.winner", name=winners[0], points=best) in text
    else:
        assert t("en", "chicago.joint_victory", names=", ".join(winners), points=best) in text
    assert t("en", "table.revealed", fingerprint=fingerprint(stored["seed"])) in text  # the seed: in /game verify
    assert stored["state"]["rerolls"] == used["reroll"]


async def test_a_reroll_decision_survives_a_sigkill(game: Game) -> None:
    table = await started(game, double_roll=True)
    player = await to_a_reroll_decision(game, table)
    before = game.stored()
    seat = 0 if player is game.alice else 1
    assert before["state"]["pending"] is not None

    await game.bot.restart(kill=True)
    label = reroll_labels(table)[0]
    answer = await game.fake.click(player, table, label)

    assert answer.type == 7 and not answer.ephemeral
    after = game.stored()
    assert after["state"]["pending"] is None
    assert after["state"]["rerolls"] == before["state"]["rerolls"] + 1
    assert len(after["state"]["sheet"][seat]) == len(before["state"]["sheet"][seat]) + 1
    rerolled = after["log"]
    assert any(event["type"] == "reroll" and event["player"] == seat for event in rerolled)
    old_value = REROLL.fullmatch(label)[1]  # type: ignore[index]
    shown = catalog_pattern("chicago.event.reroll", name=re.escape(f"<@{player.id}>"), old=old_value, faces=".+?",
                            verdict=".*")  # fmt: skip
    assert shown.search(table.text()), table.text()


async def test_an_out_of_turn_reroll_is_refused_privately_and_changes_nothing(game: Game) -> None:
    table = await started(game, double_roll=True, three_dice=True)
    player = await to_a_reroll_decision(game, table)
    before, shown = game.stored(), table.snapshot()

    answer = await game.fake.click(game.other(player), table, reroll_labels(table)[0])

    assert answer.ephemeral and answer.content == t("en", "turn.not_yours", player=player.id)
    assert game.stored() == before
    assert table.snapshot() == shown
    assert (await game.fake.click(player, table, KEEP)).type == 7  # the right player still can


async def test_the_rules_are_shown_privately_with_the_options(game: Game) -> None:
    answer = await game.fake.slash(game.bob, "chicago rules")
    assert answer.ephemeral and answer.content == t("en", "chicago.rules")
    assert all(t("en", f"chicago.option.{name}") in answer.content for name in ("double_roll", "three_dice"))
