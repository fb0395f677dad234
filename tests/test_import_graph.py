"""No import cycles between production modules: each layer, and each module within one, imports only downwards.

Every import statement counts, wherever it stands (module level, inside a function, under ``TYPE_CHECKING``): an
import deferred to keep start-up light, or written only for the type checker, still says which module depends on
which. A module depends on the module an import names (``from a.b import c`` on ``a.b``, and on ``a.b.c`` when
that is a module), not on the packages above it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOT_PRODUCTION = {"tests", "bench", "docs"}  # besides hidden folders (.venv, .git, caches)

def production_modules(root: Path) -> dict[str, Path]:
    """Every production module by its dotted name (a package by its own name, not ``__init__``)."""
    modules = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[0] in NOT_PRODUCTION or any(part.startswith(".") for part in parts):
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def imported_names(module: str, path: Path) -> Iterator[str]:
    """The dotted names every import statement of the module names, relative ones made absolute."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                above = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*above, base] if base else above)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """Each production module and the production modules it imports."""
    return {
        module: {name for name in imported_names(module, path) if name in modules and name != module}
        for module, path in modules.items()
    }


def cycles(graph: Mapping[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(component)
    return found


def test_production_code_has_no_import_cycle() -> None:
    graph = import_graph(production_modules(ROOT))
    assert "rules.lcr" in graph["rules.games"] and "rules.games" in graph["discord_side.pips"]  # the graph was read
    found = [sorted(cycle) for cycle in cycles(graph)]
    assert found == [], f"modules that import each other in a circle: {found}"


def test_every_kind_of_import_counts(tmp_path: Path) -> None:
    """A cycle closed by an import in a function, under TYPE_CHECKING or written relative is still a cycle."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [{"a", "b", "c"}]
    module = tmp_path / "pkg" / "sub" / "mod.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "import pkg.low\n"
        "from . import sibling\n"
        "from .. import top\n"
        "if TYPE_CHECKING:\n"
        "    from pkg.sub.typed import Name\n"
        "def later() -> None:\n"
        "    from pkg.sub.lazy import thing\n",
        encoding="utf-8",
    )
    names = set(imported_names("pkg.sub.mod", module))
    assert {"pkg.low", "pkg.sub.sibling", "pkg.top", "pkg.sub.typed", "pkg.sub.lazy"} <= names
