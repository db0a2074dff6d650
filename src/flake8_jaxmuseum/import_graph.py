"""The order a project is solved in: its import graph, read from the modules' texts.

Entries flow from an importer to the modules it imports (``jax.jit(model.loss)`` in
train.py enters model.py), so a module is best linted after every module that imports
it, directly or not: then a chain of any length is solved in one pass, each module linted
once.  The modules of an import cycle (a strongly connected component) are linted
together until nothing grows.
"""

from __future__ import annotations

import re
from typing import Iterator

from .semantics.project import ModuleContext


class ImportOrder:
    """The import graph's components, each with its level: 0 for a component no other
    imports, else one more than the deepest component importing it.  A module's level is
    its component's; a module importing another has the lower level, so the modules of one
    level never wait for one another."""

    def __init__(self, graph: dict) -> None:
        """``graph``: a module -> the modules it imports (each a key of ``graph``)."""
        self.level: dict = {}
        found = components(graph)
        component_of = {node: number for number, members in enumerate(found) for node in members}
        depth = [0] * len(found)
        for number in reversed(range(len(found))):  # importers first
            for node in found[number]:
                for target in graph[node]:
                    below = component_of[target]
                    if below != number:
                        depth[below] = max(depth[below], depth[number] + 1)
        for number, members in enumerate(found):
            for node in members:
                self.level[node] = depth[number]

    def ready(self, pending: set) -> set:
        """The modules of ``pending`` that no module of ``pending`` imports, directly or
        through others: those of its lowest level (the members of a cycle together)."""
        lowest = min(self.level[node] for node in pending)
        return {node for node in pending if self.level[node] == lowest}


# ``from .x.y import (a, b)`` / ``import a.b as c, d`` at a line's start: the module, the names.
_IMPORT_NAMES = re.compile(
    r"^[ \t]*(?:from[ \t]+(\.*)[ \t]*([\w.]*)[ \t]+import[ \t]*(\([^)]*\)|[^\n#;]*)|import[ \t]+([^\n#;]+))", re.M
)


def imported_modules(text: str, context: ModuleContext) -> Iterator[str]:
    """The dotted names of the modules ``text`` may import (a package for each module in
    it, and for ``from x import y``, ``x.y`` too: it may be a module)."""
    for match in _IMPORT_NAMES.finditer(text):
        dots, base, names, plain = match.groups()
        if plain is not None:
            modules = [part.split()[0] for part in plain.split(",") if part.split()]
        else:
            if dots:
                base = context.absolute(len(dots), base or None)
            if not base:
                continue
            modules = [base] + [f"{base}.{part.split()[0]}" for part in names.strip("()").split(",") if part.split()]
        for dotted in modules:
            pieces = dotted.split(".")
            if all(piece.isidentifier() for piece in pieces):
                yield from (".".join(pieces[:end]) for end in range(1, len(pieces) + 1))


def components(graph: dict) -> list:
    """The strongly connected components of ``graph`` (node -> its successors), each
    after every component it reaches (Tarjan's algorithm, without recursion)."""
    number: dict = {}
    low: dict = {}
    stack: list = []
    on_stack: set = set()
    found: list = []
    for root in sorted(graph):
        if root in number:
            continue
        work = [(root, iter(sorted(graph[root])))]
        number[root] = low[root] = len(number)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in number:
                    number[successor] = low[successor] = len(number)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], number[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == number[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(sorted(component))
    return found
