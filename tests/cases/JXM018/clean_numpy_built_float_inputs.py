# jax-ml/jax#424 and #2663's notebook shapes, set right: the data made floats before grad sees it
import jax
import jax.numpy as jnp
import numpy as np


def f(x):
    return jnp.sum(jnp.tanh(x))


labels = np.random.randint(0, 10, size=(3,))
data = [1, 2, 3]
print(jax.grad(f)(jnp.array(labels, dtype=float)))
print(jax.grad(f)(jnp.asarray(data, dtype=jnp.float32)))
print(jax.grad(f)(jnp.arange(3) * 0.5))
print(jax.grad(f)(jnp.arange(3) / 2))
print(jax.grad(f)(np.full(3, 2.0)))
print(jax.grad(f)(jnp.full((3,), 2, dtype=jnp.float32)))
print(jax.grad(f)(jnp.zeros_like(jnp.ones(3))))
print(jax.grad(f)(jnp.ones_like(jnp.arange(3), dtype=float)))
print(jax.grad(f)(np.random.randint(0, 10, size=3).astype(np.float32)))
