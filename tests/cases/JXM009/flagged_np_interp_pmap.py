# np.interp on a pmapped argument (pmap + NumPy repost): https://openillumi.com/en/en-fix-jax-pmap-conversion-error
import jax
import jax.numpy as jnp
import numpy as np

XP = np.array([0.0, 1.0, 2.0])
FP = np.array([0.0, 10.0, 20.0])


@jax.pmap
def calibrate(x):
    return np.interp(x, XP, FP)  # expect: JXM009 col 12


calibrate(jnp.ones((jax.local_device_count(), 3)))
