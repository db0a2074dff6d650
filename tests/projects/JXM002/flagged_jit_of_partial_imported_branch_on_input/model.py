import jax.numpy as jnp


def forward(x, training=False):
    if x.sum() > 0:  # expect: JXM002 col 8
        x = x * 2.0
    return jnp.tanh(x) if training else x
