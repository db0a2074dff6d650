"""JXM004: ``jax.grad`` of a function whose output is not a scalar.

Reported where ``jax.grad(f)`` / ``jax.value_and_grad(f)`` is called and ``f`` (a
lambda or a def of this module, undecorated or under a bare ``@jax.jit`` /
``@jax.checkpoint``) provably returns a tuple (without ``has_aux``) or
an array whose shape, inferred from the call's arguments and the literal arrays it
closes over, is not ``()``.  Anything unproven stays silent.
"""

from __future__ import annotations

from typing import Iterator, Optional

import libcst as cst

from ..semantics import Assigned, JIT, Scope, keyword, positional_args
from ..fixes import Fix, jax_numpy_name, make_call
from . import Report, RuleContext

CODE = "JXM004"
TITLE = "grad of a non-scalar-output function"
# What JAX raises (exception class, stable core of the message), captured from runs
# under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
RAISES = (("TypeError", "Gradient only defined for scalar-output functions"),)

GRADS = frozenset({"jax.grad", "jax.value_and_grad"})
OUTPUT_PRESERVING = JIT | {"jax.checkpoint", "jax.remat"}


def _grad_call(context: RuleContext, func: cst.BaseExpression, scope: Scope, depth: int = 0) -> Optional[tuple]:
    """The ``jax.grad(f, ...)`` call (and its scope) a called expression provably is."""
    semantics = context.semantics
    if depth > 5:
        return None
    if isinstance(func, cst.Call):
        qualname = semantics.qualified_name(func.func, scope)
        if qualname in GRADS:
            return func, scope
        if qualname in JIT and func.args and func.args[0].keyword is None and not func.args[0].star:
            return _grad_call(context, func.args[0].value, scope, depth + 1)
        return None
    if isinstance(func, cst.Name):
        bindings = scope.lookup(func.value)
        if bindings and len(bindings) == 1 and isinstance(bindings[0], Assigned):
            return _grad_call(context, bindings[0].value, bindings[0].scope, depth + 1)
    return None


def _output_problem(context: RuleContext, grad: cst.Call, scope: Scope, call: cst.Call) -> Optional[str]:
    semantics = context.semantics
    if not grad.args or grad.args[0].keyword is not None or any(arg.star for arg in grad.args):
        return None
    has_aux = keyword(grad, "has_aux")
    grad_positional = positional_args(grad) or []
    if len(grad_positional) > 2:  # grad(fun, argnums, has_aux, ...)
        has_aux = grad_positional[2]
    if has_aux is not None and not (isinstance(has_aux, cst.Name) and has_aux.value == "False"):
        return None
    if any(arg.keyword is not None and arg.keyword.value not in ("argnums", "has_aux") for arg in grad.args):
        return None
    function = semantics.function_of(grad.args[0].value, scope)
    if function is None or not function.returns or function.is_method:
        return None
    if isinstance(function.node, cst.FunctionDef) and not all(
        # Bare @jax.jit / @jax.checkpoint keep what the def returns; anything else might not.
        semantics.qualified_name(decorator.decorator, function.parent) in OUTPUT_PRESERVING
        for decorator in function.node.decorators
    ):
        return None
    positional = positional_args(call)
    if positional is None or any(arg.keyword is not None for arg in call.args):
        return None
    if len(positional) > len(function.positional):
        return None
    env = {}
    for name, value in zip(function.positional, positional):
        env[name] = context.shapes.shape_of(value, scope)
    problems = []
    for value in function.returns:
        if isinstance(value, cst.Tuple):
            problems.append("a tuple")
            continue
        shape = context.shapes.shape_of(value, function, env)
        if shape is None or shape == ():
            return None
        problems.append(f"shape {shape}")
    return problems[0] if len(set(problems)) == 1 else "a non-scalar"


def _sum_fix(context: RuleContext, function: Optional[Scope]) -> Optional[Fix]:
    """Unsafe (it changes what the function computes): return ``jnp.sum(...)`` of each output."""
    if function is None or any(isinstance(value, cst.Tuple) for value in function.returns):
        return None
    jnp = jax_numpy_name(context.semantics, function)
    if jnp is None:
        return None
    edits = tuple((value, make_call(f"{jnp}.sum", value)) for value in function.returns)
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
                    _sum_fix(context, context.semantics.function_of(grad.args[0].value, grad_scope)),
                )
