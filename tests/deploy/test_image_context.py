"""What `docker build -f deploy/Dockerfile .` sends to Docker, listed with Docker's own .dockerignore rules (the
docker package's, which the `docker` client library builds its contexts with): the code the Dockerfile copies, and
nothing a run or a developer leaves in the tree (databases, .env files, venvs, caches, tests, secrets, backups).

The context is listed on a copy of the project's file names (empty files: the rules read names only) with such
leftovers planted at several depths, so the real tree is never touched."""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path, PurePosixPath

import pytest
from docker.utils.build import exclude_paths  # type: ignore[import-untyped]  # docker ships no type hints

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = "deploy/Dockerfile"

LEFT_BEHIND = [
    # databases, with the files SQLite and the store keep beside them
    "pips.sqlite3",
    "data/pips.sqlite3",
    "data/pips.sqlite3-wal",
    "data/pips.sqlite3-shm",
    "data/pips.sqlite3-journal",
    "data/pips.sqlite3-lock",
    "cogs/x.sqlite3-shm",
    "rules/lcr/old.sqlite",
    "service/games.db",
    "service/games.db-wal",
    "ops/games-wal",
    # secrets and local settings
    ".env",
    "sub/dir/.env",
    "cogs/.env",
    "data/.env.production",
    "deploy/secrets/postgres_password",
    "data/secrets/discord_token",
    "i18n/cert.pem",
    "ops/tls.key",
    # backups and dumps
    "data/pips.sqlite3.bak",
    "data/pips.backup",
    "data/pips.dump",
    "ops/pips.sql.gz",
    "cogs/lcr.py~",
    # venvs and caches
    ".venv/bin/python",
    "venv/pyvenv.cfg",
    "cogs/.venv/pyvenv.cfg",
    "some/__pycache__/x.pyc",
    "cogs/__pycache__/x.cpython-311.pyc",
    "rules/stray.pyc",
    ".mypy_cache/3.11/x.json",
    "service/.mypy_cache/x.json",
    ".ruff_cache/x",
    ".pytest_cache/v/x",
    "data/.hypothesis/examples/x",
    # tests, benchmarks, docs, history; and whatever else lies at the top
    "tests/test_planted.py",
    "cogs/tests/test_planted.py",
    "bench/planted.py",
    "docs/planted.md",
    "rules/docs/planted.md",
    ".git/HEAD",
    "notes.txt",
]


def dockerignore_patterns(text: str) -> list[str]:
    """The patterns of a .dockerignore, read as Docker documents it: a line starting with `#` is a comment, blank
    lines are skipped, surrounding whitespace is dropped (a leading `!` stays: it marks an exception)."""
    return [line.strip() for line in text.splitlines() if not line.startswith("#") and line.strip()]


def copied_sources(dockerfile: str) -> list[str]:
    """Every build-context path a COPY or ADD of the Dockerfile reads (flags such as --chown left out)."""
    logical = dockerfile.replace("\\\n", " ")
    sources: list[str] = []
    for line in logical.splitlines():
        words = shlex.split(line, comments=True)
        if words and words[0].upper() in {"COPY", "ADD"}:
            operands = [word for word in words[1:] if not word.startswith("--")]
            sources.extend(operands[:-1])
    return sources


def project_files(*git_args: str) -> list[str]:
    listed = subprocess.run(["git", "ls-files", "-z", *git_args], cwd=ROOT, capture_output=True, check=True)
    return [name for name in listed.stdout.decode().split("\0") if name and (ROOT / name).is_file()]


def build_context(root: Path) -> set[str]:
    patterns = dockerignore_patterns((root / ".dockerignore").read_text())
    return {PurePosixPath(path).as_posix() for path in exclude_paths(str(root), patterns, dockerfile=DOCKERFILE)}


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("context")
    for name in project_files("--cached", "--others", "--exclude-standard"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).touch()
    for name in (".dockerignore", DOCKERFILE):
        (root / name).write_bytes((ROOT / name).read_bytes())
    for name in LEFT_BEHIND:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).touch()
    return root


@pytest.fixture(scope="module")
def context(tree: Path) -> set[str]:
    return build_context(tree)


def test_the_planted_leftovers_are_there_to_be_left_out(tree: Path):
    assert all((tree / name).is_file() for name in LEFT_BEHIND)


@pytest.mark.parametrize("name", LEFT_BEHIND)
def test_nothing_left_behind_is_sent(context: set[str], name: str):
    assert name not in context


def test_no_database_env_file_or_secret_at_any_depth(context: set[str]):
    suspicious = [path for path in context
                  if ".sqlite" in path or path.endswith((".db", "-wal", "-shm", "-lock"))
                  or any(part.startswith(".env") or part in {"secrets", ".venv", "__pycache__", "tests"}
                         for part in PurePosixPath(path).parts)]
    assert suspicious == []


def test_everything_the_dockerfile_copies_is_sent(tree: Path, context: set[str]):
    sources = copied_sources((ROOT / DOCKERFILE).read_text())
    assert "pyproject.toml" in sources and "deploy/requirements.lock" in sources
    tracked = project_files("--cached")
    missing = []
    for source in sources:
        assert (tree / source).exists(), f"the Dockerfile copies {source}, which the project does not have"
        if (tree / source).is_file():
            missing += [source] if source not in context else []
        else:
            missing += [name for name in tracked if name.startswith(f"{source}/") and name not in context]
    assert missing == []


def test_only_what_the_dockerfile_copies_is_sent(context: set[str]):
    sources = copied_sources((ROOT / DOCKERFILE).read_text())
    # Docker always sends the Dockerfile and .dockerignore; "deploy" is the folder they and the lock sit in.
    always = {DOCKERFILE, ".dockerignore", "deploy"}
    extra = [path for path in context
             if path not in always and not any(path == source or path.startswith(f"{source}/") for source in sources)]
    assert sorted(extra) == []
