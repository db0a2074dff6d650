import flax.linen as nn
import jax
import jax.numpy as jnp


class Step(nn.Module):
    @nn.compact
    def __call__(self, carry, x, residual):
        # residual reaches every step as the Python bool it is (nn.broadcast).
        if residual:
            carry = carry + x
        return nn.Dense(carry.shape[-1])(carry), carry


class Recurrent(nn.Module):
    @nn.compact
    def __call__(self, carry, xs):
        ScanStep = nn.scan(
            Step, variable_axes={"params": 0}, split_rngs={"params": True}, in_axes=(0, nn.broadcast), length=4
        )
        return ScanStep()(carry, xs, True)


model = Recurrent()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3), jnp.ones((4, 3)))
print(jax.tree_util.tree_map(jnp.shape, variables))
