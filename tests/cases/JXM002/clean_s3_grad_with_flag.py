# Shape 3 trap: grad only differentiates argument 0; the flag stays a Python bool and the branch runs.
import jax
import jax.numpy as jnp


def loss(w, l2):
    out = jnp.sum(w ** 2)
    if l2:
        out = out + 0.1 * jnp.sum(w ** 2)
    return out


print(jax.grad(loss)(jnp.ones(3), True))
