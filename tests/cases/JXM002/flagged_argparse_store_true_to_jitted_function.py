# argparse's store_true flag handed to a jitted function: always a bool, which jit traces
import argparse

import jax
import jax.numpy as jnp


def parse_args(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--use-dropout", action="store_true")
    parser.add_argument("--lr", type=float, default=1e-3)
    return parser.parse_args(argv)


@jax.jit
def train_step(params, batch, use_dropout):
    logits = batch @ params
    if use_dropout:  # expect: JXM002 col 8
        logits = logits * 0.9
    return params - 0.1 * jnp.mean(logits)


args = parse_args([])
train_step(jnp.ones(3), jnp.ones((2, 3)), args.use_dropout)
