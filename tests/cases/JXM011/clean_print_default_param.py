# a parameter with a default that no caller passes stays a Python value under jit: printing it is fine
import jax
import jax.numpy as jnp


@jax.jit
def smooth(x, eps=1e-3):
    print("smoothing with eps", eps)
    return jnp.sqrt(x * x + eps)


smooth(jnp.array([-1.0, 2.0]))
