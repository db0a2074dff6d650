"""JXM010: a traced value where JAX needs a static one.

Shapes, sizes, ``arange`` bounds, ``linspace``'s ``num``, ``one_hot``'s ``num_classes``,
axes, split sections, pad widths and slice bounds must be Python values while JAX
traces: it builds arrays of known shapes.  Flagged, inside functions traced by jit,
pmap, vmap or a lax body (and helpers they call): a proven tracer (or a list/tuple
literal holding one) in an argument slot of ``semantics.jaxapi.STATIC_ARGUMENTS``
(``jnp.zeros(n)``, ``jax.random.normal(key, (n, d))``, ``jnp.arange(n)``,
``jnp.sum(x, axis=a)``, ``lax.scan(f, x, None, length=n)``...) or
``STATIC_METHOD_ARGUMENTS`` (``x.reshape(n, -1)``, ``x.sum(a)``) of a JAX array, and a
slice of a JAX array with a traced start, stop or step (``x[i:i + 3]``, ``x.at[:n]``), or
of an index trick of ``GRID_INDEXERS`` (``jnp.mgrid[a:b]``, ``jnp.r_[0:n]``).  Inside staged code a ``jax.numpy`` result is a
tracer even when computed from constants (``jnp.zeros(jnp.add(3, 1))`` raises); so is any field
of a NamedTuple jit traces (``cfg.hidden``; see ``semantics.values.leaf_values``).

Never flagged: values from ``x.shape``, ``x.ndim``, ``x.size``, ``len()``, module
constants, NumPy or Python arithmetic on those; static arguments; parameters with a
default no call site passes, or that a call site passes None; unmapped vmap arguments;
functions only differentiated (grad keeps concrete values); positions that take tracers
(a single index ``x[i]``, ``lax.dynamic_slice`` starts, ``jnp.full``'s fill value,
``linspace`` endpoints, ``roll``'s shift, ``eye``'s ``k``); NumPy arrays (their slices
fail differently); code no trace runs (``semantics.untraced_branch``: a branch a constant
flag, a tracer guard or an integer-dtype test no call satisfies rules out).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, const_int, positional_args, subscript_indices
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, LibraryCall, Param, Scope, Tracing, ValueKind, is_array
from ..semantics.jaxapi import GRID_INDEXERS, GRID_SLICE_ERROR, SLICE_ERROR, STATIC_ARGUMENTS, STATIC_METHOD_ARGUMENTS
from .static_argument import static_argument_fix

# ---------------------------------------------------------------------------- what is traced


def _traced(semantics, node: ast.expr, scope: Scope) -> bool:
    """``node`` holds a tracer.  A bare parameter some call site passes None is None there."""
    if not semantics.is_traced(node, scope, first_pass=True):
        return False
    if isinstance(node, ast.Name):
        bindings = scope.lookup(node.id) or []
        for binding in bindings:
            if isinstance(binding, Param) and semantics.passed_none(binding.scope, node.id):
                return False
    return True


def _jax_array(semantics, node: ast.expr, scope: Scope) -> bool:
    """A JAX array, concrete or traced: not a NumPy array, list or pytree."""
    kind = semantics.value_kind(node, scope)
    return is_array(kind) or (kind == ValueKind.TRACED_TREE and semantics.proves_array(node, scope))


def _errors_for(semantics, value: ast.expr, scope: Scope, static) -> list:
    """What the tracer ``value`` raises in ``static``'s slot: as a traced number, or as a
    tuple of them when every call site hands one (a bare argument may be either)."""
    if semantics.traced_array(value, scope, first_pass=True):
        return [static.error] if static.error else []
    if semantics.proves_elements(value, scope):
        return [static.tuple_error] if static.tuple_error else []
    return [e for e in (static.error, static.tuple_error) if e is not None]


def _static_culprits(
    semantics, call: ast.Call, function: Scope, library: Optional[LibraryCall] = None
) -> Optional[tuple]:
    """(role, [traced values], [JaxError]) for a call that hands a tracer to a static slot;
    None otherwise.  With ``library``: the call of a library function through jit or vmap,
    whose traced arguments it says."""
    func = call.func
    if library is not None:
        qualname = library.qualname
        table = STATIC_ARGUMENTS.get(qualname)

        def traced(value, element_of=None):
            return semantics.hands_a_tracer(library, value, element_of)

        def errors_for(value, static):
            return [static.error] if static.error else []
    else:
        qualname = semantics.qualified_name(func, function)
        table = STATIC_ARGUMENTS.get(qualname) if qualname else None
        if table is None and qualname is None and isinstance(func, ast.Attribute):
            table = STATIC_METHOD_ARGUMENTS.get(func.attr)
            if table is not None and not _jax_array(semantics, func.value, function):
                table = None

        def traced(value, element_of=None):
            return _traced(semantics, value, function)

        def errors_for(value, static):
            return _errors_for(semantics, value, function, static)
    if table is None:
        return None
    positional = positional_args(call)
    if positional is None:
        return None
    roles, culprits, errors = [], [], []
    for static in table:
        slot = static.slot
        values = list(positional[slot.position:]) if static.variadic else [argument(call, *slot)]
        before = len(culprits)
        for value in values:
            if isinstance(value, (ast.Tuple, ast.List)):
                elements = [e for e in value.elts if not isinstance(e, ast.Starred) and traced(e, value)]
                if elements and static.tuple_error is not None:
                    culprits += elements
                    errors.append(static.tuple_error)
            elif value is not None and traced(value):
                raised = errors_for(value, static)
                if raised:
                    culprits.append(value)
                    errors += raised
        if len(culprits) > before:
            role = slot.keyword or ("sizes" if static.variadic else f"argument {slot.position}")
            if qualname == "jax.numpy.arange" and role != "step":
                role = "bound"  # arange(n): n is the stop, though it sits where start does
            roles.append(role)
    if not culprits:
        return None
    return " and ".join(dict.fromkeys(roles)), culprits, list(dict.fromkeys(errors))


def _sliced(semantics, subscript: ast.Subscript, function: Scope) -> Optional[tuple]:
    """(the array, the slot index of the slice, the slice, its traced bounds) for a JAX array
    sliced with a traced bound (``x[i:j]``, ``x.at[:n]``), or an index trick that builds its
    result from the slice (``jnp.mgrid[a:b]``, ``jnp.r_[0:n]``); None otherwise."""
    if not isinstance(subscript.ctx, ast.Load):
        return None  # a store into a JAX array is JXM001's
    base = subscript.value
    if isinstance(base, ast.Attribute) and base.attr == "at":
        base = base.value
    if not (_jax_array(semantics, base, function) or semantics.qualified_name(base, function) in GRID_INDEXERS):
        return None
    for index, element in enumerate(subscript_indices(subscript)):
        if not isinstance(element, ast.Slice):
            continue
        bounds = [b for b in (element.lower, element.upper, element.step) if b is not None]
        traced = [b for b in bounds if _traced(semantics, b, function)]
        if traced:
            return base, index, element, traced
    return None


# ---------------------------------------------------------------------------- fixes


def _parameters(culprits: list, function: Scope) -> Optional[list]:
    """The names of ``function``'s own parameters the culprits are, all of them, or None."""
    names = []
    for culprit in culprits:
        if not (isinstance(culprit, ast.Name) and function.bindings.get(culprit.id) == [Param(function, culprit.id)]):
            return None
        if culprit.id not in names:
            names.append(culprit.id)
    return names


