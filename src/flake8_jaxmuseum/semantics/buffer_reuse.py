"""Does a donating function hand the donated buffer back (JXM020's proof of reuse).

XLA reuses a donated input's buffer for an output of its shape and dtype; JAX then deletes
the input.  These proofs say when every return of the function holds the donated parameter
kept in shape: the parameter itself, arithmetic with numbers (or with arrays whose shapes
the call proves equal), ``x.at[i].set(v)``, ``.replace``/``apply_gradients``,
``optax.apply_updates``, ``jax.grad(f)(x)``, a ``jax.tree.map`` over it; and, when several
arguments are donated, that each has a returned element of its own.  Also: which
parameters every return reads (a parameter no return reads is pruned by jit, and XLA never
receives its buffer).
"""

from __future__ import annotations

import ast
import itertools
from typing import Optional

from ..astutil import is_number
from .jaxapi import (
    AT_METHODS,
    INPUT_OUTPUT_ALIASES,
    STATE_RETURNING_METHODS,
    STRUCTURE_KEEPING_FUNCTIONS,
    STRUCTURE_KEEPING_METHODS,
    TREE_MAPS,
)
from .names import Names, always_returns
from .scopes import Assigned, Iterated, Param, Scope, Unpacked
from .traces import Traces
from .values.shapes import ShapeInference

MAX_DEPTH = 8


