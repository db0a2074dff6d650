# The step takes a fresh key each iteration and the lambda hands it to the loss
import jax
import jax.numpy as jnp


def noisy_loss(params, x, key):
    noise = jax.random.normal(key, x.shape)
    return jnp.mean(((x + noise) @ params) ** 2)


@jax.jit
def train_step(params, x, key):
    grads = jax.grad(lambda p: noisy_loss(p, x, key))(params)
    return params - 0.1 * grads


params = jnp.ones(3)
x = jnp.ones((8, 3))
key = jax.random.PRNGKey(0)
for step in range(3):
    key, subkey = jax.random.split(key)
    params = train_step(params, x, subkey)
