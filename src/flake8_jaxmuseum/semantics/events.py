"""Where code runs within one scope: its *events* (see :mod:`.flow`) in source order, the
event a node belongs to, and how the node runs within it (at once, in a branch, once per
element of a comprehension, or later, in a nested function)."""

from __future__ import annotations

import ast
from bisect import bisect_right
from typing import Optional

from ..astutil import end_of
from .scopes import Scope

MAX_NESTING = 80  # deeper compound statements: give up (every answer is then "anything")

_MATCH = getattr(ast, "Match", None)
_TRY = tuple(t for t in (ast.Try, getattr(ast, "TryStar", None)) if t is not None)
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_CONDITIONAL_PARTS = {ast.IfExp: ("body", "orelse"), ast.BoolOp: ("values",)}

# Context managers that swallow the exceptions raised in their body (by the name called).
SWALLOWING_CONTEXTS = frozenset(
    {"raises", "assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "assert_raises", "assert_raises_regex",
     "suppress"}
)


# Context managers that check the warnings their body emits (the body runs to be checked).
WARNING_CHECKS = frozenset(
    {"warns", "assertWarns", "assertWarnsRegex", "assertNoWarnings", "assert_warns", "deprecated_call"}
)


def _manager_name(item: ast.withitem) -> Optional[str]:
    call = item.context_expr
    if not isinstance(call, ast.Call):
        return None
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def swallows(item: ast.withitem) -> bool:
    """``with pytest.raises(E):``, ``with self.assertRaises(E):``, ``with suppress(E):``."""
    return _manager_name(item) in SWALLOWING_CONTEXTS


def checks(item: ast.withitem) -> bool:
    """A manager whose body runs to be checked: it raises, or warns (``pytest.warns``,
    ``self.assertNoWarnings()``), or an exception is swallowed."""
    name = _manager_name(item)
    return name in SWALLOWING_CONTEXTS or name in WARNING_CHECKS


class GiveUp(Exception):
    """The code nests too deeply to follow."""


def _start(node: ast.AST) -> tuple:
    start = (node.lineno, node.col_offset)
    for decorator in getattr(node, "decorator_list", ()):
        start = min(start, (decorator.lineno, decorator.col_offset))
    return start


