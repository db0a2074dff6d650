"""Library functions handed to a library function that calls them under a transform of
its own (:mod:`.jaxapi.function_takers`): ``jnp.apply_along_axis(jnp.where, 1, x)``,
``lax.map(jnp.nonzero, xs)`` (jax#7542).  The handed function gets a tracer, a slice of
the operand, as its first argument, and what the call hands on after it."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Optional

from ..astutil import argument, has_star_args, positional_args
from .jaxapi import FUNCTION_TAKERS
from .names import Names
from .scopes import Scope


@dataclass(frozen=True)
class HandedFunction:
    call: ast.Call  # the taker's call
    scope: Scope
    qualname: str  # the handed library function's (``jax.numpy.where``)
    taker: str  # the taker's (``jax.numpy.apply_along_axis``)
    transform: str  # what the taker calls it under (``vmap``, ``scan``)
    positional: int  # how many positional arguments it gets (the slice first)
    keywords: frozenset  # the keywords it gets


def handed_functions(names: Names) -> list:
    """Every :class:`HandedFunction` of the module, in source order: the taker's call
    hides nothing (no ``*args``/``**kwargs``) and hands a library function by name (not a
    ``partial``, which may carry a size)."""
    found = []
    for call, scope in names.taker_calls:  # (the indexer's pick: a call named as a taker is)
        if not has_star_args(call):
            qualname = names.qualified_name(call.func, scope)
            taker = FUNCTION_TAKERS.get(qualname)
            handed = _handed(names, call, scope, qualname, taker) if taker is not None else None
            if handed is not None:
                found.append(handed)
    return found


def _handed(names: Names, call: ast.Call, scope: Scope, taker_name: str, taker) -> Optional[HandedFunction]:
    function = argument(call, *taker.function)
    if function is None or argument(call, *taker.operand) is None:
        return None
    qualname = names.qualified_name(function, scope)
    if qualname is None:
        return None
    positional = positional_args(call) or []
    extra = len(positional) - taker.extra_from if taker.extra_from is not None else 0
    keywords = frozenset(k.arg for k in call.keywords if k.arg not in taker.own)
    if keywords and taker.extra_from is None:
        return None  # keywords it does not take: the call fails on its own
    return HandedFunction(call, scope, qualname, taker_name, taker.transform, 1 + max(extra, 0), keywords)
