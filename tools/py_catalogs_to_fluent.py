"""One-off: turn the Python catalogs i18n/<code>/<area>.py into Fluent files i18n/<code>/<file>.ftl.

Run from the worktree root: python convert.py   (writes the .ftl files; the .py catalogs are left in place)
A key naming a game (a dotted part equal to lcr, chicago, buck or leftovers) goes to that game's file; the rest
stays in its area's file. The Fluent id of a key: each "-" written "--", then each "." written "-".
"""
from __future__ import annotations

import ast
import io
import re
import string
import tokenize
from collections import defaultdict
from pathlib import Path

GAMES = ("lcr", "chicago", "buck", "leftovers")
AREAS = ("lcr", "chicago", "buck", "leftovers",  # a game's own entries come first in its file
         "common", "commands", "errors", "again", "settings", "stats", "leaderboard", "odds", "chances", "story")
AREA_TITLES = {  # a group comment in a game's file for the entries it takes from a shared area
    "common": "Its name",
    "commands": "The command picker",
    "chances": "Live chances",
    "odds": "/{game} odds",
    "stats": "/stats",
    "leaderboard": "/leaderboard",
    "story": "How it went",
    "settings": "/settings",
    "errors": "Errors",
    "again": "Play again",
}
CATEGORIES = ("one", "other")  # English and French: the order of a plural's forms in the old syntax
SPECIAL_START = "[*."
LANG_NAMES = {"en": "English", "fr": "French"}


def fluent_id(key: str) -> str:
    return key.replace("-", "--").replace(".", "-")


def entries(path: Path) -> tuple[str, list[tuple[str, str, list[str]]]]:
    """The module's docstring and its (key, template, comments) in order."""
    source = path.read_text()
    tree = ast.parse(source)
    doc = ast.get_docstring(tree) or ""
    comments: dict[int, str] = {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            comments[token.start[0]] = token.string[1:].strip()
    found = None
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Dict):
            found = node.value
    assert found is not None, path
    result = []
    previous_end = found.lineno
    for key, value in zip(found.keys, found.values, strict=True):
        assert isinstance(key, ast.Constant) and isinstance(value, ast.Constant), (path, key)
        notes = [comments[line] for line in range(previous_end + 1, key.lineno) if line in comments]
        notes += [comments[line] for line in range(key.lineno, value.end_lineno + 1) if line in comments]
        previous_end = value.end_lineno
        result.append((key.value, value.value, notes))
    return doc, result


def literal(text: str) -> str:
    return '{ "' + text.replace("\\", "\\\\").replace('"', '\\"') + '" }'


def escape_text(text: str, at_line_start: bool, first: bool = False) -> str:
    """Plain text of a pattern; every line's start and end whitespace and a leading special kept by literals."""
    assert "{" not in text and "}" not in text, text
    lines = text.split("\n")
    out = []
    for index, line in enumerate(lines):
        starts = at_line_start or index > 0
        stripped = line.lstrip(" ")
        lead = line[: len(line) - len(stripped)]
        head = ""
        if lead and (starts or first):
            head = literal(lead)
            line = stripped
        elif starts and line and line[0] in SPECIAL_START:
            head = literal(line[0])
            line = line[1:]
        tail = ""
        if index < len(lines) - 1 and line.endswith(" "):  # before a newline
            body = line.rstrip(" ")
            tail = literal(line[len(body):])
            line = body
        out.append(head + line + tail)
    return "\n".join(out)


def pattern(template: str) -> tuple[str, bool]:
    """The Fluent pattern text (lines without indentation) and whether it needs a block (several lines)."""
    parts: list[str] = []
    multiline = False
    at_line_start = False  # the first line is inline: only its leading blanks need a literal
    for text, name, spec, conversion in string.Formatter().parse(template):
        assert not conversion
        if text:
            parts.append(escape_text(text, at_line_start, first=not parts))
            at_line_start = text.endswith("\n")
            multiline = multiline or "\n" in text
        if name is None:
            continue
        assert name.isidentifier(), name
        if not spec:
            parts.append("{ $" + name + " }")
        else:
            assert spec.startswith("plural:"), spec
            forms = spec[len("plural:"):].split("|")
            assert len(forms) == len(CATEGORIES), forms
            lines = ["{ $" + name + " ->"]
            for category, form in zip(CATEGORIES, forms, strict=True):
                assert form.count("#") == 1, form
                before, _, after = form.partition("#")
                body = escape_text(before, True) + "{ $" + name + " }" + escape_text(after, False)
                if after.endswith(" "):
                    stripped = after.rstrip(" ")
                    body = escape_text(before, True) + "{ $" + name + " }" + escape_text(stripped, False) + literal(after[len(stripped):])
                marker = "   *" if category == CATEGORIES[-1] else "    "
                lines.append(f"{marker}[{category}] {body}")
            lines.append("}")
            parts.append("\n".join(lines))
            multiline = True
        at_line_start = False
    text = "".join(parts)
    # a pattern's last whitespace would be trimmed: keep it by a literal
    if template.endswith(" ") and not text.endswith('" }'):
        body = text.rstrip(" ")
        text = body + literal(text[len(body):])
    return text, multiline


def message(key: str, template: str) -> str:
    text, multiline = pattern(template)
    ident = fluent_id(key)
    if not text:
        return f'{ident} = {literal("")}'
    lines = text.split("\n")
    if not multiline:
        return f"{ident} = {text}"
    # the first line inline (where a leading "*" or "[" is plain text), the others below, indented
    return f"{ident} = " + lines[0] + "".join("\n    " + line for line in lines[1:])


def section(note: str) -> str | None:
    found = re.fullmatch(r"-+ (.+?) -+", note)
    return found.group(1) if found else None


def convert(root: Path) -> None:
    for code in ("en", "fr"):
        files: dict[str, list[str]] = defaultdict(list)
        docs: dict[str, str] = {}
        last_group: dict[str, tuple[str, str | None]] = {}
        for area in AREAS:
            doc, items = entries(root / "i18n" / code / f"{area}.py")
            docs[area] = doc
            current: str | None = None
            for key, template, notes in items:
                notes = list(notes)
                while notes and section(notes[0]):
                    current = section(notes.pop(0))
                games = [game for game in GAMES if game in key.split(".")]
                target = games[0] if games else area
                lines = files[target]
                group = (area, current)
                if last_group.get(target) != group:
                    last_group[target] = group
                    title = current if area == target else AREA_TITLES[area].format(game=target)
                    if area != target and current and area != "common" and current.lower() not in title.lower():
                        title = f"{title}: {current}"
                    if title:
                        lines.append("\n## " + title[0].upper() + title[1:] + "\n")
                for note in notes:
                    lines.append("# " + note)
                lines.append(message(key, template))
        for name, lines in files.items():
            header = docs[name].replace("\n", "\n### ")
            body = "\n".join(lines).replace("# {throws}:", "# $throws:").lstrip("\n")
            text = f"### {header}\n\n" + body + "\n"
            (root / "i18n" / code / f"{name}.ftl").write_text(re.sub(r"\n{3,}", "\n\n", text))


if __name__ == "__main__":
    convert(Path("."))
