# The helper handed one key per leaf does more than shuffle: it splits the key and adds
# noise from one child, so every leaf of the same shape gets the same order and noise.
import jax
import jax.numpy as jnp


def augment(x, rng):
    k1, k2 = jax.random.split(rng)
    x = jax.random.permutation(k1, x, axis=0)
    return x + 0.1 * jax.random.normal(k2, x.shape)


rng = jax.random.PRNGKey(0)
batch = {"a": jnp.zeros((8, 2)), "b": jnp.zeros((8, 2))}
noisy = jax.tree.map(lambda x: augment(x, rng), batch)  # expect: JXM013 col 32
print(bool((noisy["a"] == noisy["b"]).all()))
