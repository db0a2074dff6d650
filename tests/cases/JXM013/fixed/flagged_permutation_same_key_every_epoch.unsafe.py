# The minibatch order is drawn from one key on every epoch: each epoch applies the same
# permutation again (gymnax-blines' PPO update), instead of a fresh shuffle.
import jax
import jax.numpy as jnp

rng = jax.random.PRNGKey(0)
idxes = jnp.arange(8)
for _ in range(3):
    rng, rng_1 = jax.random.split(rng)
    idxes = jax.random.permutation(rng_1, idxes)  # expect: JXM013 col 13
    print(idxes)
