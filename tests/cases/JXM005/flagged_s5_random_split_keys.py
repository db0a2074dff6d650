# Shape 5: keys from jax.random.split(key, 1000) (shape (1000, 2)) mapped with a NumPy batch of 10 rows. After https://github.com/PredictiveIntelligenceLab/Physics-informed-DeepONets/issues/3
import jax
import jax.numpy as jnp
import numpy as np
from jax import random, vmap


def generate_one_training_data(key, u0, m, P):
    noise = random.normal(key, (P,))
    return u0[:m].sum() + noise


key = random.PRNGKey(0)
keys = random.split(key, 1000)
u0_train = np.zeros((10, 101))
s_train = vmap(generate_one_training_data, in_axes=(0, 0, None, None))(keys, u0_train, 101, 3)  # expect: JXM005 col 11
