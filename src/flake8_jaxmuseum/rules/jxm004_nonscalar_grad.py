"""JXM004: ``jax.grad`` of a function whose output is not a scalar.

Reported where ``jax.grad(f)`` / ``jax.value_and_grad(f)`` is called and ``f`` (a
lambda or a def of this module, undecorated or under a bare ``@jax.jit`` /
``@jax.checkpoint``) provably returns a tuple (without ``has_aux``) or
an array whose shape, inferred from the call's arguments and the literal arrays it
closes over, is not ``()``.  Anything unproven stays silent.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..semantics import (
    FUNCTION_DEFS,
    JIT,
    Assigned,
    Scope,
    first_positional,
    has_star_args,
    is_constant,
    keyword,
    positional_args,
)
from ..fixes import Fix, jax_numpy_name
from . import Report, RuleContext

CODE = "JXM004"
TITLE = "grad of a non-scalar-output function"
# What JAX raises (exception class, stable core of the message), captured from runs
# under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
RAISES = (("TypeError", "Gradient only defined for scalar-output functions"),)

GRADS = frozenset({"jax.grad", "jax.value_and_grad"})
OUTPUT_PRESERVING = JIT | {"jax.checkpoint", "jax.remat"}


def _grad_call(context: RuleContext, func: ast.expr, scope: Scope, depth: int = 0) -> Optional[tuple]:
    """The ``jax.grad(f, ...)`` call (and its scope) a called expression provably is."""
    semantics = context.semantics
    if depth > 5:
        return None
    if isinstance(func, ast.Call):
        qualname = semantics.qualified_name(func.func, scope)
        if qualname in GRADS:
            return func, scope
        wrapped = first_positional(func)
        if qualname in JIT and wrapped is not None:
            return _grad_call(context, wrapped, scope, depth + 1)
        return None
    if isinstance(func, ast.Name):
        bindings = scope.lookup(func.id)
        if bindings and len(bindings) == 1 and isinstance(bindings[0], Assigned):
            return _grad_call(context, bindings[0].value, bindings[0].scope, depth + 1)
    return None


def _output_problem(context: RuleContext, grad: ast.Call, scope: Scope, call: ast.Call) -> Optional[str]:
    semantics = context.semantics
    if not grad.args or has_star_args(grad):
        return None
    has_aux = keyword(grad, "has_aux")
    grad_positional = positional_args(grad) or []
    if len(grad_positional) > 2:  # grad(fun, argnums, has_aux, ...)
        has_aux = grad_positional[2]
    if has_aux is not None and not is_constant(has_aux, False):
        return None
    if any(arg.arg not in ("argnums", "has_aux") for arg in grad.keywords):
        return None
    function = semantics.function_of(grad.args[0], scope)
    if function is None or not function.returns or function.is_method:
        return None
    if isinstance(function.node, FUNCTION_DEFS) and not all(
        # Bare @jax.jit / @jax.checkpoint keep what the def returns; anything else might not.
        semantics.qualified_name(decorator, function.parent) in OUTPUT_PRESERVING
        for decorator in function.node.decorator_list
    ):
        return None
    positional = positional_args(call)
    # Named keywords bind parameters the shapes below would not see; a ``**spread`` may too,
    # but then those parameters have no shape and the answer is None anyway.
    if positional is None or any(arg.arg is not None for arg in call.keywords):
        return None
    if len(positional) > len(function.positional):
        return None
    env = {}
    for name, value in zip(function.positional, positional):
        env[name] = context.shapes.shape_of(value, scope)
    problems = []
    for value in function.returns:
        if isinstance(value, ast.Tuple):
            problems.append("a tuple")
            continue
        shape = context.shapes.shape_of(value, function, env)
        if shape is None or shape == ():
            return None
        problems.append(f"shape {shape}")
    return problems[0] if len(set(problems)) == 1 else "a non-scalar"


def _sum_fix(context: RuleContext, function: Optional[Scope]) -> Optional[Fix]:
    """Unsafe (it changes what the function computes): return ``jnp.sum(...)`` of each output."""
    from ..cstedit import make_call  # fixes only: a file without findings never imports LibCST

    if function is None or any(isinstance(value, ast.Tuple) for value in function.returns):
        return None
    jnp = jax_numpy_name(context.semantics, function)
    if jnp is None:
        return None
    originals = [context.cst(value) for value in function.returns]
    if any(original is None for original in originals):
        return None
    edits = tuple((original, make_call(f"{jnp}.sum", original)) for original in originals)
    return Fix(f"Differentiate {jnp}.sum of the output", False, edits)


def check(context: RuleContext) -> Iterator[Report]:
    for scope in context.semantics.all_scopes():
        for call in scope.calls:
            found = _grad_call(context, call.func, scope)
            if found is None:
                continue
            grad, grad_scope = found
            problem = _output_problem(context, grad, grad_scope, call)
            if problem is not None:
                yield Report(
                    call,
                    f"jax.grad needs a scalar-output function, but this one returns {problem}; "
                    "reduce it (jnp.sum/jnp.mean) or use jax.jacrev/jax.jacfwd for the Jacobian",
                    _sum_fix(context, context.semantics.function_of(grad.args[0], grad_scope)),
                )
