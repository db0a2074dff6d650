# One branch only logs, the other returns the clipped value.
import jax
import jax.numpy as jnp


def report(x):
    jax.debug.print("overflow: {}", x)


def clip(x):
    return jnp.clip(x, -1.0, 1.0)


@jax.jit
def guard(x):
    return jax.lax.cond(jnp.abs(x).max() > 1.0, clip, report, x)  # expect: JXM024 col 55


print(guard(jnp.array([0.5, 2.0])))
