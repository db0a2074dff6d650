import numpy as np


def step(scale, carry, x):
    return carry + np.sin(x) * scale, carry  # expect: JXM009 col 20
