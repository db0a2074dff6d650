# A jitted function (a PjitFunction) handed to another jitted function, traced.
from jax import jit


@jit
def dxdt(t, x):
    return -x**2


@jit
def integrator(f, t, x, dt):
    return x + f(t, x) * dt


print(integrator(dxdt, 0.0, 1.0, 0.1))  # expect: JXM022 col 18
