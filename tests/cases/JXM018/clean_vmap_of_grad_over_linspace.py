import jax
import jax.numpy as jnp

# A float grid: vmap hands grad float32 slices.


def f(x):
    return jnp.sin(x)


print(jax.vmap(jax.grad(f))(jnp.linspace(0.0, 4.0, 5)))
print(jax.vmap(jax.grad(f))(jnp.arange(5.0)))
