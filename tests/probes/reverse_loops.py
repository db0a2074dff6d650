"""Probe for JXM019's facts: which differentiating transforms are reverse mode (they raise
on a ``lax.while_loop``), and which loops reverse mode cannot run through.

    python reverse_loops.py     # prints one JSON line

Each differentiating transform (jax's, flax.nnx's and equinox's where they import)
differentiates a function whose ``lax.while_loop`` carries its argument; the outcome records
what raised.  Under ``jax.jit(jax.grad(...))``, a ``while_loop``, a ``fori_loop`` with a
traced upper bound and one with a Python-int bound; and the exceptions to the rule: a
counter loop, a loop behind ``stop_gradient``.  And the carries JAX forwards from 0.6.0
(jax-ml/jax#27970): an element the body hands back unchanged and the cond does not read
(its outcome differs by release), and the same element read by the cond (raises on all).

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``TransformSpec.reverse_mode``, ``REVERSE_BLOCKING_LOOPS`` and ``REVERSE_LOOP_ERROR`` to it.
The linter never runs it.
"""

import json
import os


def _outcome(call) -> dict:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - recorded
        message = str(error).splitlines()[0] if str(error) else ""
        return {"raised": True, "type": type(error).__name__, "message": message}
    return {"raised": False}


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp
    from jax import lax

    def doubling(x):
        return jnp.sum(lax.while_loop(lambda y: jnp.sum(y) < 10.0, lambda y: 2.0 * y, x))

    transforms = {}
    for name in ("grad", "value_and_grad", "jacfwd", "jacrev", "jacobian", "hessian"):
        transforms[f"jax.{name}"] = _outcome(lambda: getattr(jax, name)(doubling)(jnp.ones(2)))
    try:
        from flax import nnx

        for name in ("grad", "value_and_grad"):
            transforms[f"flax.nnx.{name}"] = _outcome(lambda: getattr(nnx, name)(doubling)(jnp.ones(2)))
    except ImportError:
        pass
    try:
        import equinox as eqx

        for name in ("filter_grad", "filter_value_and_grad"):
            transforms[f"equinox.{name}"] = _outcome(lambda: getattr(eqx, name)(doubling)(jnp.ones(2)))
    except ImportError:
        pass

    def fori(x, n):
        return lax.fori_loop(0, n, lambda i, y: 2.0 * y, x)

    def counter(x):
        return x * lax.while_loop(lambda k: k < 5, lambda k: k + 1, 0)

    def stopped(x):
        return x * lax.stop_gradient(lax.while_loop(lambda y: y < 10.0, lambda y: 2.0 * y, x))

    def unchanged(x):
        return lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1]), (0, x))[1]

    def unchanged_read(x):
        return lax.while_loop(lambda y: y < 3.0, lambda y: y, x)

    def fori_unchanged(x, n):
        return jnp.sum(jnp.stack(lax.fori_loop(0, n, lambda i, c: (c[0] * 2.0, c[1]), (1.0, x))))

    loops = {
        "jax.lax.while_loop": _outcome(lambda: jax.jit(jax.grad(lambda x: lax.while_loop(
            lambda y: y < 10.0, lambda y: 2.0 * y, x)))(1.0)),
        "jax.lax.fori_loop traced bound": _outcome(lambda: jax.jit(jax.grad(fori))(1.0, 3)),
        "jax.lax.fori_loop int bound": _outcome(lambda: jax.jit(jax.grad(lambda x: fori(x, 3)))(1.0)),
        "counter": _outcome(lambda: jax.grad(counter)(1.0)),
        "stop_gradient": _outcome(lambda: jax.grad(stopped)(1.0)),
        "unchanged carry": _outcome(lambda: jax.grad(unchanged)(1.0)),
        "unchanged carry read by cond": _outcome(lambda: jax.grad(unchanged_read)(5.0)),
        "fori_loop traced bound unchanged carry": _outcome(lambda: jax.jit(jax.grad(fori_unchanged))(1.0, 3)),
    }
    print(json.dumps({"jax": jax.__version__, "transforms": transforms, "loops": loops}))


if __name__ == "__main__":
    main()
