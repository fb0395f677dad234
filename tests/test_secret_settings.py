"""Secrets as files (DISCORD_TOKEN_FILE, DATABASE_URL_FILE, DATABASE_PASSWORD_FILE), and a malformed DATABASE_URL
refused in a sentence that repeats no piece of its password."""

from __future__ import annotations

from pathlib import Path

import pytest

from data.where import build_url, describe_url
from settings import Settings, SettingsError

TOKEN = "MTIz.token-from-a-file.xyz"


def secret_file(folder: Path, name: str, content: str) -> str:
    path = folder / name
    path.write_text(content)
    path.chmod(0o600)
    return str(path)


def test_the_token_is_read_from_its_file_without_the_trailing_newline(tmp_path: Path) -> None:
    settings = Settings.from_env({"DISCORD_TOKEN_FILE": secret_file(tmp_path, "discord_token", TOKEN + "\n")})
    assert settings.token == TOKEN and TOKEN in settings.secrets


def test_the_whole_url_can_come_from_a_file(tmp_path: Path) -> None:
    url = "postgresql://pips:s3cr3t@db:5432/pips"
    settings = Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_URL_FILE": secret_file(tmp_path, "url", url + "\n")})
    assert settings.database_url == url and "s3cr3t" in settings.secrets


def test_a_password_file_keeps_every_character_but_the_trailing_newline(tmp_path: Path) -> None:
    password = " p@ss/w:rd #%41 "
    settings = Settings.from_env({
        "DISCORD_TOKEN": "t", "DATABASE_URL": "postgresql://pips@db:5432/pips",
        "DATABASE_PASSWORD_FILE": secret_file(tmp_path, "postgres_password", password + "\r\n"),
    })
    assert settings.database_password == password and password in settings.secrets
    assert password not in repr(settings)


@pytest.mark.parametrize("name", ["DISCORD_TOKEN", "DATABASE_URL"])
def test_a_setting_and_its_file_both_set_is_refused(tmp_path: Path, name: str) -> None:
    env = {"DISCORD_TOKEN": "t", name: "postgresql://pips:pw@db/pips",
           f"{name}_FILE": secret_file(tmp_path, "f", "postgresql://pips:pw@db/pips")}
    with pytest.raises(SettingsError, match=f"{name} and {name}_FILE are both set"):
        Settings.from_env(env)


@pytest.mark.parametrize("name", ["DISCORD_TOKEN_FILE", "DATABASE_URL_FILE", "DATABASE_PASSWORD_FILE"])
def test_a_missing_unreadable_or_empty_file_is_named_but_never_shown(tmp_path: Path, name: str) -> None:
    env = {"DISCORD_TOKEN": "t", "DATABASE_URL": "postgresql://pips@db/pips"}
    if name == "DISCORD_TOKEN_FILE":
        del env["DISCORD_TOKEN"]
    if name == "DATABASE_URL_FILE":
        del env["DATABASE_URL"]
    missing = tmp_path / "no-such-file"
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({**env, name: str(missing)})
    assert str(refused.value) == f"{name}: cannot read {missing} (No such file or directory)"
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({**env, name: str(tmp_path)})
    assert str(refused.value) == f"{name}: cannot read {tmp_path} (Is a directory)"
    empty = secret_file(tmp_path, "empty", "\n")
    with pytest.raises(SettingsError, match=f"{name}: {empty} is empty"):
        Settings.from_env({**env, name: empty})
    binary = tmp_path / "binary"
    binary.write_bytes(b"secret\xff\xfe")
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({**env, name: str(binary)})
    assert str(refused.value) == f"{name}: {binary} is not UTF-8 text"


def test_a_password_file_without_a_url_or_beside_a_url_password_is_refused(tmp_path: Path) -> None:
    password_file = secret_file(tmp_path, "postgres_password", "s3cr3t-pw")
    with pytest.raises(SettingsError, match="DATABASE_URL is not"):
        Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_PASSWORD_FILE": password_file})
    with pytest.raises(SettingsError, match="take the password out of DATABASE_URL") as refused:
        Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_URL": "postgresql://pips:other-pw@db/pips",
                           "DATABASE_PASSWORD_FILE": password_file})
    assert "s3cr3t" not in str(refused.value) and "other-pw" not in str(refused.value)


def pieces(password: str) -> set[str]:
    return {password[start:start + 3] for start in range(len(password) - 2)}


MALFORMED = [
    ("Tr0ub4dor#3", "postgresql://pips:Tr0ub4dor#3@db:5432/pips"),
    ("p@ss/w:rd", "postgresql://pips:p@ss/w:rd@db:5432/pips"),
    ("p@ss/w:rd", "postgresql://pips:p@ss/w:rd@db/pips"),
    ("Xq@zv9Kw", "postgresql://pips:Xq@zv9Kw@db:5432/pips"),
    ("sl/ash-pw", "postgresql://pips:sl/ash-pw@db:5432/pips"),
    ("quest?ion-pw", "postgresql://pips:quest?ion-pw@db:5432/pips"),
    ("hundred%pc", "postgresql://pips:hundred%pc@db:5432/pips"),
    ("Zx9-Qv7k", "postgresql://pips:Zx9-Qv7k/pips"),
    ("colon:9x", "postgresql://pips:colon:9x/pips"),
    ("[brack", "postgresql://pips:[brack@db/pips"),
]


@pytest.mark.parametrize(("password", "url"), MALFORMED)
def test_a_malformed_url_is_refused_without_any_piece_of_its_password(password: str, url: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_URL": url})
    sentence = str(refused.value)
    assert sentence.startswith("DATABASE_URL is malformed")
    for said in (sentence, describe_url(url)):
        assert not {piece for piece in pieces(password) if piece in said}, said


@pytest.mark.parametrize("password", ["Tr0ub4dor#3", "p@ss/w:rd", "hundred%pc", "a space", "%41", "q?x&y=z"])
def test_a_url_built_from_parts_reads_back_its_password_and_passes_the_check(password: str) -> None:
    url = build_url(user="pips", password=password, host="db", database="pips")
    settings = Settings.from_env({"DISCORD_TOKEN": "t", "DATABASE_URL": url})
    assert password in settings.secrets
    assert describe_url(url) == 'PostgreSQL database "pips" on db:5432'
