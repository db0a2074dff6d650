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

from ..astutil import is_constant, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope, Wrapped

GRADS = frozenset({"jax.grad", "jax.value_and_grad"})


def _differentiated(context: RuleContext, func: ast.expr, scope: Scope) -> Optional[tuple]:
    """(the grad layer, what it differentiates) when a called expression is provably
    ``jax.grad(f)``/``jax.value_and_grad(f)``, alone or under jit."""
    wrapped = context.semantics.transforms.resolve(func, scope)
    if wrapped is None:
        return None
    for index, layer in enumerate(wrapped.layers):
        if layer.qualname in GRADS:
            return layer, Wrapped(wrapped.layers[index + 1:], wrapped.function)
        if layer.qualname != "jax.jit":
            return None
    return None


def _output_problem(context: RuleContext, grad, differentiated: Wrapped, call: ast.Call, scope: Scope) -> Optional[str]:
    if grad.hides_options:
        return None
    has_aux = grad.option("has_aux", grad.spec.has_aux_position)
    if has_aux is not None and not is_constant(has_aux, False):
        return None
    if grad.options is not None and any(arg.arg not in ("argnums", "has_aux") for arg in grad.options.keywords):
        return None
    function = differentiated.function
    if function is None or not function.returns or function.is_method:
        return None
    # jit and checkpoint keep what the def returns; any other layer might not.
    if not all(layer.known and layer.spec.keeps_output for layer in differentiated.layers):
        return None
    positional = positional_args(call)
    # Named keywords bind parameters the shapes below would not see; a ``**spread`` may too,
    # but then those parameters have no shape and the answer is None anyway.
    if positional is None or any(arg.arg is not None for arg in call.keywords):
        return None
    if len(positional) > len(function.positional):
        return None
    shapes = context.semantics.shapes
    env = {name: shapes.shape_of(value, scope) for name, value in zip(function.positional, positional)}
    problems = []
    for value in function.returns:
        if isinstance(value, ast.Tuple):
            problems.append("a tuple")
            continue
        shape = shapes.shape_of(value, function, env)
        if shape is None or shape == ():
            return None
        problems.append(f"shape {shape}")
    return problems[0] if len(set(problems)) == 1 else "a non-scalar"


def _sum_fix(context: RuleContext, function: Optional[Scope]) -> Optional[Fix]:
    """Unsafe (it changes what the function computes): return ``jnp.sum(...)`` of each output."""
    if function is None or any(isinstance(value, ast.Tuple) for value in function.returns):
        return None
    jnp = context.semantics.jax_numpy_name(function)
    if jnp is None:
        return None
    returns = tuple(function.returns)

    def build(view):
        from ..cstedit import make_call

        originals = [view.node(value) for value in returns]
        if any(original is None for original in originals):
            return None
        return tuple((original, make_call(f"{jnp}.sum", original)) for original in originals)

    return context.fix(f"Differentiate {jnp}.sum of the output", False, returns, build)


def check(context: RuleContext) -> Iterator[Report]:
    for scope in context.semantics.scopes:
        for call in scope.calls:
            found = _differentiated(context, call.func, scope)
            if found is None:
                continue
            grad, differentiated = found
            problem = _output_problem(context, grad, differentiated, call, scope)
            if problem is not None:
                yield Report(
                    call,
                    f"jax.grad needs a scalar-output function, but this one returns {problem}; "
                    "reduce it (jnp.sum/jnp.mean) or use jax.jacrev/jax.jacfwd for the Jacobian",
                    _sum_fix(context, differentiated.function),
                )


RULE = Rule(
    code="JXM004",
    title="grad of a non-scalar-output function",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("TypeError", "Gradient only defined for scalar-output functions"),),
    check=check,
    description=__doc__,
)
