import numpy as np


def convert_to_ndc(origins, directions, pixtocam, near=1.0, xnp=np):
    t = -(near + origins[..., 2]) / directions[..., 2]
    origins = origins + t[..., None] * directions
    ox, oy, oz = xnp.moveaxis(origins, -1, 0)
    xmult, ymult = 1.0 / pixtocam[0, 2], 1.0 / pixtocam[1, 2]
    return xnp.stack([xmult * ox / oz, ymult * oy / oz], axis=-1)
