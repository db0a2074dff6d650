# A jitted step differentiates a lambda that closes over its traced flag and hands it to the loss
import jax
import jax.numpy as jnp


def loss(params, x, clip):
    pred = x @ params
    if clip:  # expect: JXM002 col 8
        pred = jnp.clip(pred, -1.0, 1.0)
    return jnp.mean(pred**2)


@jax.jit
def update(params, x, clip):
    return params - 0.1 * jax.grad(lambda p: loss(p, x, clip))(params)


print(update(jnp.ones(3), jnp.ones((8, 3)), True))
