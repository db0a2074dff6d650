"""What the model claims about the values each def of the module sees: the one query the
shape oracle (``tests/test_shape_oracle.py``) holds to real JAX runs.

For each def (lambdas aside: a run cannot tell two lambdas of one line apart), and for each
of its parameters and the value it returns, what every run of it is claimed to see:

- ``shape``: the proven shape (rank and sizes; ``()`` for a Python number), from
  :class:`~.values.shapes.ShapeInference` (a parameter: the one shape every call hands it);
- ``rank_at_least``: a lower bound on the rank where the shape is unproven (what JXM004
  reads of ``(pred - y) ** 2``), listed only above 0;
- ``kind``: ``"int"`` where integers are proven (a Python int or an integer array: a
  Python int jit hands on is a weakly typed int32 tracer, still an int), from
  :mod:`.values.sequences` and :mod:`.values.dtypes`;
- ``array`` (returns): every return is one JAX array, concrete or traced.

Only what is known is listed; each claim is a "for all" over the calls the module shows.
The existential proofs ("some jit call hands this parameter a boolean mask") are not
claims about every run, and are not listed.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Optional

from .model import Semantics
from .scopes import Scope, ScopeType

RETURN = "<return>"  # the key of the returned value among a def's claims


@dataclass(frozen=True)
class Claim:
    """What one value is claimed to be, every time."""

    shape: Optional[tuple] = None
    rank_at_least: int = 0
    kind: Optional[str] = None  # "int"
    array: bool = False  # one JAX array (concrete or traced), not a number or a pytree

    def __bool__(self) -> bool:
        return self.shape is not None or self.rank_at_least > 0 or self.kind is not None or self.array


@dataclass(frozen=True)
class DefClaims:
    """The claims about one def: ``values`` maps a parameter's name (or :data:`RETURN`) to a :class:`Claim`."""

    qualname: str
    name: str
    line: int  # the ``def`` line
    first_line: int  # its first decorator's line, or the ``def`` line: where Python says the code starts
    values: dict = field(default_factory=dict)


def claims(semantics: Semantics) -> list:
    """The :class:`DefClaims` of every def of the module that claims anything, in source order."""
    found = []
    for function in semantics.functions:
        if function.type is not ScopeType.FUNCTION or isinstance(function.node, ast.AsyncFunctionDef):
            continue
        values = {}
        for name in (*function.positional, *function.keyword_only):
            claim = _parameter_claim(semantics, function, name)
            if claim:
                values[name] = claim
        if not function.is_generator:
            claim = _return_claim(semantics, function)
            if claim:
                values[RETURN] = claim
        if values:
            node = function.node
            first = min([node.lineno] + [decorator.lineno for decorator in node.decorator_list])
            found.append(DefClaims(_qualname(function), node.name, node.lineno, first, values))
    return found


def _parameter_claim(semantics: Semantics, function: Scope, name: str) -> Claim:
    shapes = semantics.shapes
    shape = shapes.parameter_shape(function, name)
    rank = shapes.parameter_rank_at_least(function, name)
    integer = semantics.sequences.parameter_is_int(function, name)
    return Claim(shape=shape, rank_at_least=0 if shape is not None else rank, kind="int" if integer else None)


def _return_claim(semantics: Semantics, function: Scope) -> Claim:
    if not semantics.always_returns(function):
        return Claim()
    shapes = semantics.shapes
    returned = function.returns
    found = {shapes.shape_of(value, function) for value in returned}
    shape = found.pop() if len(found) == 1 else None
    rank = 0 if shape is not None else min(shapes.rank_at_least(value, function) for value in returned)
    integer = all(semantics.holds_integers(value, function) for value in returned)
    return Claim(shape=shape, rank_at_least=rank, kind="int" if integer else None, array=semantics.returns_arrays(function))


def _qualname(function: Scope) -> str:
    names = []
    scope: Optional[Scope] = function
    while scope is not None and scope.type is not ScopeType.MODULE:
        node = scope.node
        names.append(getattr(node, "name", "<lambda>"))
        scope = scope.parent
    return ".".join(reversed(names))
