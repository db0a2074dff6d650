# Shape 8: boolean mask inside .at[] under jit. After https://github.com/probml/probml-notebooks/pull/70
import jax
import jax.numpy as jnp


@jax.jit
def relu(x):
    return jnp.where(x < 0, 0, x)  # expect: JXM003 col 17


print(relu(jnp.array([-1.0, 2.0])))
