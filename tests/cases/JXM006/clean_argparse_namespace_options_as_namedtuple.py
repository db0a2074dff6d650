# the options converted to a namedtuple before jit, the fix pyscf-ipu#20 proposes: a tuple of
# hashable fields hashes
from argparse import Namespace
from collections import namedtuple
from functools import partial

import jax
import jax.numpy as jnp

args = {"basis": "sto3g", "its": 3}
opts = Namespace(**args)
Foo = namedtuple("Foo", vars(opts).keys())
opts = Foo(**vars(opts))


@partial(jax.jit, static_argnums=1)
def nanoDFT(density, opts):
    for _ in range(opts.its):
        density = 0.5 * (density + density.T)
    return density


print(nanoDFT(jnp.eye(4), opts))
