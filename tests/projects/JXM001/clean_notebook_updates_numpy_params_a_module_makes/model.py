import numpy as np


def init_params(seed, n):
    return np.random.default_rng(seed).normal(size=n)
