# jax#3584's Lotka-Volterra dynamics with NumPy's stack: odeint traces the function it
# integrates, so np.stack meets tracers (https://github.com/jax-ml/jax/issues/3584)
import jax.numpy as jnp
import numpy as np
from jax.experimental.ode import odeint


def dz_dt(z, t, theta):
    u = z[0]
    v = z[1]
    alpha, beta, gamma, delta = theta[0], theta[1], theta[2], theta[3]
    du_dt = (alpha - beta * v) * u
    dv_dt = (-gamma + delta * u) * v
    return jnp.stack([du_dt, dv_dt])  # expect: JXM009 col 12


y = odeint(dz_dt, jnp.ones(2), jnp.arange(10.0), jnp.ones(4))
