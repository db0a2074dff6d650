import jax
import jax.numpy as jnp

# The jitted lambda closes over the def's parameter: each call means another program (a
# scale baked in), so building it there is the point.


def scaled(scale, x):
    return jax.jit(lambda v: v * scale)(x)


for scale in (1.0, 2.0, 3.0):
    print(scaled(scale, jnp.ones(3)))