def _slice_fix(context: RuleContext, function: Scope, subscript: ast.Subscript, index: int, element) -> Optional[Fix]:
    """Unsafe: ``x[i:i + k]`` (literal k) -> ``jax.lax.dynamic_slice_in_dim(x, i, k)``.  Where
    the Python slice would come out shorter (i near the end, or negative), dynamic_slice
    clamps the start and keeps k elements."""
    semantics = context.semantics
    if isinstance(subscript.value, ast.Attribute) and subscript.value.attr == "at":
        return None
    lower, upper = element.lower, element.upper
    if lower is None or element.step is not None or not isinstance(upper, ast.BinOp):
        return None
    if not isinstance(upper.op, ast.Add):
        return None
    dump = ast.dump(lower)
    if ast.dump(upper.left) == dump:
        size = const_int(upper.right)
    elif ast.dump(upper.right) == dump:
        size = const_int(upper.left)
    else:
        return None
    if size is None or size <= 0:
        return None
    others = [e for i, e in enumerate(subscript_indices(subscript)) if i != index]
    if any(not (isinstance(e, ast.Slice) and e.lower is None and e.upper is None and e.step is None) for e in others):
        return None
    lax = semantics.spelling("jax.lax", function, subscript)
    if lax is None:
        return None
    name = f"{lax}.dynamic_slice_in_dim"
    segment = context.file.segment
    text = f"{name}({segment(subscript.value)}, {segment(lower)}, {size}" + (f", axis={index})" if index else ")")

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        node = view.node(subscript)
        return None if node is None else ((node, cst.parse_expression(text)),)

    return context.fix(f"Use {name}", False, (subscript,), build)


