# Under jax.grad alone the data-dependent shapes are concrete: nonzero and unique run.
import jax
import jax.numpy as jnp

DATA = jnp.array([0.0, 1.5, 0.0, 2.0])


def loss(w):
    idx = jnp.nonzero(DATA)[0]
    n = jnp.unique(DATA).shape[0]
    return jnp.sum(w * DATA[idx]) / n


jax.grad(loss)(jnp.float32(2.0))
