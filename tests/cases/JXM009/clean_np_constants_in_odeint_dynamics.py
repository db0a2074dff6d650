# jax#3584's dynamics with jnp.stack, and NumPy only on constants (np.pi, a NumPy coefficient
# table indexed by Python ints): runs under odeint (https://github.com/jax-ml/jax/issues/3584)
import jax.numpy as jnp
import numpy as np
from jax.experimental.ode import odeint

COEFFS = np.array([1.0, 0.5, 2.0, 0.25])


def dz_dt(z, t):
    u = z[0]
    v = z[1]
    du_dt = (COEFFS[0] - COEFFS[1] * v) * u * np.cos(np.pi / 8)
    dv_dt = (-COEFFS[2] + COEFFS[3] * u) * v
    return jnp.stack([du_dt, dv_dt])


y = odeint(dz_dt, jnp.ones(2), jnp.arange(10.0))
