"""A bot message's JSON (a Components V2 card) drawn as an HTML page in the look of Discord's dark or light theme.

Covers what Pips's tables use: a container (its accent colour down the side) holding text displays, separators
and rows of buttons or a select menu (sections and media galleries drawn simply), Discord markdown basics
(**bold**, *italic*, __underline__, ~~strike~~, `code`, ```blocks```, headings, -# subtext, > quotes, <@id>
mentions shown as @Name, custom emojis as their PNG from assets/emojis/). The page is responsive: the same HTML
is screenshotted at desktop and at phone width.
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
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, SEPARATOR, CONTAINER = 9, 10, 11, 12, 14, 17
THEMES = ("dark", "light")

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


def row_html(row: Mapping[str, Any]) -> str:
    """An action row of buttons or a select menu; labels show custom emojis but no markdown, as Discord does."""
    items = []
    for component in row.get("components", []):
        if component.get("type") == BUTTON:
            items.append(_button(component, plain_label))
        elif component.get("type") == SELECT:
            items.append(_select(component, plain_label))
    return f'<div class="row">{"".join(items)}</div>'


def components_html(components: Sequence[Mapping[str, Any]], markdown: Markdown) -> str:
    """A Components V2 message's components, in the order they show."""
    return "".join(_component(component, markdown) for component in components)


def _component(component: Mapping[str, Any], markdown: Markdown) -> str:
    kind = component.get("type")
    if kind == CONTAINER:
        colour = component.get("accent_color")
        bar = f' style="border-left-color:#{int(colour):06x}"' if colour is not None else ""
        inside = components_html(component.get("components", []), markdown)
        return f'<div class="container{" accent" if bar else ""}"{bar}>{inside}</div>'
    if kind == TEXT_DISPLAY:
        return f'<div class="text-display">{markdown.block(str(component.get("content", "")))}</div>'
    if kind == SEPARATOR:
        divider = " divider" if component.get("divider", True) else ""
        return f'<div class="separator{divider} spacing-{int(component.get("spacing", 1))}"></div>'
    if kind == ACTION_ROW:
        return row_html(component)
    if kind == SECTION:
        texts = components_html(component.get("components", []), markdown)
        accessory = component.get("accessory") or {}
        side = _button(accessory, plain_label) if accessory.get("type") == BUTTON else ""
        return f'<div class="section"><div class="section-texts">{texts}</div>{side}</div>'
    if kind == MEDIA_GALLERY:
        return '<div class="gallery">' + "".join(
            f'<img src="{html.escape(str((item.get("media") or {}).get("url", "")))}" alt="">'
            for item in component.get("items", [])) + "</div>"
    return ""


def plain_label(text: str) -> str:
    """A component label: escaped text, with custom-emoji markup drawn as the emoji."""
    parts = _LABEL_EMOJI.split(text)  # text, emoji name, text, emoji name, ...
    return "".join(html.escape(part) if index % 2 == 0 else emoji_html(part, f":{part}:")
                   for index, part in enumerate(parts))


def avatar_html() -> str:
    src = emoji_src("pips_d6_5")
    inside = f'<img src="{src}" alt="">' if src else "🎲"
    return f'<div class="avatar">{inside}</div>'


