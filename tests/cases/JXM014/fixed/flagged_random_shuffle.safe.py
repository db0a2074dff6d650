# jax.random.shuffle(key, x, axis) in a backend shuffle op: https://github.com/keras-team/keras/pull/19272
import jax
import jax.numpy as jnp


def shuffle(x, axis=0, seed=0):
    key = jax.random.PRNGKey(seed)
    return jax.random.permutation(key, x, axis, independent=True)  # expect: JXM014 col 12


print(shuffle(jnp.arange(6).reshape(3, 2)))
