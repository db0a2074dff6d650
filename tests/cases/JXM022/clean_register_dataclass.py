# A dataclass registered with jax.tree_util.register_dataclass is a pytree.
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    w: jax.Array

    @jax.jit
    def energy(self, x):
        return jnp.sum(self.w * x)


print(State(jnp.ones(3)).energy(jnp.arange(3.0)))
