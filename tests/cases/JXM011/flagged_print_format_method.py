# "{}".format(...) of a traced mean inside a jitted function assigned later (notebook style, jax.numpy as np)
import jax
import jax.numpy as np


def normalize(x):
    mu = np.mean(x)
    print("mean is {}".format(mu))  # expect: JXM011 col 5
    return x - mu


normalize_jit = jax.jit(normalize)
normalize_jit(np.arange(4.0))
