# Shape 6 trap: grad bound first and called later on scalars, where the elementwise function returns a scalar.
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * x


df = jax.grad(f)
print(df(0.5))
print([float(df(t)) for t in (0.0, 1.0)])
