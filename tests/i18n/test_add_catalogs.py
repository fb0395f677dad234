"""``i18n.add_catalogs``: a game living outside the bot's tree brings its own catalog folder. Each case runs in a
fresh interpreter: adding a folder changes the process's catalog for good, as it does in the bot."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def folder(tmp_path: Path, files: dict[str, str]) -> Path:
    """A catalog folder: ``files`` maps "<language>/<name>.ftl" to its Fluent text."""
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def run(script: str) -> object:
    """What a Python ``script`` prints (as JSON), run in a fresh interpreter from the project root."""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def after_adding(path: Path, probe: str) -> object:
    """What ``probe`` (an expression; ``i18n`` is imported) is once ``path`` is added."""
    return run(f"import json, i18n\ni18n.add_catalogs({str(path)!r})\nprint(json.dumps({probe}))")


def test_an_added_folders_messages_are_read_in_each_language(tmp_path: Path) -> None:
    extra = folder(tmp_path, {"en/dice.ftl": "game-dice = Dice\n", "fr/dice.ftl": "game-dice = Dés\n"})
    said = after_adding(extra, '[i18n.t("en", "game.dice"), i18n.t("fr-FR", "game.dice"), i18n.t("fr", "game.lcr")]')
    assert said == ["Dice", "Dés", "LCR (Left Center Right)"]


def test_a_language_only_the_folder_has_becomes_one(tmp_path: Path) -> None:
    extra = folder(tmp_path, {"en/dice.ftl": "game-dice = Dice\n", "la/dice.ftl": "game-dice = Alea\n"})
    said = after_adding(extra, '[i18n.t("la", "game.dice"), i18n.t("la", "button.join")]')
    assert said == ["Alea", "Join"]  # the bot's own messages, not in Latin, read in English


def test_a_message_the_bot_has_already_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    extra = folder(tmp_path, {"en/dice.ftl": "game-dice = Dice\nbutton-join = Sit down\n"})
    said = run(f"import json, i18n\ntry:\n    i18n.add_catalogs({str(extra)!r})\nexcept Exception as error:\n"
               "    failed = type(error).__name__\n"
               "print(json.dumps([failed, i18n.has('game.dice'), i18n.t('en', 'button.join')]))")
    assert said == ["CatalogError", False, "Join"]
