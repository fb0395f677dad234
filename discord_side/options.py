"""A slash command's options checked against what the command declares, before it runs.

discord.py trusts Discord's client: an option the command does not have is silently ignored, and the
built-in annotations (int, bool, Literal, Range) pass their value through unchecked. A forged interaction, or
one from a client that still shows an older version of the command, could thus hand a command "abc" for a
number or a choice it never offered. PipsTree runs ``check_options`` first, so a command only ever sees the
values it declared.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, cast

import discord
from discord import AppCommandOptionType, app_commands

from i18n import t

SUB_COMMANDS = (AppCommandOptionType.subcommand.value, AppCommandOptionType.subcommand_group.value)


class UnknownOption(app_commands.AppCommandError):
    """The interaction names an option the command does not take."""

    def __init__(self, command: app_commands.Command[Any, ..., Any], option: str) -> None:
        super().__init__(f"/{command.qualified_name} has no option {option!r}")
        self.command = command
        self.option = option


class DeclaredOption(app_commands.Transformer):
    """The transformer step for an option's raw value: it must be what the parameter declares (its type, its
    choices, its range or length), or the command refuses it with a TransformerError naming the option."""

    def __init__(self, parameter: app_commands.Parameter) -> None:
        super().__init__()
        self.parameter = parameter

    @property
    def type(self) -> AppCommandOptionType:
        return self.parameter.type

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> Any:
        if not self.accepts(value):
            raise app_commands.TransformerError(value, self.type, self)
        return value

    def accepts(self, value: Any) -> bool:
        parameter = self.parameter
        if parameter.choices:
            return any(type(value) is type(choice.value) and value == choice.value for choice in parameter.choices)
        kind = parameter.type
        if kind is AppCommandOptionType.boolean:
            return isinstance(value, bool)
        if kind is AppCommandOptionType.integer:
            return isinstance(value, int) and not isinstance(value, bool) and self._in_range(value)
        if kind is AppCommandOptionType.number:
            is_number = isinstance(value, int | float) and not isinstance(value, bool)
            return is_number and math.isfinite(value) and self._in_range(value)
        if kind is AppCommandOptionType.string:
            return isinstance(value, str) and self._in_range(len(value))
        return True  # users, channels, roles…: discord.py's own transformers check what they resolve

    def _in_range(self, measure: float) -> bool:
        low, high = self.parameter.min_value, self.parameter.max_value
        return (low is None or measure >= low) and (high is None or measure <= high)


def leaf_options(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The options given to the (sub)command itself, below any subcommand groups."""
    options: list[Mapping[str, Any]] = list(data.get("options") or [])
    while len(options) == 1 and options[0].get("type") in SUB_COMMANDS:
        options = list(options[0].get("options") or [])
    return options


async def check_options(interaction: discord.Interaction) -> None:
    """Refuse an option the command lacks (UnknownOption) or a value it does not declare (TransformerError)."""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return  # an unknown command or a bare group: the tree raises CommandNotFound / CommandSignatureMismatch
    parameters = {parameter.display_name: parameter for parameter in command.parameters}
    for option in leaf_options(cast(Mapping[str, Any], interaction.data or {})):
        name = str(option.get("name"))
        parameter = parameters.get(name)
        if parameter is None:
            raise UnknownOption(command, name)
        await DeclaredOption(parameter).transform(interaction, option.get("value"))


def wants(parameter: app_commands.Parameter, locale: str) -> str:
    """What an option takes, in words: "one of: a, b", "a whole number from 10 to 600"…"""
    if parameter.choices:
        return t(locale, "error.wants.choice", choices=", ".join(str(choice.value) for choice in parameter.choices))
    kind = parameter.type
    low, high = parameter.min_value, parameter.max_value
    if kind in (AppCommandOptionType.integer, AppCommandOptionType.number):
        word = "integer" if kind is AppCommandOptionType.integer else "number"
        if low is not None and high is not None:
            return t(locale, f"error.wants.{word}_range", min=low, max=high)
        return t(locale, f"error.wants.{word}")
    if kind is AppCommandOptionType.boolean:
        return t(locale, "error.wants.boolean")
    if kind is AppCommandOptionType.string:
        return t(locale, "error.wants.text", max=high) if high is not None else t(locale, "error.wants.any_text")
    return t(locale, "error.wants.listed")


def failed_parameter(
    interaction: discord.Interaction, error: app_commands.TransformerError
) -> app_commands.Parameter | None:
    """The parameter whose value a transformer refused: ours names it; for discord.py's, match the value."""
    if isinstance(error.transformer, DeclaredOption):
        return error.transformer.parameter
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return None
    given = dict(interaction.namespace)
    return next((p for p in command.parameters if p.display_name in given and given[p.display_name] is error.value),
                None)
