# For mypy only: see ../fakediscord/__init__.pyi.
from tests.e2e.test_postgres_e2e import *  # noqa: F403 (all of it, under this name)
