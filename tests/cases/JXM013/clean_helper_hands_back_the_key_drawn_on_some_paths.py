import jax
import jax.numpy as jnp


# Only the training path draws; evaluation hands the key back untouched, and the caller
# evaluates before it trains.
def forward(x, key, train):
    if train:
        x = x * jax.random.bernoulli(key, 0.5, x.shape)
    return x, key


key = jax.random.PRNGKey(0)
x = jnp.ones(4)
y, key = forward(x, key, False)
z, key = forward(x, key, True)
print(y, z)
