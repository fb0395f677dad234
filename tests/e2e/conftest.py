"""What every game's end-to-end tests share: the stand-in, people, the real bot (`bot.py`) as a subprocess, and
readers of what the bot stored (its SQLite file, opened read-only).

Fixtures: `fake` (a started FakeDiscord that must see no unknown route), `people` (Alice, Bob, Carol) and `bot`
(bot.py running with a short computer delay). The helpers are plain functions that test files import as
`from e2e.conftest import ...` (`tests/` is on sys.path; pytest's own name for this module is no stable one);
tests outside this folder build the same fixtures from `stand_in`, `add_people` and `running_bot`.

Waiting: a test waits for what it needs to see (`fake.wait_for_message`/`wait_until` for what reaches the
stand-in, `eventually` for what only the bot's SQLite file shows, `sigkill` for a killed bot to be gone), never
for a fixed pause; `PATIENCE` bounds every such wait, so only a failure ever reaches it.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
from fakediscord import Answer, Application, BotProcess, Channel, FakeDiscord, Member, StoredMessage
from fakediscord.limits import LINK_BUTTON_STYLE
from fluent.syntax import ast

from data._rows import NEWER_EVENTS, log_of
from i18n import CATALOGS, t
from rules.base import Game
from rules.dice import SeededDice
from rules.games import GAMES
from screen import presenter
from service.chances import engine_options
from tests.patience import PATIENCE

COMPUTER_DELAY = "0.05"  # seconds a computer seat waits: quick, yet each move is its own change
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
CHANNEL_MESSAGE, UPDATE_MESSAGE, MODAL = 4, 7, 9
POLL_SECONDS = 0.01
T = TypeVar("T")


# --- the stand-in, the people and the bot ---------------------------------------------------------------


@asynccontextmanager
async def stand_in(**settings: Any) -> AsyncIterator[FakeDiscord]:
    """A started FakeDiscord; on a clean exit the bot must not have called a route Discord does not have. Its
    `text()` reads Pips's dice pictures as the text they show (`raw_text()` keeps the emoji markup)."""
    async with FakeDiscord(**settings) as fake:
        fake.read_emojis_as(presenter.TEXT)
        yield fake
        assert not fake.unknown_routes, f"the bot called routes the stand-in does not serve: {fake.unknown_routes}"
        fake.assert_requests_conform()


async def settled(fake: FakeDiscord, bot: BotProcess) -> None:
    """Wait for the bot's start-up uploads (its dice pictures, sent in the background) to be over, so that a
    test counting the calls made while a click is answered sees only the click's."""
    await fake.wait_until(lambda: len(bot.app.emojis) == len(presenter.NAMES), timeout=PATIENCE,
                          what="the dice pictures uploaded")


@asynccontextmanager
async def running_bot(
    fake: FakeDiscord, workdir: Path, name: str = "Pips", *, settle: bool = True
) -> AsyncIterator[BotProcess]:
    """bot.py as the application `name` (its database is `workdir/<name>.sqlite3`), stopped cleanly at the end;
    with `settle`, handed over once its start-up uploads are done."""
    process = BotProcess(fake, fake.add_application(name), "bot.py", workdir=workdir,
                         env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY})
    async with process:
        if settle:
            await settled(fake, process)
        yield process


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with stand_in() as started:
        yield started


async def add_people(fake: FakeDiscord, names: tuple[str, ...] = ("Alice", "Bob", "Carol")) -> list[Member]:
    return [await fake.add_member(name) for name in names]


@pytest.fixture
async def people(fake: FakeDiscord) -> list[Member]:
    return await add_people(fake)


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with running_bot(fake, tmp_path) as process:
        yield process


async def sigkill(fake: FakeDiscord, bot: BotProcess) -> None:
    """SIGKILL the bot, then wait until the stand-in has seen its gateway socket close: it has read the sockets
    the dead bot left by then, so it has taken in whatever the bot sent before it died."""
    await bot.kill()
    await eventually(lambda: None if fake.connected(bot.app) else True, f"the stand-in to see {bot.app.name} gone")


