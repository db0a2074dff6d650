# Shape 9: a def nested in a jitted function and called there with a traced value is traced too.
import jax
import jax.numpy as jnp


@jax.jit
def clipped_total(x):
    def clip(v):
        return jnp.where(v > 1.0, 1.0, v)  # expect: JXM002 col 12

    return clip(x.sum())


print(clipped_total(jnp.array([0.2, 0.3])))
