# A loss function under jax.grad appends its loss to a module-level list (the exhibit's shape, under
# grad rather than jit): the JVP tracer outlives grad, and reading it afterwards raises
import jax
import jax.numpy as jnp

history = []


def loss_fn(w, x):
    loss = jnp.mean((x @ w) ** 2)
    history.append(loss)  # expect: JXM012 col 5
    return loss


g = jax.grad(loss_fn)(jnp.ones(3), jnp.ones((2, 3)))
print(history[-1] + 1)
