# The config entry bound by partial before jit: a Python bool in the traced function
from functools import partial

import jax
import jax.numpy as jnp

CONFIG = {"deterministic": False, "rate": 0.1}


def forward(x, deterministic):
    if not deterministic:
        x = x * (1 - CONFIG["rate"])
    return x


forward_jit = jax.jit(partial(forward, deterministic=CONFIG["deterministic"]))
forward_jit(jnp.ones(3))
