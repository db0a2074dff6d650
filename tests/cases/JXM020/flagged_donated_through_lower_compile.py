# Compiled ahead of time: the executable donates as the jitted function does (cf. https://github.com/jax-ml/jax/issues/16906).
import jax
import jax.numpy as jnp


def scale(x):
    return x * 2.0


x = jnp.ones(3)
compiled = jax.jit(scale, donate_argnums=0).lower(x).compile()
y = compiled(x)
print(y, x.sum())  # expect: JXM020 col 10
