# A key split off for the step, handed to value_and_grad at the position it differentiates.
import jax
import jax.numpy as jnp


def loss(key, w):
    x = jax.random.normal(key, (8, 2))
    return jnp.mean((x @ w) ** 2)


key = jax.random.PRNGKey(0)
key, sub = jax.random.split(key)
w = jnp.ones(2)
value, grads = jax.value_and_grad(loss)(sub, w)  # expect: JXM018 col 41
print(value, grads)
