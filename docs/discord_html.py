"""A bot message's JSON (embed and components) drawn as an HTML page in the look of Discord's dark theme.

Covers what Pips's tables use: an embed (colour bar, title, description, fields, footer), Discord markdown
basics (**bold**, *italic*, __underline__, ~~strike~~, `code`, ```blocks```, headings, -# subtext, > quotes,
<@id> mentions shown as @Name, custom emojis as their PNG from assets/emojis/) and buttons or a select menu in
rows. The page is responsive: the same HTML is screenshotted at desktop and at phone width.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

EMOJI_FOLDER = Path(__file__).resolve().parent.parent / "assets" / "emojis"
BOT_NAME = "Pips"
POSTED_AT = "Today at 21:04"

# Discord's button styles: primary, secondary, success, danger, link (drawn as secondary with an arrow)
BUTTON_CLASSES = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "secondary link"}
ACTION_ROW, BUTTON, SELECT = 1, 2, 3

_CODE_BLOCK = re.compile(r"```(?:([A-Za-z0-9_+-]+)\n)?\n?(.*?)```", re.DOTALL)
_INLINE_CODE = re.compile(r"(`+)(.+?)\1", re.DOTALL)
_TOKEN = re.compile(
    r"<(?P<animated>a?):(?P<emoji>\w{2,32}):(?P<emoji_id>\d+)>"  # a custom emoji
    r"|<@!?(?P<user>\d+)>|<@&(?P<role>\d+)>|<#(?P<channel>\d+)>"  # mentions
    r"|<t:(?P<time>-?\d+)(?::(?P<time_style>[tTdDfFR]))?>"  # a timestamp, shown in the reader's time
    r"|\\(?P<escaped>[\\*_`~|>#<:-])"  # a backslash-escaped markdown character
)
_FORMATS = (  # applied in this order on escaped text: bold before italic, underline before italic
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"__(.+?)__"), r"<u>\1</u>"),
    (re.compile(r"\*(?!\s)(.+?)(?<!\s)\*"), r"<em>\1</em>"),
    (re.compile(r"\b_(.+?)_\b"), r"<em>\1</em>"),
    (re.compile(r"~~(.+?)~~"), r"<s>\1</s>"),
    (re.compile(r"\|\|(.+?)\|\|"), r'<span class="spoiler">\1</span>'),
)
_HEADING = re.compile(r"^(#{1,3}) (.*)$")
_SUBTEXT = re.compile(r"^-# (.*)$")
_QUOTE = re.compile(r"^> ?(.*)$")
_BULLET = re.compile(r"^\s*[-*] (.*)$")
_PLACEHOLDER = re.compile("\x00(\\d+)\x00")
_LABEL_EMOJI = re.compile(r"<a?:(\w{2,32}):\d+>")


@cache
def emoji_src(name: str) -> str | None:
    """The emoji's picture as a data URI (the page stands alone), or None when assets/ has no such file."""
    path = EMOJI_FOLDER / f"{name}.png"
    if not path.is_file():
        return None
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")


# Relative timestamps (<t:…:R>) as Discord words them, by language: (future, past, units singular/plural)
RELATIVE = {
    "en": ("in {}", "{} ago", (("second", "seconds"), ("minute", "minutes"), ("hour", "hours"), ("day", "days"))),
    "fr": ("dans {}", "il y a {}",
           (("seconde", "secondes"), ("minute", "minutes"), ("heure", "heures"), ("jour", "jours"))),
}


def relative_time(seconds: float, lang: str = "en") -> str:
    """``seconds`` from now (negative: ago) in words, to the largest whole unit: "in 59 seconds"."""
    future, past, units = RELATIVE.get(lang, RELATIVE["en"])
    amount, unit = abs(round(seconds)), 0
    for size in (60, 60, 24):  # seconds to minutes, to hours, to days
        if amount < size:
            break
        amount, unit = round(amount / size), unit + 1
    singular, plural = units[unit]
    words = f"{amount} {singular if amount <= 1 else plural}"
    return (future if seconds >= 0 else past).format(words)


TIME_FORMATS = {  # Discord's timestamp styles, as an English reader in UTC sees them
    "t": "%H:%M", "T": "%H:%M:%S", "d": "%m/%d/%Y", "D": "%B %d, %Y", "f": "%B %d, %Y %H:%M",
    "F": "%A, %B %d, %Y %H:%M",
}


