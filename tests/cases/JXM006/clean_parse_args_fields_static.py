# the parsed command line read before jit: the learning rate, a float, is the static argument
import argparse

import jax
import jax.numpy as jnp

parser = argparse.ArgumentParser()
parser.add_argument("--lr", type=float, default=0.1)
args = parser.parse_args([])


def sgd_step(w, lr):
    return w - lr * w


step = jax.jit(sgd_step, static_argnums=1)
print(step(jnp.ones(3), args.lr))
