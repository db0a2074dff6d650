# A delay store rolled and "set" in a jitted method, from https://github.com/reservoirpy/reservoirpy/issues/234 (NVAR._step)
from functools import partial

import jax
import jax.numpy as jnp


class NVAR:
    def __init__(self, delay, input_dim):
        self.state = {"store": jnp.zeros((delay, input_dim))}

    @partial(jax.jit, static_argnums=(0,))
    def _step(self, state, x):
        store = state["store"]
        new_store = jnp.roll(store, 1, axis=0)
        new_store = new_store.at[0].set(x)  # expect: JXM015 col 9
        return {"out": jnp.ravel(new_store), "store": new_store}


node = NVAR(2, 3)
state = node._step(node.state, jnp.ones(3))
print(state["out"])