class Markdown:
    """Discord markdown to HTML, naming mentioned users by ``names`` (user id -> display name); ``now`` (Unix
    seconds) is when the message is read, for relative timestamps."""

    def __init__(self, names: Mapping[int, str], now: float = 0.0, lang: str = "en") -> None:
        self.names = names
        self.now = now
        self.lang = lang

    def block(self, text: str) -> str:
        """A description or field value: code blocks, then each line of the text around them."""
        parts: list[str] = []
        position = 0
        for match in _CODE_BLOCK.finditer(text):
            parts.append(self._lines(text[position : match.start()].removesuffix("\n")))
            code = html.escape(match.group(2).removesuffix("\n"))
            parts.append(f'<pre class="codeblock"><code>{code}</code></pre>')
            position = match.end()
            if text.startswith("\n", position):  # the line break after a fence starts no empty line
                position += 1
        parts.append(self._lines(text[position:]))
        return "".join(parts)

    def inline(self, text: str) -> str:
        """One line's worth: inline code kept as typed, everything else formatted."""
        out: list[str] = []
        position = 0
        for match in _INLINE_CODE.finditer(text):
            out.append(self._formatted(text[position : match.start()]))
            out.append(f'<code class="inline">{html.escape(match.group(2))}</code>')
            position = match.end()
        out.append(self._formatted(text[position:]))
        return "".join(out)

    def _lines(self, text: str) -> str:
        return "".join(self._line(line) for line in text.split("\n")) if text else ""

    def _line(self, line: str) -> str:
        if not line.strip():
            return '<div class="line empty"></div>'
        for pattern, render in (
            (_HEADING, lambda m: f'<div class="line h{len(m.group(1))}">{self.inline(m.group(2))}</div>'),
            (_SUBTEXT, lambda m: f'<div class="line subtext">{self.inline(m.group(1))}</div>'),
            (_QUOTE, lambda m: f'<div class="line quote">{self.inline(m.group(1))}</div>'),
            (_BULLET, lambda m: f'<div class="line bullet">{self.inline(m.group(1))}</div>'),
        ):
            match = pattern.match(line)
            if match:
                return render(match)
        return f'<div class="line">{self.inline(line)}</div>'

    def _formatted(self, text: str) -> str:
        """Escaped text with bold/italic/…; mentions, emojis and escapes stand aside as placeholders so the
        formats never reach into their HTML."""
        tokens: list[str] = []

        def aside(match: re.Match[str]) -> str:
            tokens.append(self._token(match))
            return f"\x00{len(tokens) - 1}\x00"

        text = html.escape(_TOKEN.sub(aside, text), quote=False)
        for pattern, replacement in _FORMATS:
            text = pattern.sub(replacement, text)
        return _PLACEHOLDER.sub(lambda m: tokens[int(m.group(1))], text)

    def _token(self, match: re.Match[str]) -> str:
        if match.group("emoji"):
            return emoji_html(match.group("emoji"), match.group(0))
        if match.group("user"):
            name = self.names.get(int(match.group("user")), "unknown-user")
            return f'<span class="mention">@{html.escape(name)}</span>'
        if match.group("role"):
            return '<span class="mention">@role</span>'
        if match.group("channel"):
            return '<span class="mention">#table</span>'
        if match.group("time"):
            when = int(match.group("time"))
            style = match.group("time_style") or "f"
            if style == "R":
                text = relative_time(when - self.now, self.lang)
            else:
                text = datetime.fromtimestamp(when, UTC).strftime(TIME_FORMATS[style])
            return f'<span class="timestamp-markup">{html.escape(text)}</span>'
        return html.escape(match.group("escaped"))


def emoji_html(name: str, fallback: str) -> str:
    src = emoji_src(name)
    if src is None:
        return html.escape(f":{name}:" if fallback.startswith("<") else fallback)
    return f'<img class="emoji" src="{src}" alt=":{html.escape(name)}:">'


def _component_emoji(raw: Mapping[str, Any] | None) -> str:
    if not raw:
        return ""
    name = str(raw.get("name") or "")
    if raw.get("id"):
        return emoji_html(name, f":{name}:")
    return f'<span class="unicode-emoji">{html.escape(name)}</span>'


def _button(raw: Mapping[str, Any], inline: Callable[[str], str]) -> str:
    classes = ["button", BUTTON_CLASSES.get(int(raw.get("style", 2)), "secondary")]
    if raw.get("disabled"):
        classes.append("disabled")
    label = inline(str(raw.get("label") or ""))
    arrow = '<span class="arrow">↗</span>' if raw.get("style") == 5 else ""
    return f'<div class="{" ".join(classes)}">{_component_emoji(raw.get("emoji"))}<span>{label}</span>{arrow}</div>'


