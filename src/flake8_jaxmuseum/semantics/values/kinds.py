"""The kinds of value the domain proves (:class:`ValueKind`), and what value kinds ask back of
the proofs built on them (:class:`Proofs`)."""

from __future__ import annotations

import ast
from enum import IntEnum
from typing import Callable, NamedTuple, Optional

from ...astutil import fewest_iterations, is_number, literal_sequence
from ..scopes import Scope


class ValueKind(IntEnum):
    """What an expression is known to hold.  Higher means more is proven."""

    UNKNOWN = 0
    ARRAY = 1  # a concrete jax.Array (built outside any trace)
    TRACED_TREE = 2  # a traced argument: a tracer, or a pytree (tuple, dict...) of tracers
    TRACED_ARRAY = 3  # a tracer that is an array, for sure


def summed(kind: Callable[[ast.expr], "ValueKind"], iterable: ast.expr, start: Optional[ast.expr] = None) -> "ValueKind":
    """The builtin ``sum(iterable, start)``, ``start + a + b...``, given each expression's
    ``kind``: of a list or tuple literal, or of a comprehension that yields something (``for
    _ in range(6)``, no ``if``; over nothing it is ``start``), with a number or array as
    ``start``: traced when any term is (a tracer added to a number, or a pytree, which raises
    first), an array when every one is."""
    if start is not None and not (is_number(start) or is_array(kind(start))):
        return ValueKind.UNKNOWN  # ``sum(lists, [])`` joins lists
    if isinstance(iterable, (ast.GeneratorExp, ast.ListComp)):
        if any(loop.ifs or fewest_iterations(loop.iter) < 1 for loop in iterable.generators):
            return ValueKind.UNKNOWN
        terms = [kind(iterable.elt)]
    else:
        terms = [kind(element) for element in literal_sequence(iterable) or ()]
    if any(is_traced(k) for k in terms + ([kind(start)] if start is not None else [])):
        return ValueKind.TRACED_ARRAY
    return ValueKind.ARRAY if terms and all(k == ValueKind.ARRAY for k in terms) else ValueKind.UNKNOWN


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
