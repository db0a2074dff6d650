# A Pallas kernel made with @functools.partial(pl.pallas_call, ...): its parameters are refs whatever their names, and out.at[...].set(...) stores
# needs: jax 0.10.2 (on jax 0.4.38 TransformedRef.set ignores the .at[] slice and raises ValueError)
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@functools.partial(pl.pallas_call, out_shape=jax.ShapeDtypeStruct((8,), jnp.float32), interpret=True)
def double_then_zero_head(x, out):
    out[...] = x[...] * 2
    out.at[0:2].set(jnp.zeros(2, jnp.float32))


print(double_then_zero_head(jnp.arange(8.0)))
