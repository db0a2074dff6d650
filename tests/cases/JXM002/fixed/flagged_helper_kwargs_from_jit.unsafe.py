# keyword options a jitted function forwards to a helper's **kwargs are tracers there
import jax


def scaled(x, **opts):
    return jax.numpy.where(opts["scale"] > 1, x * opts["scale"], x)  # expect: JXM002 col 8


@jax.jit
def apply_scale(a, s):
    return scaled(a, scale=s)


apply_scale(2.0, 3.0)
