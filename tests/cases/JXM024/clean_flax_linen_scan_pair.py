# A linen module that scans a step returning (state, output).
import flax.linen as nn
import jax
import jax.numpy as jnp


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, xs):
        w = self.param("w", nn.initializers.ones, (3, 3))

        def step(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h.sum()

        h, ys = jax.lax.scan(step, jnp.zeros(3), xs)
        return ys


xs = jnp.ones((5, 3))
print(jax.tree_util.tree_map(jnp.shape, Decoder().init(jax.random.PRNGKey(0), xs)))
