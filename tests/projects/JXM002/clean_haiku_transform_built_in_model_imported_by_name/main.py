import jax
import jax.numpy as jnp

from model import net

params = net.init(jax.random.PRNGKey(0), jnp.ones((1, 4)))


@jax.jit
def loss(params, x, y):
    return jnp.mean((net.apply(params, x) - y) ** 2)


print(loss(params, jnp.ones((8, 4)), jnp.zeros((8, 1))))
