# A jax.new_ref reference: ref.at[...].set(...) really stores (inside jit; on jax 0.10.2 Ref.at raises NotImplementedError outside jit)
# needs: jax 0.10.2 (jax.new_ref is absent from jax 0.4.38)
import jax
import jax.numpy as jnp


@jax.jit
def fill(x):
    ref = jax.new_ref(x)
    ref.at[0].set(9.0)
    ref.at[1:3].set(jnp.full(2, 7.0))
    return ref[...]


print(fill(jnp.zeros(4)))
