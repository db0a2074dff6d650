# jax#3584's Lotka-Volterra dynamics, with a print to debug them: odeint traces the function it
# integrates (a jitted while_loop inside, even outside jit), so the print shows a tracer once
# (https://github.com/jax-ml/jax/issues/3584; printing in traced code: jax#4615)
import jax.numpy as jnp
from jax.experimental.ode import odeint


def dz_dt(z, t, theta):
    """Lotka-Volterra equations."""
    u = z[0]
    v = z[1]
    alpha, beta, gamma, delta = theta[0], theta[1], theta[2], theta[3]
    du_dt = (alpha - beta * v) * u
    dv_dt = (-gamma + delta * u) * v
    print("du_dt", du_dt)  # expect: JXM011 col 5
    return jnp.stack([du_dt, dv_dt])


y = odeint(dz_dt, jnp.ones(2), jnp.arange(10.0), jnp.ones(4))
