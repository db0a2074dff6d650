from functools import partial

import jax


@partial(jax.jit, donate_argnums=0)
def decay(weights, rate):
    return weights * (1.0 - rate)
