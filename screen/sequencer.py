"""The table message on screen: every drawing of a table goes through one sequencer per table, so a message
never goes back to an older version than one it already showed, and never stays behind the database.

Discord applies the requests to one message in the order it gets them, and a REST answer means the request was
applied. So one request draws a table's message at a time (``TableScreen.drawing``), and which one goes next is
decided by the table's version, the order the table service committed them in: the newest version anyone wants
drawn (``wanted``) goes; an answer to an older one only acknowledges the click (the message stays as it is: a
newer version is on its way), and a version not newer than the one on screen is never drawn. A click waits for
the request in flight at most CLICK_WAIT (Discord wants its answer within 3 s); past that it is acknowledged and
its change drawn by the background worker right after (an edit sleeping on a 429, which discord.py retries inside
the request).

Changes nobody clicked for (timeouts, computer seats, the redraw at start-up) are drawn by one worker per table
that skips to the newest pending change, so a burst of computer moves costs few edits and Discord's
per-channel rate limit is met by waiting rather than piling up. A drawing that fails for a passing reason (a
5xx, a network error, a 429 past discord.py's patience) is tried again after a growing pause until the message
shows the newest change: no table waits for its next change, which may never come, to be drawn again.

A table's message is the newest one posted for it: message ids are snowflakes, which grow with time, so the
greatest id stored or posted for a table is its message. The table MOVES rather than being copied: `/game status`
posts it again, and a background edit Discord refuses because the message is old (error 30046) posts it again at
the bottom of the channel; either way the previous message becomes one "moved" line with a link to the new one
and no game buttons, and is never drawn as a table again. A table message somebody deleted (404 10008) is
posted again the same way. The cog refuses clicks on an old copy before they
commit; one that raced the move and committed is answered with the moved line, its change drawn on the table's
message.

Where Pips is no member (a DM, a group DM, a server where only people installed it) a table is drawn through the
interactions of the people at it (discord_side/reach.py): a background drawing with no interaction's token still
valid waits (``WaitsForClick``), nothing drawn and nothing lost, and the next click at the table catches it up
(``catch_up``). Every drawing there, a click's answer or a background edit, says when its token stops drawing the
table if the turn's deadline comes after that (``Reach.waits_after``): the card as last drawn tells the players
that the move made then waits for their next click.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import aiohttp
import discord

from data.records import Table
from discord_side.reach import Reach, WaitsForClick
from i18n import t
from screen.presenter import render
from service.tables import Change

log = logging.getLogger(__name__)

CLICK_WAIT = 1.5  # seconds a click's answer waits for its table's message before it only acknowledges
KEPT_TABLES = 2048  # idle tables remembered (what they show), least recently used forgotten first

Send = Callable[[], Awaitable[object]]
Edit = Callable[[Change, int], Awaitable[object]]  # draw a change on the table's message with this id
Repost = Callable[[Change], Awaitable[int]]  # post a change at the bottom of its channel: the new message's id, stored
Remember = Callable[[int, int], Awaitable[object]]  # store that the table with this id is shown on this message
MarkMoved = Callable[[Change, int, int], Awaitable[object]]  # turn message `old` into the moved line to message `new`
Moved = Callable[[int], Awaitable[object]]  # a click's answer: its (old) message becomes the moved line to this one

TOO_MANY_OLD_EDITS = 30046  # Discord: "Maximum number of edits to messages older than 1 hour reached."
UNKNOWN_MESSAGE = 10008  # Discord: the message was deleted
INVALID_FORM_BODY = 50035  # Discord: the request breaks a rule of the payload (a card with an embed among them)
# A drawing Discord or the network failed (5xx, a reset, a 429 past discord.py's patience) is tried again after
# RETRY_FIRST seconds, doubling up to RETRY_AT_MOST: the table must catch up without waiting for its next change.
RETRY_FIRST = 0.5
RETRY_AT_MOST = 4.0
# What says a drawing may go through if tried again (a 4xx other than a 429 is Discord refusing the request as
# it is: trying it again would only be refused again).
PASSING_FAILURES: tuple[type[Exception], ...] = (discord.RateLimited, aiohttp.ClientError, OSError, TimeoutError)


def passing(error: BaseException) -> bool:
    """Whether a request Discord or the network failed may go through if tried again: a 5xx, a 429 past
    discord.py's patience, the network."""
    return isinstance(error, PASSING_FAILURES) or (
        isinstance(error, discord.HTTPException) and (error.status >= 500 or error.status == 429))


