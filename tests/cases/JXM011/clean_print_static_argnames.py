# printing static arguments (static_argnames) inside jit shows their Python values, once per compilation
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_layers", "activation"))
def mlp(x, n_layers, activation):
    print("compiling mlp with", n_layers, "layers and", activation)
    for _ in range(n_layers):
        x = jnp.tanh(x) if activation == "tanh" else jax.nn.relu(x)
    return x


mlp(jnp.ones(3), n_layers=2, activation="tanh")
mlp(jnp.ones(3), n_layers=3, activation="relu")
