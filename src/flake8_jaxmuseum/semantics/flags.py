"""Constant flags: keyword-only parameters that every call of the module leaves at their
literal default (``def f(x, *, validate=True)``, jitted and called as ``f(x)``).  A
default the caller does not pass stays the Python value it is, under any trace, so a
branch that value rules out (``if not validate: ...``) never runs under the trace.

Only keyword-only parameters: the one way to pass one is ``validate=...`` (or ``**``),
so reading every call's keywords finds every value handed to it, through jit, partial
or a framework's apply alike.  Anything unread (a value that is not a literal, a
``**`` call of something that may be the function, another module of the project
handing the parameter) leaves the flag unknown, and the branch is read as it is.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..astutil import FUNCTION_DEFS, end_of, statements_around
from .scopes import Param, Scope

_UNKNOWN = object()


class ConstantFlags:
    def __init__(
        self,
        scopes: list,
        library_callee: Callable[[ast.Call, Scope], bool],
        handed_elsewhere: Callable[[Scope, str], bool],
    ) -> None:
        """``library_callee(call, scope)``: the call provably runs a library's callable,
        which cannot be a function of this module; ``handed_elsewhere(function, name)``:
        another module of the project hands ``function`` its parameter ``name``."""
        self._scopes = scopes
        self._library_callee = library_callee
        self._handed_elsewhere = handed_elsewhere
        self._passed: Optional[dict] = None  # keyword name -> [values passed], on the first question
        self._unpacking = False  # some call of something unknown unpacks ``**`` keywords
        self._values: dict = {}  # (function, name) -> its one value, or _UNKNOWN

    def skipped(self, node: ast.AST, function: Scope) -> bool:
        """``node`` sits in a branch of ``function`` that its constant flags rule out."""
        if not hasattr(node, "lineno") or not function.keyword_only:
            return False
        where = (node.lineno, node.col_offset)
        for test, taken in branches_around(function.node, where):
            if self._truth(test, function) == (not taken):
                return True
        return False

    def _truth(self, test: ast.expr, function: Scope):
        """The truth of ``test`` read from constant flags and literals; None when unknown."""
        value = self._value(test, function)
        return None if value is _UNKNOWN else bool(value)

    def _value(self, node: ast.expr, function: Scope):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return self._flag(function, node.id)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            operand = self._value(node.operand, function)
            return _UNKNOWN if operand is _UNKNOWN else not operand
        if isinstance(node, ast.BoolOp):
            # Short-circuit: ``validate and check(x)`` is False once validate is.
            stops_at = not isinstance(node.op, ast.And)
            for item in node.values:
                value = self._value(item, function)
                if value is _UNKNOWN or bool(value) == stops_at:
                    return value
            return value
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left = self._value(node.left, function)
            right = self._value(node.comparators[0], function)
            if left is _UNKNOWN or right is _UNKNOWN:
                return _UNKNOWN
            op = node.ops[0]
            if isinstance(op, ast.Is):
                return left is right
            if isinstance(op, ast.IsNot):
                return left is not right
            if isinstance(op, ast.Eq):
                return left == right
            if isinstance(op, ast.NotEq):
                return left != right
        return _UNKNOWN

    def _flag(self, function: Scope, name: str):
        """The one value a keyword-only parameter holds on every call; _UNKNOWN otherwise."""
        key = (function, name)
        if key not in self._values:
            self._values[key] = self._solve(function, name)
        return self._values[key]

    def _solve(self, function: Scope, name: str):
        if name not in function.keyword_only or function.bindings.get(name) != [Param(function, name)]:
            return _UNKNOWN  # not a keyword-only parameter, or rebound in the body
        arguments = function.node.args
        default = arguments.kw_defaults[[a.arg for a in arguments.kwonlyargs].index(name)]
        if not isinstance(default, ast.Constant):
            return _UNKNOWN
        if self._passed is None:
            self._read_calls()
        if self._unpacking or self._handed_elsewhere(function, name):
            return _UNKNOWN
        for value in self._passed.get(name, ()):
            if not isinstance(value, ast.Constant) or value.value != default.value or type(value.value) is not type(default.value):
                return _UNKNOWN
        return default.value

    def _read_calls(self) -> None:
        self._passed = {}
        for scope in self._scopes:
            for call in scope.calls:
                for item in call.keywords:
                    if item.arg is not None:
                        self._passed.setdefault(item.arg, []).append(item.value)
                    elif not self._library_callee(call, scope):
                        self._unpacking = True


def branches_around(function: ast.AST, where: tuple):
    """(test, taken) for each ``if`` of ``function``'s own body (not its nested defs)
    whose branch holds position ``where``: taken is True in the body, False in the else."""
    for statement in statements_around(function.body if isinstance(function, FUNCTION_DEFS) else [], where):
        if isinstance(statement, ast.If):
            for block, taken in ((statement.body, True), (statement.orelse, False)):
                if block and (block[0].lineno, block[0].col_offset) <= where < end_of(block[-1]):
                    yield statement.test, taken
