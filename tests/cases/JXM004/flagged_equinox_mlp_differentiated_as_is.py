import equinox.nn as nn
import jax

# patrick-kidger/equinox#213: an MLP built with out_size=1 returns shape (1,), not a scalar,
# and jax.grad is handed the model itself.  (The issue built the MLP and drew the point from
# one key, JXM013's mistake; split here.)

model_key, point_key = jax.random.split(jax.random.PRNGKey(0))
mlp = nn.MLP(in_size=2, out_size=1, width_size=80, depth=3, key=model_key)
point = jax.random.uniform(point_key, (2,))
print(mlp(point))
jax.grad(mlp)(point)  # expect: JXM004 col 1
