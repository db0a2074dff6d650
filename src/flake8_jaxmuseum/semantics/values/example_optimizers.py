"""The functions of a ``jax.example_libraries.optimizers`` triple: ``opt_init, opt_update,
get_params = optimizers.sgd(0.1)`` (see :data:`~..jaxapi.frameworks.EXAMPLE_OPTIMIZERS`)."""

from __future__ import annotations

import ast
from typing import Optional

from ..jaxapi.frameworks import EXAMPLE_OPTIMIZERS
from ..names import Names
from ..scopes import Scope, Unpacked


def example_optimizer_part(names: Names, func: ast.expr, scope: Scope) -> Optional[int]:
    """The element of an example optimizer's triple that the name ``func`` is bound to."""
    if not isinstance(func, ast.Name):
        return None
    binding = names.binding(func.id, scope, func)
    if not isinstance(binding, Unpacked) or not isinstance(binding.value, ast.Call):
        return None
    return binding.index if names.qualified_name(binding.value.func, binding.scope) in EXAMPLE_OPTIMIZERS else None
