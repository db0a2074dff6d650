import jax
import jax.numpy as jnp


# A jitted step that draws its dropout mask from the key and returns that same key as
# "the new key": the training loop then draws the same mask every step.
@jax.jit
def train_step(params, batch, rng):
    mask = jax.random.bernoulli(rng, 0.9, batch.shape)
    loss = jnp.mean((batch * mask - params) ** 2)
    return params - 0.1 * loss, loss, rng


rng = jax.random.PRNGKey(0)
params = jnp.zeros(4)
batch = jnp.ones(4)
params, loss, rng = train_step(params, batch, rng)
params, loss, rng = train_step(params, batch, rng)  # expect: JXM013 col 21
