"""The per-table display sequencer (screen/sequencer.py) with fake requests: whatever order clicks' answers and
background edits come in, a table message never shows an older version after a newer one, two requests never
draw one table at once, and the newest version committed ends up on screen."""

from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace
from typing import Any, cast

import aiohttp
import discord
import pytest

from cogs.lcr import UI as LCR_UI
from data.records import Table
from discord_side.reach import WaitsForClick
from screen.sequencer import Moved, Screen, Send
from service.tables import Change

MESSAGE = 10  # the table's message
NEWER_MESSAGE = 20  # posted later (`/game status`): snowflakes grow with time


def change(version: int, *, table_id: int = 1, message_id: int | None = MESSAGE) -> Change:
    table = Table(kind="lcr", guild_id=1, channel_id=2, host_id=3, seed="00", options={}, message_id=message_id,
                  id=table_id, version=version)
    return Change(table)


def server_error() -> discord.HTTPException:
    return discord.HTTPException(cast(Any, type("Response", (), {"status": 500, "reason": "Server Error"})), "boom")


def http_error(status: int, code: int = 0) -> discord.HTTPException:
    response = cast(Any, type("Response", (), {"status": status, "reason": "Failed"}))
    return discord.HTTPException(response, {"code": code, "message": f"{status} {code}"})


def too_many_old_edits() -> discord.HTTPException:
    response = cast(Any, type("Response", (), {"status": 400, "reason": "Bad Request"}))
    return discord.HTTPException(response, {"code": 30046, "message": "Maximum number of edits to messages older"
                                            " than 1 hour reached."})


class Messages:
    """Table messages as Discord keeps them: a request changes one when it completes. `hold()` keeps the next
    request open until `release()` (one slow to reach Discord); with `rng`, each takes a few loop turns."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.log: list[tuple[str, int, int]] = []  # (answer / edit / ack, message id, version), as applied
        self.rng = rng
        self.in_flight: dict[int, int] = {}  # table id → requests drawing it right now
        self.entered = asyncio.Event()  # the held request has started
        self._next_held: asyncio.Event | None = None
        self._holding: asyncio.Event | None = None
        self.failures = 0  # how many of the next answers fail with a 500
        self.old_after = 0  # with N > 0: the edits of a message after its N-th are refused with 30046
        self.edits_of: dict[int, int] = {}  # message id → edits let through
        self.next_message = NEWER_MESSAGE + 1  # the id of the next message posted
        self.moved: list[tuple[int, int]] = []  # (old message, message it links to), as the lines were drawn
        self.marking_fails = False
        self.edit_failures: list[Exception] = []  # what the next edits fail with, in order

    def hold(self) -> None:
        self._next_held = asyncio.Event()
        self.entered.clear()

    def release(self) -> None:
        assert self._holding is not None, "no request is held"
        self._holding.set()

    async def _request(self, kind: str, table_id: int, message_id: int, version: int) -> None:
        self.in_flight[table_id] = self.in_flight.get(table_id, 0) + 1
        try:
            assert self.in_flight[table_id] == 1, "two requests drawing one table at once"
            gate, self._next_held = self._next_held, None
            if gate is not None:
                self._holding = gate
                self.entered.set()
                await gate.wait()
            for _ in range(self.rng.randrange(4) if self.rng else 0):
                await asyncio.sleep(0)
            if kind == "answer" and self.failures:
                self.failures -= 1
                raise server_error()
            self.log.append((kind, message_id, version))
        finally:
            self.in_flight[table_id] -= 1

    async def edit(self, drawn: Change, message_id: int) -> None:
        if self.edit_failures:
            self.log.append(("failed", message_id, drawn.table.version))
            raise self.edit_failures.pop(0)
        if self.old_after and self.edits_of.get(message_id, 0) >= self.old_after:
            raise too_many_old_edits()
        self.edits_of[message_id] = self.edits_of.get(message_id, 0) + 1
        await self._request("edit", drawn.table.id, message_id, drawn.table.version)

    async def repost(self, drawn: Change) -> int:
        message_id, self.next_message = self.next_message, self.next_message + 1
        await self._request("post", drawn.table.id, message_id, drawn.table.version)
        return message_id

    async def mark_moved(self, _: Change, old: int, new: int) -> None:
        if self.marking_fails:
            raise too_many_old_edits()
        self.moved.append((old, new))

    def screen(self, **options: Any) -> Screen:
        return Screen(self.edit, repost=self.repost, mark_moved=self.mark_moved, **options)

    def answer(self, drawn: Change, clicked: int = MESSAGE) -> tuple[Change, int, Send, Send]:
        """The arguments of `Screen.answer` for a click on `clicked` that committed `drawn` (`moved_answer` for
        its `moved`)."""

        async def update() -> None:
            await self._request("answer", drawn.table.id, clicked, drawn.table.version)

        async def acknowledge() -> None:
            self.log.append(("ack", clicked, drawn.table.version))

        return drawn, clicked, update, acknowledge

    def moved_answer(self, clicked: int) -> Moved:
        async def moved(live: int) -> None:
            self.moved.append((clicked, live))

        return moved

    def versions_on(self, message_id: int) -> list[int]:
        return [version for kind, shown_on, version in self.log
                if kind not in ("ack", "failed") and shown_on == message_id]


class Pauses:
    """The screen's sleep between tries of a failed drawing: records each pause, and takes no real time."""

    def __init__(self) -> None:
        self.taken: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.taken.append(seconds)
        await asyncio.sleep(0)


