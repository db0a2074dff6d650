import jax
import jax.numpy as jnp


def mix(xs, n):
    return jnp.stack(xs) * n


mix_jit = jax.jit(mix, static_argnames="n")
mix_jit(xs=[jnp.ones(2), jnp.ones(2)], n=2)