# --- reading the message catalog and the table message -----------------------------------------------------


def catalog_regex(key: str, **fields: str) -> str:
    """An English message as a regex source, each named placeholder replaced by the given pattern (a plural,
    `{ $n -> [one] { $n } chip *[other] { $n } chips }`, by the pattern in any of its variants; an unnamed
    plural's number by any number); other placeholders stay as written."""
    value = CATALOGS["en"][key].value
    assert value is not None
    return _pattern_regex(value, fields)


def _pattern_regex(pattern: ast.Pattern, fields: dict[str, str]) -> str:
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(re.escape(element.value))
            continue
        expression = element.expression
        if isinstance(expression, ast.StringLiteral):
            parts.append(re.escape(expression.parse()["value"]))
        elif isinstance(expression, ast.VariableReference):
            name = expression.id.name
            parts.append(fields[name] if name in fields else re.escape("{ $" + name + " }"))
        elif isinstance(expression, ast.SelectExpression) and isinstance(expression.selector, ast.VariableReference):
            parts.append(_plural_regex(expression, fields))
        else:
            raise AssertionError(f"no regex for {expression!r}")
    return "".join(parts)


def _plural_regex(select: ast.SelectExpression, fields: dict[str, str]) -> str:
    """The variants share what comes before the number (so the pattern's groups appear once)."""
    assert isinstance(select.selector, ast.VariableReference)
    name = select.selector.id.name
    befores, afters = set(), set()
    for variant in select.variants:
        elements = variant.value.elements
        at = next(index for index, element in enumerate(elements) if isinstance(element, ast.Placeable)
                  and isinstance(element.expression, ast.VariableReference) and element.expression.id.name == name)
        befores.add(_pattern_regex(ast.Pattern(elements[:at]), fields))
        afters.add(_pattern_regex(ast.Pattern(elements[at + 1:]), fields))
    assert len(befores) == 1, f"the variants of ${name} differ before the number"
    alternatives = sorted(afters, key=len, reverse=True)
    return befores.pop() + fields.get(name, r"\d+") + "(?:" + "|".join(alternatives) + ")"


def catalog_pattern(key: str, **fields: str) -> re.Pattern[str]:
    return re.compile(catalog_regex(key, **fields), re.MULTILINE)


TURN = catalog_pattern("table.turn", mention=r"<@(\d+)>")
STEP_BUTTON = re.compile(r"^pips:\d+:(\d+):")


def whose_turn(message: StoredMessage, people: list[Member]) -> Member:
    """The person the table message names as the one to act."""
    found = TURN.search(message.text())
    assert found is not None, f"the table names nobody's turn:\n{message.text()}"
    return next(person for person in people if person.id == int(found[1]))


def shown_step(message: StoredMessage) -> int | None:
    """The game step the message's move buttons were drawn at (None when it shows none)."""
    for component in [*message.buttons(), *message.selects()]:
        found = STEP_BUTTON.match(component.get("custom_id", ""))
        if found:
            return int(found[1])
    return None


def stale_view(message: StoredMessage) -> StoredMessage:
    """The message frozen as a person's screen shows it now: they can press its buttons after the bot has
    moved the real message on (a client that has not redrawn yet)."""
    return StoredMessage(message.snapshot(), author_app=message.author_app, ephemeral_for=None,
                         emoji_readings=message.emoji_readings)


def refusal(answer: Answer, key: str, **params: Any) -> None:
    """The answer is the private explanation `key` from the catalog, and nothing else."""
    assert (answer.type, answer.ephemeral) == (CHANNEL_MESSAGE, True), f"not an ephemeral answer: {answer.content}"
    assert answer.content == t("en", key, **params)
    assert [call.route for call in answer.rest_calls] == [CALLBACK]


def goes_to_the(fake: FakeDiscord, table: StoredMessage, answer: Answer) -> None:
    """The private answer carries one link button, "Go to the table", to that table's message."""
    buttons = [button for row in answer.components for button in row["components"]]
    url = f"https://discord.com/channels/{fake.guild.id}/{table.channel_id}/{table.id}"
    assert [(b["style"], b["label"], b["url"]) for b in buttons] == [
        (LINK_BUTTON_STYLE, t("en", "button.go_to_table"), url)
    ]


