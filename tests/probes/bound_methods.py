"""Probe for ``TransformSpec.follows_bound_methods`` (semantics/jaxapi/transforms.py): each JAX
transform over a bound method ``obj.f`` traces ``f`` with ``self`` the caller's object itself, not an
argument, so what ``f`` stores on ``self`` is still there after the transform returns, a tracer of
its trace, which raises UnexpectedTracerError where it is used.

    python bound_methods.py     # prints one JSON line

The outcome records, per transform, the class of what ``f`` stored on ``self`` and what using it
afterwards raised.  Both releases agree but for that class under grad (JVPTracer on 0.4.38,
LinearizeTracer on 0.10.2).  ``tests/test_jaxapi.py`` runs this under the pinned JAX in a
subprocess and holds ``follows_bound_methods`` to it.  The linter never runs it.
"""

import json
import os


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp

    class Saver:
        def f(self, x):
            self.saved = x
            return jnp.sum(x * 2.0)

        def g(self, x):
            self.saved = x
            return jnp.sum(x * 2.0), x

    runs = {
        "jax.jit": lambda s: jax.jit(s.f)(jnp.ones(3)),
        "jax.vmap": lambda s: jax.vmap(s.f)(jnp.ones(3)),
        "jax.grad": lambda s: jax.grad(s.f)(1.0),
        "jax.value_and_grad": lambda s: jax.value_and_grad(s.f)(1.0),
        "jax.value_and_grad has_aux": lambda s: jax.value_and_grad(s.g, has_aux=True)(1.0),
        "jax.grad has_aux": lambda s: jax.grad(s.g, has_aux=True)(1.0),
        "jax.jacfwd": lambda s: jax.jacfwd(s.f)(jnp.ones(2)),
        "jax.jacrev": lambda s: jax.jacrev(s.f)(jnp.ones(2)),
        "jax.jacobian": lambda s: jax.jacobian(s.f)(jnp.ones(2)),
        "jax.hessian": lambda s: jax.hessian(s.f)(jnp.ones(2)),
        "jax.checkpoint": lambda s: jax.checkpoint(s.f)(1.0),
        "jax.remat": lambda s: jax.remat(s.f)(1.0),
        "jax.pmap": lambda s: jax.pmap(s.f)(jnp.ones((1, 2))),
    }
    transforms = {}
    for name, run in runs.items():
        saver = Saver()
        run(saver)
        record = {"held": type(saver.saved).__name__, "raised": False}
        try:
            saver.saved + 1
        except Exception as error:  # noqa: BLE001 - recorded
            record.update(raised=True, type=type(error).__name__, message=str(error).splitlines()[0])
        transforms[name] = record
    print(json.dumps({"jax": jax.__version__, "transforms": transforms}))


if __name__ == "__main__":
    main()
