# The step donates the state, and the loop over the batches never rebinds it: the second
# iteration hands the jitted step the buffer the first one deleted.
import jax
import jax.numpy as jnp


def accumulate(state, batch):
    return state + batch


step = jax.jit(accumulate, donate_argnums=0)
state = jnp.zeros(3)
for batch in jnp.ones((4, 3)):
    state = step(state, batch)  # expect: JXM020 col 22
print(state)