async def test_a_click_during_a_background_edit_waits_for_it_and_is_drawn_after() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    messages.hold()
    screen.publish(change(2))  # e.g. the redraw at start-up
    await messages.entered.wait()  # its edit is in flight
    click = asyncio.create_task(screen.answer(*messages.answer(change(3))))
    await asyncio.sleep(0)  # the click's first step: it now waits for the table
    assert not click.done() and messages.log == []
    messages.release()
    await click
    await screen.drained()
    assert messages.log == [("edit", MESSAGE, 2), ("answer", MESSAGE, 3)]


async def test_a_version_not_newer_than_the_one_shown_is_never_drawn() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    await screen.answer(*messages.answer(change(3)))
    screen.publish(change(2))  # a background change committed before the click, published after its answer
    screen.publish(change(3))
    await screen.drained()
    await screen.answer(*messages.answer(change(2)))  # a late answer: acknowledged, the message left as it is
    assert messages.log == [("answer", MESSAGE, 3), ("ack", MESSAGE, 2)]


async def test_a_click_while_the_table_is_busy_too_long_is_acknowledged_and_drawn_right_after() -> None:
    messages = Messages()
    screen = Screen(messages.edit, click_wait=0.05)
    messages.hold()
    screen.publish(change(2))  # an edit sleeping on a 429 inside discord.py
    await messages.entered.wait()
    await screen.answer(*messages.answer(change(3)))  # gives up waiting: Discord wants an answer in 3 s
    assert messages.log == [("ack", MESSAGE, 3)]
    messages.release()
    await screen.drained()
    assert messages.log == [("ack", MESSAGE, 3), ("edit", MESSAGE, 2), ("edit", MESSAGE, 3)]


async def test_background_edits_skip_to_the_newest_pending_change() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    messages.hold()
    screen.publish(change(2))
    await messages.entered.wait()
    for version in (4, 3, 5):  # computer moves while the first edit is in flight
        screen.publish(change(version))
    messages.release()
    await screen.drained()
    assert messages.log == [("edit", MESSAGE, 2), ("edit", MESSAGE, 5)]


async def test_a_failed_answer_is_drawn_by_an_edit() -> None:
    messages = Messages()
    messages.failures = 1
    screen = Screen(messages.edit)
    await screen.answer(*messages.answer(change(3)))
    await screen.drained()
    assert messages.log == [("edit", MESSAGE, 3)]


async def test_a_post_moves_the_table_and_a_click_that_raced_it_on_the_old_copy_is_drawn_on_the_new() -> None:
    messages = Messages()
    screen = messages.screen()
    await screen.answer(*messages.answer(change(3)))
    await screen.posted(change(3), NEWER_MESSAGE)  # `/game status`
    assert messages.moved == [(MESSAGE, NEWER_MESSAGE)]  # the old message became the moved line, once
    screen.publish(change(4))  # committed before the new message id was stored: it names the old message
    await screen.drained()
    # a click on the old copy that committed before the cog could tell it was old
    await screen.answer(*messages.answer(change(5), clicked=MESSAGE), moved=messages.moved_answer(MESSAGE))
    await screen.drained()
    assert messages.versions_on(NEWER_MESSAGE) == [4, 5]
    assert messages.versions_on(MESSAGE) == [3]  # never drawn as a table again
    assert messages.moved == [(MESSAGE, NEWER_MESSAGE), (MESSAGE, NEWER_MESSAGE)]
    assert screen.live_message(1) == NEWER_MESSAGE


async def test_an_edit_refused_as_too_many_on_an_old_message_posts_the_table_again_at_the_bottom() -> None:
    messages = Messages()
    messages.old_after = 1
    screen = messages.screen()
    screen.publish(change(2))
    await screen.drained()
    screen.publish(change(3))  # refused with 30046
    await screen.drained()
    reposted = NEWER_MESSAGE + 1
    assert messages.log == [("edit", MESSAGE, 2), ("post", reposted, 3)]
    assert messages.moved == [(MESSAGE, reposted)] and screen.live_message(1) == reposted
    screen.publish(change(4))  # the new message is the table's from now on
    await screen.drained()
    assert messages.versions_on(reposted) == [3, 4]


