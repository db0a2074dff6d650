import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(3)(x)
        return jnp.where(x.sum() > 0, nn.relu(x), x)  # expect: JXM002 col 12


model = Gate()
params = model.init(jax.random.PRNGKey(0), -jnp.ones(3))
apply_fn = jax.jit(model.apply)
print(apply_fn(params, jnp.ones(3)))
