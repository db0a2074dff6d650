"""What the rules know about a module: scopes, bindings, imports, traced functions.

It reads the stdlib ``ast`` tree: flake8 has already built one for every file, so the
analysis costs no parse of its own.  One walk (:class:`_Indexer`) records, per scope,
every binding and the few kinds of node the rules look at.  Everything after that is
lazy and memoised, so a file that has no traced function and no JAX call costs little
more than that walk.

The guiding rule is precision: every question answers "proven" or "don't know",
and "don't know" makes the rules stay silent.
"""

from __future__ import annotations

import ast
from ast import AST
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Iterator, Optional, Sequence, Union

FUNCTION_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)

# --------------------------------------------------------------------------- bindings


@dataclass(frozen=True)
class Assigned:
    """``name = value`` (also annotated assignment and the walrus)."""

    value: ast.expr
    scope: "Scope"
    # Where the binding takes effect: the end of its statement (line, byte column).
    after: tuple = field(default=(0, 0), compare=False)


@dataclass(frozen=True)
class Unpacked:
    """``a, b = value``: one element of an unpacked value."""

    value: ast.expr
    scope: "Scope"
    after: tuple = field(default=(0, 0), compare=False)


@dataclass(frozen=True)
class Iterated:
    """``for name in iterable`` (also comprehension targets)."""

    iterable: ast.expr
    scope: "Scope"
    after: tuple = field(default=(0, 0), compare=False)


@dataclass(frozen=True)
class Imported:
    qualname: str


@dataclass(frozen=True)
class Defined:
    """``def name`` or ``class name``."""

    node: Union[ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef]


@dataclass(frozen=True)
class Param:
    scope: "Scope"
    name: str


class _Opaque:
    """A binding nothing can be said about (``with ... as``, ``global``, ``del``...)."""

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return "OPAQUE"


OPAQUE = _Opaque()

Binding = Union[Assigned, Unpacked, Iterated, Imported, Defined, Param, _Opaque]


# --------------------------------------------------------------------------- scopes


@dataclass(eq=False)
class Scope:
    node: ast.AST
    parent: Optional["Scope"]
    kind: str  # "module" | "class" | "function" | "lambda"
    bindings: dict = field(default_factory=dict)  # name -> list[Binding]
    # Positional parameters in order, then keyword-only ones; names only.
    positional: list = field(default_factory=list)
    keyword_only: list = field(default_factory=list)
    is_method: bool = False
    defaulted: set = field(default_factory=set)  # parameters that have a default
    # Sites the rules visit, recorded during the single pass.
    truth_tests: list = field(default_factory=list)  # (expr, construct, owner node)
    subscript_stores: list = field(default_factory=list)  # (Subscript, stmt)
    subscripts: list = field(default_factory=list)  # Subscript nodes, stores included
    calls: list = field(default_factory=list)  # Call nodes
    returns: list = field(default_factory=list)  # returned expressions
    # Spans ((line, col), (end line, end col)) of loops and comprehensions: code in
    # them may see bindings made later in the text.
    loops: list = field(default_factory=list)

    def bind(self, name: str, binding: Binding) -> None:
        self.bindings.setdefault(name, []).append(binding)

    @property
    def params(self) -> list:
        return self.positional + self.keyword_only

    def lookup(self, name: str) -> Optional[list]:
        """The bindings of ``name`` as seen from this scope (Python's LEGB, classes skipped)."""
        scope: Optional[Scope] = self
        first = True
        while scope is not None:
            if (first or scope.kind != "class") and name in scope.bindings:
                return scope.bindings[name]
            first = False
            scope = scope.parent
        return None

    def function_name(self) -> str:
        node = self.node
        return node.name if isinstance(node, FUNCTION_DEFS) else "<lambda>"


def _end(node: ast.AST) -> tuple:
    return (node.end_lineno, node.end_col_offset)


def _target_names(target: ast.expr) -> Iterator[tuple]:
    """Yield (name, is_whole) for the names a target binds; subscripts/attributes bind none."""
    if isinstance(target, ast.Name):
        yield target.id, True
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            for name, _ in _target_names(element):
                yield name, False
    elif isinstance(target, ast.Starred):
        for name, _ in _target_names(target.value):
            yield name, False


