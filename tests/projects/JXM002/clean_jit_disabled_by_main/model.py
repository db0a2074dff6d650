import jax


@jax.jit
def absolute(x):
    if x.sum() > 0:
        return x
    return -x
