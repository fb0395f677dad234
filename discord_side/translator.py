"""The command picker's words from the message catalog: descriptions, option names and choice names.

discord.py sends each command's default text and asks a Translator for every Discord locale; both come from
the catalog, so the catalog stays the one place for every word a user reads.

How to declare a command's options (every cog does it this way; tests/test_command_names.py checks that every
option and choice of the tree has its English and French display names, within Discord's rules):

    @app_commands.command(name="start", description=text("cmd.lcr.start"))
    @localized(dice="cmd.lcr.dice", turn_timeout="cmd.turn_timeout")
    @app_commands.choices(dice=[
        app_commands.Choice(name=text("cmd.lcr.dice.by_chips"), value="by-chips"),
        app_commands.Choice(name=text("cmd.lcr.dice.always_three"), value="always-three"),
    ])
    async def start(self, interaction: discord.Interaction, dice: str = "by-chips", turn_timeout: int = 60) -> None:

- `localized(param="key")`: the option's description is the entry `key` (at most 100 characters) and its
  display name the entry `key.name` (1-32 characters, lowercase, no spaces: `^[-_\\w]{1,32}$`, unique within
  the command in each language). On the wire the option keeps its parameter's name, so the values the bot
  receives never depend on a translation (and tests address options by that name); English readers (en-US,
  en-GB) get the English display name as a localization, readers of a language Pips lacks the parameter's name.
- A choice's name is `text(key)` (1-100 characters); its `value` is what the bot receives. Use `choices` rather
  than a `Literal` annotation, whose choices Discord would show by their raw values. An option naming a game
  takes `choices(game=game_choices())`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from discord import Locale, app_commands

from i18n import CATALOGS, DEFAULT, catalog_of, t
from rules.games import GAMES

T = TypeVar("T")
NAME = ".name"  # an option's display name is its description's key plus this


def text(key: str) -> app_commands.locale_str:
    """A description or a choice's name: English by default, every other language through the translator."""
    return app_commands.locale_str(t(DEFAULT, key), key=key)


def localized(**keys: str) -> Callable[[T], T]:
    """Each named parameter's description (`key`) and display name (`key.name`) from the catalog."""
    describe = app_commands.describe(**{parameter: text(key) for parameter, key in keys.items()})
    rename = app_commands.rename(**{
        # The default name stays the parameter's: only the picker's display names come from the catalog.
        parameter: app_commands.locale_str(parameter, key=_entry(key + NAME))
        for parameter, key in keys.items()
    })

    def decorate(command: T) -> T:
        return rename(describe(command))

    return decorate


def game_choices() -> list[app_commands.Choice[str]]:
    """The choices of an option that names a game: every game Pips plays, by its name in the reader's language."""
    return [app_commands.Choice(name=text(f"game.{kind}"), value=kind) for kind in GAMES]  # as registered


def _entry(key: str) -> str:
    t(DEFAULT, key)  # a missing English entry fails when the cog is imported, not at the first sync
    return key


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        code = catalog_of(locale.value)  # not i18n.language(), which reads every unknown language as English
        if key is None or code is None or key not in CATALOGS[code]:
            return None  # Discord shows the default text
        translation = CATALOGS[code].format(key, {})
        if code.split("-")[0] == DEFAULT and translation == string.message:
            return None  # the default already reads so (an option's English name differs: its default is the code's)
        return translation
