import jax
import jax.numpy as jnp


def make_loss(margin):
    def loss(pred, y):
        gap = jnp.sum(pred - y)
        if gap > margin:  # expect: JXM002 col 12
            return gap
        return jnp.float32(0.0)

    return loss


loss = make_loss(1.0)


@jax.jit
def evaluate(pred, y):
    return loss(pred, y)


print(evaluate(jnp.ones(3), jnp.zeros(3)))
