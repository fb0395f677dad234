"""Bad Leftovers and /leaderboard end to end: the unmodified bot as a subprocess against the Discord stand-in,
played through the moves people are offered (a select menu when there are more than five, else buttons).

Seeds are random, so the tests follow the dice: before every move the stored state is loaded into the engine,
the offered moves must be exactly its legal actions, and the state after the move must be the engine's.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

from e2e.conftest import (
    CHANNEL_MESSAGE,
    STEP_BUTTON,
    UPDATE_MESSAGE,
    Stored,
    eventually,
    open_table,
    refusal,
    replayed,
    result_rows,
    stale_view,
    stored,
    whose_turn,
)
from fakediscord import Answer, BotProcess, FakeDiscord, Member, StoredMessage

from cogs._ui import PIP_FACES
from cogs.leftovers import UI, grouped
from i18n import t
from rules.base import Event
from rules.leftovers import Leftovers, choose_action

CENTER = re.compile(r"^Center: (.+) \((\d+) dice, (\d+) pips\)$", re.MULTILINE)
AGAIN = t("en", "button.again")
MAX_MOVES = 400


def engine(table: Stored) -> Leftovers:
    game = table.game()
    assert isinstance(game, Leftovers)
    return game


def offered(message: StoredMessage) -> dict[str, str]:
    """The moves the table offers, action → label: the options of its select, or else its move buttons."""
    selects = message.selects()
    if selects:
        return {option["value"]: option["label"] for option in selects[0]["options"]}
    moves = {}
    for button in message.buttons():
        if STEP_BUTTON.match(button["custom_id"]):
            moves[button["custom_id"].split(":", 3)[3]] = button["label"]
    return moves


async def choose(fake: FakeDiscord, person: Member, message: StoredMessage, action: str) -> Answer:
    """Pick the move by the label a person reads, in whichever control the table shows."""
    label = offered(message)[action]
    if message.selects():
        return await fake.select(person, message, label)
    return await fake.click(person, message, label)


def mention(person: Member) -> str:
    return f"<@{person.id}>"


def check_table(message: StoredMessage, table: Stored, people: list[Member]) -> None:
    """The message shows the stored game: each seat's number, score and claim, the center by face, the turn."""
    game = engine(table)
    text = message.text()
    for seat, person in enumerate(people):
        assert mention(person) + UI.seat_detail(game, seat, "en") in text, text
    if game.is_over:
        assert CENTER.search(text) is None
        return
    shown = CENTER.search(text)
    assert shown is not None, text
    counts: Counter[int] = Counter()
    for part in shown[1].split():
        face, count = part.split("×")
        counts[PIP_FACES.index(face) + 1] += int(count)
    assert counts == Counter(game.center)
    assert (int(shown[2]), int(shown[3])) == (len(game.center), sum(game.center))
    assert whose_turn(message, people) is people[game.turn]
    assert offered(message) == {action: UI.action_label(game, action, "en") for action in game.legal_actions()}
    assert bool(message.selects()) == (len(game.legal_actions()) > 5)


def check_events_shown(message: StoredMessage, events: list[Event], people: list[Member]) -> None:
    """A stuck player is named with what the leftovers cost them, and so is who starts the next round."""
    text = message.text()
    for event in events:
        name = mention(people[event.player]) if event.player is not None else ""
        data = event.data
        if event.type == "stuck":
            line = (t("en", "leftovers.event.stuck", name=name, dice=grouped(data["dice"]), points=data["points"],
                      score=data["score"])
                    if data["dice"] else t("en", "leftovers.event.stuck.empty", name=name))
            assert line in text, text
        elif event.type == "round":
            assert t("en", "leftovers.event.round", name=name, round=data["round"], count=len(data["dice"])) in text
        elif event.type == "out":
            assert t("en", "leftovers.event.out", name=name, score=data["score"]) in text
        elif event.type == "win":
            assert t("en", "leftovers.event.win", name=name, score=data["score"]) in text


async def move(fake: FakeDiscord, bot: BotProcess, message: StoredMessage, people: list[Member]) -> list[Event]:
    """The player whose turn it is makes the computer's move for them through the table; checked against the
    engine step by step. Returns the move's events."""
    before = stored(bot, message)
    game = engine(before)
    action = choose_action(game)
    player = people[game.turn]
    answer = await choose(fake, player, message, action)
    assert answer.type == UPDATE_MESSAGE and answer.message is message, answer.content
    events = game.apply(game.turn, action)
    after = stored(bot, message)
    assert after.state == game.to_dict()
    assert after.log[-len(events):] == [event.to_dict() for event in events]
    check_table(message, after, people)
    check_events_shown(message, events, people)
    return events


