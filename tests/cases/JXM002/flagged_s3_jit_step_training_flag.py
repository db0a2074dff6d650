# Shape 3: the call site jax.jit(step)(..., True) hands a Python bool to a traced parameter, which becomes a bool[] tracer.
import jax
import jax.numpy as jnp


def step(w, x, training):
    h = x @ w
    if training:  # expect: JXM002 col 8
        h = h * 0.5
    return jnp.tanh(h)


w = jnp.ones((3, 2))
x = jnp.ones((4, 3))
print(jax.jit(step)(w, x, True))
