"""JXM009: a NumPy function called on a traced value.

NumPy's own functions turn their inputs into ``numpy.ndarray``s, and a tracer refuses:
``TracerArrayConversionError``.  Flagged, inside functions JAX traces (jit, pmap, vmap,
lax bodies, helpers they call): a call of a NumPy function from the verified table
``semantics.jaxapi.NUMPY_ON_TRACER`` (every ufunc, ``np.array``/``asarray``, ``np.dot``,
``np.concatenate``, ``np.linalg.*``, ...) with a traced array in one of the argument
slots where a tracer was seen to raise (directly, or inside a list or tuple literal
there); under ``grad`` alone, the same with a differentiated value, for the slots
verified under grad too.  Also a NumPy array (bound only to NumPy constructors) indexed
by a traced array, and one of numbers given a traced array to store (``out[i] = t``).

Never flagged: functions NumPy hands to the array's own method (``np.sum``, ``np.mean``,
``np.reshape``, ``np.argmax``...: they work on tracers, and return one: ``np.sqrt(np.sum(t))``
raises at the sqrt), operators (``np.pi * x``,
``ndarray @ x``), ``np`` bound to ``jax.numpy``, the host functions of
``jax.pure_callback``/``jax.debug.callback`` (they get concrete arrays), NumPy on static
facts (``x.shape``, ``len(x)``), on static arguments, unmapped vmap arguments or values
grad does not differentiate, and a bare traced argument that may be a dict or None
(no call site or use shows it is an array).  ``np.searchsorted(t, v)`` and
``np.take(t, i)`` dispatch to ``t``'s method, so a tracer counts only in their later
arguments, with a first argument that is not a JAX array.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, positional_args, subscript_indices
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, Scope, Tracing, ValueKind
from ..semantics.jaxapi import JNP_KEYWORD_RENAMES, NUMPY_ON_TRACER, TRANSFORMS

ERROR = "TracerArrayConversionError"


def _always_traces(spec) -> bool:
    """A decorator after which a function's body never runs untraced (jit, vmap, pmap): a
    rename cannot change code that ran (the flagged call raised every time)."""
    return spec is not None and (spec.hashes_statics or spec.maps)


def _traced_parts(semantics, node: ast.expr, scope: Scope, differentiated: bool) -> Optional[ast.expr]:
    """The first traced array in ``node``, or inside the list and tuple literals it is made of."""
    if isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            value = element.value if isinstance(element, ast.Starred) else element
            found = _traced_parts(semantics, value, scope, differentiated)
            if found is not None:
                return found
        return None
    return node if semantics.traced_array(node, scope, differentiated, first_pass=True) else None


def _concrete_or_traced(semantics, node: Optional[ast.expr], scope: Scope) -> bool:
    """A JAX array, concrete or traced, or any traced value: NumPy hands the call to its method."""
    if node is None:
        return False
    return semantics.value_kind(node, scope) != ValueKind.UNKNOWN or semantics.is_differentiated(node, scope)


def _culprit(semantics, call: ast.Call, function: Scope, entry, how: Tracing) -> Optional[ast.expr]:
    """The traced argument that makes ``call`` raise, or None."""
    first = argument(call, 0, None)
    dispatched = _concrete_or_traced(semantics, first, function)
    for slot in entry.slots:
        value = argument(call, *slot)
        if value is None or (slot.position != 0 and dispatched):
            continue
        if how & ABSTRACT:
            found = _traced_parts(semantics, value, function, False)
            if found is not None:
                return found
        if how & Tracing.DIFFERENTIATED and slot in entry.grad_slots:
            found = _traced_parts(semantics, value, function, True)
            if found is not None:
                return found
    return None


def _shown(context: RuleContext, node: ast.expr) -> str:
    text = context.source_text(node)
    return f"'{text}'" if len(text) <= 40 else "value"


def _rename_fix(context: RuleContext, function: Scope, call: ast.Call, name: str, entry) -> Optional[Fix]:
    """``np.sin(x)`` -> ``jnp.sin(x)``, when jax.numpy's twin was verified to compute the same
    with as many positional arguments and these keywords (``clip``'s ``a_min``/``a_max``
    renamed ``min``/``max``).  Safe in a function decorated with jit/vmap/pmap: the call
    raised every time it ran; unsafe elsewhere (the body may run eagerly too, where NumPy
    gave float64 ndarrays and jax.numpy gives float32 JAX arrays)."""
    semantics = context.semantics
    jnp = semantics.jax_numpy_name(function, call)
    positional = positional_args(call)
    if jnp is None or positional is None or any(item.arg is None for item in call.keywords):
        return None
    renames = JNP_KEYWORD_RENAMES.get(name, {})
    keywords = {renames.get(item.arg, item.arg) for item in call.keywords}
    if len(positional) not in entry.twin_arities or not keywords <= entry.twin_keywords:
        return None
    wrapped = semantics.transforms.of_def(function)
    safe = bool(wrapped.layers) and all(
        layer.decorator and _always_traces(layer.spec) for layer in wrapped.layers
    )
    twin = f"{jnp}.{name}"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        node = view.node(call)
        if not isinstance(node, cst.Call):
            return None
        edits = [(node.func, cst.parse_expression(twin))]
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value in renames:
                edits.append((arg.keyword, cst.Name(renames[arg.keyword.value])))
        return tuple(edits)

    return context.fix(f"Use {twin}", safe, (call,), build)


def _calls(context: RuleContext, function: Scope, how: Tracing) -> Iterator[Report]:
    semantics = context.semantics
    where = context.where(function)
    for call in function.calls:
        qualname = semantics.qualified_name(call.func, function)
        backend = qualname is None and isinstance(call.func, ast.Attribute) and call.func.attr in NUMPY_ON_TRACER
        if backend:
            qualname = semantics.callee_name(call.func, function)  # ``xnp.stack``, xnp a backend parameter
        if qualname is None or not qualname.startswith("numpy."):
            continue
        name = qualname[len("numpy."):]
        entry = NUMPY_ON_TRACER.get(name)
        if entry is None:
            continue
        culprit = _culprit(semantics, call, function, entry, how)
        if culprit is None:
            continue
        jnp = semantics.jax_numpy_name(function) or "jax.numpy"
        if backend:  # a parameter every call leaves at NumPy
            module = call.func.value.id
            yield Report(
                call,
                f"{context.source_text(call.func)} on traced {_shown(context, culprit)} {where} raises {ERROR}: "
                f"every call gives '{module}' numpy; hand it {module}={jnp} where a trace calls it",
            )
            continue
        twin = f"{jnp}.{name}" + (" (jax.numpy)" if not jnp.endswith("numpy") and jnp != "jnp" else "")
        cure = f"use {twin}" if entry.twin_arities else "use its jax.numpy counterpart, or jax.pure_callback"
        yield Report(
            call,
            f"{context.source_text(call.func)} on traced {_shown(context, culprit)} {where} raises {ERROR}; {cure}",
            _rename_fix(context, function, call, name, entry),
        )


def _indexing(context: RuleContext, function: Scope) -> Iterator[Report]:
    """``TABLE[i]`` (load or store) with ``TABLE`` a NumPy array and ``i`` a traced array."""
    semantics = context.semantics
    where = context.where(function)
    for subscript in function.subscripts:
        if not semantics.is_numpy_array(subscript.value, function):
            continue
        for index in subscript_indices(subscript):
            if isinstance(index, ast.Slice):
                continue  # a traced slice bound converts through __index__: another error
            if semantics.traced_array(index, function, first_pass=True):
                table = context.source_text(subscript.value)
                shown = f"'{table}'" if len(table) <= 40 else "array"
                if isinstance(subscript.ctx, ast.Store):
                    what, cure = "written at", "build it with jax.numpy and update it with .at[index].set(value)"
                else:
                    what, cure = "indexed by", f"index jnp.asarray({table if len(table) <= 40 else '...'}) instead"
                message = f"NumPy array {shown} {what} traced {_shown(context, index)} {where} raises {ERROR}; {cure}"
                yield Report(subscript, message)
                break


def _stores(context: RuleContext, function: Scope, how: Tracing) -> Iterator[Report]:
    """``out[i] = t``: a NumPy array of numbers (bound only to NumPy constructors) given a
    traced array.  NumPy converts what it stores: an element with ``float()`` (a
    ConcretizationTypeError, raised as ValueError), a slice with ``__array__()``
    (TracerArrayConversionError); under jit, vmap and grad alike, on both JAX versions."""
    semantics = context.semantics
    where = context.where(function)
    for target, stmt in function.subscript_stores:
        if isinstance(stmt, ast.Assign):
            if len(stmt.targets) != 1 or stmt.targets[0] is not target:
                continue  # ``out[0], out[1] = t``: what each element gets is not its whole value
        elif not isinstance(stmt, ast.AugAssign):
            continue
        if not semantics.is_numpy_array(target.value, function, numbers=True):
            continue  # (asked first: the cheaper question, and most stores in traced code are of dicts)
        value = stmt.value
        if not (how & ABSTRACT and semantics.traced_array(value, function, first_pass=True)) and not (
                how & Tracing.DIFFERENTIATED and semantics.traced_array(value, function, True, first_pass=True)):
            continue
        if how & ABSTRACT and any(not isinstance(index, ast.Slice) and semantics.traced_array(
                index, function, first_pass=True) for index in subscript_indices(target)):
            continue  # written at a traced index: reported as such (_indexing)
        table = context.source_text(target.value)
        shown = f"'{table}'" if len(table) <= 40 else "array"
        yield Report(target, f"NumPy array {shown} given traced {_shown(context, value)} {where} raises (NumPy "
                             "converts what it stores: ValueError for an element, "
                             f"{ERROR} for a slice); build it with jax.numpy and update it with .at[index].set(value)")


def _mapped_numpy(context: RuleContext) -> Iterator[Report]:
    """``jax.vmap(np.linalg.det)(x)``: vmap hands the NumPy function a batch tracer (jit
    cannot wrap most NumPy functions at all: another error)."""
    semantics = context.semantics
    for library in semantics.library_calls():
        if not library.qualname.startswith("numpy.") or not TRANSFORMS[library.innermost].only_maps:
            continue
        name = library.qualname[len("numpy."):]
        entry = NUMPY_ON_TRACER.get(name)
        if entry is None:
            continue
        call = library.call
        culprit = next(
            (value for slot in entry.slots for value in (argument(call, *slot),)
             if value is not None and semantics.hands_a_tracer(library, value)),
            None,
        )
        if culprit is None:
            continue
        jnp = semantics.jax_numpy_name(library.scope) or "jax.numpy"
        cure = f"map {jnp}.{name} instead" if entry.twin_arities else "map its jax.numpy counterpart instead"
        yield Report(
            call,
            f"vmap hands np.{name} a traced {_shown(context, culprit)}, which raises {ERROR}; {cure}",
        )


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    yield from _mapped_numpy(context)
    for function in context.traced_functions():
        how = semantics.tracing_of(function)
        yield from _calls(context, function, how)
        if how & ABSTRACT:
            yield from _indexing(context, function)
        yield from _stores(context, function, how)


RULE = Rule(
    code="JXM009",
    title="NumPy function on a traced value",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises(ERROR, "The numpy.ndarray conversion method __array__() was called on traced array"),
            Raises("ValueError", "setting an array element with a sequence")),
    check=check,
    traced_under=ABSTRACT | Tracing.DIFFERENTIATED,
    description=__doc__,
)
