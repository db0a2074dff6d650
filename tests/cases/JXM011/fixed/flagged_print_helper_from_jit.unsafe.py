# a helper called from a jitted forward pass prints its activation: tracer (helper called with traced args)
import jax
import jax.numpy as jnp


def dense(x, w, name):
    h = jnp.tanh(x @ w)
    jax.debug.print("{} {}", name, h)  # expect: JXM011 col 5
    return h


@jax.jit
def forward(x, w1, w2):
    h = dense(x, w1, "hidden")
    return h @ w2


x = jnp.ones((2, 4))
forward(x, jnp.ones((4, 8)) * 0.1, jnp.ones((8, 1)))