class _Indexer:
    """The single pass: scopes, bindings and rule sites."""

    def __init__(self, module: ast.Module) -> None:
        self.module_scope = Scope(module, None, "module")
        self.scope = self.module_scope
        self.functions: list = []  # function and lambda scopes, in source order
        self.scope_of: dict = {}  # FunctionDef/Lambda node -> Scope
        self.scopes: list = [self.module_scope]
        # Names whose value may change with no new binding: ``x += y``, ``x.shape = s``,
        # ``x.resize(s)``.  Module-wide and by name: cheap, and errs on the silent side.
        self.mutated: set = set()
        self.following: dict = {}  # id(If without else) -> the next statement
        # Attribute name -> what is stored into it anywhere (``obj.attr = value``).
        self.attributes: dict = {}

    # ---- scopes -----------------------------------------------------------------
    def _push(self, node: ast.AST, kind: str, params: Optional[ast.arguments]) -> None:
        scope = Scope(node, self.scope, kind)
        self.scopes.append(scope)
        if params is not None:
            positional = [*params.posonlyargs, *params.args]
            scope.positional = [p.arg for p in positional]
            scope.keyword_only = [p.arg for p in params.kwonlyargs]
            # defaults belong to the last positional parameters; kw_defaults hold None for "none"
            with_default = positional[len(positional) - len(params.defaults):] if params.defaults else []
            scope.defaulted = {p.arg for p in with_default} | {
                p.arg for p, default in zip(params.kwonlyargs, params.kw_defaults) if default is not None
            }
            for name in scope.positional + scope.keyword_only:
                scope.bind(name, Param(scope, name))
            for star in (params.vararg, params.kwarg):
                if star is not None:
                    scope.bind(star.arg, OPAQUE)
            self.functions.append(scope)
            self.scope_of[node] = scope
        self.scope = scope

    def _pop(self) -> None:
        assert self.scope.parent is not None
        self.scope = self.scope.parent

    # ---- the walk -----------------------------------------------------------------
    # Iterative (deeply nested code must not overflow the stack) and dispatching on
    # type; expression contexts and operators, which never hold code, are skipped.
    def walk(self, root: ast.AST) -> None:
        handlers = _HANDLERS
        fields_of = _CODE_FIELDS
        stack: list = [root]
        pop = stack.pop
        push = stack.append
        while stack:
            item = pop()
            if type(item) is tuple:  # (enter scope callback, node) or (None,): leave scope
                if item[0] is None:
                    self._pop()
                else:
                    item[0](self, item[1])
                continue
            cls = type(item)
            handler = handlers.get(cls)
            if handler is not None and handler(self, item, stack):
                continue  # the handler scheduled the children itself
            names = fields_of.get(cls)
            if names is None:
                names = fields_of[cls] = tuple(f for f in cls._fields if f not in _NOT_CODE)
            children = []
            for name in names:
                value = getattr(item, name, None)
                if type(value) is list:
                    if value and name in _STATEMENT_LISTS:
                        self._record_fall_through(value)
                    children.extend(value)
                elif isinstance(value, AST):
                    children.append(value)
            for child in reversed(children):
                # Lists also hold None (``**spread`` dict keys, absent kw_defaults) and
                # strings (global and nonlocal names).
                if isinstance(child, AST):
                    push(child)

    def _schedule_body(self, node: ast.AST, enter, outer: list, stack: list) -> None:
        """Outer parts (decorators, defaults...) in this scope; the body in its own."""
        body = node.body if isinstance(node.body, list) else [node.body]
        if isinstance(node.body, list):
            self._record_fall_through(body)
        stack.append((None,))
        stack.extend(reversed(body))
        stack.append((enter, node))
        stack.extend(reversed([part for part in outer if part is not None]))

    @staticmethod
    def _signature_parts(params: ast.arguments) -> list:
        """Defaults and annotations: evaluated where the def or lambda is."""
        parts = [*params.defaults, *params.kw_defaults]
        for param in (*params.posonlyargs, *params.args, params.vararg, *params.kwonlyargs, params.kwarg):
            if param is not None and param.annotation is not None:
                parts.append(param.annotation)
        return parts

    def visit_FunctionDef(self, node: ast.FunctionDef, stack: list) -> bool:
        self.scope.bind(node.name, Defined(node))
        outer = [*node.decorator_list, *self._signature_parts(node.args), node.returns]
        self._schedule_body(node, _Indexer._enter_function, outer, stack)
        return True

    visit_AsyncFunctionDef = visit_FunctionDef

    def _enter_function(self, node: ast.FunctionDef) -> None:
        self._push(node, "function", node.args)
        self.scope.is_method = self.scope.parent.kind == "class"

    def visit_Lambda(self, node: ast.Lambda, stack: list) -> bool:
        self._schedule_body(node, _Indexer._enter_lambda, self._signature_parts(node.args), stack)
        return True

    def _enter_lambda(self, node: ast.Lambda) -> None:
        self._push(node, "lambda", node.args)
        self.scope.returns.append(node.body)

    def visit_ClassDef(self, node: ast.ClassDef, stack: list) -> bool:
        self.scope.bind(node.name, Defined(node))
        outer = [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]
        self._schedule_body(node, _Indexer._enter_class, outer, stack)
        return True

    def _enter_class(self, node: ast.ClassDef) -> None:
        self._push(node, "class", None)

    # ---- bindings ---------------------------------------------------------------
    def _bind_target(self, target: ast.expr, value: Optional[ast.expr], after: tuple) -> None:
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)):
            if len(target.elts) == len(value.elts) and not any(
                isinstance(e, ast.Starred) for e in (*target.elts, *value.elts)
            ):
                for t, v in zip(target.elts, value.elts):
                    self._bind_target(t, v, after)
                return
        for name, whole in _target_names(target):
            if value is None:
                self.scope.bind(name, OPAQUE)
            elif whole:
                self.scope.bind(name, Assigned(value, self.scope, after))
            else:
                self.scope.bind(name, Unpacked(value, self.scope, after))
        self._bind_attributes(target, value if isinstance(target, ast.Attribute) else None, after)

    def _bind_attributes(self, target: ast.expr, value: Optional[ast.expr], after: tuple) -> None:
        """``obj.attr = value`` (value None: unknown, e.g. unpacked or iterated)."""
        if isinstance(target, ast.Attribute):
            binding = OPAQUE if value is None else Assigned(value, self.scope, after)
            self.attributes.setdefault(target.attr, []).append(binding)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                self._bind_attributes(element, None, after)
        elif isinstance(target, ast.Starred):
            self._bind_attributes(target.value, None, after)

    def visit_Assign(self, node: ast.Assign, stack: list) -> None:
        for target in node.targets:
            self._store(target, node)
            self._bind_target(target, node.value, _end(node))

    def visit_AnnAssign(self, node: ast.AnnAssign, stack: list) -> None:
        self._store(node.target, node)
        if node.value is not None:
            self._bind_target(node.target, node.value, _end(node))
        elif self.scope.kind == "class" and isinstance(node.target, ast.Name):
            self.scope.bind(node.target.id, OPAQUE)  # a declared field: instances may hold anything

    def visit_AugAssign(self, node: ast.AugAssign, stack: list) -> None:
        # ``x += v`` keeps x's kind (array stays array, list stays list): no new binding,
        # but its shape may change (broadcasting), so shapes must not trust x.
        self._store(node.target, node)
        if isinstance(node.target, ast.Name):
            self.mutated.add(node.target.id)

    def visit_NamedExpr(self, node: ast.NamedExpr, stack: list) -> None:
        self._bind_target(node.target, node.value, _end(node))

    def visit_For(self, node: ast.For, stack: list) -> None:
        self._loop(node)
        for name, _ in _target_names(node.target):
            self.scope.bind(name, Iterated(node.iter, self.scope, _end(node.iter)))
        self._bind_attributes(node.target, None, _end(node.iter))

    visit_AsyncFor = visit_For

    def _loop(self, node: ast.AST, stack: Optional[list] = None) -> None:
        self.scope.loops.append(((node.lineno, node.col_offset), _end(node)))

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _loop

    def visit_comprehension(self, node: ast.comprehension, stack: list) -> None:
        for name, _ in _target_names(node.target):
            self.scope.bind(name, Iterated(node.iter, self.scope, _end(node.iter)))
        for test in node.ifs:
            self.scope.truth_tests.append((test, "comprehension if", test))

    def visit_withitem(self, node: ast.withitem, stack: list) -> None:
        if node.optional_vars is not None:
            for name, _ in _target_names(node.optional_vars):
                self.scope.bind(name, OPAQUE)
            self._bind_attributes(node.optional_vars, None, (0, 0))

    def visit_ExceptHandler(self, node: ast.ExceptHandler, stack: list) -> None:
        if node.name is not None:
            self.scope.bind(node.name, OPAQUE)

    def visit_Delete(self, node: ast.Delete, stack: list) -> None:
        for target in node.targets:
            for name, _ in _target_names(target):
                self.scope.bind(name, OPAQUE)
            self._bind_attributes(target, None, (0, 0))

    def visit_Global(self, node: ast.Global, stack: list) -> None:
        for name in node.names:
            self.scope.bind(name, OPAQUE)
            self.module_scope.bind(name, OPAQUE)

    def visit_Nonlocal(self, node: ast.Nonlocal, stack: list) -> None:
        for name in node.names:
            self.scope.bind(name, OPAQUE)

    def visit_Import(self, node: ast.Import, stack: list) -> None:
        for alias in node.names:
            if alias.asname is not None:
                self.scope.bind(alias.asname, Imported(alias.name))
            else:
                top = alias.name.split(".", 1)[0]
                self.scope.bind(top, Imported(top))

    def visit_ImportFrom(self, node: ast.ImportFrom, stack: list) -> None:
        base = node.module if node.module is not None and not node.level else None
        for alias in node.names:
            if alias.name == "*":
                return
            local = alias.asname if alias.asname is not None else alias.name
            self.scope.bind(local, Imported(f"{base}.{alias.name}") if base else OPAQUE)

    # ---- rule sites -------------------------------------------------------------
    def _store(self, target: ast.expr, stmt: ast.stmt) -> None:
        if isinstance(target, ast.Subscript):
            self.scope.subscript_stores.append((target, stmt))
        elif isinstance(target, ast.Attribute) and target.attr == "shape" and isinstance(target.value, ast.Name):
            self.mutated.add(target.value.id)

    def _record_fall_through(self, body: Sequence) -> None:
        """``if c: ...`` with no else, and the statement after it (for rewrites)."""
        for statement, following in zip(body, body[1:]):
            if type(statement) is ast.If and not statement.orelse:
                self.following[id(statement)] = following

    def visit_If(self, node: ast.If, stack: list) -> None:
        self.scope.truth_tests.append((node.test, "if", node))

    def visit_While(self, node: ast.While, stack: list) -> None:
        self._loop(node)
        self.scope.truth_tests.append((node.test, "while", node))

    def visit_IfExp(self, node: ast.IfExp, stack: list) -> None:
        self.scope.truth_tests.append((node.test, "conditional expression", node))

    def visit_Assert(self, node: ast.Assert, stack: list) -> None:
        self.scope.truth_tests.append((node.test, "assert", node))

    def visit_UnaryOp(self, node: ast.UnaryOp, stack: list) -> None:
        if isinstance(node.op, ast.Not):
            self.scope.truth_tests.append((node.operand, "not", node))

    def visit_BoolOp(self, node: ast.BoolOp, stack: list) -> None:
        # Only the first operand is always converted; the last one is returned as is.
        word = "and" if isinstance(node.op, ast.And) else "or"
        self.scope.truth_tests.append((node.values[0], word, node))

    def visit_Subscript(self, node: ast.Subscript, stack: list) -> None:
        self.scope.subscripts.append(node)

    def visit_Call(self, node: ast.Call, stack: list) -> None:
        self.scope.calls.append(node)
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "resize" and isinstance(func.value, ast.Name):
            self.mutated.add(func.value.id)

    def visit_Return(self, node: ast.Return, stack: list) -> None:
        if node.value is not None:
            self.scope.returns.append(node.value)


