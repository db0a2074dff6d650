import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    use_bias: bool = False

    @nn.compact
    def __call__(self, x):
        if self.use_bias:  # a dataclass field: a Python value under jit
            x = x + 1.0
        return nn.Dense(2)(x)


model = Gate(use_bias=True)
params = model.init(jax.random.PRNGKey(0), jnp.ones(3))
print(jax.jit(model.apply)(params, jnp.ones(3)))
