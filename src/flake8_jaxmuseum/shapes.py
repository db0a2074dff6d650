"""Literal shape inference: the shapes a reader can see without running anything.

``shape_of`` answers a tuple of ints when the shape is proven by literal constructors
(``jnp.ones((32, 8))``, ``jnp.arange(10)``, nested-list ``jnp.array``...) followed
through names, broadcasting arithmetic, elementwise functions and full reductions;
otherwise it answers None and the rules stay silent.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .semantics import Assigned, Param, Scope, Semantics, const_int, keyword, literal_sequence

Shape = tuple

ARRAY_MODULES = ("jax.numpy.", "numpy.")
SHAPE_CONSTRUCTORS = frozenset({"zeros", "ones", "empty", "full"})
LIKE_CONSTRUCTORS = frozenset({"zeros_like", "ones_like", "empty_like", "full_like"})
ELEMENTWISE = frozenset(
    """abs absolute sin cos tan arcsin arccos arctan sinh cosh tanh exp exp2 expm1 log log2
    log10 log1p sqrt cbrt square negative positive sign floor ceil round rint trunc
    reciprocal deg2rad rad2deg degrees radians conj conjugate real imag isnan isinf
    isfinite logical_not relu relu6 sigmoid softplus silu swish gelu elu selu celu
    leaky_relu log_sigmoid hard_tanh hard_sigmoid hard_silu softmax log_softmax
    standardize asarray array copy stop_gradient""".split()
)
BINARY_ELEMENTWISE = frozenset(
    """add subtract multiply divide true_divide floor_divide power maximum minimum mod
    remainder fmax fmin arctan2 hypot logaddexp equal not_equal greater greater_equal
    less less_equal logical_and logical_or logical_xor""".split()
)
REDUCTIONS = frozenset({"sum", "mean", "max", "min", "prod", "std", "var", "any", "all", "amax", "amin", "nansum", "nanmean", "logsumexp", "norm", "vdot"})
RANDOM_SAMPLERS = frozenset({"normal", "uniform", "gumbel", "laplace", "logistic", "cauchy", "exponential", "rademacher"})


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


def literal_shape(node: cst.BaseExpression) -> Optional[Shape]:
    """``(32, 8)`` or ``8`` or ``[2, 3]`` as a shape tuple."""
    single = const_int(node)
    if single is not None:
        return (single,) if single >= 0 else None
    items = literal_sequence(node)
    if items is None:
        return None
    dims = [const_int(item) for item in items]
    if any(d is None or d < 0 for d in dims):
        return None
    return tuple(dims)


def nested_list_shape(node: cst.BaseExpression) -> Optional[Shape]:
    """The shape of ``[[1., 2.], [3., 4.]]``: numbers only, rectangular."""
    if isinstance(node, (cst.Integer, cst.Float)) or (
        isinstance(node, cst.UnaryOperation) and isinstance(node.expression, (cst.Integer, cst.Float))
    ):
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


class ShapeInference:
    def __init__(self, semantics: Semantics) -> None:
        self.semantics = semantics

    def shape_of(self, node: cst.BaseExpression, scope: Scope, env: Optional[dict] = None, depth: int = 0) -> Optional[Shape]:
        """``env`` maps parameter names of ``scope`` to shapes (a call's arguments)."""
        if depth > 30:
            return None
        if isinstance(node, (cst.Integer, cst.Float)):
            return ()
        if isinstance(node, cst.Name):
            return self._name_shape(node.value, scope, env, depth)
        if isinstance(node, cst.UnaryOperation) and not isinstance(node.operator, cst.Not):
            return self.shape_of(node.expression, scope, env, depth + 1)
        if isinstance(node, cst.BinaryOperation):
            left = self.shape_of(node.left, scope, env, depth + 1)
            right = self.shape_of(node.right, scope, env, depth + 1)
            if left is None or right is None:
                return None
            if isinstance(node.operator, cst.MatrixMultiply):
                return matmul(left, right)
            return broadcast(left, right)
        if isinstance(node, cst.Attribute) and node.attr.value == "T":
            shape = self.shape_of(node.value, scope, env, depth + 1)
            return None if shape is None else tuple(reversed(shape))
        if isinstance(node, cst.Call):
            return self._call_shape(node, scope, env, depth)
        return None

    def _name_shape(self, name: str, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        bindings = scope.lookup(name)
        if not bindings:
            return None
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
        if len(shapes) != 1:
            return None
        return shapes.pop()

    def _call_shape(self, call: cst.Call, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        func = call.func
        args = [a for a in call.args]
        if any(a.star for a in args):
            return None
        positional = [a.value for a in args if a.keyword is None]
        # Method calls on an array with a known shape: full reductions, reshape.
        qualname = self.semantics.qualified_name(func, scope)
        if qualname is None and isinstance(func, cst.Attribute):
            method = func.attr.value
            if method in REDUCTIONS and not args:
                base = self.shape_of(func.value, scope, env, depth + 1)
                return None if base is None else ()
            if method == "reshape" and positional and len(positional) == len(args):
                base = self.shape_of(func.value, scope, env, depth + 1)
                target = literal_shape(positional[0]) if len(positional) == 1 else literal_shape(cst.Tuple([cst.Element(p) for p in positional]))
                if base is not None and target is not None and _size(base) == _size(target):
                    return target
            return None
        if qualname is None:
            return None
        module, _, name = qualname.rpartition(".")
        module += "."
        if qualname.startswith("jax.random.") and name in RANDOM_SAMPLERS:
            shape_arg = keyword(call, "shape") or (positional[1] if len(positional) > 1 else None)
            return () if shape_arg is None and name != "rademacher" else (literal_shape(shape_arg) if shape_arg is not None else None)
        if qualname.startswith("jax.nn.") and name in ELEMENTWISE and len(positional) == 1 and len(args) == 1:
            return self.shape_of(positional[0], scope, env, depth + 1)
        if module not in ARRAY_MODULES and module not in ("jax.scipy.special.", "jax.numpy.linalg.", "jax.nn.", "jax.lax."):
            return None
        if name in SHAPE_CONSTRUCTORS:
            shape_arg = keyword(call, "shape") or (positional[0] if positional else None)
            return None if shape_arg is None else literal_shape(shape_arg)
        if name in LIKE_CONSTRUCTORS and positional:
            if keyword(call, "shape") is not None:
                return None
            return self.shape_of(positional[0], scope, env, depth + 1)
        if name == "arange" and 1 <= len(positional) <= 3 and len(positional) == len(args):
            bounds = [const_int(p) for p in positional]
            if any(b is None for b in bounds):
                return None
            start, stop, step = (0, bounds[0], 1) if len(bounds) == 1 else (bounds[0], bounds[1], bounds[2] if len(bounds) == 3 else 1)
            return (len(range(start, stop, step)),) if step else None
        if name == "linspace" and len(positional) >= 2:
            num = keyword(call, "num") or (positional[2] if len(positional) > 2 else None)
            count = 50 if num is None else const_int(num)
            return None if count is None or count < 0 else (count,)
        if name in ("eye", "identity") and positional and len(positional) == len(args) == 1:
            n = const_int(positional[0])
            return None if n is None or n < 0 else (n, n)
        if name in ("array", "asarray") and module in ARRAY_MODULES and positional and len(args) <= 2:
            literal = nested_list_shape(positional[0])
            if literal is not None:
                return literal
            return self.shape_of(positional[0], scope, env, depth + 1) if len(args) == 1 else None
        if name in REDUCTIONS and len(positional) == 1 and len(args) == 1:
            return None if self.shape_of(positional[0], scope, env, depth + 1) is None else ()
        if name in ELEMENTWISE and len(positional) == 1 and len(args) == 1:
            return self.shape_of(positional[0], scope, env, depth + 1)
        if name in BINARY_ELEMENTWISE and len(positional) == 2 and len(args) == 2:
            left = self.shape_of(positional[0], scope, env, depth + 1)
            right = self.shape_of(positional[1], scope, env, depth + 1)
            return None if left is None or right is None else broadcast(left, right)
        if name in ("dot", "matmul") and len(positional) == 2 and len(args) == 2:
            left = self.shape_of(positional[0], scope, env, depth + 1)
            right = self.shape_of(positional[1], scope, env, depth + 1)
            return None if left is None or right is None else matmul(left, right)
        return None


def _size(shape: Shape) -> int:
    size = 1
    for dim in shape:
        size *= dim
    return size
