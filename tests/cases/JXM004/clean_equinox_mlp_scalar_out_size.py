import equinox.nn as nn
import jax

# out_size="scalar": the MLP returns a scalar, which jax.grad differentiates.

model_key, point_key = jax.random.split(jax.random.PRNGKey(0))
mlp = nn.MLP(in_size=2, out_size="scalar", width_size=80, depth=3, key=model_key)
point = jax.random.uniform(point_key, (2,))
print(jax.grad(mlp)(point))
