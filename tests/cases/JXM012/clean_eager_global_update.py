# an ordinary (untraced) function updating a global and a dict with concrete jitted results
import jax
import jax.numpy as jnp

best_loss = jnp.inf
registry = {}


@jax.jit
def evaluate(w):
    return jnp.sum(w ** 2)


def track(name, w):
    global best_loss
    loss = evaluate(w)
    registry[name] = loss
    best_loss = jnp.minimum(best_loss, loss)


track("a", jnp.ones(2))
track("b", jnp.zeros(2))
print(best_loss + 1, registry["a"] * 2)
