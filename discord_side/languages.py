"""What /settings language suggests as a manager types, and which language a typed value names."""

from __future__ import annotations

from discord import app_commands

from i18n import CATALOGS, t
from i18n.names import by_own_name, name_in, own_name

SERVER_LANGUAGE = "server"  # the value that means "the server's own Discord language"
MAX_CHOICES = 25  # Discord lists at most this many autocomplete suggestions


def language_choices(typed: str, reader: str) -> list[app_commands.Choice[str]]:
    """The server's own language, then every language by its own name: those whose own name, whose name in the
    reader's language or whose code contains what was typed."""
    wanted = typed.strip().casefold()
    server = t(reader, "settings.choice.server")
    choices = [app_commands.Choice(name=server, value=SERVER_LANGUAGE)] if wanted in server.casefold() else []
    for code in by_own_name():
        if any(wanted in said.casefold() for said in (own_name(code), name_in(code, reader), code)):
            choices.append(app_commands.Choice(name=own_name(code), value=code))
    return choices[:MAX_CHOICES]


def chosen_language(typed: str, reader: str) -> str | None:
    """The catalog a typed value names (its code, its own name or the reader's word for it, in any case), None for
    the server's own language; a value naming none comes back as typed, for the settings service to refuse."""
    wanted = typed.strip().casefold()
    if wanted == SERVER_LANGUAGE:
        return None
    for code in CATALOGS:
        if wanted in (code.casefold(), own_name(code).casefold(), name_in(code, reader).casefold()):
            return code
    return typed
