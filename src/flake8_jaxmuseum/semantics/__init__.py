"""The analysis of one module: the shared model every rule queries.

- :mod:`.scopes`: scopes and the bindings recorded in them, in source order;
- :mod:`.indexer`: the one walk over the ``ast`` that records them;
- :mod:`.jaxapi`: what the analysis knows about JAX's API, in one place;
- :mod:`.classes`: the class model: bases, methods, framework modules, dataclasses, pytrees;
- :mod:`.project`: what the project tells one module (its name, entries from other modules);
- :mod:`.transforms`: what a callable is, wrapped by which transforms;
- :mod:`.instances`: instances of the module's classes and what calling them runs
  (``model(x)``, a linen ``apply``, a haiku transformed ``apply``);
- :mod:`.tracing`: which functions are traced, how, and with which parameters (a fixpoint
  over explicit seeds and a call graph, solved before any value kind);
- :mod:`.values`: what an expression holds (concrete array, tracer, ...);
- :mod:`.proofs`: masks, arrays rather than pytrees, single tracers;
- :mod:`.shapes`: literal shape inference (:mod:`.shape_calls` for calls,
  :mod:`.shape_algebra` for broadcasting and the like);
- :mod:`.sequences`: which expressions are Python lists, tuples or strings;
- :mod:`.containers`: Python lists, dicts and objects, and which outlive a trace;
- :mod:`.donations`: donated buffers read after the call that deleted them;
- :mod:`.events`, :mod:`.flow`: where code runs in a scope, a forward dataflow over it,
  and reaching definitions;
- :mod:`.model`: :class:`Semantics`, the object that ties them together;
- :mod:`.summary`: the module as its project sees it (picklable, kept as JSON by the cache).
"""

from .model import Semantics
from .scopes import OPAQUE, Assigned, Binding, Defined, Imported, Iterated, Param, Scope, ScopeType, Unpacked
from .tracing_kinds import ABSTRACT, Entry, Tracing
from .transforms import Layer, LibraryCall, StaticSpec, Wrapped
from .values import ValueKind, is_array, is_traced

__all__ = [
    "ABSTRACT", "OPAQUE", "Assigned", "Binding", "Defined", "Entry", "Imported", "Iterated", "Layer", "LibraryCall",
    "Param",
    "Scope", "ScopeType", "Semantics", "StaticSpec", "Tracing", "Unpacked", "ValueKind", "Wrapped",
    "is_array", "is_traced",
]
