# Shape 1: jnp.sqrt(2.0) inside a jitted function is a tracer, so a Python if on it cannot be decided while tracing.
import jax
import jax.numpy as jnp


@jax.jit
def soft_clip(x):
    limit = jnp.sqrt(2.0)
    return jnp.where(limit > 1.0, jnp.clip(x, -limit, limit), x)  # expect: JXM002 col 8


print(soft_clip(jnp.array([-3.0, 0.5, 3.0])))
