import flax.linen as nn
import jax
import jax.numpy as jnp


class Step(nn.Module):
    @nn.compact
    def __call__(self, carry, x):
        if carry.sum() > 0:  # expect: JXM002 col 12
            carry = carry * 0.5
        carry = nn.Dense(carry.shape[-1])(carry) + x
        return carry, carry


class Recurrent(nn.Module):
    @nn.compact
    def __call__(self, carry, xs):
        # nn.scan stages Step.__call__ even when the model is initialised eagerly.
        ScanStep = nn.scan(Step, variable_axes={"params": 0}, split_rngs={"params": True}, length=4)
        return ScanStep()(carry, xs)


model = Recurrent()
variables = model.init(jax.random.PRNGKey(0), jnp.ones(3), jnp.ones((4, 3)))