class TableScreen:
    """What one table's message shows, the request drawing it, and the newest version wanted on it."""

    __slots__ = ("drawing", "menu_version", "message_id", "pending", "redraw", "shown", "stalled", "users", "wanted",
                 "worker")

    def __init__(self) -> None:
        self.drawing: asyncio.Future[None] | None = None  # done when the request drawing the message now ends
        self.message_id = 0  # 0 until one is known
        self.shown = 0  # the newest version drawn on that message
        self.wanted = 0  # the newest version a click or the worker is to draw: older answers only acknowledge
        self.pending: Change | None = None  # the newest change the worker has still to draw
        self.redraw = False  # draw ``pending`` even if its version is on screen (fresher live chances)
        self.menu_version = -1  # a move menu was drawn at this version: a redraw of it would close the menu
        self.worker: asyncio.Task[None] | None = None
        self.users = 0  # callers holding this entry: it is not forgotten meanwhile
        self.stalled = False  # a change waits for a click to be drawn (no interaction's token could draw it)

    def adopt(self, message_id: int | None) -> None:
        """A message of this table was seen: a newer one than known is its message now, with nothing drawn."""
        if message_id is not None and message_id > self.message_id:
            self.message_id, self.shown = message_id, 0

    def drawn(self, message_id: int, version: int) -> None:
        if message_id == self.message_id:
            self.shown = max(self.shown, version)


