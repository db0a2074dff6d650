# a jitted train step records the last loss on a module-level stats object; reading it later raises
import jax
import jax.numpy as jnp


class TrainStats:
    def __init__(self):
        self.last_loss = None
        self.steps = 0


stats = TrainStats()


@jax.jit
def train_step(w, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    stats.last_loss = loss  # expect: JXM012 col 5
    return w - 0.05 * g


w = jnp.zeros(2)
for _ in range(3):
    w = train_step(w, jnp.ones((4, 2)), jnp.ones(4))
    stats.steps += 1
best = jnp.minimum(stats.last_loss, 1e9)