def running_lines(table: Stored, people: list[Member]) -> list[str]:
    game = engine(table)
    lines = []
    for seat, person in enumerate(people):
        line = t("en", "leaderboard.running.line", name=mention(person), number=game.numbers[seat],
                 score=game.scores[seat])
        claim = game.claims[seat]
        lines.append(line + (t("en", "leftovers.seat.claim", claim=claim) if claim is not None else ""))
    return lines


async def test_two_people_play_a_whole_game_through_the_move_menu_and_the_leaderboard_follows(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob = players = people[:2]
    rules = await fake.slash(bob, "leftovers rules")
    assert rules.ephemeral and rules.content == t("en", "leftovers.rules")

    message = await open_table(fake, "leftovers start", players)
    opening = stored(bot, message)
    game = engine(opening)
    assert sorted(game.numbers) == [1, 2] and game.numbers[game.turn] == 1  # number 1 opens round 1
    order = sorted(range(2), key=lambda seat: game.numbers[seat])
    assert t("en", "leftovers.event.seats", order=f"1. {mention(players[order[0]])}, 2. {mention(players[order[1]])}") \
        in message.text()
    check_table(message, opening, players)

    first_player = whose_turn(message, players)
    waiting = bob if first_player is alice else alice
    refusal(await choose(fake, waiting, message, choose_action(game)), "turn.not_yours", player=first_player.id)
    first_screen = stale_view(message)  # what the first player saw before their first move
    await move(fake, bot, message, players)

    board = await fake.slash(bob, "leaderboard")
    assert board.type == CHANNEL_MESSAGE and not board.ephemeral
    mid_game = stored(bot, message)
    heading = t("en", "leaderboard.running", game=t("en", "game.leftovers"), round=engine(mid_game).rounds)
    assert heading in board.text()
    for line in running_lines(mid_game, players):
        assert line in board.text(), board.text()
    assert t("en", "leaderboard.empty", game=t("en", "leaderboard.all_games")) in board.text()

    menus = stuck = 0
    stale_checked = False
    while AGAIN not in message.labels():
        assert menus + stuck < MAX_MOVES
        if not stale_checked and whose_turn(message, players) is first_player:
            # A move from the screen of their last turn: the table has moved on, so it is refused and changes nothing.
            untouched = stored(bot, message)
            stale_move = next(iter(offered(first_screen)))
            refusal(await choose(fake, first_player, first_screen, stale_move), "turn.stale")
            assert stored(bot, message) == untouched
            stale_checked = True
        menus += bool(message.selects())
        events = await move(fake, bot, message, players)
        stuck += any(event.type == "stuck" for event in events)
    assert stale_checked and menus >= 1 and stuck >= 1  # round 1 opens with a menu; only being stuck ends a game

    final = stored(bot, message)
    finished = engine(final)
    assert final.status == "finished" and finished.winner is not None
    winner, loser = players[finished.winner], players[1 - finished.winner]
    assert t("en", "leftovers.event.win", name=mention(winner), score=finished.scores[finished.winner]) \
        in message.text()
    assert message.labels() == [AGAIN]
    rows = result_rows(bot, final.id)
    assert [(r["won"], r["rounds"], r["points"]) for r in rows] == [
        (int(seat == finished.winner), finished.rounds_played[seat], finished.scores[seat]) for seat in range(2)
    ]
    replayed(bot, final)

    commands: list[dict[str, Any]] = [{}, {"game": "leftovers"}]
    for command in commands:
        after = await fake.slash(alice, "leaderboard", **command)
        text = after.text()
        assert t("en", "leaderboard.running", game=t("en", "game.leftovers"), round=finished.rounds) not in text
        for rank, person, seat in ((1, winner, finished.winner), (2, loser, 1 - finished.winner)):
            per_round = f"{finished.scores[seat] / finished.rounds_played[seat]:.1f}"
            line = t("en", "leaderboard.line", rank=rank, name=mention(person), wins=int(rank == 1), games=1)
            assert line + t("en", "leaderboard.line.per_round", points=per_round) in text, text
        assert after.components == []  # one page: no page buttons
    other_game = await fake.slash(alice, "leaderboard", game="lcr")
    assert t("en", "leaderboard.empty", game=t("en", "game.lcr")) in other_game.text()
    assert mention(winner) not in other_game.text()


async def test_after_a_sigkill_mid_round_the_game_goes_on(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    players = people[:3]
    message = await open_table(fake, "leftovers start", players)
    for _ in range(MAX_MOVES):
        await move(fake, bot, message, players)
        claims = engine(stored(bot, message)).claims
        if 0 < sum(claim is not None for claim in claims) < len(players):
            break  # some have claimed this round, others have yet to: mid-round
    before = stored(bot, message)
    game = engine(before)
    assert before.status == "playing" and any(claim is not None for claim in game.claims)

    await bot.kill()
    await bot.start()

    assert stored(bot, message) == before
    check_table(message, before, players)  # the old message still shows the table as stored
    waiting = next(person for seat, person in enumerate(players) if seat != game.turn)
    refusal(await choose(fake, waiting, message, choose_action(game)), "turn.not_yours", player=players[game.turn].id)
    board = await fake.slash(waiting, "leaderboard", game="leftovers")
    for line in running_lines(before, players):
        assert line in board.text(), board.text()

    await move(fake, bot, message, players)  # the round's claims survived: the engine agrees on the move
    for _ in range(MAX_MOVES):
        if AGAIN in message.labels():
            break
        await move(fake, bot, message, players)
    final = stored(bot, message)
    assert final.status == "finished"
    replayed(bot, final)


async def finished_once(bot: BotProcess, table_id: int) -> Stored:
    def if_finished() -> Stored | None:
        table = stored(bot, table_id=table_id)
        return table if table.status == "finished" else None

    return await eventually(if_finished, f"table {table_id} to finish")


async def test_a_long_board_pages_with_buttons_that_still_work_after_a_restart(
    fake: FakeDiscord, people: list[Member], tmp_path: Path
) -> None:
    alice = people[0]
    # Computers move at once here: a twelve-seat game of them plays out in a few seconds.
    async with BotProcess(fake, fake.add_application("Quick"), "bot.py", workdir=tmp_path,
                          env={"PIPS_COMPUTER_DELAY": "0"}) as bot:
        opened = await fake.slash(alice, "leftovers start")
        assert opened.message is not None
        for _ in range(Leftovers.max_players - 1):
            assert (await fake.click(alice, opened.message, t("en", "button.add_computer"))).type == UPDATE_MESSAGE
        await fake.click(alice, opened.message, t("en", "button.start"))
        await fake.slash(alice, "game leave")  # the computers play it out
        table = await finished_once(bot, stored(bot, opened.message).id)

        rows = result_rows(bot, table.id)
        assert len(rows) == Leftovers.max_players and sum(r["won"] for r in rows) == 1
        expected = sorted(rows, key=lambda r: (-r["won"], r["name"].lower()))
        names = [mention(alice) if not r["computer"] else r["name"] + t("en", "table.seat.computer") for r in expected]

        board = await fake.slash(alice, "leaderboard")
        page = board.message
        assert page is not None and t("en", "leaderboard.page", page=1, pages=2) in page.text()
        assert [b["custom_id"] for b in page.buttons()] == ["pips:board:all:0", "pips:board:all:1"]
        assert [b.get("disabled", False) for b in page.buttons()] == [True, False]
        first_page = page.text()
        later = [t("en", "leaderboard.line", rank=2, name=name, wins=0, games=1) for name in names[10:]]
        assert not any(line in first_page for line in later)

        turned = await fake.click(alice, page, t("en", "leaderboard.next"))
        assert turned.type == UPDATE_MESSAGE and turned.message is page
        assert t("en", "leaderboard.page", page=2, pages=2) in page.text()
        for line in later:  # everyone but the winner shares second place
            assert line in page.text(), page.text()
        assert [b.get("disabled", False) for b in page.buttons()] == [False, True]

        await bot.kill()
        await bot.start()
        back = await fake.click(people[1], page, t("en", "leaderboard.previous"))  # anyone may turn the pages
        assert back.type == UPDATE_MESSAGE and page.text() == first_page
        assert t("en", "leaderboard.line", rank=1, name=names[0], wins=1, games=1) in page.text()
