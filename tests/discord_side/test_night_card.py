"""A night's invite card, drawn from the night alone: its time as Discord timestamps, who is in and who cannot
come, and its two buttons only while it is still to come; their custom_ids read back as the night's answer."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from data.nights import Answer, Night
from discord_side.custom_ids import NightAnswer, night_id, parse
from discord_side.night_card import MAX_NAMED, mentions, night_card
from i18n import t

NIGHT = Night(guild_id=1, channel_id=2, host_id=10, host_name="Ada", kind="lcr", options={}, starts_at=1_796_000_000,
              repeat="weekly", note="bring @everyone snacks", id=7,
              answers=(Answer(11, "Bo", True), Answer(12, "Cy", False), Answer(13, "Di", True)))


def buttons(view: Any) -> list[tuple[str, str]]:
    """The buttons as Discord gets them."""
    return [(button["custom_id"], button["label"]) for row in view.to_components() for button in row["components"]]


def test_a_card_shows_the_time_the_host_who_is_in_and_its_buttons() -> None:
    embed, view = night_card(NIGHT, "en")
    assert embed.title == t("en", "night.card.title", game=t("en", "game.lcr"))
    text = embed.description or ""
    assert "<t:1796000000:F>" in text and "<t:1796000000:R>" in text
    assert t("en", "night.card.weekly") in text and t("en", "night.card.host", host="<@10>") in text
    assert t("en", "night.card.coming", count=3, names="<@10>, <@11>, <@13>") in text
    assert t("en", "night.card.not_coming", names="<@12>") in text
    assert "@everyone" not in text  # a note never pings
    assert buttons(view) == [("pips:night:7:in", t("en", "night.button.in")),
                             ("pips:night:7:out", t("en", "night.button.out"))]


@pytest.mark.parametrize(("status", "key"), [("started", "night.card.started"), ("done", "night.card.started"),
                                             ("cancelled", "night.card.cancelled"), ("missed", "night.card.missed"),
                                             ("failed", "night.card.failed")])
def test_a_night_no_longer_to_come_says_so_without_buttons(status: str, key: str) -> None:
    embed, view = night_card(replace(NIGHT, status=status), "fr")  # type: ignore[arg-type]
    assert t("fr", key) in (embed.description or "") and view.children == []


def test_a_long_list_is_counted_past_its_first_names() -> None:
    assert mentions(list(range(MAX_NAMED + 3))).endswith(" +3")


def test_the_buttons_custom_ids_read_back_strictly() -> None:
    assert parse(night_id(7, True)) == NightAnswer(7, True)
    assert parse(night_id(7, False)) == NightAnswer(7, False)
    assert parse("pips:night:7:maybe") is None and parse("pips:night:" + "9" * 19 + ":in") is None
