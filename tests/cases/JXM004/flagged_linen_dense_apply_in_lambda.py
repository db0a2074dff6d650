# A linen layer's apply differentiated through a lambda: Dense(3) returns three features
# per example, not a scalar.
import flax.linen as nn
import jax
import jax.numpy as jnp

model = nn.Dense(3)
x = jnp.ones((4, 2))
params = model.init(jax.random.PRNGKey(0), x)
grads = jax.grad(lambda p: model.apply(p, x))(params)  # expect: JXM004 col 9
