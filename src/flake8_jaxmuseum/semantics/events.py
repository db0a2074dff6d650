"""Where code runs within one scope: its *events* (see :mod:`.flow`) in source order, the
event a node belongs to, and how the node runs within it (at once, in a branch, once per
element of a comprehension, or later, in a nested function)."""

from __future__ import annotations

import ast
from bisect import bisect_right
from typing import Optional

from ..astutil import end_of, spelled_name
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
    return spelled_name(call.func)


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
                for field in parent._fields:  # as ast.iter_fields, without a generator per node
                    value = getattr(parent, field, None)
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


LOOPS = (ast.For, ast.AsyncFor, ast.While)
_OWN_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, *_COMPREHENSIONS)
_BLOCK_PARTS = (ast.stmt, ast.excepthandler, *(t for t in (getattr(ast, "match_case", None),) if t is not None))


def loops_of(scope: Scope) -> list:
    """The loops of ``scope``'s own code (not those of nested defs, classes, lambdas): walked
    once per scope (the summary and JXM023 ask it of every call in a loop; a training
    script's main() holds thousands of statements)."""
    if scope.own_loops is not None:
        return scope.own_loops
    node = scope.node
    found, stack = [], list(node.body) if isinstance(node.body, list) else []
    while stack:
        current = stack.pop()
        if isinstance(current, _OWN_SCOPES):
            continue
        if isinstance(current, LOOPS):
            found.append(current)
        stack.extend(c for c in ast.iter_child_nodes(current) if isinstance(c, _BLOCK_PARTS))
    scope.own_loops = found
    return found


def comprehensions_of(scope: Scope, keep) -> list:
    """The comprehensions of ``scope``'s own code (nested ones too, not those of nested defs,
    classes, lambdas), inside the statements ``keep(statement)`` picks: a rule reads only the
    statements that can hold what it looks for."""
    node = scope.node
    found, stack = [], list(node.body) if isinstance(node.body, list) else []
    while stack:
        current = stack.pop()
        if isinstance(current, _COMPREHENSIONS):
            found.append(current)
        elif isinstance(current, _OWN_SCOPES):
            continue
        elif isinstance(current, ast.stmt) and not keep(current):
            continue
        stack.extend(ast.iter_child_nodes(current))
    return found


def loop_kind(scope: Scope, node: ast.AST) -> Optional[str]:
    """"while" or "for": the kind of a loop of ``scope``'s own code that holds ``node`` (a
    while loop if any does); None when none does."""
    where = (node.lineno, node.col_offset)
    kinds = {"while" if isinstance(loop, ast.While) else "for" for loop in loops_of(scope)
             if (loop.lineno, loop.col_offset) <= where <= (loop.end_lineno, loop.end_col_offset)}
    return "while" if "while" in kinds else next(iter(kinds), None)


def innermost_loop(scope: Scope, node: ast.AST) -> Optional[ast.stmt]:
    """The innermost ``for``/``while`` of ``scope``'s own code around ``node``; None when none is."""
    if not scope.in_loop(node):
        return None  # (the indexer's loop spans say so without walking the scope's loops)
    where = (node.lineno, node.col_offset)
    around = [loop for loop in loops_of(scope)
              if (loop.lineno, loop.col_offset) <= where <= (loop.end_lineno, loop.end_col_offset)]
    return max(around, key=lambda loop: (loop.lineno, loop.col_offset), default=None)


def changed_in(loop: ast.stmt) -> frozenset:
    """The names ``loop`` binds, or stores an attribute or item of (``model.lr = lr``): a
    name not among them holds the same object on every iteration (``model`` of
    ``model.step(x)``).  Ask it once per loop: it walks the loop's body."""
    return frozenset(bound_in(loop) | _stored_roots(loop))


def _stored_roots(loop: ast.stmt) -> set:
    """The names whose attributes or items the statements of ``loop``'s body assign (``model``
    of ``model.lr = lr``, ``cfg`` of ``cfg["n"] = n``), as :meth:`LoopBody.stored_objects` reads
    them (not in nested loops, defs or classes), without building the body: assignments are
    statements, so only statements are walked."""
    roots, stack = set(), list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (*LOOPS, *_OWN_SCOPES)):
            continue
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                root = _written_root(target)
                if root is not None:
                    roots.add(root)
        stack.extend(child for child in ast.iter_child_nodes(node) if isinstance(child, _BLOCK_PARTS))
    return roots


def _written_root(target: ast.expr) -> Optional[str]:
    """The name an attribute or item target is written on (``self`` of ``self.a[i]``, ``a`` of
    ``a.f(x).b``: the text before its first ``.`` or ``[``); None for a name, or when that text
    is no name (``f(x).b``)."""
    if not isinstance(target, (ast.Attribute, ast.Subscript)):
        return None
    node, above = target, None
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node, above = (node.func if isinstance(node, ast.Call) else node.value), node
    return node.id if isinstance(node, ast.Name) and not isinstance(above, ast.Call) else None


