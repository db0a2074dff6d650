# float() inside a function that is only differentiated: grad raises for float/complex/math.*.
import jax
import jax.numpy as jnp


def loss(w):
    penalty = float(jnp.dot(w, w))  # expect: JXM007 col 15
    return jnp.sum(w) + 0.01 * penalty


jax.grad(loss)(jnp.ones(3))
