# Shape 9: a def nested in a jitted function and called there with a traced value is traced too.
import jax
import jax.numpy as jnp


@jax.jit
def clipped_total(x):
    def clip(v):
        if v > 1.0:  # expect: JXM002 col 12
            return 1.0
        return v

    return clip(x.sum())


print(clipped_total(jnp.array([0.2, 0.3])))
