"""Reading a DATABASE_URL (postgresql://user:password@host:port/database) for messages: host and database,
never the password; and writing one from its parts."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, quote, unquote, urlsplit

SCHEMES = ("postgresql", "postgres")
# A % that does not start a percent-encoding (%41): a password pasted unencoded, which would be decoded wrongly.
_STRAY_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")
ENCODE_HINT = ("percent-encode the user and password in the URL (# as %23, / as %2F, @ as %40, % as %25, "
               "a space as %20) or give the password in DATABASE_PASSWORD_FILE and leave it out of the URL")


class BadDatabaseUrl(ValueError):
    """The URL is not a PostgreSQL URL Pips can use; the message says what is wrong, without the password."""


def build_url(*, user: str, password: str | None = None, host: str, port: int = 5432, database: str) -> str:
    """A DATABASE_URL for these parts, the user, password and database percent-encoded, so any password works."""
    secret = f":{quote(password, safe='')}" if password else ""
    return f"postgresql://{quote(user, safe='')}{secret}@{host}:{port}/{quote(database, safe='')}"


def check_url(url: str) -> None:
    """Raise BadDatabaseUrl unless ``url`` names a PostgreSQL database (the host may be a query's ``host=``).

    The message never repeats a piece of the URL that could hold the password: an unencoded ``#``, ``/`` or
    ``@`` in the password moves the rest of the URL into the host, port or path, so those are never echoed
    from a URL that is not well formed."""
    mistake = _malformed(url)
    if mistake:
        raise BadDatabaseUrl(f"DATABASE_URL is malformed: {mistake}")
    parts = urlsplit(url)
    if parts.scheme not in SCHEMES:
        raise BadDatabaseUrl(f"DATABASE_URL must start with postgresql://, not {parts.scheme or 'nothing'}://")
    if not _host(url):
        raise BadDatabaseUrl("DATABASE_URL names no host (postgresql://user:password@HOST:port/database)")
    if not parts.path.strip("/"):
        raise BadDatabaseUrl(f"DATABASE_URL names no database (postgresql://user:password@{_host(url)}/DATABASE)")


def _malformed(url: str) -> str | None:
    """What makes ``url`` unreadable, in words taken from no part of it; None if it reads as a URL."""
    if "#" in url:
        return f"it has a #, which ends a URL: {ENCODE_HINT}"
    try:
        parts = urlsplit(url)
    except ValueError:
        return f"it does not read as postgresql://user:password@host:port/database; {ENCODE_HINT}"
    if parts.netloc.count("@") > 1 or "@" in parts.path or "@" in parts.query:
        return f"it has more than one @ or an @ after the host: {ENCODE_HINT}"
    if _STRAY_PERCENT.search(url):
        return f"it has a % that is not a percent-encoding (%XX): {ENCODE_HINT}"
    try:
        parts.port  # noqa: B018  (reading it checks it: a port that is no number raises)
    except ValueError:
        return (f"its port is not a number from 0 to 65535 (or a / or : in the password cut the URL short): "
                f"{ENCODE_HINT}")
    return None


def describe_url(url: str) -> str:
    """``database "pips" on db.example.com:5432``: where a URL points, for messages and logs."""
    if _malformed(url):
        return "the PostgreSQL database of DATABASE_URL (malformed)"
    parts = urlsplit(url)
    host = _host(url) or "localhost"
    database = unquote(parts.path.strip("/")) or "?"
    return f'PostgreSQL database "{database}" on {host}:{parts.port or 5432}'


def password_of(url: str) -> str | None:
    try:
        secret = urlsplit(url).password
    except ValueError:
        return None
    return unquote(secret) if secret else None


def _host(url: str) -> str:
    parts = urlsplit(url)
    return parts.hostname or parse_qs(parts.query).get("host", [""])[0]


def scrub(text: str, url: str, password: str | None = None) -> str:
    """``text`` with the URL's password (and ``password``, given apart from it) blanked, should a driver message
    have repeated it."""
    for secret in (password_of(url), password):
        if secret:
            text = text.replace(secret, "***")
    return text
