"""The analysis of one module: the shared model every rule queries.

- :mod:`.scopes`: scopes and the bindings recorded in them, in source order;
- :mod:`.indexer`: the one walk over the ``ast`` that records them;
- :mod:`.names` (layer 1): the module's names, how they resolve through imports, which
  bindings reach a use, and the one lookup of "the binding of a name" (a binding,
  ``UNBOUND`` or ``AMBIGUOUS``);
- :mod:`.jaxapi`: what the analysis knows about JAX's API, in one place;
- :mod:`.classes`: the class model: bases, methods, framework modules, dataclasses, pytrees;
- :mod:`.project`: what the project tells one module (its name, entries from other modules);
- :mod:`.transforms`: what a callable is, wrapped by which transforms;
- :mod:`.instances`: instances of the module's classes and what calling them runs
  (``model(x)``, a linen ``apply``, a haiku transformed ``apply``);
- :mod:`.tracing`: which functions are traced, how, and with which parameters (a fixpoint
  over explicit seeds and a call graph, solved before any value kind);
- :mod:`.traces` (layer 2): what is traced, over the names: classes, transforms,
  instances and the traced functions together;
- :mod:`.valuation` (layer 3): what values hold, over names and traces: the parts below
  together, built anew for each round of the tracing fixpoint;
- :mod:`.values`: the value domain; its ``__init__``: what an expression holds (concrete array, tracer, ...);
- :mod:`.values.proofs`: masks, arrays rather than pytrees, single tracers;
- :mod:`.values.shapes`: literal shape inference (:mod:`.values.shape_calls` for calls,
  :mod:`.values.shape_algebra` for broadcasting and the like);
- :mod:`.values.dtypes`: integer values and dtype kinds (bool, int, inexact);
- :mod:`.values.sequences`: which expressions are Python lists, tuples or strings;
- :mod:`.values.containers`: Python lists, dicts and objects, and which outlive a trace;
- :mod:`.structures`: pytree structures of values and of what a function returns;
- :mod:`.reverse_mode`: what reverse-mode differentiation reaches;
- :mod:`.donations`: buffers read after a call donated them or ``x.delete()`` freed them
  (:mod:`.buffer_reuse`: does the function hand the buffer back; :mod:`.buffer_reads`: the
  flow to the reads, and what counts as one);
- :mod:`.events`, :mod:`.flow`: where code runs in a scope, a forward dataflow over it,
  and reaching definitions;
- :mod:`.model`: :class:`Semantics`, which composes the three layers and answers the rules;
- :mod:`.summary`: the module as its project sees it (picklable, kept as JSON by the cache).
- :mod:`.claims`: what the model claims of each def's parameters and return (the shape oracle's query).
"""

from .model import Semantics
from .scopes import (
    AMBIGUOUS, OPAQUE, UNBOUND, Assigned, Binding, Defined, Imported, Iterated, Param, Scope, ScopeType, Unpacked,
)
from .tracing_kinds import ABSTRACT, Entry, Tracing
from .transforms import Layer, LibraryCall, StaticSpec, Wrapped
from .values import ValueKind, is_array, is_traced

__all__ = [
    "ABSTRACT", "AMBIGUOUS", "OPAQUE", "UNBOUND", "Assigned", "Binding", "Defined", "Entry", "Imported", "Iterated", "Layer", "LibraryCall",
    "Param",
    "Scope", "ScopeType", "Semantics", "StaticSpec", "Tracing", "Unpacked", "ValueKind", "Wrapped",
    "is_array", "is_traced",
]
