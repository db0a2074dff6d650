import jax.numpy as jnp


def forward(x, training=False):
    if training:
        x = x * 2.0
    return jnp.tanh(x)
