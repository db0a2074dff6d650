# the cure: return intermediate values from the traced function (has_aux) and collect them outside
import jax
import jax.numpy as jnp


def loss_fn(params, x):
    h = jnp.tanh(x @ params)
    loss = jnp.mean(h ** 2)
    return loss, {"hidden": h}


@jax.jit
def step(params, x):
    (loss, aux), g = jax.value_and_grad(loss_fn, has_aux=True)(params, x)
    return params - 0.1 * g, loss, aux


activations = []
params = jnp.ones((3, 2))
for _ in range(2):
    params, loss, aux = step(params, jnp.ones((4, 3)))
    activations.append(aux["hidden"])
print(jnp.stack(activations).mean())
