# Weighted draws of two arrays from one key: p= makes each choice its own draw, so the rows
# picked are not an order shared by aligned arrays, but correlated numbers.
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
tokens = jnp.arange(8)
weights = jnp.linspace(1.0, 2.0, 8)
key, key_1 = jax.random.split(key)
first = jax.random.choice(key_1, tokens, (3,), p=weights / weights.sum())
second = jax.random.choice(key, tokens, (3,), p=weights[::-1] / weights.sum())  # expect: JXM013 col 10
print(first, second)
