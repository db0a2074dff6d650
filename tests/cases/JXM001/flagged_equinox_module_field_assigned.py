# An equinox module built from JAX arrays: its field is a JAX array, and the module is frozen too.
import equinox as eqx
import jax
import jax.numpy as jnp


class Linear(eqx.Module):
    weight: jax.Array
    bias: jax.Array


layer = Linear(jnp.ones((2, 3)), jnp.zeros(2))
layer.weight[0, 0] = 0.0  # expect: JXM001 col 1
