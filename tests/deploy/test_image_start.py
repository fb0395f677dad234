"""The image's code is compiled and its catalogs parsed when it is built: the bot runs as a user that cannot write
beside its files (and PYTHONDONTWRITEBYTECODE is set), so whatever the build left undone every start would do
again. The build's own step is run here on a copy of what the Dockerfile copies; then every module has its
compiled file, and a Python started as in the image reads every catalog without parsing one."""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.deploy.test_image_context import ROOT, copied_sources, project_files

DOCKERFILE = ROOT / "deploy" / "Dockerfile"
IMAGE_PYTHON = ".venv/bin/python"  # the image's interpreter, as its RUN steps name it
# Every catalog read, and a message of each that is more than a text asked for (which reads the parsed files),
# with Fluent's parser taken away: a catalog the build did not parse fails here.
READ_WITHOUT_PARSING = """
import i18n

class Refused:
    def __init__(self, **options):
        raise AssertionError("a catalog was parsed at start")

i18n.FluentParser = Refused
for catalog in i18n.CATALOGS.values():
    catalog["turn.stale"]
print(len(i18n.CATALOGS))
"""


def build_steps(dockerfile: str) -> list[str]:
    """The shell commands the Dockerfile RUNs after its last COPY and before its USER: run as root on the code."""
    logical = [line.strip() for line in dockerfile.replace("\\\n", " ").splitlines()]
    instructions = [line for line in logical if line and not line.startswith("#")]
    last_copy = max(index for index, line in enumerate(instructions) if line.split()[0].upper() == "COPY")
    user = next(index for index, line in enumerate(instructions) if line.split()[0].upper() == "USER")
    return [line.split(None, 1)[1] for line in instructions[last_copy:user] if line.split()[0].upper() == "RUN"]


def image_env() -> dict[str, str]:
    """The environment of a process in the image: Python told not to write compiled files, nothing of the
    project's checkout on its path."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTHONPATH", None)
    return env


def is_compiled(source: Path) -> bool:
    """Whether Python would read the module's compiled file rather than compile it (its header names this
    interpreter's bytecode and the source's modification time and size)."""
    compiled = Path(importlib.util.cache_from_source(str(source)))
    if not compiled.is_file():
        return False
    header, stat = compiled.read_bytes()[:16], source.stat()
    return (header[:4] == importlib.util.MAGIC_NUMBER and int.from_bytes(header[4:8], "little") == 0
            and int.from_bytes(header[8:12], "little") == int(stat.st_mtime) & 0xFFFFFFFF
            and int.from_bytes(header[12:16], "little") == stat.st_size & 0xFFFFFFFF)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What the image holds in /app once its build steps ran (the venv aside: the tests' interpreter stands in)."""
    app = tmp_path_factory.mktemp("image") / "app"
    tracked = project_files("--cached")
    for source in copied_sources(DOCKERFILE.read_text()):
        for name in tracked:
            if name == source or name.startswith(f"{source}/"):
                (app / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, app / name)
    env = image_env()
    steps = build_steps(DOCKERFILE.read_text())
    assert steps, "the Dockerfile runs nothing on the code before it drops to the bot's user"
    for step in steps:
        subprocess.run(step.replace(IMAGE_PYTHON, shlex.quote(sys.executable)), shell=True, cwd=app, env=env,
                       check=True)
    return app


def test_every_module_of_the_image_is_compiled_when_it_is_built(app: Path) -> None:
    # (bot.py runs as __main__, and assets/ holds the dice pictures and the script that draws them: no start reads
    # their compiled files)
    modules = [path for path in app.rglob("*.py") if path.name != "bot.py" and path.parts[len(app.parts)] != "assets"]
    assert len(modules) > 50
    assert [str(path.relative_to(app)) for path in modules if not is_compiled(path)] == []


def test_the_image_reads_every_catalog_without_parsing_one(app: Path) -> None:
    read = subprocess.run([sys.executable, "-c", READ_WITHOUT_PARSING], cwd=app, env=image_env(),
                          capture_output=True, text=True)
    assert read.returncode == 0, read.stderr[-2000:]
    assert int(read.stdout) >= 32
