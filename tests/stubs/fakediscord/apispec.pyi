# For mypy only: see __init__.pyi.
from tests.fakediscord.apispec import *  # noqa: F403 (all of it, under this name)
