# A config dict handed whole to a jitted function: its "activation" entry is a str leaf.
import jax
import jax.numpy as jnp


@jax.jit
def forward(x, config):
    y = x * config["scale"]
    return jax.nn.relu(y) if config["activation"] == "relu" else jnp.tanh(y)


print(forward(jnp.ones(3), {"activation": "relu", "scale": 2.0}))  # expect: JXM022 col 28
