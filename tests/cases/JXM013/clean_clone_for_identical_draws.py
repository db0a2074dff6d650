# jax.random.clone makes deliberate reuse explicit (a float32 and a bfloat16 copy of the same draw)
import jax
import jax.numpy as jnp

key = jax.random.key(0)
key_copy = jax.random.clone(key)
x32 = jax.random.normal(key, (4,), dtype=jnp.float32)
x16 = jax.random.normal(key_copy, (4,), dtype=jnp.bfloat16)
print(jnp.abs(x32 - x16.astype(jnp.float32)).max() < 0.05)
