"""`python -m i18n.find <locale> "<phrase>"`: the message a quoted phrase comes from, in the reader's catalog."""

from __future__ import annotations

import pytest

from i18n import CATALOGS, t
from i18n.find import main, saying


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_a_phrase_leads_to_its_message(code):
    phrase = t(code, "settings.managers_only")
    typed = phrase.replace(" ", "  ")  # spaced differently, as a quote may be
    found = [(path.parent.name, path.name, message_id) for path, _, message_id in saying(code, typed)]
    assert (code, "settings.ftl", "settings-managers_only") in found


def test_a_discord_locale_is_read_as_its_catalog(capsys):
    assert main(["en-US", "win   rate"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "i18n/en/stats.ftl:" in lines[0] and lines[0].endswith(" stats-rate")


def test_a_phrase_no_message_says(capsys):
    assert main(["fr", "no such phrase anywhere"]) == 1
    assert capsys.readouterr().out == ""
