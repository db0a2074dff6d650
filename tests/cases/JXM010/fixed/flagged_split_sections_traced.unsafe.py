# jnp.split with a traced number of sections, the FAQ example of https://github.com/jax-ml/jax/pull/2508 (from jax#2506)
import jax
import jax.numpy as jnp


def split(array, num_sections, axis):
    return jnp.split(array, num_sections, axis)  # expect: JXM010 col 12


split(jnp.zeros(2), 2, 0)  # works
jax.jit(split, static_argnames=("num_sections", "axis"))(jnp.zeros(2), 2, 0)