class Screen:
    def __init__(
        self,
        edit: Edit,
        *,
        repost: Repost | None = None,
        mark_moved: MarkMoved | None = None,
        remember: Remember | None = None,
        reach: Reach | None = None,
        click_wait: float = CLICK_WAIT,
        kept: int = KEPT_TABLES,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ) -> None:
        self._edit = edit
        self._repost = repost
        self._mark_moved = mark_moved
        self._remember = remember
        self._reach = reach
        self._click_wait = click_wait
        self._kept = kept
        self._sleep = sleep  # waits between tries of a failed drawing (tests pass one that needs no real time)
        self._tables: OrderedDict[int, TableScreen] = OrderedDict()  # least recently used first

    @classmethod
    def of(cls, client: discord.Client, remember: Remember, reach: Reach | None = None) -> Screen:
        """The screen of a bot: background changes are drawn by editing the channel message (where Pips is no
        member, through the newest interaction at the table: ``reach``); `remember(table id, message id)` stores
        the message a post or a re-post made the table's."""

        async def edit(change: Change, message_id: int) -> None:
            table_pass = None if reach is None else await reach.pass_of(change.table.id)
            if reach is not None and table_pass is not None:
                waits_after = reach.waits_after(table_pass.issued_at, change.table)
                await reach.edit(change.table.id, message_id,
                                 view=render(change, change.table.locale, waits_after=waits_after))
                return
            channel = client.get_partial_messageable(change.table.channel_id)
            await channel.get_partial_message(message_id).edit(view=render(change, change.table.locale))

        async def repost(change: Change) -> int:
            card = render(change, change.table.locale)
            message = await client.get_partial_messageable(change.table.channel_id).send(view=card)
            await remember(change.table.id, message.id)
            return message.id

        async def mark_moved(change: Change, old: int, new: int) -> None:
            if reach is not None and await reach.pass_of(change.table.id) is not None:
                return  # where Pips is no member only the newest interaction edits, and it answered the new message
            old_message = client.get_partial_messageable(change.table.channel_id).get_partial_message(old)
            try:
                await old_message.edit(view=moved_card(change.table, new))
            except discord.HTTPException as error:
                if not is_legacy_refusal(error):
                    raise
                content, view = moved_line(change.table, new)  # a table posted as an embed before the cards
                await old_message.edit(content=content, embed=None, view=view)

        return cls(edit, repost=repost, mark_moved=mark_moved, remember=remember, reach=reach)

    # --- the ways a table is shown ---------------------------------------------------------------------------

    async def answer_click(self, interaction: discord.Interaction, change: Change) -> None:
        """Show the change a click committed in the click's own answer (one REST call)."""
        if self._is_embed_table(interaction, change):
            await self.post(interaction, change)
            return
        clicked = interaction.message.id if interaction.message is not None else None
        update = _update(interaction, change, waits_after=self._waits_after(interaction, change))
        await self.answer(change, clicked, update, interaction.response.defer,
                          moved=_moved_answer(interaction, change))

    def _is_embed_table(self, interaction: discord.Interaction, change: Change) -> bool:
        """Whether the click is on the table's message posted as an embed before the tables were cards: Discord
        lets no edit add a card to it, so the click is answered with the card as a new message (the old one
        becomes the moved line, as drawn before the cards)."""
        message = interaction.message
        known = max(self.live_message(change.table.id), change.table.message_id or 0)
        return message is not None and not message.flags.components_v2 and message.id >= known

    async def answer_menu(self, interaction: discord.Interaction, change: Change, menu: str) -> None:
        """Answer a click that only opens a step of the move menu (nothing committed): draw the SAME version
        with that menu. Ordered like any drawing; a background edit of this version
        is then not newer than the screen, so it leaves the menu alone."""
        if self._is_embed_table(interaction, change):
            await self.post(interaction, change)  # (the card drawn without the menu: a click opens it again)
            return
        clicked = interaction.message.id if interaction.message is not None else None
        with self._holding(change.table.id) as table:
            table.menu_version = change.table.version
            update = _update(interaction, change, menu, self._waits_after(interaction, change))
            await self.answer(change, clicked, update, interaction.response.defer, same_version=True,
                              moved=_moved_answer(interaction, change))

    def _waits_after(self, interaction: discord.Interaction, change: Change) -> float | None:
        """Where Pips is no member, the answer's token draws the table from now on: when the card says a move
        after it waits for a click (``Reach.waits_after``); None elsewhere."""
        # a server's click has none: tested here, not by reach.py's ``reached``, so that it runs no code of that
        # module (the click path stays within its files)
        if self._reach is None or interaction.is_guild_integration():
            return None
        return self._reach.waits_after(interaction.created_at.timestamp(), change.table)

    async def answer(
        self,
        change: Change,
        clicked: int | None,
        update: Send,
        acknowledge: Send,
        *,
        same_version: bool = False,
        moved: Moved | None = None,
    ) -> None:
        """Answer a committed click on message `clicked` by `update` (drawing `change` on it) once no request
        draws the message, or only `acknowledge` it when its message already shows as new a version (with
        `same_version`: a newer one), a newer version is wanted (it is on its way), or the request in flight
        takes too long; a click on an old copy of the table is answered by `moved` (or acknowledged)."""
        version = change.table.version
        with self._holding(change.table.id) as table:
            table.wanted = max(table.wanted, version)
            loop = asyncio.get_running_loop()
            until = loop.time() + self._click_wait
            while table.drawing is not None and version >= table.wanted:
                remaining = until - loop.time()
                if remaining <= 0 or not (await asyncio.wait({table.drawing}, timeout=remaining))[0]:
                    log.info("table %s busy: click acknowledged, its change drawn after", change.table.id)
                    self.publish(change)
                    await _acknowledge(acknowledge)
                    return
            await self._answer(table, change, clicked, update, acknowledge, same_version, moved)

    def publish(self, change: Change, *, redraw: bool = False) -> None:
        """Draw a change by an edit of the table's message, after the request in flight for that table;
        ``redraw``: even when its version is on screen already (the same move, with fresher live chances)."""
        table = self._table(change.table.id)
        table.wanted = max(table.wanted, change.table.version)
        if table.pending is None or table.pending.table.version <= change.table.version:
            same = table.pending is not None and table.pending.table.version == change.table.version
            table.redraw = redraw or (same and table.redraw)
            table.pending = change
        if table.worker is None:
            table.users += 1
            table.worker = asyncio.create_task(self._work(table))

    async def post(self, interaction: discord.Interaction, change: Change) -> int | None:
        """Post the table as a new message, the answer to a command: the table moves there (stored by
        ``remember``), and the message it had before becomes the moved line. The new message's id, if Discord
        gave one."""
        card = render(change, change.table.locale, waits_after=self._waits_after(interaction, change))
        response = await interaction.response.send_message(view=card)
        message_id = response.message_id
        if message_id is None:
            return None
        if self._reach is not None:  # where Pips is no member, the command's token draws the table for now
            self._reach.note(change.table.id, interaction, message_id)
        if self._remember is not None:
            await self._remember(change.table.id, message_id)
        await self.posted(change, message_id)
        return message_id

    async def post_in_channel(self, change: Change) -> int:
        """Post a table no command answers (a scheduled night opening it) at the bottom of its channel: the table
        is shown there from now on. The new message's id."""
        assert self._repost is not None, "a screen without a way to post in a channel"
        message_id = await self._repost(change)
        await self.posted(change, message_id)
        return message_id

    async def posted(self, change: Change, message_id: int) -> None:
        """The table was posted as a new message (a command's answer): that message is the table's now, and the
        one it had before becomes the moved line."""
        with self._holding(change.table.id) as table:
            await _free(table)  # after the request in flight, which may still draw the previous message
            with _drawing(table):
                table.adopt(change.table.message_id)
                previous = table.message_id
                table.adopt(message_id)
                table.drawn(message_id, change.table.version)
                if 0 < previous < message_id:
                    await self._retire(change, previous, message_id)

    def catch_up(self, table_id: int) -> bool:
        """Whether a change of the table waits for a click to be drawn (and, from now, not any more: the caller
        draws the table's newest change through the click that came)."""
        table = self._tables.get(table_id)
        if table is None or not table.stalled:
            return False
        table.stalled = False
        return True

    def live_message(self, table_id: int) -> int:
        """The table's message as far as the screen knows (0: not known here; the stored one is then its)."""
        table = self._tables.get(table_id)
        return table.message_id if table is not None else 0

    def seen(self, table_id: int, message_id: int | None) -> None:
        """The stored message of a table the screen did not know."""
        with self._holding(table_id) as table:
            table.adopt(message_id)

    def __len__(self) -> int:
        """How many tables are remembered."""
        return len(self._tables)

    async def drained(self) -> None:
        """Wait until every change published so far is drawn (or found not newer than the screen)."""
        while workers := [table.worker for table in self._tables.values() if table.worker is not None]:
            await asyncio.gather(*workers, return_exceptions=True)

    async def shown(self, table_ids: Collection[int], timeout: float) -> None:
        """Wait, at most ``timeout`` seconds, until the changes published so far for these tables are drawn (a
        busy table's worker may go on with newer changes: that is not waited for beyond the timeout)."""
        workers = [table.worker for table_id in table_ids
                   if (table := self._tables.get(table_id)) is not None and table.worker is not None]
        if workers:
            await asyncio.wait(workers, timeout=timeout)

    async def close(self, timeout: float = 3.0) -> None:
        """Let edits in flight finish (a shutdown should leave every table shown), then stop the workers."""
        tasks = [table.worker for table in self._tables.values() if table.worker is not None]
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # --- drawing, one request at a time ----------------------------------------------------------------------

    async def _answer(
        self,
        table: TableScreen,
        change: Change,
        clicked: int | None,
        update: Send,
        acknowledge: Send,
        same_version: bool = False,
        moved: Moved | None = None,
    ) -> None:
        table.adopt(change.table.message_id)
        if not table.message_id:
            table.adopt(clicked)  # a table just posted, its message id not stored yet: the click shows which
        message_id, version = table.message_id, change.table.version
        if clicked is not None and clicked < message_id:  # an old copy, clicked as the table moved: never redrawn
            await self._answer_old_copy(moved, acknowledge, message_id)
            self.publish(change)
            return
        on_table_message = clicked is None or clicked == message_id
        newer = version >= table.shown if same_version else version > table.shown
        if version < table.wanted or (on_table_message and not newer):
            await _acknowledge(acknowledge)  # as new a version is on screen or on its way: leave it
            return
        with _drawing(table):
            try:
                await update()
            except discord.HTTPException:
                log.warning("answer to a click on table %s failed; editing the table message", change.table.id)
                self.publish(change)
                return
            except Exception:
                self.publish(change)  # the click is committed whatever went wrong: show it
                raise
        if on_table_message:
            table.drawn(message_id, version)
        else:
            self.publish(change)  # an older message was clicked: the table's message must show it too

    @staticmethod
    async def _answer_old_copy(moved: Moved | None, acknowledge: Send, message_id: int) -> None:
        if moved is None:
            await _acknowledge(acknowledge)
            return
        try:
            await moved(message_id)
        except discord.HTTPException:
            log.warning("could not answer a click on an old copy of a table", exc_info=True)

    async def _work(self, table: TableScreen) -> None:
        """Draw the newest pending change until none is left. A drawing that failed for a passing reason is
        tried again after a pause (unless a newer change came meanwhile: that one is drawn instead), so the
        message catches up with the table once Discord answers again."""
        failures = 0
        try:
            while table.pending is not None:
                await _free(table)
                with _drawing(table):
                    change, table.pending, redraw = table.pending, None, table.redraw
                    settled = await self._show(table, change, redraw)
                    if not settled and table.pending is None:
                        table.pending, table.redraw = change, redraw
                if settled:
                    failures = 0
                    continue
                failures += 1
                await self._sleep(min(RETRY_FIRST * 2 ** (failures - 1), RETRY_AT_MOST))
        finally:
            table.worker = None
            self._give_back(table)

    async def _show(self, table: TableScreen, change: Change, redraw: bool = False) -> bool:
        """Draw ``change`` on the table's message if it is newer than what that shows. True once nothing more is
        to be done (drawn, not newer, or refused for good); False when Discord or the network failed for a
        passing reason and the drawing should be tried again."""
        table.adopt(change.table.message_id)
        message_id, version = table.message_id, change.table.version
        if not message_id or version < table.shown or (version == table.shown and (not redraw or
                                                                                    version == table.menu_version)):
            return True
        try:
            await self._edit(change, message_id)
        except WaitsForClick:
            log.info("table %s waits for a click to be drawn", change.table.id)
            # not drawn: the click that comes draws the newest change (``catch_up``); fresher chances alone
            # (the move on screen already) are no reason to take a click for it
            table.stalled = table.stalled or version > table.shown
            return True
        except discord.HTTPException as error:
            moving = error.code in (TOO_MANY_OLD_EDITS, UNKNOWN_MESSAGE) or is_legacy_refusal(error)
            if moving and self._repost is not None:  # (an embed table from before the cards takes no card)
                return await self._move(table, change, deleted=error.code == UNKNOWN_MESSAGE)
            return _refused_for_good(change, error)
        except Exception as error:
            return _refused_for_good(change, error)
        table.drawn(message_id, version)
        return True

    async def _move(self, table: TableScreen, change: Change, *, deleted: bool = False) -> bool:
        """Discord refuses more edits of the table's old message, or it was deleted: post the table at the bottom
        of the channel, as `/game status` does. False when the post should be tried again (as `_show`)."""
        assert self._repost is not None
        previous = table.message_id
        try:
            message_id = await self._repost(change)
        except Exception as error:
            return _refused_for_good(change, error)
        log.info("table %s moved from message %s to %s (%s)", change.table.id, previous, message_id,
                 "its message was deleted" if deleted else "old message edits refused")
        table.adopt(message_id)
        table.drawn(message_id, change.table.version)
        if not deleted:
            await self._retire(change, previous, message_id)
        return True

    async def _retire(self, change: Change, old: int, new: int) -> None:
        """Turn the table's previous message into the moved line, if Discord lets it (a click on it is told where
        the table went anyway)."""
        if self._mark_moved is None:
            return
        try:
            await self._mark_moved(change, old, new)
        except discord.HTTPException as error:
            log.info("could not mark message %s of table %s as moved: %s", old, change.table.id, error)

    # --- the tables remembered -------------------------------------------------------------------------------

    def _table(self, table_id: int) -> TableScreen:
        table = self._tables.get(table_id)
        if table is None:
            table = self._tables[table_id] = TableScreen()
        else:
            self._tables.move_to_end(table_id)
        return table

    @contextmanager
    def _holding(self, table_id: int) -> Iterator[TableScreen]:
        table = self._table(table_id)
        table.users += 1
        try:
            yield table
        finally:
            self._give_back(table)

    def _give_back(self, table: TableScreen) -> None:
        table.users -= 1
        excess = len(self._tables) - self._kept
        if excess <= 0:
            return
        # An entry in use is never forgotten: a second one for the same table would not see the request in flight.
        idle: list[int] = []
        for seen_id, seen in self._tables.items():
            if len(idle) == excess:
                break
            if seen.users == 0:
                idle.append(seen_id)
        for forgotten in idle:
            del self._tables[forgotten]


