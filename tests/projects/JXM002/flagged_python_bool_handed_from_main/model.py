import jax


@jax.jit
def step(x, training):
    if training:  # expect: JXM002 col 8
        return x * 0.5
    return x
