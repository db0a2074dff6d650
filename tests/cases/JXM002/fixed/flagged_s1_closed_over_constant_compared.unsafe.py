# Shape 1: a module-level JAX scalar is concrete, but comparing it inside jit is a staged operation, so the result is a tracer.
import jax
import jax.numpy as jnp

lr = jnp.array(0.01)


@jax.jit
def sgd_step(w, g):
    return jnp.where(lr > 0.1, w - 0.1 * g, w - lr * g)  # expect: JXM002 col 8


print(sgd_step(jnp.ones(3), jnp.ones(3)))
