"""Mutable references (``jax.new_ref``, Pallas kernel refs): the values whose
``.at[i].set(v)`` stores in place instead of returning a new array.

A value *may be a ref* when its name says so (``x_ref``, ``o_ref``, ``refs``: the
convention of Pallas and of JAX's ref guide), when it is bound to a ref maker
(:data:`~.jaxapi.REF_MAKERS`), or when it is a parameter (or unpacked from one) of a
function handed to a call that gives refs to its function (``pallas_call``,
``run_scoped``...).  Everything else with ``.at[...]`` is taken for an array.
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import argument, argument_values
from .jaxapi import NUMPY_ARRAYS, PALLAS, PARTIAL, REF_MAKERS, REF_TAKERS
from .names import Names
from .scopes import Assigned, Param, Scope, Unpacked
from .traces import Traces

_TAKER_LEAVES = frozenset(name.rpartition(".")[2] for name in REF_TAKERS)
_CONTAINERS = (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)


def ref_like_name(name: str) -> bool:
    """``x_ref``, ``o_ref``, ``ref``, ``refs``, ``acc_ref_slot``."""
    lowered = name.lower()
    return lowered.endswith(("ref", "refs")) or "_ref" in lowered


def _base_name(node: ast.expr) -> Optional[str]:
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


class Refs:
    def __init__(self, names: Names, traces: Traces) -> None:
        self.names = names
        self.traces = traces
        self._takers: Optional[set] = None  # function Scopes whose parameters are refs

    def _kernels(self) -> set:
        if self._takers is None:
            self._takers = set()
            names = self.names
            for scope in names.scopes:
                for call in scope.calls:
                    func = call.func
                    leaf = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                    if leaf not in _TAKER_LEAVES:
                        continue
                    slot = REF_TAKERS.get(names.qualified_name(func, scope))
                    function = None if slot is None else self.traces.transforms.runs(argument(call, *slot), scope)
                    if function is not None:
                        self._takers.add(function)
            for function in names.functions:  # @partial(pl.pallas_call, out_shape=...) def kernel(...)
                for decorator in getattr(function.node, "decorator_list", ()):
                    outer = function.parent
                    if isinstance(decorator, ast.Call) and names.qualified_name(decorator.func, outer) == PARTIAL:
                        decorator = decorator.args[0] if decorator.args else None
                    if decorator is not None and names.qualified_name(decorator, outer) in REF_TAKERS:
                        self._takers.add(function)
        return self._takers

    def may_be_ref(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` may hold a mutable reference rather than an array."""
        name = _base_name(node)
        if name is None or ref_like_name(name):
            return name is not None
        if not isinstance(node, ast.Name) or depth > 10:
            return False
        for binding in scope.lookup(name) or ():
            if isinstance(binding, Param) and binding.scope in self._kernels():
                return True
            if isinstance(binding, (Assigned, Unpacked)):
                value = binding.value
                if isinstance(value, ast.Call) and (
                    self._calls(value, binding.scope, REF_MAKERS) or self._derived(value, binding.scope, depth)
                ):
                    return True
                if isinstance(binding, Unpacked) and isinstance(value, ast.Name) and self.may_be_ref(
                    value, binding.scope, depth + 1
                ):
                    return True
        return False

    def _derived(self, call: ast.Call, scope: Scope, depth: int) -> bool:
        """A call that may give a ref back: anything of Pallas (``plgpu.remote_ref(y_ref,
        ...)``), a method of a ref (``o_ref.bitcast(...)``), a call handed a ref."""
        qualname = self.names.qualified_name(call.func, scope)
        if qualname is not None and qualname.startswith(PALLAS):
            return True
        func = call.func
        if isinstance(func, ast.Attribute) and self.may_be_ref(func.value, scope, depth + 1):
            return True
        return any(
            isinstance(value, (ast.Name, ast.Attribute, ast.Subscript)) and self.may_be_ref(value, scope, depth + 1)
            for value in argument_values(call)
        )

    def _calls(self, call: ast.Call, scope: Scope, names: frozenset) -> bool:
        return self.names.qualified_name(call.func, scope) in names

    def numpy_or_container(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a name bound only to NumPy arrays or list/dict/set displays (no ``.at``)."""
        if not isinstance(node, ast.Name):
            return False
        bindings = scope.lookup(node.id)
        return bool(bindings) and all(
            isinstance(b, Assigned)
            and (
                isinstance(b.value, _CONTAINERS)
                or isinstance(b.value, ast.Call) and self._calls(b.value, b.scope, NUMPY_ARRAYS)
            )
            for b in bindings
        )
