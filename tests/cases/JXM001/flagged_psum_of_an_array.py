import jax
import jax.numpy as jnp


def train_step(w, x):
    g = 2 * x.T @ (x @ w)
    g = jax.lax.psum(g, axis_name="batch")
    g[0] = 0.0  # expect: JXM001 col 5
    return w - 0.1 * g


p_train_step = jax.pmap(train_step, axis_name="batch")
print(p_train_step(jnp.ones((1, 3)), jnp.ones((1, 4, 3))))
