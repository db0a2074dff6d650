import flax.linen as nn
import jax
import jax.numpy as jnp


class Scale(nn.Module):
    @nn.compact
    def __call__(self, x):
        scale = self.param("scale", nn.initializers.ones, (1,))
        return x * float(scale[0])  # init and apply run eagerly: a concrete parameter


model = Scale()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(2))
print(model.apply(variables, jnp.ones(2)))
