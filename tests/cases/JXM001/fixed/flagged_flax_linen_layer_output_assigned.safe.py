import flax.linen as nn
import jax
import jax.numpy as jnp


class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        logits = nn.Dense(4)(x)
        logits = logits.at[0].set(0.0)  # expect: JXM001 col 9
        return logits


variables = Head().init(jax.random.PRNGKey(0), jnp.ones(3))  # raises even eagerly
