# make_jaxpr traces like jit, so the `if` sees a tracer (the shape of JAX's docs, which print the jaxprs of such functions)
import jax
import jax.numpy as jnp


def relu_or_zero(x):
    return jnp.where(x.sum() > 0, x, jnp.zeros_like(x))  # expect: JXM002 col 8


print(jax.make_jaxpr(relu_or_zero)(jnp.ones(3)))
