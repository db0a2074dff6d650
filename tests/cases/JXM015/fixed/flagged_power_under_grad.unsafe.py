# A penalty squared with a discarded .at[].power inside a function under grad
import jax
import jax.numpy as jnp


def loss(w):
    penalty = jnp.abs(w)
    penalty = penalty.at[0].power(2)  # expect: JXM015 col 5
    return jnp.sum(penalty)


print(jax.grad(loss)(jnp.array([3.0, -1.0])))