# --- what the bot stored ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stored:
    """One row of the bot's `tables`, with how many action rows it has."""

    id: int
    kind: str
    status: str
    version: int
    host_id: int
    message_id: int | None
    seed: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    state: dict[str, Any] | None
    log: list[dict[str, Any]]
    deadline: float | None
    updated_at: float
    actions: int

    def game(self) -> Game:
        """The stored state loaded by its engine (which checks it is one)."""
        assert self.state is not None, f"table {self.id} has no game"
        return GAMES[self.kind].game.from_dict(self.state)


def read_only(bot: BotProcess) -> sqlite3.Connection:
    db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    return db


def whole_log(db: sqlite3.Connection, row: sqlite3.Row) -> list[dict[str, Any]]:
    """A stored table's log as the bot reads it: its log column, then the events of the actions saved since it was
    written (``log_version``), the newest LOG_LENGTH entries."""
    newer: list[str] = []
    if row["log_version"] is not None:
        newer = [events for (events,) in db.execute(NEWER_EVENTS.format("?", "?", "?"),
                                                    (row["id"], row["log_version"], row["version"]))]
    return log_of(row["log"], newer)


def stored_if_any(bot: BotProcess, *, message: StoredMessage | None = None, table_id: int | None = None) -> (
    Stored | None
):
    """The table shown by `message`, or with `table_id`, or else the newest one; None if there is none."""
    args: tuple[int, ...]
    if message is not None:
        where, args = "message_id = ?", (message.id,)
    elif table_id is not None:
        where, args = "id = ?", (table_id,)
    else:
        where, args = "1", ()
    with closing(read_only(bot)) as db:
        row = db.execute(f"SELECT * FROM tables WHERE {where} ORDER BY id DESC LIMIT 1", args).fetchone()
        if row is None:
            return None
        (actions,) = db.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?", (row["id"],)).fetchone()
        log = whole_log(db, row)
    return Stored(
        id=row["id"], kind=row["kind"], status=row["status"], version=row["version"], host_id=row["host_id"],
        message_id=row["message_id"], seed=row["seed"], options=json.loads(row["options"]),
        seats=json.loads(row["seats"]), state=json.loads(row["state"]) if row["state"] else None,
        log=log, deadline=row["deadline"], updated_at=row["updated_at"], actions=actions,
    )


def stored(bot: BotProcess, message: StoredMessage | None = None, *, table_id: int | None = None) -> Stored:
    found = stored_if_any(bot, message=message, table_id=table_id)
    assert found is not None, f"no table stored for message {message and message.id} / table {table_id}"
    return found


async def eventually(read: Callable[[], T | None], what: str, timeout: float = PATIENCE) -> T:
    """What `read()` returns once it is not None, read again every few milliseconds. For what the stand-in does
    not see happen (the bot's SQLite file, sockets closing); `fake.wait_until` waits for what it does see."""
    give_up = time.monotonic() + timeout
    while (found := read()) is None:
        assert time.monotonic() < give_up, f"timed out after {timeout} s waiting for {what}"
        await asyncio.sleep(POLL_SECONDS)
    return found


def written(path: Path) -> Callable[[], str | None]:
    """What a probe in the bot wrote to ``path``, once it has (for ``eventually``): None until then."""
    return lambda: (path.read_text() or None) if path.exists() else None


async def until_logged(bot: BotProcess, text: str, timeout: float = PATIENCE) -> None:
    """Wait until the bot's log shows `text`: for what it does on its own, with nothing to see in Discord."""
    await eventually(lambda: True if text in bot.log_path.read_text(errors="replace") else None,
                     f"the bot to log {text!r}:\n{bot.log_tail()}", timeout)


async def stored_once_posted(bot: BotProcess, message: StoredMessage, timeout: float = PATIENCE) -> Stored:
    """The table a message just posted shows: the bot records the message id right after Discord answers."""
    return await eventually(lambda: stored_if_any(bot, message=message), f"a table stored for message {message.id}",
                            timeout)


