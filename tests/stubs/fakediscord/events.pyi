# For mypy only: see __init__.pyi.
from tests.fakediscord.events import *  # noqa: F403 (all of it, under this name)
