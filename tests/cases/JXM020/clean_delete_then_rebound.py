import jax.numpy as jnp

buf = jnp.zeros(3)
for i in range(3):
    out = buf + i
    buf.delete()
    buf = jnp.zeros(3)
print(out, buf)
