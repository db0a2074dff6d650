import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    def setup(self):
        self.gate = self.param("gate", nn.initializers.ones, (1,))

    def __call__(self, x):
        if self.gate[0] > 0:  # expect: JXM002 col 12
            x = x * self.gate
        return x


model = Gate()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(2))  # eager: a concrete parameter
print(jax.jit(model.apply)(variables, jnp.ones(2)))  # jit hands the variables in as tracers
