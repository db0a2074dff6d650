# Both branches return a dict with the same keys (written in another order: JAX sorts them),
# and a scan body may return its (carry, y) pair as a dict of two keys.
import jax
import jax.numpy as jnp


def maybe_extras(counter):
    return jax.lax.cond(
        counter >= 10,
        lambda: (1.0, {"b": 4.0, "a": 3.0}),
        lambda: (0.0, dict(a=0.0, b=0.0)),
    )


def running_sum(xs):
    return jax.lax.scan(lambda total, x: {"a": total + x, "b": x}, 0.0, xs)


print(maybe_extras(jnp.array(5)), running_sum(jnp.arange(3.0)))
