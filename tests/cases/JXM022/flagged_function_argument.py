# A Python function handed to a jitted integrator as a traced argument: jit abstracts
# every argument it is not told is static, and a function is no array or pytree.
import jax
import jax.numpy as jnp


def dxdt(t, x):
    return -x**2


@jax.jit
def integrator(f, t, x, dt):
    return x + f(t, x) * dt


x = 1.0
for t in jnp.linspace(0, 1, 5):
    x = integrator(dxdt, t, x, 0.1)  # expect: JXM022 col 20
print(x)
