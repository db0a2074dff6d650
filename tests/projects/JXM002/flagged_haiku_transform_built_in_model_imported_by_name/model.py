import haiku as hk
import jax.numpy as jnp


def forward(x):
    y = hk.nets.MLP([8, 1])(x)
    if jnp.any(jnp.isnan(y)):  # expect: JXM002 col 8
        y = jnp.zeros_like(y)
    return y


net = hk.without_apply_rng(hk.transform(forward))
