# a NamedTuple of sizes is hashable: as a static argument its fields stay Python ints; outside
# jit they are Python ints too
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Config(NamedTuple):
    n_steps: int
    hidden: int


@partial(jax.jit, static_argnums=1)
def run(x, cfg):
    h = jnp.zeros(cfg.hidden)
    return jax.lax.scan(lambda c, _: (c + 1.0, None), x, None, length=cfg.n_steps)[0] + h.sum()


def run_eager(x, cfg):
    return jnp.zeros(cfg.hidden) + x


print(run(1.0, Config(5, 3)), run_eager(1.0, Config(5, 3)))
