# Three pooling choices picked by index, one of which keeps the axis.
import jax
import jax.numpy as jnp

x = jnp.linspace(-1.0, 1.0, 6).reshape(2, 3)
pooled = jax.lax.switch(
    2,
    [
        lambda v: v.mean(axis=1),
        lambda v: v.max(axis=1),
        lambda v: v.sum(axis=1, keepdims=True),  # expect: JXM024 col 9
    ],
    x,
)
print(pooled)
