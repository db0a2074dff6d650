"""JXM007: a traced value turned into a Python number or index.

Inside a function JAX traces, ``float()``, ``int()``, ``complex()``, ``math.sqrt()``
(and the other ``math`` functions), ``x.item()`` and ``x.tolist()`` ask a tracer for its
value and raise ``ConcretizationTypeError``; ``range()``, ``math.factorial()`` & co and a
Python list, tuple or string indexed by a tracer ask it for an int (``__index__``) and
raise ``TracerIntegerConversionError``.  In staged code (jit, pmap, lax bodies) every
``jax.numpy`` result is a tracer, even of constants (``int(jnp.ceil(T / dt))``); under
vmap only mapped values are.  In a function traced by grad & co alone, values keep
their concrete value, so only ``float()``, ``complex()``, ``math`` float functions and
``.tolist()`` of a differentiated value raise (``int()``, ``.item()``, ``range()`` and
indexing work there, as do values through ``jnp.floor``, ``argmax``, comparisons...).

Never flagged: ``round()`` (``jnp.round``), ``bool()`` (JXM002), NumPy conversions,
static facts (``x.shape``, ``len(x)``, ``x.ndim``), static arguments, unmapped vmap
arguments, parameters with a default no call passes, module constants read directly,
module-level code, code inside ``jax.ensure_compile_time_eval()`` on constants, and
functions only given to wrappers the analysis does not know (``eqx.filter_jit`` keeps
Python numbers static).  The list form needs a name bound only to a Python list, tuple
or string (a literal, ``list(...)``...), never an array.
"""

from __future__ import annotations

import ast
from typing import Iterator, NamedTuple, Optional

from ..astutil import positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, Scope, Semantics, Tracing
from ..semantics.jaxapi import MATH_FLOAT, MATH_INDEX, TRANSFORMS
from .static_argument import jitted, sole_parameter, static_argument_fix

CONCRETIZATION = "ConcretizationTypeError"
INTEGER = "TracerIntegerConversionError"
STAGED_CONSTANT = "jax.numpy operations are staged here too: compute static values with math or NumPy"


class Conversion(NamedTuple):
    construct: str  # "float()", "math.sqrt()", ".item()", "range()"
    values: list  # the expressions converted
    error: str
    under_grad: bool  # also raises on a differentiated value under grad alone


def conversion(semantics: Semantics, call: ast.Call, scope: Scope) -> Optional[Conversion]:
    """What Python conversion ``call`` is, if any."""
    positional = positional_args(call)
    if positional is None:
        return None
    func = call.func
    if isinstance(func, ast.Name):
        for builtin in ("float", "int", "complex"):
            if semantics.is_builtin(func, scope, builtin) and len(positional) == 1 and not call.keywords:
                return Conversion(f"{builtin}()", positional, CONCRETIZATION, builtin != "int")
        if semantics.is_builtin(func, scope, "range") and 1 <= len(positional) <= 3 and not call.keywords:
            return Conversion("range()", positional, INTEGER, False)
        return None
    if not isinstance(func, ast.Attribute):
        return None
    qualname = semantics.qualified_name(func, scope)
    if qualname is not None:
        module, _, name = qualname.rpartition(".")
        if module == "math" and positional and not call.keywords:
            if name in MATH_FLOAT:
                return Conversion(f"math.{name}()", positional, CONCRETIZATION, True)
            if name in MATH_INDEX:
                return Conversion(f"math.{name}()", positional, INTEGER, False)
        return None
    if func.attr == "item" and not call.keywords:
        return Conversion(".item()", [func.value], CONCRETIZATION, False)
    if func.attr in ("tolist", "tobytes") and not positional and not call.keywords:
        # Both read every element, under grad too (verified on 0.4.38 and 0.10.2).
        return Conversion(f".{func.attr}()", [func.value], CONCRETIZATION, True)
    return None


def _static_hint(semantics: Semantics, culprit: ast.expr, function: Scope) -> Optional[str]:
    """"mark 'n' static (static_argnames)" when the value is a jitted function's parameter."""
    parameter = sole_parameter(culprit, function)
    if parameter is None or not jitted(semantics, function):
        return None
    return f"mark '{parameter}' static (static_argnames)"


