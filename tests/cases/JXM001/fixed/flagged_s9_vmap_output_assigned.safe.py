# Shape 9: jax.vmap(f)(xs) returns a JAX array; patching one row in place fails.
import jax
import jax.numpy as jnp


def predict(x):
    return jnp.tanh(x.sum())


preds = jax.vmap(predict)(jnp.ones((4, 3)))
preds = preds.at[0].set(0.0)  # expect: JXM001 col 1
