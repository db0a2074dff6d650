# The jitted step bound to a name in the loop body, then called: under nnx.jit the name holds
# a new wrapper each iteration, whose empty cache traces `euler_step` again (3 traces).
import jax.numpy as jnp
from flax import nnx


def euler_step(y, dt):
    return y + dt * (-0.5 * y)


y = jnp.ones(3)
for t in range(3):
    step = nnx.jit(euler_step)  # expect: JXM023 col 12
    y = step(y, 0.1)
print(y)
