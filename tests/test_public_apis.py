"""Production code uses discord.py, asyncio, aiohttp and the other libraries it leans on through their public
APIs only: no private module (``discord.http``, ``discord.webhook.async_``, any ``_``-named one) and no ``_``-named
attribute of their objects. Any release of theirs may change what is private without a word; what is public they
document and deprecate.

A static scan (ast): an object counts as theirs when its name was imported from them, annotated with a type of
theirs, assigned from an expression of theirs, or is a ``self`` attribute assigned one of those.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PRODUCTION = (
    "bot.py", "settings.py", "kept.py", "discord_address.py", "cogs", "screen", "discord_side", "service", "data",
    "rules", "i18n", "ops",
)
LIBRARIES = (  # the libraries Pips leans on, the standard library's among them
    "discord", "asyncio", "aiohttp", "aiosqlite", "asyncpg", "sqlite3", "hashlib", "concurrent", "multiprocessing",
    "fluent", "babel", "prometheus_client", "pythonjsonlogger",
)
PRIVATE_MODULES = ("discord.http", "discord.webhook.async_")
_SET_BY_PYTHON = ("_abc_impl", "_is_protocol")  # ABCMeta and typing.Protocol write these into their classes
ATTRIBUTE_CALLS = ("getattr", "setattr", "delattr", "hasattr")


def production_files() -> list[Path]:
    files: list[Path] = []
    for name in PRODUCTION:
        path = ROOT / name
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return files


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _theirs(module: str) -> bool:
    return module.split(".")[0] in LIBRARIES


def _private_module(module: str) -> bool:
    return _theirs(module) and (
        any(module == bad or module.startswith(bad + ".") for bad in PRIVATE_MODULES)
        or any(_private(part) for part in module.split("."))
    )


def _root(node: ast.expr) -> str | None:
    """The name an expression starts from (``a`` in ``a.b(c).d``)."""
    while True:
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Attribute | ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Await):
            node = node.value
        else:
            return None


def _self_attribute(node: ast.expr) -> str | None:
    """``x`` when the expression is ``self.x`` (or starts with it)."""
    while isinstance(node, ast.Attribute | ast.Subscript | ast.Call):
        inner = node.func if isinstance(node, ast.Call) else node.value
        if isinstance(node, ast.Attribute) and isinstance(inner, ast.Name) and inner.id == "self":
            return node.attr
        node = inner
    return None


class Scan(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.found: list[str] = []
        self.strings = {  # module constants: a private attribute's name may be kept in one
            target.id: node.value.value
            for node in self.tree.body if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str) for target in node.targets if isinstance(target, ast.Name)
        }
        self.names: set[str] = set()  # names bound to their modules, objects or types, anywhere in the file
        self.self_attributes: set[str] = set()
        for _ in range(3):  # (an assignment may use a name bound further down)
            self._learn()

    def _is_theirs(self, node: ast.expr | None) -> bool:
        """Whether an expression starts from something of theirs."""
        if node is None:
            return False
        return _root(node) in self.names or _self_attribute(node) in self.self_attributes

    def _names_theirs(self, annotation: ast.expr | None) -> bool:
        """Whether an annotation names a type of theirs (``discord.Embed | None``, ``list[asyncio.Task[None]]``)."""
        return annotation is not None and any(
            self._is_theirs(part) for part in ast.walk(annotation) if isinstance(part, ast.expr)
        )

    def _learn(self) -> None:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                bound = (alias.asname or alias.name.split(".")[0] for alias in node.names if _theirs(alias.name))
                self.names.update(bound)
            elif isinstance(node, ast.ImportFrom) and node.module and _theirs(node.module):
                self.names |= {alias.asname or alias.name for alias in node.names}
            elif isinstance(node, ast.arg) and self._names_theirs(node.annotation):
                self.names.add(node.arg)
            elif isinstance(node, ast.AnnAssign | ast.Assign):
                value = node.value
                typed = self._names_theirs(node.annotation) if isinstance(node, ast.AnnAssign) else False
                targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
                if typed or self._is_theirs(value):
                    for target in targets:
                        if isinstance(target, ast.Name):
                            self.names.add(target.id)
                        elif (attribute := _self_attribute(target)) is not None:
                            self.self_attributes.add(attribute)

    def check(self) -> list[str]:
        self.visit(self.tree)
        return self.found

    def _report(self, node: ast.AST, what: str) -> None:
        self.found.append(f"{self.path.name}:{getattr(node, 'lineno', 0)}: {what}")

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if _private_module(alias.name):
                self._report(node, f"imports {alias.name}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if _private_module(module):
            self._report(node, f"imports from {module}")
        elif _theirs(module):
            for alias in node.names:
                if _private(alias.name) or _private_module(f"{module}.{alias.name}"):
                    self._report(node, f"imports {alias.name} from {module}")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if _private(node.attr) and self._is_theirs(node.value):
            self._report(node, f"reads {ast.unparse(node)}")
        elif self._is_theirs(node) and _private_module(ast.unparse(node)):
            self._report(node, f"uses {ast.unparse(node)}")
            return  # (once, not again for each shorter part of the same name)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name) and node.func.id in ATTRIBUTE_CALLS and len(node.args) >= 2:
            name = node.args[1]
            text = name.value if isinstance(name, ast.Constant) else None
            if isinstance(name, ast.Name):
                text = self.strings.get(name.id)
            if isinstance(text, str) and _private(text) and self._is_theirs(node.args[0]):
                self._report(node, f"{node.func.id}(…, {text!r})")
        self.generic_visit(node)


def private_uses(path: Path) -> list[str]:
    return Scan(path).check()


def test_production_code_uses_only_public_apis_of_discord_py_asyncio_and_aiohttp() -> None:
    found = [use for path in production_files() for use in private_uses(path)]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        "from discord.http import Route",
        "import discord.http",
        "from discord.webhook.async_ import async_context",
        "import discord\ndiscord.http.Route.BASE = 'x'",
        "import discord\ndef f(client: discord.Client) -> None:\n    client._connection.parsers.clear()",
        "import asyncio\nasync def f(lock: asyncio.Lock) -> None:\n    print(lock._waiters)",
        "import asyncio\nlock = asyncio.Lock()\nprint(getattr(lock, '_waiters', None))",
        "import discord\nSLOT = '_cs_response'\ndef f(interaction: discord.Interaction) -> None:\n"
        "    delattr(interaction, SLOT)",
        "import discord\nasync def f(interaction: discord.Interaction) -> None:\n"
        "    interaction.response._response_type = None",
        "from discord.ext import commands\nclass C:\n    def __init__(self, bot: commands.Bot) -> None:\n"
        "        self.bot = bot\n    def f(self) -> None:\n        print(self.bot._connection)",
        "import aiohttp\nasync def f(session: aiohttp.ClientSession) -> None:\n    print(session._connector)",
    ],
)
def test_the_scan_finds_each_kind_of_private_use(source: str, tmp_path: Path) -> None:
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    assert private_uses(path) != []


def test_the_scan_leaves_the_project_s_own_private_names_alone(tmp_path: Path) -> None:
    path = tmp_path / "probe.py"
    path.write_text(
        "import discord\nclass Game:\n    def _begin(self) -> None: ...\n"
        "def f(game: Game, embed: discord.Embed) -> None:\n    game._begin()\n    print(embed.__class__, embed.title)",
        encoding="utf-8",
    )
    assert private_uses(path) == []


def _production_modules() -> list[str]:
    return [".".join(path.relative_to(ROOT).with_suffix("").parts) for path in production_files()]


def overridden_private_names(module_name: str) -> list[str]:
    """The ``_``-named attributes a class of the module defines over one its library base class has: an override
    of their private part, which they may rename or drop in any release."""
    module = importlib.import_module(module_name)
    found = []
    for cls in vars(module).values():
        if not isinstance(cls, type) or cls.__module__ != module_name:
            continue
        theirs = [base for base in cls.__mro__[1:] if _theirs(base.__module__)]
        for name in vars(cls):
            if _private(name) and name not in _SET_BY_PYTHON and any(name in vars(base) for base in theirs):
                found.append(f"{module_name}.{cls.__name__}.{name}")
    return found


def test_no_class_overrides_a_private_attribute_of_a_library_class() -> None:
    found = [name for module in _production_modules() for name in overridden_private_names(module)]
    assert found == []


def test_the_override_scan_finds_an_override_of_a_private_attribute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "probe_override.py").write_text(
        "from discord import app_commands\nclass Named(app_commands.Transformer):\n"
        "    @property\n    def _error_display_name(self) -> str:\n        return 'x'\n"
        "    def _own_helper(self) -> None: ...\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert overridden_private_names("probe_override") == ["probe_override.Named._error_display_name"]
