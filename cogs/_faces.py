"""Dice pictures: the application emojis drawn in assets/emojis/, or today's text when they are not there.

`load(client)` runs once at start-up: it lists the application's emojis (bounded by FETCH_SECONDS), uses the
ones already uploaded, and uploads the missing ones in the background, so no click waits for an upload. The
pictures of a set (the six d6 faces; LCR's L, C, R and dot) are shown only once the whole set is there, so a
roll never mixes pictures and text. Any failure logs one warning and keeps the text.

An emoji that exists is reused by name: a redrawn picture needs a new name.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from pathlib import Path

import discord

from rules.lcr import FACE_SYMBOL

log = logging.getLogger("pips.faces")

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "emojis"
FETCH_SECONDS = 10.0  # start-up waits at most this long for the list of emojis
UPLOAD_SECONDS = 120.0  # the background uploads give up after this long (Discord may rate-limit them)

TEXT_FACES = "⚀⚁⚂⚃⚄⚅"
D6 = {face: f"pips_d6_{face}" for face in range(1, 7)}
LCR = {"L": "pips_lcr_l", "C": "pips_lcr_c", "R": "pips_lcr_r", "•": "pips_lcr_dot"}
SETS = (tuple(D6.values()), tuple(LCR.values()))
NAMES = tuple(name for names in SETS for name in names)
# What each picture shows, as text: the fallback, and how tests read a picture.
TEXT = {**{D6[face]: TEXT_FACES[face - 1] for face in D6}, **{LCR[s]: f"`{s}`" for s in LCR}}

_ids: dict[str, int] = {}  # name → emoji id, only for complete sets
_uploading: asyncio.Task[None] | None = None  # held here: asyncio keeps only a weak reference to a task


def die(face: int) -> str:
    """A d6 face in message text."""
    return _markup(D6[face])


def lcr_face(face: int) -> str:
    """An LCR die face (1..6) in message text: the dot, L, C or R."""
    return _markup(LCR[FACE_SYMBOL[face]])


def in_use() -> tuple[str, ...]:
    """What the faces are drawn as now (pictures once loaded after start-up, text before): what a drawing kept
    from before depends on."""
    return die(1), lcr_face(1)


def die_emoji(face: int) -> discord.PartialEmoji | None:
    """A d6 face for a button's emoji; None while there is no picture (the label should then show the text)."""
    emoji_id = _ids.get(D6[face])
    return None if emoji_id is None else discord.PartialEmoji(name=D6[face], id=emoji_id)


def die_text(face: int) -> str:
    """A d6 face where Discord shows no custom emoji (button and option labels): always text."""
    return TEXT_FACES[face - 1]


def _markup(name: str) -> str:
    emoji_id = _ids.get(name)
    return TEXT[name] if emoji_id is None else f"<:{name}:{emoji_id}>"


def use_emojis(ids: Mapping[str, int]) -> None:
    """Show these uploaded emojis (name → id); a set missing a picture stays text. Tests use it too."""
    _ids.clear()
    for names in SETS:
        if all(name in ids for name in names):
            _ids.update({name: ids[name] for name in names})


def use_text() -> None:
    use_emojis({})


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
