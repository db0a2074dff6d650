"""Literal shape inference: the shapes a reader can see without running anything.

``shape_of`` answers a tuple of ints when the shape is proven by literal constructors
(``jnp.ones((32, 8))``, ``jnp.arange(10)``, nested-list ``jnp.array``,
``jax.random.normal(key, (n, d))``...) followed through names, broadcasting
arithmetic, matmul, elementwise functions, reductions (full or over literal axes),
reshape, transpose, int indexing, stack and concatenate; otherwise it answers None
and the rules stay silent.  Dimensions may be names bound to ints (``n, d = 16, 4``)
and simple int arithmetic on them.

Inference is flow-insensitive: a name's shape is the one shape all its bindings agree
on.  Names whose value can change without a new binding (``x += y``, which may
broadcast an array to a new shape; ``x.shape = ...``; ``x.resize(...)``) are never
trusted, and a name met again while its own shape is being worked out (``x = x + 1``)
answers None, which keeps the work linear.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional

from ..astutil import const_int, has_star_args, is_constant, is_number, literal_sequence, subscript_indices
from .jaxapi import (
    ARRAY_MODULES,
    AXIS_REDUCTIONS,
    BINARY_ELEMENTWISE,
    LIKE_CONSTRUCTORS,
    RANDOM_SAMPLERS,
    REDUCTIONS,
    SHAPE_CONSTRUCTORS,
    SHAPE_PRESERVING_METHODS,
    SHAPED_MODULES,
    UNARY_ELEMENTWISE,
)
from .scopes import Assigned, Param, Scope

if TYPE_CHECKING:
    from .model import Semantics

Shape = tuple


def broadcast(left: Shape, right: Shape) -> Optional[Shape]:
    out = []
    for a, b in zip(reversed((1,) * (len(right) - len(left)) + left), reversed((1,) * (len(left) - len(right)) + right)):
        if a == b or b == 1:
            out.append(a)
        elif a == 1:
            out.append(b)
        else:
            return None
    return tuple(reversed(out))


def matmul(left: Shape, right: Shape) -> Optional[Shape]:
    if not left or not right:
        return None
    if len(left) == 1 and len(right) == 1:
        return () if left == right else None
    if len(left) == 1:
        return right[:-2] + right[-1:] if right[-2] == left[0] else None
    if len(right) == 1:
        return left[:-1] if left[-1] == right[0] else None
    if left[-1] != right[-2]:
        return None
    batch = broadcast(left[:-2], right[:-2])
    return None if batch is None else batch + (left[-2], right[-1])


def nested_list_shape(node: ast.expr) -> Optional[Shape]:
    """The shape of ``[[1., 2.], [3., 4.]]``: numbers only, rectangular."""
    if is_number(node) or (isinstance(node, ast.UnaryOp) and is_number(node.operand)):
        return ()
    items = literal_sequence(node)
    if items is None:
        return None
    shapes = {nested_list_shape(item) for item in items}
    if not items:
        return (0,)
    if len(shapes) != 1 or None in shapes:
        return None
    return (len(items),) + shapes.pop()


def _normalise_axes(axis: object, rank: int) -> Optional[set]:
    values = axis if isinstance(axis, tuple) else (axis,)
    out = set()
    for value in values:
        if not -rank <= value < rank:
            return None
        out.add(value % rank)
    return out if len(out) == len(values) else None


class ShapeInference:
    def __init__(self, semantics: "Semantics") -> None:
        self.semantics = semantics
        self._active: set = set()  # (id of a bindings list) being resolved right now
        self._memo: dict = {}  # id of a bindings list -> its shape, when no env is involved

    def _is_rebound(self, name: str) -> bool:
        return name in self.semantics.mutated_names

    def _single_value(self, name: str, scope: Scope) -> Optional[list]:
        """The Assigned bindings of a name that is never rebound in place, or None."""
        bindings = scope.lookup(name)
        if not bindings or self._is_rebound(name) or not all(isinstance(b, Assigned) for b in bindings):
            return None
        return bindings

    def int_value(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[int]:
        """An int the source proves: a literal, a name every binding of which is that int, or
        ``+ - * //`` of such."""
        value = const_int(node)
        if value is not None or depth > 20:
            return value
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv)):
            left = self.int_value(node.left, scope, depth + 1)
            right = self.int_value(node.right, scope, depth + 1)
            if left is None or right is None:
                return None
            if isinstance(node.op, ast.Add):
                return left + right
            if isinstance(node.op, ast.Sub):
                return left - right
            if isinstance(node.op, ast.Mult):
                return left * right
            return left // right if right else None
        if isinstance(node, ast.Name):
            return self._agreed(node.id, scope, lambda b: self.int_value(b.value, b.scope, depth + 1))
        return None

    def _agreed(self, name: str, scope: Scope, evaluate) -> object:
        """The one value ``evaluate`` gives for every binding of a never-mutated name, or None."""
        bindings = self._single_value(name, scope)
        if bindings is None or id(bindings) in self._active:
            return None
        self._active.add(id(bindings))
        try:
            values = {evaluate(binding) for binding in bindings}
        finally:
            self._active.discard(id(bindings))
        return values.pop() if len(values) == 1 and None not in values else None

    def _number(self, node: ast.expr, scope: Scope) -> Optional[int]:
        """An int, or a float literal with an integral value (``4.0``)."""
        value = self.int_value(node, scope)
        if value is not None:
            return value
        negative = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
        inner = node.operand if negative else node
        if isinstance(inner, ast.Constant) and type(inner.value) is float:
            number = inner.value
            if number.is_integer():
                return -int(number) if negative else int(number)
        return None

    def shape_value(self, node: ast.expr, scope: Scope, env: Optional[dict] = None, depth: int = 0) -> Optional[Shape]:
        """A shape argument: ``8``, ``(n, 2 * d)``, a name bound to one, or ``x.shape``."""
        if depth > 20:
            return None
        single = self.int_value(node, scope)
        if single is not None:
            return (single,) if single >= 0 else None
        items = literal_sequence(node)
        if items is not None:
            dims = [self.int_value(item, scope) for item in items]
            if any(d is None or d < 0 for d in dims):
                return None
            return tuple(dims)
        if isinstance(node, ast.Attribute) and node.attr == "shape":
            return self.shape_of(node.value, scope, env, depth + 1)
        if isinstance(node, ast.Name):
            return self._agreed(node.id, scope, lambda b: self.shape_value(b.value, b.scope, None, depth + 1))
        return None

    def _reshaped(self, base: Optional[Shape], target_nodes: list, scope: Scope) -> Optional[Shape]:
        if base is None or not target_nodes:
            return None
        if len(target_nodes) == 1:
            single = self.int_value(target_nodes[0], scope)
            if single is not None:
                dims = [single]
            else:
                items = literal_sequence(target_nodes[0])
                if items is None:
                    target = self.shape_value(target_nodes[0], scope)
                    return target if target is not None and _size(target) == _size(base) else None
                dims = [self.int_value(item, scope) for item in items]
        else:
            dims = [self.int_value(item, scope) for item in target_nodes]
        if any(d is None or d < -1 for d in dims) or dims.count(-1) > 1:
            return None
        known = _size([d for d in dims if d != -1])
        if -1 in dims:
            if known == 0 or _size(base) % known:
                return None
            dims = [_size(base) // known if d == -1 else d for d in dims]
        return tuple(dims) if _size(dims) == _size(base) else None

    def _reduced(
        self,
        base: Optional[Shape],
        axis: Optional[ast.expr],
        keepdims: Optional[ast.expr],
        scope: Scope,
    ) -> Optional[Shape]:
        if base is None:
            return None
        keep = False
        if keepdims is not None:
            if not (is_constant(keepdims, True) or is_constant(keepdims, False)):
                return None
            keep = keepdims.value is True
        if axis is None or is_constant(axis, None):
            return (1,) * len(base) if keep else ()
        single = self.int_value(axis, scope)
        if single is not None:
            value: object = single
        else:
            items = literal_sequence(axis)
            if items is None:
                return None
            values = [self.int_value(item, scope) for item in items]
            if any(v is None for v in values):
                return None
            value = tuple(values)
        axes = _normalise_axes(value, len(base))
        if axes is None:
            return None
        if keep:
            return tuple(1 if i in axes else d for i, d in enumerate(base))
        return tuple(d for i, d in enumerate(base) if i not in axes)

    def shape_of(self, node: ast.expr, scope: Scope, env: Optional[dict] = None, depth: int = 0) -> Optional[Shape]:
        """``env`` maps parameter names of ``scope`` to shapes (a call's arguments)."""
        if depth > 30:
            return None
        if is_number(node):
            return ()
        if isinstance(node, ast.Name):
            return self._name_shape(node.id, scope, env, depth)
        if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
            return self.shape_of(node.operand, scope, env, depth + 1)
        if isinstance(node, ast.BinOp):
            left = self.shape_of(node.left, scope, env, depth + 1)
            right = self.shape_of(node.right, scope, env, depth + 1)
            if left is None or right is None:
                return None
            if isinstance(node.op, ast.MatMult):
                return matmul(left, right)
            return broadcast(left, right)
        if isinstance(node, ast.Attribute) and node.attr == "T":
            shape = self.shape_of(node.value, scope, env, depth + 1)
            return None if shape is None else tuple(reversed(shape))
        if isinstance(node, ast.Subscript):
            return self._subscript_shape(node, scope, env, depth)
        if isinstance(node, ast.Call):
            return self._call_shape(node, scope, env, depth)
        return None

    def _subscript_shape(self, node: ast.Subscript, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        """``x[i]`` and ``x[i, j]`` (Python's ``x[(i, j)]``) with int indices drop the leading axes."""
        indices = []
        for element in subscript_indices(node):
            if isinstance(element, (ast.Slice, ast.Starred)):
                return None
            index = self.int_value(element, scope)
            if index is None:
                return None
            indices.append(index)
        base = self.shape_of(node.value, scope, env, depth + 1)
        if base is None or len(indices) > len(base):
            return None
        if any(not -dim <= index < dim for index, dim in zip(indices, base)):
            return None
        return base[len(indices):]

    def _name_shape(self, name: str, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        bindings = scope.lookup(name)
        if not bindings or self._is_rebound(name):
            return None
        key = id(bindings)
        if key in self._active:
            return None  # ``x = x + 1``: the shape depends on itself
        # Without parameter shapes the answer depends only on the bindings; a None cut
        # short by a cycle or the depth bound only makes later answers more cautious.
        memo = env is None
        if memo and key in self._memo:
            return self._memo[key]
        self._active.add(key)
        result = None
        try:
            shapes = set()
            for binding in bindings:
                if isinstance(binding, Param):
                    if env is None or binding.scope is not scope or name not in env:
                        return None
                    shapes.add(env[name])
                elif isinstance(binding, Assigned):
                    inner_env = env if binding.scope is scope else None
                    shapes.add(self.shape_of(binding.value, binding.scope, inner_env, depth + 1))
                else:
                    return None
                if None in shapes or len(shapes) > 1:
                    break
            else:
                result = shapes.pop()
        finally:
            self._active.discard(key)
        if memo:
            self._memo[key] = result
        return result

    def _call_shape(self, call: ast.Call, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        func = call.func
        if has_star_args(call):
            return None  # ``*args`` or ``**kwargs``
        args = _Arguments(self, list(call.args), {k.arg: k.value for k in call.keywords}, scope, env, depth)
        qualname = self.semantics.qualified_name(func, scope)
        if qualname is None:
            return self._method_shape(func, args) if isinstance(func, ast.Attribute) else None
        module, _, name = qualname.rpartition(".")
        module += "."
        if module == "jax.random." and name in RANDOM_SAMPLERS:
            return self._random_shape(name, args)
        if module == "jax.nn." and name in UNARY_ELEMENTWISE and args.only_positional(1):
            return self.shape_of(args.positional[0], scope, env, depth + 1)
        if module not in SHAPED_MODULES:
            return None
        if module in ARRAY_MODULES:
            constructor = _ARRAY_FUNCTION_SHAPES.get(name)
            if constructor is not None:
                return constructor(self, name, args)
        if name in AXIS_REDUCTIONS and (module in ARRAY_MODULES or name == "logsumexp"):
            return self._reduction_shape(name, args)
        return self._generic_shape(name, args)

    # ---- jax.numpy / numpy functions, by name ------------------------------------------------
    def _filled(self, name: str, args: "_Arguments") -> Optional[Shape]:
        """zeros / ones / empty / full."""
        if not args.only({"shape", "dtype", "fill_value", "device"}, 3 if name == "full" else 2):
            return None
        shape_arg = args.keywords.get("shape") or (args.positional[0] if args.positional else None)
        return None if shape_arg is None else self.shape_value(shape_arg, args.scope, args.env, args.depth + 1)

    def _like(self, name: str, args: "_Arguments") -> Optional[Shape]:
        if not args.positional or "shape" in args.keywords:
            return None
        return args.shape(0)

    def _arange(self, name: str, args: "_Arguments") -> Optional[Shape]:
        positional = args.positional
        if not 1 <= len(positional) <= 3 or not set(args.keywords) <= {"dtype"}:
            return None
        bounds = [self._number(p, args.scope) for p in positional]
        if any(b is None for b in bounds):
            return None
        if len(bounds) == 1:
            bounds = [0, bounds[0]]
        start, stop, step = bounds[0], bounds[1], bounds[2] if len(bounds) == 3 else 1
        return (len(range(start, stop, step)),) if step else None

    def _linspace(self, name: str, args: "_Arguments") -> Optional[Shape]:
        # Array start/stop add axes; retstep returns a tuple: only the plain form.
        positional = args.positional
        if not 2 <= len(positional) <= 3 or not set(args.keywords) <= {"num", "endpoint", "dtype"}:
            return None
        if any(args.shape(i) != () for i in range(2)):
            return None
        num = args.keywords.get("num") or (positional[2] if len(positional) > 2 else None)
        count = 50 if num is None else self.int_value(num, args.scope)
        return None if count is None or count < 0 else (count,)

    def _square(self, name: str, args: "_Arguments") -> Optional[Shape]:
        """eye / identity."""
        if len(args.positional) != 1 or not set(args.keywords) <= {"dtype"}:
            return None
        n = self.int_value(args.positional[0], args.scope)
        return None if n is None or n < 0 else (n, n)

    def _array(self, name: str, args: "_Arguments") -> Optional[Shape]:
        # A second positional argument is the dtype; ndmin and friends change the shape.
        if not args.positional or len(args.positional) > 2 or not set(args.keywords) <= {"dtype", "copy"}:
            return None
        literal = nested_list_shape(args.positional[0])
        return literal if literal is not None else args.shape(0)

    def _reshape(self, name: str, args: "_Arguments") -> Optional[Shape]:
        if len(args.positional) != 2 or args.keywords:
            return None
        return self._reshaped(args.shape(0), args.positional[1:], args.scope)

    def _no_arg_function(self, name: str, args: "_Arguments") -> Optional[Shape]:
        """ravel / transpose / squeeze of one array."""
        if len(args.positional) != 1 or args.keywords:
            return None
        return self._no_arg_method(name, args.shape(0))

    def _joined_function(self, name: str, args: "_Arguments") -> Optional[Shape]:
        """stack / concatenate of a literal list, along axis 0."""
        if len(args.positional) != 1 or args.keywords:
            return None
        return self._joined(name, args.positional[0], args.scope, args.env, args.depth)

    # ---- the rest ---------------------------------------------------------------------------
    def _random_shape(self, name: str, args: "_Arguments") -> Optional[Shape]:
        positional = args.positional
        if not positional or len(positional) > 3:
            return None
        shape_arg = args.keywords.get("shape") or (positional[1] if len(positional) > 1 else None)
        if shape_arg is None:
            # Only the key (and a dtype): one sample.  minval/maxval and friends could broadcast.
            return () if name != "rademacher" and len(positional) == 1 and set(args.keywords) <= {"dtype"} else None
        return self.shape_value(shape_arg, args.scope)

    def _reduction_shape(self, name: str, args: "_Arguments") -> Optional[Shape]:
        positional, keywords = args.positional, args.keywords
        if not positional or len(positional) > 2 or not set(keywords) <= {"axis", "keepdims"}:
            return None
        if len(positional) == 2 and "axis" in keywords:
            return None
        axis = keywords.get("axis") or (positional[1] if len(positional) == 2 else None)
        base = args.shape(0)
        if name in ("argmax", "argmin") and "keepdims" in keywords:
            return None
        return self._reduced(base, axis, keywords.get("keepdims"), args.scope)

    def _generic_shape(self, name: str, args: "_Arguments") -> Optional[Shape]:
        """Full reductions, element-wise functions and products of any shaped module."""
        if name in REDUCTIONS and args.only_positional(1):
            return None if args.shape(0) is None else ()
        if name in UNARY_ELEMENTWISE and args.only_positional(1):
            return args.shape(0)
        if name in BINARY_ELEMENTWISE and args.only_positional(2):
            left, right = args.shape(0), args.shape(1)
            return None if left is None or right is None else broadcast(left, right)
        if name in ("dot", "matmul") and args.only_positional(2):
            left, right = args.shape(0), args.shape(1)
            if left is None or right is None:
                return None
            if name == "dot":
                # dot is matmul only up to rank 2; it scales by a scalar; beyond, it differs.
                if left == () or right == ():
                    return broadcast(left, right)
                if len(left) > 2 or len(right) > 2:
                    return None
            return matmul(left, right)
        return None

    @staticmethod
    def _no_arg_method(name: str, base: Optional[Shape]) -> Optional[Shape]:
        if base is None:
            return None
        if name in ("ravel", "flatten"):
            return (_size(base),)
        if name == "transpose":
            return tuple(reversed(base))
        if name == "squeeze":
            return tuple(d for d in base if d != 1)
        return None

    def _joined(
        self, name: str, items_node: ast.expr, scope: Scope, env: Optional[dict], depth: int
    ) -> Optional[Shape]:
        """``jnp.stack([a, b])`` and ``jnp.concatenate([a, b])`` along axis 0."""
        items = literal_sequence(items_node)
        if not items:
            return None
        shapes = [self.shape_of(item, scope, env, depth + 1) for item in items]
        if any(shape is None for shape in shapes):
            return None
        if name == "stack":
            return (len(shapes),) + shapes[0] if len(set(shapes)) == 1 else None
        if any(len(shape) == 0 for shape in shapes) or len({shape[1:] for shape in shapes}) != 1:
            return None
        return (sum(shape[0] for shape in shapes),) + shapes[0][1:]

    def _method_shape(self, func: ast.Attribute, args: "_Arguments") -> Optional[Shape]:
        """Methods of an array whose shape is known: reductions, reshape, astype..."""
        method = func.attr
        positional, keywords, scope, env, depth = args.positional, args.keywords, args.scope, args.env, args.depth
        if method in AXIS_REDUCTIONS:
            if len(positional) > 1 or not set(keywords) <= {"axis", "keepdims"} or (positional and "axis" in keywords):
                return None
            if method in ("argmax", "argmin") and "keepdims" in keywords:
                return None
            axis = keywords.get("axis") or (positional[0] if positional else None)
            return self._reduced(self.shape_of(func.value, scope, env, depth + 1), axis, keywords.get("keepdims"), scope)
        if method == "reshape" and positional and not keywords:
            return self._reshaped(self.shape_of(func.value, scope, env, depth + 1), positional, scope)
        if method in ("ravel", "flatten", "transpose", "squeeze") and not positional and not keywords:
            return self._no_arg_method(method, self.shape_of(func.value, scope, env, depth + 1))
        if method in SHAPE_PRESERVING_METHODS and len(positional) <= 1 and not keywords:
            return self.shape_of(func.value, scope, env, depth + 1)
        return None

def _size(shape) -> int:
    size = 1
    for dim in shape:
        size *= dim
    return size


class _Arguments:
    """A call's arguments, with where to read their shapes."""

    def __init__(
        self, inference: ShapeInference, positional: list, keywords: dict, scope: Scope, env: Optional[dict], depth: int
    ) -> None:
        self.inference = inference
        self.positional = positional
        self.keywords = keywords
        self.scope = scope
        self.env = env
        self.depth = depth

    def shape(self, index: int) -> Optional[Shape]:
        """The shape of the positional argument ``index``."""
        return self.inference.shape_of(self.positional[index], self.scope, self.env, self.depth + 1)

    def only(self, allowed: set, most_positional: int) -> bool:
        return len(self.positional) <= most_positional and set(self.keywords) <= allowed

    def only_positional(self, count: int) -> bool:
        """Exactly ``count`` positional arguments and nothing else."""
        return len(self.positional) == count and not self.keywords


_ARRAY_FUNCTION_SHAPES = {
    **dict.fromkeys(SHAPE_CONSTRUCTORS, ShapeInference._filled),
    **dict.fromkeys(LIKE_CONSTRUCTORS, ShapeInference._like),
    "arange": ShapeInference._arange,
    "linspace": ShapeInference._linspace,
    "eye": ShapeInference._square,
    "identity": ShapeInference._square,
    "array": ShapeInference._array,
    "asarray": ShapeInference._array,
    "reshape": ShapeInference._reshape,
    **dict.fromkeys(("ravel", "transpose", "squeeze"), ShapeInference._no_arg_function),
    **dict.fromkeys(("stack", "concatenate"), ShapeInference._joined_function),
}
