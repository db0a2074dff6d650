# argparse's store_true flag static in the jitted function: a Python bool there
import argparse
from functools import partial

import jax
import jax.numpy as jnp

parser = argparse.ArgumentParser()
parser.add_argument("--train", action="store_true")
args = parser.parse_args([])


@partial(jax.jit, static_argnums=1)
def forward(x, train):
    return x * 0.5 if train else x


forward(jnp.ones(3), args.train)
