"""Bad Leftovers and /leaderboard end to end: the unmodified bot as a subprocess against the Discord stand-in,
played through the moves people are offered: on a round's first turn a claim's button, then a pair's; later
turns the pairs of the claim made.

Seeds are random, so the tests follow the dice: before every move the stored state is loaded into the engine,
the offered buttons must be exactly what the engine allows, and the state after the move must be the engine's.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    STEP_BUTTON,
    UPDATE_MESSAGE,
    Stored,
    catalog_pattern,
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

from cogs.leftovers import CLAIMS_MENU, UI, grouped, row_detail
from i18n import t
from rules.base import Event
from rules.leftovers import Leftovers, choose_action
from screen import presenter
from screen.presenter import MENU, PIP_FACES

CENTER = catalog_pattern("leftovers.center", dice="(.+)", count=r"(\d+)", pips=r"(\d+)")
AGAIN = t("en", "button.again")
MAX_MOVES = 400


@pytest.fixture(autouse=True)
def dice_read_as_text(fake: FakeDiscord) -> None:
    """Dice pictures read as the text they show, so a line reads the same with pictures or without."""
    fake.read_emojis_as(presenter.TEXT)


def engine(table: Stored) -> Leftovers:
    game = table.game()
    assert isinstance(game, Leftovers)
    return game


def offered(message: StoredMessage) -> dict[str, tuple[str, bool]]:
    """The move buttons the table shows, action → (label, disabled)."""
    return {
        button["custom_id"].split(":", 3)[3]: (button["label"], button.get("disabled", False))
        for button in message.buttons()
        if STEP_BUTTON.match(button["custom_id"])
    }


def menu_of(game: Leftovers, menu: str | None = None) -> dict[str, tuple[str, bool]]:
    """What the engine says that menu step offers, as `offered` reads it."""
    buttons = UI.move_menu(game, "en", menu)
    assert buttons is not None
    return {button.action: (button.label, button.disabled) for button in buttons}


def first_button(action: str) -> str:
    """The button a move starts with: a claim's menu on a round's first turn, else the move itself."""
    return MENU + action.split(":")[1] if action.startswith("claim:") else action


async def press(fake: FakeDiscord, person: Member, message: StoredMessage, action: str) -> Answer:
    """Press the button of this action by the label a person reads."""
    label, disabled = offered(message)[action]
    assert not disabled, f"{label!r} is greyed out"
    return await fake.click(person, message, label)


async def choose(fake: FakeDiscord, person: Member, message: StoredMessage, action: str) -> Answer:
    """Make the move as a person does: on a round's first turn the claim, then the pair; the last answer."""
    first = first_button(action)
    if first != action:
        opened = await press(fake, person, message, first)
        if opened.type != UPDATE_MESSAGE:
            return opened  # refused: no pairs were drawn
    return await press(fake, person, message, action)


def mention(person: Member) -> str:
    return f"<@{person.id}>"


def check_table(message: StoredMessage, table: Stored, people: list[Member]) -> None:
    """The message shows the stored game: each row's permanent number, claim and points, the center counted by
    face in face order, the turn, and the first step of the move menu."""
    game = engine(table)
    text = message.text()
    for seat, person in enumerate(people):
        assert f"{game.numbers[seat]}. {mention(person)}{UI.seat_detail(game, seat, 'en')}" in text, text
    if game.is_over:
        assert CENTER.search(text) is None
        return
    shown = CENTER.search(text)
    assert shown is not None, text
    counts: Counter[int] = Counter()
    faces = []
    for part in shown[1].split():
        face, count = part.split("×")
        assert face in PIP_FACES, (part, text)
        faces.append(PIP_FACES.index(face) + 1)
        counts[faces[-1]] += int(count)
    assert counts == Counter(game.center) and faces == sorted(faces)
    assert (int(shown[2]), int(shown[3])) == (len(game.center), sum(game.center))
    assert whose_turn(message, people) is people[game.turn]
    assert offered(message) == menu_of(game)
    assert not message.selects()


