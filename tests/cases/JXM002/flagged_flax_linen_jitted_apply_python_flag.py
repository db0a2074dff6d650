import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(4)(x)
        if train:  # expect: JXM002 col 12
            x = nn.Dropout(0.5, deterministic=False)(x)
        return x


model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3), False)
apply = jax.jit(model.apply)
# jit turns the Python bool into a tracer, False or True.
print(apply(variables, jnp.ones(3), False))
