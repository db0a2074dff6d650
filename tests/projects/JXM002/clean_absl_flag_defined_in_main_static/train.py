import jax.numpy as jnp
from absl import flags

from model import apply_model

FLAGS = flags.FLAGS


def train_and_evaluate():
    params = jnp.ones(3)
    for epoch in range(2):
        params = apply_model(params, jnp.ones((4, 3)) * epoch, FLAGS.deterministic)
    print(params)
