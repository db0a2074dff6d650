import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class Params:
    w: jax.Array
    b: jax.Array

    def predict(self, x):
        jax.debug.print("weights {}", self.w)  # expect: JXM011 col 9
        return x @ self.w + self.b


@jax.jit
def forward(params, x):
    return params.predict(x)


print(forward(Params(jnp.ones((3, 2)), jnp.zeros(2)), jnp.ones(3)))
