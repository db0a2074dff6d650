"""JXM005: ``jax.vmap`` whose mapped arguments disagree in size.

At a call of a vmapped function (``jax.vmap(f, in_axes)(...)``, a name bound to
one, or a ``@jax.vmap``-decorated def; also under a plain ``jax.jit(...)``), the sizes
of the mapped axes of the arguments with literal shapes must agree, and a mapped
argument needs that axis.  ``in_axes`` defaults to 0; ``None`` entries ride along
unmapped; keyword arguments are always mapped along axis 0.  ``eqx.filter_vmap``'s
default maps arrays only: a Python scalar there rides along (with ``axis_size=``).
A pytree of parameters mapped by default (``jax.vmap(jax.grad(loss))(params, xs)``) maps
every leaf: flagged when a leaf's leading size is proven to differ from the batch's
(semantics/parameter_leaves.py); the fix lets the whole pytree ride along with None.
A literal tuple or list ``in_axes`` of ``jax.vmap`` with another number of entries than the
call's positional arguments is flagged too (vmap refuses it before comparing sizes), as are
an in_axes that maps nothing without axis_size, a dict in_axes, and a call handing no leaf
(semantics/vmap_options.py).
"""

from __future__ import annotations

import ast
from collections import Counter
from typing import Iterator, Optional

from ..astutil import has_star_args, literal_sequence, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Layer, Scope
from ..semantics.jaxapi import ARGNUMS_AND_NAMES, VMAP as JAX_VMAP
from ..semantics.vmap_options import malformed_in_axes, maps_nothing, no_leaf_handed


def _vmap_layer(context: RuleContext, func: ast.expr, scope: Scope) -> Optional[Layer]:
    """The vmap a called expression provably is, looking through plain ``jax.jit``
    layers (no static arguments: jit then passes every argument on unchanged)."""
    wrapped = context.semantics.transforms.resolve(func, scope)
    if wrapped is None:
        return None
    for layer in wrapped.layers:
        if layer.known and layer.spec.only_maps:  # vmap
            return None if layer.hides_options or layer.spec.module_first else layer
        if not layer.known or layer.spec.static_style != ARGNUMS_AND_NAMES or layer.configured:
            return None  # only a plain jit passes every argument on as it is
    return None


def _in_axes_fix(
    context: RuleContext, vmap_call: ast.Call, arguments: list, axes: list, leaves: dict, scope: Scope
) -> Optional[Fix]:
    """Unsafe (it decides which arguments are the batch): map only the arguments whose
    mapped size is the most common one among the arrays, and let the others ride along
    with None (a pytree of parameters, ``leaves``, rides along whole when a leaf disagrees)."""
    shapes = [context.semantics.shapes.shape_of(value, scope) for value in arguments]
    sizes = [
        shape[axis]
        for shape, axis in zip(shapes, axes)
        if axis is not None and shape is not None and -len(shape) <= axis < len(shape)
    ]
    if not sizes:
        return None
    batch = Counter(sizes).most_common(1)[0][0]  # ties: the first argument's size
    new_axes = []
    for number, (shape, axis) in enumerate(zip(shapes, axes)):
        if axis is not None and shape is not None and not (-len(shape) <= axis < len(shape) and shape[axis] == batch):
            axis = None
        if axis is not None and any(leaf.size != batch for leaf in leaves.get(number, ())):
            axis = None
        new_axes.append(axis)
    text = "(" + ", ".join(str(a) for a in new_axes) + ("," if len(new_axes) == 1 else "") + ")"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        vmap = view.node(vmap_call)
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
        return ((vmap, vmap.with_changes(args=args)),)

    return context.fix(f"Use in_axes={text}", False, (vmap_call,), build)


