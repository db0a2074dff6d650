# Under jax.grad, a value cut off with stop_gradient is a concrete array, not a tracer: appending it
# leaks nothing (numpyro's fix of its tracer leak, pyro-ppl/numpyro#1935); nor does a value that
# depends only on what grad does not differentiate
import jax
import jax.numpy as jnp

history = []


def loss_fn(w, x):
    loss = jnp.mean((x @ w) ** 2)
    history.append(jax.lax.stop_gradient(loss))
    history.append(jnp.mean(x))
    return loss


g = jax.grad(loss_fn)(jnp.ones(3), jnp.ones((2, 3)))
print(history[-2] + 1, history[-1] + 1)
