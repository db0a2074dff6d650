"""The kinds of value the domain proves (:class:`ValueKind`), and what value kinds ask back of
the proofs built on them (:class:`Proofs`)."""

from __future__ import annotations

from enum import IntEnum
from typing import Callable, NamedTuple

from ..scopes import Scope


class ValueKind(IntEnum):
    """What an expression is known to hold.  Higher means more is proven."""

    UNKNOWN = 0
    ARRAY = 1  # a concrete jax.Array (built outside any trace)
    TRACED_TREE = 2  # a traced argument: a tracer, or a pytree (tuple, dict...) of tracers
    TRACED_ARRAY = 3  # a tracer that is an array, for sure


class OverBudget(Exception):
    """A bounded question (:meth:`Semantics.bounded`) read more values than its budget."""


def is_traced(kind: ValueKind) -> bool:
    return kind >= ValueKind.TRACED_TREE


def is_array(kind: ValueKind) -> bool:
    return kind in (ValueKind.ARRAY, ValueKind.TRACED_ARRAY)


class Proofs(NamedTuple):
    """What value kinds ask back of the proofs built on them (:mod:`.proofs`, answered by
    :class:`.valuation.Valuation`): a traced parameter is an array, or a leaf, only with
    their evidence."""

    array_param: Callable[[Scope, str], bool]  # (function, parameter) provably holds an array
    leaf_param: Callable[..., bool]  # (function, parameter, index=None): one leaf (of a tuple)
    returns_arrays: Callable[[Scope], bool]  # every path of the function returns an array
