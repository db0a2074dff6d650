# argparse's float option without a default is None unless given: jit hands None on as it is
import argparse

import jax
import jax.numpy as jnp

parser = argparse.ArgumentParser()
parser.add_argument("--clip", type=float)
args = parser.parse_args([])


@jax.jit
def clip_grads(grads, clip):
    if clip is not None:
        grads = jnp.clip(grads, -clip, clip)
    return grads


clip_grads(jnp.ones(3), args.clip)
