"""The order a project is solved in: its import graph, read from the modules' texts.

Entries flow from an importer to the modules it imports (``jax.jit(model.loss)`` in
train.py enters model.py), so a module is best linted after every module that imports
it, directly or not: then a chain of any length is solved in one pass, each module linted
once, and a module is linted as soon as its importers are (no wait for a whole level).
The modules of an import cycle (a strongly connected component) are linted together
until nothing grows.
"""

from __future__ import annotations

import re
from typing import Container, Iterator, Optional

from .semantics.project import ModuleContext


class ImportOrder:
    """The import graph's components (a cycle's modules together), opened importers first:
    a component opens when every component importing it is finished, and is finished once
    open with none of its modules left to lint.  A module of an open component may be
    linted: no module still to lint imports it, directly or not (but its cycle's)."""

    def __init__(self, graph: dict) -> None:
        """``graph``: a module -> the modules it imports (each a key of ``graph``)."""
        self.members = components(graph)
        self._component = {node: number for number, members in enumerate(self.members) for node in members}
        self._imports: list = [set() for _ in self.members]  # a component -> the components it imports
        for number, members in enumerate(self.members):
            for node in members:
                self._imports[number].update(self._component[target] for target in graph[node])
            self._imports[number].discard(number)
        self._importers_left = [0] * len(self.members)  # importing components not finished yet
        for imported in self._imports:
            for number in imported:
                self._importers_left[number] += 1
        self._finished = [False] * len(self.members)

    def component(self, node) -> int:
        return self._component[node]

    def together(self, first, second) -> bool:
        """``first`` and ``second`` are of one component (an import cycle)."""
        number = self._component.get(first)
        return number is not None and number == self._component.get(second)

    def roots(self) -> list:
        """The components open from the start: those no other imports."""
        return [number for number, left in enumerate(self._importers_left) if not left]

    def is_open(self, node) -> bool:
        return not self._importers_left[self._component[node]]

    def finish(self, number: int) -> list:
        """Component ``number`` (open) is done: the components that open now."""
        if self._finished[number]:
            return []
        self._finished[number] = True
        opened = []
        for below in sorted(self._imports[number]):
            self._importers_left[below] -= 1
            if not self._importers_left[below]:
                opened.append(below)
        return opened


# ``from .x.y import (a, b)`` / ``import a.b as c, d`` at a line's start: the module, the names.
# It starts with the newline before the line, and is searched in the text after a newline (a
# pattern starting at ``^`` is tried at every offset; one starting with a character, found by a
# scan for it: 2x faster).  No match ends with a newline, so each line's is still there to find.
_IMPORT_NAMES = re.compile(
    r"\n[ \t]*(?:from[ \t]+(\.*)[ \t]*([\w.]*)[ \t]+import[ \t]*(\([^)]*\)|[^\n#;]*)|import[ \t]+([^\n#;]+))"
)


def import_statements(text: str) -> Iterator:
    """The matches of :data:`_IMPORT_NAMES` in ``text``."""
    return _IMPORT_NAMES.finditer("\n" + text)


def imported_modules(text: str, context: ModuleContext, tops: Optional[Container] = None) -> Iterator[str]:
    """The dotted names of the modules ``text`` may import (a package for each module in
    it, and for ``from x import y``, ``x.y`` too: it may be a module); with ``tops``, only
    those whose top-level name is one of them (a project's: the rest cannot be its modules)."""
    for match in import_statements(text):
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
            if tops is not None and pieces[0] not in tops:
                continue
            if all(piece.isidentifier() for piece in pieces):
                yield from (".".join(pieces[:end]) for end in range(1, len(pieces) + 1))


def names_imported_from(text: str, context: ModuleContext, tops: Container) -> Iterator[tuple]:
    """(module, name) for each name ``text`` may import by ``from module import name`` from a
    module whose top-level name is one of ``tops`` (relative imports made absolute)."""
    for match in import_statements(text):
        dots, base, names, plain = match.groups()
        if plain is not None:
            continue
        if dots:
            base = context.absolute(len(dots), base or None)
        if not base or base.split(".", 1)[0] not in tops:
            continue
        for part in names.strip("()").split(","):
            if part.split() and part.split()[0].isidentifier():
                yield base, part.split()[0]


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
