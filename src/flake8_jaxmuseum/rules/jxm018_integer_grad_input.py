"""JXM018: integers at a position ``jax.grad`` differentiates.

``jax.grad``, ``value_and_grad``, ``jacrev``, ``jacfwd`` and ``hessian`` differentiate only
real (or complex) inputs: a call of ``jax.grad(f)`` (also bound to a name first, or under a
plain ``jax.jit``, or a plain ``jax.vmap`` handing it int slices of an array) whose argument at a differentiated position (``argnums``, 0 by default;
a negative one counts from the call's last positional argument) holds integers raises ``TypeError: grad requires real- or complex-valued inputs``, and so does a
PRNG key there (``jax.grad(loss)(key, params)``: ``uint32`` or ``key<fry>``).  Flagged: an argument the value model proves holds
integers, or a key (``jax.random.key``/``PRNGKey``/``fold_in``, an element of a ``split``, a name or a
parameter every call hands one; not under vmap), or a dict, list or tuple literal (or a name bound once to one) with such a leaf (a Python int, ``jnp.arange`` or ``np.arange`` of ints, ``jnp.array`` or ``np.array``
of int literals without ``dtype=``, an integer ``dtype=``, ``.astype(int)``, or a name bound only to those).  Left
alone: ``allow_int=True`` or ``holomorphic=True`` (or any value not the literal False), argnums that are not
literal, positions not differentiated, keyword arguments, ``*args``, and any value whose dtype
is not proven (a parameter of unseen callers, a function's result, any other NumPy array).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import const_int_set, is_constant, keyword, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope
from ..semantics.jaxapi import INTEGER_GRAD_INPUT_ERRORS, INTEGER_REJECTING_GRADS, KEY_GRAD_INPUT_ERRORS

HOLOMORPHIC_POSITION = 3  # grad(fun, argnums, has_aux, holomorphic, ...), and the others alike


def _differentiated_positions(context: RuleContext, call: ast.Call, scope: Scope) -> Optional[tuple]:
    """(the transform's name, the positions it differentiates) when ``call`` provably calls
    ``jax.grad(f, ...)`` or another of INTEGER_REJECTING_GRADS (under a plain jit or none)
    that refuses integers; None otherwise."""
    if not isinstance(call.func, (ast.Call, ast.Name, ast.Attribute)):
        return None
    wrapped = context.semantics.transforms.resolve(call.func, scope)
    if wrapped is None or not wrapped.layers:
        return None
    layers = list(wrapped.layers)
    mapped = False
    while layers and layers[0].known and not layers[0].configured and (layers[0].spec.stages or layers[0].spec.maps):
        if layers[0].spec.stages and layers[0].spec.maps:
            return None  # pmap: its own errors come first
        # A plain jit hands the grad its arguments with their dtypes (an int as int32); a plain
        # vmap hands it slices along axis 0, of the same dtype.
        mapped = mapped or layers[0].spec.maps
        layers.pop(0)
    if not layers or not layers[0].known or layers[0].qualname not in INTEGER_REJECTING_GRADS:
        return None
    grad = layers[0]
    if grad.hides_options:
        return None
    allow_int = grad.option("allow_int", INTEGER_REJECTING_GRADS[grad.qualname])
    holomorphic = grad.option("holomorphic", HOLOMORPHIC_POSITION)  # wants complex inputs
    if any(option is not None and not is_constant(option, False) for option in (allow_int, holomorphic)):
        return None
    argnums = grad.option("argnums", grad.spec.argnums_position)
    positions = {0} if argnums is None else const_int_set(argnums)
    if not positions:
        return None
    return grad.qualname, positions, mapped  # a negative one counts back from the call's last argument


def float_input_fix(context: RuleContext, value: ast.expr, scope: Scope, call: ast.Call) -> Optional[Fix]:
    """``grad(f)(3)`` -> ``grad(f)(3.0)``; ``grad(f)(jnp.arange(5))`` -> ``jnp.arange(5,
    dtype=float)``: only where the integers are written in the call itself (a name may be
    used elsewhere as the integers it is).  Safe: the call raised on every run before."""
    literal = value.operand if isinstance(value, ast.UnaryOp) else value
    if isinstance(literal, ast.Constant) and type(literal.value) is int:

        def build_literal(view):
            import libcst as cst  # fixes only

            original = view.node(literal)
            if original is None:
                return None
            return ((original, cst.Float(repr(float(literal.value)))),)

        return context.fix("Pass a float", True, (literal,), build_literal)
    if not (isinstance(value, ast.Call) and keyword(value, "dtype") is None and not value.keywords):
        return None
    if not isinstance(value.func, ast.Attribute) or value.func.attr not in ("arange", "array", "asarray"):
        return None

    def build_dtype(view):
        import libcst as cst  # fixes only

        original = view.node(value)
        if original is None or not original.args:
            return None
        arguments = list(original.args)
        arguments[-1] = arguments[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        dtype = cst.Arg(
            keyword=cst.Name("dtype"),
            value=cst.Name("float"),
            equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")),
        )
        return ((original, original.with_changes(args=[*arguments, dtype])),)

    return context.fix("Build it with dtype=float", True, (value,), build_dtype)


def _within(node: ast.expr, outer: ast.expr) -> bool:
    """``node`` is written inside ``outer`` (its source span lies within the other's)."""
    return (outer.lineno, outer.col_offset) <= (node.lineno, node.col_offset) and (
        node.end_lineno, node.end_col_offset) <= (outer.end_lineno, outer.end_col_offset)


def _mappable(semantics, value: ast.expr, scope: Scope) -> bool:
    """vmap maps ``value`` along axis 0 into the grad: an array of rank 1 or more (a Python int,
    or a rank-0 array, makes vmap raise first)."""
    return not semantics.is_python_int(value, scope) and semantics.shapes.rank_at_least(value, scope) >= 1


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.scopes:
        for call, _ in semantics.transforms.layered_calls(scope):  # (a grad is a layer)
            if not call.args:
                continue
            found = _differentiated_positions(context, call, scope)
            if found is None:
                continue
            grad, positions, mapped = found
            given = positional_args(call)
            if given is None:
                continue
            # grad counts a negative argnums from the end of the arguments it is handed
            # (``jax.grad(f, argnums=-1)``: the last one, DMFF#82), as jax 0.10.2 does.
            for position in sorted(p + len(given) if -len(given) <= p < 0 else p for p in positions):
                if not 0 <= position < len(given):
                    continue
                value = given[position]
                name = grad.rpartition(".")[2]
                escape = ", or allow_int=True if its gradient is not wanted" if INTEGER_REJECTING_GRADS[grad] else ""
                leaf = semantics.integer_leaf(value, scope)
                if leaf is None and not mapped and semantics.key_values.holds(value, scope):
                    yield Report(
                        value,
                        f"{name} differentiates argument {position}, but '{context.source_text(value)}' is a PRNG "
                        f"key, which has no gradient; differentiate the other arguments (argnums){escape}",
                    )
                    continue
                if leaf is None or (mapped and (leaf is not value or not _mappable(semantics, value, scope))):
                    continue
                held = "holds integers" if leaf is value else f"has an integer leaf, '{context.source_text(leaf)}'"
                written = _within(leaf, value)
                yield Report(
                    value,
                    f"{name} differentiates argument {position}, but '{context.source_text(value)}' {held}; "
                    f"pass floats (3.0, or dtype=float){escape}",
                    float_input_fix(context, leaf, scope, call) if written else None,
                )


RULE = Rule(
    code="JXM018",
    title="integer input to grad",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/integer_inputs.py: grad,
    # value_and_grad and jacrev word it one way, jacfwd and hessian the other); the tests hold
    # every flagged case to it.
    # A PRNG key there: the same words with ``uint32`` or ``key<fry>``, or jacfwd's own for a typed key.
    raises=tuple(Raises("TypeError", message) for message in INTEGER_GRAD_INPUT_ERRORS + KEY_GRAD_INPUT_ERRORS),
    check=check,
    description=__doc__,
)
