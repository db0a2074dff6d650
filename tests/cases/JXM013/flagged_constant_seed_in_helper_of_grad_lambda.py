# The loss adds noise from a key rebuilt from seed 0; the jitted step differentiates it through a
# lambda: every step draws the same noise
import jax
import jax.numpy as jnp


def noisy_loss(params, x):
    noise = jax.random.normal(jax.random.PRNGKey(0), x.shape)
    return jnp.mean(((x + noise) @ params) ** 2)


@jax.jit
def train_step(params, x):
    grads = jax.grad(lambda p: noisy_loss(p, x))(params)
    return params - 0.1 * grads


params = jnp.ones(3)
x = jnp.ones((8, 3))
for step in range(3):
    params = train_step(params, x)  # expect: JXM013 col 14
