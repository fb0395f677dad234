"""/tournament: a sign-up card (Join, Leave, Start, Cancel), then each round's tables in public threads of the
channel, and the card redrawn as the bracket as tables end, to the champion.

The tournament itself is the service's (service/tournaments.py); this cog draws its card, makes the threads the
service asks for (a thread is Discord's), posts each table there with its players pinged, archives a thread once
its table's last drawing is shown, and takes up at start-up whatever a stop interrupted. The card's buttons are
DynamicItems whose state is all in their custom_id (discord_side/custom_ids.py)."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs.lcr import DICE_CHOICES
from data.store import TournamentRow
from discord_side.answers import (
    admitted,
    answer_locale,
    decline,
    player_of,
    refuse,
    table_url,
    tell_unexpected,
)
from discord_side.custom_ids import CUP_BUTTON, cup_id
from discord_side.locales import server_locale
from discord_side.translator import game_choices, localized, text
from i18n import t
from kept import Locks
from rules.dice import commitment
from screen.sequencer import PASSING_FAILURES, RETRY_AT_MOST, RETRY_FIRST, passing
from service.errors import Refusal
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT, table_locale
from service.tournaments import Cup, TournamentService

if TYPE_CHECKING:
    from discord_side.pips import Pips

log = logging.getLogger(__name__)

SHOWN_WAIT = 10.0  # seconds a thread waits for its table's last drawing before it is archived
# A card's redraw refused by Discord, or failed on the way: the tournament goes on all the same
REDRAW_FAILURES: tuple[type[Exception], ...] = (discord.HTTPException, *PASSING_FAILURES)
ARCHIVE_AFTER: Literal[1440] = 1440  # minutes: Discord archives an idle table's thread after a day
BUTTONS = (
    ("join", discord.ButtonStyle.primary),
    ("leave", discord.ButtonStyle.secondary),
    ("start", discord.ButtonStyle.success),
    ("cancel", discord.ButtonStyle.danger),
)


def names(cup: Cup, users: Any, *, bold: tuple[int, ...] = ()) -> str:
    shown = []
    for user in users:
        name = discord.utils.escape_markdown(cup.names.get(user, str(user)))
        shown.append(f"**{name}**" if user in bold else name)
    return ", ".join(shown)


def card(cup: Cup, locale: str) -> tuple[discord.Embed, discord.ui.View | None]:
    """The tournament's message: its sign-up while signing up, then its bracket."""
    tournament, status = cup.tournament, cup.row.status
    game = t(locale, f"game.{cup.row.kind}")
    lines = [t(locale, "tournament.rules", size=tournament.table_size, advance=tournament.advance)]
    if status == "signup":
        lines.append(t(locale, "tournament.entrants", count=len(tournament.entrants),
                       names=names(cup, tournament.entrants)))
    for number, (played, places) in enumerate(zip(tournament.rounds, cup.seats, strict=False), start=1):
        lines.append(t(locale, "tournament.round", number=number)
                     + (" " + t(locale, "tournament.balanced") if played.balanced else ""))
        for index, (table, seat) in enumerate(zip(played.tables, places, strict=True), start=1):
            where = f"<#{seat.thread_id}>" if seat.thread_id is not None else "…"
            line = t(locale, "tournament.table", number=index, where=where,
                     players=names(cup, table.players, bold=table.went_on))
            if table.computers:
                line += " " + t(locale, "tournament.computers", count=table.computers)
            if table.over:
                line += " → " + (names(cup, table.went_on) or "—")
            for user, faces in table.rolls.items():
                line += "\n" + t(locale, "tournament.tie_roll", name=names(cup, [user]),
                                 dice=" ".join(str(face) for face in faces))
            lines.append(line)
    if tournament.forfeited:
        lines.append(t(locale, "tournament.forfeited", names=names(cup, tournament.forfeited)))
    if status == "finished":
        lines.append(t(locale, "tournament.champion", name=names(cup, [tournament.champion]))
                     if tournament.champion is not None else t(locale, "tournament.no_champion"))
    elif status == "cancelled":
        lines.append(t(locale, "tournament.cancelled"))
    over = status in ("finished", "cancelled")
    seed = t(locale, "tournament.seed", seed=tournament.seed.hex()) if over and tournament.started else (
        t(locale, "tournament.fingerprint", fingerprint=commitment(tournament.seed)[:16]))
    lines.append(seed)
    embed = discord.Embed(title=t(locale, "tournament.title", game=game), description="\n".join(lines)[:4096])
    if over:
        return embed, None
    view = discord.ui.View(timeout=None)
    shown = BUTTONS if status == "signup" else (BUTTONS[1], BUTTONS[3])
    for action, style in shown:
        view.add_item(CupButton(cup.id, action, t(locale, f"tournament.button.{action}"), style))
    return embed, view