def action_rows(bot: BotProcess, table_id: int) -> list[dict[str, Any]]:
    """The table's action log as stored, oldest first."""
    with closing(read_only(bot)) as db:
        rows = db.execute(
            "SELECT version, user_id, action, events FROM actions WHERE table_id = ? ORDER BY version, ordinal",
            (table_id,),
        ).fetchall()
    return [{**dict(row), "events": json.loads(row["events"])} for row in rows]


def result_rows(bot: BotProcess, table_id: int) -> list[dict[str, Any]]:
    with closing(read_only(bot)) as db:
        rows = db.execute("SELECT * FROM results WHERE table_id = ? ORDER BY seat", (table_id,)).fetchall()
    return [dict(row) for row in rows]


def replayed(bot: BotProcess, table: Stored) -> Game:
    """The game rebuilt from nothing but the seed and the stored actions: what the bot should have stored."""
    rows = action_rows(bot, table.id)
    assert rows and rows[0]["action"] == "start", "a game's first action is its start"
    game = table.game()
    stakes = [seat["stake"] or 3 for seat in table.seats] if table.options.get("stakes") else None
    fresh, events = GAMES[table.kind].game.start(len(table.seats), engine_options(table.options),
                                            SeededDice(bytes.fromhex(table.seed)), stakes)
    assert rows[0]["events"] == [event.to_dict() for event in events]
    seat_of = {seat["user_id"]: index for index, seat in enumerate(table.seats)}
    for row in rows[1:]:
        logged = row["events"]
        if row["action"] == "forfeit":
            if logged and logged[0]["type"] == "removed":  # /game remove: the service's word, then the forfeit
                logged = logged[1:]
            happened = fresh.forfeit(seat_of[row["user_id"]])
        else:
            acting = fresh.current_player
            assert acting is not None, "a move after the end"
            if row["user_id"] is not None:  # a click; a move the bot made (computer seat, timeout) has no user
                assert row["user_id"] == table.seats[acting]["user_id"] and not table.seats[acting]["computer"]
            if logged and logged[0]["type"] == "timeout":
                assert row["user_id"] is None and logged[0]["player"] == acting
                logged = logged[1:]
            happened = fresh.apply(acting, row["action"])
        assert logged == [event.to_dict() for event in happened], f"{row} replays differently"
    assert fresh.to_dict() == game.to_dict()
    return fresh


# --- playing --------------------------------------------------------------------------------------------------


async def open_table(
    fake: FakeDiscord,
    command: str,
    people: list[Member],
    *,
    channel: Channel | None = None,
    app: Application | None = None,
    **options: Any,
) -> StoredMessage:
    """The first person runs `command` (e.g. "lcr start") in `channel` (#general by default), the others click
    Join, the host clicks Start."""
    host, *others = people
    opened = await fake.slash(host, command, channel=channel, app=app, **options)
    assert opened.type == CHANNEL_MESSAGE and not opened.ephemeral and opened.message is not None, opened.content
    for person in others:
        joined = await fake.click(person, opened.message, t("en", "button.join"))
        assert joined.type == UPDATE_MESSAGE, joined.content
    started = await fake.click(host, opened.message, t("en", "button.start"))
    assert started.type == UPDATE_MESSAGE and started.message is opened.message, started.content
    return opened.message


async def play_until_over(
    fake: FakeDiscord,
    message: StoredMessage,
    people: list[Member],
    label: str,
    *,
    max_clicks: int = 1000,
    each: Callable[[Member, Answer], None] | None = None,
) -> list[Answer]:
    """The person whose turn the message shows clicks `label`, again and again, until the button is gone
    (the game is over); `each(player, answer)` checks every answer. Returns the answers."""
    answers: list[Answer] = []
    while label in message.labels():
        assert len(answers) < max_clicks, f"the game did not end in {max_clicks} clicks"
        player = whose_turn(message, people)
        answer = await fake.click(player, message, label)
        assert answer.type == UPDATE_MESSAGE and answer.message is message, answer.content
        if each is not None:
            each(player, answer)
        answers.append(answer)
    return answers
