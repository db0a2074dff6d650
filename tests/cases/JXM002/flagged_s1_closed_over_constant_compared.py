# Shape 1: a module-level JAX scalar is concrete, but comparing it inside jit is a staged operation, so the result is a tracer.
import jax
import jax.numpy as jnp

lr = jnp.array(0.01)


@jax.jit
def sgd_step(w, g):
    if lr > 0.1:  # expect: JXM002 col 8
        return w - 0.1 * g
    return w - lr * g


print(sgd_step(jnp.ones(3), jnp.ones(3)))
