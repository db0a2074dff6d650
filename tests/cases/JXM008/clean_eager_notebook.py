# Notebook-style module code: nonzero/unique/bincount eagerly, and on the outputs of a jitted function.
import jax
import jax.numpy as jnp

x = jnp.array([0, 2, 2, 5])
(idx,) = jnp.nonzero(x)
vals = jnp.unique(x)
counts = jnp.bincount(x)


@jax.jit
def predict(v):
    return (v * 2) % 3


preds = predict(x)
classes = jnp.unique(preds)
print(idx, vals, counts, jnp.argwhere(preds > 0), classes, jnp.repeat(x, x))
