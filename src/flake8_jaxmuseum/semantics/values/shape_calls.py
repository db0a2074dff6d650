"""The shapes of calls: jax.numpy and NumPy functions by name, NumPy's random data,
keys, one-hot encodings, array methods, and same-file functions.

:class:`CallShapes` is the half of :class:`~.shapes.ShapeInference` that knows functions;
the other half follows names, operators and subscripts.
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import FUNCTION_DEFS, const_int, has_star_args, literal_sequence, positional_args
from ..jaxapi import (
    LIKE_CONSTRUCTORS,
    NUMPY_GENERATORS,
    NUMPY_RANDOM_BY_DIMENSIONS,
    NUMPY_RANDOM_BY_SIZE,
    SHAPE_CONSTRUCTORS,
    SHAPED_MODULES,
    SHAPE_PRESERVING_METHODS,
    SHAPE_PRESERVING_PLACEMENTS,
    TREE_MAPS,
)
from ..jaxapi.library import keeps_shape, reduces
from ..names import always_returns
from ..scopes import Defined, Scope
from .reductions import reduction_call
from .shape_algebra import Shape, broadcast, matmul, size

# A key of a call's environment (not an identifier: never a parameter's name): the call in
# the module's own code during which the function runs, traced afresh (no jit cache): a
# global name it calls is then the def that reaches that call (a notebook redefines
# helpers cell after cell).
CALLED_AT = "<called at>"


class CallShapes:
    """Function-specific shape rules, mixed into ShapeInference."""

    # ---- models, by what they run ------------------------------------------------------------
    def _model_rank(self, call: ast.Call, scope: "Scope", depth: int) -> int:
        """A lower bound on the rank of what a model call returns: 1 for a framework layer
        that never returns a scalar (``nn.Dense(1)(x)``, ``model(x)`` with ``model =
        nnx.Linear(3, 1, ...)``); for a module of this file called or applied (``model(x)``,
        ``model.apply(variables, x)``, a haiku transformed apply), the least of its def's
        returns.  0: not proven (an apply handed ``mutable=`` returns a pair)."""
        instances = self.traces.instances
        applied = isinstance(call.func, ast.Attribute) and call.func.attr == "apply"  # not mutable=, method=
        if not (applied and any(item.arg in ("mutable", "method", None) for item in call.keywords)) and (
                instances.vector_output(call.func, scope)):
            return 1  # nn.Dense(1)(x), model.apply(variables, x) of model = nn.Dense(3)
        found = instances.called(call, scope)
        if found is None or not instances.returns_what_it_runs(call, scope):
            return 0
        method = found[0]
        if not method.returns:
            return 0
        return min(self.rank_at_least(value, method, None, depth + 1) for value in method.returns)

    def _helper_rank(self, call: ast.Call, scope: "Scope", depth: int) -> int:
        """A lower bound on the rank of what a same-file function returns, called as it is or
        through transforms that keep its output (jit, checkpoint): the least over its returns,
        its parameters at the least rank every call of the module hands them (a
        ``cross_entropy(logits, labels)`` helper returning ``optax.softmax_cross_entropy(...)``
        of a batch).  0: not proven (a path that returns nothing, a method)."""
        if not isinstance(call.func, (ast.Name, ast.Call)):
            return 0
        wrapped = self.traces.transforms.resolve(call.func, scope)
        if wrapped is None or wrapped.function is None or wrapped.function.is_method:
            return 0
        if not all(layer.known and layer.spec.keeps_output and not layer.spec.maps for layer in wrapped.layers):
            return 0
        function = wrapped.function
        key = ("least rank of returns", id(function))
        if function is scope or key in self._active or not always_returns(function):
            return 0
        self._active.add(key)
        try:
            return min(self.rank_at_least(value, function, None, depth + 1) for value in function.returns)
        finally:
            self._active.discard(key)

    def _mapped_rank(self, call: ast.Call, scope: "Scope") -> int:
        """1 for what a mapping transform returns (``jax.vmap(f)(xs)``, ``jax.pmap``,
        ``hk.vmap``, ``nnx.vmap``, ``eqx.filter_vmap``): out_axes left alone or one integer
        puts the mapped axis on every output array, whatever the layers under it do
        (verified: ``jax.grad`` of a function returning ``jax.vmap(f)(xs)`` raises).  0
        when the outermost layer maps nothing, its out_axes is anything else, or the
        mapped def returns a literal tuple, list or dict, or a ``jax.tree.map`` of a tree."""
        if not isinstance(call.func, (ast.Call, ast.Name)):
            return 0  # only ``jax.vmap(f)(...)`` or a name bound to one
        wrapped = self.traces.transforms.resolve(call.func, scope)
        layer = wrapped.layers[0] if wrapped is not None and wrapped.layers else None
        if layer is None or not layer.known or not layer.spec.maps_outputs or layer.hides_options:
            return 0
        function = wrapped.function
        if function is not None and any(isinstance(v, (ast.Tuple, ast.List, ast.Dict)) or (
                isinstance(v, ast.Call) and self.names.qualified_name(v.func, function) in TREE_MAPS)
                for v in function.returns):
            return 0  # a pytree of mapped arrays, no one array (``jax.tree.map`` keeps its tree's structure)
        out_axes = layer.option("out_axes", layer.spec.out_axes_position)
        return 1 if out_axes is None or const_int(out_axes) is not None else 0

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
        return self._stacked(args.positional[0], args.scope, args.env, args.depth + 1)

    def _stacked(self, node: ast.expr, scope: Scope, env: Optional[dict], depth: int) -> Optional[Shape]:
        """The shape of ``jnp.array`` of a nested list: its nesting, then the one shape of
        its elements (``[x ** 2]`` of a scalar x is (1,)); rectangular, or unproven."""
        items = literal_sequence(node)
        if items is None:
            return self.shape_of(node, scope, env, depth + 1)
        if not items:
            return (0,)
        if depth > 30:
            return None
        shapes = {self._stacked(item, scope, env, depth + 1) for item in items}
        if len(shapes) != 1 or None in shapes:
            return None
        return (len(items),) + shapes.pop()

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
    def _numpy_generator(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``np.random.RandomState(0)``, ``np.random.default_rng()``, or a name bound only to one."""
        if depth > 10:
            return False
        if isinstance(node, ast.Call):
            return self.names.qualified_name(node.func, scope) in NUMPY_GENERATORS
        if isinstance(node, ast.Name):
            bindings = self._single_value(node.id, scope)
            return bool(bindings) and all(self._numpy_generator(b.value, b.scope, depth + 1) for b in bindings)
        return False

    def _numpy_random_shape(self, name: str, args: "_Arguments") -> Optional[Shape]:
        """``randn(10, 4)``, ``normal(0, 1, size=(10, 4))``, ``rng.standard_normal((3,))``..."""
        if name in NUMPY_RANDOM_BY_DIMENSIONS:
            if args.keywords:
                return None
            dims = [self.int_value(item, args.scope) for item in args.positional]
            return None if any(d is None or d < 0 for d in dims) else tuple(dims)
        if name not in NUMPY_RANDOM_BY_SIZE or NUMPY_RANDOM_BY_SIZE[name] is None:
            return None
        position = NUMPY_RANDOM_BY_SIZE[name]
        size = args.keywords.get("size")
        if size is None and len(args.positional) > position:
            size = args.positional[position]
        if size is None or (name == "choice" and not set(args.keywords) <= {"size", "replace"}):
            return None  # one sample, or choice's probabilities: not proven here
        return self.shape_value(size, args.scope)

    def _returned_shape(self, call: ast.Call, args: "_Arguments") -> Optional[Shape]:
        """A same-file function's result, called as it is or through transforms that keep
        its output (jit, checkpoint): the one shape all its returns have, given the shapes
        of the call's arguments."""
        wrapped = self.traces.transforms.resolve(call.func, args.scope)
        called_at = args.env.get(CALLED_AT) if args.env else None
        if wrapped is None and called_at is not None:
            wrapped = self._late_bound(call.func, args.scope, called_at)
        if wrapped is None or wrapped.function is None or wrapped.function.is_method:
            return None
        if not all(layer.known and layer.spec.keeps_output and not layer.spec.maps for layer in wrapped.layers):
            return None
        function = wrapped.function
        key = ("returns", id(function))
        if key in self._active or not always_returns(function):
            return None
        env = self.call_env(function, call, args.scope, args.env)
        if env is None:
            return None
        if called_at is not None and not wrapped.layers:
            env[CALLED_AT] = called_at  # a plain call runs within the same module-level call
        self._active.add(key)
        try:
            shapes = {self.shape_of(value, function, env, args.depth + 1) for value in function.returns}
        finally:
            self._active.discard(key)
        return shapes.pop() if len(shapes) == 1 and None not in shapes else None

    def _late_bound(self, func: ast.expr, scope: Scope, called_at: ast.Call):
        """The def a global name called in ``scope`` is while the module-level call
        ``called_at`` runs: the one def of the module that reaches that call."""
        names = self.names
        module = names.module_scope
        if not isinstance(func, ast.Name) or func.id in scope.bindings:
            return None
        if scope.lookup(func.id) is not module.bindings.get(func.id):
            return None
        binding = names.binding(func.id, module, called_at)
        if not isinstance(binding, Defined) or not isinstance(binding.node, FUNCTION_DEFS):
            return None
        function = names.scope_of.get(binding.node)
        return None if function is None else self.traces.transforms.of_def(function)

    def call_env(self, function: Scope, call: ast.Call, scope: Scope, env: Optional[dict] = None) -> Optional[dict]:
        """Parameter -> shape of what ``call`` passes it (by position or keyword; ``env``:
        the shapes of the caller's own parameters); None when ``*args``/``**kwargs`` hide
        the arguments or there are too many."""
        positional = positional_args(call)
        if positional is None or any(item.arg is None for item in call.keywords):
            return None
        if len(positional) > len(function.positional):
            return None
        shapes = {name: self.shape_of(value, scope, env) for name, value in zip(function.positional, positional)}
        for item in call.keywords:
            if item.arg in function.params:
                shapes[item.arg] = self.shape_of(item.value, scope, env)
        return shapes

    def partial_env(self, function: Scope, bound: ast.Call, call: ast.Call, scope: Scope) -> Optional[dict]:
        """:meth:`call_env` for ``partial(f, *a, **k)`` called as ``(*b, **c)``: ``f`` is
        handed ``a`` then ``b``, and ``k`` updated by ``c`` (both calls read in ``scope``)."""
        merged = ast.Call(func=call.func, args=[*bound.args[1:], *call.args], keywords=[*bound.keywords, *call.keywords])
        return self.call_env(function, merged, scope)

    @staticmethod
    def per_example(env: dict, names: tuple, axes: Optional[list]) -> Optional[dict]:
        """What a vmap over ``call`` hands one run of its function: each positional parameter
        (``names``) mapped along its axis (``axes``, one int or None each, as
        :meth:`.transforms.Transforms.axes_per_argument` reads in_axes) loses that axis of the
        shape ``env`` gives it (``xs`` of (10, 1) arrives as (1,)); None when an axis is
        unreadable or past a proven rank (vmap raises first)."""
        if axes is None or len(axes) < len(names):
            return None
        mapped = dict(env)
        for name, axis in zip(names, axes):
            shape = mapped.get(name)
            if axis is None or shape is None:
                continue
            if not -len(shape) <= axis < len(shape):
                return None
            axis %= len(shape)
            mapped[name] = shape[:axis] + shape[axis + 1:]
        return mapped

    def _one_hot_shape(self, args: "_Arguments") -> Optional[Shape]:
        """``jax.nn.one_hot(x, num_classes)``: x's shape, then the classes."""
        if not args.positional or len(args.positional) > 2 or not set(args.keywords) <= {"num_classes", "dtype"}:
            return None
        classes = args.keywords.get("num_classes") or (args.positional[1] if len(args.positional) > 1 else None)
        count = None if classes is None else self.int_value(classes, args.scope)
        base = args.shape(0)
        return None if count is None or base is None or count < 0 else base + (count,)

    def _split_shape(self, args: "_Arguments") -> Optional[Shape]:
        """``jax.random.split(key, n)``: n keys, each of the key's own shape."""
        if not args.positional or len(args.positional) > 2 or not set(args.keywords) <= {"num"}:
            return None
        count = args.keywords.get("num") or (args.positional[1] if len(args.positional) > 1 else None)
        number = 2 if count is None else self.int_value(count, args.scope)
        key = args.shape(0)
        return None if number is None or key is None or number < 0 else (number,) + key

    def _random_shape(self, name: str, args: "_Arguments") -> Optional[Shape]:
        positional = args.positional
        if not positional or len(positional) > 3:
            return None
        shape_arg = args.keywords.get("shape") or (positional[1] if len(positional) > 1 else None)
        if shape_arg is None:
            # Only the key (and a dtype): one sample.  minval/maxval and friends could broadcast.
            return () if name != "rademacher" and len(positional) == 1 and set(args.keywords) <= {"dtype"} else None
        return self.shape_value(shape_arg, args.scope)

    def applied_shape(self, callee: ast.expr, callee_scope: Scope, call: ast.Call, scope: Scope) -> Optional[Shape]:
        """The shape a library function held as a value returns when ``call`` hands it its
        arguments (``jax.grad(jnp.sin)(x)``): an element-wise function's broadcast, a full
        reduction's ``()``."""
        qualname = self.names.qualified_name(callee, callee_scope)
        if qualname is None or has_star_args(call):
            return None
        return self._generic_shape(qualname, _Arguments(self, list(call.args), {
            k.arg: k.value for k in call.keywords}, scope, None, 0))

    def _generic_shape(self, qualname: str, args: "_Arguments") -> Optional[Shape]:
        """Full reductions, element-wise functions (the library table's rows) and products."""
        name = qualname.rpartition(".")[2]
        if qualname in SHAPE_PRESERVING_PLACEMENTS:
            return args.shape(0) if args.positional and set(args.keywords) <= {"device"} else None
        reduction = reduces(qualname)
        if reduction is not None and args.only_positional(reduction.arity):
            return None if any(args.shape(i) is None for i in range(reduction.arity)) else ()
        elementwise = keeps_shape(qualname, len(args.positional), bool(args.keywords))
        if elementwise is not None:
            shapes = [args.shape(i) for i in range(len(args.positional))]
            if not shapes or any(shape is None or len(shape) < elementwise.min_rank for shape in shapes):
                return None
            result = shapes[0]
            for shape in shapes[1:]:
                result = broadcast(result, shape)
                if result is None:
                    return None
            return result
        if qualname.startswith(SHAPED_MODULES) and name in ("dot", "matmul") and args.only_positional(2):
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
            return (size(base),)
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

    def _method_shape(self, call: ast.Call, args: "_Arguments") -> Optional[Shape]:
        """Methods of an array whose shape is known: reductions, reshape, astype..."""
        func = call.func
        method = func.attr
        positional, keywords, scope, env, depth = args.positional, args.keywords, args.scope, args.env, args.depth
        over_axes = reduction_call(call, None)
        if over_axes is not None:  # x.sum(axis) as jnp.sum(x, axis)
            return self._reduced(self.shape_of(func.value, scope, env, depth + 1), over_axes.axis, over_axes.keepdims, scope)
        if method == "reshape" and positional and not keywords:
            return self._reshaped(self.shape_of(func.value, scope, env, depth + 1), positional, scope)
        if method in ("ravel", "flatten", "transpose", "squeeze") and not positional and not keywords:
            return self._no_arg_method(method, self.shape_of(func.value, scope, env, depth + 1))
        if method in SHAPE_PRESERVING_METHODS and len(positional) <= 1 and not keywords:
            return self.shape_of(func.value, scope, env, depth + 1)
        return None


class _Arguments:
    """A call's arguments, with where to read their shapes."""

    def __init__(
        self, inference: CallShapes, positional: list, keywords: dict, scope: Scope, env: Optional[dict], depth: int
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
    **dict.fromkeys(SHAPE_CONSTRUCTORS, CallShapes._filled),
    **dict.fromkeys(LIKE_CONSTRUCTORS, CallShapes._like),
    "arange": CallShapes._arange,
    "linspace": CallShapes._linspace,
    "eye": CallShapes._square,
    "identity": CallShapes._square,
    "array": CallShapes._array,
    "asarray": CallShapes._array,
    "reshape": CallShapes._reshape,
    **dict.fromkeys(("ravel", "transpose", "squeeze"), CallShapes._no_arg_function),
    **dict.fromkeys(("stack", "concatenate"), CallShapes._joined_function),
}
