# A loss that takes its dropout key first: grad differentiates argument 0, the key.
import jax
import jax.numpy as jnp


def loss(rng, params, batch):
    keep = jax.random.bernoulli(rng, 0.9, batch.shape)
    return jnp.mean((jnp.where(keep, batch, 0.0) @ params) ** 2)


rng = jax.random.key(0)
params = jnp.ones(3)
batch = jnp.ones((4, 3))
grads = jax.grad(loss)(rng, params, batch)  # expect: JXM018 col 24
print(grads)
