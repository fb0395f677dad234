"""cogs/presenter.py: the dice as pictures once the application emojis are there, as text otherwise, and a start-up
that lists them within its time, uploads only the missing ones in the background and survives every failure."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from screen import emojis, presenter
from screen.presenter import pips

FAKE_IDS = {name: 1_234_567_890_123_456_700 + n for n, name in enumerate(presenter.NAMES)}


def fake_response(status: int, reason: str) -> Any:
    """What discord.py's HTTPException reads of a response: its status and reason."""
    return SimpleNamespace(status=status, reason=reason)


@pytest.fixture(autouse=True)
def text_dice() -> Iterator[None]:
    presenter.use_text()
    yield
    presenter.use_text()


@dataclass
class FakeClient:
    """What load() uses of a discord.Client: the application emoji calls."""

    existing: dict[str, int] = field(default_factory=dict)
    listing: BaseException | None = None  # raised by the listing
    refused_upload: str | None = None  # the name whose upload fails
    hang: bool = False
    uploads: list[tuple[str, bytes]] = field(default_factory=list)

    async def fetch_application_emojis(self) -> list[Any]:
        if self.hang:
            await asyncio.Event().wait()
        if self.listing is not None:
            raise self.listing
        return [SimpleNamespace(name=name, id=emoji_id) for name, emoji_id in self.existing.items()]

    async def create_application_emoji(self, *, name: str, image: bytes) -> Any:
        if name == self.refused_upload:
            raise discord.HTTPException(fake_response(403, "Forbidden"), "Missing Access")
        self.uploads.append((name, image))
        return SimpleNamespace(name=name, id=FAKE_IDS[name])

    def is_closed(self) -> bool:
        return False


async def loaded(client: FakeClient) -> None:
    uploading = await emojis.load(cast(discord.Client, client))
    if uploading is not None:
        await uploading


def test_text_dice_until_pictures_are_loaded() -> None:
    assert [presenter.die(face) for face in range(1, 7)] == list("⚀⚁⚂⚃⚄⚅")
    assert [presenter.lcr_face(face) for face in range(1, 7)] == ["`•`"] * 3 + ["`L`", "`C`", "`R`"]
    assert presenter.die_emoji(3) is None and pips([1, 6]) == "⚀ ⚅"


def test_pictures_once_loaded_and_labels_stay_text() -> None:
    presenter.use_emojis(FAKE_IDS)
    assert presenter.die(3) == f"<:pips_d6_3:{FAKE_IDS['pips_d6_3']}>"
    assert pips([1, 6]) == f"<:pips_d6_1:{FAKE_IDS['pips_d6_1']}> <:pips_d6_6:{FAKE_IDS['pips_d6_6']}>"
    assert presenter.lcr_face(2) == f"<:pips_lcr_dot:{FAKE_IDS['pips_lcr_dot']}>"
    assert presenter.lcr_face(6) == f"<:pips_lcr_r:{FAKE_IDS['pips_lcr_r']}>"
    emoji = presenter.die_emoji(4)
    assert emoji is not None and (emoji.name, emoji.id, emoji.animated) == ("pips_d6_4", FAKE_IDS["pips_d6_4"], False)
    assert presenter.die_text(4) == "⚃"


def test_a_set_missing_one_picture_stays_text_so_a_roll_never_mixes_styles() -> None:
    presenter.use_emojis({name: FAKE_IDS[name] for name in presenter.NAMES if name != "pips_lcr_c"})
    assert presenter.die(5).startswith("<:pips_d6_5:")
    assert [presenter.lcr_face(face) for face in (1, 4, 5)] == ["`•`", "`L`", "`C`"]


async def test_load_reuses_existing_emojis_and_uploads_only_the_missing_ones() -> None:
    client = FakeClient(existing={name: FAKE_IDS[name] for name in presenter.NAMES[:7]})
    await loaded(client)
    assert [name for name, _ in client.uploads] == list(presenter.NAMES[7:])
    assert all(image == (emojis.ASSETS / f"{name}.png").read_bytes() for name, image in client.uploads)
    assert presenter.die(2) == f"<:pips_d6_2:{FAKE_IDS['pips_d6_2']}>"
    assert presenter.lcr_face(5).startswith("<:pips_lcr_c:")
    again = FakeClient(existing=FAKE_IDS)
    await loaded(again)
    assert again.uploads == [] and presenter.lcr_face(4).startswith("<:pips_lcr_l:")


async def test_load_shows_what_it_found_before_its_uploads_end() -> None:
    client = FakeClient(existing={name: FAKE_IDS[name] for name in presenter.SETS[0]})
    uploading = await emojis.load(cast(discord.Client, client))
    assert presenter.die(1).startswith("<:pips_d6_1:") and presenter.lcr_face(4) == "`L`"  # uploads not awaited
    assert uploading is not None
    await uploading
    assert presenter.lcr_face(4).startswith("<:pips_lcr_l:")


@pytest.mark.parametrize("failure", [
    discord.HTTPException(fake_response(500, "Server Error"), "boom"),
    discord.Forbidden(fake_response(403, "Forbidden"), "Missing Access"),
    discord.MissingApplicationID(),
])
async def test_a_failed_listing_logs_one_warning_and_keeps_text(
    failure: BaseException, caplog: pytest.LogCaptureFixture
) -> None:
    presenter.use_emojis(FAKE_IDS)  # even pictures from before do not survive a failed start-up
    client = FakeClient(listing=failure)
    with caplog.at_level(logging.INFO, logger="pips.faces"):
        await loaded(client)
    assert [record.levelno for record in caplog.records] == [logging.WARNING]
    assert client.uploads == [] and presenter.die(1) == "⚀"


async def test_a_listing_that_hangs_is_given_up_in_bounded_time(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(emojis, "FETCH_SECONDS", 0.01)
    with caplog.at_level(logging.WARNING, logger="pips.faces"):
        await asyncio.wait_for(loaded(FakeClient(hang=True)), 5)
    assert "TimeoutError" in caplog.text and presenter.die(6) == "⚅"


async def test_a_failed_upload_keeps_the_complete_sets_and_warns_once(caplog: pytest.LogCaptureFixture) -> None:
    client = FakeClient(refused_upload="pips_lcr_r")
    with caplog.at_level(logging.WARNING, logger="pips.faces"):
        await loaded(client)
    assert [record.levelno for record in caplog.records] == [logging.WARNING]
    assert "pips_lcr_r" in caplog.text and "pips_lcr_dot" in caplog.text  # the one refused and the one never tried
    assert presenter.die(3).startswith("<:pips_d6_3:") and presenter.lcr_face(6) == "`R`"
