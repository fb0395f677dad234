"""Pictures of each game's table for the README: ``.venv/bin/python -m docs.draw_tables``.

Plays each scene of ``docs/scenes.py`` through the real service and engine, renders its table with the bot's
own renderer, draws the message JSON (a Components V2 card) as a page in Discord's dark and light themes
(``docs/discord_html.py``) and screenshots it with headless Chromium (Debian: ``apt-get install chromium``) at
desktop and at phone width, into ``docs/tables/<scene>-desktop.png`` and ``-phone.png`` (dark, as most people
read Discord) and ``<scene>-desktop-light.png`` and ``-phone-light.png``. ``--html-only`` writes the pages and
stops (no browser needed: the test runs that, so the tool cannot rot).

A dev tool: CI does not run it (no browser there).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from docs.discord_html import THEMES, message_page
from docs.scenes import SCENES, Drawn, draw_all
from i18n import language

OUT = Path(__file__).resolve().parent / "tables"
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
BROWSER_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
)
BROWSER_TIMEOUT = 60  # seconds for one page; a browser that hangs longer is broken, not slow
_HEIGHT = re.compile(r'data-height="(\d+)"')


@dataclass(frozen=True)
class Width:
    """A screen to draw for: its CSS width and how many device pixels per CSS pixel."""

    suffix: str
    pixels: int
    scale: int


WIDTHS = (Width("desktop", 700, 1), Width("phone", 400, 2))


@dataclass(frozen=True)
class Page:
    """A scene's table drawn in one theme, as a page: ``<scene>.html`` dark, ``<scene>-light.html`` light."""

    path: Path
    scene: str
    theme: str

    def picture(self, width: Width) -> str:
        return f"{self.scene}-{width.suffix}{'' if self.theme == 'dark' else f'-{self.theme}'}.png"


def write_pages(drawn: list[Drawn], folder: Path, locale: str) -> list[Page]:
    folder.mkdir(parents=True, exist_ok=True)
    pages = []
    for table in drawn:
        for theme in THEMES:
            page = Page(folder / f"{table.scene.name}{'' if theme == 'dark' else f'-{theme}'}.html",
                        table.scene.name, theme)
            text = message_page(table.components, table.names, table.title, language(locale), table.now, theme)
            page.path.write_text(text, encoding="utf-8")
            pages.append(page)
    return pages


def find_browser() -> str:
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    sys.exit("no Chromium found: apt-get install -y chromium (or use --html-only)")


def _browser(browser: str, profile: Path, width: Width, height: int, *task: str) -> str:
    command = [
        browser, *BROWSER_FLAGS, f"--user-data-dir={profile}", f"--window-size={width.pixels},{height}",
        f"--force-device-scale-factor={width.scale}", *task,
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=BROWSER_TIMEOUT, check=True)
    return done.stdout


def screenshot(browser: str, page: Path, width: Width, picture: Path, profile: Path) -> None:
    """The page at ``width``, as tall as its content: measured first (the page writes its height into
    the DOM), then shot with the window that tall."""
    address = f"{page.as_uri()}#w={width.pixels}"
    height = _HEIGHT.search(_browser(browser, profile, width, 2000, "--dump-dom", address))
    if height is None:
        raise RuntimeError(f"{page} did not report its height")
    _browser(browser, profile, width, int(height.group(1)), f"--screenshot={picture}", address)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT, help="where the pictures (or pages) go")
    parser.add_argument("--html-only", action="store_true", help="write the HTML pages only (no browser)")
    parser.add_argument("--locale", default="en-US", help="the tables' language (en-US, fr)")
    parser.add_argument("--scene", action="append", choices=[s.name for s in SCENES], help="only this scene")
    args = parser.parse_args(argv)

    scenes = tuple(s for s in SCENES if args.scene is None or s.name in args.scene)
    drawn = asyncio.run(draw_all(args.locale, scenes))
    if args.html_only:
        for page in write_pages(drawn, args.out, args.locale):
            print(page.path)
        return 0
    browser = find_browser()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="pips-docs-") as work:
        profile = Path(work) / "profile"
        for page in write_pages(drawn, Path(work), args.locale):
            for width in WIDTHS:
                picture = args.out / page.picture(width)
                screenshot(browser, page.path, width, picture, profile)
                print(picture)
    return 0


if __name__ == "__main__":
    sys.exit(main())
