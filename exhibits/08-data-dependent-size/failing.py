import jax
import jax.numpy as jnp

@jax.jit
def f(x):
    return x[jnp.nonzero(x)].prod()  # how many nonzeros? unknown while tracing

f(jnp.array([0.0, 2.0, 3.0]))
