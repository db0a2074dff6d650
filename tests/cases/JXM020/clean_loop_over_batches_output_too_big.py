# Each batch is a (2, 3) block, so the step's output (2, 3) cannot take the (3,) state's
# buffer: JAX warns that the donation was not usable and the state stays alive.
import jax
import jax.numpy as jnp


def accumulate(state, batch):
    return state + batch


step = jax.jit(accumulate, donate_argnums=0)
state = jnp.zeros(3)
for batch in jnp.ones((4, 2, 3)):
    new_state = step(state, batch)
print(new_state, state)
