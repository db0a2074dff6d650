import jax
import jax.numpy as jnp
from jax import lax

def newton_sqrt(a):  # Newton's method, iterated until it converges
    return lax.while_loop(lambda x: jnp.abs(x * x - a) > 1e-6, lambda x: 0.5 * (x + a / x), a)

print(newton_sqrt(2.0))
print(jax.grad(newton_sqrt)(2.0))  # reverse mode through the while_loop
