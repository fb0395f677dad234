# For mypy only. pytest runs with tests/ on sys.path, so the tests import the stand-in as `fakediscord` and the
# e2e helpers as `e2e.conftest`; mypy names these files from the project root (`tests.fakediscord`, as the
# benchmark imports it). Each stub here says that one import name is that module (pyproject.toml: mypy_path).
# A test importing another module by such a name needs its one-line stub beside these.
from tests.fakediscord import *  # noqa: F403 (all of it, under this name)
