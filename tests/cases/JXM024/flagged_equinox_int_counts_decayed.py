# An equinox module that decays int32 counts by a float factor inside fori_loop.
import equinox as eqx
import jax
import jax.numpy as jnp


class DecayedHistogram(eqx.Module):
    bins: int = eqx.field(static=True)

    def __call__(self, labels):
        def step(i, counts):
            return counts * 0.9 + jax.nn.one_hot(labels[i], self.bins)

        counts = jnp.zeros(self.bins, dtype=jnp.int32)
        return jax.lax.fori_loop(0, labels.shape[0], step, counts)  # expect: JXM024 col 54


print(DecayedHistogram(4)(jnp.array([0, 1, 1, 3])))
