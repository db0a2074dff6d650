# The bias starts as 0.0; the integer labels sit in the batch, which grad does not
# differentiate; a step counter kept in the tree is allowed with allow_int=True.
import jax
import jax.numpy as jnp


def loss(params, batch):
    pred = batch["x"] @ params["w"] + params["b"]
    return jnp.mean((pred - batch["label"]) ** 2)


params = {"w": jnp.zeros(3), "b": 0.0}
batch = {"x": jnp.ones((8, 3)), "label": jnp.zeros(8, dtype=jnp.int32)}
grads = jax.grad(loss)(params, batch)
state = {"params": params, "step": 0}
counted = jax.grad(lambda s: loss(s["params"], batch), allow_int=True)(state)
print(grads["b"], counted["params"]["b"])
