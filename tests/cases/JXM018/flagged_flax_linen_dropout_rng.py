# A linen model with dropout: the loss takes the dropout key first and grad differentiates it.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dropout(0.5, deterministic=not train)(nn.relu(nn.Dense(8)(x)))
        return nn.Dense(1)(x)


model = MLP()
x = jnp.ones((4, 3))
rng = jax.random.PRNGKey(0)
rng, init_rng, dropout_rng = jax.random.split(rng, 3)
params = model.init(init_rng, x, train=False)


def loss_fn(dropout_rng, params):
    out = model.apply(params, x, train=True, rngs={"dropout": dropout_rng})
    return jnp.mean(out**2)


grads = jax.grad(loss_fn)(dropout_rng, params)  # expect: JXM018 col 27
print(grads)
