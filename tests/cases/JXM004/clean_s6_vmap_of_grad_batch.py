# Shape 6 trap: the second derivative on a batch, done with vmap over grad(grad(f)).
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * x


d2f = jax.vmap(jax.grad(jax.grad(f)))
print(d2f(jnp.linspace(0.0, 1.0, 5)))
