"""People clicking through the stand-in: the messages a benchmark clicks, one click after another or many at
once, and how long each click took."""

from __future__ import annotations

import asyncio
import gc
import re
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol

from i18n import t
from tests.fakediscord import Answer, Application, Channel, FakeDiscord, Member, StoredMessage

UPDATE_MESSAGE = 7
ROLL = t("en", "lcr.action.roll")
START = t("en", "button.start")
JOIN = t("en", "button.join")
AGAIN = t("en", "button.again")
PLUS_ONE = "+1"
TURN = re.compile(re.escape(t("en", "table.turn", mention="@")).replace("@", r"<@(\d+)>"))
MAX_ERRORS_KEPT = 5
MODAL_REACTION_TIME = 0.03  # discord.py stores a modal just after answering with it; a person is not faster


@contextmanager
def stand_in_undisturbed() -> Iterator[None]:
    """Measure with the stand-in's garbage collector held off (and run before): the stand-in keeps every
    interaction of the run, and the pauses of collecting them would count as the bots' latency."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def latency(answer: Answer) -> float:
    """Seconds from the click's INTERACTION_CREATE leaving the stand-in to the bot's answer arriving."""
    record = answer.record
    assert record.answered_at is not None
    return record.answered_at - record.created_at


def updated(answer: Answer) -> bool:
    """The click updated the message it was made on (a refusal is a private reply instead)."""
    return answer.type == UPDATE_MESSAGE and not answer.ephemeral


class Target(Protocol):
    """A message somebody keeps clicking."""

    message: StoredMessage

    async def next_click(self) -> Answer: ...


class LcrTable:
    """An LCR table message clicked by whoever's turn it shows; a finished game is played again."""

    def __init__(self, fake: FakeDiscord, message: StoredMessage, people: Sequence[Member]) -> None:
        self.fake = fake
        self.message = message
        self.people = {person.id: person for person in people}
        self.host = people[0]
        self.rolls: Counter[int] = Counter()  # table id → rolls the bot accepted
        self.unanswered: Counter[int] = Counter()  # table id → clicks with no answer in time (perhaps committed)

    @property
    def table_id(self) -> int:
        return int(self.message.buttons()[0]["custom_id"].split(":")[1])  # pips:<table>:<step>:<action>

    async def next_click(self) -> Answer:
        if ROLL not in self.message.labels():
            await self.play_again()
        table_id = self.table_id
        shown = TURN.search(self.message.text())
        assert shown is not None, f"no turn on the table:\n{self.message.text()}"
        try:
            answer = await self.fake.click(self.people[int(shown[1])], self.message, ROLL)
        except AssertionError:  # the stand-in's account of a click nobody answered within Discord's 3 s
            self.unanswered[table_id] += 1
            raise
        if updated(answer):
            self.rolls[table_id] += 1
        return answer

    async def play_again(self) -> None:
        """Play again (a new lobby inviting the same players, a new message): each rejoins with one click at
        their stake, then the host starts it."""
        again = await self.fake.click(self.host, self.message, AGAIN)
        assert again.message is not None
        self.message = again.message
        for person in self.people.values():
            if person is not self.host:
                await self.fake.click(person, self.message, JOIN)
        await self.fake.click(self.host, self.message, START)


def posted(answer: Answer) -> StoredMessage:
    assert answer.message is not None, f"the bot posted nothing: {answer.content!r}"
    return answer.message


async def open_lcr_table(
    fake: FakeDiscord, channel: Channel, people: Sequence[Member], app: Application, *, stake: int
) -> LcrTable:
    """Through Discord, as players do: /lcr start with stakes, everyone joins with `stake` chips, the host
    starts."""
    host = people[0]
    table = posted(await fake.slash(host, "lcr start", channel=channel, app=app, stakes=True))
    fake.reaction_time = MODAL_REACTION_TIME
    try:
        for person in people:  # the host too: joining again sets their stake
            modal = await fake.click(person, table, JOIN)
            await fake.submit_modal(person, modal, {"stake": str(stake)})
    finally:
        fake.reaction_time = 0
    await fake.click(host, table, START)
    return LcrTable(fake, table, people)


class CountingMessage:
    """A baseline bot's message: a click on its one button (`label`) answered with the message updated."""

    def __init__(self, fake: FakeDiscord, message: StoredMessage, person: Member, label: str = PLUS_ONE) -> None:
        self.fake = fake
        self.message = message
        self.person = person
        self.label = label
        self.clicks = 0

    async def next_click(self) -> Answer:
        answer = await self.fake.click(self.person, self.message, self.label)
        if updated(answer):
            self.clicks += 1
        return answer

    def shows_count(self) -> bool:
        """The message counts every answered click: "Count: n" (counter bot) or a card whose text ends in " · n"
        (same-message bot)."""
        return self.clicks > 0 and (
            self.message.content == f"Count: {self.clicks}" or self.message.text().endswith(f" · {self.clicks}")
        )


async def one_after_another(target: Target, clicks: int) -> list[float]:
    """Latencies of `clicks` clicks, each sent once the one before was answered."""
    latencies = []
    with stand_in_undisturbed():
        for _ in range(clicks):
            answer = await target.next_click()
            if not updated(answer):
                raise AssertionError(f"a click was refused: {answer.content!r}")
            latencies.append(latency(answer))
    return latencies


@dataclass
class LoadRun:
    """Clicks kept `in_flight` at once over many messages for a while."""

    clicks: int = 0  # answered with the message updated
    refused: int = 0  # answered, but with a private refusal
    lost: int = 0  # not answered within Discord's 3 s
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # the bot's, as the caller measured it (`bench.cpu`)
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def add(self, other: LoadRun) -> None:
        self.clicks += other.clicks
        self.refused += other.refused
        self.lost += other.lost
        self.seconds += other.seconds
        self.cpu_seconds += other.cpu_seconds
        self.latencies += other.latencies
        self.errors = (self.errors + other.errors)[:MAX_ERRORS_KEPT]


async def under_load(targets: Sequence[Target], seconds: float, in_flight: int) -> LoadRun:
    """`in_flight` people each clicking their share of the targets in turn, one click at a time, until
    `seconds` have passed; clicks still on their way then are waited for and counted."""
    run = LoadRun()

    async def person(mine: Sequence[Target], stop_at: float) -> None:
        turn = 0
        while time.monotonic() < stop_at:
            target = mine[turn % len(mine)]
            turn += 1
            try:
                answer = await target.next_click()
            except AssertionError as error:  # the stand-in's account of a click nobody answered
                run.lost += 1
                if len(run.errors) < MAX_ERRORS_KEPT:
                    run.errors.append(str(error).splitlines()[0])
                continue
            if updated(answer):
                run.clicks += 1
                run.latencies.append(latency(answer))
            else:
                run.refused += 1

    with stand_in_undisturbed():
        began = time.monotonic()
        await asyncio.gather(*(person(targets[index::in_flight], began + seconds) for index in range(in_flight)))
        run.seconds = time.monotonic() - began
    return run
