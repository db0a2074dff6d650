import jax
import jax.numpy as jnp


def init_weights(seed, n):
    return jax.random.normal(seed, (n, n)) * 0.1  # expect: JXM017 col 30


w1 = init_weights(0, 4)
w2 = init_weights(1, 4)
print(jnp.abs(w1 - w2).max())
