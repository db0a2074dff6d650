# a jitted function's **kwargs is a dict of tracers: comparing two of its entries gives a traced bool
import jax


@jax.jit
def larger(**kwargs):
    x, z = kwargs["x"], kwargs["z"]
    if x > z:  # expect: JXM002 col 8
        return x
    return z


larger(x=1, z=3)
