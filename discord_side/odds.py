"""`/<game> odds`: each seat's chances at a table before it starts, shared by every game's thin command.

The answer comes from ``rules.odds.answer`` (exact or simulated, cached), computed on a worker thread so the
event loop never waits on it; if it is not ready within DEFER_AFTER seconds the interaction is deferred first
(Discord wants an answer within 3 s). Private unless ``post``: a private answer speaks the asker's language,
a posted one the server's table language (as /stats does).
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

import discord

from discord_side.answers import answer_locale
from i18n import t
from rules.games import GAMES
from rules.odds.result import Odds
from screen.presenter import option_names

if TYPE_CHECKING:
    from discord_side.pips import Pips

DEFER_AFTER = 1.5  # seconds: well inside Discord's 3 s for a first answer, with room to send the deferral
SHARE_DIGITS = 1  # 12.3%
FIGURE_DIGITS = 1


def decimal(value: float, digits: int, locale: str) -> str:
    """``value`` with ``digits`` decimals and the language's separator."""
    whole, fraction = f"{value:.{digits}f}".split(".")
    return t(locale, "odds.decimal", whole=whole, fraction=fraction)


def percent(share: float, locale: str) -> str:
    return decimal(100 * share, SHARE_DIGITS, locale)


def figure_value(odds: Odds, locale: str) -> str:
    """The figure beside the chances; an estimate with its margin (rounded up, so that it never claims more
    certainty than it has)."""
    value = decimal(odds.figure, FIGURE_DIGITS, locale)
    if not odds.figure_margin:
        return value
    step = 10**-FIGURE_DIGITS
    margin = decimal(math.ceil(odds.figure_margin / step) * step, FIGURE_DIGITS, locale)
    return t(locale, "odds.estimate", value=value, margin=margin)


def option_words(kind: str, options: Mapping[str, Any], locale: str) -> str:
    """The options as the lobby names them (the ones set, and any choice), or "no options"."""
    return ", ".join(option_names(kind, options, locale)) or t(locale, "odds.options.none")


def method_lines(kind: str, odds: Odds, players: int, locale: str) -> list[str]:
    """How the answer was found; for a simulated answer of a game whose exact odds depend on the chips (LCR), which
    tables of this size are exact."""
    if odds.method == "exact":
        return [t(locale, f"odds.method.exact.{kind}")]
    lines = [t(locale, "odds.method.simulation", games=odds.games, margin=percent(odds.margin, locale))]
    exact_chips = GAMES[kind].exact_chips
    if exact_chips is not None:
        chips = exact_chips(players)
        lines.append(t(locale, f"odds.{kind}.exact_up_to", players=players, chips=chips) if chips
                     else t(locale, f"odds.{kind}.never_exact", players=players))
    return lines


def odds_embed(kind: str, players: int, options: Mapping[str, Any], chips: int | None, odds: Odds,
               locale: str) -> discord.Embed:
    """The answer: the table asked about, each seat's chance by position, the game's figure (its expected length,
    or what it declares instead), the method."""
    asked = option_words(kind, options, locale)
    if chips is not None:
        asked = t(locale, "odds.chips", chips=chips) + ", " + asked
    lines = [t(locale, "odds.options", options=asked), "", t(locale, f"odds.header.{kind}")]
    lines += [t(locale, "odds.seat", number=seat + 1, percent=percent(share, locale))
              for seat, share in enumerate(odds.shares)]
    if odds.shared:
        lines.append(t(locale, "odds.shared", percent=percent(odds.shared, locale)))
    lines += ["", t(locale, GAMES[kind].headline.key, value=figure_value(odds, locale))]
    lines += method_lines(kind, odds, players, locale)
    title = t(locale, "odds.title", game=t(locale, f"game.{kind}"), players=players)
    return discord.Embed(title=title, description="\n".join(lines))


async def answer_odds(interaction: discord.Interaction, kind: str, players: int, options: Mapping[str, Any],
                      *, chips: int | None = None, post: bool = False) -> None:
    """Answer `/<kind> odds` (``chips``: LCR's starting chips, None for the other games)."""
    asked = (kind, players, options) if chips is None else (kind, players, options, chips)
    question = asyncio.ensure_future(asyncio.to_thread(_odds_for, *asked))
    done, _ = await asyncio.wait({question}, timeout=DEFER_AFTER)
    if not done:
        await interaction.response.defer(ephemeral=not post, thinking=True)
    odds = await question
    posted = post and interaction.guild_id is not None  # (then it speaks the server's language)
    locale = await answer_locale(interaction, cast("Pips", interaction.client).service.settings if posted else None)
    embed = odds_embed(kind, players, options, chips, odds, locale)
    if interaction.response.is_done():
        await interaction.edit_original_response(embed=embed)
    else:
        await interaction.response.send_message(embed=embed, ephemeral=not post)


def _odds_for(*asked: Any) -> Odds:
    from rules.odds.answer import odds_for  # numpy: imported by the first question (in its thread), not at start-up

    return odds_for(*asked)
