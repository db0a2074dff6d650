"""The shared model of one module that every rule queries.

One walk (:class:`~.indexer.Indexer`) records scopes, bindings and the sites rules
look at; everything else is computed lazily, on the first question, and memoised:
how names resolve through imports (:meth:`Semantics.qualified_name`), what each
callable is (:mod:`.transforms`), which functions are traced and how
(:mod:`.tracing`), what values expressions hold (:mod:`.values`), shapes
(:mod:`.shapes`), and the flow of control inside a scope (:mod:`.flow`: which bindings
reach a use).  A file with no traced function and no JAX call costs little more
than the walk.
"""

from __future__ import annotations

import ast
from bisect import bisect_right
from functools import cached_property
from typing import Callable, Iterator, Optional

from ..astutil import is_constant
from .jaxapi import COMPILE_TIME_EVAL, CONFIG_UPDATE, DISABLE_JIT_FLAG, PUBLIC_TWINS
from .guards import Guards
from .containers import Containers
from .flags import ConstantFlags
from .flow import Flow
from .indexer import Indexer
from .instances import Instances
from .classes import Classes
from .donations import Donations
from .dtypes import DtypeKinds, IntegerValues
from .keys import PRNGKeys
from .project import ModuleContext
from .refs import Refs
from .reverse_mode import ReverseDifferentiation
from .scopes import Assigned, Imported, Scope, ScopeType
from .sequences import PythonSequences
from .parameter_leaves import ParameterLeaves
from .losses import Losses
from .shapes import ShapeInference
from .structures import Structures
from .tracing import TracedFunctions
from .tracing_kinds import ABSTRACT, Entry, Tracing
from .proofs import ArrayProof, LeafProof, Masks, NumpyArrays
from .transforms import LibraryCall, Transforms
from .values import OverBudget, ValueKind, ValueKinds, is_array, is_traced

# Values a bounded question may read in one value layer: a usual one reads under a hundred, the
# largest seen on 12 real repositories but for the runaway ones (17,000 to 270,000) 1,743 (see bounded).
QUESTION_BUDGET = 2_500


