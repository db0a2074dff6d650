import jax
import jax.numpy as jnp


def make_step(lr):
    return jax.jit(lambda p, g: p - lr * g)


step = make_step(0.1)
params = jnp.ones(3)
for _ in range(5):
    params = step(params, jnp.full(3, 0.5))
print(params)
