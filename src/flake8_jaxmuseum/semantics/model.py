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

from .names import Names, always_returns
from .project import ModuleContext
from .scopes import Scope
from .traces import Traces
from .valuation import Valuation


# What the rules read of the value layer, here as before: its parts and its questions.
VALUE_LAYER = (
    "values", "argument_values", "differentiated_values", "first_values", "first_differentiated_values",
    "masks", "arrays", "leaves", "numpy_arrays", "sequences", "integers", "shapes", "parameter_leaves",
    "containers", "keys", "refs",
    "container_kind", "attribute_container_kind", "plain_object", "outer_scope", "outlives_trace",
    "value_kind", "is_traced", "holds_tracers", "is_differentiated", "traced_array", "used_as_array",
    "proves_elements", "is_numpy_array", "is_staged_constant", "python_sequence", "is_python_int",
    "holds_integers", "number_literals", "is_traced_mask", "proves_array", "hands_a_tracer",
    "returns_arrays", "assuming", "may_be_ref",
)


class Semantics:
    always_returns = staticmethod(always_returns)

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
        self.valuation = valuation = Valuation(self.names, self.traces)
        for name in VALUE_LAYER:
            setattr(self, name, getattr(valuation, name))
        return valuation.is_traced

    @property
    def jit_disabled(self) -> bool:
        return self.names.jit_disabled
