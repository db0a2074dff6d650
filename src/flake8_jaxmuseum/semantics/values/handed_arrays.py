"""A parameter that no trace stages, yet every call hands a concrete JAX array: ``def
expand(n, lb, ub)`` called from jitted code with ``ub=UB``, ``UB = jnp.array([1.0, inf])`` a
module constant.  It holds that concrete array, and an operation on it in staged code is
staged (``float(ub[i])`` there raises), as on the constant itself (see
:meth:`.ValueKinds._kind`)."""

from __future__ import annotations

from ..scopes import Scope
from ..tracing_kinds import Entry
from .kinds import ValueKind


def handed_kind(values, function: Scope, name: str) -> ValueKind:
    """ARRAY when every call of the module (and of its project) hands ``function``'s
    parameter ``name`` a concrete JAX array as it is (no transform between), and some call
    does; UNKNOWN otherwise.  ``values``: the :class:`.ValueKinds` asking."""
    if values.tangents or name in values.names.mutated_names:
        return ValueKind.UNKNOWN
    traces = values.traces
    handed = traces.handed_from_project(function, name)
    if not all(how == Entry.DIRECT.value and found.jax_array and not found.traced for found, how in handed):
        return ValueKind.UNKNOWN
    fed = False
    for value, where, entry in traces.fed_arguments(function, name):
        if entry is not Entry.DIRECT or values.kind(value, where) != ValueKind.ARRAY:
            return ValueKind.UNKNOWN
        fed = True
    return ValueKind.ARRAY if fed or handed else ValueKind.UNKNOWN
