# jit passes static_argnames by keyword, so it cannot name a positional-only parameter
# (jax-ml/jax#10601): the jit raises at once.
import jax
import jax.numpy as jnp


def scale(x, mode, /):
    return x * 2 if mode == "double" else x


scale_jit = jax.jit(scale, static_argnames=("mode",))  # expect: JXM021 col 45
print(scale_jit(jnp.ones(3), "double"))