async def test_a_repost_whose_old_message_cannot_be_marked_still_moves_the_table() -> None:
    messages = Messages()
    messages.old_after, messages.marking_fails = 1, True
    screen = messages.screen()
    screen.publish(change(2))
    await screen.drained()
    screen.publish(change(3))  # refused with 30046, and so is the marking of the old message
    await screen.drained()
    screen.publish(change(4))
    await screen.drained()
    reposted = NEWER_MESSAGE + 1
    assert messages.versions_on(reposted) == [3, 4] and messages.versions_on(MESSAGE) == [2]
    assert messages.moved == []


async def test_a_click_on_a_table_just_posted_counts_for_its_message_before_its_id_is_stored() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    await screen.answer(*messages.answer(change(1, message_id=None)))  # a Join right after `/lcr start`
    await screen.posted(change(0), MESSAGE)  # the post records its message
    screen.publish(change(1))  # and shows what changed meanwhile: already on screen
    await screen.drained()
    assert messages.log == [("answer", MESSAGE, 1)]


@pytest.mark.parametrize("click_wait", [1.5, 0.0])
@pytest.mark.parametrize("seed", range(40))
async def test_in_any_order_of_answers_and_edits_the_screen_only_moves_forward_to_the_newest(
    seed: int, click_wait: float
) -> None:
    """Versions committed one after another, each shown by its click's answer or a background edit, started
    in commit order but each request taking its own time (and, with no wait, clicks that find the table busy)."""
    rng = random.Random(seed)
    messages = Messages(rng)
    messages.failures = rng.randrange(2)
    screen = Screen(messages.edit, click_wait=click_wait)
    clicks = []
    for version in range(1, 30):
        if rng.random() < 0.5:
            clicks.append(asyncio.create_task(screen.answer(*messages.answer(change(version)))))
        else:
            screen.publish(change(version))
        for _ in range(rng.randrange(3)):
            await asyncio.sleep(0)
    await asyncio.gather(*clicks)
    await screen.drained()
    drawn = messages.versions_on(MESSAGE)
    assert drawn == sorted(set(drawn)), f"an older or the same version drawn again: {drawn}"
    assert drawn[-1] == 29


async def test_idle_tables_are_forgotten_beyond_the_number_kept_but_never_one_in_use() -> None:
    messages = Messages()
    screen = Screen(messages.edit, kept=2)
    messages.hold()
    screen.publish(change(2, table_id=1))
    await messages.entered.wait()  # table 1 is in use from here on
    for table_id in (2, 3, 4):
        await screen.answer(*messages.answer(change(2, table_id=table_id)))
    assert len(screen) == 2
    click = asyncio.create_task(screen.answer(*messages.answer(change(3, table_id=1))))
    await asyncio.sleep(0)
    assert not click.done()  # the same lock as the edit in flight: table 1 was kept
    messages.release()
    await click
    await screen.drained()
    assert [entry for entry in messages.log if entry[2] > 2] == [("answer", MESSAGE, 3)]


async def test_a_menu_step_redraws_the_version_shown_and_a_background_edit_of_it_leaves_the_menu() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    await screen.answer(*messages.answer(change(3)))
    await screen.answer(*messages.answer(change(3)), same_version=True)  # the player opened a claim's pairs
    screen.publish(change(3))  # e.g. the redraw at start-up of the same version: it would reset the menu
    await screen.drained()
    await screen.answer(*messages.answer(change(2)), same_version=True)  # a menu of an older version: never drawn
    assert messages.log == [("answer", MESSAGE, 3), ("answer", MESSAGE, 3), ("ack", MESSAGE, 2)]


async def test_a_click_waiting_behind_a_newer_one_only_acknowledges_and_the_newer_is_drawn() -> None:
    """Which request draws next is the table's version: the newest wanted goes, an older click waiting for the
    table is only acknowledged (its version would be drawn over at once), and nothing older is drawn after."""
    messages = Messages()
    screen = Screen(messages.edit)
    messages.hold()
    screen.publish(change(2))  # an edit in flight holds the table
    await messages.entered.wait()
    first = asyncio.create_task(screen.answer(*messages.answer(change(3))))
    await asyncio.sleep(0)  # the first click waits for the table
    second = asyncio.create_task(screen.answer(*messages.answer(change(4))))
    await asyncio.sleep(0)
    assert not first.done() and not second.done()
    messages.release()
    async with asyncio.timeout(5.0):
        await asyncio.gather(first, second)
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2, 4]
    assert ("ack", MESSAGE, 3) in messages.log


