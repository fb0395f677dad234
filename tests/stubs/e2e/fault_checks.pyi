# For mypy only: see ../fakediscord/__init__.pyi.
from tests.e2e.fault_checks import *  # noqa: F403 (all of it, under this name)
