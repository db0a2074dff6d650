import jax
import jax.numpy as jnp


@jax.jit
def first_two_positive(x):
    idx = jnp.nonzero(x > 0, size=2, fill_value=0)[0]
    return x[idx]


first_two_positive(jnp.array([-1.0, 2.0, 3.0]))
