import jax
import jax.numpy as jnp

from camera_utils import convert_to_ndc


@jax.jit
def render(origins, directions, pixtocam):
    return jnp.sum(convert_to_ndc(origins, directions, pixtocam))


print(render(jnp.ones((8, 3)), jnp.ones((8, 3)) * 2.0, jnp.eye(3) + 0.5))
