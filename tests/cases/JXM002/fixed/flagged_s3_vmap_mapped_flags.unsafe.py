# Shape 3: vmap maps a boolean array over a flag parameter, so each flag is a batched tracer.
import jax
import jax.numpy as jnp


def maybe_abs(x, use_abs):
    return jnp.where(use_abs, jnp.abs(x), x)  # expect: JXM002 col 8


xs = jnp.array([-1.0, -2.0, 3.0])
print(jax.vmap(maybe_abs)(xs, jnp.array([True, False, True])))
