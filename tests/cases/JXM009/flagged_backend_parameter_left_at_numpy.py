# A NeRF-style backend switch, as in https://github.com/google-research/multinerf/pull/62: convert_to_ndc
# takes xnp=np for host arrays, and the jitted path's call forgets to hand it xnp=jnp
import jax
import jax.numpy as jnp
import numpy as np


def convert_to_ndc(origins, directions, pixtocam, near=1.0, xnp=np):
    t = -(near + origins[..., 2]) / directions[..., 2]
    origins = origins + t[..., None] * directions
    dx, dy, dz = xnp.moveaxis(directions, -1, 0)
    ox, oy, oz = xnp.moveaxis(origins, -1, 0)
    xmult, ymult = 1.0 / pixtocam[0, 2], 1.0 / pixtocam[1, 2]
    return xnp.stack([xmult * ox / oz, ymult * oy / oz, dx / dz], axis=-1)  # expect: JXM009 col 12


def cast_rays(origins, pixels, pixtocam, xnp=np):
    directions = xnp.broadcast_to(pixels, origins.shape)
    return convert_to_ndc(origins, directions, pixtocam)


@jax.jit
def render(origins, pixels, pixtocam):
    return jnp.sum(cast_rays(origins, pixels, pixtocam, xnp=jnp))


render(jnp.ones((8, 3)), jnp.ones((8, 3)) * 2.0, jnp.eye(3) + 0.5)
