# Shape 2: the def is wrapped by rebinding its name (step = jax.jit(step)); the call after that goes through jit, so the flag is traced.
import jax
import jax.numpy as jnp


def step(x, flag):
    if flag:  # expect: JXM002 col 8
        return x
    return -x


print(step(jnp.ones(2), True))
step = jax.jit(step)
print(step(jnp.ones(2), True))
