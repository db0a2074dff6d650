import jax
import jax.numpy as jnp


@jax.jit
def positive_total(xs):
    return sum(v for v in xs if v > 0)  # expect: JXM002 col 33


positive_total(jnp.array([1.0, -2.0, 3.0]))
