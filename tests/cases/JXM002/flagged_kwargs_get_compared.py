# A keyword the caller hands lands in **kwargs as a tracer: .get returns it, and `if` converts it.
import jax
import jax.numpy as jnp


@jax.jit
def apply(x, **kwargs):
    if kwargs.get("scale", 1.0) > 1:  # expect: JXM002 col 8
        x = x * kwargs["scale"]
    return x


print(apply(jnp.ones(3), scale=jnp.float32(2.0)))
