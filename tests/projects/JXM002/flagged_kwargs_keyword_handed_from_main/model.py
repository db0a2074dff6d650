import jax


@jax.jit
def apply(x, **kwargs):
    # jit hands the keywords in **kwargs as tracers: the one main.py passes is one here
    if kwargs.get("scale", 1.0) > 1:  # expect: JXM002 col 8
        x = x * kwargs["scale"]
    return x
