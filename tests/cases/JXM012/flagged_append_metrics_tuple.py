# a jitted step appends a (loss, accuracy) pair to an outer history list: the tuple keeps
# both tracers alive after the trace, and reading them later raises
import jax
import jax.numpy as jnp

history = []


@jax.jit
def train_step(w, x, y):
    logits = x @ w
    loss = jnp.mean((logits - y) ** 2)
    accuracy = jnp.mean(jnp.sign(logits) == jnp.sign(y))
    history.append((loss, accuracy))  # expect: JXM012 col 5
    return w - 0.1 * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)


w = train_step(jnp.zeros(2), jnp.ones((4, 2)), jnp.ones(4))
print([loss + 1 for loss, _ in history])