async def _free(table: TableScreen) -> None:
    """Wait until no request draws the table's message."""
    while table.drawing is not None:
        await asyncio.wait({table.drawing})


@contextmanager
def _drawing(table: TableScreen) -> Iterator[None]:
    """A request drawing the table's message: the others wait until it ends (``_free``). Taken with no await
    after seeing the table free, so two never overlap."""
    done = asyncio.get_running_loop().create_future()
    table.drawing = done
    try:
        yield
    finally:
        table.drawing = None
        done.set_result(None)


def _refused_for_good(change: Change, error: Exception) -> bool:
    """Log a failed drawing of a table; True when trying it again would not help (it is given up)."""
    if passing(error):
        log.warning("could not show table %s (%s: %s); trying again", change.table.id, type(error).__name__, error)
        return False
    log.error("could not show table %s", change.table.id, exc_info=error)
    return True


def _update(interaction: discord.Interaction, change: Change, menu: str | None = None,
            waits_after: float | None = None) -> Send:
    """The click's answer that draws ``change`` (with the move menu's step ``menu``) on the clicked message."""

    async def update() -> None:
        await interaction.response.edit_message(view=render(change, change.table.locale, menu,
                                                            waits_after=waits_after))

    return update


def _moved_answer(interaction: discord.Interaction, change: Change) -> Moved:
    async def moved(message_id: int) -> None:
        clicked = interaction.message
        if clicked is None or clicked.flags.components_v2:
            await interaction.response.edit_message(view=moved_card(change.table, message_id))
            return
        content, view = moved_line(change.table, message_id)  # an embed table from before the cards
        await interaction.response.edit_message(content=content, embed=None, view=view)

    return moved


