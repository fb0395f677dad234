"""Reading a DATABASE_URL (postgresql://user:password@host:port/database) for messages: host and database,
never the password."""

from __future__ import annotations

from urllib.parse import parse_qs, unquote, urlsplit

SCHEMES = ("postgresql", "postgres")


class BadDatabaseUrl(ValueError):
    """The URL is not a PostgreSQL URL Pips can use; the message says what is wrong, without the password."""


def check_url(url: str) -> None:
    """Raise BadDatabaseUrl unless ``url`` names a PostgreSQL database (the host may be a query's ``host=``)."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (reading it checks it: a port that is no number raises)
    except ValueError as error:
        raise BadDatabaseUrl(f"DATABASE_URL is malformed ({scrub(str(error), url)})") from None
    if parts.scheme not in SCHEMES:
        raise BadDatabaseUrl(f"DATABASE_URL must start with postgresql://, not {parts.scheme or 'nothing'}://")
    if not _host(url):
        raise BadDatabaseUrl("DATABASE_URL names no host (postgresql://user:password@HOST:port/database)")
    if not parts.path.strip("/"):
        raise BadDatabaseUrl(f"DATABASE_URL names no database (postgresql://user:password@{_host(url)}/DATABASE)")


def describe_url(url: str) -> str:
    """``database "pips" on db.example.com:5432``: where a URL points, for messages and logs."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return "the PostgreSQL database of DATABASE_URL (malformed)"
    host = _host(url) or "localhost"
    database = unquote(parts.path.strip("/")) or "?"
    return f'PostgreSQL database "{database}" on {host}:{port or 5432}'


def password_of(url: str) -> str | None:
    try:
        secret = urlsplit(url).password
    except ValueError:
        return None
    return unquote(secret) if secret else None


def _host(url: str) -> str:
    parts = urlsplit(url)
    return parts.hostname or parse_qs(parts.query).get("host", [""])[0]


def scrub(text: str, url: str) -> str:
    """``text`` with the URL's password blanked, should a driver message have repeated it."""
    password = password_of(url)
    return text.replace(password, "***") if password else text
