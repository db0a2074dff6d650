# jax.grad differentiates argument 0, and it is a function.
import jax
import jax.numpy as jnp


def wave(x):
    return jnp.sin(x)


def apply(f, x):
    return f(x) * x


print(jax.grad(apply)(wave, 1.0))  # expect: JXM022 col 23
