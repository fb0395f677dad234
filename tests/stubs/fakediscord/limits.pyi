# For mypy only: see __init__.pyi.
from tests.fakediscord.limits import *  # noqa: F403 (all of it, under this name)
