import jax


def smooth_abs(x):
    if x > 0:
        return x ** 2
    return -x if x < -1 else x ** 2


slope = jax.grad(smooth_abs)(2.0)
slope_neg = jax.grad(smooth_abs)(-3.0)
