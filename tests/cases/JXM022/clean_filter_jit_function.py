# equinox's filter_jit leaves non-arrays static, so a function argument is fine; so is a
# function handed to an un-jitted helper.
import equinox as eqx
import jax.numpy as jnp


def dxdt(t, x):
    return -x**2


@eqx.filter_jit
def integrator(f, t, x, dt):
    return x + f(t, x) * dt


def euler(f, t, x, dt):
    return x + f(t, x) * dt


print(integrator(dxdt, 0.0, jnp.ones(2), 0.1))
print(euler(dxdt, 0.0, jnp.ones(2), 0.1))
