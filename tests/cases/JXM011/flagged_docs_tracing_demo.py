# the JAX docs' tracing demo: f-string prints of x, y and the result inside @jit show tracers (https://docs.jax.dev/en/latest/tracing.html)
import numpy as np
import jax.numpy as jnp
from jax import jit


@jit
def f(x, y):
    print("Running f():")
    print(f"  x = {x}")  # expect: JXM011 col 5
    print(f"  {y = }")  # expect: JXM011 col 5
    result = jnp.dot(x + 1, y + 1)
    print(f"  result = {result}")  # expect: JXM011 col 5
    return result


x = np.random.randn(3, 4)
y = np.random.randn(4)
f(x, y)
f(x, y)
