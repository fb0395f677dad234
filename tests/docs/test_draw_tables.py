"""The README's table pictures: the drawing tool still runs (its --html-only mode, no browser) and draws the
real tables, and its Discord markdown reads as Discord shows it."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

from docs.discord_html import Markdown, emoji_src, plain_label
from docs.scenes import SCENES, default_scene, draw_all
from i18n import t
from rules.games import GAMES

ROOT = Path(__file__).resolve().parents[2]


def test_html_only_draws_a_page_per_scene_with_each_game_title(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "docs.draw_tables", "--html-only", "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    pages = {f"{scene.name}{theme}": (tmp_path / f"{scene.name}{theme}.html").read_text(encoding="utf-8")
             for scene in SCENES for theme in ("", "-light")}
    for scene in SCENES:
        for theme in ("", "-light"):
            title = re.search(r'<div class="line h2">(.*?)</div>', pages[f"{scene.name}{theme}"])
            assert title is not None, f"{scene.name}{theme}: no card title"
            assert html.escape(t("en", f"game.{scene.kind}"), quote=False) in title.group(1)
    assert len(pages) == 2 * len(SCENES)  # a page per scene and theme: no two share a name
    assert all('class="container accent"' in page for page in pages.values())  # the game's colour down the side
    for name, page in pages.items():
        assert 'class="button' in page or 'class="select' in page, f"{name}: no buttons drawn"
        assert "&lt;@" not in page and not re.search(r"<@!?\d+>", page), f"{name}: a mention left as markup"


async def test_a_game_without_a_scene_of_its_own_is_drawn_at_a_persons_turn() -> None:
    """What a new game's picture is until it has a scene of its own (the games above all have theirs)."""
    drawn = await draw_all("en-US", tuple(default_scene(kind) for kind in GAMES))
    assert [table.scene.kind for table in drawn] == list(GAMES)
    for table in drawn:
        assert t("en", f"game.{table.scene.kind}") in table.title and table.components


def test_markdown_reads_as_discord_shows_it() -> None:
    markdown = Markdown({42: "Alice"})
    drawn = markdown.block("**Players**\n<@42> — `3` *chips*\n```\n1 A  5\n```\nend")
    assert '<strong>Players</strong>' in drawn
    assert '<span class="mention">@Alice</span> — <code class="inline">3</code> <em>chips</em>' in drawn
    assert '<pre class="codeblock"><code>1 A  5</code></pre><div class="line">end</div>' in drawn
    assert markdown.inline("`**kept**` \\*not\\*") == '<code class="inline">**kept**</code> *not*'
    read_at_1000 = Markdown({}, now=1000.0)
    assert read_at_1000.inline("ends <t:1059:R>") == 'ends <span class="timestamp-markup">in 59 seconds</span>'
    assert read_at_1000.inline("<t:880:R>") == '<span class="timestamp-markup">2 minutes ago</span>'


def test_custom_emojis_are_drawn_from_the_shipped_pictures_or_named() -> None:
    name = sorted((ROOT / "assets" / "emojis").glob("*.png"))[0].stem
    drawn = Markdown({}).inline(f"rolled <:{name}:1234567890123456789>")
    assert emoji_src(name) is not None and drawn.startswith('rolled <img class="emoji" src="data:image/png;')
    label = plain_label(f"Reroll <:{name}:1234567890123456789> 2")
    assert label.startswith('Reroll <img class="emoji"') and label.endswith(" 2")
    assert Markdown({}).inline("<:pips_unknown:1234567890123456789>") == ":pips_unknown:"
