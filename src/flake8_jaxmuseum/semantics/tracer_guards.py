"""Tracer guards: code that runs only when a name holds no tracer.

Functions that serve both traced and plain callers test what they were handed and
branch: ``if isinstance(scale, jax.core.Tracer): return lax.cond(scale > 0, ...)``
followed by ``if scale > 0:``, or ``if not isinstance(x, jax.Array) and x > 0``, or
``if isinstance(n, int) and n > 1``.  Where such a test rules a tracer out (the else of
an ``isinstance`` against a tracer class: every tracer is a ``jax.core.Tracer`` and a
``jax.Array``; the body of one against Python's scalar types), the name is a Python
value, whatever the trace hands the function: a truth test of it there raises nothing.

A guard holds over its ``if``'s branch, over the statements after an ``if`` whose
body always leaves the block (``return``, ``raise``, ``continue``, ``break``), over the
right operand of ``and``/``or`` and over a conditional expression's arms, as long as
the name is not bound again in between (the same bindings reach the use as the test).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import FUNCTION_DEFS
from .jaxapi import PYTHON_SCALAR_TYPES, TRACER_CLASSES
from .names import Names
from .scopes import Defined, Imported, Scope

_LEAVES = (ast.Return, ast.Raise, ast.Continue, ast.Break)


class TracerGuards:
    def __init__(self, names: Names) -> None:
        self.names = names

    def rules_out(self, node: ast.expr, function: Scope) -> bool:
        """Every value name ``node`` reads holds no tracer where ``node`` runs (and it reads one)."""
        if not hasattr(node, "lineno") or not isinstance(function.node, FUNCTION_DEFS):
            return False
        read = [name for name in ast.walk(node) if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Load)
                and not self._names_no_value(name, function)]
        if not read:
            return False
        guards = list(_guards_around(function.node, node))
        return bool(guards) and all(
            any(self._holds(test, name, function) for test in guards) for name in read
        )

    def excludes(self, name: ast.Name, function: Scope, kind: str) -> bool:
        """Where ``name`` is read, an ``isinstance`` test against the builtin ``kind`` (``"list"``
        or ``"tuple"``) was false, the same bindings reaching it: it holds no such value there
        (``if isinstance(out, tuple): return ...`` then ``jnp.sum(out)``, the branch a generic
        helper keeps for an array)."""
        if not hasattr(name, "lineno") or not isinstance(function.node, FUNCTION_DEFS):
            return False
        for test, truth in _guards_around(function.node, name):
            for tested in _not_instances(test, truth, kind, function):
                if tested.id == name.id and self._same_bindings(tested, name, function):
                    return True
        return False

    def _names_no_value(self, name: ast.Name, function: Scope) -> bool:
        """A module, a function or a class: nothing a trace hands over."""
        bindings = function.lookup(name.id)
        return bool(bindings) and all(isinstance(b, (Imported, Defined)) for b in bindings)

    def _holds(self, guard: tuple, name: ast.Name, function: Scope) -> bool:
        """``guard`` (a test and the truth it has where ``name`` runs) rules a tracer out of ``name``."""
        test, truth = guard
        for tested in _untraced(test, truth, self._class_kind, function):
            if tested.id == name.id and self._same_bindings(tested, name, function):
                return True
        return False

    def _same_bindings(self, tested: ast.Name, use: ast.Name, function: Scope) -> bool:
        before = self.names.reaching(tested.id, function, tested)
        after = self.names.reaching(use.id, function, use)
        return bool(before) and {id(b) for b in before} == {id(b) for b in after}

    def _class_kind(self, node: ast.expr, function: Scope) -> Optional[str]:
        """"tracer" for a class every tracer is an instance of, "python" for a Python scalar type."""
        if isinstance(node, ast.Name) and function.is_builtin(node, node.id) and node.id in PYTHON_SCALAR_TYPES:
            return "python"
        if self.names.qualified_name(node, function) in TRACER_CLASSES:
            return "tracer"
        return None


def _proven_names(test: ast.expr, truth: bool, isinstance_proves, function: Scope) -> Iterator[ast.Name]:
    """The names of which ``test`` proves something when it evaluates to ``truth``: through
    ``not``, ``and`` and ``or``, each ``isinstance(name, classes)`` test that
    ``isinstance_proves(classes, truth)`` (a list of class expressions) says proves it."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        yield from _proven_names(test.operand, not truth, isinstance_proves, function)
    elif isinstance(test, ast.BoolOp):
        # All of ``a and b`` hold when it is true; all of ``a or b`` fail when it is false.
        if isinstance(test.op, ast.And) == truth:
            for value in test.values:
                yield from _proven_names(value, truth, isinstance_proves, function)
    elif (isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == "isinstance"
          and function.is_builtin(test.func, "isinstance") and len(test.args) == 2 and not test.keywords
          and isinstance(test.args[0], ast.Name)):
        classes = test.args[1].elts if isinstance(test.args[1], ast.Tuple) else [test.args[1]]
        if isinstance_proves(classes, truth):
            yield test.args[0]


