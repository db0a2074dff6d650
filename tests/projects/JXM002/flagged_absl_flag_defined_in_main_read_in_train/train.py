import jax.numpy as jnp
from absl import flags

from model import apply_model

FLAGS = flags.FLAGS


def train_and_evaluate():
    params = jnp.ones(3)
    for epoch in range(FLAGS.num_epochs):
        # main.py's bool flag, handed to model.py's jitted function as a traced argument
        params = apply_model(params, jnp.ones((4, 3)) * epoch, FLAGS.deterministic)
    print(params)