def _select(raw: Mapping[str, Any], inline: Callable[[str], str]) -> str:
    chosen = [o for o in raw.get("options", []) if o.get("default")]
    shown = ", ".join(str(o["label"]) for o in chosen) or str(raw.get("placeholder") or "")
    kind = "" if chosen else " placeholder"
    disabled = " disabled" if raw.get("disabled") else ""
    value = f'<span class="value{kind}">{inline(shown)}</span>'
    return f'<div class="select{disabled}">{value}<span class="chevron">⌄</span></div>'


def components_html(rows: Sequence[Mapping[str, Any]]) -> str:
    """Action rows of buttons or a select menu; labels show custom emojis but no markdown, as Discord does."""
    out = []
    for row in rows:
        items = []
        for component in row.get("components", []):
            if component.get("type") == BUTTON:
                items.append(_button(component, plain_label))
            elif component.get("type") == SELECT:
                items.append(_select(component, plain_label))
        out.append(f'<div class="row">{"".join(items)}</div>')
    return f'<div class="components">{"".join(out)}</div>' if out else ""


def plain_label(text: str) -> str:
    """A component label: escaped text, with custom-emoji markup drawn as the emoji."""
    parts = _LABEL_EMOJI.split(text)  # text, emoji name, text, emoji name, ...
    return "".join(html.escape(part) if index % 2 == 0 else emoji_html(part, f":{part}:")
                   for index, part in enumerate(parts))


def embed_html(embed: Mapping[str, Any], markdown: Markdown) -> str:
    colour = int(embed.get("color") or 0x1E1F22)
    parts = []
    if embed.get("author"):
        parts.append(f'<div class="author">{html.escape(str(embed["author"].get("name", "")))}</div>')
    if embed.get("title"):
        parts.append(f'<div class="title">{markdown.inline(str(embed["title"]))}</div>')
    if embed.get("description"):
        parts.append(f'<div class="description">{markdown.block(str(embed["description"]))}</div>')
    fields = embed.get("fields") or []
    if fields:
        cells = "".join(
            f'<div class="field{" inline" if f.get("inline") else ""}">'
            f'<div class="field-name">{markdown.inline(str(f.get("name", "")))}</div>'
            f'<div class="field-value">{markdown.block(str(f.get("value", "")))}</div></div>'
            for f in fields
        )
        parts.append(f'<div class="fields">{cells}</div>')
    if embed.get("footer"):
        parts.append(f'<div class="footer">{html.escape(str(embed["footer"].get("text", "")))}</div>')
    return f'<div class="embed" style="border-left-color:#{colour:06x}">{"".join(parts)}</div>'


def avatar_html() -> str:
    src = emoji_src("pips_d6_5")
    inside = f'<img src="{src}" alt="">' if src else "🎲"
    return f'<div class="avatar">{inside}</div>'


def message_page(
    embed: Mapping[str, Any],
    components: Sequence[Mapping[str, Any]],
    names: Mapping[int, str],
    title: str,
    lang: str = "en",
    now: float = 0.0,
) -> str:
    """A whole HTML page: one bot message holding the embed and its components, read at ``now``."""
    markdown = Markdown(names, now, lang)
    return f"""<!DOCTYPE html>
<html lang="{html.escape(lang)}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>{STYLE}</style></head>
<body><script>{SIZE_SCRIPT}</script><div class="message">
{avatar_html()}
<div class="header"><span class="username">{BOT_NAME}</span><span class="badge">APP</span>\
<span class="timestamp">{POSTED_AT}</span></div>
{embed_html(embed, markdown)}
{components_html(components)}
</div>
<script>{MEASURE_SCRIPT}</script>
</body></html>
"""


NARROW = 520  # CSS pixels: a narrower page is drawn as Discord's phone app lays a message out
# "page.html#w=400" draws the page 400 CSS pixels wide whatever the window (a headless browser's window is
# at least 500 wide when it dumps the DOM), so a measurement and a screenshot see the same layout.
SIZE_SCRIPT = f"""
const width = Number((location.hash.match(/w=(\\d+)/) || [])[1]);
if (width) {{
  document.documentElement.style.width = width + "px";
  if (width <= {NARROW}) document.documentElement.classList.add("narrow");
}}
"""
MEASURE_SCRIPT = "document.body.dataset.height = Math.ceil(document.documentElement.getBoundingClientRect().height);"

