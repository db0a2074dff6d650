# A model run under jax.grad writes its new running statistics into an outer state dict with
# dict.update: they are JVP tracers, and the next step that reads them raises (trimmed from
# numpyro's contrib.module, whose nn_state.update(**new_state) leaked under grad,
# pyro-ppl/numpyro#1934, fixed in #1935 with stop_gradient)
import jax
import jax.numpy as jnp

nn_state = {"mean": jnp.zeros(3)}


def loss(w, x):
    h = x * w
    new_mean = 0.9 * nn_state["mean"] + 0.1 * h.mean(axis=0)
    nn_state.update(mean=new_mean)  # expect: JXM012 col 5
    return jnp.sum((h - new_mean) ** 2)


jax.grad(loss)(jnp.ones(3), jnp.ones((4, 3)))
print(nn_state["mean"] + 1)
