"""The image is rebuilt from pinned inputs: the base image by digest, and the dependencies from
deploy/requirements.lock, which pins with hashes exactly what requirements.txt's runtime half pins (and everything
those need), installed with pip's hash checking on."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "deploy" / "Dockerfile"
LOCK = ROOT / "deploy" / "requirements.lock"
REQUIREMENTS = ROOT / "requirements.txt"
TOOLING_MARK = "# Tests and tooling"

PIN = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;\\]+)")
DIGEST = re.compile(r"@sha256:[0-9a-f]{64}$")


def normalized(name: str) -> str:
    """A distribution name as package indexes compare them (discord.py and discord-py are one package)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def instructions(dockerfile: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) for each instruction, continuation lines joined and comments left out."""
    lines = [line for line in dockerfile.splitlines() if not line.lstrip().startswith("#")]
    logical = "\n".join(lines).replace("\\\n", " ")
    found = []
    for line in logical.splitlines():
        if line.strip():
            keyword, _, arguments = line.strip().partition(" ")
            found.append((keyword.upper(), " ".join(arguments.split())))
    return found


def base_image(dockerfile: str) -> str:
    """The image the first FROM names, `${ARG}` references replaced by the ARG's default."""
    defaults: dict[str, str] = {}
    for keyword, arguments in instructions(dockerfile):
        if keyword == "ARG" and "=" in arguments:
            name, _, default = arguments.partition("=")
            defaults[name] = default
        elif keyword == "FROM":
            image = arguments.split()[0]
            return re.sub(r"\$\{?(\w+)\}?", lambda ref: defaults.get(ref.group(1), ""), image)
    raise AssertionError("the Dockerfile has no FROM")


def runtime_pins(requirements: str) -> dict[str, str]:
    runtime, mark, _ = requirements.partition(TOOLING_MARK)
    assert mark, f"requirements.txt has lost its {TOOLING_MARK!r} line, which splits what the image installs"
    pins = {}
    for line in runtime.splitlines():
        requirement = line.split("#", 1)[0].strip()
        if requirement:
            pin = PIN.match(requirement)
            assert pin, f"a runtime requirement that is not pinned with ==: {requirement!r}"
            pins[normalized(pin["name"])] = pin["version"]
    return pins


def lock_entries(lock: str) -> list[str]:
    """The lock's requirements, each with its --hash options on one line."""
    joined = lock.replace("\\\n", " ")
    return [line.strip() for line in joined.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def lock_pins(lock: str) -> dict[str, str]:
    pins = {}
    for entry in lock_entries(lock):
        pin = PIN.match(entry)
        assert pin, f"a lock entry that is not pinned with ==: {entry[:80]!r}"
        pins[normalized(pin["name"])] = pin["version"]
    return pins


def test_the_base_image_is_pinned_by_digest():
    image = base_image(DOCKERFILE.read_text())
    assert image.startswith("python:3.11-slim-bookworm@")
    assert DIGEST.search(image), image


def test_an_unpinned_base_is_seen():
    assert not DIGEST.search(base_image("ARG BASE=python:3.11-slim-bookworm\nFROM ${BASE}\n"))
    assert not DIGEST.search(base_image("FROM python:3.11-slim-bookworm\n"))


def test_the_lock_pins_what_requirements_txt_pins_for_the_runtime():
    wanted = runtime_pins(REQUIREMENTS.read_text())
    locked = lock_pins(LOCK.read_text())
    assert wanted, "no runtime requirements found"
    assert {name: locked.get(name) for name in wanted} == wanted


def test_the_lock_holds_no_test_tooling():
    tooling = REQUIREMENTS.read_text().partition(TOOLING_MARK)[2]
    tool_names = {normalized(pin["name"]) for line in tooling.splitlines() if (pin := PIN.match(line.strip()))}
    runtime = set(runtime_pins(REQUIREMENTS.read_text()))
    # A tool's name in the lock is fine only where the runtime needs the same package (typing_extensions, say).
    assert sorted(tool_names & set(lock_pins(LOCK.read_text())) - runtime) == []


@pytest.mark.parametrize("entry", lock_entries(LOCK.read_text()), ids=lambda entry: entry.split()[0])
def test_every_locked_requirement_has_a_hash(entry: str):
    assert re.search(r"--hash=sha256:[0-9a-f]{64}", entry)


def test_the_image_installs_the_lock_with_hashes_required():
    steps = instructions(DOCKERFILE.read_text())
    assert ("COPY", "deploy/requirements.lock ./") in steps
    installs = [arguments for keyword, arguments in steps if keyword == "RUN" and "pip install" in arguments]
    assert installs, "the Dockerfile installs nothing with pip"
    for arguments in installs:
        assert "--require-hashes" in arguments and "-r requirements.lock" in arguments
        assert "requirements.txt" not in arguments


def test_the_image_runs_as_a_user_with_a_writable_matplotlib_directory():
    steps = instructions(DOCKERFILE.read_text())
    users = [arguments for keyword, arguments in steps if keyword == "USER"]
    assert users and not users[-1].startswith(("0", "root"))
    environment = " ".join(arguments for keyword, arguments in steps if keyword == "ENV")
    assert "MPLCONFIGDIR=/tmp/" in environment
    assert any(keyword == "HEALTHCHECK" for keyword, _ in steps)