def _cure(semantics: Semantics, found: Conversion, culprit: ast.expr, function: Scope) -> str:
    construct = found.construct
    if semantics.is_staged_constant(culprit, function) and construct not in (".tolist()", ".tobytes()"):
        return STAGED_CONSTANT
    static = _static_hint(semantics, culprit, function)
    if construct == "range()":
        return f"use jax.lax.fori_loop, or {static}" if static else "use jax.lax.fori_loop, or make the count static"
    if construct == ".item()":
        return "drop .item() (keep the array), or convert outside the traced function"
    if construct == ".tolist()":
        return "keep the array, or convert outside the traced function"
    if construct == ".tobytes()":
        return "read the bytes outside the traced function (a cache key: hash the shape and dtype)"
    if construct.startswith("math."):
        name = construct[5:-2]
        if name in MATH_INDEX:
            return static or "make the argument static"
        twin = MATH_FLOAT[name]
        return f"use jnp.{twin}" if twin else "use the jax.numpy function"
    array = f"keep it an array with .astype({construct[:-2]})"
    return f"{static}, or {array}" if static else array


def _is_shape(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "shape"


def _sequence_cure(context: RuleContext, subscript: ast.Subscript, function: Scope) -> str:
    if context.semantics.number_literals(subscript.value, function) is not None:
        name = context.source_text(subscript.value)
        return f"index jnp.asarray({name if len(name) <= 30 else '...'}) instead"
    return "use jax.lax.switch for functions, jnp.asarray for numbers"


def _indexed_sequence(semantics: Semantics, call: ast.Call, function: Scope) -> Optional[ast.Subscript]:
    """``L[int(i)]``: the subscript of a Python list or tuple that ``call`` is the index of."""
    for subscript in function.subscripts:
        if subscript.slice is call and isinstance(subscript.ctx, ast.Load):
            if semantics.python_sequence(subscript.value, function) in ("list", "tuple"):
                return subscript
    return None


def _culprit(semantics: Semantics, found: Conversion, function: Scope, abstract: bool) -> Optional[ast.expr]:
    """The converted value that is a tracer there, if any."""
    for value in found.values:
        if abstract and semantics.is_traced(value, function):
            return value
    if found.under_grad:
        for value in found.values:
            if semantics.is_differentiated(value, function):
                return value
    return None


# ``jax.jit(int)(x)``: jit traces the builtin itself (verified for these three on 0.4.38
# and 0.10.2; a builtin function such as ``math.sqrt`` cannot be jitted at all).
JITTED_BUILTINS = ("builtins.int", "builtins.float", "builtins.complex")


def _library_calls(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for library in semantics.library_calls():
        if library.qualname not in JITTED_BUILTINS or not TRANSFORMS[library.innermost].hashes_statics:
            continue
        positional = positional_args(library.call)
        if positional is None or len(positional) != 1 or library.call.keywords:
            continue
        if not semantics.hands_a_tracer(library, positional[0]):
            continue
        name = library.qualname.rpartition(".")[2]
        transform = TRANSFORMS[library.innermost].short_name
        yield Report(
            library.call,
            f"{name}() under {transform} gets a tracer and raises {CONCRETIZATION}; call {name}() outside "
            f"{transform}, or keep an array with .astype({name})",
        )


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    yield from _library_calls(context)
    for function in context.traced_functions():
        how = semantics.tracing_of(function)
        abstract = bool(how & ABSTRACT)
        where = context.where(function)
        for call in function.calls:
            found = conversion(semantics, call, function)
            if found is None:
                continue
            culprit = _culprit(semantics, found, function, abstract)
            if culprit is None:
                continue
            if found.construct == "range()":
                what = "range() over a traced value"
            elif found.construct.startswith("."):
                what = f"{found.construct} on a traced value"
            else:
                what = f"{found.construct} of a traced value"
            cure = _cure(semantics, found, culprit, function)
            indexed = _indexed_sequence(semantics, call, function) if found.construct == "int()" else None
            if indexed is not None and not semantics.is_staged_constant(culprit, function):
                cure = f"{_sequence_cure(context, indexed, function)[:-len(' instead')]} with the traced value itself"
            yield Report(
                call,
                f"{what} {where} raises {found.error}; {cure}",
                _conversion_fix(context, function, call, found, culprit),
            )
        if not abstract:
            continue  # under grad alone, indices of differentiated values are concrete ints
        for subscript in function.subscripts:
            kind = semantics.python_sequence(subscript.value, function)
            if kind is None:
                continue
            index = subscript.slice
            parts = [index.lower, index.upper, index.step] if isinstance(index, ast.Slice) else [index]
            if isinstance(index, ast.Tuple):
                continue  # a TypeError for lists, whatever the index holds
            culprit = next((p for p in parts if p is not None and semantics.is_traced(p, function)), None)
            if culprit is None:
                continue
            static = _static_hint(semantics, culprit, function)
            if semantics.is_staged_constant(culprit, function):
                cure = STAGED_CONSTANT
            elif kind == "str" or _is_shape(subscript.value):
                cure = static or "make the index static"
            else:
                cure = _sequence_cure(context, subscript, function)
                cure = f"{cure}, or {static}" if static else cure
            fix = _asarray_fix(context, function, subscript, culprit) or static_argument_fix(
                context, function, [sole_parameter(culprit, function)]
            )
            what = f"{context.source_text(subscript.value)} (a tuple)" if _is_shape(subscript.value) else f"Python {kind}"
            yield Report(
                subscript,
                f"{what} indexed by a traced value {where} raises {INTEGER}; {cure}",
                fix,
            )


def _conversion_fix(
    context: RuleContext, function: Scope, call: ast.Call, found: Conversion, culprit: ast.expr
) -> Optional[Fix]:
    semantics = context.semantics
    if found.construct.startswith("math."):
        return _math_fix(context, function, call, found)
    if found.construct == "int()":
        # ``L[int(i)]`` with L a list of numbers: ``jnp.asarray(L)[i]``.
        indexed = _indexed_sequence(semantics, call, function)
        if indexed is not None:
            return _asarray_fix(context, function, indexed, culprit)
    if found.construct in ("range()", "float()", "int()", "complex()") and semantics.is_traced(culprit, function):
        return static_argument_fix(context, function, [sole_parameter(culprit, function)])
    return None


def _math_fix(context: RuleContext, function: Scope, call: ast.Call, found: Conversion) -> Optional[Fix]:
    """Unsafe: ``math.sqrt(x)`` -> ``jnp.sqrt(x)``: float32 instead of a Python float, and nan
    where math raised on a domain error."""
    name = found.construct[5:-2]
    twin = MATH_FLOAT.get(name)
    jnp = context.semantics.jax_numpy_name(function, call)
    if twin is None or jnp is None or (name == "log" and len(call.args) != 1):
        return None
    replacement = f"{jnp}.{twin}"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        node = view.node(call.func)
        return None if node is None else ((node, cst.parse_expression(replacement)),)

    return context.fix(f"Use {replacement}", False, (call.func,), build)


def _asarray_fix(context: RuleContext, function: Scope, subscript: ast.Subscript, index: ast.expr) -> Optional[Fix]:
    """Unsafe: ``L[i]`` -> ``jnp.asarray(L)[i]`` for a list or tuple of numbers: an index
    out of range is clamped instead of raising IndexError, and the element is a float32
    array instead of a Python number."""
    semantics = context.semantics
    if isinstance(subscript.slice, ast.Slice) or semantics.number_literals(subscript.value, function) is None:
        return None
    if not isinstance(subscript.ctx, ast.Load):
        return None
    jnp = semantics.jax_numpy_name(function, subscript)
    if jnp is None:
        return None
    asarray = f"{jnp}.asarray"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST
        from ..cstedit import make_call

        parts = [view.node(node) for node in (subscript, subscript.value, index)]
        if None in parts:
            return None
        new = cst.Subscript(
            value=make_call(asarray, parts[1]), slice=[cst.SubscriptElement(cst.Index(parts[2]))]
        )
        return ((parts[0], new),)

    return context.fix(f"Use {asarray}(...)[i]", False, (subscript,), build)


RULE = Rule(
    code="JXM007",
    title="a traced value converted to a Python scalar or index",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(
        Raises("ConcretizationTypeError", "Abstract tracer value encountered where concrete value is expected"),
        Raises("TracerIntegerConversionError", "The __index__() method was called on traced array"),
    ),
    check=check,
    traced_under=ABSTRACT | Tracing.DIFFERENTIATED,
    description=__doc__,
)
