"""PRNG keys as values: which expressions provably hold a key (a typed ``key<fry>`` array, or
the raw ``uint32`` key data ``PRNGKey`` builds), never a number of any other kind.

Proven from what builds a key whatever it is handed (or raises): ``jax.random.key(...)``,
``jax.random.PRNGKey(...)``, ``fold_in(...)``, ``wrap_key_data(...)``, and ``split(...)``, an
array of keys whose elements are keys too (``split(key)[0]``, ``key, sub = split(key)``, ``for
sub in split(key, 4)``);
``clone(k)`` of a key (clone hands an int through); a name every binding of which reaching
the use is one; a parameter every call of the module (and of its project) hands one, as it
is or through jit (a traced key is a key), not through vmap or as scan's slices; a call of a
def of the module every ``return`` of which is one, by name (a plain def) or as a method of
its instance (``key = self.make_key(73)``, jax's test_grad_of_prng_key).  Whatever else (a
parameter of unseen callers, a library function's result, a ``key_data`` array) is unknown.

``tests/probes/integer_inputs.py`` evaluates each form under JAX and holds it to a key.
"""

from __future__ import annotations

import ast

from ..jaxapi import KEY_CONSTRUCTORS
from ..names import Names, always_returns
from ..scopes import Assigned, Iterated, Param, Scope, Unpacked
from ..traces import Traces
from ..tracing_kinds import Entry

MAX_DEPTH = 10
# Build a key from whatever they are handed (or raise): a seed, a key and data, key data.
_BUILDERS = KEY_CONSTRUCTORS | {"jax.random.fold_in", "jax.random.wrap_key_data"}
_SPLIT = "jax.random.split"  # an array of keys along axis 0
_CLONE = "jax.random.clone"  # its argument, as it is (a key stays a key)
# How a key arrives as it was built: as it is, or traced by jit (or filter_jit).
_KEEPING = (Entry.DIRECT, Entry.STAGED, Entry.FILTERED)
_KEPT = frozenset(entry.value for entry in _KEEPING)  # as the project's entries name them


class KeyValues:
    def __init__(self, names: Names, traces: Traces) -> None:
        self.names = names
        self.traces = traces
        self._active: set = set()
        self._returning: dict = {}  # id(def's scope) -> every return of it holds a key

    def holds(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` provably holds a PRNG key, or an array of them (``split(key, 4)``)."""
        return self._key(node, scope, depth, arrays=False)

    def _key(self, node: ast.expr, scope: Scope, depth: int, arrays: bool) -> bool:
        """A key (or, ``arrays``: only an array of keys, whose elements are keys)."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, ast.Call):
            func = node.func
            if not isinstance(func, (ast.Name, ast.Attribute)) or any(
                    isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
                return False
            qualname = self.names.qualified_name(func, scope)
            if qualname == _SPLIT:
                return True
            if arrays:
                return False
            if qualname in _BUILDERS:
                return True
            if qualname == _CLONE:
                return len(node.args) == 1 and self._key(node.args[0], scope, depth + 1, False)
            # A def of the module (no library name) that builds the key: asked of its returns once.
            return qualname is None and self._returned(node, scope, depth)
        if isinstance(node, ast.Subscript):
            # An element of an array of keys: ``split(key)[1]``, ``keys[i]`` (one index, not a slice).
            if arrays or isinstance(node.slice, (ast.Slice, ast.Tuple)):
                return False
            return self._key(node.value, scope, depth + 1, True)
        if isinstance(node, ast.Name):
            return self._name(node, scope, depth, arrays)
        return False

    def _returned(self, call: ast.Call, scope: Scope, depth: int) -> bool:
        """``call`` runs a def of the module every ``return`` of which holds a key: a plain def
        called by name (no transform), or a method called on ``self`` or an instance of a class
        of the module (its instance bound)."""
        transforms = self.traces.transforms
        if isinstance(call.func, ast.Name):
            wrapped = transforms.resolve(call.func, scope)
            function = None if wrapped is None or wrapped.layers else wrapped.function
        else:
            wrapped = transforms.bound_method(call.func, scope)
            function = None if wrapped is None else wrapped.function
        if function is None:
            return False
        found = self._returning.get(id(function))
        if found is None:
            self._returning[id(function)] = False  # a def returning its own call is not a key
            found = bool(function.returns) and not function.is_generator and always_returns(function) and all(
                self._key(value, function, depth + 1, False) for value in function.returns)
            self._returning[id(function)] = found
        return found

    def _name(self, node: ast.Name, scope: Scope, depth: int, arrays: bool) -> bool:
        names = self.names
        if node.id in names.mutated_names:
            return False
        bindings = names.reaching(node.id, scope, node)
        key = (id(node), arrays)
        if not bindings or key in self._active:
            return False
        self._active.add(key)
        try:
            return all(self._binds_key(binding, node.id, depth, arrays) for binding in bindings)
        finally:
            self._active.discard(key)

    def _binds_key(self, binding, name: str, depth: int, arrays: bool) -> bool:
        if isinstance(binding, Assigned):
            return self._key(binding.value, binding.scope, depth + 1, arrays)
        if isinstance(binding, Unpacked):
            # ``key, sub = split(key)``: each element of an array of keys.
            return not arrays and binding.index is not None and self._key(
                binding.value, binding.scope, depth + 1, True)
        if isinstance(binding, Iterated):
            # ``for sub in split(key, 4)``: each key of the array, one at a time.
            return not arrays and binding.index is None and self._key(
                binding.iterable, binding.scope, depth + 1, True)
        if isinstance(binding, Param):
            return self._fed(binding.scope, name, depth, arrays)
        return False

    def _fed(self, function: Scope, name: str, depth: int, arrays: bool) -> bool:
        """Every call of the module, and of the project, hands ``function``'s parameter
        ``name`` a key (as it is, or through jit)."""
        traces = self.traces
        if name in function.defaulted or traces.hands_slices(function, name):
            return False
        fed = list(traces.fed_arguments(function, name))
        handed = traces.handed_from_project(function, name)
        if not (fed or handed):
            return False
        return all(
            entry in _KEEPING and self._key(value, where, depth + 1, arrays) for value, where, entry in fed
        ) and all(
            not arrays and found.key and through in _KEPT for found, through in handed
        )
