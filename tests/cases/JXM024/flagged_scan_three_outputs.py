# An RNN step that returns its state and two per-step outputs side by side.
import jax
import jax.numpy as jnp

W = jnp.eye(4) * 0.5


def rnn_step(h, x):
    h = jnp.tanh(W @ h + x)
    return h, h.sum(), h.max()  # meant: h, (h.sum(), h.max())


@jax.jit
def run(xs):
    return jax.lax.scan(rnn_step, jnp.zeros(4), xs)  # expect: JXM024 col 25


print(run(jnp.ones((6, 4))))
