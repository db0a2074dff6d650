import jax
import jax.numpy as jnp
from jax import lax

def newton_sqrt(a):  # Newton's method, a fixed number of steps: a scan, which grad transposes
    x, _ = lax.scan(lambda x, _: (0.5 * (x + a / x), None), a, None, length=20)
    return x

print(newton_sqrt(2.0))
print(jax.grad(newton_sqrt)(2.0))
