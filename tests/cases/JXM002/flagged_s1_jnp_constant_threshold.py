# Shape 1: jnp.sqrt(2.0) inside a jitted function is a tracer, so a Python if on it cannot be decided while tracing.
import jax
import jax.numpy as jnp


@jax.jit
def soft_clip(x):
    limit = jnp.sqrt(2.0)
    if limit > 1.0:  # expect: JXM002 col 8
        return jnp.clip(x, -limit, limit)
    return x


print(soft_clip(jnp.array([-3.0, 0.5, 3.0])))
