"""JXM008: an output size that depends on the data, without a static size.

``jnp.nonzero``, one-argument ``jnp.where``, ``argwhere``, ``flatnonzero``, ``unique``
(and ``unique_values``/``counts``/``inverse``/``all``), ``union1d``, ``setdiff1d``,
``intersect1d``, ``setxor1d``, ``compress`` and ``extract`` without ``size=``,
``bincount`` without ``length=``, ``repeat`` with traced repeats and no
``total_repeat_length=``, and ``jax.ops.segment_sum`` (``_max``, ``_min``, ``_prod``) without
``num_segments`` (jax#6350) return as many elements as the data decides; a traced array
must have a shape known while tracing, so JAX raises ``ConcretizationTypeError``
(``TracerBoolConversionError`` for ``compress``/``extract``, and for ``bincount`` of a
constant).  In staged code (jit, pmap, lax bodies, helpers they call) the call alone is
the proof: everything is staged there, constants too, except ``repeat``, whose
``repeats`` JAX reads directly (a module constant runs).  Under vmap alone the call
fails only when the argument that decides the size is mapped (``jax.vmap(jnp.unique)(x)``
too).  A library function that calls one of them on slices of an array under its own
transform fails the same way (``jnp.apply_along_axis(jnp.where, 1, x)``, jax#7542;
``lax.map(jnp.nonzero, xs)``) unless it hands on the size.  Methods ``x.nonzero()``,
``x.compress(c)`` and ``x.repeat(r)`` count when ``x`` is provably a JAX array.

Never flagged: under grad alone (values stay concrete), eager and module code, NumPy's
functions (NumPy on a tracer is another mistake), any call passing the size keyword (a
traced size is another error), ``**kwargs``/``*args`` calls (a size may hide there),
three-argument ``jnp.where``, ``repeat`` of a literal, static, shape-derived or constant
count, and constants inside ``jax.ensure_compile_time_eval()``.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, has_star_args, is_constant, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, Scope, Semantics, Tracing, ValueKind
from ..semantics.jaxapi import ARRAY_SIZED_METHODS, DATA_DEPENDENT_SEGMENTS, SizedBy, data_dependent_size
from .static_argument import sole_parameter, static_argument_fix

CONCRETIZATION = "ConcretizationTypeError"
BOOL_CONVERSION = "TracerBoolConversionError"
SIZE_CURE = "pass size= (and fill_value=)"
CURES = {
    "nonzero": f"{SIZE_CURE}, or use jnp.where(cond, x, y)",
    "where": f"{SIZE_CURE}, or use the three-argument jnp.where(cond, x, y)",
    "argwhere": f"{SIZE_CURE}, or use jnp.where(cond, x, y)",
    "flatnonzero": f"{SIZE_CURE}, or use jnp.where(cond, x, y)",
    "compress": f"{SIZE_CURE}, or use jnp.where(cond, x, 0)",
    "extract": f"{SIZE_CURE}, or use jnp.where(cond, x, 0)",
    "bincount": "pass a static length=",
    "repeat": "pass total_repeat_length=, or make repeats static",
    **dict.fromkeys(DATA_DEPENDENT_SEGMENTS, "pass a static num_segments="),
}


def sized_call(semantics: Semantics, call: ast.Call, scope: Scope) -> Optional[tuple]:
    """(name, SizedBy, the arguments that decide the size, how a message spells the function)
    when ``call`` is one of the data-dependent-size functions or methods without its size."""
    if has_star_args(call):
        return None
    func = call.func
    qualname = semantics.qualified_name(func, scope)
    if qualname is not None:
        found = data_dependent_size(qualname)
        if found is None or (found[0] == "where" and len(call.args) != 1):
            return None
        name, what, spec = found
        deciders = [argument(call, *slot) for slot in spec.deciders]
    elif isinstance(func, ast.Attribute) and func.attr in ARRAY_SIZED_METHODS:
        name, what = func.attr, f".{func.attr}()"
        spec = ARRAY_SIZED_METHODS[name]
        if not semantics.proves_array(func.value, scope):
            return None  # a NumPy array, or anything else with such a method
        deciders = [argument(call, *slot) for slot in spec.deciders] or [func.value]
    else:
        return None
    size = argument(call, spec.position, spec.keyword)
    if size is not None and not is_constant(size, None):
        return None
    return name, spec, [d for d in deciders if d is not None], what


def _error(semantics: Semantics, name: str, spec: SizedBy, deciders: list, scope: Scope) -> str:
    traced = any(semantics.is_traced(d, scope) for d in deciders)
    if name != "bincount" or traced:
        return spec.error
    # bincount of a constant in staged code: its maximum is staged and Python's max()
    # converts the comparison (a module jnp constant, on 0.10.2 and 0.4.38); for a NumPy
    # constant 0.10.2 asks for a concrete value first.
    if all(semantics.value_kind(d, scope) == ValueKind.ARRAY for d in deciders):
        return BOOL_CONVERSION
    return f"{CONCRETIZATION} or {BOOL_CONVERSION}"


def _jitted_calls(context: RuleContext) -> Iterator[Report]:
    """``jax.jit(jnp.nonzero)(x)``: jit traces every argument, so the call alone fails;
    ``jax.vmap(jnp.nonzero)(x)`` fails when vmap maps an argument that decides the size."""
    semantics = context.semantics
    for library in semantics.library_calls():
        found = data_dependent_size(library.qualname)
        if found is None or found[0] == "repeat":
            continue
        name, what, spec = found
        call = library.call
        if name == "where" and len(call.args) != 1:
            continue
        if library.staging is None and not any(library.is_traced(argument(call, *slot)) for slot in spec.deciders):
            continue  # vmap alone: an unmapped argument stays concrete
        size = argument(call, spec.position, spec.keyword)
        if size is not None and not (library.is_traced(size) and is_constant(size, None)):
            continue  # static, or not known to be a number (a traced size raises too, but prove it)
        transform = (library.staging or library.innermost).rpartition(".")[2]
        yield Report(
            call,
            f"{what} without {spec.keyword}= under jax.{transform} raises {spec.error} "
            f"(the output size depends on the data); {CURES.get(name, SIZE_CURE)}",
        )


def _handed(context: RuleContext) -> Iterator[Report]:
    """``jnp.apply_along_axis(jnp.where, 1, x)``, ``lax.map(jnp.nonzero, xs)`` (jax#7542):
    the taker hands the function a traced slice of its operand, its first argument, which
    decides the size."""
    for handed in context.semantics.handed_functions():
        found = data_dependent_size(handed.qualname)
        if found is None or found[0] == "repeat":
            continue
        name, what, spec = found
        if spec.keyword in handed.keywords or not any(slot[0] == 0 for slot in spec.deciders):
            continue
        if name == "where" and (handed.positional != 1 or handed.keywords):
            continue  # three-argument where
        taker = handed.taker.replace("jax.numpy.", "jnp.").replace("jax.lax.", "lax.")
        yield Report(
            handed.call,
            f"{what} handed to {taker} without {spec.keyword}= runs under {handed.transform} and raises "
            f"{spec.error} (the output size depends on the data); {CURES.get(name, SIZE_CURE)}",
        )


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    yield from _jitted_calls(context)
    yield from _handed(context)
    for function in context.traced_functions():
        staged = bool(semantics.tracing_of(function) & Tracing.STAGED)
        where = context.where(function)
        for call in function.calls:
            found = sized_call(semantics, call, function)
            if found is None:
                continue
            name, spec, deciders, what = found
            if spec.needs_tracer or not staged or semantics.evaluated_at_compile_time(call, function):
                if name == "repeat":
                    proven = any(semantics.traced_array(d, function) for d in deciders)
                else:
                    proven = any(semantics.is_traced(d, function) for d in deciders)
                if not proven:
                    continue
            if name == "repeat":
                what = f"{what} with traced repeats and no total_repeat_length="
            else:
                what = f"{what} without {spec.keyword}="
            error = _error(semantics, name, spec, deciders, function)
            cure = CURES.get(name, SIZE_CURE)
            yield Report(
                call,
                f"{what} {where} raises {error} (the output size depends on the data); {cure}",
                _fix(context, function, call, name, deciders),
            )


def _fix(context: RuleContext, function: Scope, call: ast.Call, name: str, deciders: list) -> Optional[Fix]:
    if name == "repeat":
        return static_argument_fix(context, function, [sole_parameter(deciders[0], function)])
    if name in ("nonzero", "where"):
        return _reduction_fix(context, function, call)
    return None


def _reduction_fix(context: RuleContext, function: Scope, call: ast.Call) -> Optional[Fix]:
    """Unsafe: ``x[jnp.nonzero(x)].sum()`` -> ``jnp.where(x != 0, x, 0).sum()`` (``.prod()``
    with 1): the same value, but a float sum may differ in the last bit (summation order)."""
    semantics = context.semantics
    values = positional_args(call)
    if call.keywords or not values or len(values) != 1 or not isinstance(values[0], ast.Name):
        return None
    if semantics.qualified_name(call.func, function) is None:
        return None  # the method form x.nonzero()
    array = values[0].id
    subscript = next(
        (
            s for s in function.subscripts
            if s.slice is call and isinstance(s.ctx, ast.Load) and isinstance(s.value, ast.Name) and s.value.id == array
        ),
        None,
    )
    if subscript is None:
        return None
    reduction = next(
        (
            c for c in function.calls
            if isinstance(c.func, ast.Attribute) and c.func.value is subscript and c.func.attr in ("sum", "prod")
            and not c.args and not c.keywords
        ),
        None,
    )
    jnp = None if reduction is None else semantics.jax_numpy_name(function, reduction)
    if reduction is None or jnp is None:
        return None
    method = reduction.func.attr
    neutral = "0" if method == "sum" else "1"
    replacement = f"{jnp}.where({array} != 0, {array}, {neutral}).{method}()"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        node = view.node(reduction)
        return None if node is None else ((node, cst.parse_expression(replacement)),)

    return context.fix(f"Use {jnp}.where({array} != 0, {array}, {neutral}).{method}()", False, (reduction,), build)


RULE = Rule(
    code="JXM008",
    title="data-dependent output size without size=",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(
        Raises("ConcretizationTypeError", "Abstract tracer value encountered where concrete value is expected"),
        Raises("TracerBoolConversionError", "Attempted boolean conversion of traced array"),
    ),
    check=check,
    traced_under=ABSTRACT,
    description=__doc__,
)