def _untraced(test: ast.expr, truth: bool, class_kind, function: Scope) -> Iterator[ast.Name]:
    """The names ``test`` proves hold no tracer when it evaluates to ``truth``."""

    def proves(classes: list, truth: bool) -> bool:
        kinds = [class_kind(item, function) for item in classes]
        return not truth and "tracer" in kinds or truth and bool(kinds) and all(kind == "python" for kind in kinds)

    return _proven_names(test, truth, proves, function)


def _not_instances(test: ast.expr, truth: bool, kind: str, function: Scope) -> Iterator[ast.Name]:
    """The names ``test`` proves not instances of the builtin class ``kind`` when it evaluates to ``truth``."""

    def proves(classes: list, truth: bool) -> bool:
        return not truth and any(isinstance(item, ast.Name) and item.id == kind and function.is_builtin(item, kind)
                                 for item in classes)

    return _proven_names(test, truth, proves, function)


def _guards_around(function: ast.AST, node: ast.AST) -> Iterator[tuple]:
    """(test, its truth where ``node`` runs) for each test of ``function``'s own code
    (not its nested defs) that ``node`` runs only after, with that truth."""
    where = (node.lineno, node.col_offset)
    block = list(function.body)
    while block:
        following = []  # tests whose failure the rest of this block runs under
        inner: Optional[list] = None
        for statement in block:
            if _before(where, statement):
                break
            if _inside(where, statement):
                if isinstance(statement, (*FUNCTION_DEFS, ast.ClassDef)):
                    return
                yield from following
                yield from _in_statement(statement, where)
                inner = _inner_block(statement, where)
                break
            if isinstance(statement, ast.If) and statement.body and isinstance(statement.body[-1], _LEAVES):
                following.append((statement.test, False))
        block = inner or []


def _in_statement(statement: ast.stmt, where: tuple) -> Iterator[tuple]:
    if isinstance(statement, ast.If):
        for branch, truth in ((statement.body, True), (statement.orelse, False)):
            if branch and _within(where, branch[0], branch[-1]):
                yield statement.test, truth
    # Expressions of the statement itself (not of its blocks): and/or and conditional arms.
    for field in ("test", "value", "iter", "exc", "msg"):
        expression = getattr(statement, field, None)
        if isinstance(expression, ast.expr) and _inside(where, expression):
            yield from _in_expression(expression, where)


def _in_expression(expression: ast.expr, where: tuple) -> Iterator[tuple]:
    for node in ast.walk(expression):
        if isinstance(node, ast.BoolOp):
            for index, value in enumerate(node.values[1:], 1):
                if _inside(where, value):
                    truth = isinstance(node.op, ast.And)
                    for earlier in node.values[:index]:
                        yield earlier, truth
        elif isinstance(node, ast.IfExp):
            for arm, truth in ((node.body, True), (node.orelse, False)):
                if _inside(where, arm):
                    yield node.test, truth


def _inner_block(statement: ast.stmt, where: tuple) -> Optional[list]:
    for field in ("body", "orelse", "finalbody"):
        block = getattr(statement, field, None)
        if block and isinstance(block, list) and _within(where, block[0], block[-1]):
            return block
    for handler in getattr(statement, "handlers", ()):
        if handler.body and _within(where, handler.body[0], handler.body[-1]):
            return handler.body
    for case in getattr(statement, "cases", ()):
        if case.body and _within(where, case.body[0], case.body[-1]):
            return case.body
    return None


def _before(where: tuple, node: ast.AST) -> bool:
    return where < (node.lineno, node.col_offset)


def _inside(where: tuple, node: ast.AST) -> bool:
    return (node.lineno, node.col_offset) <= where < (node.end_lineno, node.end_col_offset)


def _within(where: tuple, first: ast.AST, last: ast.AST) -> bool:
    return (first.lineno, first.col_offset) <= where < (last.end_lineno, last.end_col_offset)
