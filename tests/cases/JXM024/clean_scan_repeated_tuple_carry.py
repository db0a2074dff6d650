# Two hidden states built by repeating a tuple, handed back as two.
import jax
import jax.numpy as jnp


def step(states, x):
    h1, h2 = states
    h1 = jnp.tanh(h1 + x)
    h2 = jnp.tanh(h2 + h1)
    return (h1, h2), h2


init = (jnp.zeros(4),) * 2
carry, ys = jax.lax.scan(step, init, jnp.ones((5, 4)))
print(ys.shape)