class BufferReuse:
    def __init__(self, names: Names, traces: Traces, shapes: ShapeInference) -> None:
        self.names = names
        self.traces = traces
        self.shapes = shapes
        # while proving a function hands a buffer back: (argument shapes, its shape, the function)
        self._env: tuple = ({}, None, None)
        self._sequence: Optional[str] = None  # the donated parameter, when handed a list or tuple

    def own_outputs(self, function: Scope, params: list, env: dict) -> bool:
        """Every return is a tuple (or list) in which each of ``params`` has an element of
        its own that hands it back: then each donated input finds an output to take."""
        if len(params) > 4 or not always_returns(function):
            return False
        node = function.node
        for value in ([node.body] if isinstance(node, ast.Lambda) else function.returns):
            aliases = aliased_outputs(value)
            if not isinstance(value, (ast.Tuple, ast.List)) and not aliases:
                return False
            options = []
            for param in params:
                self._env = (env, env.get(param), function)
                if aliases:  # ``pallas_call(..., input_output_aliases={0: 0, 1: 1})(a, b)``
                    options.append([out for i, out in aliases.items()
                                    if i < len(value.args) and self._keeps(value.args[i], function, {param}, 0)])
                else:
                    options.append([i for i, e in enumerate(value.elts) if self._keeps(e, function, {param}, 0)])
            if not any(len(set(chosen)) == len(params) for chosen in itertools.product(*options)):
                return False
        return True

    def hands_back(self, function: Scope, param: str, env: dict, sequence: bool = False) -> bool:
        """Every return of ``function`` holds ``param`` kept in shape: XLA reuses its buffer.
        ``env``: the shapes the call's arguments are proven to have, by parameter name;
        ``sequence``: the call hands ``param`` a Python list or tuple of arrays, whose
        elements ``[x + 1 for x in xs]`` keeps one by one (each leaf's buffer reused)."""
        node = function.node
        returned = [node.body] if isinstance(node, ast.Lambda) else list(function.returns)
        if not returned or not always_returns(function):
            return False
        self._env = (env, env.get(param), function)
        self._sequence = param if sequence else None
        return all(self._keeps(value, function, {param}, 0) for value in returned)

    def _keeps(self, node: ast.expr, scope: Scope, same: set, depth: int) -> bool:
        """``node`` holds (or holds, inside a tuple, list or dict) a value of the shape and
        dtype of one of the ``same`` names (the donated parameter, or a tree_map leaf): kept
        through arithmetic with numbers, or with arrays when the call's shapes prove the
        result has the donated argument's shape (``total + value``, both of shape (3,))."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, ast.Name):
            bindings = self.names.reaching(node.id, scope, node)
            if not bindings:
                return False
            return all(
                (isinstance(b, Param) and b.name in same and b.scope is scope)
                or (isinstance(b, Assigned) and b.scope is scope and self._keeps(b.value, scope, same, depth + 1))
                or (isinstance(b, Unpacked) and b.scope is scope and self._kept_element(b, scope, same, depth + 1))
                or (isinstance(b, Iterated) and b.scope is scope and node.id in same and self._elements_of(b.iterable))
                for b in bindings
            )
        if isinstance(node, ast.ListComp) and self._sequence in same and len(node.generators) == 1:
            loop = node.generators[0]  # ``[x + 1 for x in xs]``: each element of the list kept
            return (not loop.ifs and not loop.is_async and isinstance(loop.target, ast.Name)
                    and self._elements_of(loop.iter) and self._keeps(node.elt, scope, {loop.target.id}, depth + 1))
        if isinstance(node, (ast.Tuple, ast.List)):
            return any(self._keeps(e, scope, same, depth + 1) for e in node.elts)
        if isinstance(node, ast.Dict):
            return any(self._keeps(v, scope, same, depth + 1) for v in node.values)
        if isinstance(node, ast.UnaryOp):
            return self._keeps(node.operand, scope, same, depth + 1)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            return self._keeps(node.value, scope, same, depth + 1)  # ``params["w"]``: a leaf of a donated dict
        if isinstance(node, ast.BinOp):
            left, right = (self._keeps(side, scope, same, depth + 1) for side in (node.left, node.right))
            if not (left or right):
                return False
            if all(kept or self._scalar(side, scope, same, depth + 1)
                   for kept, side in ((left, node.left), (right, node.right))):
                return True
            env, shape, _ = self._env
            return shape is not None and scope.node is not None and self.shapes.shape_of(
                node, scope, env) == shape
        if not isinstance(node, ast.Call):
            return False
        func = node.func
        if isinstance(func, ast.Attribute):
            base = func.value
            if (func.attr in AT_METHODS and func.attr != "get" and isinstance(base, ast.Subscript)
                    and isinstance(base.value, ast.Attribute) and base.value.attr == "at"):
                return self._keeps(base.value.value, scope, same, depth + 1)  # x.at[i].set(v)
            if func.attr in STRUCTURE_KEEPING_METHODS:
                return self._keeps(base, scope, same, depth + 1)
        wrapped = self.traces.transforms.resolve(func, scope) if isinstance(func, ast.Call) else None
        if wrapped is not None and wrapped.layers and node.args:  # jax.grad(loss)(w): shaped as w
            layer = wrapped.layers[0]
            if layer.known and layer.spec.output_is_gradient and layer.option("argnums", 1) is None:
                return self._keeps(node.args[0], scope, same, depth + 1)
        aliases = aliased_outputs(node)
        if aliases:  # an output aliases the input: its shape and dtype
            return any(i < len(node.args) and self._keeps(node.args[i], scope, same, depth + 1) for i in aliases)
        qualname = self.names.qualified_name(func, scope)
        if qualname in STRUCTURE_KEEPING_FUNCTIONS and node.args:
            return self._keeps(node.args[0], scope, same, depth + 1)
        if qualname in TREE_MAPS and len(node.args) >= 2 and isinstance(node.args[0], ast.Lambda):
            leaf = self.names.scope_of.get(node.args[0])
            return (leaf is not None and bool(leaf.positional) and self._keeps(node.args[1], scope, same, depth + 1)
                    and self._keeps(node.args[0].body, leaf, set(leaf.positional), depth + 1))
        return False

    def _elements_of(self, node: ast.expr) -> bool:
        """``node`` is the donated parameter handed a list or tuple (its elements: leaves)."""
        return isinstance(node, ast.Name) and node.id == self._sequence

    def _kept_element(self, binding: Unpacked, scope: Scope, same: set, depth: int) -> bool:
        """``updates, state = tx.update(grads, state, params)``: the element an optimizer's
        update returns in the structure of the state it was given."""
        call = binding.value
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
            return False
        kept = STATE_RETURNING_METHODS.get(call.func.attr)
        if kept is None or binding.index != kept[0] or len(call.args) <= kept[1]:
            return False
        return self._keeps(call.args[kept[1]], scope, same, depth)

    def _scalar(self, node: ast.expr, scope: Scope, same: set, depth: int) -> bool:
        """A number (a literal, a name bound to one), a reduction to a scalar array
        (``jnp.mean(batch)``: it broadcasts to the other side's shape), or numbers times
        ``same`` leaves (``lr * g`` in a tree_map over params and grads)."""
        if is_number(node) or (isinstance(node, ast.UnaryOp) and is_number(node.operand)):
            return True
        if isinstance(node, ast.Call) and self.shapes.exact_rank(node, scope) == 0:
            return True
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            if held is not None:
                return is_number(held.value)
            # A parameter of the function the call hands a scalar (``sgd(params, grads, 0.1)``:
            # ``lr * g`` in its tree_map keeps ``g``'s shape).
            env, _, function = self._env
            found = self.names.binding(node.id, scope, node)
            return isinstance(found, Param) and found.scope is function and env.get(found.name) == ()
        if isinstance(node, ast.BinOp) and depth < MAX_DEPTH:
            return all(self._scalar(s, scope, same, depth + 1) or self._keeps(s, scope, same, depth + 1)
                       for s in (node.left, node.right))
        return False

    def returns_read(self, function: Scope, param: str) -> bool:
        """Every return of ``function`` reads ``param`` (or a name of the function bound once
        from an expression that reads it): jit keeps the parameter, XLA receives its buffer."""
        node = function.node
        returned = [node.body] if isinstance(node, ast.Lambda) else list(function.returns)
        if not returned or not always_returns(function):
            return False
        return all(self._reads_param(value, function, param, 0) for value in returned)

    def shared_leaves(self, value: Optional[ast.expr], function: Scope, param: str) -> Optional[tuple]:
        """(key, key, name): two entries of the dict literal ``value`` that hold one name
        (``{"w": w, "w_ema": w}``), both read as ``param[key]`` by every return of ``function``
        (a leaf no return reads is pruned): XLA gets one buffer at two donated leaves."""
        if not isinstance(value, ast.Dict) or not always_returns(function):
            return None
        seen: dict = {}
        for key, item in zip(value.keys, value.values):
            if isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(item, ast.Name):
                first = seen.setdefault(item.id, key.value)
                if first != key.value and all(
                        self._reads_param(v, function, param, 0, first) and self._reads_param(v, function, param, 0, key.value)
                        for v in function.returns):
                    return first, key.value, item.id
        return None

    def _reads_param(self, node: ast.expr, function: Scope, param: str, depth: int, key: Optional[str] = None) -> bool:
        if depth > 2:
            return False
        for found in ast.walk(node):
            if key is not None and isinstance(found, ast.Subscript) and isinstance(found.value, ast.Name) and (
                    isinstance(found.slice, ast.Constant) and found.slice.value == key):  # ``param["w"]``
                binding = self.names.binding(found.value.id, function, found.value)
                if isinstance(binding, Param) and binding.name == param and binding.scope is function:
                    return True
                continue
            if not (isinstance(found, ast.Name) and isinstance(found.ctx, ast.Load)):
                continue
            binding = self.names.binding(found.id, function, found)
            if key is None and isinstance(binding, Param) and binding.name == param and binding.scope is function:
                return True
            if isinstance(binding, Assigned) and binding.scope is function and (
                    self._reads_param(binding.value, function, param, depth + 1, key)):
                return True
        return False


def writes_a_float(node: ast.AST) -> bool:
    """The function writes a float literal: its result may be a float array of the bytes of
    an integer argument."""
    return any(isinstance(n, ast.Constant) and isinstance(n.value, float) for n in ast.walk(node))


def aliased_outputs(node: ast.expr) -> dict:
    """``pallas_call(kernel, ..., input_output_aliases={0: 0})(x)`` (also ``jax.ffi`` calls):
    {input position: output position} of a call of a call made with a literal
    ``input_output_aliases``; the aliased output has the input's shape and dtype, and under a
    donating jit takes its buffer (0.4.38 and 0.10.2)."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Call)) or any(
            isinstance(arg, ast.Starred) for arg in node.args):
        return {}
    for keyword in node.func.keywords:
        if keyword.arg == INPUT_OUTPUT_ALIASES and isinstance(keyword.value, ast.Dict):
            pairs = list(zip(keyword.value.keys, keyword.value.values))
            if pairs and all(isinstance(k, ast.Constant) and type(k.value) is int and isinstance(v, ast.Constant)
                             and type(v.value) is int for k, v in pairs):
                return {k.value: v.value for k, v in pairs}
    return {}
