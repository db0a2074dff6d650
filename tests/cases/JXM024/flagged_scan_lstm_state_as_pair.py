# An LSTM-style step whose (h, c) state is returned as if it were scan's (carry, y) pair.
import jax
import jax.numpy as jnp


def lstm_step(state, x):
    h, c = state
    c = jnp.tanh(c + x)
    h = jnp.tanh(c) * h
    return h, c  # meant: (h, c), h


xs = jnp.ones((5, 3))
_, hs = jax.lax.scan(lstm_step, (jnp.zeros(3), jnp.zeros(3)), xs)  # expect: JXM024 col 22
print(hs)