async def _acknowledge(acknowledge: Send) -> None:
    try:
        await acknowledge()
    except discord.HTTPException:
        log.warning("could not acknowledge a click", exc_info=True)


# --- an old copy of a table -------------------------------------------------------------------------------------


def table_url(params: Mapping[str, Any]) -> str | None:
    """The link to a table message named by a refusal's guild, channel and message (None: no such message yet)."""
    guild, channel, message = params.get("guild"), params.get("channel"), params.get("message")
    if "guild" not in params or channel is None or message is None:
        return None
    # a table in a DM or a group DM has no server: Discord's links name those "@me"
    return f"https://discord.com/channels/{'@me' if guild is None else guild}/{channel}/{message}"


def moved_card(table: Table, live_message_id: int) -> discord.ui.LayoutView:
    """What an old copy of a table shows once the table moved to a newer message: the moved line as a card (a
    card stays a card: Discord never takes its flag off a message), the link under it."""
    row: discord.ui.ActionRow[discord.ui.LayoutView] = discord.ui.ActionRow(_to_table(table, live_message_id))
    card = discord.ui.LayoutView(timeout=None)
    return card.add_item(discord.ui.TextDisplay(t(table.locale, "table.moved"))).add_item(row)


def is_legacy_refusal(error: discord.HTTPException) -> bool:
    """Discord refused a card on a message that shows an embed (one posted before the tables were cards): a
    message keeps its embeds through an edit that does not clear them, and a card may carry none (error 50035)."""
    return error.code == INVALID_FORM_BODY and "IS_COMPONENTS_V2" in error.text


def moved_line(table: Table, live_message_id: int) -> tuple[str, discord.ui.View]:
    """What an old copy of a table posted as an embed (before the tables were cards) shows once the table moved
    to a newer message: one line and a link to the table, no game buttons to click; in the table's language
    (everyone reads it)."""
    view = discord.ui.View(timeout=None)
    view.add_item(_to_table(table, live_message_id))
    return t(table.locale, "table.moved"), view


def _to_table(table: Table, live_message_id: int) -> discord.ui.Button[Any]:
    url = table_url({"guild": table.guild_id, "channel": table.channel_id, "message": live_message_id})
    assert url is not None  # every part is given
    return discord.ui.Button(style=discord.ButtonStyle.link, url=url, label=t(table.locale, "button.go_to_table"))
