# Shape 3 trap: the same training flag marked static is a Python bool inside the trace.
import jax
import jax.numpy as jnp


def step(w, x, training):
    h = x @ w
    if training:
        h = h * 0.5
    return jnp.tanh(h)


fast_step = jax.jit(step, static_argnames="training")
print(fast_step(jnp.ones((3, 2)), jnp.ones((4, 3)), training=True))
