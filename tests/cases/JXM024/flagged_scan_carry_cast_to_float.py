# A scan body that casts its int32 carry to float32 (as in JAX's own tests).
import jax
import jax.numpy as jnp

out, _ = jax.lax.scan(lambda x, _: (x.astype("float32"), None), jnp.array(0, "int32"), None, length=1)  # expect: JXM024 col 23
print(out)
