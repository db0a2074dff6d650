# NumPy on the *results* of a jitted function, outside it, is ordinary eager code (notebook style)
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def predict(w, x):
    return jnp.tanh(x @ w)


w = jnp.ones((3, 2))
out = predict(w, jnp.ones((4, 3)))
probs = np.exp(out) / np.sum(np.exp(out), axis=1, keepdims=True)
summary = np.asarray(out).round(3)
print(np.linalg.norm(probs), summary.shape)
