# NumPy ufunc on a jit argument; shape of the reports in jax#3133 / jax PR#3160 ("Tracer can't be used with raw numpy functions"): https://github.com/jax-ml/jax/pull/3160
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def wave(x):
    return jnp.sin(x) * 2.0  # expect: JXM009 col 12


wave(jnp.arange(3.0))
