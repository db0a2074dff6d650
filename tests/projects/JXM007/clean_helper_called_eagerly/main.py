import jax
import jax.numpy as jnp

from metrics import accuracy


@jax.jit
def predict(w, x):
    return x @ w


logits = predict(jnp.eye(3), jnp.eye(3))
print(accuracy(logits, jnp.arange(3)))
