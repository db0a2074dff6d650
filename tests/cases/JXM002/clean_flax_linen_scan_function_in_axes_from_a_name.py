import flax.linen as nn
import jax
import jax.numpy as jnp

# The scanned axes kept in a module constant: scale may be broadcast (it is, a Python
# float), so a branch on it is not flagged.
SCAN_AXES = (0, nn.broadcast)


def step(module, carry, x, scale):
    if scale > 1:
        carry = carry * scale
    return carry + x, carry


class Recurrent(nn.Module):
    @nn.compact
    def __call__(self, xs):
        scan = nn.scan(step, variable_broadcast="params", split_rngs={"params": False}, in_axes=SCAN_AXES)
        return scan(self, jnp.zeros(3), xs, 2.0)


variables = Recurrent().init(jax.random.PRNGKey(0), jnp.ones((4, 3)))
carry, ys = Recurrent().apply(variables, jnp.ones((4, 3)))
print(carry, ys.shape)
