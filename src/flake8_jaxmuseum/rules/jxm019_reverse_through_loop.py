"""JXM019: reverse-mode differentiation through ``lax.while_loop``, or through a
``lax.fori_loop`` whose bounds are traced.

``jax.grad`` (``value_and_grad``, ``jacrev``, ``hessian``, ``nnx.grad``, ``eqx.filter_grad``...)
transposes what it differentiates, and a loop whose trip count is only known at run time
cannot be transposed: JAX raises ``ValueError: Reverse-mode differentiation does not work
for lax.while_loop or lax.fori_loop with dynamic start/stop values``.  Flagged: a
``lax.while_loop`` in a function reverse mode runs (the differentiated function, or a
helper, method or module it calls with a differentiated value), whose initial carry or
whose body's result depends on a differentiated value (of a tuple carry, an element the
body fills from one counts too; the loop may be a parameter every call hands
``jax.lax.while_loop``) (also inside the body of a scan,
fori_loop, cond, switch or map that reverse mode runs: a loop nested in another's body); a
``lax.fori_loop`` the same when a
bound is a tracer (a non-static jit parameter, a ``jnp`` reduction under jit).  Left alone:
forward mode (``jax.jvp``, ``jax.jacfwd``), a ``fori_loop`` with concrete bounds (Python
ints, ``x.shape[0]``: it lowers to a scan), a loop whose carry does not depend on the
differentiated input (a counter), a ``stop_gradient`` in between, ``jax.vjp`` (it raises
only when its pullback is called), and, when ``target-jax`` is 0.6.0 or later, a loop whose
tangents enter only through carry elements its body hands back unchanged and its cond does
not read (JAX makes them constants of the loop).  No fix: the rewrite (a ``lax.scan`` over a maximum
number of steps, static bounds) changes what the code computes.
"""

from __future__ import annotations

from typing import Iterator

from ..astutil import argument
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics.jaxapi import REVERSE_BLOCKING_LOOPS, REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE, REVERSE_LOOP_ERROR


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    reverse = semantics.reverse_mode
    forwards_unchanged = context.options.target_jax_version >= REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE
    for function in reverse.functions():
        for call in function.calls:
            qualname = semantics.qualified_name(call.func, function)
            if qualname is None and len(call.args) >= 3:
                # ``while_loop(cond, body, init)``: a parameter every call hands ``jax.lax.while_loop``
                qualname = semantics.callee_name(call.func, function)
            loop = REVERSE_BLOCKING_LOOPS.get(qualname) if qualname else None
            if loop is None:
                continue
            if loop.bounds:
                bounds = [argument(call, *slot) for slot in loop.bounds]
                if not any(bound is not None and semantics.is_traced(bound, function) for bound in bounds):
                    continue  # concrete bounds: a scan, which reverse mode transposes
            carry = argument(call, *loop.carry)
            body = argument(call, *loop.body)
            body_scope = semantics.transforms.function_of(body, function) if body is not None else None
            by_body = body_scope is not None and body_scope.parent is function and any(
                reverse.carries_tangent(value, body_scope) for value in body_scope.returns
            )  # the body reads a differentiated value of the enclosing function
            by_carry = carry is not None and reverse.carries_tangent(carry, function)
            if not (by_carry or by_body) or not reverse.reaches_output(call, None if by_body else carry, function, loop):
                continue  # no tangent enters the loop, or none leaves the function: JAX prunes it
            if forwards_unchanged and reverse.enters_only_unchanged(call, loop, function):
                continue  # the tangent rides in elements the loop hands back unchanged: constants of the loop
            name = qualname.rpartition(".")[2]
            why = "its bounds are traced" if loop.bounds else "its trip count is only known at run time"
            yield Report(
                call,
                f"reverse-mode differentiation (grad) runs through this {name}, and {why}: JAX cannot "
                f"transpose it; use lax.scan over a fixed number of steps"
                + (", or static bounds" if loop.bounds else ", or jax.jacfwd/jvp (forward mode)"),
            )


RULE = Rule(
    code="JXM019",
    title="reverse-mode differentiation through a while loop",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/reverse_loops.py); the
    # tests hold every flagged case to it.
    raises=(Raises("ValueError", REVERSE_LOOP_ERROR),),
    check=check,
    description=__doc__,
)
