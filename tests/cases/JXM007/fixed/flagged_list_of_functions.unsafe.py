# A list of activations indexed by a traced jit argument (the clean twin passes it in static_argnums; or use jax.lax.switch).
from functools import partial
import jax
import jax.numpy as jnp

ACTIVATIONS = [jnp.tanh, jax.nn.relu, jax.nn.sigmoid]


@partial(jax.jit, static_argnames="kind")
def layer(x, kind):
    return ACTIVATIONS[kind](x)  # expect: JXM007 col 12


layer(jnp.ones(3), 2)
