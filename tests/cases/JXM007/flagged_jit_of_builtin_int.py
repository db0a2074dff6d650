# jit of the builtin int traces it: int() is handed a tracer (the shape of JAX's tests/api_test.py)
import jax
import jax.numpy as jnp

count = jnp.int32(7)
print(int(count))  # fine: a concrete array
as_int = jax.jit(int)
as_int(count)  # expect: JXM007 col 1
