"""The shared model of one module that every rule queries: it composes the model's three
layers and answers for them.

:class:`~.names.Names` (layer 1) walks the module once and records scopes and bindings,
how names resolve through imports, which bindings reach a use (:mod:`.flow`).  Everything
else is computed lazily, on the first question, and memoised: what each callable is
(:mod:`.transforms`), which functions are traced and how (:mod:`.tracing`), what values
expressions hold (:mod:`.values`), shapes (:mod:`.shapes`).  A file with no traced
function and no JAX call costs little more than the walk.
"""

from __future__ import annotations

import ast
from typing import Optional

from .containers import Containers
from .names import Names
from .dtypes import IntegerValues
from .keys import PRNGKeys
from .project import ModuleContext
from .refs import Refs
from .scopes import Scope
from .sequences import PythonSequences
from .parameter_leaves import ParameterLeaves
from .shapes import ShapeInference
from .traces import Traces
from .tracing_kinds import Entry
from .proofs import ArrayProof, LeafProof, Masks, NumpyArrays
from .transforms import LibraryCall
from .values import ValueKind, ValueKinds, is_array, is_traced


class Semantics:
    def __init__(self, module: ast.Module, cell_starts: tuple = (), project: Optional[ModuleContext] = None) -> None:
        """``cell_starts``: the lines where a notebook's cells start (its cells as one module).
        ``project``: the module's place in a project and how the project's other modules
        enter its functions (see :mod:`flake8_jaxmuseum.project`); None: the file alone."""
        # Layer 1, names: scopes, bindings, imports; the rules ask them here as before.
        self.names = names = Names(module, cell_starts, project)
        self.project = project
        self.module = module
        self.cell_starts = names.cell_starts
        self.module_scope: Scope = names.module_scope
        self.functions: list = names.functions
        self.scope_of: dict = names.scope_of
        self.scopes: list = names.scopes
        self.mutated_names: set = names.mutated_names
        self.next_statement: dict = names.next_statement
        self.attributes: dict = names.attributes
        self.name_loads: dict = names.name_loads
        self.guards = names.guards
        self.class_names: set = names.class_names
        self.scope_of_class: dict = names.scope_of_class
        self.flow = names.flow
        self.binding = names.binding
        self.qualified_name = names.qualified_name
        self.module_function = names.module_function
        self.value_of = names.value_of
        self.reaching = names.reaching
        self.tolerates_missing = names.tolerates_missing
        self.module_imports = names.module_imports
        self.imported_prefix = names.imported_prefix
        self.imports_jax = names.imports_jax
        self.is_builtin = names.is_builtin
        self.evaluated_at_compile_time = names.evaluated_at_compile_time
        self.displayed = names.displayed
        self.spelling = names.spelling
        self.jax_numpy_name = names.jax_numpy_name
        self.always_returns = names.always_returns
        # Layer 2, what is traced: solved now, before any value kind is (see TracedFunctions).
        self.traces = traces = Traces(names, self._fresh_value_layer)
        self.classes = traces.classes
        self.transforms = traces.transforms
        self.instances = traces.instances
        self.tracing = traces.traced
        self.traced_functions = traces.traced_functions
        self.traced_params = traces.traced_params
        self.tracing_of = traces.tracing_of
        self.library_calls = traces.library_calls
        self.fed_arguments = traces.fed_arguments
        self.run_by = traces.run_by
        self.traced_from_project = traces.traced_from_project
        self.handed_from_project = traces.handed_from_project
        self.skipped_by_flags = traces.skipped_by_flags
        self.passed_none = traces.passed_none
        traces.settle()

    def _fresh_value_layer(self):
        """Layer 3, what values hold, built anew on the tracing state as it is: for each
        round of the tracing fixpoint, whose last round leaves the one the rules read.
        Returns the round's question: is this expression a tracer?"""
        self.values = ValueKinds(self, self.tracing.abstract_params, staging=True)
        # What depends on a traced argument, leaving aside that staging makes every
        # operation a tracer: tells "traced because of an argument" from "staged constant".
        self.argument_values = ValueKinds(self, self.tracing.abstract_params)
        # What depends on a differentiated argument: JVP tracers, concrete underneath.
        self.differentiated_values = ValueKinds(self, self.tracing.differentiated_params, tangents=True)
        # The same, the first time the code runs (a loop's later bindings not yet made).
        self.first_values = ValueKinds(self, self.tracing.abstract_params, staging=True, first_pass=True)
        self.first_differentiated_values = ValueKinds(
            self, self.tracing.differentiated_params, tangents=True, first_pass=True
        )
        self.sequences = PythonSequences(self)
        self.integers = IntegerValues(self)
        self.masks = Masks(self)
        self.arrays = ArrayProof(self)
        self.leaves = LeafProof(self)
        self.numpy_arrays = NumpyArrays(self)
        self.shapes = ShapeInference(self)
        self.parameter_leaves = ParameterLeaves(self)
        self._returns_arrays: dict = {}  # Scope -> bool
        self.containers = Containers(self)
        # PRNG keys consumed twice (a client of the flow), found on the first question.
        self.keys = PRNGKeys(self)
        self.refs = Refs(self)
        return self.is_traced

    @property
    def jit_disabled(self) -> bool:
        return self.names.jit_disabled

    # ---- Python objects that outlive a trace ---------------------------------------------
    def container_kind(self, name: str, scope: Scope) -> Optional[str]:
        """"list" or "dict": every binding of ``name`` seen from ``scope`` builds one."""
        return self.containers.kind(name, scope)

    def attribute_container_kind(self, attribute: str) -> Optional[str]:
        """"list" or "dict": every store into ``.attribute`` in the module builds one."""
        return self.containers.attribute_kind(attribute)

    def plain_object(self, name: str, scope: Scope, attribute: str) -> bool:
        """``name.attribute = value`` provably just stores on a plain object (see :mod:`.containers`)."""
        return self.containers.plain_object(name, scope, attribute)

    def outer_scope(self, name: str, function: Scope) -> Optional[Scope]:
        """Where ``name`` is bound when ``function`` reads it, if outside ``function``."""
        return self.containers.outer_scope(name, function)

    def outlives_trace(self, scope: Scope, function: Scope) -> bool:
        """Objects bound in ``scope`` outlive the tracers of a trace of ``function``."""
        return self.containers.outlives_trace(scope, function)

    # ---- values ---------------------------------------------------------------------------
    def value_kind(self, node: ast.expr, scope: Scope) -> ValueKind:
        return self.values.kind(node, scope)

    def is_traced(self, node: ast.expr, scope: Scope, first_pass: bool = False) -> bool:
        """``node`` holds an abstract tracer, or a pytree of them (with ``first_pass``: the
        first time the code runs, see :meth:`traced_array`)."""
        return is_traced((self.first_values if first_pass else self.values).kind(node, scope))

    def holds_tracers(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` holds a tracer, or a pytree with tracers, as printing or storing it
        shows (not the keys got by iterating a traced dict)."""
        return self.values.holds_tracers(node, scope)

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

    def is_numpy_array(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is provably a NumPy array (a constructor call, or a name bound only to them)."""
        return self.numpy_arrays.is_numpy_array(node, scope)

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

    def holds_integers(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` provably holds integers: a Python int, or a JAX array of an integer dtype
        (``jnp.arange(5)``, ``jnp.array([1, 2])``, ``x.astype(int)``; see :mod:`.dtypes`)."""
        return self.integers.holds(node, scope)

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
        proven = self.always_returns(function) and all(
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
