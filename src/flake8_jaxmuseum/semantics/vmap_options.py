"""What ``jax.vmap``'s options and a call's arguments prove before any size is compared.

``jax.vmap`` reads the mapped size off the arguments' mapped axes unless ``axis_size`` is
given, and reads ``in_axes`` as an int, None, or one entry per positional argument.  Three
things it refuses whatever the arguments' shapes (jax 0.10.2):

- ``in_axes`` that maps nothing (``None``, or a tuple or list of only ``None``) without
  ``axis_size``, at a call without keyword arguments (those are mapped along axis 0) (jax-ml/jax#5021: ``ValueError: vmap must have at least one non-None value
  in in_axes or axis_size must be specified``);
- ``in_axes`` written as a dict (or a set) at the top: a dict is an entry of a tuple, never
  the whole (jax-ml/jax#18548: ``TypeError: vmap in_axes must be an int, None, or a tuple of
  entries corresponding to the positional arguments passed to the function, but got {'a': 0}.``);
- a call whose arguments hold no leaf at all (``{}``, ``[]``, ``()``, ``None`` and containers
  of only those) without ``axis_size`` (jax-ml/jax#8403: ``ValueError: vmap wrapped function
  must be passed at least one argument containing an array or axis_size must be specified``).

Each question reads the literal options of one vmap layer, or the literal arguments of one
call a rule already holds: no name is followed and no scope is walked.
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import is_constant, literal_sequence


def _has_axis_size(layer) -> bool:
    """``axis_size=`` is given (by keyword; jax.vmap's fourth positional option)."""
    return layer.option("axis_size", 4) is not None


def maps_nothing(layer, call: ast.Call) -> bool:
    """The layer's in_axes is literally None, or a tuple or list of only None, no
    ``axis_size`` names the mapped size, and the call hands no keyword argument (vmap maps
    those along axis 0 whatever in_axes says): vmap has no size to map over."""
    in_axes = layer.in_axes()
    if in_axes is None or layer.hides_options or call.keywords:
        return False
    if is_constant(in_axes, None):
        unmapped = True
    else:
        entries = literal_sequence(in_axes)
        unmapped = entries is not None and all(is_constant(entry, None) for entry in entries)
    return unmapped and not _has_axis_size(layer)


def malformed_in_axes(layer) -> Optional[str]:
    """The kind of a top-level in_axes vmap refuses ("dict", "set"), else None."""
    in_axes = layer.in_axes()
    if isinstance(in_axes, (ast.Dict, ast.DictComp)):
        return "dict"
    if isinstance(in_axes, (ast.Set, ast.SetComp)):
        return "set"
    return None


def leafless(node: ast.expr, depth: int = 0) -> bool:
    """A literal pytree with no leaf: None, or an empty dict, list or tuple, or a container
    holding only such (``{"a": []}``)."""
    if depth > 5:
        return False
    if is_constant(node, None):
        return True
    if isinstance(node, ast.Dict):
        return all(key is not None for key in node.keys) and all(leafless(v, depth + 1) for v in node.values)
    if isinstance(node, (ast.List, ast.Tuple)):
        return all(not isinstance(e, ast.Starred) and leafless(e, depth + 1) for e in node.elts)
    return False


def no_leaf_handed(layer, call: ast.Call, positional: list) -> bool:
    """Every argument of the call is a literal pytree without leaves and no ``axis_size``
    is given: vmap finds no array to read the mapped size from."""
    if layer.hides_options or _has_axis_size(layer):
        return False
    values = list(positional) + [item.value for item in call.keywords if item.arg is not None]
    return all(leafless(value) for value in values)