def steady_in(changed: frozenset, value: Optional[ast.expr]) -> bool:
    """``value`` holds the same object on every iteration of the loop whose
    :func:`changed_in` is ``changed``."""
    return isinstance(value, ast.Name) and value.id not in changed


class LoopBody:
    """What runs on each iteration of a loop and of no loop inside it: its body, not its
    ``else``, not nested loops (they are their own), not the bodies of defs, lambdas and
    comprehensions made there (they run later, or once per element), though those nodes
    themselves are in; with each node's parent."""

    def __init__(self, loop: ast.stmt) -> None:
        self.loop = loop
        self.nodes: list = []
        self._parents: dict = {}
        stack = list(reversed(loop.body))
        while stack:
            node = stack.pop()
            self.nodes.append(node)
            if isinstance(node, (*LOOPS, *_OWN_SCOPES)):
                continue
            children = list(ast.iter_child_nodes(node))
            for child in children:
                self._parents[id(child)] = node
            stack.extend(reversed(children))
        self.called = {n.func.id for n in self.nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        self.defs = {n.name: n for n in self.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
        self.statements = {id(statement) for statement in loop.body}  # directly in the body

    def parent(self, node: ast.AST) -> Optional[ast.AST]:
        return self._parents.get(id(node))

    @classmethod
    def of_comprehension(cls, comprehension: ast.expr) -> "LoopBody":
        """What runs for each element of ``comprehension``: its element expression (a dict
        comprehension's key and value), as a loop's body; no statement of its own."""
        parts = [comprehension.key, comprehension.value] if isinstance(comprehension, ast.DictComp) else [
            comprehension.elt]
        body = cls.__new__(cls)
        body.loop, body.nodes, body._parents = comprehension, [], {}
        stack = list(reversed(parts))
        while stack:
            node = stack.pop()
            body.nodes.append(node)
            if isinstance(node, (*LOOPS, *_OWN_SCOPES)):
                continue
            children = list(ast.iter_child_nodes(node))
            for child in children:
                body._parents[id(child)] = node
            stack.extend(reversed(children))
        body.called = {n.func.id for n in body.nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        body.defs, body.statements = {}, set()
        return body

    def stored_objects(self) -> set:
        """The attributes and items the body assigns, as written (``self.lr``, ``cfg["n"]``)."""
        return {
            ast.unparse(target)
            for node in self.nodes
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, (ast.Attribute, ast.Subscript))
        }


def bound_in(statement: ast.stmt) -> set:
    """The names ``statement`` (a loop: its target and body) binds in its own scope: stores,
    ``del``, defs, classes, imports, ``except ... as``; not those bound inside a nested def,
    lambda, class or comprehension (their own scope)."""
    names, stack = set(), [statement]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).partition(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.NamedExpr):
            names.add(node.target.id)
        if node is not statement and isinstance(node, _OWN_SCOPES):
            if hasattr(node, "name"):
                names.add(node.name)
            continue
        stack.extend(ast.iter_child_nodes(node))
    return names


class Reads:
    """What a def, lambda or expression reads and does when it runs: ``outside`` the names it
    reads from the scopes around it (minus those it binds: its parameters and locals at any
    depth), ``own`` those it binds, ``objects`` the attributes and items it reads as written,
    ``outside_attributes`` the ``name.attr`` reads of an outside name, ``calls`` every call,
    ``mutates`` whether it stores into an attribute or item or declares a name global."""

    def __init__(self, node: ast.AST) -> None:
        loaded, own, self.objects, attributes, self.calls = [], set(), set(), [], []
        self.mutates = False
        for inner in ast.walk(node):
            if isinstance(inner, ast.Name):
                (loaded.append(inner) if isinstance(inner.ctx, ast.Load) else own.add(inner.id))
            elif isinstance(inner, ast.arg):
                own.add(inner.arg)
            elif isinstance(inner, ast.Call):
                self.calls.append(inner)
            elif isinstance(inner, (ast.Global, ast.Nonlocal)):
                self.mutates = True
            if isinstance(inner, (ast.Attribute, ast.Subscript)):
                if isinstance(inner.ctx, ast.Load):
                    self.objects.add(ast.unparse(inner))
                    if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name):
                        attributes.append(inner)
                else:
                    self.mutates = True
        self.own = own
        self.outside_names = [name for name in loaded if name.id not in own]
        self.outside = {name.id for name in self.outside_names}
        self.outside_attributes = [a for a in attributes if a.value.id not in own]
