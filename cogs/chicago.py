"""Chicago at a table: its slash commands, the score sheet, and how rolls and reroll choices read."""

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
from rules.base import Action, Event
from rules.chicago import Chicago, reroll_can_score
from rules.chicago.actions import Reroll
from rules.chicago.events import Kept, Rerolled, Rolled
from screen.presenter import PIP_FACES, GameUi, die_emoji, pips, register, seat_name
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT

if TYPE_CHECKING:
    from discord_side.pips import Pips


def verdict(event: Rolled | Rerolled | Kept, locale: str) -> str:
    """What a roll, reroll or keep made: the total or scoring pair and the points. A miss with a reroll
    decision to come says no more: the next line of the log tells what followed."""
    dice, target = event.dice, event.target
    if isinstance(event, Kept):
        if reroll_can_score(dice, target):
            return t(locale, "chicago.verdict.kept")
        return t(locale, "chicago.verdict.kept_forced", target=target)  # the table kept it for the player
    if event.score:
        if len(dice) == 2:
            return t(locale, "chicago.verdict.total_hit", total=event.total, score=event.score)
        assert event.pair is not None  # a scoring roll of three dice names its pair
        first, second = event.pair
        return t(
            locale, "chicago.verdict.pair_hit", first=dice[first], second=dice[second], target=target,
            score=event.score,
        )  # fmt: skip
    then = "" if isinstance(event, Rolled) and event.may_reroll else t(locale, "chicago.then.zero")
    if len(dice) == 2:
        return t(locale, "chicago.verdict.total_miss", total=event.total, target=target, then=then)
    return t(locale, "chicago.verdict.pair_miss", target=target, then=then)


class ChicagoUi(GameUi[Chicago], kind=Chicago.kind, accent=discord.Colour(0x3498DB)):
    def seat_detail(self, game: Chicago, index: int, locale: str) -> str:
        """The one list of players: each row's total; once the game is over, the total and the rounds it was
        made of, as a sum: the score sheet without a second list of names. A hit scores its round's target,
        so each number names its round; every round not in the sum scored nothing."""
        detail = t(locale, "chicago.seat", points=game.totals()[index])
        scored = [points for points in game.sheet[index] if points]
        if game.is_over and len(scored) > 1:  # one hit needs no sum: its points name its round
            detail += t(locale, "chicago.seat.hits", hits="+".join(map(str, scored)))
        return detail

    def status_lines(self, game: Chicago, table: Table, locale: str) -> list[str]:
        if game.is_over:
            return [self._victory(game, table, locale)]
        # A missed roll awaiting its reroll or keep ends the log, just below, over its buttons.
        return [t(locale, "chicago.round", round=game.round, target=game.target)]

    @staticmethod
    def _victory(game: Chicago, table: Table, locale: str) -> str:
        outcome = game.outcome()
        assert outcome is not None
        points = outcome.scores[outcome.winners[0]]
        if len(outcome.winners) == 1:
            return t(locale, "chicago.winner", name=seat_name(table, outcome.winners[0]), points=points)
        names = ", ".join(seat_name(table, winner) for winner in outcome.winners)
        return t(locale, "chicago.joint_victory", names=names, points=points)

    def offered_actions(self, game: Chicago) -> list[Action]:
        if game.pending is None:
            return game.legal_actions()
        # Rerolling either of two equal dice is the same choice: one button per face shown.
        offered: list[Action] = []
        faces: set[int] = set()
        for action in game.legal_actions():
            if isinstance(action, Reroll):
                value = game.pending[action.die]
                if value in faces:
                    continue
                faces.add(value)
            offered.append(action)
        return offered

    def action_label(self, game: Chicago, action: Action, locale: str) -> str:
        if isinstance(action, Reroll) and game.pending is not None:
            value = game.pending[action.die]
            if die_emoji(value) is not None:  # the die's picture stands beside the label (action_emoji)
                return t(locale, "chicago.action.reroll.pictured", value=value)
            # A button label is plain text: the die's glyph, never an emoji's markup.
            return t(locale, "chicago.action.reroll", face=PIP_FACES[value - 1], value=value)
        return super().action_label(game, action, locale)

    def action_emoji(self, game: Chicago, action: Action) -> discord.PartialEmoji | None:
        if isinstance(action, Reroll) and game.pending is not None:
            return die_emoji(game.pending[action.die])
        return None

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if isinstance(event, Rolled | Rerolled | Kept):
            params["faces"] = pips(event.dice)
            params["verdict"] = verdict(event, locale)
        if isinstance(event, Rerolled):
            params["old"] = event.old  # a number: the line shows the dice once, as they are now
        return params


UI = register(ChicagoUi())


class ChicagoCog(GameCog, group_name="chicago", group_description=text("cmd.chicago")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.chicago.start"))
    @localized(double_roll="cmd.chicago.double_roll", three_dice="cmd.chicago.three_dice",
               live_chances="cmd.live_chances", turn_timeout="cmd.turn_timeout")
    async def start(
        self,
        interaction: discord.Interaction,
        double_roll: bool = False,
        three_dice: bool = False,
        live_chances: bool = True,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, double_roll=double_roll, three_dice=three_dice,
                              live_chances=live_chances)

    @app_commands.command(name="odds", description=text("cmd.chicago.odds"))
    @localized(players="cmd.odds.players", double_roll="cmd.chicago.double_roll", three_dice="cmd.chicago.three_dice",
               post="cmd.odds.post")
    async def odds(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, Chicago.min_players, Chicago.max_players],
        double_roll: bool = False,
        three_dice: bool = False,
        post: bool = False,
    ) -> None:
        await answer_odds(interaction, Chicago.kind, players, {"double_roll": double_roll, "three_dice": three_dice},
                          post=post)


async def setup(bot: Pips) -> None:
    await bot.add_cog(ChicagoCog(bot))
