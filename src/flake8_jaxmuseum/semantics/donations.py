"""Donated or deleted buffers read after the call (a client of the flow).

``f = jax.jit(g, donate_argnums=0)``; ``y = f(x)`` deletes ``x``'s buffer when ``g``
returns a value that can reuse it: a later read of ``x`` raises.  A call *donates* a name
when the callable is proven one jit-like layer (``jax.jit``, ``nnx.jit``,
``eqx.filter_jit``, see ``TransformSpec.donation``) over a def or lambda of the module,
the name is handed at a donated position, holds JAX arrays (a concrete array; a pytree of
them: a jit call's output, literal dicts of arrays, a linen ``init``, ``.create(params=...)``
of those), and every return of the function hands the parameter back, kept in shape
(:mod:`.buffer_reuse`).  ``x.delete()`` of a name proven to hold one JAX array (an array
the value model proves, ``jax.device_put(...)``, a jitted call's output) deletes it too.
A forward dataflow over the scope (:mod:`.buffer_reads`) carries the (name, call)
donations and deletions made and not yet followed by a new binding of the name, and the
names bound to the same array (``old = state`` before ``state = step(state)``); a read of
such a name (in the scope's own code, not a nested def; a lambda ``assertRaises`` runs
counts) that a donation reaches is a read of a deleted buffer.  Metadata reads
(``x.shape``, ``len(x)``) work and are left alone; of a pytree, only reads of the whole
name or an item of it are reported (an attribute may be a field that was never an array).
Several donated arrays are proven only when each has a returned element of its own (XLA
pairs them with outputs in order).  After a reported read the path is not reported again.
A donated name the same call also hands at a parameter the function reads (``f(x, x)``)
makes XLA refuse the call: reported at the second occurrence."""

from __future__ import annotations

import ast
from typing import NamedTuple, Optional

from ..astutil import const_int_set, const_str, const_str_set, has_star_args
from .buffer_reads import DeletedBuffers, alias_statements, buffer_reads
from .buffer_reuse import BufferReuse, writes_a_float
from .donated_arrays import MAX_DEPTH, DonatedArrays
from .events import DEFERRED, loops_of
from .jaxapi import (
    DELETE_METHOD,
    DONATE_ARGNUMS_AND_NAMES,
    EQUINOX_DONATE_MODES,
    MAPPED_PLACEMENTS,
    POSITIONAL_DONATE_ARGNUMS,
    SAME_CALL_ERRORS,
)
from .names import Names
from .scopes import AMBIGUOUS, UNBOUND, Assigned, Param, Scope, Unpacked, the_one
from .traces import Traces
from .transforms import StaticSpec
from .values import ValueKinds
from .values.dtypes import IntegerValues
from .values.parameter_leaves import ParameterLeaves
from .values.proofs import NumpyArrays
from .values.sequences import PythonSequences
from .values.shapes import ShapeInference

SEQUENCES = frozenset({"list", "tuple"})  # a Python sequence handed at a donated position
DONATED, DELETED = "donated", "deleted"  # Donation.kind: handed to a donating call, or x.delete()


class Donation(NamedTuple):
    """``call`` hands the name ``argument`` at a donated position of ``function``; or, of
    kind :data:`DELETED`, ``call`` is ``argument.delete()``."""

    call: ast.Call
    argument: ast.Name
    function: Optional[Scope]  # None for a delete()
    transform: str  # how messages name it: "jit", "filter_jit", "delete"
    pytree: bool  # proven a pytree of arrays, not one array
    kind: str = DONATED
    # ``potrs(A, b)``: the call of its body (``_solve(a, b)``) that donates what it is handed.
    through: Optional[ast.Call] = None


class DeletedRead(NamedTuple):
    read: ast.Name
    donation: Donation
    # Handed back to the donating call on a later turn of a loop (its executable is compiled:
    # it raises ValueError "... deleted or donated"), not read by Python, an op or a function
    # not yet compiled for it (RuntimeError "Array has been deleted").
    into_jit: bool
    # The read is of another name bound to the same array (``old = state`` before the call).
    alias: Optional[str] = None
    # Handed to the donating call itself a second time: what XLA raises (see SAME_CALL_ERRORS).
    same_call: Optional[str] = None
    # (key, key, name): the two leaves of the donated dict that hold one array (with same_call).
    leaves: Optional[tuple] = None


