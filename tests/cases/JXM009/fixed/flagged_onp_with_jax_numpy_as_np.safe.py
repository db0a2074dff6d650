# old-style aliases: jax.numpy imported as np and NumPy as onp, as in https://github.com/jax-ml/jax/issues/204
import jax.numpy as np
import numpy as onp
from jax import jit


@jit
def clipped_error(pred, target):
    err = np.abs(pred - target)
    return np.clip(err, 0.0, 1.0).sum()  # expect: JXM009 col 12


clipped_error(np.array([0.5, 3.0]), np.zeros(2))
