# For mypy only: see fakediscord/__init__.pyi (a test imports the `pips` fixture from test_bot).
from tests.test_bot import *  # noqa: F403 (all of it, under this name)