# Fields that never hold code worth a visit: load/store contexts, operators, comments.
_NOT_CODE = frozenset({"ctx", "op", "ops", "type_comment", "type_ignores", "kind"})
_STATEMENT_LISTS = frozenset({"body", "orelse", "finalbody"})
_CODE_FIELDS: dict = {}

_HANDLERS = {
    getattr(ast, name[len("visit_"):]): getattr(_Indexer, name)
    for name in dir(_Indexer)
    if name.startswith("visit_") and hasattr(ast, name[len("visit_"):])
}


# --------------------------------------------------------------------------- knowledge

TRANSPARENT_TRANSFORMS = frozenset(
    {
        "jax.grad",
        "jax.value_and_grad",
        "jax.jacfwd",
        "jax.jacrev",
        "jax.hessian",
        "jax.checkpoint",
        "jax.remat",
        "jax.named_call",
    }
)
JIT = frozenset({"jax.jit"})
VMAP = frozenset({"jax.vmap"})
# pmap traces its body like vmap (verified on one CPU device); in_axes only by keyword,
# and static_broadcasted_argnums keeps arguments Python values.
PMAP = frozenset({"jax.pmap"})
PARTIAL = frozenset({"functools.partial"})

# Higher-order lax primitives, traced bodies even outside jit (verified for cond,
# fori_loop, scan): where their function arguments sit, as (position, keyword), and what
# feeds the bodies' parameters: {parameter index: (position, keyword)}, or an int where
# the operands start (cond, switch: parameter i <- operand i).  switch's branches are
# a list literal at position 1 (``branches``).
LAX_BODIES = {
    "jax.lax.cond": (((1, "true_fun"), (2, "false_fun")), 3),
    "jax.lax.switch": ((), 2),
    "jax.lax.scan": (((0, "f"),), {0: (1, "init"), 1: (2, "xs")}),
    "jax.lax.fori_loop": (((2, "body_fun"),), {1: (3, "init_val")}),
    "jax.lax.while_loop": (((0, "cond_fun"), (1, "body_fun")), {0: (2, "init_val")}),
    "jax.lax.map": (((0, "f"),), {0: (1, "xs")}),
    "jax.lax.associative_scan": (((0, "fn"),), {0: (1, "elems"), 1: (1, "elems")}),
}

# Attributes of an array that are plain Python values at trace time.
STATIC_ATTRIBUTES = frozenset(
    {"shape", "ndim", "dtype", "size", "weak_type", "sharding", "itemsize", "nbytes", "aval"}
)
ARRAY_ATTRIBUTES = frozenset({"T", "mT", "real", "imag"})
# Methods of jax.Array that return arrays.
ARRAY_METHODS = frozenset(
    """all any argmax argmin argsort astype choose clip conj conjugate copy cumprod cumsum
    diagonal dot flatten max mean min nonzero_count prod ptp ravel repeat reshape round
    searchsorted sort squeeze std sum swapaxes take trace transpose var view""".split()
)
AT_METHODS = frozenset({"set", "add", "subtract", "mul", "multiply", "divide", "power", "min", "max", "apply", "get"})

# jax.numpy functions that do not return one array (Python values, tuples, lists, functions).
JNP_NOT_ARRAY = frozenset(
    """shape ndim size dtype result_type issubdtype isdtype iscomplexobj isrealobj isscalar
    finfo iinfo promote_types can_cast vectorize split array_split hsplit vsplit dsplit
    meshgrid unique unique_all unique_counts unique_inverse nonzero where broadcast_arrays
    histogram histogram2d histogramdd divmod frexp modf unravel_index tril_indices
    triu_indices diag_indices diag_indices_from tril_indices_from triu_indices_from
    mask_indices ix_ broadcast_shapes printoptions set_printoptions get_printoptions save
    savez load einsum_path atleast_1d atleast_2d atleast_3d indices fromfunction
    piecewise frompyfunc ufunc linalg fft""".split()
)
JNP_BOOLEAN = frozenset(
    """isnan isinf isfinite isposinf isneginf isclose signbit isreal iscomplex equal
    not_equal greater greater_equal less less_equal logical_and logical_or logical_not
    logical_xor isin""".split()
)
# NumPy calls that return an ndarray (concrete, unhashable, traced once handed to jit).
# Calls that build an array from a literal: ``jnp.array([True, False])``.
ARRAY_CONSTRUCTORS = frozenset({"jax.numpy.array", "jax.numpy.asarray", "numpy.array", "numpy.asarray"})
NUMPY_ARRAYS = frozenset(
    f"numpy.{name}"
    for name in "array asarray zeros ones empty full arange linspace eye identity zeros_like ones_like".split()
)
RANDOM_ARRAYS = frozenset(
    """normal uniform randint bernoulli categorical choice permutation split PRNGKey key
    fold_in gamma beta truncated_normal multivariate_normal exponential laplace logistic
    gumbel poisson dirichlet cauchy rademacher ball orthogonal bits t chisquare loggamma
    f maxwell pareto weibull_min binomial geometric lognormal triangular wald rayleigh
    generalized_normal double_sided_maxwell""".split()
)
NN_NOT_ARRAY = frozenset({"initializers"})
# jax.numpy.linalg functions that return one array (eigh, svd, qr, slogdet... return tuples).
LINALG_ARRAYS = frozenset(
    """norm vector_norm matrix_norm det inv pinv matrix_power cholesky solve matrix_rank
    cond trace tensorsolve tensorinv eigvals eigvalsh cross outer matmul vecdot diagonal
    matrix_transpose""".split()
)


