"""Donated buffers read after the call (a client of the flow).

``f = jax.jit(g, donate_argnums=0)``; ``y = f(x)`` deletes ``x``'s buffer when ``g``
returns a value that can reuse it: a later read of ``x`` raises.  A call *donates* a name
when the callable is proven one jit-like layer (``jax.jit``, ``nnx.jit``,
``eqx.filter_jit``, see ``TransformSpec.donation``) over a def or lambda of the module,
the name is handed at a donated position, holds JAX arrays (a concrete array; a pytree of
them: a jit call's output, literal dicts of arrays, a linen ``init``, ``.create(params=...)``
of those), and every return of the function hands the parameter back, kept in shape
(itself, arithmetic with numbers, ``.at[].set``, ``.replace``/``apply_gradients``,
``optax.apply_updates``, a ``jax.tree.map`` over it).  A forward dataflow over the scope
carries the (name, call) donations made and not yet followed by a new binding of the name;
a read of the name (in the scope's own code, not a nested def) that a donation reaches is
a read of a deleted buffer.  Metadata reads (``x.shape``, ``len(x)``) work and are left
alone; of a pytree, only reads of the whole name or an item of it are reported (an
attribute may be a field that was never an array).  Several donated arrays are proven
only when each has a returned element of its own (XLA pairs them with outputs in order).  After a reported read the path is not reported again.
"""

from __future__ import annotations

import ast
import itertools
from typing import NamedTuple, Optional

from ..astutil import const_int_set, const_str, const_str_set, has_star_args, is_number
from .events import DEFERRED, loops_of
from .flow import Analysis
from .jaxapi import (
    AT_METHODS,
    DELETED_ARRAY_METADATA,
    DONATE_ARGNUMS_AND_NAMES,
    EQUINOX_DONATE_MODES,
    METADATA_BUILTINS,
    PYTREE_FACTORY_METHODS,
    STATE_RETURNING_METHODS,
    STRUCTURE_KEEPING_FUNCTIONS,
    STRUCTURE_KEEPING_METHODS,
    TREE_MAPS,
)
from .names import Names, always_returns
from .scopes import AMBIGUOUS, UNBOUND, Assigned, Param, Scope, Unpacked, the_one
from .traces import Traces
from .tracing_kinds import Entry
from .transforms import StaticSpec
from .values import ValueKind, ValueKinds
from .values.dtypes import IntegerValues
from .values.parameter_leaves import ParameterLeaves
from .values.sequences import PythonSequences
from .values.shapes import ShapeInference

MAX_DEPTH = 8
_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


class Donation(NamedTuple):
    """``call`` hands the name ``argument`` at a donated position of ``function``."""

    call: ast.Call
    argument: ast.Name
    function: Scope
    transform: str  # how messages name it: "jit", "filter_jit"
    pytree: bool  # proven a pytree of arrays, not one array


class DeletedRead(NamedTuple):
    read: ast.Name
    donation: Donation
    # Handed to a jitted function (it raises ValueError "... deleted or donated"), not read
    # by Python or an op (RuntimeError "Array has been deleted").
    into_jit: bool


class _DeletedBuffers(Analysis):
    """State: frozenset of (name, id(call)): donations not followed by a rebinding."""

    def __init__(self, gens: dict, kills: dict, reads: dict) -> None:
        self.gens, self.kills, self.reads = gens, kills, reads

    def transfer(self, event, state):
        key = id(event)
        read = self.reads.get(key)
        if read and state:
            state = frozenset(item for item in state if item[0] not in read)  # reported once per path
        gen = self.gens.get(key)
        if gen:
            state = state | gen
        kill = self.kills.get(key)
        if kill and state:
            state = frozenset(item for item in state if item[0] not in kill)
        return state