STYLE = """
* { box-sizing: border-box; }
html, body { margin: 0; background: #313338; }
body { font-family: "gg sans", "Noto Sans", "Helvetica Neue", Helvetica, "Liberation Sans", Arial, sans-serif;
       color: #dbdee1; font-size: 16px; padding: 12px 0 14px; -webkit-font-smoothing: antialiased; }
.message { position: relative; padding: 2px 48px 2px 72px; min-height: 44px; }
.avatar { position: absolute; left: 16px; top: 4px; width: 40px; height: 40px; border-radius: 50%;
          background: #5865f2; display: flex; align-items: center; justify-content: center; font-size: 22px; }
.avatar img { width: 26px; height: 26px; }
.header { line-height: 22px; }
.username { color: #f2f3f5; font-weight: 500; font-size: 16px; }
.badge { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; border-radius: 3px;
         padding: 1px 4px; margin-left: 4px; vertical-align: 2px; }
.timestamp { color: #949ba4; font-size: 12px; margin-left: 6px; }
.embed { max-width: 520px; margin-top: 4px; background: #2b2d31; border-left: 4px solid;
         border-radius: 4px; padding: 8px 16px 16px 12px; }
.author { margin-top: 8px; font-size: 14px; font-weight: 600; color: #f2f3f5; }
.title { margin-top: 8px; font-size: 16px; font-weight: 600; color: #f2f3f5; line-height: 22px; }
.description, .field-value { margin-top: 8px; font-size: 14px; line-height: 18px; color: #dbdee1;
                             overflow-wrap: anywhere; }
.line { white-space: pre-wrap; min-height: 18px; }
.line.h1 { font-size: 24px; line-height: 30px; font-weight: 700; color: #f2f3f5; margin: 8px 0 0; }
.line.h2 { font-size: 20px; line-height: 26px; font-weight: 700; color: #f2f3f5; margin: 8px 0 0; }
.line.h3 { font-size: 16px; line-height: 22px; font-weight: 700; color: #f2f3f5; margin: 8px 0 0; }
.line.subtext { font-size: 12px; line-height: 16px; color: #949ba4; min-height: 16px; }
.line.quote { border-left: 4px solid #4e5058; padding-left: 12px; }
.line.bullet { padding-left: 18px; position: relative; }
.line.bullet::before { content: "•"; position: absolute; left: 5px; }
strong { font-weight: 700; color: #f2f3f5; }
.mention { background: rgba(88, 101, 242, .3); color: #c9cdfb; border-radius: 3px; padding: 0 2px;
           font-weight: 500; }
.timestamp-markup { background: rgba(78, 80, 88, .48); border-radius: 3px; padding: 0 2px; }
.spoiler { background: #1e1f22; color: transparent; border-radius: 3px; }
code, pre { font-family: "gg mono", Consolas, "Andale Mono WT", "Liberation Mono", "DejaVu Sans Mono", monospace; }
code.inline { background: #1e1f22; border-radius: 3px; padding: 0 .2em; font-size: 85%; line-height: 1.125rem; }
pre.codeblock { margin: 6px 0 2px; background: #1e1f22; border: 1px solid #1e1f22; border-radius: 4px;
                padding: 7px; font-size: 12px; line-height: 16px; color: #dbdee1; white-space: pre-wrap;
                overflow-wrap: anywhere; max-width: 100%; }
img.emoji { width: 1.375em; height: 1.375em; vertical-align: bottom; object-fit: contain; }
.fields { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin-top: 8px; }
.field { grid-column: 1 / 4; font-size: 14px; line-height: 18px; }
.field.inline { grid-column: auto; }
.field-name { font-weight: 600; color: #f2f3f5; margin-bottom: 2px; }
.field-value { margin-top: 0; }
.footer { margin-top: 8px; font-size: 12px; line-height: 16px; color: #dbdee1; font-weight: 500;
          overflow-wrap: anywhere; }
.components { margin-top: 4px; max-width: 520px; }
.row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.button { height: 32px; min-width: 60px; padding: 2px 16px; border-radius: 8px; display: flex;
          align-items: center; justify-content: center; gap: 6px; font-size: 14px; font-weight: 500;
          color: #fff; white-space: nowrap; }
.button img.emoji { width: 20px; height: 20px; }
.button.primary { background: #5865f2; }
.button.secondary { background: #4e5058; }
.button.success { background: #248046; }
.button.danger { background: #da373c; }
.button.disabled { opacity: .5; }
.button .arrow { font-size: 13px; }
.select { width: 100%; max-width: 400px; height: 40px; background: #1e1f22; border: 1px solid #1e1f22;
          border-radius: 8px; display: flex; align-items: center; justify-content: space-between;
          padding: 0 8px 0 12px; font-size: 14px; }
.select .placeholder { color: #949ba4; }
.select .chevron { color: #b5bac1; font-size: 18px; margin-top: -8px; }
.select img.emoji { width: 20px; height: 20px; vertical-align: middle; }
.narrow body { font-size: 15px; }
.narrow .message { padding: 2px 12px 2px 60px; }
.narrow .avatar { left: 10px; }
.narrow .embed, .narrow .components, .narrow .select { max-width: none; }
"""
