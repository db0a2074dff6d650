# Two hidden states built by repeating a tuple; the body hands back three.
import jax
import jax.numpy as jnp


def step(states, x):
    h1, h2 = states
    h1 = jnp.tanh(h1 + x)
    h2 = jnp.tanh(h2 + h1)
    return (h1, h2, h1 + h2), h2


init = (jnp.zeros(4),) * 2
carry, ys = jax.lax.scan(step, init, jnp.ones((5, 4)))  # expect: JXM024 col 26
print(ys.shape)