class Donations(DonatedArrays):
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
        self._twice: dict = {}  # id(call) -> [(other occurrence, Donation, what XLA raises)]
        self._wrappers: dict = {}  # a plain def -> {parameter: the Donation of its body that donates it}
        self.reuse = BufferReuse(names, traces, shapes)
        self.numpy_arrays = NumpyArrays(names)

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
        if wrapped is not None and not wrapped.layers and wrapped.function is not None and not wrapped.bound:
            return self._through_wrapper(call, wrapped.function, scope)
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
        elif layer.spec.donation == POSITIONAL_DONATE_ARGNUMS:
            numbers = layer.option("donate_argnums")
            positions = set() if numbers is None else const_int_set(numbers)
            if positions is None:
                return []
            keywords = set()
        else:
            mode = layer.option("donate")
            first = EQUINOX_DONATE_MODES.get(const_str(mode)) if mode is not None else None
            if first is None:
                return []
            positions = set(range(first, len(params)))
            keywords = {params[i] for i in positions}
        mapped = layer.spec.donation == POSITIONAL_DONATE_ARGNUMS
        passed = [(arg, params[i]) for i, arg in enumerate(call.args) if i < len(params)]
        by_position = list(passed)
        passed += [(k.value, k.arg) for k in call.keywords if k.arg in params]
        handed = [(arg, param) for arg, param in (by_position if mapped else passed)
                  if param in keywords or params.index(param) in positions]
        found = []
        shapes = self.shapes
        env = {}  # the arguments' shapes, where proven: an update of another argument keeps them
        if any(isinstance(argument, ast.Name) for argument, _ in handed):
            env = {name: shape for arg, name in passed if (shape := shapes.first_run_shape(arg, scope)) is not None}
        several = [param for other, param in handed if not self._copied(other, scope)]
        if len(several) > 1 and not self.reuse.own_outputs(function, several, env):
            # XLA pairs donated inputs with outputs of their shape in order: another donated
            # array may take the output first, unless each has a returned element of its own.
            return []
        for argument, param in handed:
            if not isinstance(argument, ast.Name):
                continue
            if not self.reuse.hands_back(function, param, env, self.sequences.kind(argument, scope) in SEQUENCES):
                continue
            if self.integers.holds(argument, scope) and writes_a_float(function.node):
                continue  # int32 in, float32 out: jax 0.10.2 reuses the buffer, 0.4.38 does not
            held = self._placed_for_map(argument, scope, 0) if mapped else self._holds_arrays(argument, scope, 0)
            if held is not None:
                found.append(Donation(call, argument, function, layer.spec.short_name, held == "pytree"))
        if found and not mapped:
            self._twice[id(call)] = (self._passed_twice(found, passed, positions, keywords, call, scope)
                                     + self._shared_leaves(found, passed, function, scope))
        return found

    def _through_wrapper(self, call: ast.Call, helper: Scope, scope: Scope) -> list:
        """``potrs(A, b)`` where ``def potrs(a, b): return _solve(a, b)`` and ``_solve`` donates
        ``a`` (the module's donating callables, see :meth:`donations`): the call donates the
        name it hands at ``a``, when the donating call runs whenever the plain def does (at the
        top of its body, before any return) and hands the parameter as it came in."""
        if helper is scope or helper.is_method or has_star_args(call):
            return []
        donated = self._donated_params(helper)
        if not donated:
            return []
        params = helper.positional
        passed = [(arg, params[i]) for i, arg in enumerate(call.args) if i < len(params)]
        passed += [(k.value, k.arg) for k in call.keywords if k.arg in params]
        found = []
        for argument, param in passed:
            inner = donated.get(param)
            if inner is None or not isinstance(argument, ast.Name):
                continue
            held = self._holds_arrays(argument, scope, 0)
            if held is not None:
                found.append(Donation(call, argument, inner.function, inner.transform, held == "pytree" or inner.pytree,
                                      through=inner.call))
        return found

    def _donated_params(self, helper: Scope) -> dict:
        """The parameters of the plain def ``helper`` that a donating call of its body
        donates on every call: parameter -> that call's :class:`Donation`."""
        if helper in self._wrappers:
            return self._wrappers[helper]
        self._wrappers[helper] = {}  # a recursive def donates nothing through itself
        result = {}
        if self.traces.traced_params(helper) is None:
            flow = self.names.flow
            for inner in helper.calls:
                if not isinstance(inner.func, (ast.Name, ast.Call)):
                    continue
                wrapped = self._callable(inner.func, helper)
                if wrapped is None or len(wrapped.layers) != 1:
                    continue  # a wrapper of a wrapper is not followed
                layer = wrapped.layers[0]
                if not layer.known or layer.spec.donation is None or not flow.always_runs(helper, inner):
                    continue  # (what donates nothing is not asked of the flow, which builds the def's events)
                for donation in self.donations(inner, helper):
                    binding = self.names.binding(donation.argument.id, helper, donation.argument)
                    if isinstance(binding, Param) and binding.scope is helper and donation.kind == DONATED:
                        result.setdefault(binding.name, donation)
        self._wrappers[helper] = result
        return result

    def _placed_for_map(self, node: ast.expr, scope: Scope, depth: int) -> Optional[str]:
        """"pytree" when ``node`` holds arrays already laid out over the devices as pmap lays
        them out: an output of a pmapped call, or of ``jax.device_put_replicated`` or
        ``device_put_sharded``.  pmap's donation deletes those (0.4.38 and 0.10.2); a fresh
        array it first copies to the devices, and on CPU under 0.4.38 the copy is what it
        donates (the caller's array survives there)."""
        if depth > MAX_DEPTH or not isinstance(node, ast.Name) or node.id in self.names.mutated_names:
            return None
        bindings = self.names.reaching(node.id, scope, node)
        if not bindings:
            return None
        for binding in bindings:
            value = binding.value if isinstance(binding, (Assigned, Unpacked)) else None
            if isinstance(value, ast.Name) and isinstance(binding, Assigned):
                if self._placed_for_map(value, binding.scope, depth + 1) is None:
                    return None
                continue
            if not isinstance(value, ast.Call):
                return None
            if self.names.qualified_name(value.func, binding.scope) in MAPPED_PLACEMENTS:
                continue
            wrapped = self._callable(value.func, binding.scope)
            layer = wrapped.outermost() if wrapped is not None else None
            if layer is None or not layer.known or layer.spec.donation != POSITIONAL_DONATE_ARGNUMS:
                return None
        return "pytree"

    def _passed_twice(self, found: list, passed: list, positions: set, keywords: set, call: ast.Call, scope) -> list:
        """(the other occurrence, its donation, what XLA raises) for each donated name the call
        also hands at another parameter the function reads in every return (``f(x, x)`` with
        ``donate_argnums=0`` and ``return x + y``): XLA refuses one buffer at two parameters
        when one of them is donated and both are used (a parameter no return reads is pruned,
        and the call then runs).  XLA numbers the arguments positional first, then keywords by
        name; its message says which came first.  One buffer: one name, or an alias of it."""
        if not self._twice_possible(call, scope):
            return []
        order = {id(arg): i for i, arg in enumerate(call.args)}
        for rank, item in enumerate(sorted(call.keywords, key=lambda k: k.arg or "")):
            order[id(item.value)] = len(call.args) + rank
        result = []
        for donation in found:
            function = donation.function
            params = function.positional
            for other, param in passed:
                if other is donation.argument or not isinstance(other, ast.Name) or not self.names.same_object(
                        donation.argument, other, scope):
                    continue
                if not self.reuse.returns_read(function, param):
                    continue
                donated = param in keywords or params.index(param) in positions
                first = order.get(id(donation.argument), 0) < order.get(id(other), 0)
                raised = SAME_CALL_ERRORS["both" if donated else "donated first" if first else "used first"]
                result.append((other, donation, raised, None))
        return result

    def _shared_leaves(self, found: list, passed: list, function: Scope, scope: Scope) -> list:
        """The same for a donated dict literal holding one array at two leaves that the function
        reads both of (``{"w": w, "w_ema": w}``): reported at the argument."""
        params = {id(arg): param for arg, param in passed}
        result = []
        for donation in found:
            value = self.names.unchanged_literal(donation.argument, scope) if donation.pytree else None
            shared = self.reuse.shared_leaves(value, function, params[id(donation.argument)])
            if shared is not None:
                result.append((donation.argument, donation, SAME_CALL_ERRORS["both"], shared))
        return result

    def _twice_possible(self, call: ast.Call, scope) -> bool:
        names = [arg for arg in [*call.args, *(k.value for k in call.keywords)] if isinstance(arg, ast.Name)]
        return any(self.names.same_object(a, b, scope) for i, a in enumerate(names) for b in names[i + 1:])

    def passed_twice(self, call: ast.Call) -> list:
        """What :meth:`donations` found of ``call`` handing a donated name twice."""
        return self._twice.get(id(call), [])

    # ---- delete() ---------------------------------------------------------------------
    def deletions(self, call: ast.Call, scope: Scope) -> list:
        """``x.delete()`` of a name proven to hold one JAX array, as a :class:`Donation` of
        kind :data:`DELETED`: JAX frees its buffer, and every later read but the metadata
        raises (a second ``delete()`` does nothing)."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr == DELETE_METHOD and isinstance(func.value, ast.Name)
                and not call.args and not call.keywords):
            return []
        if not self._one_array(func.value, scope, 0):
            return []
        return [Donation(call, func.value, None, DELETE_METHOD, False, DELETED)]

    # ---- the flow ----------------------------------------------------------------------
    def _deleted_reads(self, scope: Scope) -> list:
        flow = self.names.flow
        donating = [(call, found) for call in scope.calls
                    if (found := self.donations(call, scope) or self.deletions(call, scope))]
        events = flow.events(scope) if donating else None  # most scopes donate nothing: no events built
        if events is None:
            return []
        donations: dict = {}  # id(call) -> [Donation]
        gens: dict = {}
        found = []
        calls: dict = {}  # id(call) -> call
        for call, made in donating:
            calls[id(call)] = call
            located = flow.locate(scope, call)
            if located is None or located[1] == DEFERRED:
                continue
            donations[id(call)] = made
            gens[id(located[0])] = gens.get(id(located[0]), frozenset()) | {(d.argument.id, id(call)) for d in made}
            found += [DeletedRead(other, donation, False, same_call=raised, leaves=leaves)
                      for other, donation, raised, leaves in self.passed_twice(call)]
        if not donations:
            return found
        names = {d.argument.id for made in donations.values() for d in made}
        aliases = alias_statements(scope, names, events)
        names |= {name for pair in aliases.values() for name in pair}
        kills: dict = {}
        for name in names:
            where = flow.bindings(scope, name)
            if where is None:
                return found
            for key, (_, _, plain) in where.at.items():
                if plain:
                    kills.setdefault(key, set()).add(name)
        anchors: dict = {}  # id(load) -> the call that runs the lambda it is read in
        loads = buffer_reads(scope, names, anchors=anchors, qualify=self.names.qualified_name)
        reads: dict = {}
        for load, _ in loads:
            event = events.at(anchors.get(id(load), load))
            if event is not None:
                reads.setdefault(id(event), set()).add(load.id)
        result = flow.run(scope, DeletedBuffers(gens, kills, reads, aliases))
        if result is None:
            return found
        for load, whole in loads:
            located = flow.locate(scope, anchors.get(id(load), load))
            if located is None or located[1] == DEFERRED:
                continue  # not run now
            state = result.before.get(id(located[0])) or ()
            reaching = self.names.reaching(load.id, scope, load)
            held = {id(b) for b in reaching}
            deletions = sorted((item for item in state if len(item) == 2),
                               key=lambda item: (calls[item[1]].lineno, calls[item[1]].col_offset))
            for name, call in deletions:  # the first call on the page that deleted it, of those that may have
                if name != load.id:
                    continue
                donation = next((d for d in donations[call] if d.argument.id == name), None)
                if donation is None:  # a name bound to the array the call deleted (``old = x``)
                    made = donations[call]
                    donation = next((d for d in made if ("=", name, d.argument.id) in state), made[0])
                    if reaching and not (donation.pytree and not whole):
                        found.append(DeletedRead(load, donation, False, alias=donation.argument.id))
                        break
                    continue
                if donation.pytree and not whole:
                    continue
                donated = {id(b) for b in self.names.reaching(name, scope, donation.argument)}
                if held & donated:
                    into_jit = donation.kind == DONATED and load is donation.argument
                    found.append(DeletedRead(load, donation, into_jit))
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
        reads = [load for load, _ in buffer_reads(scope, {name}, metadata_too=True)]
        everywhere = sum(1 for n in ast.walk(scope.node) if isinstance(n, ast.Name) and n.id == name)
        if everywhere != len(reads) + 1:
            return None  # read in a nested def or lambda, or deleted: left as it is
        if any(self.names.reaching(name, scope, read) != [binding] for read in reads):
            return None
        return target, reads
