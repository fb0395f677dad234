"""A message holding Discord's relative timestamp (``<t:…:R>``) reads right whichever way it counts.

Discord writes the timestamp in the reader's client language, as "in 45 seconds" before the moment and "45 seconds
ago" after it (``babel.dates.format_timedelta(…, add_direction=True)`` writes the same phrases). A word that
already says when ("до" = "until" in Russian, "in", "until" in English) stands before the phrase's own "через"/"in"
and the sentence breaks: "до через 45 секунд". So the word right before the timestamp (the word right after it, in
the languages whose postpositions follow the phrase) may be none of its language's time prepositions listed here.
A message that needs one writes a label instead ("Turn ends: in 45 seconds") or an absolute time (``:T``)."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import pytest
from babel.dates import format_timedelta

from i18n import CATALOGS, DEFAULT, Catalog, t, variables
from i18n.names import babel_locale

# The placeholders the code fills with a relative timestamp (screen/presenter.py relative_time, or written out:
# /history's lines, a game night's card and reminder). "when" is also /history's menu date (cogs/story.py): checked
# alike, no harm.
RELATIVE_PLACEHOLDERS = {"deadline", "relative", "when"}
STAND_IN = "\x00"

# Words that already place a moment in time, by language: before the timestamp…
BEFORE: dict[str, set[str]] = {
    "bg": {"до", "след", "преди", "за", "в", "на", "от"},
    "cs": {"do", "za", "před", "po", "v", "ve", "na", "od"},
    "da": {"om", "til", "inden", "før", "efter", "på", "for"},
    "de": {"in", "bis", "um", "vor", "nach", "ab", "binnen", "seit"},
    "el": {"σε", "μέχρι", "πριν", "μετά", "στις", "στο", "στα", "από"},
    "en": {"in", "at", "by", "until", "till", "before", "after", "within", "on", "since"},
    "en-GB": {"in", "at", "by", "until", "till", "before", "after", "within", "on", "since"},
    "es-419": {"en", "a", "dentro", "hasta", "antes", "después", "hace", "desde"},
    "es-ES": {"en", "a", "dentro", "hasta", "antes", "después", "hace", "desde"},
    "fi": {"ennen", "jälkeen"},
    "fr": {"dans", "à", "avant", "après", "jusqu'à", "en", "depuis", "le"},
    "hi": set(),
    "hr": {"do", "za", "u", "prije", "nakon", "na", "od"},
    "hu": set(),
    "id": {"dalam", "pada", "sampai", "hingga", "sebelum", "sesudah", "setelah", "sejak"},
    "it": {"tra", "fra", "entro", "a", "alle", "prima", "dopo", "fino", "da", "il"},
    "ja": set(),
    "ko": set(),
    "lt": {"iki", "po", "per", "prieš", "nuo"},
    "nl": {"in", "om", "tot", "voor", "na", "over", "binnen", "sinds", "op"},
    "no": {"om", "til", "innen", "før", "etter", "på", "for"},
    "pl": {"do", "za", "w", "we", "przed", "po", "na", "od"},
    "pt-BR": {"em", "até", "daqui", "dentro", "antes", "depois", "às", "há", "desde"},
    "ro": {"în", "până", "peste", "la", "înainte", "după", "acum", "din"},
    "ru": {"до", "через", "в", "во", "к", "на", "за", "после", "по", "с"},
    "sv-SE": {"om", "till", "inom", "före", "efter", "på", "för", "sedan"},
    "th": {"ใน", "ภายใน", "ก่อน", "หลัง", "ตอน"},
    "tr": set(),
    "uk": {"до", "через", "за", "о", "в", "у", "на", "після", "з"},
    "vi": {"trong", "vào", "đến", "trước", "sau", "lúc", "từ"},
    "zh-CN": {"到", "直到"},
    "zh-TW": {"到", "直到"},
}
# … and, in the languages whose time words follow the phrase ("45 秒後まで"), after it.
AFTER: dict[str, set[str]] = {
    "fi": {"mennessä", "kuluttua", "päästä", "sitten", "sisällä"},
    "hi": {"तक", "में", "बाद", "पहले"},
    "hu": {"múlva", "ezelőtt", "előtt", "után", "ig"},
    "ja": {"まで", "以内", "後", "前"},
    "ko": {"까지", "이내", "후", "전"},
    "tr": {"kadar", "içinde", "sonra", "önce"},
    "zh-CN": {"之前", "以前", "以后", "之后", "内"},
    "zh-TW": {"之前", "以前", "以後", "之後", "內"},
}
UNSPACED = {"ja", "th", "zh-CN", "zh-TW"}  # a word runs into the next: the one before is the end of the text before
WORD = re.compile(r"[^\s·:,.;()（）：\-—]+")


def relative_messages() -> list[str]:
    """The English messages holding a relative timestamp: written in (``<t:{ $end }:R>``) or filled in."""
    found = []
    for key in CATALOGS[DEFAULT]:
        names, counts = variables(CATALOGS[DEFAULT][key])
        shown = t(DEFAULT, key, **dict.fromkeys(names - counts, STAND_IN), **dict.fromkeys(counts, 7))
        if f"<t:{STAND_IN}:R>" in shown or names & RELATIVE_PLACEHOLDERS:
            found.append(key)
    return sorted(found)


RELATIVE = relative_messages()


def around(code: str, key: str) -> list[tuple[str, str, str]]:
    """(the text before, the timestamp, the text after) for each relative timestamp of the message."""
    names, counts = variables(CATALOGS[code][key])
    shown = t(code, key, **{name: f"<{name}>" for name in names - counts}, **dict.fromkeys(counts, 7))
    marks = re.compile("|".join([r"<t:<\w+>:R>", *(f"<{name}>" for name in RELATIVE_PLACEHOLDERS)]))
    return [(shown[:found.start()], found.group(), shown[found.end():]) for found in marks.finditer(shown)]


def phrases(code: str) -> tuple[str, str]:
    """How a reader of ``code`` sees the timestamp 45 seconds before and 45 seconds after its moment."""
    locale = babel_locale(code)
    return tuple(format_timedelta(timedelta(seconds=seconds), add_direction=True, threshold=2, locale=locale)
                 for seconds in (45, -45))  # type: ignore[return-value]


def clashes(code: str, key: str) -> list[str]:
    """The message as a reader sees it, for each timestamp a time word stands next to."""
    found = []
    for before, _timestamp, after in around(code, key):
        words_before, words_after = WORD.findall(before), WORD.findall(after)
        previous = words_before[-1].casefold() if words_before else ""
        following = words_after[0].casefold() if words_after else ""
        joined = code in UNSPACED and previous.endswith(tuple(BEFORE[code]))
        if previous in BEFORE[code] or joined or following.startswith(tuple(AFTER.get(code, ()))):
            found += [f"{before}{phrase}{after}".strip() for phrase in phrases(code)]
    return found


def test_the_relative_timestamps_are_found():
    assert {"table.turn.deadline", "ping.turn", "season.current", "night.reminder", "history.line"} <= set(RELATIVE)
    assert set(BEFORE) >= set(CATALOGS)


def test_a_time_preposition_next_to_the_timestamp_is_found(monkeypatch):
    assert clashes("en", "season.current") == []
    for code, written in (("ru", "· до { $deadline }"), ("ja", "· { $deadline }まで"), ("zh-CN", "· 到{ $deadline }")):
        monkeypatch.setitem(CATALOGS, code, Catalog(code, {"common.ftl": f'table-turn-deadline = {written}\n'}))
        assert len(clashes(code, "table.turn.deadline")) == 2, code
    assert clashes("ru", "table.turn.deadline") == ["· до через 45 секунд", "· до 45 секунд назад"]
    assert around("ru", "table.turn.deadline")[0][1] == "<deadline>"
    assert phrases("ru") == ("через 45 секунд", "45 секунд назад")


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_a_relative_timestamp_reads_right_both_ways(code):
    found = {key: clashes(code, key) for key in RELATIVE}
    assert {key: readings for key, readings in found.items() if readings} == {}


def test_the_code_fills_only_the_listed_placeholders_with_a_relative_timestamp():
    root = Path(__file__).resolve().parents[2]
    sources = [path.read_text(encoding="utf-8") for folder in ("cogs", "discord_side", "screen", "service")
               for path in (root / folder).rglob("*.py")]
    filled = re.compile(r"""(\w+)"?(?:=|: )(?:relative_time\(|f"<t:[^"]*:R>")""")
    named = [name for source in sources for name in filled.findall(source)]
    calls = sum(source.count("relative_time(") - source.count("def relative_time(") + source.count(':R>"')
                - source.count('return f"<t:') for source in sources)  # (relative_time's own body)
    assert set(named) == RELATIVE_PLACEHOLDERS and len(named) == calls
