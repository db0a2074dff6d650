# A Python string handed to a jitted function as a traced argument (jax-ml/jax#3045,
# #23855): jit abstracts every argument it is not told is static, and a str is no array.
import jax
import jax.numpy as jnp


@jax.jit
def activate(x, kind):
    if kind == "relu":
        return jax.nn.relu(x)
    return jnp.tanh(x)


print(activate(jnp.ones(3), "relu"))  # expect: JXM022 col 29
