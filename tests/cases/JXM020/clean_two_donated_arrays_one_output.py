import jax
import jax.numpy as jnp


def blend(a, b):
    return b * 2.0, jnp.sum(a)


blend_donating = jax.jit(blend, donate_argnums=(0, 1))
a = jnp.ones(3)
b = jnp.ones(3)
out, total = blend_donating(a, b)
print(out, total, b)  # a took the output's buffer (donated inputs pair with outputs in order): b survives
