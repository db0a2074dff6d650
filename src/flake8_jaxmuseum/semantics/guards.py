"""Code where a missing module or attribute is expected, or never looked up.

Compatibility code names old APIs on purpose: in a ``try`` whose handlers catch
``ImportError``/``ModuleNotFoundError``/``AttributeError`` (or ``Exception``, or
everything), body and handlers alike (``try: from jax.extend import linear_util``
``except ImportError: from jax import linear_util``); in a branch chosen by a feature
test (``hasattr(jax, "typeof")``, ``hasattr(aval, "to_tangent_aval")``, ``getattr``), a
version test (``jax.__version_info__ < (0, 4, 26)``, ``if JAX_VERSION >= ...``), or
``TYPE_CHECKING``.  Annotations Python never evaluates (under ``from
__future__ import annotations``, and local variable annotations) look nothing up.
Computed on the first question, from what the walk recorded.
"""

from __future__ import annotations

import ast
from ..astutil import end_of

# Handlers that catch a failed import or attribute lookup.
_CATCHING = frozenset({"ImportError", "ModuleNotFoundError", "AttributeError", "Exception", "BaseException"})
_BRANCHES = ("if", "conditional expression")
_MAX_DEPTH = 20


def _catches_missing(handler: ast.ExceptHandler) -> bool:
    kind = handler.type
    if kind is None:
        return True
    kinds = kind.elts if isinstance(kind, ast.Tuple) else [kind]
    return any(isinstance(k, ast.Name) and k.id in _CATCHING for k in kinds)


def _caught(handlers: list):
    """The class names the handlers catch (the last part of ``jax.errors.X``); None when
    one catches everything (a bare ``except:``)."""
    names = set()
    for handler in handlers:
        kind = handler.type
        if kind is None:
            return None
        for item in kind.elts if isinstance(kind, ast.Tuple) else [kind]:
            if isinstance(item, ast.Name):
                names.add(item.id)
            elif isinstance(item, ast.Attribute):
                names.add(item.attr)
    return frozenset(names)


def _span(first: ast.AST, last: ast.AST) -> tuple:
    return (first.lineno, first.col_offset), end_of(last)


class Guards:
    def __init__(self, scopes: list, tries: list, unevaluated: list) -> None:
        self.scopes = scopes
        self._tries = tries
        self._unevaluated = unevaluated
        self._spans = None  # ((start, end), ...) computed on the first question
        self._handled = None  # ((start, end) of a try body, the names its handlers catch or None: all)

    def covers(self, node: ast.AST) -> bool:
        """``node`` sits in code that expects a name to be missing, or never evaluates it."""
        if self._spans is None:
            self._spans = self._compute()
        where = (node.lineno, node.col_offset)
        return any(start <= where < end for start, end in self._spans)

    def catches(self, node: ast.AST, names: frozenset) -> bool:
        """``node`` runs in the body of a ``try`` one of whose handlers catches an exception
        named in ``names`` (``except jax.errors.ConcretizationTypeError:``, ``except
        TypeError:``, a bare ``except:``): the code expects that error and handles it."""
        if self._handled is None:
            self._handled = [
                (_span(node.body[0], node.body[-1]), _caught(node.handlers))
                for node in self._tries
                if node.body and node.handlers
            ]
        if not self._handled or not hasattr(node, "lineno"):
            return False
        where = (node.lineno, node.col_offset)
        return any(start <= where < end and (caught is None or caught & names) for (start, end), caught in self._handled)

    def _compute(self) -> list:
        spans = [_span(node, node) for node in self._unevaluated]
        for node in self._tries:
            if node.body and any(_catches_missing(handler) for handler in node.handlers):
                spans.append(_span(node.body[0], node.handlers[-1]))
        for scope in self.scopes:
            for test, construct, owner in scope.truth_tests:
                if construct in _BRANCHES and self._compat_test(test, scope, 0):
                    spans.append(_span(owner, owner))
        return spans

    def _compat_test(self, node: ast.expr, scope, depth: int) -> bool:
        """A test that asks which JAX this is: a version, TYPE_CHECKING, hasattr/getattr."""
        if depth > _MAX_DEPTH:
            return False
        if isinstance(node, ast.Name):
            return node.id == "TYPE_CHECKING" or "version" in node.id.lower()
        if isinstance(node, ast.Attribute):
            return (
                node.attr == "TYPE_CHECKING"
                or "version" in node.attr.lower()
                or self._compat_test(node.value, scope, depth + 1)
            )
        if isinstance(node, ast.Call):
            if scope.is_builtin(node.func, "hasattr") or scope.is_builtin(node.func, "getattr"):
                return True
            return any(self._compat_test(part, scope, depth + 1) for part in (node.func, *node.args))
        if isinstance(node, ast.BoolOp):
            return any(self._compat_test(value, scope, depth + 1) for value in node.values)
        if isinstance(node, ast.UnaryOp):
            return self._compat_test(node.operand, scope, depth + 1)
        if isinstance(node, ast.Compare):
            return any(self._compat_test(part, scope, depth + 1) for part in (node.left, *node.comparators))
        if isinstance(node, ast.Subscript):
            return self._compat_test(node.value, scope, depth + 1)
        return False
