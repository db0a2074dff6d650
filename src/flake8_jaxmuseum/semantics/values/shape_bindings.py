"""Shapes of what bindings hold, mixed into ShapeInference: an element a ``for`` loop takes, an
element ``a, b = value`` unpacks, one row of the ``xs`` a ``lax.scan`` body is handed, and
whether an index is one integer (which drops its axis whatever its value)."""

from __future__ import annotations

import ast
from typing import Optional

from ..scopes import Assigned, Param, Scope
from .shape_algebra import Shape


class BindingShapes:
    """Shape rules for loop elements, unpacked elements and scanned rows (ShapeInference's)."""

    def _one_integer(self, node: ast.expr, scope: Scope, env: Optional[dict], depth: int) -> bool:
        """``node`` is one integer: a Python int, or a scalar of an integer dtype."""
        if isinstance(node, (ast.Constant, ast.Tuple, ast.List)) or self.sequences.kind(node, scope) is not None:
            return False  # ``x[None]``, ``x[True]``, ``x[[0, 2]]``: not one integer
        if self.sequences.is_int(node, scope):
            return True
        return self.shape_of(node, scope, env, depth + 1) == () and self.dtype_kinds.kind(node, scope) == "int"

    def _unpacked_shape(self, value: ast.expr, index: int, scope: Scope, depth: int) -> Optional[Shape]:
        """The shape of element ``index`` of what ``a, b = value`` unpacks: of a tuple or list
        literal's element, through names bound only to such literals and parameters every
        call hands one (a loop body's ``x, v = state``, its carry a tuple literal)."""
        if depth > 30:
            return None
        if isinstance(value, (ast.Tuple, ast.List)):
            if any(isinstance(e, ast.Starred) for e in value.elts) or not 0 <= index < len(value.elts):
                return None
            return self.shape_of(value.elts[index], scope, None, depth + 1)
        if not isinstance(value, ast.Name) or self._is_rebound(value.id):
            return None
        bindings = self.names.reaching(value.id, scope, value)
        if not bindings:
            return None
        key = ("unpacked", id(value), index)
        if key in self._active:
            return None
        self._active.add(key)
        try:
            shapes = set()
            for binding in bindings:
                if isinstance(binding, Assigned):
                    shapes.add(self._unpacked_shape(binding.value, index, binding.scope, depth + 1))
                elif isinstance(binding, Param):
                    calls, facts = self._fed_calls(binding.scope, value.id) or ((), (1,))
                    if facts or not calls:
                        return None
                    shapes.update(self._unpacked_shape(fed, index, where, depth + 1) for fed, where in calls)
                else:
                    return None
                if None in shapes or len(shapes) > 1:
                    return None
            return shapes.pop() if shapes else None
        finally:
            self._active.discard(key)

    def first_run_shape(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[Shape]:
        """The shape ``node`` holds the first time its code runs: what :meth:`shape_of` proves,
        or, where it cannot tell, for a name, what the bindings earlier in the text that reach
        it agree on.  A loop's ``x = update(x, batch)`` makes x's later shape depend on itself,
        but its first run reads the ``x = jnp.zeros(n)`` before the loop (jax#12627); an alias
        (``batch = x``) is followed to the first run of its value.  What a call does on its first
        run: a donation there deletes the buffer, whatever later runs would do."""
        shape = self.shape_of(node, scope, None, depth)
        if shape is not None or not isinstance(node, ast.Name) or depth > 5 or self._is_rebound(node.id):
            return shape
        shapes = set()
        for binding in self.names.reaching(node.id, scope, node, first_pass=True) or [None]:
            if not isinstance(binding, Assigned):
                return None
            shapes.add(self.first_run_shape(binding.value, binding.scope, depth + 1))
        return shapes.pop() if len(shapes) == 1 else None

    def _element_shape(self, iterable: ast.expr, scope: Scope, depth: int) -> Optional[Shape]:
        """The shape of each element a ``for`` loop takes from ``iterable``: a Python int from
        ``range(...)``; a row of an array (its shape less the first axis); an element of a
        list or tuple literal whose elements all have one shape."""
        if isinstance(iterable, ast.Call) and self.names.is_builtin(iterable.func, scope, "range"):
            return ()
        if isinstance(iterable, (ast.List, ast.Tuple)):
            shapes = {self.shape_of(element, scope, None, depth + 1) for element in iterable.elts}
            return shapes.pop() if len(shapes) == 1 else None
        if not self.arrays.expression(iterable, scope):
            return None  # a list or a generator of arrays: the elements' shapes are not its shape
        shape = self.shape_of(iterable, scope, None, depth + 1)
        return shape[1:] if shape else None

    def _scanned_shape(self, function: Scope, name: str, depth: int) -> Optional[Shape]:
        """The shape of one row of what every ``lax.scan``/``lax.map`` of the module scans into
        ``function``'s ``name`` (an array of proven shape: ``xs.shape[1:]``), or None."""
        key = ("scanned", function, name)
        if key not in self._fed:
            self._fed[key] = None  # a cycle proves nothing
            scanned = self.traces.scanned_arguments(function, name)
            if scanned and name not in function.defaulted and not self.traces.handed_from_project(function, name):
                rows = set()
                for xs, where in scanned:
                    shape = self.shape_of(xs, where, None, depth + 1) if self.arrays.expression(xs, where) else None
                    rows.add(shape[1:] if shape else None)
                self._fed[key] = rows.pop() if len(rows) == 1 else None
        return self._fed[key]
