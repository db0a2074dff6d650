import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

model = nn.Dense(1)
optimizer = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    grads = jax.grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 2)))
opt_state = optimizer.init(params)
for _ in range(3):
    params, opt_state = train_step(params, opt_state, jnp.ones((4, 2)), jnp.zeros((4, 1)))
print(jax.tree_util.tree_map(jnp.shape, params))
