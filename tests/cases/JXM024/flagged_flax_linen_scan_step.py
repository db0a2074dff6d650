# A linen module that decodes with lax.scan over its steps, the step returning the state alone.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, xs):
        w = self.param("w", nn.initializers.ones, (3, 3))

        def step(h, x):
            return jnp.tanh(h @ w + x)

        h, ys = jax.lax.scan(step, jnp.zeros(3), xs)  # expect: JXM024 col 30
        return ys


xs = jnp.ones((5, 3))
print(Decoder().init(jax.random.PRNGKey(0), xs))