def _along(leaves: list, axis: int) -> list:
    """The leaves with the size of their axis ``axis`` (None where they have no such axis);
    past axis 0, [] unless every leaf's whole shape is proven (``in_axes=1`` over ``[u, v]``)."""
    if axis == 0:
        return leaves
    if any(leaf.shape is None for leaf in leaves):
        return []
    return [leaf._replace(size=leaf.shape[axis] if -len(leaf.shape) <= axis < len(leaf.shape) else None)
            for leaf in leaves]


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def _refused_before_sizes(vmap: Layer, call: ast.Call, positional: list) -> Optional[str]:
    """What jax.vmap refuses whatever the arguments' shapes (semantics/vmap_options.py)."""
    kind = malformed_in_axes(vmap)
    if kind is not None:
        return (
            f"in_axes is a {kind}, but vmap reads in_axes as an int, None, or a tuple with one entry per "
            "positional argument; wrap it: in_axes=(" + ("{...}" if kind == "dict" else "...") + ",)"
        )
    if maps_nothing(vmap, call):
        return "in_axes maps no argument (every entry None) and no axis_size is given; map at least one argument"
    if no_leaf_handed(vmap, call, positional):
        return "no argument holds an array to map (only empty containers or None) and no axis_size is given"
    return None


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    transforms = semantics.transforms
    for scope in semantics.scopes:
        for call, _ in transforms.layered_calls(scope):  # (a vmap is a layer)
            vmap = _vmap_layer(context, call.func, scope)
            if vmap is None:
                continue
            positional = positional_args(call)
            if positional is None or has_star_args(call):
                continue
            entries = literal_sequence(vmap.in_axes()) if vmap.qualname == JAX_VMAP else None
            if entries is not None and len(entries) != len(positional):
                # jax.vmap reads a tuple (or list) in_axes as one entry per positional argument.
                yield Report(
                    call.func if isinstance(call.func, ast.Call) else call,
                    f"jax.vmap would fail: in_axes has {_count(len(entries), 'entry', 'entries')} for "
                    f"{_count(len(positional), 'positional argument', 'positional arguments')}; give one per "
                    "argument (None for those that ride along unmapped), or one int for all",
                )
                continue
            refused = _refused_before_sizes(vmap, call, positional) if vmap.qualname == JAX_VMAP else None
            if refused is not None:
                yield Report(call.func if isinstance(call.func, ast.Call) else call, f"jax.vmap would fail: {refused}")
                continue
            axes = transforms.axes_per_argument(vmap.in_axes(), len(positional))
            if axes is None:
                continue
            # Keyword arguments are mapped along axis 0, whatever in_axes says for positions.
            mapped = [(f"argument {number}", value, axis) for number, (value, axis) in enumerate(zip(positional, axes))]
            mapped += [(f"argument '{item.arg}'", item.value, 0) for item in call.keywords]
            # eqx.filter_vmap's default in_axes (eqx.if_array(0)) maps array leaves only.
            arrays_only = vmap.spec.traces_arrays_only and vmap.in_axes() is None
            sizes = []
            leaves = {}  # argument number -> the proven leaves of the pytree it is
            problem = None
            for number, (label, value, axis) in enumerate(mapped):
                if axis is None:
                    continue
                array = semantics.proves_array(value, scope) or semantics.is_numpy_array(value, scope)
                shape = semantics.shapes.shape_of(value, scope)
                if shape is None and not array:
                    # A pytree (parameters, a list of arrays): vmap maps each of its leaves along the axis.
                    found = _along(semantics.parameter_leaves.leading_sizes(value, scope, arrays_only), axis)
                    missing = next((leaf for leaf in found if leaf.size is None), None)
                    if missing is not None:
                        problem = f"{label} leaf{missing.label} has shape {missing.shape or ()} and no axis {axis} to map"
                        break
                    if found:
                        leaves[number] = found
                        sizes += [(leaf.size, f"{label} leaf{leaf.label}", axis) for leaf in found]
                    continue
                if arrays_only and not array:
                    continue
                if shape is None:
                    continue
                if not -len(shape) <= axis < len(shape):
                    problem = f"{label} has shape {shape} and no axis {axis} to map"
                    break
                sizes.append((shape[axis], label, axis))
            if problem is None and len({size for size, _, _ in sizes}) > 1:
                problem = "mapped sizes disagree: " + ", ".join(
                    f"{label} axis {axis} has size {size}" for size, label, axis in sizes
                )
            if problem is not None:
                node = call.func if isinstance(call.func, ast.Call) else call
                # Only ``jax.vmap(f, ...)(...)`` itself gets its in_axes rewritten.
                rewritable = (
                    node is vmap.options
                    and vmap.qualname == semantics.qualified_name(node.func, scope)
                    and not call.keywords  # in_axes cannot unmap a keyword argument
                )
                yield Report(
                    node,
                    f"jax.vmap would fail: {problem}; pass in_axes with None for arguments that are not batched",
                    _in_axes_fix(context, node, positional, axes, leaves, scope) if rewritable else None,
                )


RULE = Rule(
    code="JXM005",
    title="vmap with inconsistent mapped sizes",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(
        Raises("ValueError", "vmap got inconsistent sizes for array axes to be mapped"),
        Raises("ValueError", "vmap was requested to map its argument along axis"),
        Raises("ValueError", "vmap in_axes must be an int, None, or a tuple of entries corresponding to the positional"),
        Raises("TypeError", "vmap in_axes must be an int, None, or a tuple of entries corresponding to the positional"),
        Raises("ValueError", "vmap must have at least one non-None value in in_axes or axis_size must be specified"),
        Raises("ValueError", "vmap wrapped function must be passed at least one argument containing an array"),
    ),
    check=check,
    description=__doc__,
)