class Donations:
    def __init__(
        self,
        names: Names,
        traces: Traces,
        values: ValueKinds,
        sequences: PythonSequences,
        integers: IntegerValues,
        shapes: ShapeInference,
        parameter_leaves: ParameterLeaves,
    ) -> None:
        self.names = names
        self.traces = traces
        self.values = values
        self.sequences = sequences
        self.integers = integers
        self.shapes = shapes
        self.parameter_leaves = parameter_leaves
        self._found: dict = {}  # Scope -> list of DeletedRead
        # while proving a function hands a buffer back: (argument shapes, its shape, the function)
        self._env: tuple = ({}, None, None)

    def deleted_reads(self, scope: Scope) -> list:
        """The reads of ``scope``'s own code that read a buffer a call before them donated."""
        if scope not in self._found:
            self._found[scope] = self._deleted_reads(scope)
        return self._found[scope]

    # ---- which calls donate -----------------------------------------------------------
    def donations(self, call: ast.Call, scope: Scope) -> list:
        """The names ``call`` donates (see the module docstring), as :class:`Donation`."""
        if not isinstance(call.func, (ast.Name, ast.Call)):
            return []  # ``obj.step(x)``: no callable the resolver proves
        wrapped = self._callable(call.func, scope)
        if wrapped is None or len(wrapped.layers) != 1 or wrapped.function is None or wrapped.bound:
            return []
        layer = wrapped.layers[0]
        if not layer.known or layer.spec.donation is None or layer.hides_options or has_star_args(call):
            return []
        function = wrapped.function
        params = function.positional
        if layer.spec.donation == DONATE_ARGNUMS_AND_NAMES:
            numbers, names = layer.option("donate_argnums"), layer.option("donate_argnames")
            argnums = set() if numbers is None else const_int_set(numbers)
            argnames = set() if names is None else const_str_set(names)
            if argnums is None or argnames is None:
                return []
            spec = StaticSpec(function, argnums, argnames)  # read as jit reads static_argnums/argnames
            positions, keywords = spec.positions(), spec.names()
        else:
            mode = layer.option("donate")
            first = EQUINOX_DONATE_MODES.get(const_str(mode)) if mode is not None else None
            if first is None:
                return []
            positions = set(range(first, len(params)))
            keywords = {params[i] for i in positions}
        passed = [(arg, params[i]) for i, arg in enumerate(call.args) if i < len(params)]
        passed += [(k.value, k.arg) for k in call.keywords if k.arg in params]
        handed = [(arg, param) for arg, param in passed if param in keywords or params.index(param) in positions]
        found = []
        shapes = self.shapes
        env = {}  # the arguments' shapes, where proven: an update of another argument keeps them
        if any(isinstance(argument, ast.Name) for argument, _ in handed):
            env = {name: shape for arg, name in passed if (shape := shapes.shape_of(arg, scope)) is not None}
        several = [param for other, param in handed if not self._copied(other, scope)]
        if len(several) > 1 and not self._own_outputs(function, several, env):
            # XLA pairs donated inputs with outputs of their shape in order: another donated
            # array may take the output first, unless each has a returned element of its own.
            return []
        for argument, param in handed:
            if not isinstance(argument, ast.Name):
                continue
            if not self._hands_back(function, param, env):
                continue
            if self.integers.holds(argument, scope) and _writes_a_float(function.node):
                continue  # int32 in, float32 out: jax 0.10.2 reuses the buffer, 0.4.38 does not
            held = self._holds_arrays(argument, scope, 0)
            if held is not None:
                found.append(Donation(call, argument, function, layer.spec.short_name, held == "pytree"))
        return found

    def _copied(self, node: ast.expr, scope: Scope) -> bool:
        """A donated argument that is a Python number: copied to the device, and a scalar
        that cannot take the buffer of an array output.  (A NumPy array is copied too, but
        its copy may take the output of its shape before the array meant: not counted.)"""
        return is_number(node) or isinstance(node, ast.Constant) or self.sequences.is_int(node, scope)

    def _holds_arrays(self, node: ast.expr, scope: Scope, depth: int) -> Optional[str]:
        """"array" or "pytree" when ``node`` provably holds JAX arrays; None otherwise."""
        names = self.names
        if depth > MAX_DEPTH:
            return None
        if self.values.kind(node, scope) == ValueKind.ARRAY:
            return "array"
        if isinstance(node, ast.Name):
            bindings = names.reaching(node.id, scope, node)
            if not bindings or node.id in names.mutated_names:
                return None
            kinds = set()
            for binding in bindings:
                if isinstance(binding, Unpacked) and self._jit_output(binding.value, binding.scope):
                    kinds.add("pytree")
                elif isinstance(binding, Param):
                    kinds.add(self._fed_arrays(binding, depth))
                elif isinstance(binding, Assigned):
                    kinds.add(self._holds_arrays(binding.value, binding.scope, depth + 1))
                else:
                    return None
            return None if None in kinds else "array" if kinds == {"array"} else "pytree"
        if isinstance(node, (ast.Dict, ast.List, ast.Tuple)):
            values = node.values if isinstance(node, ast.Dict) else node.elts
            proven = values and all(self._holds_arrays(v, scope, depth + 1) for v in values)
            return "pytree" if proven else None
        if not isinstance(node, ast.Call):
            return None
        if self._jit_output(node, scope) or self.parameter_leaves.leading_sizes(node, scope, arrays_only=True):
            return "pytree"
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in PYTREE_FACTORY_METHODS:
            fields = [k.value for k in node.keywords if k.arg == PYTREE_FACTORY_METHODS[func.attr]]
            if fields and self._holds_arrays(fields[0], scope, depth + 1):
                return "pytree"
        return None

    def _fed_arrays(self, param: Param, depth: int) -> Optional[str]:
        """A parameter of a plain function (not traced) that every call hands JAX arrays
        ("array") or pytrees of them ("pytree"): each call of the module, and each plain call
        in the project's other modules, which proves there that it hands a concrete JAX array."""
        traces, function = self.traces, param.scope
        if traces.traced_params(function) is not None:
            return None
        handed = traces.handed_from_project(function, param.name)
        if any(not found.array or found.traced or through != Entry.DIRECT.value for found, through in handed):
            return None
        fed = list(traces.fed_arguments(function, param.name))
        if not (fed or handed) or any(entry != Entry.DIRECT for _, _, entry in fed):
            return None
        kinds = {self._holds_arrays(argument, scope, depth + 1) for argument, scope, _ in fed} | (
            {"array"} if handed else set())
        return None if None in kinds else "array" if kinds == {"array"} else "pytree"

    def _callable(self, node: ast.expr, scope: Scope):
        """What a called expression is (:meth:`.transforms.Transforms.resolve`); inside a
        def, a module name rebound to a transform of itself (``step = jax.jit(step, ...)``),
        by the module's last top-level binding of it: what the def sees once the module ran."""
        transforms = self.traces.transforms
        wrapped = transforms.resolve(node, scope)
        if wrapped is not None or not isinstance(node, ast.Name) or scope is self.names.module_scope:
            return wrapped
        module = self.names.module_scope
        if node.id in scope.bindings or scope.lookup(node.id) is not module.bindings.get(node.id):
            return None
        sites = module.sites.get(node.id) or []
        body = module.node.body
        last = sites[-1] if sites else None
        if not all(site in body for site in sites) or not (
            isinstance(last, ast.Assign) and len(last.targets) == 1 and isinstance(last.targets[0], ast.Name)
        ):
            return None  # bound in a branch, a loop, an import, unpacked...: which value it holds is not proven
        return transforms.resolve(last.value, module)

    def _jit_output(self, node: ast.expr, scope: Scope) -> bool:
        """A call of a jitted function: its outputs are JAX arrays."""
        if not isinstance(node, ast.Call):
            return False
        wrapped = self._callable(node.func, scope)
        layer = wrapped.outermost() if wrapped is not None else None
        return layer is not None and layer.known and layer.spec.stages and not layer.spec.maps

    # ---- does the function hand the buffer back ----------------------------------------
    def _own_outputs(self, function: Scope, params: list, env: dict) -> bool:
        """Every return is a tuple (or list) in which each of ``params`` has an element of
        its own that hands it back: then each donated input finds an output to take."""
        if len(params) > 4 or not always_returns(function):
            return False
        node = function.node
        for value in ([node.body] if isinstance(node, ast.Lambda) else function.returns):
            if not isinstance(value, (ast.Tuple, ast.List)):
                return False
            options = []
            for param in params:
                self._env = (env, env.get(param), function)
                options.append([i for i, e in enumerate(value.elts) if self._keeps(e, function, {param}, 0)])
            if not any(len(set(chosen)) == len(params) for chosen in itertools.product(*options)):
                return False
        return True

    def _hands_back(self, function: Scope, param: str, env: dict) -> bool:
        """Every return of ``function`` holds ``param`` kept in shape: XLA reuses its buffer.
        ``env``: the shapes the call's arguments are proven to have, by parameter name."""
        node = function.node
        returned = [node.body] if isinstance(node, ast.Lambda) else list(function.returns)
        if not returned or not always_returns(function):
            return False
        self._env = (env, env.get(param), function)
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
                for b in bindings
            )
        if isinstance(node, (ast.Tuple, ast.List)):
            return any(self._keeps(e, scope, same, depth + 1) for e in node.elts)
        if isinstance(node, ast.Dict):
            return any(self._keeps(v, scope, same, depth + 1) for v in node.values)
        if isinstance(node, ast.UnaryOp):
            return self._keeps(node.operand, scope, same, depth + 1)
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
        qualname = self.names.qualified_name(func, scope)
        if qualname in STRUCTURE_KEEPING_FUNCTIONS and node.args:
            return self._keeps(node.args[0], scope, same, depth + 1)
        if qualname in TREE_MAPS and len(node.args) >= 2 and isinstance(node.args[0], ast.Lambda):
            leaf = self.names.scope_of.get(node.args[0])
            return (leaf is not None and bool(leaf.positional) and self._keeps(node.args[1], scope, same, depth + 1)
                    and self._keeps(node.args[0].body, leaf, set(leaf.positional), depth + 1))
        return False

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

    # ---- the flow ----------------------------------------------------------------------
    def _deleted_reads(self, scope: Scope) -> list:
        flow = self.names.flow
        donating = [(call, found) for call in scope.calls if (found := self.donations(call, scope))]
        events = flow.events(scope) if donating else None  # most scopes donate nothing: no events built
        if events is None:
            return []
        donations: dict = {}  # id(call) -> [Donation]
        gens: dict = {}
        for call, found in donating:
            located = flow.locate(scope, call)
            if located is None or located[1] == DEFERRED:
                continue
            donations[id(call)] = found
            gens[id(located[0])] = gens.get(id(located[0]), frozenset()) | {(d.argument.id, id(call)) for d in found}
        if not donations:
            return []
        names = {d.argument.id for found in donations.values() for d in found}
        kills: dict = {}
        for name in names:
            where = flow.bindings(scope, name)
            if where is None:
                return []
            for key, (_, _, plain) in where.at.items():
                if plain:
                    kills.setdefault(key, set()).add(name)
        loads = self._loads(scope, names)
        into_jit = {id(arg) for call in scope.calls if self._jit_output(call, scope) for arg in call.args}
        reads: dict = {}
        for load, _ in loads:
            event = events.at(load)
            if event is not None:
                reads.setdefault(id(event), set()).add(load.id)
        result = flow.run(scope, _DeletedBuffers(gens, kills, reads))
        if result is None:
            return []
        found = []
        for load, whole in loads:
            located = flow.locate(scope, load)
            if located is None or located[1] == DEFERRED or flow.swallowing_with(scope, load) is not None:
                continue  # not run now, or inside ``with pytest.raises(...)``: the error is expected
            state = result.before.get(id(located[0])) or ()
            reaching = {id(b) for b in self.names.reaching(load.id, scope, load)}
            for name, call in sorted(state, key=lambda item: item[1]):
                if name != load.id:
                    continue
                donation = next(d for d in donations[call] if d.argument.id == name)
                if donation.pytree and not whole:
                    continue
                donated = {id(b) for b in self.names.reaching(name, scope, donation.argument)}
                if reaching & donated:
                    found.append(DeletedRead(load, donation, id(load) in into_jit))
                    break
        return found

    def renamed_result(self, deleted: DeletedRead, scope: Scope) -> Optional[tuple]:
        """For ``new_w = step(w)`` in a loop body whose next turn hands ``step`` the deleted
        ``w``: (the target ``new_w``, every read of it), when ``new_w`` is bound there only
        and read only in the scope's own code (none in a nested def, no ``global``), so that
        binding the result to ``w`` instead, and reading ``w`` where ``new_w`` was read,
        reads the same values everywhere, and ``w`` the result on the next turn; None otherwise."""
        donation = deleted.donation
        if deleted.read is not donation.argument:
            return None
        statement = next((s for target, s in scope.stores if isinstance(s, ast.Assign) and s.value is donation.call
                          and target is s.targets[0]), None)
        if statement is None or len(statement.targets) != 1 or not isinstance(statement.targets[0], ast.Name):
            return None
        target = statement.targets[0]
        name = target.id
        binding = the_one(scope.bindings.get(name))
        if name == donation.argument.id or name in scope.declared or binding is UNBOUND or binding is AMBIGUOUS:
            return None
        if not any(statement in loop.body for loop in loops_of(scope)):
            return None
        reads = [load for load, _ in self._loads(scope, {name}, metadata_too=True)]
        everywhere = sum(1 for n in ast.walk(scope.node) if isinstance(n, ast.Name) and n.id == name)
        if everywhere != len(reads) + 1:
            return None  # read in a nested def or lambda, or deleted: left as it is
        if any(self.names.reaching(name, scope, read) != [binding] for read in reads):
            return None
        return target, reads

    @staticmethod
    def _loads(scope: Scope, names: set, metadata_too: bool = False) -> list:
        """(Name, whole) for each read of ``names`` in ``scope``'s own code that reads the
        buffer (not ``x.shape``, ``len(x)``, ``x is None``); ``whole``: the name itself or an
        item of it is used (``params["w"]``), not an attribute (``state.step`` may be a field
        that was never an array)."""
        found = []
        node = scope.node
        stack = [(child, node) for child in (node.body if isinstance(node.body, list) else [node.body])]
        while stack:
            current, parent = stack.pop()
            if isinstance(current, ast.Name):
                if current.id in names and isinstance(current.ctx, ast.Load) and (
                    metadata_too or not _metadata(current, parent)
                ):
                    found.append((current, not isinstance(parent, ast.Attribute) or parent.value is not current))
                continue
            if isinstance(current, _NESTED):
                # Decorators and defaults run here; the body runs later.
                parts = list(getattr(current, "decorator_list", ()))
                arguments = getattr(current, "args", None)
                if isinstance(arguments, ast.arguments):
                    parts += arguments.defaults + [d for d in arguments.kw_defaults if d is not None]
                stack.extend((part, current) for part in parts)
                continue
            stack.extend((child, current) for child in ast.iter_child_nodes(current))
        found.sort(key=lambda item: (item[0].lineno, item[0].col_offset))
        return found


def _metadata(name: ast.Name, parent: ast.AST) -> bool:
    """A use that works on a deleted array: ``x.shape``, ``len(x)``, ``x is None``; or one that
    only hands the deleted array on, to fail where it is read (``return x``, ``y = x``)."""
    if isinstance(parent, (ast.Return, ast.Yield, ast.Assign, ast.AnnAssign, ast.NamedExpr)):
        return getattr(parent, "value", None) is name
    if isinstance(parent, ast.Attribute):
        return parent.attr in DELETED_ARRAY_METADATA
    if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name):
        return parent.func.id in METADATA_BUILTINS and name in parent.args
    if isinstance(parent, ast.Compare):
        return all(isinstance(op, (ast.Is, ast.IsNot)) for op in parent.ops)
    return False


def _writes_a_float(node: ast.AST) -> bool:
    """The function writes a float literal: its result may be a float array of the bytes of
    an integer argument."""
    return any(isinstance(n, ast.Constant) and isinstance(n.value, float) for n in ast.walk(node))
