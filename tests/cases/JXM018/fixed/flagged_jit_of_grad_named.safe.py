# A jitted derivative bound to a name, called at an int.
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * x


df = jax.jit(jax.grad(f))
print(df(1.0))  # expect: JXM018 col 10
