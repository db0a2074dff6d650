import jax
import jax.numpy as jnp


@jax.jit
def predict(w, x):
    return jnp.sum(x @ w)


x = jnp.ones((10, 3)).reshape(5, -1)
dw = jax.grad(predict)(jnp.zeros(6), x)  # expect: JXM004 col 6
