# Two dropout layers draw their masks from the same self.key, cf. https://github.com/patrick-kidger/equinox/issues/498
import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, key, rate=0.5):
        k1, k2, self.key = jax.random.split(key, 3)
        self.w1 = jax.random.normal(k1, (4, 8))
        self.w2 = jax.random.normal(k2, (8, 8))
        self.rate = rate

    def __call__(self, x):
        h = jnp.tanh(x @ self.w1)
        keep1 = jax.random.bernoulli(self.key, 1 - self.rate, h.shape)
        h = jnp.where(keep1, h / (1 - self.rate), 0.0)
        h = jnp.tanh(h @ self.w2)
        keep2 = jax.random.bernoulli(self.key, 1 - self.rate, h.shape)  # expect: JXM013 col 17
        return jnp.where(keep2, h / (1 - self.rate), 0.0), keep1, keep2


out, keep1, keep2 = MLP(jax.random.PRNGKey(0))(jnp.ones((2, 4)))
print("same dropout mask:", bool((keep1 == keep2).all()))
