"""The dice pictures at start-up: the application emojis drawn in assets/emojis/, handed to the presenter, which
shows today's text dice until a whole set is there.

`load(client)` runs once at start-up: it lists the application's emojis (bounded by FETCH_SECONDS), uses the
ones already uploaded, and uploads the missing ones in the background, so no click waits for an upload. Any
failure logs one warning and keeps the text.

An emoji that exists is reused by name: a redrawn picture needs a new name.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import discord

from screen.presenter import NAMES, use_emojis, use_text

log = logging.getLogger("pips.faces")

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "emojis"
FETCH_SECONDS = 10.0  # start-up waits at most this long for the list of emojis
UPLOAD_SECONDS = 120.0  # the background uploads give up after this long (Discord may rate-limit them)

_uploading: asyncio.Task[None] | None = None  # held here: asyncio keeps only a weak reference to a task


async def load(client: discord.Client) -> asyncio.Task[None] | None:
    """Use the application's emojis, uploading the missing ones in the background; text if anything fails. The
    background uploads, if any were needed: nobody has to wait for them (their pictures are used once done)."""
    global _uploading
    use_text()
    try:
        existing = await asyncio.wait_for(client.fetch_application_emojis(), FETCH_SECONDS)
    except Exception as error:  # any failure (HTTP error, timeout, no application id) leaves the text
        log.warning("dice pictures unavailable, showing text dice: cannot list the application emojis (%s)",
                    _describe(error))
        return None
    ids = {emoji.name: emoji.id for emoji in existing if emoji.name in NAMES}
    use_emojis(ids)
    missing = [name for name in NAMES if name not in ids]
    if missing:
        _uploading = asyncio.create_task(_upload(client, missing, ids), name="pips-upload-emojis")
        return _uploading
    log.info("dice pictures: using the %d application emojis", len(ids))
    return None


async def _upload(client: discord.Client, missing: list[str], ids: dict[str, int]) -> None:
    try:
        async with asyncio.timeout(UPLOAD_SECONDS):
            for name in missing:
                image = (ASSETS / f"{name}.png").read_bytes()
                emoji = await client.create_application_emoji(name=name, image=image)
                ids[name] = emoji.id
    except Exception as error:
        if not client.is_closed():  # a shutdown cut it short: nothing to warn about
            log.warning("dice pictures: could not upload %s (%s); the sets missing it show text dice",
                        ", ".join(n for n in missing if n not in ids), _describe(error))
    else:
        log.info("dice pictures: uploaded %d application emojis", len(missing))
    use_emojis(ids)


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
