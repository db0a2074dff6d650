import jax as J
import jax.numpy as jnp


def loss(w):
    return jnp.tanh(w) - 1.0


w = jnp.zeros((4,))
value, grad = J.vmap(J.value_and_grad(loss))(w)  # expect: JXM004 col 15
