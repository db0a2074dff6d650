"""Python sequences and ints: which expressions provably hold a Python list, tuple or str,
and which a Python int.

Indexing one of them asks its index for a Python int (``__index__``), which a tracer
cannot give; an array of the same numbers would take a traced index.  So the proof must
exclude arrays entirely: a literal, a comprehension, ``list(...)``/``tuple(...)``/
``sorted(...)``, concatenation, repetition and slices of those, a conditional expression both of
whose branches are one kind, an array's ``.shape``, the leaves JAX's tree utilities hand back
(``jax.tree_util.tree_leaves(t)``, element 0 of ``tree_flatten(t)``: a list), or a name
every binding of which is one of them (and which nothing mutates in place: ``t += array``
may make an array).

A Python int is proven the same way, never by a kind of array: an int literal, ``int(...)``,
``len(...)``, a seed drawn by Python's ``random`` (``random.randint(...)``), arithmetic of ints, a loop variable over ``range(...)`` or a literal sequence of
ints (through ``enumerate``/``zip``), a name every binding of
which is one, a parameter every call of the module hands one as it is (not through jit,
which makes it an array), or ``self.seed`` in a method of a plain class (no base, no
decorator: no pytree whose leaves jit would trace) when every store of ``.seed`` in the
module is an ``__init__``'s ``self.seed = <int>``.
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import is_number, spelled_name
from ..loop_purpose import stored_at_init_only
from ..names import Names, always_returns
from .proofs import ArrayProof
from ..jaxapi.frameworks import MODULE_BASES
from ..jaxapi.arrays import TREE_FLATTENS, TREE_LEAVES
from ..jaxapi.prng_keys import KEY_TAKERS
from ..scopes import AMBIGUOUS, Assigned, Defined, Iterated, Param, Scope, Unpacked, the_one
from ..traces import Traces
from ..tracing_kinds import Entry

_BUILTINS = {"list": "list", "tuple": "tuple", "sorted": "list"}
_INT_BUILTINS = ("int", "len")
# The standard library's random ints (a seed drawn at run time: ``seed = random.randint(0,
# 2**31 - 1)``), and NumPy's legacy ``np.random.randint(low[, high])`` without ``size`` or
# ``dtype``, which hands back a Python int too (NumPy 2.4).
_INT_CALLS = frozenset({"random.randint", "random.randrange", "random.getrandbits", "secrets.randbelow",
                        "secrets.randbits"})
_NUMPY_INT_CALL = "numpy.random.randint"
_INT_OPERATORS = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)
# The names JAX's tree utilities that hand back the leaves as a list end in as written
# (``tree_leaves``, ``leaves``; flattening: ``tree_flatten``, ``flatten``): the cheap test first.
_LEAVES_NAMES = frozenset(name.rsplit(".", 1)[-1] for name in TREE_LEAVES)
_FLATTEN_NAMES = frozenset(name.rsplit(".", 1)[-1] for name in TREE_FLATTENS)
MAX_DEPTH = 10
_KEY_TAKING = frozenset(f"jax.random.{name}" for name in KEY_TAKERS)


class PythonSequences:
    def __init__(self, names: Names, traces: Traces, arrays: ArrayProof) -> None:
        self.names = names
        self.traces = traces
        self.arrays = arrays
        self._calls_by_name: Optional[dict] = None  # name -> its calls by name (see _class_calls)
        self._uses: Optional[tuple] = None  # (name -> its loads, subclassed names): see _class_uses

    def kind(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """"list", "tuple" or "str" when ``node`` provably holds one; None otherwise."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, (ast.List, ast.ListComp)):
            return "list"
        if isinstance(node, ast.Tuple):
            return "tuple"
        if isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            return "str"
        if isinstance(node, ast.Attribute) and node.attr == "shape":
            # An array's shape is a tuple of Python ints.
            return "tuple" if self.arrays.expression(node.value, scope) else None
        if isinstance(node, ast.Subscript):
            if isinstance(node.slice, ast.Slice):
                return self.kind(node.value, scope, depth + 1)  # a slice of a tuple is a tuple
            # ``jax.tree_util.tree_flatten(t)[0]``: the list of the leaves
            return "list" if _flattened(node.value, node.slice) and self._tree_list(node.value, scope, True) else None
        if isinstance(node, ast.IfExp):  # ``[x, 2 * x] if flag else [x]``: the kind both branches give
            body = self.kind(node.body, scope, depth + 1)
            return body if body is not None and body == self.kind(node.orelse, scope, depth + 1) else None
        if isinstance(node, ast.Call):
            for builtin, kind in _BUILTINS.items():
                if self.names.is_builtin(node.func, scope, builtin):
                    return kind
            if spelled_name(node.func) in _LEAVES_NAMES and self._tree_list(node, scope, False):
                return "list"  # ``jax.tree_util.tree_leaves(grads)``
            return self._returned_kind(node, scope, depth + 1)
        if isinstance(node, ast.BinOp):  # each side asked only when its answer can decide
            if isinstance(node.op, ast.Add):
                left = self.kind(node.left, scope, depth + 1)
                if left is not None and left == self.kind(node.right, scope, depth + 1):
                    return left  # [a] + [b]
            elif isinstance(node.op, ast.Mult):
                if _is_int(node.right):
                    left = self.kind(node.left, scope, depth + 1)
                    if left is not None:
                        return left  # [0] * 3
                if _is_int(node.left):
                    return self.kind(node.right, scope, depth + 1)
            return None
        if isinstance(node, ast.Name):
            if node.id in self.names.mutated_names:
                return None
            bindings = scope.lookup(node.id)
            if the_one(bindings) is AMBIGUOUS:  # those that may hold here: ``ids = [...]`` read by the
                # ``ids = jnp.append(ids, t)`` that rebinds it is the list.  Asked only of a name one
                # of whose bindings builds a sequence as written: ``x = layer(x)`` chains cost no flow.
                if not _one_builds_sequence(bindings):
                    return None
                bindings = self.names.reaching(node.id, scope, node)
            if not bindings or not all(isinstance(b, (Assigned, Param)) or _unpacked_leaves(b) for b in bindings):
                return None
            found = None  # every binding must give the one kind: the first that does not decides
            for b in bindings:
                kind = (self.kind(b.value, b.scope, depth + 1) if isinstance(b, Assigned)
                        else self._fed_kind(b, depth + 1) if isinstance(b, Param)
                        else "list" if self._tree_list(b.value, b.scope, True) else None)  # ``leaves, _ = tree_flatten(t)``
                if kind is None or found is not None and kind != found:
                    return None
                found = kind
            if found in ("list", "tuple") and self.traces.tracer_guards.excludes(node, scope, found):
                return None  # read where ``isinstance(node, tuple)`` was false: not the tuple
            return found
        return None

    def written(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` may be a Python sequence by what is written, the cheap test before
        :meth:`kind` where most arguments are arrays (``jnp.dot(x, w)``): it builds one, is an
        array's ``.shape``, or names one bound somewhere to one."""
        if _builds_sequence(node) or isinstance(node, ast.Attribute) and node.attr == "shape":
            return True
        return isinstance(node, ast.Name) and _one_builds_sequence(scope.lookup(node.id) or ())

    def _tree_list(self, call: ast.Call, scope: Scope, flattening: bool) -> bool:
        """``call`` is one of JAX's tree utilities that hand back the leaves as a list (or,
        ``flattening``, a pair whose element 0 is that list): asked only of a call whose name as
        written is theirs."""
        return self.names.qualified_name(call.func, scope) in (
            TREE_FLATTENS if flattening else TREE_LEAVES)

    def _returned_kind(self, call: ast.Call, scope: Scope, depth: int) -> Optional[str]:
        """A call of a def or lambda of the module (through transforms that keep what it
        returns: jit, vmap) every path of which returns a tuple (or list): a literal (``def
        losses(x): return mse, l1`` makes ``losses(x)`` a tuple; jit and vmap hand back the same
        structure), or a name this class proves one (a list built by appends)."""
        if not isinstance(call.func, (ast.Name, ast.Attribute, ast.Call)):
            return None
        wrapped = self.traces.transforms.resolve(call.func, scope)
        function = None if wrapped is None else wrapped.function
        if function is None or function.is_method or function.is_generator or not always_returns(function):
            return None
        if not all(layer.known and layer.spec.keeps_output for layer in wrapped.layers):
            return None
        node = function.node
        returned = [node.body] if isinstance(node, ast.Lambda) else function.returns
        # A literal, or what this class proves of the value (``childs = list()`` appended to, then
        # ``return childs``; ``return sorted(xs)``): asked in the def's own scope.
        kinds = {self.kind(value, function, depth + 1) for value in returned}
        return kinds.pop() if len(kinds) == 1 else None

    def first_kind(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """"list" or "tuple" when ``node`` is a name rebound in its scope that holds one the first
        time its code runs: every binding earlier in the text that reaches it is one (picoGPT#9's
        ``inputs = np.append(inputs, [next_id])`` in a loop, whose first turn reads the list every
        call hands the parameter ``inputs``); None otherwise, or where :meth:`kind` decides."""
        if (not isinstance(node, ast.Name) or node.id in self.names.mutated_names
                or the_one(scope.lookup(node.id) or []) is not AMBIGUOUS):  # not rebound: kind() decides
            return None
        if not scope.in_loop(node):
            return None  # outside a loop its code runs once: kind() decides
        found = None
        for b in self.names.reaching(node.id, scope, node, first_pass=True):
            kind = (self.kind(b.value, b.scope, 1) if isinstance(b, Assigned)
                    else self._fed_kind(b, 1) if isinstance(b, Param) else None)
            if kind not in ("list", "tuple") or found not in (None, kind):
                return None
            found = kind
        return None if found is None or self.traces.tracer_guards.excludes(node, scope, found) else found

    def first_int(self, node: ast.expr, scope: Scope) -> bool:
        """A name every binding of which reaching ``node`` on the first run of its code (those
        earlier in the text) is a Python int, and that nothing mutates in place."""
        if not isinstance(node, ast.Name) or node.id in self.names.mutated_names:
            return False
        bindings = self.names.reaching(node.id, scope, node, first_pass=True)
        # A parameter counts as the others do (``def init(sizes, rng=1)`` whose loop splits
        # ``rng``: every call hands it an int, or leaves its int default).
        return bool(bindings) and all(
            isinstance(b, Assigned) and self.is_int(b.value, b.scope)
            or isinstance(b, Param) and self._binds_int(b, node.id, 0) for b in bindings
        )

    def is_int(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` provably holds a Python int (not a bool, not an array)."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            return self.is_int(node.operand, scope, depth + 1)
        if isinstance(node, ast.Constant):
            return _is_int(node)
        if isinstance(node, ast.Call):
            if any(self.names.is_builtin(node.func, scope, name) for name in _INT_BUILTINS):
                return True
            called = self.names.qualified_name(node.func, scope)
            return called in _INT_CALLS or (called == _NUMPY_INT_CALL and not node.keywords and len(node.args) <= 2
                                             and not any(isinstance(a, ast.Starred) for a in node.args))
        if isinstance(node, ast.BinOp):
            return isinstance(node.op, _INT_OPERATORS) and all(
                self.is_int(side, scope, depth + 1) for side in (node.left, node.right)
            )
        if isinstance(node, ast.Attribute):
            return self._init_int_attribute(node, scope, depth + 1)
        if not isinstance(node, ast.Name) or node.id in self.names.mutated_names:
            return False
        bindings = self.names.reaching(node.id, scope, node)
        return bool(bindings) and all(self._binds_int(b, node.id, depth + 1) for b in bindings)

    def _init_int_attribute(self, node: ast.Attribute, scope: Scope, depth: int) -> bool:
        """``self.seed`` read in a method of a plain class, every store of ``.seed`` in the
        module an ``__init__``'s ``self.seed = <int>`` (a user's seed kept for later)."""
        method = scope
        while method is not None and not method.is_method:
            method = method.parent
        owner = method.parent.node if method is not None and method.parent is not None else None
        if not (
            isinstance(owner, ast.ClassDef) and method.is_self(node.value) and not owner.bases
            and not owner.decorator_list and not owner.keywords
            and (stored_at_init_only(self.names, node.attr) or self._init_or_key_taken(node.attr))
        ):
            return False
        stores = [
            (statement, function) for function in self.names.functions
            if function.is_method and function.function_name() == "__init__"
            for statement in ast.walk(function.node)
            if any(isinstance(n, ast.Attribute) and n.attr == node.attr and not isinstance(n.ctx, ast.Load)
                   for n in ast.walk(statement)) and isinstance(statement, ast.stmt)
            and not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        ]
        return bool(stores) and all(
            isinstance(statement, ast.Assign) and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Attribute) and function.is_self(statement.targets[0].value)
            and self.is_int(statement.value, function, depth)
            for statement, function in stores
        )

    def _init_or_key_taken(self, attr: str) -> bool:
        """Every store into ``.attr`` outside an ``__init__`` is ``self.attr, sub =
        jax.random.split(self.attr)`` (a function of :data:`KEY_TAKERS` handed ``self.attr`` as
        its key): it stores only once that call accepted the attribute as a key, so what
        ``__init__`` stored stays there until a call raises on it."""
        in_init = {
            id(n) for function in self.names.functions
            if function.is_method and function.function_name() == "__init__" for n in ast.walk(function.node)
        }
        for function in self.names.functions:
            for statement in ast.walk(function.node):
                if not isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.For, ast.With)):
                    continue
                targets = statement.targets if isinstance(statement, ast.Assign) else [getattr(statement, "target", None)]
                stored = [
                    n for target in targets if target is not None for n in ast.walk(target)
                    if isinstance(n, ast.Attribute) and n.attr == attr and not isinstance(n.ctx, ast.Load)
                ]
                if not stored or all(id(n) in in_init for n in stored):
                    continue
                value = statement.value if isinstance(statement, ast.Assign) else None
                if not (isinstance(value, ast.Call) and value.args and not isinstance(value.args[0], ast.Starred)
                        and self.names.qualified_name(value.func, function) in _KEY_TAKING
                        and isinstance(value.args[0], ast.Attribute) and value.args[0].attr == attr
                        and function.is_self(value.args[0].value)):
                    return False
        return True

    def _constructions(self, init: Scope, name: str) -> Optional[list]:
        """(argument, its scope) for ``init``'s parameter ``name`` from each ``C(...)`` of the
        module that builds its class (its default where the call leaves it out): a plain class,
        or a framework module whose construction runs ``__init__`` as called (an equinox or
        nnx ``Module``: ``Net(0)``); None unless the class is built that way only (no
        subclass, no other use of its name)."""
        owner = init.parent
        if owner is None or not isinstance(owner.node, ast.ClassDef) or owner.node.decorator_list or not all(
                getattr(MODULE_BASES.get(self.names.qualified_name(base, owner.parent) or ""), "init_as_called", False)
                for base in owner.node.bases) or owner.node.keywords:
            return None
        class_name = owner.node.name
        calls = self._class_calls().get(class_name)
        if not calls:
            return None  # (built nowhere here by its name: no walk for its uses)
        found = []
        for call, scope in calls:
            bindings = scope.lookup(class_name)
            if not bindings or not all(isinstance(b, Defined) and b.node is owner.node for b in bindings):
                return None
            if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
                return None
            fed = init.argument_for(call, name, 1)
            if fed is None:
                fed = init.default_of(name)
                if fed is None:
                    return None
                found.append((fed, owner.parent))
            else:
                found.append((fed, scope))
        if not found:
            return None
        uses, subclassed = self._class_uses()  # (asked last: it walks the module)
        return found if class_name not in subclassed and uses.get(class_name, 0) == len(found) else None

    def _class_calls(self) -> dict:
        """{name: [(call, scope) of each ``name(...)``]}: from the scopes' calls, once."""
        if self._calls_by_name is None:
            calls: dict = {}
            for scope in self.names.scopes:
                for call in scope.calls:
                    if isinstance(call.func, ast.Name):
                        calls.setdefault(call.func.id, []).append((call, scope))
            self._calls_by_name = calls
        return self._calls_by_name

    def _class_uses(self) -> tuple:
        """({name: its loads}, the names a class of the module subclasses): one walk of the
        module, the first time a class the module builds by name is asked about (each
        question walked it twice before; most never get here: their class is built elsewhere)."""
        if self._uses is None:
            uses: dict = {}
            subclassed = set()
            for node in ast.walk(self.names.module):
                if isinstance(node, ast.Name):
                    uses[node.id] = uses.get(node.id, 0) + 1
                elif isinstance(node, ast.ClassDef):
                    subclassed.update(b.id for b in node.bases if isinstance(b, ast.Name))
            self._uses = (uses, subclassed)
        return self._uses

    def _fed_kind(self, param: Param, depth: int) -> Optional[str]:
        """The kind every call of the project hands the parameter (a list literal handed to
        ``total(parts)``), or None.  A list or tuple keeps its kind through every transform and
        lax primitive: each is a pytree node, so ``jax.jit(f)(1, [a, b, c])`` hands ``f`` a
        Python list of tracers (jax#2304: ``mylist[idx]`` then raises); a str only as it is."""
        found = None  # (the first call that proves nothing, or another kind, ends it: most calls)
        for value, where, entry in self.traces.fed_arguments(param.scope, param.name):
            kind = _through(self.kind(value, where, depth), entry is Entry.DIRECT)
            if kind is None or found not in (None, kind):
                return None
            found = kind
        for handed, through in self.traces.handed_from_project(param.scope, param.name):
            kind = _through(handed.sequence or None, through == Entry.DIRECT.value)
            if kind is None or found not in (None, kind):
                return None
            found = kind
        return found

    def parameter_is_int(self, function: Scope, name: str) -> bool:
        """Every call of the module hands ``function``'s parameter ``name`` a Python int."""
        return self._binds_int(Param(function, name), name, 0)

    def _binds_int(self, binding, name: str, depth: int) -> bool:
        if isinstance(binding, Assigned):
            return self.is_int(binding.value, binding.scope, depth)
        if isinstance(binding, Iterated):
            return self._iterates_ints(binding.iterable, binding.index, binding.scope, depth)
        if isinstance(binding, Param):
            handed = self.traces.handed_from_project(binding.scope, name)  # calls in other modules
            fed = list(self.traces.fed_arguments(binding.scope, name))
            if not (fed or handed) and binding.scope.is_method and binding.scope.function_name() == "__init__":
                built = self._constructions(binding.scope, name)  # ``Sampler(10)`` runs ``__init__``
                return built is not None and all(self.is_int(value, where, depth) for value, where in built)
            return bool(fed or handed) and all(
                entry is Entry.DIRECT and self.is_int(value, where, depth) for value, where, entry in fed
            ) and all(found.python_int and through == Entry.DIRECT.value for found, through in handed)
        return False

    def _iterates_ints(self, iterable: ast.expr, index: Optional[int], scope: Scope, depth: int) -> bool:
        """The loop target (element ``index`` of a flat tuple target, or the whole target)
        is a Python int on every iteration: ``range(...)``, a list/tuple literal of ints (or
        a name bound once to one and never mutated: ``for seed in [0, 1, 2]``), the count of
        ``enumerate`` or its element, a column of ``zip`` of those."""
        if depth > MAX_DEPTH:
            return False
        names = self.names
        if isinstance(iterable, ast.Call) and not any(isinstance(a, ast.Starred) for a in iterable.args):
            if index is None:
                return names.is_builtin(iterable.func, scope, "range")
            if names.is_builtin(iterable.func, scope, "enumerate") and iterable.args and index in (0, 1):
                if index == 1:
                    return len(iterable.args) == 1 and self._iterates_ints(iterable.args[0], None, scope, depth + 1)
                start = iterable.args[1:] + [k.value for k in iterable.keywords]  # the count: start + i
                return all(self.is_int(value, scope, depth + 1) for value in start)
            if names.is_builtin(iterable.func, scope, "zip") and index < len(iterable.args):
                return self._iterates_ints(iterable.args[index], None, scope, depth + 1)
            return False
        if index is not None:
            return False
        if isinstance(iterable, ast.Name):  # bound once, never changed in place (``seeds.append(k)``)
            held = names.value_of(iterable, scope)
            if held is None or names.unchanged_literal(iterable, scope) is None:
                return False
            iterable, scope = held.value, held.scope
        return isinstance(iterable, (ast.List, ast.Tuple)) and bool(iterable.elts) and all(
            not isinstance(e, ast.Starred) and self.is_int(e, scope, depth + 1) for e in iterable.elts)

    def numbers(self, node: ast.expr, scope: Scope) -> Optional[ast.expr]:
        """The list or tuple literal of number literals that ``node`` is, or that the name
        ``node`` is bound to once (and never mutated); None otherwise."""
        if isinstance(node, ast.Name):
            binding = self.names.binding(node.id, scope)
            if node.id in self.names.mutated_names or not isinstance(binding, Assigned):
                return None
            node = binding.value
        if not isinstance(node, (ast.List, ast.Tuple)) or not node.elts:
            return None
        return node if all(_is_signed_number(e) for e in node.elts) else None


