# Shape 8: @staticmethod over @jax.jit with boolean-mask indexing in the body.
import jax
import jax.numpy as jnp


class Filters:
    @staticmethod
    @jax.jit
    def positives(x):
        return jnp.where(x > 0, x, 0)  # expect: JXM003 col 18


print(Filters.positives(jnp.array([-1.0, 2.0])))
