"""LCR at a table: its slash commands and how its seats, rolls and pot read."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from data.records import Table
from discord_side.game_cog import GameCog
from discord_side.odds import answer_odds
from discord_side.translator import localized, text
from i18n import t
from rules.base import Event
from rules.lcr import FACE_SYMBOL, LAST_DOT, LCR_INFO, MAX_STAKE, STARTING_CHIPS, Lcr
from rules.lcr.events import DoublePot, Rolled
from screen.presenter import GameUi, lcr_face, register, seat_name
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT

if TYPE_CHECKING:
    from discord_side.pips import Pips


def faces_text(faces: Iterable[int]) -> str:
    return " ".join(lcr_face(f) for f in faces)


def idle_dice(dice: Sequence[int], moves: Sequence[Any]) -> list[int]:
    """The L, C and R dice that moved nothing: read left to right, those after the roller's last chip went."""
    return [face for face in dice if face > LAST_DOT][len(moves):]


def missed_dot_win(event: Rolled, table: Table) -> bool:
    """With dot to win: a roll of the only player holding chips that was not all dots, so the game goes on.
    Who held chips before the roll is the holdings after it less what the roll passed on."""
    if not table.options.get("dot_to_win"):
        return False
    chips, roller = event.chips, event.player
    received = Counter(target for _, target in event.moves if target is not None)
    others_held = any(chips[seat] - received[seat] for seat in range(len(chips)) if seat != roller)
    return not others_held and sum(chips) > 0 and any(face > LAST_DOT for face in event.dice)


def first_after_double_pot(event: DoublePot, table: Table) -> int | None:
    """Who rolls first after a double pot: the next seat holding chips after whoever emptied the table (the
    entry before it in the log; its hand number is unique in the game). None if the log no longer has it."""
    log = table.log
    for index in range(len(log) - 1, 0, -1):
        logged = LCR_INFO.read_event(log[index])
        if isinstance(logged, DoublePot) and logged.hand == event.hand:
            cause = LCR_INFO.read_event(log[index - 1]).player
            break
    else:
        return None
    if cause is None:
        return None
    chips = event.chips
    return next((seat % len(chips) for seat in range(cause + 1, cause + len(chips) + 1) if chips[seat % len(chips)]),
                None)


class LcrUi(GameUi[Lcr], kind=Lcr.kind, moves=(Rolled,), accent=discord.Colour(0xE67E22)):
    def seat_detail(self, game: Lcr, index: int, locale: str) -> str:
        return t(locale, "lcr.seat", chips=game.chips[index])

    def status_lines(self, game: Lcr, table: Table, locale: str) -> list[str]:
        pot = t(locale, "lcr.pot", pot=game.pot, dealt=game.dealt)
        if game.hands > 1:
            pot += t(locale, "lcr.hand", hand=game.hands)
        lines = [pot]
        holders = game.holders()
        if game.options.dot_to_win and not game.is_over and len(holders) == 1:
            lines.append(t(locale, "lcr.last_holder", name=seat_name(table, holders[0])))
        return lines

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if isinstance(event, Rolled):
            dice, moves = event.dice, event.moves
            params["faces"] = faces_text(dice)
            given: dict[int | None, int] = {}  # "2 to Bob" reads faster than "1 to Bob, 1 to Bob"
            for _, target in moves:
                given[target] = given.get(target, 0) + 1  # (a Counter costs every click a few µs more)
            parts = [
                t(locale, "lcr.event.move.pot", count=count) if target is None
                else t(locale, "lcr.event.move.seat", count=count, target=seat_name(table, target))
                for target, count in given.items()
            ]
            said = ", ".join(parts) if parts else t(locale, "lcr.event.roll.nothing")
            idle = idle_dice(dice, moves)
            if idle:  # only with "always three dice": the roller ran out of chips before these
                said += "; " + t(locale, "lcr.event.roll.idle", faces=" ".join(f"`{FACE_SYMBOL[f]}`" for f in idle))
            if missed_dot_win(event, table):
                said += "; " + t(locale, "lcr.event.roll.no_win")
            params["moves"] = said
        elif isinstance(event, DoublePot):
            first = first_after_double_pot(event, table)
            if first is not None:
                params["next"] = seat_name(table, first)
        return params

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        if isinstance(event, DoublePot):
            params = self.event_params(event, table, locale)
            return t(locale, "lcr.event.double_pot.next" if "next" in params else "lcr.event.double_pot", **params)
        return super().event_line(event, table, locale)


UI = register(LcrUi())
DICE_CHOICES = [
    app_commands.Choice(name=text("cmd.lcr.dice.by_chips"), value="by-chips"),
    app_commands.Choice(name=text("cmd.lcr.dice.always_three"), value="always-three"),
]


class LcrCog(GameCog, group_name="lcr", group_description=text("cmd.lcr")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.lcr.start"))
    @localized(dice="cmd.lcr.dice", dot_to_win="cmd.lcr.dot_to_win", stakes="cmd.lcr.stakes",
               live_chances="cmd.live_chances", turn_timeout="cmd.turn_timeout")
    @app_commands.choices(dice=DICE_CHOICES)
    async def start(
        self,
        interaction: discord.Interaction,
        dice: str = "by-chips",
        dot_to_win: bool = False,
        stakes: bool = False,
        live_chances: bool = True,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, dice=dice, dot_to_win=dot_to_win, stakes=stakes,
                              live_chances=live_chances)

    @app_commands.command(name="odds", description=text("cmd.lcr.odds"))
    @localized(players="cmd.odds.players", chips="cmd.odds.chips", dice="cmd.lcr.dice",
               dot_to_win="cmd.lcr.dot_to_win", post="cmd.odds.post")
    @app_commands.choices(dice=DICE_CHOICES)
    async def odds(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, Lcr.min_players, Lcr.max_players],
        chips: app_commands.Range[int, 1, MAX_STAKE] = STARTING_CHIPS,
        dice: str = "by-chips",
        dot_to_win: bool = False,
        post: bool = False,
    ) -> None:
        await answer_odds(interaction, Lcr.kind, players, {"dice": dice, "dot_to_win": dot_to_win}, chips=chips,
                          post=post)


async def setup(bot: Pips) -> None:
    await bot.add_cog(LcrCog(bot))
