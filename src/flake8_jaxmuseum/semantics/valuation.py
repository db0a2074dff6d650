"""Layer 3 of the model, what values hold, over names (layer 1) and what is traced
(layer 2): the kinds of expressions (:mod:`.values`: concrete or traced, array or
pytree), the finer proofs built on them (:mod:`.proofs`), Python sequences, integers and
dtype kinds, shapes, pytree structures, the containers and keys that outlive a trace,
refs, what reverse-mode differentiation reaches, donated buffers read after the call.

It is built anew for each round of the tracing fixpoint (see
:class:`.tracing.TracedFunctions`), on the tracing state as it is then; the last round
leaves the one the rules read.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from .donations import Donations
from .jaxapi import STATIC_ATTRIBUTES
from .dtype_guards import DtypeGuards
from .values.containers import Containers
from .values.dtypes import DtypeKinds, IntegerValues
from .values.key_values import KeyValues
from .keys import PRNGKeys
from .names import Names, always_returns
from .values.leaf_values import LeafValues
from .values.losses import Losses
from .values.parameter_leaves import ParameterLeaves
from .values.proofs import ArrayProof, LeafProof, Masks, NumpyArrays
from .refs import Refs
from .reverse_mode import ReverseDifferentiation
from .scopes import Scope
from .values.sequences import PythonSequences
from .values.shapes import ShapeInference
from .structures import Structures
from .traces import Traces
from .tracing_kinds import Entry
from .transforms import LibraryCall
from .values import OverBudget, Proofs, ValueKind, ValueKinds, is_array, is_traced

# Values a bounded question may read in one value layer: a usual one reads under a hundred, the
# largest seen on 12 real repositories but for the runaway ones (17,000 to 270,000) 1,743 (see bounded).
QUESTION_BUDGET = 2_500


class Valuation:
    def __init__(self, names: Names, traces: Traces) -> None:
        traced = traces.traced
        proofs = Proofs(
            lambda function, name: self.arrays.param(function, name),
            lambda function, name, index=None: self.leaves.param(function, name, index),
            self.returns_arrays,
        )
        # Which expression a pytree's leaf or a framework's value is, for every value layer.
        leaf_values = LeafValues(
            names, traces.classes, traces.transforms, traces.instances, lambda: self.shapes.dict_stored()
        )
        self.values = ValueKinds(names, traces, proofs, leaf_values, traced.abstract_params, staging=True)
        # What depends on a traced argument, leaving aside that staging makes every
        # operation a tracer: tells "traced because of an argument" from "staged constant".
        self.argument_values = ValueKinds(names, traces, proofs, leaf_values, traced.abstract_params)
        # What depends on a differentiated argument: JVP tracers, concrete underneath.
        self.differentiated_values = ValueKinds(
            names, traces, proofs, leaf_values, traced.differentiated_params, tangents=True
        )
        # The same, the first time the code runs (a loop's later bindings not yet made).
        self.first_values = ValueKinds(
            names, traces, proofs, leaf_values, traced.abstract_params, staging=True, first_pass=True
        )
        self.first_differentiated_values = ValueKinds(
            names, traces, proofs, leaf_values, traced.differentiated_params, tangents=True, first_pass=True
        )
        self.masks = Masks(names, traces, self.values)
        self.arrays = ArrayProof(names, traces, self.values, self.assuming)
        self.leaves = LeafProof(names, traces, self.values, self.assuming)
        self.numpy_arrays = NumpyArrays(names)
        self.sequences = PythonSequences(names, traces, self.arrays)
        self.integers = IntegerValues(names, traces, self.sequences)
        self.dtype_kinds = DtypeKinds(names, traces, self.integers, self.arrays)
        self.shapes = ShapeInference(names, traces, self.arrays, self.sequences, self.dtype_kinds)
        self.structures = Structures(names, traces, self.shapes, self.dtype_kinds, self.arrays, self.assuming)
        self.parameter_leaves = ParameterLeaves(names, traces.classes, traces.instances, self.shapes, self.arrays)
        self.losses = Losses(names, traces.transforms)  # per-example losses, which a batch mean reduces
        self._returns_arrays: dict = {}  # Scope -> bool
        self.containers = Containers(names, traces, self.leaves.configs.held)
        # PRNG keys consumed twice (a client of the flow), found on the first question.
        self.keys = PRNGKeys(names, traces)
        self.key_values = KeyValues(names, traces)  # which expressions hold a key
        self.refs = Refs(names, traces)
        # What reverse-mode differentiation reaches, found on the first question.
        self.reverse_mode = ReverseDifferentiation(names, traces, proofs, leaf_values)
        # Donated buffers read after the call (a client of the flow), found per scope on demand.
        self.donations = Donations(
            names, traces, self.values, self.sequences, self.integers, self.shapes, self.parameter_leaves
        )
        self._gave_up = False  # a bounded question gave up (see bounded)
        self._layers = (names, traces)  # for the parts built on the first question (untraced_branch)
        self._dtype_guards: Optional[DtypeGuards] = None

    # ---- Python objects that outlive a trace ---------------------------------------------
    def container_kind(self, name: str, scope: Scope) -> Optional[str]:
        """"list" or "dict": every binding of ``name`` seen from ``scope`` builds one."""
        return self.containers.kind(name, scope)

    def attribute_container_kind(self, attribute: str) -> Optional[str]:
        """"list" or "dict": every store into ``.attribute`` in the module builds one."""
        return self.containers.attribute_kind(attribute)

    def held_container_kind(self, node: ast.Attribute, scope: Scope) -> Optional[str]:
        """"list" or "dict": what the field ``node`` holds as it is set builds one (see :mod:`.containers`)."""
        return self.containers.held_kind(node, scope)

    def plain_object(self, name: str, scope: Scope, attribute: str) -> bool:
        """``name.attribute = value`` provably just stores on a plain object (see :mod:`.containers`)."""
        return self.containers.plain_object(name, scope, attribute)

    def outer_scope(self, name: str, function: Scope) -> Optional[Scope]:
        """Where ``name`` is bound when ``function`` reads it, if outside ``function``."""
        return self.containers.outer_scope(name, function)

    def outlives_trace(self, scope: Scope, function: Scope) -> bool:
        """Objects bound in ``scope`` outlive the tracers of a trace of ``function``."""
        return self.containers.outlives_trace(scope, function)

    def instance_outlives_trace(self, method: Scope, attribute: str) -> bool:
        """The instance of the traced ``method`` outlives its trace (see :mod:`.containers`)."""
        return self.containers.instance_outlives_trace(method, attribute)

    # ---- values ---------------------------------------------------------------------------
    def value_kind(self, node: ast.expr, scope: Scope) -> ValueKind:
        return self.values.kind(node, scope)

    def is_traced(self, node: ast.expr, scope: Scope, first_pass: bool = False) -> bool:
        """``node`` holds an abstract tracer, or a pytree of them (with ``first_pass``: the
        first time the code runs, see :meth:`traced_array`)."""
        kinds = self.first_values if first_pass else self.values
        return kinds.traced_parameter(node, scope) or is_traced(kinds.kind(node, scope))

    def bounded(self, question: Callable, default, budget: int = QUESTION_BUDGET):
        """``question()``, or ``default`` once it reads more than ``budget`` values in any
        value layer (then what it remembered under an unsettled assumption is forgotten): a
        project summary's questions, asked after the rules, on code whose values nest deep
        enough to cost seconds (a jitted update whose arguments are stored on ``self`` and
        read back)."""
        layers = (self.values, self.argument_values, self.differentiated_values, self.first_values,
                  self.first_differentiated_values)
        for layer in layers:  # after one gave up, the next ones likely meet the same values
            layer.budget = budget if not self._gave_up else budget // 10
        try:
            return question()
        except OverBudget:
            self._gave_up = True
            for layer in layers:
                layer.forget_assumed()
            return default
        finally:
            for layer in layers:
                layer.budget = None

    def holds_tracers(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` holds a tracer, or a pytree with tracers, as printing or storing it
        shows (not the keys got by iterating a traced dict)."""
        return self.values.holds_tracers(node, scope)

    def stores_tracers(self, node: ast.expr, scope: Scope, differentiated: bool = False) -> bool:
        """Keeping ``node``'s value (appending it, storing it on an object) keeps a tracer
        alive: it holds tracers, or it is a list, tuple or dict display one of whose elements
        (a dict's values) does (``history.append((loss, acc))``, ``{"loss": loss}``), or a
        ``dict(loss=loss)`` call, or a lambda that reads a tracer around it (``lambda: x``).
        With ``differentiated``, a JVP tracer of grad & co counts too (``scope`` differentiated:
        what depends on a differentiated argument, not what ``stop_gradient`` cut off)."""
        if isinstance(node, (ast.List, ast.Tuple)):
            return any(self.stores_tracers(e, scope, differentiated) for e in node.elts if not isinstance(e, ast.Starred))
        if isinstance(node, ast.Dict):
            return any(self.stores_tracers(v, scope, differentiated) for v in node.values)
        if isinstance(node, ast.Call) and not node.args and scope.is_builtin(node.func, "dict"):
            return any(self.stores_tracers(k.value, scope, differentiated) for k in node.keywords)
        if isinstance(node, ast.Lambda):
            return self._closes_over_tracers(node, differentiated)
        return self._holds_tracers(node, scope, differentiated)

    def _holds_tracers(self, node: ast.expr, scope: Scope, differentiated: bool) -> bool:
        if self.values.holds_tracers(node, scope):
            return True
        return differentiated and self.differentiated_values.holds_tracers(node, scope)

    def _closes_over_tracers(self, node: ast.Lambda, differentiated: bool = False) -> bool:
        """The lambda ``node`` reads a tracer of a scope around it (``lambda: x``): its
        closure keeps the tracer alive as long as the function object lives.  Not when it
        reads only what a tracer knows as Python values (``lambda: x.shape``): calling it later runs."""
        inner = self._layers[0].scope_of.get(node)
        if inner is None:
            return False
        nodes = list(ast.walk(node.body))
        metadata = {id(read.value) for read in nodes if isinstance(read, ast.Attribute) and read.attr in STATIC_ATTRIBUTES}
        return any(
            isinstance(name, ast.Name) and isinstance(name.ctx, ast.Load) and id(name) not in metadata
            and name.id not in inner.bindings and self._holds_tracers(name, inner, differentiated)
            for name in nodes
        )

    def is_differentiated(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` depends on an argument grad & co differentiate (a JVP tracer, or a pytree
        of them): Python control flow works on it, ``float()`` and NumPy do not."""
        return is_traced(self.differentiated_values.kind(node, scope))

    def traced_array(
        self, node: ast.expr, scope: Scope, differentiated: bool = False, first_pass: bool = False
    ) -> bool:
        """``node`` holds a tracer that is an array: abstract (jit, vmap...), or with
        ``differentiated`` a JVP tracer of grad & co.  A bare traced argument counts only
        with the evidence :meth:`proves_array` asks for: it may be a dict, or None.  With
        ``first_pass``: the first time the code runs (what a rule proving an error needs:
        ``v = np.dot(R, v)`` in a loop converts the traced argument on the first turn)."""
        if differentiated:
            kinds = self.first_differentiated_values if first_pass else self.differentiated_values
        else:
            kinds = self.first_values if first_pass else self.values
        kind = kinds.kind(node, scope)
        if kind == ValueKind.TRACED_ARRAY:
            return True
        return kind == ValueKind.TRACED_TREE and self.arrays.expression(node, scope, kinds=kinds)

    def used_as_array(self, function: Scope, name: str) -> bool:
        """``function`` uses its parameter ``name`` as an array (``x.shape``, ``x.at[...]``,
        ``x.sum()``): a Python number there would fail."""
        return self.arrays.used_as_array(function, name)

    def proves_elements(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a tuple or list of arrays (numbers, where jit turns them into arrays):
        a literal, or a parameter every call site hands one."""
        return self.arrays.elements(node, scope)

    def is_numpy_array(self, node: ast.expr, scope: Scope, numbers: bool = False) -> bool:
        """``node`` is provably a NumPy array (a constructor call, or a name bound only to them);
        with ``numbers``, one whose elements are numbers (not ``dtype=object``)."""
        return self.numpy_arrays.is_numpy_array(node, scope, numbers=numbers)

    def is_staged_constant(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a tracer only because staged code stages every operation: it depends
        on no traced argument (``jnp.ceil(T / dt)`` with static ``T``, ``dt`` inside jit)."""
        return self.is_traced(node, scope) and not is_traced(self.argument_values.kind(node, scope))

    def python_sequence(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """"list", "tuple" or "str" when ``node`` provably holds that Python sequence (a
        literal, ``list(...)``, or a name bound only to those), never an array."""
        return self.sequences.kind(node, scope)

    def is_python_int(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` provably holds a Python int: a literal, ``int(...)``, a name bound only to
        one, a parameter every call of the module hands one (see :mod:`.sequences`)."""
        return self.sequences.is_int(node, scope)

    def first_python_int(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a name that holds a Python int the first time its code runs: every
        binding earlier in the text that reaches it is one (``key = 0`` before a loop whose
        ``key, sub = split(key)`` rebinds it: the first iteration hands the split an int)."""
        return self.sequences.first_int(node, scope)

    def holds_integers(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` provably holds integers: a Python int, or a JAX array of an integer dtype
        (``jnp.arange(5)``, ``jnp.array([1, 2])``, ``x.astype(int)``; see :mod:`.dtypes`)."""
        return self.integers.holds(node, scope)

    def integer_leaf(self, node: ast.expr, scope: Scope) -> Optional[ast.expr]:
        """``node`` when it holds integers, or a leaf of the pytree literal it is (or names,
        unchanged) that does: ``{"w": w, "b": 0}``'s ``0`` (see :mod:`.dtypes`)."""
        return self.integers.integer_leaf(node, scope)

    def dtype_kind(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """"bool", "int" or "inexact" (float or complex) when the dtype kind of what ``node``
        holds is proven (``0``, ``x * 2.0``, ``jnp.mean(x)``, ``x > 0``; see :mod:`.dtypes`)."""
        return self.dtype_kinds.kind(node, scope)

    def untraced_branch(self, node: ast.AST, function: Scope) -> bool:
        """No trace of ``function`` runs ``node``: a branch its constant flags or a tracer
        guard rule out (:meth:`.traces.Traces.skipped_by_flags`), or one for integer arrays
        that no call hands (:mod:`.dtype_guards`)."""
        names, traces = self._layers
        if traces.skipped_by_flags(node, function):
            return True
        if self._dtype_guards is None:
            self._dtype_guards = DtypeGuards(
                names, traces.handed_from_project, traces.fed_arguments, traces.tracing_of, self.dtype_kind)
        return self._dtype_guards.rules_out(node, function)

    def number_literals(self, node: ast.expr, scope: Scope) -> Optional[ast.expr]:
        """The list/tuple literal of numbers ``node`` is, or that the name ``node`` is bound
        to once and for all; None otherwise."""
        return self.sequences.numbers(node, scope)

    def is_traced_mask(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a traced boolean array."""
        return self.masks.is_traced_mask(node, scope)

    def proves_array(self, node: ast.expr, scope: Scope, entry: Entry = Entry.DIRECT) -> bool:
        """``node`` holds an array (concrete or traced), not a pytree of arrays."""
        return self.arrays.expression(node, scope, entry)

    def hands_a_tracer(self, library: LibraryCall, node: ast.expr, within: Optional[ast.expr] = None) -> bool:
        """``library`` hands its function ``node`` as one tracer: ``node`` (or the list or
        tuple argument ``within`` that holds it) is a traced argument, and an array, or a
        number jit turns into one."""
        if not library.is_traced(within or node):
            return False
        entry, scope = (Entry.STAGED if library.staging else Entry.MAPPED), library.scope
        return (
            self.leaves.leaf(node, scope, entry)
            or self.arrays.expression(node, scope, entry)
            or self.numpy_arrays.is_numpy_array(node, scope)
        )

    def returns_arrays(self, function: Scope) -> bool:
        """Every path of ``function`` returns one JAX array (concrete or traced): it ends
        with ``return``, never returns bare, and every returned value is an array."""
        cached = self._returns_arrays.get(function)
        if cached is not None:
            return cached
        self._returns_arrays[function] = False  # recursion: not proven
        proven = always_returns(function) and all(
            is_array(self.values.kind(value, function)) for value in function.returns
        )
        if self.assuming():
            del self._returns_arrays[function]  # decided under a value kind still being solved
        else:
            self._returns_arrays[function] = proven
        return proven

    def assuming(self) -> bool:
        """Some value kind is being solved under an assumption (a self-reference such as
        ``x = f(x)`` in a loop): a proof that reads value kinds now may rest on it, so it is
        not kept."""
        return any(
            kinds.assuming
            for kinds in (
                self.values,
                self.argument_values,
                self.differentiated_values,
                self.first_values,
                self.first_differentiated_values,
            )
        )

    def may_be_ref(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` may be a mutable reference (``jax.new_ref``, a Pallas kernel's ref),
        whose ``.at[i].set(v)`` stores in place."""
        return self.refs.may_be_ref(node, scope)