async def test_a_click_older_than_a_pending_background_change_is_acknowledged_at_once() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    messages.hold()
    screen.publish(change(2))
    await messages.entered.wait()
    screen.publish(change(4))  # a computer's move, drawn by the worker once the edit in flight ends
    async with asyncio.timeout(5.0):
        await screen.answer(*messages.answer(change(3)))  # does not wait behind the edit: 4 is on its way
    assert messages.log == [("ack", MESSAGE, 3)]
    messages.release()
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2, 4]


async def test_a_background_edit_that_fails_for_a_passing_reason_is_tried_again_until_drawn() -> None:
    messages, pauses = Messages(), Pauses()
    messages.edit_failures = [http_error(503), http_error(502), aiohttp.ClientConnectionError("reset"),
                              TimeoutError(), http_error(429), discord.RateLimited(30.0), http_error(500)]
    screen = messages.screen(sleep=pauses)
    screen.publish(change(4))  # a computer's move, say: no other change may come to draw the table again
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [4]
    assert pauses.taken == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0, 4.0]  # doubling, then at most RETRY_AT_MOST


async def test_a_newer_change_during_failed_tries_is_drawn_instead_and_never_an_older_one_after_it() -> None:
    messages, pauses = Messages(), Pauses()
    messages.edit_failures = [http_error(503), http_error(503)]
    screen = messages.screen(sleep=pauses)
    screen.publish(change(4))
    screen.publish(change(5))  # comes while 4 is being tried
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [5]
    screen.publish(change(4))  # late: never drawn over 5
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [5]


async def test_a_failed_click_answer_whose_edit_fails_too_is_drawn_once_discord_answers() -> None:
    messages, pauses = Messages(), Pauses()
    messages.failures = 1
    messages.edit_failures = [http_error(503)]
    screen = messages.screen(sleep=pauses)
    await screen.answer(*messages.answer(change(3)))
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [3] and pauses.taken == [0.5]


async def test_a_drawing_refused_for_good_is_not_tried_again() -> None:
    messages, pauses = Messages(), Pauses()
    messages.edit_failures = [http_error(403, 50001)]  # Missing Access: trying again would be refused again
    screen = messages.screen(sleep=pauses)
    screen.publish(change(4))
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [] and pauses.taken == []
    screen.publish(change(5))  # the next change is drawn as usual
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [5]


async def test_a_deleted_table_message_is_posted_again_at_the_bottom() -> None:
    messages, pauses = Messages(), Pauses()
    messages.edit_failures = [http_error(404, 10008)]  # Unknown Message: somebody deleted it
    screen = messages.screen(sleep=pauses)
    screen.publish(change(4))
    await screen.drained()
    reposted = NEWER_MESSAGE + 1
    assert messages.versions_on(reposted) == [4] and screen.live_message(1) == reposted
    assert messages.moved == []  # nothing left to mark as moved
    screen.publish(change(5))
    await screen.drained()
    assert messages.versions_on(reposted) == [4, 5]


async def test_a_command_posts_the_table_through_the_screen_which_stores_it_and_retires_the_old_message() -> None:
    assert LCR_UI.kind == "lcr"  # imported: the LCR table's look is registered, so the post can draw it
    messages = Messages()
    remembered: list[tuple[int, int]] = []

    async def remember(table_id: int, message_id: int) -> None:
        remembered.append((table_id, message_id))

    async def send_message(**_: object) -> SimpleNamespace:
        return SimpleNamespace(message_id=NEWER_MESSAGE)

    screen = Screen(messages.edit, repost=messages.repost, mark_moved=messages.mark_moved, remember=remember)
    screen.publish(change(2))
    await screen.drained()
    interaction = SimpleNamespace(response=SimpleNamespace(send_message=send_message))
    assert await screen.post(interaction, change(3)) == NEWER_MESSAGE  # type: ignore[arg-type]  # `/game status`
    assert remembered == [(1, NEWER_MESSAGE)] and messages.moved == [(MESSAGE, NEWER_MESSAGE)]
    screen.publish(change(3))  # already on the new message: not drawn again
    screen.publish(change(4))
    await screen.drained()
    assert messages.versions_on(NEWER_MESSAGE) == [4] and messages.versions_on(MESSAGE) == [2]


async def test_a_change_no_token_can_draw_waits_for_a_click_undrawn_and_a_click_catches_it_up() -> None:
    messages = Messages()
    reachable = False

    async def edit(drawn: Change, message_id: int) -> None:
        if not reachable:
            raise WaitsForClick(drawn.table.id)
        await messages.edit(drawn, message_id)

    screen = Screen(edit)
    await screen.answer(*messages.answer(change(2)))
    screen.publish(change(3))  # a turn timeout where Pips is no member, every token expired
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2] and screen.catch_up(1) and not screen.catch_up(1)
    reachable = True  # a click's token: the change is not taken for drawn, so it is drawn now
    screen.publish(change(3))
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2, 3]
