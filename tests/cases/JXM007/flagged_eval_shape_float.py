# jax.eval_shape traces its function with abstract values: float() has no number to give
import jax
import jax.numpy as jnp


def loss(w, lr):
    return float(w.sum()) * lr  # expect: JXM007 col 12


print(jax.eval_shape(loss, jnp.ones(3), 0.1))