class Semantics:
    def __init__(self, module: ast.Module, cell_starts: tuple = (), project: Optional[ModuleContext] = None) -> None:
        """``cell_starts``: the lines where a notebook's cells start (its cells as one module).
        ``project``: the module's place in a project and how the project's other modules
        enter its functions (see :mod:`flake8_jaxmuseum.project`); None: the file alone."""
        self.project = project
        self._gave_up = False  # a bounded question gave up (see bounded)
        indexer = Indexer(module, project)
        indexer.walk(module)
        indexer.resolve_nonlocals()
        self.module = module
        self.cell_starts = tuple(cell_starts)
        self.module_scope: Scope = indexer.module_scope
        self.functions: list = indexer.functions  # function and lambda scopes, in source order
        self.scope_of: dict = indexer.scope_of  # FunctionDef/Lambda node -> Scope
        self.scopes: list = indexer.scopes  # every scope: module, classes, functions, lambdas
        self.mutated_names: set = indexer.mutated
        self.next_statement: dict = indexer.next_statement
        self.attributes: dict = indexer.attributes
        # Name loads of the last parts of removed JAX APIs: id -> [(Name, scope)].
        self.name_loads: dict = indexer.name_loads
        self.guards = Guards(indexer.scopes, indexer.tries, indexer.unevaluated)
        self._module_imports: Optional[dict] = None
        self._imports_jax: Optional[bool] = None
        # Names a class body binds or declares: ``self.name`` may then be that, not a store.
        self.class_names: set = set()
        self.scope_of_class: dict = {}  # ClassDef node -> its body's Scope
        for scope in self.scopes:
            if scope.type is ScopeType.CLASS:
                self.class_names.update(scope.bindings)
                self.scope_of_class[scope.node] = scope
        # Flow inside one scope, on demand: ``flow.reaching(scope, name, use)``, the bindings
        # of a name that may hold at a use; ``flow.run(scope, analysis)`` for other clients.
        self.flow = Flow()
        self.transforms = Transforms(self)
        self._library_calls: Optional[list] = None
        self.classes = Classes(self)
        self.instances = Instances(self)
        # Layer 2, what is traced: solved now, before any value kind is (see TracedFunctions).
        self.tracing = TracedFunctions(self, self._fresh_value_layer)
        self.tracing.settle()

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
        self.dtype_kinds = DtypeKinds(self)
        self.masks = Masks(self)
        self.arrays = ArrayProof(self)
        self.leaves = LeafProof(self)
        self.numpy_arrays = NumpyArrays(self)
        self.shapes = ShapeInference(self)
        self.structures = Structures(self)
        self.parameter_leaves = ParameterLeaves(self)
        self.losses = Losses(self)  # per-example losses, which a batch mean reduces
        self._returns_arrays: dict = {}  # Scope -> bool
        self.containers = Containers(self)
        # PRNG keys consumed twice (a client of the flow), found on the first question.
        self.keys = PRNGKeys(self)
        self.refs = Refs(self)
        # What reverse-mode differentiation reaches, found on the first question.
        self.reverse_mode = ReverseDifferentiation(self)
        # Donated buffers read after the call (a client of the flow), found per scope on demand.
        self.donations = Donations(self)
        return self.is_traced

    # ---- names ------------------------------------------------------------------------
    def qualified_name(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """``jnp.zeros`` -> ``jax.numpy.zeros`` when ``jnp`` is provably ``jax.numpy``: imported
        as such, or bound once to a name that is (``jnp = jax.numpy``, ``jit = jax.jit``)."""
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            if not bindings:
                return None
            first = bindings[0]
            if isinstance(first, Imported) and all(b == first for b in bindings):
                return PUBLIC_TWINS.get(first.qualname, first.qualname)
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
            if base is None:
                return None
            name = f"{base}.{node.attr}"
            return PUBLIC_TWINS.get(name, name)
        return None

    def module_function(self, name: str) -> Optional[Scope]:
        """The function the module's top level binds ``name`` to, once and for all (a def,
        not a class, a method or a name bound again)."""
        function = self.scope_of.get(self.module_scope.defined(name))
        return function if function is not None and function.type is ScopeType.FUNCTION else None

    def value_of(self, name: ast.Name, scope: Scope) -> Optional[Assigned]:
        """What a name provably holds at this use of it: the one binding that reaches it,
        when that is an assignment (``tx = optax.adam(...)``); None otherwise.  The one
        answer to "what does this name hold?" for questions that follow a single value."""
        bindings = self.reaching(name.id, scope, name)
        return bindings[0] if len(bindings) == 1 and isinstance(bindings[0], Assigned) else None

    def reaching(self, name: str, scope: Scope, use: ast.AST, first_pass: bool = False) -> list:
        """The bindings of ``name`` that may hold when ``use`` (a node of ``scope``'s own
        code) runs.  For a name of ``scope`` itself: those the flow lets reach the use
        (:meth:`.flow.Flow.reaching`: the latest binding in straight-line code, both arms
        of an ``if``, a loop's back edge...), within the text horizon of
        :meth:`.scopes.Scope.reaching` (made earlier in the text, or in a loop around the
        use; with ``first_pass``, earlier in the text only: the first time the code runs).
        For a name of an enclosing scope: all of its bindings (the use may run at any time)."""
        bindings = scope.lookup(name)
        if not bindings or name not in scope.bindings:
            return bindings or []
        horizon = scope.reaching(bindings, use, first_pass=first_pass)
        if len(horizon) < 2:
            return horizon  # the flow could only add that the use runs before any binding
        flowing = {id(b) for b in self.flow.reaching(scope, name, use)}
        return [b for b in horizon if id(b) in flowing]

    def tolerates_missing(self, node: ast.AST) -> bool:
        """``node`` sits where a missing module or attribute is expected or never looked
        up: a ``try`` catching ImportError/AttributeError, a branch chosen by a version,
        ``hasattr``/``getattr`` or ``TYPE_CHECKING`` test, an annotation Python never evaluates."""
        return self.guards.covers(node)

    def module_imports(self) -> dict:
        """Names the module binds only by unconditional imports (statements directly in
        its body, not under ``if``/``try``): name -> (qualified name, first such statement)."""
        if self._module_imports is None:
            top = {id(statement) for statement in self.module.body}
            found: dict = {}
            conditional: set = set()
            for statement in self.module_scope.imports:
                for name, qualname in _bound_by_import(statement):
                    if id(statement) not in top:
                        conditional.add(name)
                    elif name not in found:
                        found[name] = (qualname, statement)
            self._module_imports = {
                name: (qualname, statement)
                for name, (qualname, statement) in found.items()
                if name not in conditional and self.module_scope.bindings.get(name) == [Imported(qualname)]
                * len(self.module_scope.bindings.get(name, ()))
            }
        return self._module_imports

    def imported_prefix(self, qualname: str, scope: Scope) -> Optional[tuple]:
        """How ``scope`` can spell the dotted ``qualname`` with a name the module imports
        unconditionally (``jax.numpy.sort`` as ``jnp`` + ``.sort`` after ``import jax.numpy
        as jnp``): (name, the qualified name it holds, its import statement), the longest
        such name; None if no imported name leads there, or it is shadowed in ``scope``."""
        best = None
        for name, (held, statement) in self.module_imports().items():
            if (qualname == held or qualname.startswith(held + ".")) and (best is None or len(held) > len(best[1])):
                if scope.lookup(name) is self.module_scope.bindings[name]:
                    best = (name, held, statement)
        return best

    def imports_jax(self) -> bool:
        """Some scope imports ``jax`` or a module or name of it."""
        if self._imports_jax is None:
            self._imports_jax = any(
                isinstance(binding, Imported) and (binding.qualname == "jax" or binding.qualname.startswith("jax."))
                for scope in self.scopes
                for bindings in scope.bindings.values()
                for binding in bindings
            )
        return self._imports_jax

    def is_builtin(self, node: ast.expr, scope: Scope, name: str) -> bool:
        """``node`` is the builtin ``name``, not shadowed in ``scope``."""
        return scope.is_builtin(node, name)

    @cached_property
    def jit_disabled(self) -> bool:
        """The module runs ``jax.config.update("jax_disable_jit", True)`` at its top level:
        jit and lax bodies then run eagerly (a debugging session, often in a notebook)."""
        for call in self.module_scope.calls:
            args = call.args
            if (
                len(args) == 2
                and isinstance(args[0], ast.Constant)
                and args[0].value == DISABLE_JIT_FLAG
                and is_constant(args[1], True)
                and self.qualified_name(call.func, self.module_scope) == CONFIG_UPDATE
            ):
                return True
        return False

    def evaluated_at_compile_time(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` sits in a ``with jax.ensure_compile_time_eval():`` block."""
        position = (node.lineno, node.col_offset)
        return any(
            start <= position < end and self.qualified_name(call.func, scope) in COMPILE_TIME_EVAL
            for call, (start, end) in scope.with_calls
        )

    def displayed(self, statement: ast.AST) -> bool:
        """``statement`` is an expression a notebook shows: the last statement of its cell
        (IPython displays its value; a trailing ``;`` that hides it is not told apart)."""
        if not self.cell_starts or not isinstance(statement, ast.Expr):
            return False
        body = self.module.body
        for index, top in enumerate(body):
            if top is statement:
                if index + 1 == len(body):
                    return True
                cell = bisect_right(self.cell_starts, statement.lineno)
                return bisect_right(self.cell_starts, body[index + 1].lineno) != cell
        return False

    def spelling(self, qualname: str, scope: Scope, use: Optional[ast.AST] = None) -> Optional[str]:
        """How ``scope`` can spell the dotted ``qualname`` (``jax.debug.print``) with the
        module's own imports, unshadowed there: ``jax.debug.print`` after ``import jax``,
        ``J.debug.print`` after ``import jax as J``, ``debug.print`` after
        ``from jax import debug``; None when no import of the module reaches it.  ``use``:
        where a fix writes the spelling; an import further down the module (a later cell, or
        one an earlier fix added) does not count, since a call made before it runs first."""
        best = None
        for name, bindings in self.module_scope.bindings.items():
            first = bindings[0]
            if scope.lookup(name) is not bindings or not isinstance(first, Imported):
                continue
            if any(b != first for b in bindings):
                continue  # imported twice the same way is fine (notebooks do), anything else is not
            if use is not None and not any(
                site is not None and site.lineno < use.lineno for site in self.module_scope.sites[name]
            ):
                continue
            imported = first.qualname
            if qualname == imported or qualname.startswith(imported + "."):
                spelled = name + qualname[len(imported):]
                # The longest import is the most direct; ties go to the shorter spelling.
                key = (len(imported), -len(spelled))
                if best is None or key > best[0]:
                    best = (key, spelled)
        return None if best is None else best[1]

    def jax_numpy_name(self, scope: Scope, use: Optional[ast.AST] = None) -> Optional[str]:
        """How ``scope`` can spell ``jax.numpy`` with the imports the module already has."""
        return self.spelling("jax.numpy", scope, use)

    # ---- tracing ------------------------------------------------------------------------
    def traced_functions(self, under: Tracing = ABSTRACT) -> Iterator[Scope]:
        """Functions traced in any of the ways of ``under`` (default: staged or mapped)."""
        return self.tracing.functions(under)

    def traced_params(self, scope: Scope) -> Optional[frozenset]:
        """Parameters of ``scope`` holding abstract tracers; None if it is not staged or mapped."""
        return self.tracing.abstract_params(scope)

    def tracing_of(self, scope: Scope) -> Tracing:
        return self.tracing.how(scope)

    def library_calls(self) -> list:
        """Every call of a library function through jit, pmap or vmap in the module
        (``jax.jit(jnp.arange)(n)``), as :class:`~.transforms.LibraryCall`, in source order."""
        if self._library_calls is None:
            transforms = self.transforms
            self._library_calls = [
                found
                for scope in self.scopes
                for call in scope.calls
                if isinstance(call.func, (ast.Call, ast.Name))
                for found in (transforms.library_call(call, scope),)
                if found is not None
            ]
        return self._library_calls

    def fed_arguments(self, function: Scope, name: str, shapes: bool = False) -> Iterator[tuple]:
        """(argument, its scope, :class:`Entry`) for each call that hands ``function`` its ``name``
        (``shapes``: a pmap's mapped argument as MAPPED, see TracedFunctions.fed_arguments)."""
        return self.tracing.fed_arguments(function, name, shapes)

    def hands_slices(self, function: Scope, name: str) -> bool:
        """A lax primitive hands ``function``'s parameter ``name`` slices of its argument (see
        TracedFunctions.hands_slices): the argument's shape is not the parameter's."""
        return self.tracing.hands_slices(function, name)

    def run_by(self, function: Scope) -> Optional[ast.Call]:
        """The method or framework call whose trace ran ``function`` (see TracedFunctions.run_by)."""
        return self.tracing.run_by(function)

    def traced_from_project(self, function: Scope) -> Optional[str]:
        """Where another module of the project traces ``function`` ("train.py:12"), when
        nothing in this module does: a message names it."""
        return self.tracing.traced_from_project(function)

    def handed_from_project(self, function: Scope, name: str) -> list:
        """What calls in the project's other modules hand ``function``'s parameter ``name``:
        [(:class:`.project.Handed`, an :class:`Entry` value)]."""
        return self.tracing.handed_from_project(function, name)

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

    @cached_property
    def flags(self) -> ConstantFlags:
        return ConstantFlags(
            self.scopes,
            lambda call, scope: self.qualified_name(call.func, scope) not in (None, "functools.partial"),
            lambda function, name: bool(self.handed_from_project(function, name)),
        )

    def skipped_by_flags(self, node: ast.AST, function: Scope) -> bool:
        """``node`` sits in a branch of ``function`` ruled out by keyword-only parameters
        every call leaves at their literal default (``if not validate:`` with
        ``validate=True`` never passed): no trace runs it (see :mod:`.flags`)."""
        return self.flags.skipped(node, function)

    def passed_none(self, function: Scope, name: str) -> bool:
        """Some call of the module hands ``function``'s parameter ``name`` the literal None
        (jit passes None through as None: an empty pytree, not a tracer)."""
        return any(
            isinstance(fed, ast.Constant) and fed.value is None for fed, _, _ in self.fed_arguments(function, name)
        ) or any(handed.none for handed, _ in self.handed_from_project(function, name))

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

    def dtype_kind(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """"bool", "int" or "inexact" (float or complex) when the dtype kind of what ``node``
        holds is proven (``0``, ``x * 2.0``, ``jnp.mean(x)``, ``x > 0``; see :mod:`.dtypes`)."""
        return self.dtype_kinds.kind(node, scope)

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

    @staticmethod
    def always_returns(function: Scope) -> bool:
        """Every path of ``function`` returns a value: a lambda, or a def that ends with
        ``return value`` and never returns bare."""
        node = function.node
        if isinstance(node, ast.Lambda):
            return True
        return bool(node.body) and isinstance(node.body[-1], ast.Return) and bool(function.returns) and (
            not function.returns_none
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


def _bound_by_import(statement: ast.stmt) -> Iterator[tuple]:
    """(name, qualified name) for each name an import statement binds (relative and star
    imports bind nothing this can name)."""
    if isinstance(statement, ast.Import):
        for alias in statement.names:
            if alias.asname is not None:
                yield alias.asname, alias.name
            else:
                top = alias.name.split(".", 1)[0]
                yield top, top
    elif statement.module is not None and not statement.level:
        for alias in statement.names:
            if alias.name != "*":
                yield (alias.asname or alias.name), f"{statement.module}.{alias.name}"
