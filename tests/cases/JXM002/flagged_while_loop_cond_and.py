import jax
import jax.numpy as jnp

state = (jnp.int32(0), jnp.float32(1.0))
out = jax.lax.while_loop(
    lambda s: s[0] < 10 and s[1] > 1e-3,  # expect: JXM002 col 15
    lambda s: (s[0] + 1, s[1] / 2),
    state,
)