def message_page(
    components: Sequence[Mapping[str, Any]],
    names: Mapping[int, str],
    title: str,
    lang: str = "en",
    now: float = 0.0,
    theme: str = "dark",
) -> str:
    """A whole HTML page: one bot message holding the card, read at ``now``, in Discord's ``theme``."""
    markdown = Markdown(names, now, lang)
    return f"""<!DOCTYPE html>
<html lang="{html.escape(lang)}" class="{html.escape(theme)}"><head><meta charset="utf-8">
<title>{html.escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>{STYLE}</style></head>
<body><script>{SIZE_SCRIPT}</script><div class="message">
{avatar_html()}
<div class="header"><span class="username">{BOT_NAME}</span><span class="badge">APP</span>\
<span class="timestamp">{POSTED_AT}</span></div>
<div class="card">{components_html(components, markdown)}</div>
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
:root.dark { --page: #313338; --text: #dbdee1; --strong: #f2f3f5; --muted: #949ba4; --card: #2b2d31;
             --card-edge: #3f4147; --code: #1e1f22; --line: #3f4147; --quote: #4e5058; --secondary: #4e5058;
             --secondary-text: #fff; --mention: rgba(88, 101, 242, .3); --mention-text: #c9cdfb;
             --stamp: rgba(78, 80, 88, .48); --select: #1e1f22; }
:root.light { --page: #ffffff; --text: #313338; --strong: #060607; --muted: #5c5e66; --card: #f2f3f5;
              --card-edge: #e3e5e8; --code: #ebedef; --line: #d4d7dc; --quote: #c4c9ce; --secondary: #e3e5e8;
              --secondary-text: #313338; --mention: rgba(88, 101, 242, .15); --mention-text: #505cdc;
              --stamp: rgba(6, 6, 7, .08); --select: #ebedef; }
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--page); }
body { font-family: "gg sans", "Noto Sans", "Helvetica Neue", Helvetica, "Liberation Sans", Arial, sans-serif;
       color: var(--text); font-size: 16px; padding: 12px 0 14px; -webkit-font-smoothing: antialiased; }
.message { position: relative; padding: 2px 48px 2px 72px; min-height: 44px; }
.avatar { position: absolute; left: 16px; top: 4px; width: 40px; height: 40px; border-radius: 50%;
          background: #5865f2; display: flex; align-items: center; justify-content: center; font-size: 22px; }
.avatar img { width: 26px; height: 26px; }
.header { line-height: 22px; }
.username { color: var(--strong); font-weight: 500; font-size: 16px; }
.badge { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; border-radius: 3px;
         padding: 1px 4px; margin-left: 4px; vertical-align: 2px; }
.timestamp { color: var(--muted); font-size: 12px; margin-left: 6px; }
.card { max-width: 560px; margin-top: 4px; }
.container { background: var(--card); border: 1px solid var(--card-edge); border-radius: 8px;
             padding: 16px; display: flex; flex-direction: column; gap: 8px; }
.container.accent { border-left: 4px solid; }
.text-display { font-size: 14px; line-height: 18px; color: var(--text); overflow-wrap: anywhere; }
.separator { height: 0; }
.separator.divider { border-top: 1px solid var(--line); }
.separator.spacing-2 { margin: 8px 0; }
.section { display: flex; gap: 12px; align-items: center; justify-content: space-between; }
.gallery img { max-width: 100%; border-radius: 8px; }
.line { white-space: pre-wrap; min-height: 18px; }
.line.h1 { font-size: 24px; line-height: 30px; font-weight: 700; color: var(--strong); margin: 0 0 2px; }
.line.h2 { font-size: 20px; line-height: 26px; font-weight: 700; color: var(--strong); margin: 0 0 2px; }
.line.h3 { font-size: 16px; line-height: 22px; font-weight: 700; color: var(--strong); margin: 0 0 2px; }
.line.subtext { font-size: 12px; line-height: 16px; color: var(--muted); min-height: 16px; }
.line.quote { border-left: 4px solid var(--quote); padding-left: 12px; }
.line.bullet { padding-left: 18px; position: relative; }
.line.bullet::before { content: "•"; position: absolute; left: 5px; }
strong { font-weight: 700; color: var(--strong); }
.mention { background: var(--mention); color: var(--mention-text); border-radius: 3px; padding: 0 2px;
           font-weight: 500; }
.timestamp-markup { background: var(--stamp); border-radius: 3px; padding: 0 2px; }
.spoiler { background: var(--code); color: transparent; border-radius: 3px; }
code, pre { font-family: "gg mono", Consolas, "Andale Mono WT", "Liberation Mono", "DejaVu Sans Mono", monospace; }
code.inline { background: var(--code); border-radius: 3px; padding: 0 .2em; font-size: 85%; line-height: 1.125rem; }
pre.codeblock { margin: 6px 0 2px; background: var(--code); border: 1px solid var(--code); border-radius: 4px;
                padding: 7px; font-size: 12px; line-height: 16px; color: var(--text); white-space: pre-wrap;
                overflow-wrap: anywhere; max-width: 100%; }
img.emoji { width: 1.375em; height: 1.375em; vertical-align: bottom; object-fit: contain; }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.button { height: 32px; min-width: 60px; padding: 2px 16px; border-radius: 8px; display: flex;
          align-items: center; justify-content: center; gap: 6px; font-size: 14px; font-weight: 500;
          color: #fff; white-space: nowrap; }
.button img.emoji { width: 20px; height: 20px; }
.button.primary { background: #5865f2; }
.button.secondary { background: var(--secondary); color: var(--secondary-text); }
.button.success { background: #248046; }
.button.danger { background: #da373c; }
.button.disabled { opacity: .5; }
.button .arrow { font-size: 13px; }
.select { width: 100%; max-width: 400px; height: 40px; background: var(--select); border: 1px solid var(--select);
          border-radius: 8px; display: flex; align-items: center; justify-content: space-between;
          padding: 0 8px 0 12px; font-size: 14px; }
.select .placeholder { color: var(--muted); }
.select .chevron { color: var(--muted); font-size: 18px; margin-top: -8px; }
.select img.emoji { width: 20px; height: 20px; vertical-align: middle; }
.narrow body { font-size: 15px; }
.narrow .message { padding: 2px 12px 2px 60px; }
.narrow .avatar { left: 10px; }
.narrow .card, .narrow .select { max-width: none; }
.narrow .container { padding: 12px; }
"""