def _builds_sequence(value: Optional[ast.expr]) -> bool:
    """``value`` is, as written, a list or tuple display, a comprehension of one, a call
    of a builtin that makes one (``list(...)``), or by its name one of JAX's tree utilities that
    hand back a list (``tree_leaves(t)``, ``tree_flatten(t)[0]``): the cheap test before any flow."""
    if isinstance(value, ast.IfExp):
        return _builds_sequence(value.body) and _builds_sequence(value.orelse)
    if isinstance(value, ast.Subscript):
        return _flattened(value.value, value.slice)
    return isinstance(value, (ast.List, ast.Tuple, ast.ListComp)) or isinstance(value, ast.Call) and (
        isinstance(value.func, ast.Name) and value.func.id in _BUILTINS
        or spelled_name(value.func) in _LEAVES_NAMES)


def _one_builds_sequence(bindings) -> bool:
    """One of ``bindings`` assigns what builds a sequence as written (:func:`_builds_sequence`),
    or unpacks the leaves of a flattened tree (``leaves, treedef = tree_flatten(t)``)."""
    return any(isinstance(b, Assigned) and _builds_sequence(b.value) or _unpacked_leaves(b) for b in bindings)


def _flattened(value: ast.expr, index: ast.expr) -> bool:
    """``tree_flatten(t)[0]`` as written: element 0 of a call named as JAX's tree flattening is."""
    return (isinstance(index, ast.Constant) and type(index.value) is int and index.value == 0
            and isinstance(value, ast.Call) and spelled_name(value.func) in _FLATTEN_NAMES)


def _unpacked_leaves(binding) -> bool:
    """``leaves, treedef = tree_flatten(t)``'s ``leaves`` as written (its lookup is asked after)."""
    return isinstance(binding, Unpacked) and binding.index == 0 and isinstance(binding.value, ast.Call) and (
        spelled_name(binding.value.func) in _FLATTEN_NAMES)


def _through(kind: Optional[str], direct: bool) -> Optional[str]:
    """The kind a parameter holds when a call hands it a value of ``kind``, ``direct``ly or
    through a transform (a list or tuple stays one; a str does not reach traced code as one)."""
    return kind if direct or kind in ("list", "tuple") else None


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def _is_signed_number(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    return is_number(node)
