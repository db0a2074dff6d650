import jax


@jax.jit
def masked_mean(x, mask):
    return x[mask].mean()  # expect: JXM003 col 14
