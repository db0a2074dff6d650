import jax
import jax.numpy as jnp


def make_loss(reduce_mean):
    def loss(pred, y):
        error = (pred - y) ** 2
        # reduce_mean is the factory's Python bool, not a tracer
        if reduce_mean:
            return jnp.mean(error)
        return jnp.sum(error)

    return loss


loss_fn = jax.jit(make_loss(True))
print(loss_fn(jnp.ones(3), jnp.zeros(3)))
