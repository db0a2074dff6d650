# keyword options a jitted function forwards to a helper's **kwargs are tracers there
import jax


def scaled(x, **opts):
    if opts["scale"] > 1:  # expect: JXM002 col 8
        return x * opts["scale"]
    return x


@jax.jit
def apply_scale(a, s):
    return scaled(a, scale=s)


apply_scale(2.0, 3.0)
