"""The cog every game shares, the Discord adapter of the table service: table clicks, the /game commands,
background updates.

A click on a table's button is the busiest thing the bot does, so its whole way in is here, from the raw
interaction to the service's call: the custom_id read (strict: anything else that starts with ``pips:`` is
another form of discord_side/custom_ids.py or forged), the clicked message checked to show that table (Discord
sends it as it is now, so a button drawn a moment before may be gone from it: the service then says why the click
is out of date), admission (refused while shutting down), who is asking; the sequencer (screen/sequencer.py)
answers it. A refusal or a failure is explained privately by discord_side/answers.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from data.records import Status, Table
from data.store import StoreUnavailable
from discord_side.answers import admitted, attempt, decline, player_of, refuse, tell, tell_unexpected
from discord_side.custom_ids import (
    TABLE_BUTTON,
    TABLE_SELECT,
    PipsId,
    StakeDialog,
    clicked,
    gone,
    is_action,
    parse,
    raw_data,
    stake_id,
    submitted_text,
)
from discord_side.nudges import TurnPinger
from discord_side.reach import refused_here
from discord_side.translator import localized, text
from i18n import t
from ops.interactions import INTERACTIONS
from ops.logs import WANTED, about
from ops.metrics import COUNTING
from rules.dice import commitment
from screen.presenter import GAME_UIS, LOBBY_STEP, MENU, PICK, PREFIX, fingerprint
from screen.redraw import redraw_when_ready
from service.errors import Refusal
from service.fresh import redraws_of_fresh_chances
from service.players import Player
from service.tables import Change

if TYPE_CHECKING:
    from discord_side.pips import Pips

log = logging.getLogger(__name__)

_TABLE_FORMS = (re.compile(TABLE_BUTTON), re.compile(TABLE_SELECT))  # a table's button, its select of moves


STAKE_FIELD = "stake"
STAKE_DIGITS = 2


class StakeModal(discord.ui.Modal):
    """'Choose your stakes': a Join at a table with stakes asks for a starting chip count.

    Only the form: its submit is answered by ``Tables.on_interaction`` (see ``Tables._join`` for why).
    """

    def __init__(self, table_id: int, locale: str) -> None:
        super().__init__(title=t(locale, "stake.title"), custom_id=stake_id(table_id))
        self.add_item(
            discord.ui.TextInput(
                label=t(locale, "stake.label"), custom_id=STAKE_FIELD, default="3", min_length=1,
                max_length=STAKE_DIGITS,
            )
        )


_OUT_OF_DATE = frozenset({"turn.stale", "table.over"})  # refusals of a move drawn at a step the table moved past
# The answers to a click that draw on the clicked message: its token may edit that message afterwards.
_ON_THE_MESSAGE = (discord.InteractionResponseType.message_update,
                   discord.InteractionResponseType.deferred_message_update)


class Tables(commands.Cog):
    def __init__(self, bot: Pips) -> None:
        self.bot = bot
        self.service = bot.service
        self.screen = bot.screen
        self.desk = bot.desk
        self.stories = bot.stories
        self.replays = bot.replays
        self.inflight = bot.inflight
        self.reach = bot.reach
        # fresh live chances come from the service as tables to draw again (service/fresh.py)
        self._on_fresh_chances = redraws_of_fresh_chances(self.service.table, self._on_fresher_chances)

    async def cog_load(self) -> None:
        self.service.listeners.append(self._on_background_change)
        self.service.chances.listeners.append(self._on_fresh_chances)
        self.service.nudges.pinger = TurnPinger(self.bot, self.reach)  # turn pings go out (and are deleted) here
        # the tables changed just before the restart, drawn again in the background once connected (screen/redraw)
        self._redraw = asyncio.create_task(redraw_when_ready(self.bot, self.service, self.screen))

    async def cog_unload(self) -> None:
        self._redraw.cancel()
        await asyncio.gather(self._redraw, return_exceptions=True)
        self.service.listeners.remove(self._on_background_change)
        self.service.chances.listeners.remove(self._on_fresh_chances)
        await self.screen.close()

    async def _on_background_change(self, change: Change) -> None:
        self.screen.publish(change)

    def _on_fresher_chances(self, change: Change) -> None:
        self.screen.publish(change, redraw=True)

    # --- answering ----------------------------------------------------------
    async def answer(self, interaction: discord.Interaction, pending: Awaitable[Change]) -> None:
        """Show the table changed by a click in the click's own answer (one REST call); a refusal explained."""
        try:
            change = await pending
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await self.screen.answer_click(interaction, change)

    def _admit(self, interaction: discord.Interaction) -> bool:
        """Count a click in and its task as handling it (discord_side/inflight.py: what a shutdown waits for);
        False once the bot is shutting down. The instruments are looked at, not called, unless they are on."""
        if COUNTING.on:
            INTERACTIONS.received(interaction.id, interaction.type.name)
        if WANTED.ids:  # what this task's log lines are about
            about(guild=interaction.guild_id, channel=interaction.channel_id)
        inflight = self.inflight
        if inflight.draining:
            return False
        task = asyncio.current_task()  # (Inflight.admit, here so a click runs nothing outside the adapter)
        if task is not None and task not in inflight.tasks:
            inflight.tasks.add(task)
            task.add_done_callback(inflight.tasks.discard)
        return True

    async def _on_table_click(self, interaction: discord.Interaction, table_id: int, step: int | None,
                              action: str) -> None:
        """A click on a table's button or select found on its message. It runs in discord.py's listener task,
        which only logs an exception: the user is told here."""
        if not self._admit(interaction):
            await refuse_restarting(interaction)
            return
        if WANTED.ids:
            about(table=table_id)
        try:
            if action == PICK:
                values = raw_data(interaction).get("values") or [""]
                action = str(values[0])
                if not is_action(action):  # a forged value: the rules never offer it
                    await decline(interaction, "rules.not_legal")
                    return
            if interaction.is_guild_integration():
                await self.on_click(interaction, table_id, step, action)
            else:
                await self._reached_click(interaction, table_id, step, action)
        except Exception as error:
            await tell_unexpected(interaction, error)

    async def _reached_click(self, interaction: discord.Interaction, table_id: int, step: int | None,
                             action: str) -> None:
        """A click where Pips is no member (discord_side/reach.py). A change that waited for a click (no token
        could draw it) is drawn as this click's answer, which does nothing else: the buttons clicked were drawn
        before that change, and the person now sees the table as it is. An answer that updated the clicked
        message leaves its token to draw the table from now on."""
        if await self._caught_up(interaction, table_id):
            return
        await self.on_click(interaction, table_id, step, action)
        self._leave_pass(interaction, table_id)

    async def _caught_up(self, interaction: discord.Interaction, table_id: int) -> bool:
        if not self.screen.catch_up(table_id):
            return False
        try:
            newest = await self.service.table(table_id)
        except (Refusal, StoreUnavailable):
            return False  # the click's own call explains
        await self.screen.answer_click(interaction, newest)
        self._leave_pass(interaction, table_id)
        return True

    def _leave_pass(self, interaction: discord.Interaction, table_id: int) -> None:
        """Only an answer on the clicked message lets the token edit it later (a private refusal's does not)."""
        if interaction.message is not None and interaction.response.type in _ON_THE_MESSAGE:
            self.reach.note(table_id, interaction, interaction.message.id)

    # --- clicks ---------------------------------------------------------------
    async def on_click(self, interaction: discord.Interaction, table_id: int, step: int | None, action: str) -> None:
        if await self._on_old_copy(interaction, table_id):
            return
        user, permissions = interaction.user, interaction.permissions  # who is asking (player_of, inline)
        player = Player(user.id, user.display_name, bool(permissions.manage_channels),
                        channel_id=interaction.channel_id)
        service = self.service
        if step is not None and action.startswith(MENU):
            await self._menu(interaction, table_id, player, step, action.removeprefix(MENU))
        elif step is not None:
            await self.answer(interaction, self._catching_up(table_id, service.act(table_id, player, step, action)))
        elif action == "join":
            await self._join(interaction, table_id, player)
        elif action == "leave":
            await self.answer(interaction, service.leave(table_id, player))
        elif action == "add_computer":
            await self.answer(interaction, service.add_computer(table_id, player))
        elif action == "start":
            await self.answer(interaction, service.start_game(table_id, player))
        elif action == "cancel":
            await self.answer(interaction, service.cancel(table_id, player))
        elif action == "again":
            await self._again(interaction, table_id, player)
        elif action == "story":  # "How it went" on a finished table: cogs/story.py
            await self.stories.show(interaction, table_id)
        elif action == "replay":  # its replay, step by step, privately: cogs/replay.py
            await self.replays.open(interaction, table_id)
        else:
            await decline(interaction, "rules.not_legal")

    async def _catching_up(self, table_id: int, pending: Awaitable[Change]) -> Change:
        """A move refused because its buttons are out of date (the turn moved on, the game ended) means the
        message clicked may show an older step than the table: make sure the table is being drawn at its newest
        (the screen skips it if that is on screen already)."""
        try:
            return await pending
        except Refusal as refusal:
            if refusal.key in _OUT_OF_DATE:
                with contextlib.suppress(Refusal, StoreUnavailable):  # the refusal is answered all the same
                    self.screen.publish(await self.service.table(table_id))
            raise

    async def _on_old_copy(self, interaction: discord.Interaction, table_id: int) -> bool:
        """A click on an old copy of a table (it moved to a newer message) changes nothing: the person is told
        privately where the table is. True when that was the answer."""
        clicked = interaction.message.id if interaction.message is not None else 0
        live = self.screen.live_message(table_id)
        if live and not 0 < clicked < live:
            return False  # the usual click: on the table's message
        found = await self._newest_message(table_id)
        if found is None:
            return False  # an unknown or unreadable table: the click's own call explains
        table, live = found
        if not 0 < clicked < live or table.channel_id != interaction.channel_id:
            return False  # (a forged click from another channel: the service refuses it as such)
        await refuse(interaction, Refusal("table.moved_away", guild=table.guild_id, channel=table.channel_id,
                                          message=live))
        return True

    async def _newest_message(self, table_id: int) -> tuple[Table, int] | None:
        """The table as stored and its message: the newest the screen or the store knows (also when the table was
        not drawn since the bot started: the stored message is its). None for a table that cannot be read."""
        try:
            table = (await self.service.table(table_id)).table
        except Refusal:
            return None
        newest = max(self.screen.live_message(table_id), table.message_id or 0)
        self.screen.seen(table_id, newest)
        return table, newest

    async def _menu(
        self, interaction: discord.Interaction, table_id: int, player: Player, step: int, menu: str
    ) -> None:
        """A step of a game's move menu (claim, then pair): only the current player's, at the table's current
        step; it commits nothing (the buttons it draws carry what was chosen, so they outlive a restart)."""
        change = await attempt(interaction, self._catching_up(table_id, self.service.my_turn(table_id, player,
                                                                                                  step)))
        if change is None:
            return
        assert change.game is not None  # my_turn refuses a table without a game
        if GAME_UIS[change.table.kind].move_menu(change.game, change.table.locale, menu) is None:
            await decline(interaction, "rules.not_legal")
            return
        await self.screen.answer_menu(interaction, change, menu)

    async def _join(self, interaction: discord.Interaction, table_id: int, player: Player) -> None:
        current = await attempt(interaction, self.service.table(table_id))
        if current is None:
            return
        invited = any(seat.user_id == player.user_id for seat in current.table.invited)  # rejoins at their stake
        if current.table.options.get("stakes") and current.table.status is Status.LOBBY and not invited:
            dialog = StakeModal(table_id, str(interaction.locale))
            # discord.py keeps one open modal per custom_id, in memory: every player's dialog has this table's
            # id, so the first submit would drop the others', and a restart would lose them all. A stopped
            # modal is never kept; on_interaction answers each submit from its raw data instead.
            dialog.stop()
            await interaction.response.send_modal(dialog)
            return
        await self.answer(interaction, self.service.join(table_id, player))

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every Pips interaction but a leaderboard page (its DynamicItem's): table clicks, found by their
        custom_id (discord_side/custom_ids.py), stakes dialogs, and forged or broken custom_ids."""
        data: Mapping[str, Any] = interaction.data or {}  # as Discord sent it: nothing in it is trusted
        sent_id = str(data.get("custom_id", ""))
        if not sent_id.startswith(PREFIX):
            return
        if interaction.type is discord.InteractionType.component:
            for form in _TABLE_FORMS:
                click = form.fullmatch(sent_id)
                if click is None or interaction.message is None:
                    continue
                table_id, step = int(click["table"]), click["step"]
                # Discord sends a click with the message as it stores it now: a button drawn a moment before may be
                # gone from it (the table moved on meanwhile), and the service says why the click is out of date
                shown = _kinds_shown(interaction.message.components, f"{PREFIX}{table_id}:")
                if data.get("component_type") in shown or (
                        not shown and await self._was_shown_on(interaction.message.id, interaction.channel_id,
                                                               table_id)):
                    await self._on_table_click(interaction, table_id, None if step == LOBBY_STEP else int(step),
                                               click.groupdict().get("action") or PICK)
                    # discord.py's interaction and its response refer to each other, so the interaction waits
                    # for a collector pass; the message it parsed for the click is most of what it holds, and
                    # letting go of it here frees that at once (docs/performance.md)
                    interaction.message = None
                elif await admitted(interaction):
                    await decline(interaction, "error.component_invalid")
                return
            if clicked(interaction) is None:
                await self._on_invalid_click(interaction)
            # (a leaderboard page, a /history menu or a replay's button: its DynamicItem answers it, in a task of
            # its own)
        elif interaction.type is discord.InteractionType.modal_submit:
            await self._on_stake(interaction, parse(sent_id))

    async def _was_shown_on(self, message_id: int, channel_id: int | None, table_id: int) -> bool:
        """Whether a message that shows no component of the table is the table's message, or an older copy of it:
        one drawn since without buttons (the game over, say), or now a line pointing to where the table moved. A
        click on it named a button drawn a moment before; anything else is forged."""
        try:
            found = await self._newest_message(table_id)
        except StoreUnavailable:
            return False  # no table to be read now: the click is no button of a table shown here
        return found is not None and found[0].channel_id == channel_id and 0 < message_id <= found[1]

    @staticmethod
    async def _on_invalid_click(interaction: discord.Interaction) -> None:
        """discord.py drops such a click without a word (the person would read "interaction failed"): told that the
        button is gone from the message, when it is one of Pips's the message showed, or else that it is none."""
        if await admitted(interaction):
            await decline(interaction, "error.component_gone" if gone(interaction) else "error.component_invalid")

    async def _on_stake(self, interaction: discord.Interaction, dialog: PipsId | None) -> None:
        if not await admitted(interaction):
            return
        if not isinstance(dialog, StakeDialog):
            await decline(interaction, "error.form_invalid")
            return
        raw = (submitted_text(interaction, STAKE_FIELD) or "").strip()
        if not (raw.isascii() and raw.isdigit() and len(raw) <= STAKE_DIGITS):  # the service checks the range
            await decline(interaction, "stake.invalid")
            return
        try:
            await self.answer(interaction, self.service.join(dialog.table_id, player_of(interaction), int(raw)))
            self._leave_pass(interaction, dialog.table_id)
        except Exception as error:
            await tell_unexpected(interaction, error)

    async def _again(self, interaction: discord.Interaction, table_id: int, player: Player) -> None:
        if change := await attempt(interaction, self.service.play_again(table_id, player)):
            await self.desk.post(interaction, change)

    # --- /game ------------------------------------------------------------------
    game = app_commands.Group(name="game", description=text("cmd.game"))

    @game.command(name="status", description=text("cmd.game.status"))
    async def status(self, interaction: discord.Interaction) -> None:
        if await refused_here(interaction):
            return
        if change := await attempt(interaction, self.service.live_in_channel(interaction.channel_id or 0)):
            await self.desk.post(interaction, change)

    @game.command(name="leave", description=text("cmd.game.leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._from_command(interaction, "game.left", self.service.forfeit_in_channel)

    @game.command(name="cancel", description=text("cmd.game.cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self._from_command(interaction, "game.cancelled", self.service.cancel_in_channel)

    @game.command(name="remove", description=text("cmd.game.remove"))
    @localized(player="cmd.game.remove.player")
    async def remove(self, interaction: discord.Interaction, player: discord.User) -> None:
        # discord.User, not Member: the one who went away may have left the server too
        await self._from_command(interaction, "host.removed",
                                 lambda channel, me: self.service.remove_in_channel(channel, me, player.id),
                                 player=player.id)

    @game.command(name="host", description=text("cmd.game.host"))
    @localized(player="cmd.game.host.player")
    async def host(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self._from_command(interaction, "host.handed",
                                 lambda channel, me: self.service.hand_host_in_channel(channel, me, player.id),
                                 player=player.id)

    async def _from_command(
        self, interaction: discord.Interaction, done: str, call: Callable[[int, Player], Awaitable[Change | None]],
        **done_params: object,
    ) -> None:
        try:
            change = await call(interaction.channel_id or 0, player_of(interaction))
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await tell(interaction, done, **done_params)
        if change is not None:  # None: a table whose saved row could not be read, retired with nothing to draw
            self.screen.publish(change)

    @game.command(name="verify", description=text("cmd.game.verify"))
    async def verify(self, interaction: discord.Interaction) -> None:
        change = await attempt(interaction, self.service.last_in_channel(interaction.channel_id or 0))
        if change is None:
            return
        table, locale = change.table, str(interaction.locale)
        full = commitment(bytes.fromhex(table.seed))
        game = t(locale, f"game.{table.kind}")
        if table.status.live:  # the seed of a game still on would tell every roll to come
            await tell(interaction, "verify.running", table=table.id, game=game, fingerprint=fingerprint(table.seed),
                       commitment=full)
            return
        await tell(interaction, "verify.revealed", table=table.id, game=game, fingerprint=fingerprint(table.seed),
                   seed=table.seed, commitment=full, recipe=t(locale, "verify.recipe"))


async def refuse_restarting(interaction: discord.Interaction) -> None:
    INTERACTIONS.refused(interaction.id)
    await tell(interaction, "bot.restarting")


def _kinds_shown(components: Iterable[Any], prefix: str) -> set[int]:
    """The types of the components the clicked message holds for a table, by its custom_ids' ``prefix``
    (``pips:<table>:``: no other form of ours starts with a number). Discord's advice: a custom_id must come from the
    message it arrived with; a component of the same type and table, drawn since, is as good."""
    kinds: set[int] = set()
    for component in components:
        if (getattr(component, "custom_id", None) or "").startswith(prefix):
            kinds.add(component.type.value)
        kinds |= _kinds_shown(getattr(component, "children", ()), prefix)
    return kinds


async def setup(bot: Pips) -> None:
    await bot.add_cog(Tables(bot))
