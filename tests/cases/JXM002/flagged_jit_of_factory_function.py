import jax
import jax.numpy as jnp


def make_activation(kind):
    def leaky(x):
        if x > 0:  # expect: JXM002 col 12
            return x
        return 0.01 * x

    return leaky


activation = jax.jit(make_activation("leaky"))
print(activation(jnp.float32(-2.0)))
