import jax.numpy as jnp
from jax import jit

w = jnp.array([1.0, -1.0, 0.5])
outputs = []
for row in jnp.eye(3):
    outputs.append(jit(lambda r: jnp.dot(w, r))(row))  # expect: JXM023 col 20
print(jnp.stack(outputs))
