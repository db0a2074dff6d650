# Shape 8 trap: a plain method (no jit) filters with a boolean mask eagerly.
import jax.numpy as jnp


class Filters:
    @staticmethod
    def positives(x):
        return x[x > 0]

    def clip(self, x):
        return x.at[x > 1.0].set(1.0)


print(Filters.positives(jnp.array([-1.0, 2.0])), Filters().clip(jnp.array([0.5, 2.0])))