class Events:
    """A scope's events in source order, to find the one a node runs in, and the
    ``with`` blocks that swallow exceptions around them."""

    def __init__(self, scope: Scope) -> None:
        self.scope = scope
        self.nodes: list = []  # events with a position, sorted by start
        self.starts: list = []
        self.ends: list = []
        self.swallowed_by: dict = {}  # id(event) -> the innermost swallowing With around it
        self.checked_by: dict = {}  # id(event) -> the innermost With that checks it (raises, warns)
        self._parents: dict = {}  # id(event) -> {id(node): (parent, field)}
        found: list = []
        node = scope.node
        if isinstance(node, ast.Lambda):
            found.append((_start(node.body), end_of(node.body), node.body, None, None))
        else:
            self._collect(node.body, found, None, None, 0)
        found.sort(key=lambda item: item[0])
        for start, end, event, swallowing, checking in found:
            self.starts.append(start)
            self.ends.append(end)
            self.nodes.append(event)
            if swallowing is not None:
                self.swallowed_by[id(event)] = swallowing
            if checking is not None:
                self.checked_by[id(event)] = checking
        self.ids = {id(event) for event in self.nodes}

    def _collect(self, statements: list, found: list, swallowing, checking, depth: int) -> None:
        if depth > MAX_NESTING:
            raise GiveUp

        def add(event, start=None, end=None):
            found.append((start or _start(event), end or end_of(event), event, swallowing, checking))

        for node in statements:
            kind = type(node)
            if kind is ast.If or kind is ast.While:
                add(node.test)
            elif kind is ast.For or kind is ast.AsyncFor:
                add(node.iter)
                add(node.target)
            elif kind is ast.With or kind is ast.AsyncWith:
                for item in node.items:
                    last = item.optional_vars if item.optional_vars is not None else item.context_expr
                    add(item, _start(item.context_expr), end_of(last))
                if any(swallows(item) for item in node.items):
                    self._collect(node.body, found, node, node, depth + 1)
                    continue
                if any(checks(item) for item in node.items):
                    self._collect(node.body, found, swallowing, node, depth + 1)
                    continue
            elif kind in _TRY:
                for handler in node.handlers:
                    start = _start(handler)
                    add(handler, start, end_of(handler.type) if handler.type is not None else start)
            elif _MATCH is not None and kind is _MATCH:
                add(node.subject)
                for case in node.cases:
                    add(case.pattern)
                    if case.guard is not None:
                        add(case.guard)
                    self._collect(case.body, found, swallowing, checking, depth + 1)
                continue
            else:
                add(node)
                continue
            for field in ("body", "orelse", "finalbody"):
                self._collect(getattr(node, field, None) or [], found, swallowing, checking, depth + 1)
            for handler in getattr(node, "handlers", ()):
                self._collect(handler.body, found, swallowing, checking, depth + 1)

    def at(self, node: ast.AST) -> Optional[ast.AST]:
        """The event in which ``node`` (a node of this scope's code) runs."""
        if id(node) in self.ids:
            return node
        position = (node.lineno, node.col_offset)
        index = bisect_right(self.starts, position) - 1
        if index >= 0 and end_of(node) <= self.ends[index]:
            return self.nodes[index]
        return None

    def path(self, event: ast.AST, node: ast.AST) -> list:
        """(ancestor, field) pairs from ``node``'s parent up to ``event``."""
        parents = self._parents.get(id(event))
        if parents is None:
            parents = self._parents[id(event)] = {}
            stack = [event]
            while stack:
                parent = stack.pop()
                for field, value in ast.iter_fields(parent):
                    children = value if isinstance(value, list) else (value,)
                    for child in children:
                        if isinstance(child, ast.AST):
                            parents[id(child)] = (parent, field)
                            stack.append(child)
        chain = []
        current = node
        while current is not event and id(current) in parents:
            parent, field = parents[id(current)]
            chain.append((parent, field, current))
            current = parent
        return chain


# Where a node runs within its event.
INLINE = "inline"  # when the event runs
DEFERRED = "deferred"  # later, maybe many times: in a nested def or lambda body, a generator expression
REPEATED = "repeated"  # when the event runs, once per element: in a comprehension's element, condition...
CONDITIONAL = "conditional"  # when the event runs, maybe not: a branch of ``a if t else b``, ``a and b``


def placement(chain: list, name: Optional[str] = None, sites: Optional[list] = None) -> tuple:
    """(how, comprehension): how the node at the bottom of ``chain`` (from :meth:`Events.path`)
    runs relative to its event, and, for ``name``, the innermost comprehension whose targets
    bind it (the node then reads that comprehension's variable)."""
    how = INLINE
    for parent, field, child in chain:
        if isinstance(parent, (ast.Lambda, *_DEFS[:2])) and field == "body":
            return DEFERRED, None
        if isinstance(parent, ast.comprehension):
            continue
        if isinstance(parent, _COMPREHENSIONS):
            first = parent.generators[0]
            if child is first and _came_through(chain, first, "iter"):
                continue  # the first iterable is evaluated in the enclosing scope, at once
            if name is not None and sites is not None:
                if any(site in parent.generators for site in sites):
                    return how, parent
            if isinstance(parent, ast.GeneratorExp):
                return DEFERRED, None
            how = REPEATED
        elif type(parent) in _CONDITIONAL_PARTS and field in _CONDITIONAL_PARTS[type(parent)]:
            if not (field == "values" and child is parent.values[0]) and how is INLINE:
                how = CONDITIONAL
    return how, None


def _came_through(chain: list, parent: ast.AST, field: str) -> bool:
    return any(p is parent and f == field for p, f, _ in chain)