# ---------------------------------------------------------------------------- the check


def _shown(context: RuleContext, nodes: list) -> str:
    texts = list(dict.fromkeys(context.source_text(n) for n in nodes))
    text = ", ".join(f"'{t}'" for t in texts)
    return text if len(text) <= 50 else "value"


def _cure(semantics, function: Scope, names: Optional[list]) -> str:
    if not semantics.tracing_of(function) & Tracing.STAGED:
        return "a mapped value cannot be a size: pass it unmapped (in_axes=None), or use a fixed size with a mask"
    if names:
        return f"make {', '.join(repr(n) for n in names)} static (static_argnames) or compute it from x.shape"
    return "compute it from static values (x.shape, len(), Python or NumPy numbers)"


def _library_calls(context: RuleContext) -> Iterator[Report]:
    """``jax.jit(jnp.arange)(3)``, ``jax.vmap(nn.one_hot)(labels, sizes)``: the transform
    makes the argument a tracer before the function sees it."""
    semantics = context.semantics
    for library in semantics.library_calls():
        found = _static_culprits(semantics, library.call, library.scope, library)
        if found is None:
            continue
        role, culprits, errors = found
        raised = " or ".join(dict.fromkeys(e.exception for e in errors))
        transform = (library.staging or library.innermost).rpartition(".")[2]
        if library.staging is None:
            cure = "leave it unmapped (in_axes=None) and pass a Python int"
        else:
            cure = f"mark it static ({transform}(..., static_argnums=...)) or call the function without {transform}"
        name = library.qualname.replace("jax.numpy.", "jnp.")
        yield Report(
            library.call,
            f"{_shown(context, culprits)} {'become tracers' if len({context.source_text(c) for c in culprits}) > 1 else 'becomes a tracer'} through "
            f"{transform}, and as the {role} of {name} "
            f"raises {raised}; {cure}",
        )


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    yield from _library_calls(context)
    for function in context.traced_functions():
        where = context.where(function)
        for call in function.calls:
            found = _static_culprits(semantics, call, function)
            if found is None or semantics.untraced_branch(call, function):
                continue
            role, culprits, errors = found
            raised = " or ".join(dict.fromkeys(e.exception for e in errors))
            yield Report(
                call,
                f"traced {_shown(context, culprits)} as the {role} of {context.source_text(call.func)} {where} "
                f"raises {raised}; {_cure(semantics, function, _parameters(culprits, function))}",
                static_argument_fix(context, function, _parameters(culprits, function)),
            )
        for subscript in function.subscripts:
            found = _sliced(semantics, subscript, function)
            if found is None or semantics.untraced_branch(subscript, function):
                continue
            base, index, element, bounds = found
            names = _parameters(bounds, function)
            grid = semantics.qualified_name(base, function) in GRID_INDEXERS
            cure = "build it from static bounds, or use a fixed size with a mask" if grid else (
                "use jax.lax.dynamic_slice_in_dim with a static size, or a mask")
            if names and semantics.tracing_of(function) & Tracing.STAGED:
                cure = f"make {', '.join(repr(n) for n in names)} static (static_argnames), or {cure}"
            fix = None if grid else _slice_fix(context, function, subscript, index, element)
            fix = fix or static_argument_fix(context, function, names)
            yield Report(
                subscript,
                f"slice of '{context.source_text(base)}' with traced bound {_shown(context, bounds)} {where} raises "
                f"{(GRID_SLICE_ERROR if grid else SLICE_ERROR).exception}; {cure}",
                fix,
            )


def _raises() -> tuple:
    errors = {SLICE_ERROR}
    for table in (STATIC_ARGUMENTS, STATIC_METHOD_ARGUMENTS):
        for statics in table.values():
            errors.update(e for static in statics for e in (static.error, static.tuple_error) if e is not None)
    return tuple(Raises(e.exception, e.message) for e in sorted(errors))


RULE = Rule(
    code="JXM010",
    title="traced value where JAX needs a static one",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/static_positions.py); the
    # tests hold every flagged case to one of them.
    raises=_raises(),
    check=check,
    traced_under=ABSTRACT,
    description=__doc__,
)