MAX_DEPTH = 150


class Kind(IntEnum):
    """What an expression is known to hold.  Higher means more is proven."""

    UNKNOWN = 0
    ARRAY = 1  # a concrete jax.Array (built outside any trace)
    TRACED_TREE = 2  # a traced argument: a tracer, or a pytree (tuple, dict...) of tracers
    TRACED_ARRAY = 3  # a tracer that is an array, for sure


def is_traced(kind: Kind) -> bool:
    return kind >= Kind.TRACED_TREE


def is_array(kind: Kind) -> bool:
    return kind in (Kind.ARRAY, Kind.TRACED_ARRAY)
# Operands a jax.Array's comparison operators refuse (NotImplemented): Python falls back
# to identity (``==`` gives a plain bool) or raises TypeError, never a traced array.
# E.g. ``for k in params: if k != "bias"`` under jit compares strings.
_NOT_ARRAY_OPERANDS = (
    ast.JoinedStr, ast.Tuple, ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp,
)


def never_compared_as_array(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is None or isinstance(node.value, (str, bytes))
    return isinstance(node, _NOT_ARRAY_OPERANDS)


def is_constant(node: Optional[ast.AST], value: object) -> bool:
    """``node`` is the literal ``None``, ``True`` or ``False`` (``value``)."""
    return isinstance(node, ast.Constant) and node.value is value


def is_number(node: ast.AST) -> bool:
    """An int or float literal (``True`` is not one)."""
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def const_int(node: ast.expr) -> Optional[int]:
    if isinstance(node, ast.Constant):
        return node.value if type(node.value) is int else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        value = const_int(node.operand)
        return None if value is None else -value
    return None


def const_str(node: ast.expr) -> Optional[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def literal_sequence(node: Optional[ast.expr]) -> Optional[list]:
    """The element expressions of a tuple or list literal without starred parts."""
    if isinstance(node, (ast.Tuple, ast.List)) and not any(isinstance(e, ast.Starred) for e in node.elts):
        return list(node.elts)
    return None


def subscript_indices(node: ast.Subscript) -> list:
    """``x[i, j]`` -> [i, j]; ``x[i]`` -> [i] (slices stay ``ast.Slice``)."""
    index = node.slice
    return list(index.elts) if isinstance(index, ast.Tuple) else [index]


def const_int_set(node: ast.expr) -> Optional[set]:
    """``1`` or ``(0, 2)`` or ``[0]`` as a set of ints; None if not literal."""
    single = const_int(node)
    if single is not None:
        return {single}
    items = literal_sequence(node)
    if items is None:
        return None
    values = [const_int(item) for item in items]
    return None if any(v is None for v in values) else set(values)


def const_str_set(node: ast.expr) -> Optional[set]:
    single = const_str(node)
    if single is not None:
        return {single}
    items = literal_sequence(node)
    if items is None:
        return None
    values = [const_str(item) for item in items]
    return None if any(v is None for v in values) else set(values)


def keyword(call: ast.Call, name: str) -> Optional[ast.expr]:
    for item in call.keywords:
        if item.arg == name:
            return item.value
    return None


def positional_args(call: ast.Call) -> Optional[list]:
    """The positional argument expressions, or None when a ``*args`` hides them."""
    if any(isinstance(arg, ast.Starred) for arg in call.args):
        return None
    return list(call.args)


def first_positional(call: ast.Call) -> Optional[ast.expr]:
    """The first argument when it is a plain positional one (not ``*args``)."""
    if call.args and not isinstance(call.args[0], ast.Starred):
        return call.args[0]
    return None


def argument_count(call: ast.Call) -> int:
    return len(call.args) + len(call.keywords)


def argument_values(call: ast.Call) -> list:
    """Every argument expression, positional, starred and keyword."""
    return [arg.value if isinstance(arg, ast.Starred) else arg for arg in call.args] + [
        item.value for item in call.keywords
    ]


def argument(call: ast.Call, position: int, name: Optional[str]) -> Optional[ast.expr]:
    """The argument at ``position``, or given as keyword ``name``; None if absent or hidden."""
    positional = positional_args(call)
    if positional is None:
        return None
    if position < len(positional):
        return positional[position]
    return keyword(call, name) if name else None


def lax_bodies(call: ast.Call, qualname: str) -> list:
    """The function expressions a higher-order lax call traces."""
    bodies = [argument(call, position, word) for position, word in LAX_BODIES[qualname][0]]
    if qualname == "jax.lax.switch":
        branches = argument(call, 1, "branches")
        bodies += (literal_sequence(branches) or []) if branches is not None else []
    return [body for body in bodies if body is not None]


def has_star_args(call: ast.Call) -> bool:
    return any(isinstance(arg, ast.Starred) for arg in call.args) or any(k.arg is None for k in call.keywords)


@dataclass
class JitSpec:
    """A jitted callable: the function underneath (if known) and its static arguments."""

    function: Optional[Scope]
    static_argnums: set
    static_argnames: set

    def static_positions(self) -> set:
        positions = set(self.static_argnums)
        if self.function is not None:
            params = self.function.positional
            positions = {p % len(params) if params else p for p in positions}
            positions |= {i for i, name in enumerate(params) if name in self.static_argnames}
        return positions

    def static_names(self) -> set:
        names = set(self.static_argnames)
        if self.function is not None:
            params = self.function.positional
            for index in self.static_argnums:
                if -len(params) <= index < len(params):
                    names.add(params[index])
        return names


@dataclass
class VmapSpec:
    function: Optional[Scope]
    in_axes: Optional[ast.expr]  # None: the default, 0



class Semantics:
    """The shared, lazily computed facts about one module."""

    def __init__(self, module: ast.Module) -> None:
        indexer = _Indexer(module)
        indexer.walk(module)
        self.module = module
        self.module_scope = indexer.module_scope
        self.functions: list = indexer.functions
        self.scope_of: dict = indexer.scope_of
        self.scopes: list = indexer.scopes
        self.mutated_names: set = indexer.mutated
        self.following: dict = indexer.following
        self.attributes: dict = indexer.attributes
        # Names a class body binds or declares: ``self.name`` may then be that, not a store.
        self._class_names: set = set()
        for scope in self.scopes:
            if scope.kind == "class":
                self._class_names.update(scope.bindings)
        self._kinds: dict = {}  # id(node) or id(bindings) -> Kind
        self._journal: list = []  # keys of _kinds in insertion order, for rollback
        self._assumed: dict = {}  # names being solved -> their current assumption
        self._depth = 0
        self._traced: Optional[dict] = None
        self._masks: dict = {}  # (id(function), parameter) -> handed a boolean array?

    # ---- names ------------------------------------------------------------------
    def qualified_name(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """``jnp.zeros`` -> ``jax.numpy.zeros`` when ``jnp`` is provably ``jax.numpy``: imported
        as such, or bound once to a name that is (``jnp = jax.numpy``, ``jit = jax.jit``)."""
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            if not bindings:
                return None
            first = bindings[0]
            if isinstance(first, Imported) and all(b == first for b in bindings):
                return first.qualname
            if (
                len(bindings) == 1
                and isinstance(first, Assigned)
                and isinstance(first.value, (ast.Name, ast.Attribute))
                and depth < 10
            ):
                return self.qualified_name(first.value, first.scope, depth + 1)
            return None
        if isinstance(node, ast.Attribute):
            base = self.qualified_name(node.value, scope, depth)
            return None if base is None else f"{base}.{node.attr}"
        return None

    def is_builtin(self, node: ast.expr, scope: Scope, name: str) -> bool:
        return isinstance(node, ast.Name) and node.id == name and scope.lookup(name) is None

    def unwrap_partial(self, node: ast.expr, scope: Scope) -> tuple:
        """``partial(jax.jit, static_argnums=1)`` -> (qualname of jax.jit, that Call)."""
        if isinstance(node, ast.Call):
            qualname = self.qualified_name(node.func, scope)
            first = first_positional(node)
            if qualname in PARTIAL and first is not None:
                return self.qualified_name(first, scope), node
            return qualname, node
        return self.qualified_name(node, scope), None

    def function_of(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[Scope]:
        """The def or lambda an expression provably names, through transparent transforms
        (and a bare ``jax.jit``), and through names bound once to any of those."""
        if depth > 10:
            return None
        if isinstance(node, ast.Lambda):
            return self.scope_of.get(node)
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            if bindings and len(bindings) == 1:
                binding = bindings[0]
                if isinstance(binding, Defined) and isinstance(binding.node, FUNCTION_DEFS):
                    return self.scope_of.get(binding.node)
                if isinstance(binding, Assigned) and isinstance(binding.value, (ast.Lambda, ast.Call)):
                    return self.function_of(binding.value, binding.scope, depth + 1)
            return None
        if isinstance(node, ast.Call):
            first = first_positional(node)
            if first is None:
                return None
            qualname = self.qualified_name(node.func, scope)
            if qualname in TRANSPARENT_TRANSFORMS or (qualname in JIT and argument_count(node) == 1):
                return self.function_of(first, scope, depth + 1)
        return None

    # ---- jit, vmap and what they wrap -------------------------------------------
    def jit_spec(self, func: ast.expr, scope: Scope) -> Optional[JitSpec]:
        """What a called expression is, when it is provably a jitted callable."""
        if isinstance(func, ast.Call):
            qualname = self.qualified_name(func.func, scope)
            first = first_positional(func)
            if qualname in JIT and first is not None:
                return self._jit_spec_from(func, self.function_of(first, scope), scope)
            return None
        if isinstance(func, ast.Name):
            bindings = scope.lookup(func.id)
            if not bindings or len(bindings) != 1:
                return None
            binding = bindings[0]
            if isinstance(binding, Assigned) and isinstance(binding.value, ast.Call):
                return self.jit_spec(binding.value, binding.scope)
            if isinstance(binding, Defined) and isinstance(binding.node, FUNCTION_DEFS):
                function = self.scope_of.get(binding.node)
                if function is None or function.is_method:
                    return None
                # Outermost first: a call reaches jit as written only through grad-like
                # transforms; any other wrapper may convert the arguments.
                for decorator in binding.node.decorator_list:
                    qualname, call = self.unwrap_partial(decorator, function.parent)
                    if qualname in JIT:
                        return self._jit_spec_from(call, function, function.parent)
                    if qualname not in TRANSPARENT_TRANSFORMS:
                        return None
        return None

    def _jit_spec_from(self, call: Optional[ast.Call], function: Optional[Scope], scope: Scope) -> Optional[JitSpec]:
        nums: Optional[set] = set()
        names: Optional[set] = set()
        if call is not None:
            argnums = keyword(call, "static_argnums")
            argnames = keyword(call, "static_argnames")
            if argnums is not None:
                nums = const_int_set(argnums)
            if argnames is not None:
                names = const_str_set(argnames)
            if nums is None or names is None or has_star_args(call):
                return None
        return JitSpec(function, nums, names)

    def vmap_spec(self, func: ast.expr, scope: Scope) -> Optional[VmapSpec]:
        """What a called expression is, when it is provably a vmapped callable."""
        if isinstance(func, ast.Call):
            qualname = self.qualified_name(func.func, scope)
            first = first_positional(func)
            if qualname in VMAP and first is not None:
                return self._vmap_spec_from(func, self.function_of(first, scope), 1)
            return None
        if isinstance(func, ast.Name):
            bindings = scope.lookup(func.id)
            if not bindings or len(bindings) != 1:
                return None
            binding = bindings[0]
            if isinstance(binding, Assigned) and isinstance(binding.value, ast.Call):
                return self.vmap_spec(binding.value, binding.scope)
            if isinstance(binding, Defined) and isinstance(binding.node, FUNCTION_DEFS):
                function = self.scope_of.get(binding.node)
                decorators = binding.node.decorator_list
                if function is None or function.is_method or not decorators:
                    return None
                # The vmap must wrap the def directly; above it only bare @jax.jit.
                *outer, innermost = decorators
                if any(self.qualified_name(d, function.parent) not in JIT for d in outer):
                    return None
                qualname, call = self.unwrap_partial(innermost, function.parent)
                if qualname in VMAP:
                    offset = 2 if call is not None and call is not innermost else 1
                    return self._vmap_spec_from(call, function, offset)
        return None

    @staticmethod
    def _vmap_spec_from(call: Optional[ast.Call], function: Optional[Scope], in_axes_position: int) -> Optional[VmapSpec]:
        """``in_axes_position``: where in_axes sits positionally in ``call``."""
        if call is None:
            return VmapSpec(function, None)
        if has_star_args(call):
            return None
        in_axes = keyword(call, "in_axes")
        if in_axes is None:
            positional = positional_args(call) or []
            if len(positional) > in_axes_position:
                in_axes = positional[in_axes_position]
        return VmapSpec(function, in_axes)

    # ---- traced functions ---------------------------------------------------------
    def traced_params(self, scope: Scope) -> Optional[frozenset]:
        """The parameters of a function that hold tracers, or None if it is not traced."""
        if self._traced is None:
            self._traced = self._find_traced()
        return self._traced.get(scope)

    def traced_functions(self) -> Iterator[tuple]:
        if self._traced is None:
            self._traced = self._find_traced()
        return iter(self._traced.items())

    def _mark(self, traced: dict, scope: Optional[Scope], params: Sequence[str], passed: bool = False) -> bool:
        """Record traced parameters.  Unless the arguments are known to be ``passed`` (a
        helper call), a parameter with a default may be left out by the caller, and then
        it stays a Python value: not provably traced."""
        if scope is None:
            return False
        params = [
            p
            for p in params
            if not (scope.is_method and scope.positional and p == scope.positional[0])
            and (passed or p not in scope.defaulted)
        ]
        before = traced.get(scope)
        after = frozenset(params) | (before or frozenset())
        if before == after:
            return False
        traced[scope] = after
        self._kinds.clear()  # kinds depend on what is traced
        self._journal.clear()
        return True

    def vmapped_params(self, function: Scope, in_axes: Optional[ast.expr]) -> Optional[list]:
        """The parameters vmap maps (so they hold tracers), or None when in_axes is not literal."""
        if in_axes is None or const_int(in_axes) is not None:
            return function.params
        axes = literal_sequence(in_axes)
        if axes is None or len(axes) != len(function.positional):
            return None
        mapped = [
            name
            for name, axis in zip(function.positional, axes)
            if const_int(axis) is not None
        ]
        return mapped + function.keyword_only

    def pmapped_params(self, call: Optional[ast.Call], function: Scope) -> Optional[list]:
        """The parameters ``jax.pmap`` (called as ``call``, or bare) maps; None when unsure."""
        if call is None:
            return function.params
        if has_star_args(call) or keyword(call, "static_broadcasted_argnums") is not None:
            return None
        return self.vmapped_params(function, keyword(call, "in_axes"))

    def _decorated_trace(self, function: Scope) -> Optional[list]:
        """Traced params from the decorators of a def (bottom-up: what wraps the def)."""
        node = function.node
        if not isinstance(node, FUNCTION_DEFS) or not node.decorator_list:
            return None
        traced: Optional[list] = None
        for decorator in reversed(node.decorator_list):
            qualname, call = self.unwrap_partial(decorator, function.parent)
            if qualname in JIT:
                spec = self._jit_spec_from(call, function, function.parent)
                if spec is None:
                    return traced
                static = spec.static_names()
                return [p for p in function.params if p not in static]
            if qualname in VMAP:
                offset = 2 if call is not None and call is not decorator else 1
                vspec = self._vmap_spec_from(call, function, offset)
                mapped = None if vspec is None else self.vmapped_params(function, vspec.in_axes)
                if mapped is None:
                    return traced
                traced = sorted(set(traced or ()) | set(mapped))
                continue
            if qualname in PMAP:
                mapped = self.pmapped_params(call, function)
                if mapped is None:
                    return traced
                traced = sorted(set(traced or ()) | set(mapped))
                continue
            if qualname in TRANSPARENT_TRANSFORMS:
                continue
            return traced
        return traced

    def _find_traced(self) -> dict:
        # Published at once: kinds computed while this fills in read it (helpers).
        traced: dict = {}
        self._traced = traced
        for function in self.functions:
            params = self._decorated_trace(function)
            if params is not None:
                self._mark(traced, function, params)
        for scope in self.all_scopes():
            for call in scope.calls:
                self._mark_from_wrapping_call(traced, call, scope)
        # Helpers called from traced code with traced arguments are traced too.
        for _ in range(4):
            changed = False
            for function, _params in list(traced.items()):
                for call in function.calls:
                    changed |= self._mark_helper(traced, call, function)
            if not changed:
                break
        return traced

    def all_scopes(self) -> list:
        """Every scope of the module: module, classes, functions, lambdas."""
        return self.scopes

    def _mark_from_wrapping_call(self, traced: dict, call: ast.Call, scope: Scope) -> None:
        qualname = self.qualified_name(call.func, scope)
        if qualname is None:
            return
        first = first_positional(call)
        if qualname in JIT:
            if first is not None:
                spec = self._jit_spec_from(call, self.function_of(first, scope), scope)
                if spec is not None and spec.function is not None:
                    static = spec.static_names()
                    self._mark(traced, spec.function, [p for p in spec.function.params if p not in static])
        elif qualname in VMAP:
            if first is not None:
                vspec = self._vmap_spec_from(call, self.function_of(first, scope), 1)
                if vspec is not None and vspec.function is not None:
                    mapped = self.vmapped_params(vspec.function, vspec.in_axes)
                    if mapped is not None:
                        self._mark(traced, vspec.function, mapped)
        elif qualname in PMAP:
            function = None if first is None else self.function_of(first, scope)
            if function is not None:
                mapped = self.pmapped_params(call, function)
                if mapped is not None:
                    self._mark(traced, function, mapped)
        elif qualname in LAX_BODIES:
            for body in lax_bodies(call, qualname):
                function = self.function_of(body, scope)
                if function is not None:
                    self._mark(traced, function, function.params)

    def _mark_helper(self, traced: dict, call: ast.Call, caller: Scope) -> bool:
        if not isinstance(call.func, ast.Name):
            return False
        callee = self.function_of(call.func, caller)
        if callee is None or callee is caller or callee.kind != "function" or callee.is_method:
            return False
        positional = positional_args(call)
        if positional is None:
            return False
        params = []
        for name, value in zip(callee.positional, positional):
            if is_traced(self.kind(value, caller)):
                params.append(name)
        for item in call.keywords:
            if item.arg is not None and item.arg in callee.params:
                if is_traced(self.kind(item.value, caller)):
                    params.append(item.arg)
        if not params:
            return False
        return self._mark(traced, callee, params, passed=True)

    # ---- what call sites hand a function -------------------------------------------
    def fed_arguments(self, function: Scope, name: str) -> Iterator[tuple]:
        """(argument, its scope, entry) for each call of the module that hands ``function``
        its parameter ``name``.  ``entry`` says how: "jit" (jit and lax primitives turn
        NumPy arrays and numbers into traced arrays), "vmap" (a mapped argument), or ""."""
        for scope in self.all_scopes():
            for call in scope.calls:
                for fed, entry in self._feeds(call, scope, function, name):
                    if fed is not None:
                        yield fed, scope, entry

    @staticmethod
    def _by_param(call: ast.Call, function: Scope, name: str, skip: frozenset = frozenset()):
        if name in skip:
            return None
        if name in function.keyword_only:
            return keyword(call, name)
        return argument(call, function.positional.index(name), name)

    def _feeds(self, call: ast.Call, scope: Scope, function: Scope, name: str):
        """(argument, entry) pairs of ``call`` that become parameter ``name``."""
        spec = self.jit_spec(call.func, scope)
        if spec is not None:
            if spec.function is function:
                yield self._by_param(call, function, name, frozenset(spec.static_names())), "jit"
            return
        vspec = self.vmap_spec(call.func, scope)
        if vspec is not None:
            if vspec.function is function:
                # Unmapped (in_axes None) NumPy arguments pass through vmap untouched.
                entry = "vmap" if name in (self.vmapped_params(function, vspec.in_axes) or ()) else ""
                yield self._by_param(call, function, name), entry
            return
        if isinstance(call.func, ast.Name) and self.function_of(call.func, scope) is function:
            if self._transparent_decorators(function):
                yield self._by_param(call, function, name), ""
            return
        qualname = self.qualified_name(call.func, scope)
        if qualname not in LAX_BODIES:
            return
        if not any(self.function_of(b, scope) is function for b in lax_bodies(call, qualname)):
            return
        if name not in function.positional:
            return
        index = function.positional.index(name)
        feeds = LAX_BODIES[qualname][1]
        if isinstance(feeds, int):  # cond/switch operands
            positional = positional_args(call) or []
            if feeds + index < len(positional):
                yield positional[feeds + index], "jit"
        elif index in feeds:
            yield argument(call, *feeds[index]), "jit"

    def _transparent_decorators(self, function: Scope) -> bool:
        """A direct call hands its arguments to the def (through jax transforms only)."""
        node = function.node
        if not isinstance(node, FUNCTION_DEFS):
            return True
        for decorator in node.decorator_list:
            qualname, _call = self.unwrap_partial(decorator, function.parent)
            if qualname not in JIT | VMAP | TRANSPARENT_TRANSFORMS:
                return False
        return True

    # ---- what an expression holds -------------------------------------------------
    def kind(self, node: ast.expr, scope: Scope) -> Kind:
        key = id(node)
        cached = self._kinds.get(key)
        if cached is not None:
            return cached
        if self._depth > MAX_DEPTH:
            return Kind.UNKNOWN  # absurdly deep code: say nothing rather than recurse
        self._depth += 1
        try:
            result = self._kind(node, scope)
        finally:
            self._depth -= 1
        self._kinds[key] = result
        self._journal.append(key)
        return result

    @staticmethod
    def _reaching(bindings: list, scope: Scope, use: ast.expr) -> list:
        """The bindings of the use's own scope that may hold when ``use`` runs: those made
        earlier in the text, or anywhere in a loop (or comprehension) around the use.
        Bindings of other kinds (parameters, imports...) always count."""
        horizon = (use.lineno, use.col_offset)
        position = horizon
        for start, end in scope.loops:
            if start <= position < end and end > horizon:
                horizon = end
        return [b for b in bindings if getattr(b, "after", (0, 0)) <= horizon]

    def _name_kind(self, name: str, scope: Scope, use: Optional[ast.expr] = None) -> Kind:
        """The least kind over the bindings of a name that may reach ``use``.

        Bindings made later in the text cannot reach a use outside loops, so
        ``if x > 0: x = 0.0`` still tests the traced parameter.

        Self-references (``x = x * 2``) are solved as a greatest fixpoint: assume the
        most, lower the assumption until it is consistent, and forget whatever was
        memoised under an assumption that turned out too high.  Sound because the
        first binding executed cannot depend on the name's earlier value.
        """
        bindings = scope.lookup(name)
        if not bindings:
            return Kind.UNKNOWN
        key: object = id(bindings)
        if use is not None and name in scope.bindings:
            reaching = self._reaching(bindings, scope, use)
            if not reaching:
                return Kind.UNKNOWN  # read before any binding: NameError, not ours
            if len(reaching) < len(bindings):
                key = (key, tuple(id(b) for b in reaching))
                bindings = reaching
        return self._least_kind(key, bindings, name)

    def _least_kind(self, key: object, bindings: list, name: str, concrete: bool = False) -> Kind:
        """``concrete``: only a concrete array counts (ARRAY); anything else is UNKNOWN."""
        cached = self._kinds.get(key)
        if cached is not None:
            return cached
        if key in self._assumed:
            return self._assumed[key]
        assumed = Kind.ARRAY if concrete else Kind.TRACED_ARRAY
        mark = len(self._journal)
        while True:
            self._assumed[key] = assumed
            kinds = [self._binding_kind(b, name) for b in bindings]
            result = min(Kind.ARRAY if k == Kind.ARRAY else Kind.UNKNOWN for k in kinds) if concrete else min(kinds)
            if result >= assumed:
                break
            for stale in self._journal[mark:]:
                self._kinds.pop(stale, None)
            del self._journal[mark:]
            assumed = result
        del self._assumed[key]
        self._kinds[key] = result
        self._journal.append(key)
        return result

    @staticmethod
    def _is_self(node: ast.expr, scope: Scope) -> bool:
        """The instance parameter of a method (not rebound; not a static or class method)."""
        if not (isinstance(node, ast.Name) and scope.is_method and scope.positional):
            return False
        name = scope.positional[0]
        if node.id != name or scope.bindings.get(name) != [Param(scope, name)]:
            return False
        return not any(
            isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod") for d in scope.node.decorator_list
        )

    def _attribute_kind(self, attribute: str) -> Kind:
        """``self.attr`` where every store into any ``.attr`` of the module is a concrete
        array (``self.buffer = jnp.zeros(8)``).  Traced stores prove nothing here: a tracer
        kept on an object outlives its trace."""
        bindings = self.attributes.get(attribute)
        if not bindings or attribute in self._class_names:
            return Kind.UNKNOWN
        return self._least_kind(("attribute", attribute), bindings, attribute, concrete=True)

    def _binding_kind(self, binding: Binding, name: str) -> Kind:
        if isinstance(binding, Param):
            traced = self.traced_params(binding.scope)
            return Kind.TRACED_TREE if traced is not None and name in traced else Kind.UNKNOWN
        if isinstance(binding, Assigned):
            return self.kind(binding.value, binding.scope)
        if isinstance(binding, Unpacked):
            kind = self.kind(binding.value, binding.scope)
            return Kind.TRACED_TREE if is_traced(kind) else Kind.UNKNOWN
        if isinstance(binding, Iterated):
            kind = self.kind(binding.iterable, binding.scope)
            return Kind.TRACED_TREE if is_traced(kind) else Kind.UNKNOWN
        return Kind.UNKNOWN

    def _kind(self, node: ast.expr, scope: Scope) -> Kind:
        if isinstance(node, ast.Name):
            return self._name_kind(node.id, scope, node)
        if isinstance(node, ast.Attribute):
            if node.attr in ARRAY_ATTRIBUTES:
                base = self.kind(node.value, scope)
                if is_traced(base):
                    return Kind.TRACED_ARRAY
                return Kind.ARRAY if base == Kind.ARRAY else Kind.UNKNOWN
            if self._is_self(node.value, scope):
                return self._attribute_kind(node.attr)
            return Kind.UNKNOWN
        if isinstance(node, ast.Subscript):
            base = self.kind(node.value, scope)
            if base == Kind.TRACED_TREE:
                return Kind.TRACED_TREE
            return base if is_array(base) else Kind.UNKNOWN
        if isinstance(node, ast.BinOp):
            left = self.kind(node.left, scope)
            right = self.kind(node.right, scope)
            if Kind.TRACED_ARRAY in (left, right):
                return Kind.TRACED_ARRAY
            if Kind.TRACED_TREE in (left, right):
                other = right if left == Kind.TRACED_TREE else left
                numeric = other == Kind.ARRAY or is_number(node.right if left == Kind.TRACED_TREE else node.left)
                # A tuple of tracers times an int is a longer tuple, not an array.
                if numeric and not isinstance(node.op, ast.Mult):
                    return Kind.TRACED_ARRAY
                return Kind.TRACED_TREE
            if Kind.ARRAY in (left, right):
                return Kind.ARRAY
            return Kind.UNKNOWN
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Not):
                return Kind.UNKNOWN
            return self.kind(node.operand, scope)
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(isinstance(op, (ast.Is, ast.IsNot, ast.In, ast.NotIn)) for op in node.ops) or any(
                never_compared_as_array(o) for o in operands[:2]
            ):
                return Kind.UNKNOWN
            kinds = [self.kind(o, scope) for o in operands]
            if any(is_traced(k) for k in kinds):
                if len(operands) > 2:
                    return Kind.UNKNOWN  # a < b < c converts a < b first: reported there
                return Kind.TRACED_ARRAY
            return Kind.UNKNOWN
        if isinstance(node, ast.Call):
            return self._call_kind(node, scope)
        return Kind.UNKNOWN

    def _args_traced(self, call: ast.Call, scope: Scope) -> bool:
        return any(is_traced(self.kind(value, scope)) for value in argument_values(call))

    def _call_kind(self, call: ast.Call, scope: Scope) -> Kind:
        func = call.func
        if isinstance(func, ast.Attribute):
            method = func.attr
            # x.at[i].set(v)
            if (
                method in AT_METHODS
                and isinstance(func.value, ast.Subscript)
                and isinstance(func.value.value, ast.Attribute)
                and func.value.value.attr == "at"
            ):
                base = self.kind(func.value.value.value, scope)
                if is_traced(base) or self._args_traced(call, scope):
                    return Kind.TRACED_ARRAY
                return Kind.ARRAY if base == Kind.ARRAY else Kind.UNKNOWN
            qualname = self.qualified_name(func, scope)
            if qualname is None:
                if method in ARRAY_METHODS:
                    base = self.kind(func.value, scope)
                    if is_traced(base):
                        return Kind.TRACED_ARRAY
                    if base == Kind.ARRAY:
                        return Kind.TRACED_ARRAY if self._args_traced(call, scope) else Kind.ARRAY
                return Kind.UNKNOWN
        else:
            qualname = self.qualified_name(func, scope)
            if qualname is None:
                if self.is_builtin(func, scope, "abs") and argument_count(call) == 1:
                    return self.kind(argument_values(call)[0], scope)
                return Kind.UNKNOWN
        if self.returns_array(qualname):
            return Kind.TRACED_ARRAY if self._args_traced(call, scope) else Kind.ARRAY
        return Kind.UNKNOWN

    @staticmethod
    def returns_array(qualname: str) -> bool:
        """True for the JAX functions that provably return a single array."""
        parts = qualname.split(".")
        if len(parts) == 3 and parts[:2] == ["jax", "numpy"]:
            return parts[2] not in JNP_NOT_ARRAY and not parts[2].startswith("_")
        if len(parts) == 4 and parts[:3] == ["jax", "numpy", "linalg"]:
            return parts[3] in LINALG_ARRAYS
        if len(parts) == 3 and parts[:2] == ["jax", "random"]:
            return parts[2] in RANDOM_ARRAYS
        if len(parts) == 3 and parts[:2] == ["jax", "nn"]:
            return parts[2] not in NN_NOT_ARRAY and parts[2][:1].islower()
        return False

    def is_bool_mask(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """A traced boolean array: the kind of index whose result shape depends on data."""
        if depth > 20:
            return False
        if isinstance(node, ast.Compare):
            return self.kind(node, scope) == Kind.TRACED_ARRAY
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            return self.is_bool_mask(node.operand, scope, depth + 1)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr, ast.BitXor)):
            left = self.is_bool_mask(node.left, scope, depth + 1)
            right = self.is_bool_mask(node.right, scope, depth + 1)
            # Both sides boolean, or one traced mask and one plain bool value.
            return (left and right) or (
                (left or right) and _is_bool_value(node.right if left else node.left)
            )
        if isinstance(node, ast.Call):
            qualname = self.qualified_name(node.func, scope)
            if qualname and qualname.startswith("jax.numpy.") and qualname[10:] in JNP_BOOLEAN:
                return self._args_traced(node, scope)
            return False
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            if not bindings:
                return False
            if len(bindings) == 1 and isinstance(bindings[0], Param):
                return self._param_handed_a_mask(bindings[0].scope, node.id, depth)
            return all(
                isinstance(b, Assigned) and self.is_bool_mask(b.value, b.scope, depth + 1) for b in bindings
            )
        return False

    def _param_handed_a_mask(self, function: Scope, name: str, depth: int) -> bool:
        """A traced parameter that some jit (or lax) call hands a boolean array: that
        call traces it as a boolean mask."""
        if name not in (self.traced_params(function) or ()):
            return False
        key = (id(function), name)
        if key not in self._masks:
            self._masks[key] = False  # breaks recursion through other parameters
            self._masks[key] = any(
                entry == "jit" and self._boolean_array(fed, scope, depth + 1)
                for fed, scope, entry in self.fed_arguments(function, name)
            )
        return self._masks[key]

    def _boolean_array(self, node: ast.expr, scope: Scope, depth: int) -> bool:
        """A boolean array, concrete or traced: what jit turns into a traced mask."""
        if depth > 20:
            return False
        if self.is_bool_mask(node, scope, depth + 1):
            return True
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            return (
                len(node.ops) == 1
                and not isinstance(node.ops[0], (ast.Is, ast.IsNot, ast.In, ast.NotIn))
                and not any(never_compared_as_array(o) for o in operands)
                and any(self._concrete_array(o, scope) for o in operands)
            )
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            return self._boolean_array(node.operand, scope, depth + 1)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr, ast.BitXor)):
            return self._boolean_array(node.left, scope, depth + 1) and self._boolean_array(
                node.right, scope, depth + 1
            )
        if isinstance(node, ast.Call):
            qualname = self.qualified_name(node.func, scope) or ""
            if qualname.startswith("jax.numpy.") and qualname[10:] in JNP_BOOLEAN:
                return any(self._concrete_array(v, scope) for v in argument_values(node))
            if qualname in ARRAY_CONSTRUCTORS and len(node.args) == 1 and not node.keywords:
                values = literal_sequence(node.args[0])
                return bool(values) and all(_is_bool_value(v) for v in values)
            return False
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            return bool(bindings) and all(
                isinstance(b, Assigned) and self._boolean_array(b.value, b.scope, depth + 1) for b in bindings
            )
        return False

    def _concrete_array(self, node: ast.expr, scope: Scope) -> bool:
        """A JAX or NumPy array (built by a call this module can name)."""
        if is_array(self.kind(node, scope)):
            return True
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            return bool(bindings) and all(
                isinstance(b, Assigned) and self._concrete_array(b.value, b.scope) for b in bindings
            )
        return isinstance(node, ast.Call) and self.qualified_name(node.func, scope) in NUMPY_ARRAYS


def _is_bool_value(node: ast.expr) -> bool:
    return is_constant(node, True) or is_constant(node, False)
