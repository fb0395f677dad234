"""The cog every game shares: table clicks, the /game commands, background updates."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

from cogs._components import (
    PREFIX,
    PipsId,
    StakeDialog,
    TableClick,
    clicked,
    on_table_click,
    parse,
    raw_data,
    stake_id,
    submitted_text,
)
from cogs._nudges import TurnPinger
from cogs._redraw import redraw_when_ready
from cogs._render import fingerprint
from cogs._replies import admitted, attempt, decline, player_of, refuse, tell, tell_unexpected
from cogs._shared import Shared, shared_of
from cogs._translator import localized, text
from cogs._ui import GAME_UIS, MENU
from data.records import Status
from data.store import StoreUnavailable
from i18n import t
from rules.dice import commitment
from service.errors import Refusal
from service.fresh import redraws_of_fresh_chances
from service.players import Player
from service.tables import Change

log = logging.getLogger(__name__)


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


class Tables(commands.Cog):
    def __init__(self, bot: commands.Bot, shared: Shared) -> None:
        self.bot = bot
        self.service = shared.service
        self.screen = shared.screen
        self.desk = shared.desk
        self.stories = shared.stories
        self.replays = shared.replays
        # fresh live chances come from the service as tables to draw again (service/fresh.py)
        self._on_fresh_chances = redraws_of_fresh_chances(self.service.table, self._on_fresher_chances)

    async def cog_load(self) -> None:
        self.service.listeners.append(self._on_background_change)
        self.service.chances.listeners.append(self._on_fresh_chances)
        self.service.nudges.pinger = TurnPinger(self.bot)  # turn pings go out (and are deleted) here
        # the tables changed just before the restart, drawn again in the background once connected (cogs/_redraw)
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
        """Show the table changed by a click in the click's own answer (one REST call)."""
        change = await attempt(interaction, pending)
        if change is not None:
            await self.screen.answer_click(interaction, change)

    # --- clicks ---------------------------------------------------------------
    async def on_click(self, interaction: discord.Interaction, table_id: int, step: int | None, action: str) -> None:
        if await self._on_old_copy(interaction, table_id):
            return
        player = player_of(interaction)
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
        try:  # also when the table was not drawn since the bot started: the stored message is its
            table = (await self.service.table(table_id)).table
        except Refusal:
            return False  # an unknown or unreadable table: the click's own call explains
        live = max(live, table.message_id or 0)
        self.screen.seen(table_id, live)
        if not 0 < clicked < live or table.channel_id != interaction.channel_id:
            return False  # (a forged click from another channel: the service refuses it as such)
        await refuse(interaction, Refusal("table.moved_away", guild=table.guild_id, channel=table.channel_id,
                                          message=live))
        return True

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
        custom_id (cogs/_components.py), stakes dialogs, and forged or broken custom_ids."""
        sent_id = str(raw_data(interaction).get("custom_id", ""))
        if not sent_id.startswith(PREFIX):
            return
        if interaction.type is discord.InteractionType.component:
            click = clicked(interaction)
            if isinstance(click, TableClick):
                await on_table_click(interaction, click, self)
            elif click is None:
                await self._on_invalid_click(interaction)
            # (a leaderboard page, a /history menu or a replay's button: its DynamicItem answers it, in a task of
            # its own)
        elif interaction.type is discord.InteractionType.modal_submit:
            await self._on_stake(interaction, parse(sent_id))

    @staticmethod
    async def _on_invalid_click(interaction: discord.Interaction) -> None:
        """discord.py drops such a click without a word (the person would read "interaction failed")."""
        if await admitted(interaction):
            await decline(interaction, "error.component_invalid")

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
        except Exception as error:
            await tell_unexpected(interaction, error)

    async def _again(self, interaction: discord.Interaction, table_id: int, player: Player) -> None:
        if change := await attempt(interaction, self.service.play_again(table_id, player)):
            await self.desk.post(interaction, change)

    # --- /game ------------------------------------------------------------------
    game = app_commands.Group(name="game", description=text("cmd.game"), guild_only=True)

    @game.command(name="status", description=text("cmd.game.status"))
    async def status(self, interaction: discord.Interaction) -> None:
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


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Tables(bot, shared_of(bot)))