def history_lines(rows: Sequence[TournamentRow], locale: str) -> str:
    """/history's lines of the channel's finished tournaments: the game, when, the champion, a link to the bracket."""
    lines = []
    for row in rows:
        url = table_url({"guild": row.guild_id, "channel": row.channel_id, "message": row.message_id})
        champion = f"<@{row.champion_id}>" if row.champion_id is not None else "—"
        lines.append(t(locale, "tournament.history.line", game=t(locale, f"game.{row.kind}"), url=url or "",
                       when=f"<t:{int(row.updated_at)}:R>", champion=champion))
    return "\n".join(lines)


class CupButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CUP_BUTTON):
    """A card's button; the cog that answers it is set when the cog loads (nothing else is kept)."""

    cards: ClassVar[TournamentCog | None] = None

    def __init__(
        self, tournament_id: int, action: str, label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(discord.ui.Button(label=label or action, style=style, custom_id=cup_id(tournament_id, action)))
        self.tournament_id, self.action = tournament_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CupButton:
        return cls(int(match["cup"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> Any:
        if not await admitted(interaction):
            return
        try:
            assert CupButton.cards is not None
            await CupButton.cards.clicked(interaction, self.tournament_id, self.action)
        except Exception as error:
            await tell_unexpected(interaction, error)


class TournamentCog(commands.GroupCog, name="Tournaments", group_name="tournament",
                    group_description=text("cmd.tournament")):
    def __init__(self, bot: Pips) -> None:
        self.bot = bot
        self.cups = TournamentService(bot.store, bot.service)
        self.cups.listeners.append(self._on_change)
        self._archived: set[int] = set()
        self._opening: Locks[int] = Locks()  # a round's threads are made by one caller at a time
        self._catch_up: asyncio.Task[None] | None = None
        self._trying_again: dict[int, asyncio.Task[None]] = {}  # tournament id → the round opened again later
        self._closing = False

    async def cog_load(self) -> None:
        CupButton.cards = self
        self.bot.add_dynamic_items(CupButton)
        self._catch_up = asyncio.create_task(self._take_up(), name="pips-tournaments")

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(CupButton)
        CupButton.cards = None
        self._closing = True  # (a round failing as Discord closes is opened at the next start)
        if self._catch_up is not None:
            self._catch_up.cancel()
        for task in list(self._trying_again.values()):
            task.cancel()
        await self.cups.close()

    @app_commands.command(name="start", description=text("cmd.tournament.start"))
    @localized(game="cmd.tournament.game", table_size="cmd.tournament.table_size", advance="cmd.tournament.advance",
               dice="cmd.lcr.dice", dot_to_win="cmd.lcr.dot_to_win", double_roll="cmd.chicago.double_roll",
               three_dice="cmd.chicago.three_dice", fewer_dice="cmd.buck.fewer_dice",
               point_per_throw="cmd.buck.point_per_throw", fixed_pile="cmd.leftovers.fixed_pile",
               live_chances="cmd.live_chances", turn_timeout="cmd.turn_timeout")
    @app_commands.choices(game=game_choices(), dice=DICE_CHOICES)
    @app_commands.guild_only()
    async def start(
        self, interaction: discord.Interaction, game: str,
        table_size: app_commands.Range[int, 2, 20] | None = None, advance: app_commands.Range[int, 1, 19] = 1,
        dice: str | None = None, dot_to_win: bool | None = None, double_roll: bool | None = None,
        three_dice: bool | None = None, fewer_dice: bool | None = None, point_per_throw: bool | None = None,
        fixed_pile: bool | None = None, live_chances: bool | None = None,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] | None = None,
    ) -> None:
        """Every game's table options are offered (the command picker cannot change with the game chosen); those
        given must be the chosen game's, as its own `/<game> start` takes them."""
        if not await admitted(interaction):
            return
        if interaction.guild_id is None or interaction.channel_id is None:
            await decline(interaction, "channel.guild_only")
            return
        given = {name: value for name, value in (
            ("dice", dice), ("dot_to_win", dot_to_win), ("double_roll", double_roll), ("three_dice", three_dice),
            ("fewer_dice", fewer_dice), ("point_per_throw", point_per_throw), ("fixed_pile", fixed_pile),
            ("live_chances", live_chances), ("turn_timeout", turn_timeout),
        ) if value is not None}
        try:
            cup = await self.cups.open(game, interaction.guild_id, interaction.channel_id, player_of(interaction),
                                       given, table_size, advance, server_locale(interaction) or "en-US")
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        embed, view = card(cup, await answer_locale(interaction, self.bot.service.settings))
        response = await interaction.response.send_message(embed=embed, view=view or discord.utils.MISSING)
        if response.message_id is not None:
            await self.cups.set_card(cup.id, response.message_id)

    # --- the card's buttons ---------------------------------------------------------------------------------

    async def clicked(self, interaction: discord.Interaction, tournament_id: int, action: str) -> None:
        player = player_of(interaction)
        if action == "start" and not _may_use_threads(interaction):
            await decline(interaction, "tournament.no_threads")
            return
        calls = {"join": self.cups.join, "leave": self.cups.leave, "start": self.cups.start,
                 "cancel": self.cups.cancel}
        try:
            cup = await calls[action](tournament_id, player)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        embed, view = card(cup, await self._locale(cup))
        await interaction.response.edit_message(embed=embed, view=view)
        if action == "start":
            await self._open_round(cup)

    # --- what the service tells -----------------------------------------------------------------------------

    async def _on_change(self, cup: Cup) -> None:
        await self._redraw(cup)
        for played, seats in zip(cup.tournament.rounds, cup.seats, strict=True):
            for table, seat in zip(played.tables, seats, strict=True):
                if table.over and seat.thread_id is not None and seat.thread_id not in self._archived:
                    await self._archive(seat.thread_id, seat.table_id)
        await self._open_round(cup)

    async def _take_up(self) -> None:
        await self.bot.wait_until_ready()
        try:
            for cup in await self.cups.catch_up():
                await self._redraw(cup)
                await self._open_round(cup)
        except Exception:
            log.exception("taking up the tournaments failed")

    async def _open_round(self, cup: Cup) -> None:
        """Open the round's tables; should Discord or the network fail it for a passing reason (a 5xx, a cut
        connection), it is tried again after a growing pause: a round nobody opens waits for nothing else, since
        its players have no table to click."""
        if not await self._tried(cup) and cup.id not in self._trying_again and not self._closing:
            task = asyncio.create_task(self._open_later(cup.id), name="pips-tournament-round")
            self._trying_again[cup.id] = task
            task.add_done_callback(lambda _: self._trying_again.pop(cup.id, None))

    async def _open_later(self, tournament_id: int) -> None:
        pause = RETRY_FIRST
        while True:
            await asyncio.sleep(pause)
            pause = min(2 * pause, RETRY_AT_MOST)
            try:
                if await self._tried(await self.cups.cup(tournament_id), again=True):
                    return
            except Exception:
                log.exception("opening a round of tournament %s failed", tournament_id)
                return

    async def _tried(self, cup: Cup, *, again: bool = False) -> bool:
        """Open the round's tables: False when Discord or the network failed it for a passing reason."""
        try:
            await self._open_tables(cup)
            return True
        except Exception as error:
            if not passing(error):
                raise
            log.warning("opening a round of tournament %s failed%s (%s: %s); trying again", cup.id,
                        " again" if again else "", type(error).__name__, error)
            return False

    async def _open_tables(self, cup: Cup) -> None:
        """Make the thread and open the table of each table of the round not opened yet, one caller at a time."""
        async with self._opening.of(cup.id):
            cup = await self.cups.cup(cup.id)
            locale = await self._locale(cup)
            for round_index, index in cup.unopened():
                thread_id = cup.seats[round_index][index].thread_id
                if thread_id is None:
                    thread_id = await self._thread(cup, round_index, index, locale)
                    cup = await self.cups.opened_thread(cup.id, round_index, index, thread_id)
                change = await self.cups.open_table(cup.id, round_index, index)
                if change.table.message_id is None:
                    await self._post(change, thread_id, locale)
            await self._redraw(await self.cups.cup(cup.id))

    async def _thread(self, cup: Cup, round_index: int, index: int, locale: str) -> int:
        parent = self.bot.get_channel(cup.row.channel_id) or await self.bot.fetch_channel(cup.row.channel_id)
        assert isinstance(parent, discord.TextChannel)
        name = t(locale, "tournament.thread", game=t(locale, f"game.{cup.row.kind}"), round=round_index + 1,
                 table=index + 1)
        thread = await parent.create_thread(name=name[:100], type=discord.ChannelType.public_thread,
                                            auto_archive_duration=ARCHIVE_AFTER)
        return thread.id

    async def _post(self, change: Any, thread_id: int, locale: str) -> None:
        """The table in its thread, its players pinged (only them)."""
        people = [seat.user_id for seat in change.table.seats if not seat.computer]
        content = t(locale, "tournament.your_table", mentions=" ".join(f"<@{user}>" for user in people))
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in people])
        # a card carries no text of its own: the players are pinged just above it
        await self.bot.get_partial_messageable(thread_id).send(content=content, allowed_mentions=mentions)
        await self.bot.screen.post_in_channel(change)
        latest = await self.bot.service.table(change.table.id)
        if latest.table.version > change.table.version:
            self.bot.screen.publish(latest)

    async def _archive(self, thread_id: int, table_id: int | None) -> None:
        self._archived.add(thread_id)
        try:
            if table_id is not None:
                await self.bot.screen.shown([table_id], SHOWN_WAIT)
            thread = self.bot.get_channel(thread_id) or await self.bot.fetch_channel(thread_id)
            if isinstance(thread, discord.Thread) and not thread.archived:
                await thread.edit(archived=True)
        except Exception:
            log.warning("archiving thread %s failed", thread_id, exc_info=True)

    async def _redraw(self, cup: Cup) -> None:
        if cup.row.message_id is None:
            return
        embed, view = card(cup, await self._locale(cup))
        message = self.bot.get_partial_messageable(cup.row.channel_id).get_partial_message(cup.row.message_id)
        try:
            await message.edit(embed=embed, view=view)
        except REDRAW_FAILURES:  # (drawn again at its next change and at a start)
            log.warning("redrawing tournament %s failed", cup.id, exc_info=True)

    async def _locale(self, cup: Cup) -> str:
        return table_locale(await self.bot.service.settings.of(cup.row.guild_id), cup.locale)


def _may_use_threads(interaction: discord.Interaction) -> bool:
    granted = interaction.app_permissions
    return bool(granted.create_public_threads and granted.send_messages_in_threads)


async def setup(bot: Pips) -> None:
    await bot.add_cog(TournamentCog(bot))
