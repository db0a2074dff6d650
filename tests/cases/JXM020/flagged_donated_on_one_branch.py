import jax
import jax.numpy as jnp

shrink = jax.jit(lambda v: v * 0.5, donate_argnums=0)


def maybe_shrink(v, large):
    if large:
        smaller = shrink(v)
        print("shrunk to", smaller.max())
    return float(v.max())  # expect: JXM020 col 18


print(maybe_shrink(jnp.ones(3), True))
