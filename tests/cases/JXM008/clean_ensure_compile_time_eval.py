# jnp.nonzero of a constant inside jax.ensure_compile_time_eval() runs eagerly during tracing.
import jax
import jax.numpy as jnp


@jax.jit
def pick(x):
    with jax.ensure_compile_time_eval():
        idx = jnp.nonzero(jnp.array([0, 1, 1]))[0]
    return x[idx]


pick(jnp.arange(3.0))
