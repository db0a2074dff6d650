# Nested fori_loops whose bounds are all Python ints: each lowers to a scan, which grad
# transposes.
import jax
import jax.numpy as jnp
from jax import lax


def smooth(x):
    def sweep(_, x):
        def cell(i, x):
            return x.at[i].set(0.5 * (x[i - 1] + x[i + 1]))

        return lax.fori_loop(1, x.shape[0] - 1, cell, x)

    return lax.fori_loop(0, 3, sweep, x)


print(jax.grad(lambda x: jnp.sum(smooth(x) ** 2))(jnp.arange(5.0)))
