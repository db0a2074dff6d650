# a module-level concrete array printed inside jit is a constant, not a tracer: prints its values
import jax
import jax.numpy as jnp
import numpy as np

MEAN = jnp.array([0.5, 0.25])
STD = np.array([2.0, 4.0])


@jax.jit
def standardize(x):
    print("using mean", MEAN, "and std", STD)
    return (x - MEAN) / STD


standardize(jnp.ones(2))
