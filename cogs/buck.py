"""Buck Dice at a table: its slash commands and how its point number, throws and bucks read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from data.records import Table
from discord_side.game_cog import GameCog
from discord_side.odds import answer_odds
from discord_side.translator import localized, text
from i18n import t
from rules.base import Event
from rules.buck import BUCK, FULL_THROW, Buck
from rules.buck.events import FirstShooter, LeftRotation, Loser, OrderThrow, PointThrow, Threw
from screen.presenter import GameUi, pips, register, seat_name
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT

if TYPE_CHECKING:
    from discord_side.pips import Pips

SMALL_TABLE = 8  # up to this many seats an opening throw lists every die; at a bigger table, what it decides
FEW_NAMES = 3  # names listed before "and N others"


# A move is a throw, not the first shooter's announcement: that names the player before their first turn.
class BuckUi(GameUi[Buck], kind=Buck.kind, moves=(Threw,), accent=discord.Colour(0x1ABC9C)):
    def seat_detail(self, game: Buck, index: int, locale: str) -> str:
        score = game.scores[index]
        if index in game.made:
            return t(locale, "buck.seat.made", place=game.made.index(index) + 1)
        if index == game.loser:
            return t(locale, "buck.seat.loser", score=score)
        dice = game.dice_count(index)
        if dice < FULL_THROW:
            return t(locale, f"buck.seat.dice.{dice}", score=score)
        return t(locale, "buck.seat", score=score)

    def status_lines(self, game: Buck, table: Table, locale: str) -> list[str]:
        # The point number is what every throw is read against. Who shoots first, and why, until the first throw.
        lines = [t(locale, "buck.point", point=game.point, face=pips([game.point]))]
        if game.throws == 0:
            shooter = seat_name(table, game.first_shooter)
            if game.game_number == 1:
                lines.append(t(locale, "buck.shooter.opening", shooter=shooter))
            else:
                lines.append(t(locale, "buck.shooter.rotated", game=game.game_number, shooter=shooter))
        # Who made a buck, and in which place, reads on their own row: no second list of names here.
        if game.loser is not None:
            lines.append(t(locale, "buck.loser", name=seat_name(table, game.loser)))
        return lines

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if isinstance(event, OrderThrow):
            params["throws"] = _order_throws(event, table, locale)
        elif isinstance(event, PointThrow):
            params["face"] = pips([event.point])
        elif isinstance(event, Threw):
            params["faces"] = pips(event.dice)
            params["then"] = self._then(event, locale)
        if isinstance(event, Threw | LeftRotation) and event.next is not None:
            params["next"] = seat_name(table, event.next)
        return params

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        variant = _variant(event)
        if variant is None:
            return super().event_line(event, table, locale)
        line = t(locale, f"buck.event.{event.type}.{variant}", **self.event_params(event, table, locale))
        if isinstance(event, Threw) and table.options.get("fewer_dice"):
            line += _fewer_dice_note(event, locale)
        return line

    @staticmethod
    def _then(event: Threw, locale: str) -> str:
        """How a throw ends: the shooter goes on, the dice pass, or the game is over. Who throws next is the
        next line, or the turn line: naming them here too would cost a mention per line at a big table."""
        next_shooter = event.next
        if next_shooter is None:
            return t(locale, "buck.then.end")
        if next_shooter == event.player:
            return t(locale, "buck.then.again")
        return t(locale, "buck.then.pass")


def _order_throws(throw: OrderThrow, table: Table, locale: str) -> str:
    """One line for one throw of the opening, however many players (the log keeps only a few lines): each
    player and their die; past SMALL_TABLE seats, only what the throw decides: who threw highest and
    lowest, or, in a re-throw of a tie, the side it settles."""
    players, faces, deciding = throw.players, throw.dice, throw.deciding
    if len(table.seats) <= SMALL_TABLE:
        return ", ".join(f"{seat_name(table, p)} {pips([face])}" for p, face in zip(players, faces, strict=True))
    high, low = max(faces), min(faces)
    if high == low:
        return t(locale, "buck.throws.all_tied", face=pips([high]))

    def throwing(value: int) -> str:
        return _names([p for p, face in zip(players, faces, strict=True) if face == value], table, locale)

    if deciding == "first_shooter":
        return t(locale, "buck.throws.highest", high=pips([high]), top=throwing(high))
    if deciding == "point_thrower":
        return t(locale, "buck.throws.lowest", low=pips([low]), bottom=throwing(low))
    return t(locale, "buck.throws.extremes", high=pips([high]), top=throwing(high), low=pips([low]),
             bottom=throwing(low))  # fmt: skip


def _names(players: list[int], table: Table, locale: str) -> str:
    """Players' names, the first few of a long list and how many more."""
    names = ", ".join(seat_name(table, player) for player in players[:FEW_NAMES])
    if len(players) <= FEW_NAMES:
        return names
    return t(locale, "buck.throws.more", names=names, others=len(players) - FEW_NAMES)


def _fewer_dice_note(event: Threw, locale: str) -> str:
    """With fewer dice: a throw that reaches 13 or 14 says how many dice its shooter throws from now on."""
    score, dice = event.score, BUCK - event.score
    if event.scored and 0 < dice < FULL_THROW:
        return t(locale, f"buck.note.dice.{dice}", score=score)
    return ""


def _variant(event: Event) -> str | None:
    """Which wording of an event to show, for the events that read differently case by case."""
    if isinstance(event, OrderThrow):
        return "order.again" if event.deciding == "order" and event.rethrow else event.deciding
    if isinstance(event, FirstShooter):
        return "opening" if event.game == 1 else "rotated"
    if isinstance(event, Threw):
        return event.kind
    if isinstance(event, Loser):
        return event.by
    return None


UI = register(BuckUi())


class BuckCog(GameCog, group_name="buck", group_description=text("cmd.buck")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.buck.start"))
    @localized(
        fewer_dice="cmd.buck.fewer_dice", point_per_throw="cmd.buck.point_per_throw",
        live_chances="cmd.buck.live_chances", turn_timeout="cmd.turn_timeout",
    )
    async def start(
        self,
        interaction: discord.Interaction,
        fewer_dice: bool = False,
        point_per_throw: bool = False,
        live_chances: bool = True,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, fewer_dice=fewer_dice, point_per_throw=point_per_throw,
                              live_chances=live_chances)

    @app_commands.command(name="odds", description=text("cmd.buck.odds"))
    @localized(players="cmd.odds.players", fewer_dice="cmd.buck.fewer_dice",
               point_per_throw="cmd.buck.point_per_throw", post="cmd.odds.post")
    async def odds(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, Buck.min_players, Buck.max_players],
        fewer_dice: bool = False,
        point_per_throw: bool = False,
        post: bool = False,
    ) -> None:
        options = {"fewer_dice": fewer_dice, "point_per_throw": point_per_throw}
        await answer_odds(interaction, Buck.kind, players, options, post=post)


async def setup(bot: Pips) -> None:
    await bot.add_cog(BuckCog(bot))
