"""Autofixes: what a rule offers to rewrite.

A :class:`Fix` replaces LibCST nodes of the file by new nodes (or removes them); see
:mod:`flake8_jaxmuseum.cstedit` for building and applying them.  Safe fixes never
change the behaviour of code that ran (the code they fix raises); unsafe ones may
(``jnp.where`` evaluates both branches...).  This module stays free of LibCST, which
is imported only once some file has a finding to fix.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .semantics import Imported, Scope, Semantics


@dataclass(frozen=True)
class Fix:
    title: str  # what it does, e.g. "Use x = x.at[0].set(1.0)"
    safe: bool
    edits: tuple  # ((original node, replacement), ...)


def jax_numpy_name(semantics: Semantics, scope: Scope) -> Optional[str]:
    """How this scope can spell ``jax.numpy`` with the imports it already has."""
    fallback = None
    for name, bindings in semantics.module_scope.bindings.items():
        if scope.lookup(name) is not bindings:
            continue  # shadowed here
        if bindings == [Imported("jax.numpy")]:
            return name
        if bindings == [Imported("jax")]:
            fallback = f"{name}.numpy"
    return fallback
