"""Probe for ``TransformSpec.follows_bound_methods`` (semantics/jaxapi/transforms.py): each JAX
transform over a bound method ``obj.f`` traces ``f`` with ``self`` the caller's object itself, not an
argument, so what ``f`` stores on ``self`` is still there after the transform returns, a tracer of
its trace, which raises UnexpectedTracerError where it is used.

    python bound_methods.py

Prints one line per transform; run under jax 0.4.38 and 0.10.2 (both print the same but for the
tracer's class under grad: JVPTracer on 0.4.38, LinearizeTracer on 0.10.2)."""
import jax
import jax.numpy as jnp


class Saver:
    def f(self, x):
        self.saved = x
        return jnp.sum(x * 2.0)

    def g(self, x):
        self.saved = x
        return jnp.sum(x * 2.0), x


for name, run in [
    ("jax.vmap", lambda s: jax.vmap(s.f)(jnp.ones(3))),
    ("jax.grad", lambda s: jax.grad(s.f)(1.0)),
    ("jax.value_and_grad", lambda s: jax.value_and_grad(s.f)(1.0)),
    ("jax.value_and_grad has_aux", lambda s: jax.value_and_grad(s.g, has_aux=True)(1.0)),
    ("jax.grad has_aux", lambda s: jax.grad(s.g, has_aux=True)(1.0)),
    ("jax.jacfwd", lambda s: jax.jacfwd(s.f)(jnp.ones(2))),
    ("jax.jacrev", lambda s: jax.jacrev(s.f)(jnp.ones(2))),
    ("jax.hessian", lambda s: jax.hessian(s.f)(jnp.ones(2))),
    ("jax.checkpoint", lambda s: jax.checkpoint(s.f)(1.0)),
    ("jax.remat", lambda s: jax.remat(s.f)(1.0)),
    ("jax.pmap", lambda s: jax.pmap(s.f)(jnp.ones((1, 2)))),
]:
    s = Saver()
    run(s)
    held = type(s.saved).__name__
    try:
        s.saved + 1
        used = "no error"
    except jax.errors.UnexpectedTracerError as e:
        used = "UnexpectedTracerError: " + str(e).splitlines()[0][:60]
    print(f"{name}: self is the caller's object; saved {held}; using it: {used}")
