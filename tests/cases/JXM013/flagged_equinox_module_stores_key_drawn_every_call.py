# A key stored on an equinox module: the module is immutable, so every call draws the same noise.
import equinox as eqx
import jax
import jax.numpy as jnp


class NoisyLinear(eqx.Module):
    linear: eqx.nn.Linear
    key: jax.Array

    def __init__(self, size, key):
        init_key, self.key = jax.random.split(key)
        self.linear = eqx.nn.Linear(size, size, key=init_key)

    def __call__(self, x):
        noise = 0.1 * jax.random.normal(self.key, x.shape)  # expect: JXM013 col 23
        return self.linear(x + noise)


model = NoisyLinear(3, jax.random.PRNGKey(0))
x = jnp.ones(3)
for step in range(3):
    print(step, model(x))
