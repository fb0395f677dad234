"""Application commands: what a sync PUT may register, and the `data` a Discord client sends when a person runs one."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .errors import invalid_form_body
from .ids import SnowflakeFactory
from .model import ALL_PERMISSIONS, Application, Channel, Guild, Member, Role

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
CHAT_INPUT = 1
MAX_COMMANDS = 100
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_DESCRIPTION = 100
MAX_CHOICE = 100  # a choice's name (in every language) and a string choice's value
# Discord's ^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$: Python's \w is letters, numbers and "_"; Devanagari and
# Thai add their marks. Localized names follow the same rule.
COMMAND_NAME = re.compile(r"^[-_\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")
# The locales a localization may name (https://discord.com/developers/docs/reference#locales).
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
})
# A client whose locale a field does not localize shows this locale's text, then the default (Discord's fallbacks).
LOCALE_FALLBACK = {"en-US": "en-GB", "en-GB": "en-US", "es-419": "es-ES"}


def check_commands(commands: list[dict[str, Any]]) -> None:
    """Refuse a bulk overwrite Discord would refuse (names, descriptions, option counts and order)."""
    if len(commands) > MAX_COMMANDS:
        raise invalid_form_body("_root", "BASE_TYPE_BAD_LENGTH", f"Must be between 0 and {MAX_COMMANDS} in length.")
    seen: set[tuple[str, int]] = set()
    for index, command in enumerate(commands):
        kind = command.get("type", CHAT_INPUT)
        key = (command.get("name", ""), kind)
        if key in seen:
            raise invalid_form_body(f"{index}.name", "APPLICATION_COMMANDS_DUPLICATE_NAME", f"Duplicate name {key[0]}")
        seen.add(key)
        if kind == CHAT_INPUT:
            _check_named(command, str(index), top_level=True)
            _check_options(command.get("options") or [], f"{index}.options")
        _check_reach(command, str(index))


def _check_reach(command: dict[str, Any], path: str) -> None:
    """`integration_types` (0 guild, 1 user install) and `contexts` (0 guild, 1 bot DM, 2 private channel), each
    a non-empty list of distinct known values or null
    (https://discord.com/developers/docs/interactions/application-commands#application-command-object)."""
    for field_name, known in (("integration_types", {0, 1}), ("contexts", {0, 1, 2})):
        values = command.get(field_name)
        if values is None:
            continue
        if not isinstance(values, list) or not values or len(set(values)) != len(values) or not set(values) <= known:
            raise invalid_form_body(f"{path}.{field_name}", "BASE_TYPE_CHOICES",
                                    f"Value must be a list of distinct values of {sorted(known)}.")


@dataclass(frozen=True)
class CommandScope:
    """Where a person runs a command: a guild with the app installed (its commands and the global ones), or a
    place reached through a user install (`guild_id` None: the global commands that declare the user install and
    that `context`; Discord takes a command without `integration_types` for a guild install only, and one without
    `contexts` for every context)."""

    guild_id: int | None
    context: int = 0
    user_install: bool = False

    def offers(self, command: dict[str, Any]) -> bool:
        if not self.user_install:
            return True
        installs = command.get("integration_types") or [0]
        contexts = command.get("contexts")
        return 1 in installs and (contexts is None or self.context in contexts)


def _check_named(entry: dict[str, Any], path: str, *, top_level: bool = False) -> None:
    """A chat command's or option's name and description, and their localizations."""
    name = entry.get("name", "")
    if not _valid_name(name):
        raise invalid_form_body(f"{path}.name", "APPLICATION_COMMAND_INVALID_NAME", f"Invalid command name {name!r}")
    for locale, localized in _localizations(entry, "name", path).items():
        if not _valid_name(localized):
            # Discord names the locale of a bad option name, but not of a bad command name.
            where = f"{path}.name_localizations" + ("" if top_level else f".{locale}")
            raise invalid_form_body(where, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    _check_length(entry.get("description", ""), f"{path}.description", MAX_DESCRIPTION)
    for locale, localized in _localizations(entry, "description", path).items():
        _check_length(localized, f"{path}.description_localizations.{locale}", MAX_DESCRIPTION)


def _valid_name(name: Any) -> bool:
    # Lowercase wherever a letter has a lowercase form; uncased letters (Devanagari, Chinese…) are fine as they are.
    return isinstance(name, str) and bool(COMMAND_NAME.match(name)) and name == name.lower()


def _localizations(entry: dict[str, Any], field: str, path: str) -> dict[str, Any]:
    """`<field>_localizations` (null or absent: none), refused if it names a locale Discord does not have."""
    localizations: dict[str, Any] = entry.get(f"{field}_localizations") or {}
    for locale in localizations:
        if locale not in LOCALES:
            where = f"{path}.{field}_localizations.{locale}"
            raise invalid_form_body(where, "ENUM_TYPE_COERCE", f'Value "{locale}" is not a valid enum value.')
    return localizations


def _check_length(text: Any, path: str, most: int) -> None:
    if not isinstance(text, str) or not 1 <= len(text) <= most:
        raise invalid_form_body(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {most} in length.")


def _check_unique_names(options: list[dict[str, Any]], path: str) -> None:
    """Sibling options need distinct names, by default and in each language a person may read them in."""
    locales = sorted({locale for option in options for locale in option.get("name_localizations") or {}})
    for locale in [None, *locales]:
        seen: set[str] = set()
        for index, option in enumerate(options):
            name = shown(option, "name", locale)
            if name in seen:
                where = f"{path}.{index}.name" + ("" if locale is None else f"_localizations.{locale}")
                raise invalid_form_body(where, "APPLICATION_COMMANDS_DUPLICATE_NAME", f"Duplicate name {name}")
            seen.add(name)


def _check_choices(choices: list[dict[str, Any]], path: str) -> None:
    if len(choices) > MAX_CHOICES:
        raise invalid_form_body(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 0 and {MAX_CHOICES} in length.")
    for index, choice in enumerate(choices):
        here = f"{path}.{index}"
        _check_length(choice.get("name"), f"{here}.name", MAX_CHOICE)
        for locale, localized in _localizations(choice, "name", here).items():
            _check_length(localized, f"{here}.name_localizations.{locale}", MAX_CHOICE)
        if isinstance(choice.get("value"), str):
            _check_length(choice["value"], f"{here}.value", MAX_CHOICE)


def shown(entry: dict[str, Any], field: str, locale: str | None) -> str:
    """A command's, option's or choice's `field` ("name", "description") as a client in `locale` shows it."""
    localizations = entry.get(f"{field}_localizations") or {}
    for candidate in (locale, LOCALE_FALLBACK.get(locale or "")):
        if candidate in localizations:
            return str(localizations[candidate])
    return str(entry.get(field, ""))


def _check_options(options: list[dict[str, Any]], path: str) -> None:
    if len(options) > MAX_OPTIONS:
        raise invalid_form_body(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 0 and {MAX_OPTIONS} in length.")
    _check_unique_names(options, path)
    optional_seen = False
    for index, option in enumerate(options):
        here = f"{path}.{index}"
        _check_named(option, here)
        if option["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP):
            _check_options(option.get("options") or [], f"{here}.options")
            continue
        if option.get("required"):
            if optional_seen:
                raise invalid_form_body(
                    here,
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True
        _check_choices(option.get("choices") or [], f"{here}.choices")


def register(
    app: Application, ids: SnowflakeFactory, commands: list[dict[str, Any]], guild_id: int | None
) -> list[dict[str, Any]]:
    """Store a bulk overwrite and answer it as Discord does; a command keeps its id across syncs, like Discord's."""
    check_commands(commands)
    previous = app.global_commands if guild_id is None else app.guild_commands.get(guild_id, [])
    old_ids = {(command["name"], command["type"]): command["id"] for command in previous}
    stored = []
    for command in commands:
        kind = command.get("type", CHAT_INPUT)
        entry = {
            "default_member_permissions": None, "dm_permission": True, "nsfw": False, "description": "",
            "options": [], "name_localizations": None, "description_localizations": None,
            **command,
            "type": kind, "id": old_ids.get((command["name"], kind), str(ids.next())),
            "application_id": str(app.id), "version": str(ids.next()),
        }
        if guild_id is not None:
            entry["guild_id"] = str(guild_id)
        stored.append(entry)
    if guild_id is None:
        app.global_commands = stored
    else:
        app.guild_commands[guild_id] = stored
    app.sync_count += 1
    return stored


def find_command(
    apps: list[Application], scope: CommandScope, name: str, app: Application | None
) -> tuple[Application, dict[str, Any]]:
    """The registered chat command a person picks from the command list, and the application owning it."""
    owners = [candidate for candidate in apps if app in (None, candidate)]

    def listed(owner: Application) -> list[dict[str, Any]]:
        offered = owner.commands_in(scope.guild_id) if scope.guild_id is not None else owner.global_commands
        return [command for command in offered if scope.offers(command)]

    found = [
        (owner, command)
        for owner in owners
        for command in listed(owner)
        if command["name"] == name and command["type"] == CHAT_INPUT
    ]
    if not found:
        known = sorted({c["name"] for owner in owners for c in listed(owner)})
        raise AssertionError(f"no application registered /{name} there; registered: {known}")
    if len({owner.id for owner, _ in found}) > 1:
        raise AssertionError(f"/{name} is registered by several applications; pass app=")
    return found[0]


def command_or_stray(
    apps: list[Application], scope: CommandScope, name: str, app: Application | None
) -> tuple[Application, dict[str, Any]]:
    """For an unchecked run: the registered command, or (as from a client that still lists a command the bot
    has since dropped) a stray one of that name, sent to `app` or the one application running."""
    try:
        return find_command(apps, scope, name, app)
    except AssertionError:
        owners = [candidate for candidate in apps if app in (None, candidate)]
        if len(owners) != 1:
            raise AssertionError(f"/{name} is registered by no application; pass app=") from None
        return owners[0], {"id": "1", "name": name, "type": CHAT_INPUT, "options": []}


@dataclass(frozen=True)
class PickerOption:
    """An option as the command picker shows it: its name, description and choices (names), in one language."""

    name: str
    description: str
    choices: list[str]
    sent_as: str  # the name the client sends for it, whatever the language
    autocomplete: bool = False  # the client asks the bot for suggestions as the person types


@dataclass(frozen=True)
class Picker:
    """A command as a person's Discord client lists it when they type `/`, in their language."""

    name: str  # e.g. "/lcr start"
    description: str
    options: list[PickerOption]

    def option(self, sent_as: str) -> PickerOption:
        """The option the client sends as `sent_as` (its code name), however it reads."""
        found = next((option for option in self.options if option.sent_as == sent_as), None)
        if found is None:
            raise AssertionError(f"{self.name} shows no option sent as {sent_as!r}: {self.options}")
        return found


def picker(command: dict[str, Any], path: list[str], locale: str) -> Picker:
    """The registered `command` (subcommand `path`) as a client in `locale` shows it (Discord's fallbacks)."""
    entry, names = command, [shown(command, "name", locale)]
    for step in path:
        children = [child for child in entry.get("options") or [] if child["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        found = next((child for child in children if child["name"] == step), None)
        if found is None:
            raise AssertionError(f"{entry['name']} has no subcommand {step!r}; it has {[c['name'] for c in children]}")
        entry = found
        names.append(shown(entry, "name", locale))
    options = [
        PickerOption(
            name=shown(option, "name", locale), description=shown(option, "description", locale),
            choices=[shown(choice, "name", locale) for choice in option.get("choices") or []], sent_as=option["name"],
            autocomplete=bool(option.get("autocomplete")),
        )
        for option in entry.get("options") or []
    ]
    return Picker(name="/" + " ".join(names), description=shown(entry, "description", locale), options=options)


def _python_type(value: Any) -> int:
    if isinstance(value, bool):
        return BOOLEAN
    if isinstance(value, int):
        return INTEGER
    return NUMBER if isinstance(value, float) else STRING


class OptionBuilder:
    """Turns a test's `slash(user, "lcr start", stake=5)` into the command data a Discord client would send,
    refusing what the client would not let a person enter (unknown or missing options, values off the choices)."""

    def __init__(self, guild: Guild) -> None:
        self.guild = guild
        self.resolved: dict[str, dict[str, Any]] = {}

    def command_data(self, command: dict[str, Any], path: list[str], values: dict[str, Any]) -> dict[str, Any]:
        options = self._nest(command, path, values)
        data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": CHAT_INPUT, "options": options}
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        if self.resolved:
            data["resolved"] = self.resolved
        return data

    def unchecked_data(self, command: dict[str, Any], path: list[str], values: dict[str, Any]) -> dict[str, Any]:
        """What a forged or outdated client could send: the options as given, nothing checked (an option the
        command declares keeps its declared type, whatever the value; any other gets its value's type)."""
        leaf: dict[str, Any] | None = command
        for name in path:
            leaf = next((o for o in (leaf or {}).get("options") or [] if o["name"] == name), None)
        declared = {option["name"]: option["type"] for option in (leaf or {}).get("options") or []}
        options = [
            {"name": name, "type": declared.get(name, _python_type(value)), "value": value}
            for name, value in values.items()
        ]
        for depth in reversed(range(len(path))):
            kind = SUB_COMMAND if depth == len(path) - 1 else SUB_COMMAND_GROUP
            options = [{"name": path[depth], "type": kind, "options": options}]
        data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": CHAT_INPUT, "options": options}
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        return data

    def _nest(self, definition: dict[str, Any], path: list[str], values: dict[str, Any]) -> list[dict[str, Any]]:
        children = definition.get("options") or []
        nested = [child for child in children if child["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if not path:
            if nested:
                names = [child["name"] for child in nested]
                raise AssertionError(f"/{definition['name']} needs a subcommand, one of {names}")
            return self._leaf_options(definition, values)
        step = next((child for child in nested if child["name"] == path[0]), None)
        if step is None:
            names = [child["name"] for child in nested]
            raise AssertionError(f"{definition['name']} has no subcommand {path[0]!r}; it has {names}")
        return [{"name": step["name"], "type": step["type"], "options": self._nest(step, path[1:], values)}]

    def _leaf_options(self, definition: dict[str, Any], values: dict[str, Any]) -> list[dict[str, Any]]:
        known = {option["name"]: option for option in definition.get("options") or []}
        unknown = set(values) - set(known)
        if unknown:
            raise AssertionError(f"{definition['name']} has no option {sorted(unknown)}; it has {sorted(known)}")
        missing = [name for name, option in known.items() if option.get("required") and name not in values]
        if missing:
            raise AssertionError(f"{definition['name']} needs the required options {missing}")
        return [
            {"name": name, "type": known[name]["type"], "value": self._value(known[name], value)}
            for name, value in values.items()
        ]

    def _value(self, option: dict[str, Any], value: Any) -> Any:
        kind = option["type"]
        name = option["name"]
        if kind == STRING:
            if not isinstance(value, str):
                raise AssertionError(f"option {name} takes text, got {value!r}")
            if not option.get("min_length", 0) <= len(value) <= option.get("max_length", 6000):
                raise AssertionError(f"option {name}: length {len(value)} is outside what the client allows")
        elif kind in (INTEGER, NUMBER):
            is_number = isinstance(value, int | float) and not isinstance(value, bool)
            if not is_number or (kind == INTEGER and value != int(value)):
                raise AssertionError(f"option {name} takes a {'whole ' if kind == INTEGER else ''}number: {value!r}")
            low, high = option.get("min_value"), option.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise AssertionError(f"option {name}: {value} is outside [{low}, {high}]")
        elif kind == BOOLEAN:
            if not isinstance(value, bool):
                raise AssertionError(f"option {name} takes True/False, got {value!r}")
        elif kind in (USER, MENTIONABLE) and isinstance(value, Member):
            self.resolved.setdefault("users", {})[str(value.id)] = value.user_payload()
            self.resolved.setdefault("members", {})[str(value.id)] = value.member_payload(
                with_user=False, permissions=self.guild.permissions_of(value)
            )
            return str(value.id)
        elif kind == CHANNEL and isinstance(value, Channel):
            channel = value.payload()
            self.resolved.setdefault("channels", {})[str(value.id)] = {**channel, "permissions": str(ALL_PERMISSIONS)}
            return str(value.id)
        elif kind in (ROLE, MENTIONABLE) and isinstance(value, Role):
            self.resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        else:
            raise AssertionError(f"option {name} (type {kind}) cannot take {value!r}")
        choices = option.get("choices")
        if choices and value not in [choice["value"] for choice in choices]:
            raise AssertionError(f"option {name}: {value!r} is not one of {[c['value'] for c in choices]}")
        return value
