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

from .exports import paste
from .names import Names, always_returns
from .project import ModuleContext
from .traces import Traces
from .valuation import Valuation


# What the rules ask ``Semantics`` of each layer, answered by the layer itself (its parts
# and bound methods, set on the model: asking the model costs no extra call).
NAMES_ANSWERS = (
    "project", "module", "cell_starts", "module_scope", "functions", "scope_of", "scopes", "mutated_names",
    "next_statement", "attributes", "name_loads", "guards", "class_names", "scope_of_class", "flow",
    "binding", "qualified_name", "pasted_origin", "module_function", "value_of", "reaching", "tolerates_missing",
    "module_imports", "imported_prefix", "imports_jax", "is_builtin", "evaluated_at_compile_time",
    "displayed", "spelling", "jax_numpy_name",
)
TRACES_ANSWERS = (
    "classes", "transforms", "instances",
    "traced_functions", "traced_params", "tracing_of", "library_calls", "handed_functions", "fed_arguments",
    "hands_slices", "run_by",
    "traced_from_project", "handed_from_project", "skipped_by_flags", "passed_none", "callee_name",
)
VALUE_ANSWERS = (
    "values", "argument_values", "differentiated_values", "first_values", "first_differentiated_values",
    "masks", "arrays", "leaves", "numpy_arrays", "sequences", "integers", "dtype_kinds", "shapes", "structures",
    "parameter_leaves", "losses", "containers", "keys", "key_values", "refs", "reverse_mode", "donations",
    "container_kind", "attribute_container_kind", "held_container_kind", "plain_object", "outer_scope", "outlives_trace",
    "instance_outlives_trace",
    "value_kind", "is_traced", "holds_tracers", "stores_tracers", "is_differentiated", "traced_array", "used_as_array",
    "proves_elements", "is_numpy_array", "is_staged_constant", "python_sequence", "is_python_int",
    "first_python_int",
    "holds_integers", "integer_leaf", "dtype_kind", "number_literals", "is_traced_mask", "proves_array", "hands_a_tracer",
    "returns_arrays", "assuming", "may_be_ref", "bounded", "untraced_branch",
)


class Semantics:
    always_returns = staticmethod(always_returns)

    def __init__(self, module: ast.Module, cell_starts: tuple = (), project: Optional[ModuleContext] = None) -> None:
        """``cell_starts``: the lines where a notebook's cells start (its cells as one module).
        ``project``: the module's place in a project and how the project's other modules
        enter its functions (see :mod:`flake8_jaxmuseum.project`); None: the file alone."""
        self._value_layers: list = []  # each round's, for release()
        # The definitions the module imports from its project, pasted where imported (see
        # exports.py): ``pasted`` says which nodes are theirs (None: nothing pasted).
        module, self.pasted = paste(module, project.exports if project is not None else ())
        # Layer 1, names: scopes, bindings, imports.
        self.names = Names(module, cell_starts, project, self.pasted)
        self._answer_for(self.names, NAMES_ANSWERS)
        # Layer 2, what is traced: solved now, before any value kind is (see TracedFunctions).
        self.traces = Traces(self.names, self._fresh_value_layer)
        self._answer_for(self.traces, TRACES_ANSWERS)
        self.tracing = self.traces.traced
        self.traces.settle()

    def _fresh_value_layer(self):
        """Layer 3, what values hold, built anew on the tracing state as it is: for each
        round of the tracing fixpoint, whose last round leaves the one the rules read.
        Returns the round's question: is this expression a tracer?"""
        self.valuation = Valuation(self.names, self.traces)
        self._value_layers.append(self.valuation)
        self._answer_for(self.valuation, VALUE_ANSWERS)
        return self.valuation.is_traced

    def release(self) -> None:
        """Break the model's reference cycles (a binding names the scope that holds it; a
        layer's parts hold its bound methods, and it holds them), for a caller that keeps
        nothing of the model: it is then freed, with the tree parts it holds, as soon as
        the lint drops it, not by a pass of the collector over it (a third of the lints'
        time over flax).  The model answers nothing after."""
        for scope in self.names.scopes:
            scope.bindings.clear()
        self.traces.classes.release()
        traced = self.traces.traced  # (its call graph holds its bound method, and it the graph)
        vars(traced.graph).clear()
        vars(traced).clear()
        for layer in self._value_layers:
            vars(layer.keys).clear()
            vars(layer.reverse_mode).clear()  # (its tangent kinds hold its bound method)
            vars(layer).clear()
        for layer in (self.traces, self.names, self):
            vars(layer).clear()

    def _answer_for(self, layer, answers: tuple) -> None:
        for name in answers:
            setattr(self, name, getattr(layer, name))

    @property
    def jit_disabled(self) -> bool:
        return self.names.jit_disabled
