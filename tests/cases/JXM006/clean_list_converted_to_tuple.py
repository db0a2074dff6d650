import jax
import jax.numpy as jnp


def transpose(x, perm):
    return jnp.transpose(x, perm)


transpose_jit = jax.jit(transpose, static_argnums=1)
perm = [1, 0]
transpose_jit(jnp.ones((2, 3)), tuple(perm))
