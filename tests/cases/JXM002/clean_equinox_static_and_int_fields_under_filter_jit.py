import equinox as eqx
import jax
import jax.numpy as jnp


class Stack(eqx.Module):
    weight: jax.Array
    depth: int = 2
    residual: bool = eqx.field(static=True, default=True)

    def __call__(self, x):
        for _ in range(self.depth):  # a Python int leaf: filter_jit keeps it
            y = x @ self.weight
            x = x + y if self.residual else y
        if self.weight.shape[0] > 2:  # a shape: static
            x = x / self.weight.shape[0]
        return x


@eqx.filter_jit
def step(model, x):
    return model(x)


print(step(Stack(jnp.eye(3)), jnp.ones(3)))
