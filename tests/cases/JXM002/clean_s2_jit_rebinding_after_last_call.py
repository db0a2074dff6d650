# Shape 2 trap: the name is rebound to the jitted function only after its last call; every call runs the plain def.
import jax
import jax.numpy as jnp


def step(x, flag):
    if flag:
        return x
    return -x


print(step(jnp.ones(2), True))
print(step(jnp.ones(2), False))
step = jax.jit(step)
