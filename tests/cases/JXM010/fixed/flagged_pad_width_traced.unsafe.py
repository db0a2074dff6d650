# jnp.pad with a traced pad width, as in https://github.com/jax-ml/jax/pull/5558 (from jax#5550)
from functools import partial
from jax import numpy as jnp
import jax

img = jnp.arange(25).reshape((5, 5))
search_window = 5


@partial(jax.jit, static_argnames="search_window")
def nlm(img, search_window):
    img_pad = jnp.pad(img, (search_window, search_window))  # expect: JXM010 col 15
    return img_pad.sum()


nlm(img, search_window)
