# opt.update(...) on a user-defined optimizer object inside jit: a method call, not a proven container store
import jax
import jax.numpy as jnp


class SGD:
    def __init__(self, lr):
        self.lr = lr

    def update(self, grads, params):
        return jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)


opt = SGD(0.1)


@jax.jit
def train_step(params, x):
    grads = jax.grad(lambda p: jnp.sum((x @ p["w"]) ** 2))(params)
    return opt.update(grads, params)


params = {"w": jnp.ones(2)}
params = train_step(params, jnp.ones((3, 2)))
print(params["w"] + 1)
