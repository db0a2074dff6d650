"""JXM005: ``jax.vmap`` whose mapped arguments disagree in size.

At a call of a vmapped function (``jax.vmap(f, in_axes)(...)``, a name bound to
one, or a ``@jax.vmap``-decorated def; also under a plain ``jax.jit(...)``), the sizes of the mapped axes of the
arguments with literal shapes must agree, and a mapped argument needs that axis.
``in_axes`` defaults to 0; ``None`` entries ride along unmapped.
"""

from __future__ import annotations

import ast
from collections import Counter
from typing import Iterator, Optional

from ..fixes import Fix
from ..semantics import (
    JIT,
    VMAP,
    Assigned,
    Scope,
    argument_count,
    const_int,
    first_positional,
    has_star_args,
    is_constant,
    literal_sequence,
    positional_args,
)
from . import Report, RuleContext

CODE = "JXM005"
TITLE = "vmap with inconsistent mapped sizes"
# What JAX raises (exception class, stable core of the message), captured from runs
# under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
RAISES = (
    ("ValueError", "vmap got inconsistent sizes for array axes to be mapped"),
    ("ValueError", "vmap was requested to map its argument along axis"),
)


def _axes(in_axes: Optional[ast.expr], count: int) -> Optional[list]:
    """One axis (int or None) per positional argument; None when not literal."""
    if in_axes is None:
        return [0] * count
    single = const_int(in_axes)
    if single is not None:
        return [single] * count
    if is_constant(in_axes, None):
        return None
    items = literal_sequence(in_axes)
    if items is None or len(items) != count:
        return None
    axes = []
    for item in items:
        if is_constant(item, None):
            axes.append(None)
        else:
            axis = const_int(item)
            if axis is None:
                return None
            axes.append(axis)
    return axes


def _vmap_spec(context: RuleContext, func: ast.expr, scope: Scope, depth: int = 0):
    """The vmap a called expression provably is, looking through a plain ``jax.jit(...)``
    (no static arguments: jit then passes every argument on unchanged)."""
    semantics = context.semantics
    spec = semantics.vmap_spec(func, scope)
    if spec is not None or depth > 5:
        return spec
    if isinstance(func, ast.Call):
        wrapped = first_positional(func)
        if semantics.qualified_name(func.func, scope) in JIT and argument_count(func) == 1 and wrapped is not None:
            return _vmap_spec(context, wrapped, scope, depth + 1)
        return None
    if isinstance(func, ast.Name):
        bindings = scope.lookup(func.id)
        if bindings and len(bindings) == 1 and isinstance(bindings[0], Assigned):
            value = bindings[0].value
            if isinstance(value, ast.Call) and semantics.qualified_name(value.func, bindings[0].scope) in JIT:
                return _vmap_spec(context, value, bindings[0].scope, depth + 1)
    return None


def _in_axes_fix(context: RuleContext, vmap_call: ast.expr, arguments: list, axes: list, scope) -> Optional[Fix]:
    """Unsafe (it decides which arguments are the batch): map only the arguments whose
    mapped size is the most common one, and let the others ride along with None."""
    import libcst as cst  # fixes only: a file without findings never imports LibCST

    if not isinstance(vmap_call, ast.Call) or context.semantics.qualified_name(vmap_call.func, scope) not in VMAP:
        return None
    shapes = [context.shapes.shape_of(value, scope) for value in arguments]
    sizes = [
        shape[axis]
        for shape, axis in zip(shapes, axes)
        if axis is not None and shape is not None and -len(shape) <= axis < len(shape)
    ]
    if not sizes:
        return None
    batch = Counter(sizes).most_common(1)[0][0]  # ties: the first argument's size
    new_axes = []
    for shape, axis in zip(shapes, axes):
        if axis is not None and shape is not None and not (-len(shape) <= axis < len(shape) and shape[axis] == batch):
            axis = None
        new_axes.append(axis)
    text = "(" + ", ".join(str(a) for a in new_axes) + ("," if len(new_axes) == 1 else "") + ")"
    vmap = context.cst(vmap_call)  # the fix edits the LibCST node at the same place
    if not isinstance(vmap, cst.Call):
        return None
    value = cst.parse_expression(text)
    args = list(vmap.args)
    for i, arg in enumerate(args):
        if (arg.keyword is not None and arg.keyword.value == "in_axes") or (i == 1 and arg.keyword is None):
            args[i] = arg.with_changes(value=value)
            break
    else:
        no_space = cst.SimpleWhitespace("")
        args.append(cst.Arg(value, keyword=cst.Name("in_axes"), equal=cst.AssignEqual(no_space, no_space)))
    return Fix(f"Use in_axes={text}", False, ((vmap, vmap.with_changes(args=args)),))


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.all_scopes():
        for call in scope.calls:
            spec = _vmap_spec(context, call.func, scope)
            if spec is None:
                continue
            positional = positional_args(call)
            if positional is None or has_star_args(call):
                continue
            axes = _axes(spec.in_axes, len(positional))
            if axes is None:
                continue
            sizes = []
            problem = None
            for number, (value, axis) in enumerate(zip(positional, axes)):
                if axis is None:
                    continue
                shape = context.shapes.shape_of(value, scope)
                if shape is None:
                    continue
                if not -len(shape) <= axis < len(shape):
                    problem = f"argument {number} has shape {shape} and no axis {axis} to map"
                    break
                sizes.append((shape[axis], number, axis))
            if problem is None and len({size for size, _, _ in sizes}) > 1:
                problem = "mapped sizes disagree: " + ", ".join(
                    f"argument {number} axis {axis} has size {size}" for size, number, axis in sizes
                )
            if problem is not None:
                node = call.func if isinstance(call.func, ast.Call) else call
                yield Report(
                    node,
                    f"jax.vmap would fail: {problem}; pass in_axes with None for arguments that are not batched",
                    _in_axes_fix(context, node, positional, axes, scope),
                )
