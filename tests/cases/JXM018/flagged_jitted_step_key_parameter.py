# A jitted train step whose every call hands it a key, which it differentiates first.
import jax
import jax.numpy as jnp


def loss(rng, params, batch):
    noise = 0.01 * jax.random.normal(rng, params.shape)
    return jnp.sum((batch @ (params + noise)) ** 2)


@jax.jit
def train_step(rng, params, batch):
    grads = jax.grad(loss)(rng, params, batch)  # expect: JXM018 col 28
    return params - 0.1 * grads


params = train_step(jax.random.PRNGKey(1), jnp.ones(3), jnp.ones((2, 3)))
print(params)
