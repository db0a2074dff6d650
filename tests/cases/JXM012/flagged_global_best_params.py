# a jitted update assigns a global "best params" variable; using it after training raises
import jax
import jax.numpy as jnp

best_w = None


@jax.jit
def update(w, x, y):
    global best_w
    g = jax.grad(lambda w: jnp.sum((x @ w - y) ** 2))(w)
    new_w = w - 0.01 * g
    best_w = new_w  # expect: JXM012 col 5
    return new_w


w = jnp.zeros(2)
for _ in range(3):
    w = update(w, jnp.ones((3, 2)), jnp.ones(3))
prediction = jnp.ones((1, 2)) @ best_w
