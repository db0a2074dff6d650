# Shape 6: grad with argnums=1 bound to a name, then called; the prediction returned has shape (4,).
import jax
import jax.numpy as jnp


def predict(x, w):
    return jnp.tanh(x @ w)


dpredict_dw = jax.grad(predict, argnums=1)
x = jnp.ones((4, 3))
w = jnp.zeros(3)
print(dpredict_dw(x, w))  # expect: JXM004 col 7
