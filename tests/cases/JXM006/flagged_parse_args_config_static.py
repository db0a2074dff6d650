# the parsed command line handed to a jitted step as a static argument: parse_args returns an
# argparse.Namespace, which cannot hash
import argparse

import jax
import jax.numpy as jnp

parser = argparse.ArgumentParser()
parser.add_argument("--lr", type=float, default=0.1)
args = parser.parse_args([])


def sgd_step(w, args):
    return w - args.lr * w


step = jax.jit(sgd_step, static_argnums=1)
print(step(jnp.ones(3), args))  # expect: JXM006 col 25