def check_events_shown(message: StoredMessage, events: list[Event], people: list[Member]) -> None:
    """A stuck player is named with what the leftovers cost them, and the next round says who starts it and
    why (they were stuck, or the next one in to the left of the one who went out)."""
    text = message.text()
    for index, event in enumerate(events):
        name = mention(people[event.player]) if event.player is not None else ""
        data = event.data
        if event.type == "stuck":
            line = (t("en", "leftovers.event.stuck", name=name, dice=grouped(data["dice"]), points=data["points"],
                      score=data["score"])
                    if data["dice"] else t("en", "leftovers.event.stuck.empty", name=name))
            assert line in text, text
        elif event.type == "round":
            cause = events[index - 1]
            assert cause.type in ("stuck", "out") and cause.player is not None
            key = f"leftovers.event.round.after_{cause.type}"
            line = t("en", key, name=name, round=data["round"], count=len(data["dice"]),
                     stuck=mention(people[cause.player]))
            assert line in text, text
        elif event.type == "out":
            assert t("en", "leftovers.event.out", name=name, score=data["score"], out=21) in text
        elif event.type == "win":
            assert t("en", "leftovers.event.win", name=name, score=data["score"]) in text


async def move(fake: FakeDiscord, bot: BotProcess, message: StoredMessage, people: list[Member]) -> list[Event]:
    """The player whose turn it is makes the computer's move for them through the table; checked against the
    engine step by step (opening a claim's pairs commits nothing). Returns the move's events."""
    before = stored(bot, message)
    game = engine(before)
    action = str(choose_action(game))
    player = people[game.turn]
    first = first_button(action)
    if first != action:
        opened = await press(fake, player, message, first)
        assert opened.type == UPDATE_MESSAGE and opened.message is message, opened.content
        assert stored(bot, message) == before  # a step of the menu, not a move
        assert offered(message) == menu_of(game, first.removeprefix(MENU))
    answer = await press(fake, player, message, action)
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
    return [
        t("en", "leaderboard.running.line", name=mention(person), number=game.numbers[seat],
          detail=row_detail("en", game.scores[seat], game.claims[seat], out=seat in game.out))
        for seat, person in enumerate(people)
    ]


def per_round(points: int, rounds: int) -> str:
    whole, tenths = divmod(round(points / rounds * 10), 10)
    return t("en", "leaderboard.line.per_round", whole=whole, tenths=tenths)


