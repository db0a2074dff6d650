"""Which arguments of a call a transform's layer makes tracers: jit and pmap all but the
static ones, vmap the mapped ones (and every keyword).  Read by
:meth:`.transforms.Transforms.library_call` for a library function under such layers."""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import const_int, literal_sequence


def traced_by(layer, call: ast.Call) -> Optional[set]:
    """id() of the arguments of ``call`` that ``layer`` makes tracers (jit, pmap: all but
    the static ones; vmap: the mapped ones, and every keyword); None when unreadable."""
    positional = list(call.args)
    keywords = {item.arg: item.value for item in call.keywords}
    spec = layer.spec
    if spec.stages:
        statics = layer.static_arguments()
        if statics is None:
            return None
        static, static_names = statics
        # Given one of static_argnums and static_argnames, jit infers the other from the
        # signature, which this file does not show: those arguments may be static.
        count = len(positional)
        traced = set()
        if not static_names or static:
            traced |= {id(a) for i, a in enumerate(positional) if not {i, i - count} & static}
        if not static or static_names:
            traced |= {id(value) for name, value in keywords.items() if name not in static_names}
        return traced
    in_axes = layer.in_axes()
    if in_axes is None or const_int(in_axes) is not None:
        mapped = positional
    elif isinstance(in_axes, ast.Constant) and in_axes.value is None:
        mapped = []
    else:
        axes = literal_sequence(in_axes)
        if axes is None or len(axes) != len(positional):
            return None
        mapped = []
        for axis, argument in zip(axes, positional):
            if const_int(axis) is not None:
                mapped.append(argument)
            elif not (isinstance(axis, ast.Constant) and axis.value is None):
                return None
    return set(map(id, mapped)) | set(map(id, keywords.values()))
