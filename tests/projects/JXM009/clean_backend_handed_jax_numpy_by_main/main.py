import jax
import jax.numpy as jnp
import numpy as np

from camera_utils import convert_to_ndc


@jax.jit
def render(origins, directions, pixtocam):
    return jnp.sum(convert_to_ndc(origins, directions, pixtocam, xnp=jnp))


print(render(jnp.ones((8, 3)), jnp.ones((8, 3)) * 2.0, jnp.eye(3) + 0.5))
print(convert_to_ndc(np.ones((8, 3)), np.ones((8, 3)) * 2.0, np.eye(3) + 0.5).shape)
