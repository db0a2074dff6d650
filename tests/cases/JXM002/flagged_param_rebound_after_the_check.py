import jax
import jax.numpy as jnp


@jax.jit
def clipped_step(x, lr):
    if lr > 0.1:  # expect: JXM002 col 8
        lr = 0.1  # a later rebinding does not help: the test above runs first
    return x - lr * x


clipped_step(jnp.ones(3), 0.5)
