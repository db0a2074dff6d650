# An equinox module that takes its noise key as an argument: the loop splits a new one each call.
import equinox as eqx
import jax
import jax.numpy as jnp


class NoisyLinear(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, size, key):
        self.linear = eqx.nn.Linear(size, size, key=key)

    def __call__(self, x, key):
        noise = 0.1 * jax.random.normal(key, x.shape)
        return self.linear(x + noise)


key = jax.random.PRNGKey(0)
model_key, key = jax.random.split(key)
model = NoisyLinear(3, model_key)
x = jnp.ones(3)
for step in range(3):
    key, noise_key = jax.random.split(key)
    print(step, model(x, noise_key))
