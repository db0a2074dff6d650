# jax.ensure_compile_time_eval() evaluates constant jnp expressions eagerly inside jit.
import jax
import jax.numpy as jnp


@jax.jit
def grid(x):
    with jax.ensure_compile_time_eval():
        n = int(jnp.ceil(3.7))
    return x * n


grid(jnp.ones(2))
