import equinox.nn as nn
import jax

# out_size="scalar": the MLP returns a scalar, which jax.grad differentiates.

rng = jax.random.PRNGKey(0)
mlp = nn.MLP(in_size=2, out_size="scalar", width_size=80, depth=3, key=rng)
point = jax.random.uniform(rng, (2,))
print(jax.grad(mlp)(point))
