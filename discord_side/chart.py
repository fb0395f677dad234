"""The "How it went" picture: a game's story (rules.odds.story) drawn as a line chart, with its words.

``story_picture`` runs in the bot's worker process (service/workers.py, from cogs/story.py): replaying a game and
estimating the chances after every turn takes seconds of CPU, and drawing imports matplotlib, which the bot's own
process never loads.
No discord here: only what crosses the process boundary (a Replay in, a StoryPicture out) and the drawing.
"""

from __future__ import annotations

import io
import logging
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from i18n import t
from rules.base import IllegalAction, IllegalOption, UnreadableState
from rules.odds.story import Replay, Story, TurningPoint, story_of

if TYPE_CHECKING:
    from matplotlib.axes import Axes

WIDTH, HEIGHT, DPI = 800, 450, 100  # pixels: readable on a phone, a few tens of KiB
# Discord's dark theme, so the picture sits well in the client most people use.
BACKGROUND, FOREGROUND, GRID = "#313338", "#dbdee1", "#4e5058"
NAME_LENGTH, SHORT_NAME_LENGTH = 16, 11  # characters of a name in the legend: one column, or two (over 10 seats)


@dataclass(frozen=True)
class StoryPicture:
    png: bytes
    lines: tuple[str, ...]  # the turning points in words, as marked on the picture (also sent as text)
    losing: bool  # Buck Dice: the picture shows the chance to lose


def story_picture(replay: Replay, names: Sequence[str], game: str, locale: str) -> StoryPicture | None:
    """Replay, estimate and draw (the worker's job). ``names``: each seat's name; ``game``: the game's name.
    None when the log does not replay to the end (a damaged row: the rules refuse a move, or run out of them)."""
    try:
        story = story_of(replay)
    except (IllegalAction, IllegalOption, UnreadableState, ValueError):
        return None
    lines = tuple(turning_point_text(point, story, names, locale) for point in story.turning_points)
    return StoryPicture(draw(story, names, game, lines, locale), lines, story.losing)


def percent(chance: float) -> int:
    return round(chance * 100)


def turning_point_text(point: TurningPoint, story: Story, names: Sequence[str], locale: str) -> str:
    name = names[point.seat]
    if point.kind == "swing":
        before = point.before if point.before is not None else point.chance
        return t(locale, "story.swing", name=name, before=percent(before), after=percent(point.chance))
    goal = "lose" if story.losing else "win"
    return t(locale, f"story.{point.kind}.{goal}", name=name, percent=percent(point.chance))


def draw(story: Story, names: Sequence[str], game: str, lines: Sequence[str], locale: str) -> bytes:
    """The chart as a WIDTH×HEIGHT PNG: one line per seat (named in the legend), turns along x, 0–100 % up y,
    each turning point marked with its words."""
    import matplotlib  # the worker's import only: the bot's process never pays for it

    matplotlib.use("Agg")  # no display: draw straight to PNG
    from matplotlib import pyplot
    from matplotlib.ticker import MaxNLocator, PercentFormatter

    logging.getLogger("matplotlib").setLevel(logging.ERROR)  # a name's glyph missing from the font is no error
    figure = pyplot.figure(figsize=(WIDTH / DPI, HEIGHT / DPI), dpi=DPI, facecolor=BACKGROUND)
    try:
        axes = figure.add_axes((0.11, 0.12, 0.63 if len(names) <= 10 else 0.53, 0.78), facecolor=BACKGROUND)
        turns = range(len(story.chances))
        colours = matplotlib.colormaps["tab10" if len(names) <= 10 else "tab20"].colors  # type: ignore[attr-defined]
        for seat, name in enumerate(names):
            axes.plot(turns, [point[seat] * 100 for point in story.chances], label=_short(name, len(names) > 10),
                      color=colours[seat % len(colours)], linewidth=1.8 if len(names) <= 10 else 1.2)
        axes.set_ylim(-2, 102)
        axes.set_xlim(0, max(len(story.chances) - 1, 1))
        axes.yaxis.set_major_formatter(PercentFormatter(decimals=0))
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
        axes.set_xlabel(t(locale, "story.axis.turn"), color=FOREGROUND)
        axes.set_ylabel(t(locale, "story.axis.lose" if story.losing else "story.axis.win"), color=FOREGROUND)
        axes.set_title(t(locale, "story.title", game=game), color=FOREGROUND, loc="left")
        axes.tick_params(colors=FOREGROUND)
        axes.grid(color=GRID, linewidth=0.6)
        for spine in axes.spines.values():
            spine.set_color(GRID)
        many = len(names) > 10
        legend = axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False, fontsize=7 if many else 9,
                             ncol=2 if many else 1, labelcolor=FOREGROUND)
        legend.set_in_layout(False)
        for point, words in zip(story.turning_points, lines, strict=True):
            _mark(axes, point, words, len(story.chances))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # missing glyphs (emoji in a name) are drawn as boxes: fine
            out = io.BytesIO()
            figure.savefig(out, format="png", dpi=DPI, facecolor=BACKGROUND)
        return out.getvalue()
    finally:
        pyplot.close(figure)


def _short(name: str, many: bool) -> str:
    """A name short enough for the legend beside the chart."""
    length = SHORT_NAME_LENGTH if many else NAME_LENGTH
    return name if len(name) <= length else name[: length - 1] + "…"


def _mark(axes: Axes, point: TurningPoint, words: str, turns: int) -> None:
    """A dot on the turning point and its words beside it, kept inside the chart: below a high point, above a
    low one, to the left of a point in the right half."""
    x, y = point.turn, point.chance * 100
    axes.plot([x], [y], marker="o", markersize=7, color=FOREGROUND, zorder=5)
    right_half = x > (turns - 1) / 2
    axes.annotate(
        words, xy=(x, y), xytext=(-12 if right_half else 12, -28 if y > 50 else 28), textcoords="offset points",
        ha="right" if right_half else "left", va="center", fontsize=9, color=FOREGROUND,
        bbox={"boxstyle": "round,pad=0.3", "facecolor": BACKGROUND, "edgecolor": GRID},
        arrowprops={"arrowstyle": "-", "color": FOREGROUND, "linewidth": 0.8}, zorder=6,
    )
