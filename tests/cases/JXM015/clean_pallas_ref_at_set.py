# Pallas kernel refs: o_ref.at[...].set(...) is a store (interpret mode on CPU; jax 0.10.2)
# needs: jax 0.10.2 (on jax 0.4.38 TransformedRef.set ignores the .at[] slice and raises ValueError)
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def double_then_zero_head(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 2
    o_ref.at[0:2].set(jnp.zeros(2, jnp.float32))


out = pl.pallas_call(double_then_zero_head, out_shape=jax.ShapeDtypeStruct((8,), jnp.float32), interpret=True)(
    jnp.arange(8.0)
)
print(out)