async def test_two_people_play_a_whole_game_through_the_move_menu_and_the_leaderboard_follows(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob = players = people[:2]
    rules = await fake.slash(bob, "leftovers rules")
    assert rules.ephemeral and rules.content == t("en", "leftovers.rules")

    message = await open_table(fake, "leftovers start", players, fixed_pile=True)  # two players: same pile
    opening = stored(bot, message)
    assert opening.options["fixed_pile"] is True
    game = engine(opening)
    assert sorted(game.numbers) == [1, 2] and game.numbers[game.turn] == 1  # number 1 opens round 1
    order = sorted(range(2), key=lambda seat: game.numbers[seat])
    assert t("en", "leftovers.event.seats", order=f"1. {mention(players[order[0]])}, 2. {mention(players[order[1]])}") \
        in message.text()
    check_table(message, opening, players)

    first_player = whose_turn(message, players)
    waiting = bob if first_player is alice else alice
    claim_button = first_button(str(choose_action(game)))
    refusal(await press(fake, waiting, message, claim_button), "turn.not_yours", player=first_player.id)
    first_screen = stale_view(message)  # what the first player saw before their first move
    await move(fake, bot, message, players)

    board = await fake.slash(bob, "leaderboard")
    assert board.type == CHANNEL_MESSAGE and not board.ephemeral
    mid_game = stored(bot, message)
    heading = t("en", "leaderboard.running", game=t("en", "game.leftovers"), round=engine(mid_game).rounds)
    assert heading in board.text()
    for line in running_lines(mid_game, players):
        assert line in board.text(), board.text()
    # no game has finished yet: the running game only, no empty section
    assert t("en", "leaderboard.empty", game=t("en", "leaderboard.all_games")) not in board.text()
    assert t("en", "leaderboard.kind.per_round", game=t("en", "game.leftovers")) not in board.text()

    menus = stuck = 0
    stale_checked = False
    while AGAIN not in message.labels():
        assert menus + stuck < MAX_MOVES
        if not stale_checked and whose_turn(message, players) is first_player:
            # A move from the screen of their last turn: the table has moved on, so it is refused and changes nothing.
            untouched = stored(bot, message)
            refusal(await press(fake, first_player, first_screen, claim_button), "turn.stale")
            assert stored(bot, message) == untouched
            stale_checked = True
        menus += any(action.startswith(MENU) for action in offered(message))
        events = await move(fake, bot, message, players)
        stuck += any(event.type == "stuck" for event in events)
    assert stale_checked and menus >= 1 and stuck >= 1  # a first turn of a round opens with the claims; only being
    # stuck ends a game

    final = stored(bot, message)
    finished = engine(final)
    assert final.status == "finished" and finished.winner is not None
    winner, loser = players[finished.winner], players[1 - finished.winner]
    assert t("en", "leftovers.event.win", name=mention(winner), score=finished.scores[finished.winner]) \
        in message.text()
    assert message.labels() == [AGAIN, t("en", "button.story"), t("en", "button.replay")]
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
            line = t("en", "leaderboard.line", rank=rank, name=mention(person), wins=int(rank == 1), games=1)
            assert line + per_round(finished.scores[seat], finished.rounds_played[seat]) in text, text
        assert t("en", "leaderboard.kind.per_round", game=t("en", "game.leftovers")) in text
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
    refusal(await press(fake, waiting, message, first_button(str(choose_action(game)))), "turn.not_yours",
            player=players[game.turn].id)
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
        # Alice first (the one person, who left: place 1 of the people), then the computers ranked apart:
        # the winner first, everyone else sharing second place.
        computers = sorted((r for r in rows if r["computer"]), key=lambda r: (-r["won"], r["name"].lower()))
        assert computers[0]["won"]
        lines = [t("en", "leaderboard.line", rank=1, name=mention(alice), wins=0, games=1)] + [
            t("en", "leaderboard.line", rank=1 if r["won"] else 2, name=r["name"], wins=r["won"], games=1)
            for r in computers
        ]

        board = await fake.slash(alice, "leaderboard")
        page = board.message
        assert page is not None and t("en", "leaderboard.page", page=1, pages=2) in page.text()
        assert [b["custom_id"] for b in page.buttons()] == ["pips:board:all:0", "pips:board:all:1"]
        assert [b.get("disabled", False) for b in page.buttons()] == [True, False]
        first_page = page.text()
        later = lines[10:]
        assert all(line in first_page for line in lines[:10]) and not any(line in first_page for line in later)
        assert first_page.index(lines[0]) < first_page.index(t("en", "leaderboard.computers")) < first_page.index(
            lines[1])

        turned = await fake.click(alice, page, t("en", "leaderboard.next"))
        assert turned.type == UPDATE_MESSAGE and turned.message is page
        assert t("en", "leaderboard.page", page=2, pages=2) in page.text()
        for line in later:
            assert line in page.text(), page.text()
        assert t("en", "leaderboard.computers") in page.text()  # a page that starts with computers says so
        assert [b.get("disabled", False) for b in page.buttons()] == [False, True]

        await bot.kill()
        await bot.start()
        back = await fake.click(people[1], page, t("en", "leaderboard.previous"))  # anyone may turn the pages
        assert back.type == UPDATE_MESSAGE and page.text() == first_page
        assert lines[1] in page.text()


async def test_choosing_a_claim_commits_nothing_can_go_back_and_its_pairs_outlive_a_restart(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    players = people[:2]
    message = await open_table(fake, "leftovers start", players)
    before = stored(bot, message)
    game = engine(before)
    player, other = players[game.turn], players[1 - game.turn]
    action = str(choose_action(game))
    claim = first_button(action)
    assert claim.startswith(MENU)

    opened = await press(fake, player, message, claim)
    assert opened.type == UPDATE_MESSAGE and [call.route for call in opened.rest_calls] == [
        "POST /interactions/{interaction_id}/{token}/callback"
    ]
    assert stored(bot, message) == before  # same version, no action row: only the buttons changed
    assert offered(message) == menu_of(game, claim.removeprefix(MENU))
    refusal(await press(fake, other, message, action), "turn.not_yours", player=player.id)

    back = await press(fake, player, message, MENU + CLAIMS_MENU)
    assert back.type == UPDATE_MESSAGE and offered(message) == menu_of(game)
    await press(fake, player, message, claim)
    # The player's screen, showing the claim's pairs (the restart's redraw may put the claims back on the
    # message itself; a screen that has not redrawn yet keeps the pairs), twice: one is pressed, then the other.
    screen, same_screen = stale_view(message), stale_view(message)

    await bot.kill()
    await bot.start()
    assert stored(bot, message) == before
    # the pair's button carries the claim: it still works, though Discord's message may show the claims again
    moved = await press(fake, player, screen, action)
    assert moved.type == UPDATE_MESSAGE and moved.message is message, moved.content
    game.apply(game.turn, action)
    after = stored(bot, message)
    assert after.state == game.to_dict() and after.version == before.version + 1
    check_table(message, after, players)
    refusal(await press(fake, player, same_screen, MENU + CLAIMS_MENU), "turn.stale")  # that turn is over
