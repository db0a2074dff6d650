# a script's options, an argparse.Namespace, made static: Namespace defines __eq__ and no
# __hash__ (https://github.com/graphcore-research/pyscf-ipu/issues/20: "Make opt hashable")
from argparse import Namespace
from functools import partial

import jax
import jax.numpy as jnp

args = {"basis": "sto3g", "its": 3}
opts = Namespace(**args)


@partial(jax.jit, static_argnums=1)
def nanoDFT(density, opts):
    for _ in range(opts.its):
        density = 0.5 * (density + density.T)
    return density


print(nanoDFT(jnp.eye(4), opts))  # expect: JXM006 col 27
