# jax#3584's Lotka-Volterra dynamics printing their derivative with jax.debug.print, and the
# shape (static) with print: both fine in the function odeint traces
# (https://github.com/jax-ml/jax/issues/3584)
import jax
import jax.numpy as jnp
from jax.experimental.ode import odeint


def dz_dt(z, t, theta):
    u = z[0]
    v = z[1]
    alpha, beta, gamma, delta = theta[0], theta[1], theta[2], theta[3]
    du_dt = (alpha - beta * v) * u
    dv_dt = (-gamma + delta * u) * v
    jax.debug.print("du_dt {}", du_dt)
    print("state shape", z.shape)
    return jnp.stack([du_dt, dv_dt])


y = odeint(dz_dt, jnp.ones(2), jnp.arange(3.0), jnp.ones(4))
