# argparse's float option with a number default, compared in a jitted function: a traced float
import argparse

import jax
import jax.numpy as jnp

parser = argparse.ArgumentParser()
parser.add_argument("--clip", type=float, default=1.0)
args = parser.parse_args([])


@jax.jit
def clip_grads(grads, clip):
    if clip > 0:  # expect: JXM002 col 8
        grads = jnp.clip(grads, -clip, clip)
    return grads


clip_grads(jnp.ones(3), args.clip)
