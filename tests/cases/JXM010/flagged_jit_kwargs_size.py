# a size handed to a jitted function through **kwargs is a tracer: it cannot be a shape
import jax
import jax.numpy as jnp


@jax.jit
def padded(x, **sizes):
    out = jnp.zeros(sizes["length"])  # expect: JXM010 col 11
    return out.at[: x.shape[0]].set(x)


padded(jnp.ones(2), length=5)
