"""The Discord adapters import one way: no two modules of cogs/ import each other, directly or through others
(an import under TYPE_CHECKING or inside a function counts too: it is the same knot in the design)."""

from __future__ import annotations

import ast
from pathlib import Path

COGS = Path(__file__).resolve().parents[2] / "cogs"


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that the file imports, wherever in it."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)  # from cogs import _faces
    return found & modules


def import_graph(folder: Path, package: str) -> dict[str, set[str]]:
    modules = {f"{package}.{path.stem}": path for path in folder.glob("*.py") if path.stem != "__init__"}
    names = set(modules)
    return {name: imports_of(path, names) - {name} for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every group of modules that import each other (strongly connected, more than one), as sorted lists."""
    reaches = {name: _reachable(graph, name) for name in graph}
    groups = {frozenset(other for other in reaches[name] if name in reaches[other]) | {name} for name in graph}
    return sorted(sorted(group) for group in groups if len(group) > 1)


def _reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    waiting = list(graph[start])
    while waiting:
        name = waiting.pop()
        if name not in seen:
            seen.add(name)
            waiting.extend(graph[name])
    return seen


def test_the_cycle_finder_finds_a_cycle_through_a_third_module() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_two_modules_of_cogs_import_each_other() -> None:
    graph = import_graph(COGS, "cogs")
    assert "cogs.tables" in graph and "cogs._screen" in graph  # the graph is of the real package
    assert cycles(graph) == []
